import FinanceAssistant

/// The counters behind every proportion metric, for one slice of turns
/// (all, one locale, one tag). What each metric counts is `MetricID.outcome`,
/// which the gate's power lines read too.
struct SliceCounters: Sendable {
    /// The metrics that are proportions of a slice's turns, in `ratios` order.
    static let rates: [MetricID] = [
        .turnAccuracy, .intentAccuracy, .modelIntentAccuracy, .decidedRate, .decidedIntentAccuracy,
        .modelMerchantAccuracy, .modelPeriodAccuracy, .parserPeriodAccuracy, .periodAccuracy, .merchantAccuracy,
        .merchantHallucinationRate, .categoryAccuracy, .adviceRefusalRate, .offTopicRefusalRate, .falseRefusalRate,
        .unclearRate, .followUpAccuracy, .answerAccuracy, .inventedNumberRate, .fallbackRate, .staleRate,
    ]
    static let answerIndex = rates.firstIndex(of: .answerAccuracy)!

    var ratios = [Ratio](repeating: Ratio(), count: SliceCounters.rates.count)
    /// With a model backend: each lift's 2×2 table, in `MetricID.lifts` order.
    var paired = [PairedTable](repeating: PairedTable(), count: MetricID.lifts.count)
    /// Whether a model read these turns (so the model-side metrics apply).
    var readByModel = false

    mutating func add(_ r: TurnRecord) {
        for (i, id) in Self.rates.enumerated() {
            if let hit = id.outcome(r) { ratios[i].add(hit) }
        }
        guard r.withoutModel != nil else { return }
        readByModel = true
        for (i, id) in MetricID.lifts.enumerated() {
            if let (with, without) = id.paired(r) { paired[i].add(with: with, without: without) }
        }
    }

    /// The 2×2 table of a lift (or of the rate it compares).
    func table(_ id: MetricID) -> PairedTable? {
        guard let lift = id.liftBase != nil ? id : id.lift, let i = MetricID.lifts.firstIndex(of: lift) else {
            return nil
        }
        return paired[i].n > 0 ? paired[i].tested : nil
    }

    /// Turns with expected figures.
    var answer: Ratio { ratios[Self.answerIndex] }

    /// The proportions of this slice, by metric name (`summary.json`'s keys).
    var metrics: [String: Metric] {
        // A rules report has no model-side metric at all, rather than empty ones.
        var out = Dictionary(
            uniqueKeysWithValues: zip(Self.rates, ratios).filter {
                (readByModel || !$0.0.isModelSide) && !($0.0.isContractSide && $0.1.n == 0)
            }.map {
                ($0.0.rawValue, $0.1.metric)
            })
        for (id, table) in zip(MetricID.lifts, paired) where readByModel { out[id.rawValue] = table.lift }
        return out
    }
}
