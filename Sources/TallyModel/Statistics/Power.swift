import FinanceAssistant
import Foundation

/// How small a drop a paired comparison can see: the power of McNemar's test
/// on per-turn outcomes (right or wrong in the baseline and in the candidate),
/// by the normal approximation (Connor 1987; docs/metrics.md):
///
///     n = ( z₁₋α/₂ · √ψ  +  z₁₋β · √(ψ − δ²) )² / δ²
///
/// where δ is the drop (the share of turns that go from right to wrong, less
/// those that go the other way) and ψ the discordance (the share of turns whose
/// outcome differs between the two). A drop of δ moves at least δ of the turns,
/// so ψ is never taken below δ: with no discordance observed (a candidate that
/// is its baseline) the smallest detectable drop is about (z₁₋α/₂ + z₁₋β)² / n
/// — some eight turns' worth.
///
/// α = 0.05 two-sided (as `tally diff`'s exact McNemar test), power 80 %.
public enum Power {
    public static let alpha = 0.05
    public static let power = 0.80
    /// z for α/2 = 0.025 and for β = 0.20.
    static let zAlpha = 1.959963984540054
    static let zBeta = 0.8416212335729143
    /// What `tally stats --detect` assumes when no baseline is at hand: one
    /// turn in ten read differently by the two versions compared.
    public static let defaultDiscordance = 0.10

    /// Turns a slice needs to detect a drop of `drop` at 80 % power.
    public static func turnsNeeded(drop: Double, discordance: Double) -> Int {
        guard drop > 0 else { return Int.max }
        let psi = min(1, max(discordance, drop))
        let root = zAlpha * psi.squareRoot() + zBeta * max(0, psi - drop * drop).squareRoot()
        // A drop of 1e-10 asks for some 10¹⁹ turns, past what an Int holds: more than any set has.
        let turns = (root * root / (drop * drop)).rounded(.up)
        return turns.isFinite && turns < 1e15 ? Int(turns) : Int.max
    }

    /// The chance that `n` paired turns show a true drop of `drop` as
    /// significant (α = 0.05 two-sided): Φ((δ√n − z₁₋α/₂√ψ) / √(ψ − δ²)).
    public static func power(drop: Double, n: Int, discordance: Double) -> Double {
        guard drop > 0, n > 0 else { return 0 }
        let psi = min(1, max(discordance, drop))
        let spread = max(psi - drop * drop, 1e-12).squareRoot()
        let z = (drop * Double(n).squareRoot() - zAlpha * psi.squareRoot()) / spread
        return 0.5 * erfc(-z / 2.0.squareRoot())
    }

    /// The smallest drop `n` paired turns detect at 80 % power; nil when even
    /// a drop of every turn would not be (fewer than about four turns).
    public static func detectableDrop(n: Int, discordance: Double) -> Double? {
        guard n > 0, turnsNeeded(drop: 1, discordance: discordance) <= n else { return nil }
        // turnsNeeded falls as the drop grows: bisect on the drop.
        var lo = 0.0
        var hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if turnsNeeded(drop: mid, discordance: discordance) <= n { hi = mid } else { lo = mid }
        }
        return hi
    }
}

extension MetricID {
    /// A turn's outcome for a metric that is a proportion of turns: whether it
    /// counts as a hit, or nil when the metric does not count the turn. The
    /// gate's power lines pair these between baseline and candidate; nil
    /// for metrics that are not proportions of turns (macro F1, the parity
    /// gap, pair disagreement) and for the perturbation metrics (over variants).
    public func outcome(_ r: TurnRecord) -> Bool? {
        let e = r.expected
        switch self {
        case .turnAccuracy, .intentAccuracy, .periodAccuracy, .merchantAccuracy, .categoryAccuracy,
            .offTopicRefusalRate, .falseRefusalRate:
            return armOutcome(e, read: r.read, verdict: r.verdict, pass: r.pass)
        case .modelIntentAccuracy: return r.backend?.intent.map { $0 == e.intent }
        case .decidedRate: return r.withoutModel != nil ? r.isDecided : nil
        case .decidedIntentAccuracy: return r.withoutModel != nil && r.isDecided ? r.backend?.intent == e.intent : nil
        case .modelMerchantAccuracy:
            guard r.withoutModel != nil, e.intent.isAnswerable, let shop = e.merchant, r.backend?.intent != nil else {
                return nil
            }
            return r.backend?.merchant.map { TextFolding.fold($0) == TextFolding.fold(shop) } ?? false
        case .modelPeriodAccuracy: return r.periods?.modelRight
        case .parserPeriodAccuracy: return r.periods?.parserRight
        case .merchantHallucinationRate:
            return e.intent.isAnswerable && e.merchant == nil ? r.read.merchant != nil : nil
        case .adviceRefusalRate:
            return e.reason == .advice ? r.read.intent == .offTopic && r.read.reason == .advice : nil
        case .unclearRate: return e.intent.isAnswerable ? r.read.intent == .unclear : nil
        case .followUpAccuracy: return r.turn > 1 ? r.pass : nil
        case .answerAccuracy: return r.verdict.answer
        case .inventedNumberRate: return r.read.intent.isAnswerable ? !(r.invented ?? []).isEmpty : nil
        case .fallbackRate: return r.read.fallbackReason != nil
        case .staleRate: return r.replay != nil
        case .consistencyRate: return r.repeats.map { Set($0).count == 1 }
        case .passAllRate: return r.repeats.map { $0.allSatisfy { $0 == e.intent.rawValue } }
        case .intentMacroF1, .parityGap, .pairDisagreementRate, .invarianceRate, .flipRate: return nil
        case .liftTurnAccuracy, .liftIntentAccuracy, .liftPeriodAccuracy, .liftMerchantAccuracy, .liftCategoryAccuracy,
            .liftOffTopicRefusalRate, .liftFalseRefusalRate:
            return nil
        }
    }

    /// A rate that a lift compares, for one arm's reading of a turn (the app with
    /// the model, or without it); nil for other metrics and turns it does not count.
    func armOutcome(_ e: ExpectedFields, read: ReadFields, verdict: Verdict, pass: Bool) -> Bool? {
        switch self {
        case .turnAccuracy: return pass
        case .intentAccuracy: return verdict.intent
        case .periodAccuracy: return e.intent.isAnswerable ? verdict.period : nil
        case .merchantAccuracy: return e.intent.isAnswerable && e.merchant != nil ? verdict.merchant : nil
        case .categoryAccuracy: return e.intent.isAnswerable && e.category != nil ? verdict.category : nil
        case .offTopicRefusalRate: return e.intent == .offTopic ? read.intent == .offTopic : nil
        case .falseRefusalRate: return e.intent.isAnswerable ? read.intent == .offTopic : nil
        default: return nil
        }
    }

    /// For a lift metric: whether the turn came out well with the model and
    /// without it (for a lower-is-better rate, "well" is not a hit); nil where
    /// the base rate does not count the turn or no arm without the model was read.
    public func paired(_ r: TurnRecord) -> (with: Bool, without: Bool)? {
        guard let base = liftBase, let w = r.withoutModel,
            let with = base.armOutcome(r.expected, read: r.read, verdict: r.verdict, pass: r.pass),
            let without = base.armOutcome(r.expected, read: w.read, verdict: w.verdict, pass: w.pass)
        else { return nil }
        return base.direction == .lowerIsBetter ? (!with, !without) : (with, without)
    }
}

extension TurnRecord {
    /// The final reading is the model's own: no fallback of any reason, and no
    /// second look (a model's `unclear` always gets one, even when the rules agree).
    var isDecided: Bool { read.source == .model && read.fallbackReason == nil && backend?.intent != .unclear }
}
