import FinanceAssistant
import Foundation

/// Expected × read intents: the confusion matrix, per-intent precision,
/// recall and F1, and macro F1 with a bootstrap interval.
struct IntentConfusion: Sendable {
    private(set) var counts = [[Int]](
        repeating: [Int](repeating: 0, count: Intent.allCases.count), count: Intent.allCases.count)
    /// Every (expected, read) pair, as indices, for the bootstrap.
    private(set) var pairs: [(UInt8, UInt8)] = []

    static let index: [Intent: Int] = Dictionary(uniqueKeysWithValues: Intent.allCases.enumerated().map { ($1, $0) })

    mutating func add(expected: Intent, read: Intent) {
        let e = IntentConfusion.index[expected]!
        let r = IntentConfusion.index[read]!
        counts[e][r] += 1
        pairs.append((UInt8(e), UInt8(r)))
    }

    func perIntent() -> [String: IntentScores] {
        var out: [String: IntentScores] = [:]
        for (i, intent) in Intent.allCases.enumerated() {
            let tp = counts[i][i]
            let support = counts[i].reduce(0, +)
            let predicted = counts.reduce(0) { $0 + $1[i] }
            guard support > 0 || predicted > 0 else { continue }
            let p = predicted > 0 ? Double(tp) / Double(predicted) : nil
            let r = support > 0 ? Double(tp) / Double(support) : nil
            var f1: Double?
            if let p, let r { f1 = p + r > 0 ? 2 * p * r / (p + r) : 0 } else { f1 = 0 }
            out[intent.rawValue] = IntentScores(
                precision: p.map(Metric.round4), recall: r.map(Metric.round4), f1: f1.map(Metric.round4),
                support: support, predicted: predicted)
        }
        return out
    }

    /// Macro F1 over the intents that are expected or read (scikit-learn's
    /// `average="macro"` over the union of labels).
    static func macroF1(_ counts: [[Int]]) -> Double {
        var total = 0.0
        var labels = 0
        for i in counts.indices {
            let tp = counts[i][i]
            let support = counts[i].reduce(0, +)
            let predicted = counts.reduce(0) { $0 + $1[i] }
            guard support > 0 || predicted > 0 else { continue }
            labels += 1
            let denominator = support + predicted
            total += denominator > 0 ? 2 * Double(tp) / Double(denominator) : 0
        }
        return labels > 0 ? total / Double(labels) : 0
    }

    /// Macro F1 with a seeded bootstrap interval (deterministic).
    func macroF1Metric() -> Metric {
        guard !pairs.isEmpty else { return Metric(value: nil, n: 0, ci95: nil) }
        let value = IntentConfusion.macroF1(counts)
        // Resample a canonical order: turns finish in any order with --jobs, the interval must not move.
        let pairs = self.pairs.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        let rounds = pairs.count > 20_000 ? 200 : 1000
        var rng = SplitMix64(seed: 0x7A11_7A11)
        var samples: [Double] = []
        samples.reserveCapacity(rounds)
        let size = Intent.allCases.count
        for _ in 0..<rounds {
            var m = [[Int]](repeating: [Int](repeating: 0, count: size), count: size)
            for _ in 0..<pairs.count {
                let (e, r) = pairs[Int(rng.next() % UInt64(pairs.count))]
                m[Int(e)][Int(r)] += 1
            }
            samples.append(IntentConfusion.macroF1(m))
        }
        samples.sort()
        let lo = samples[Int(Double(rounds) * 0.025)]
        let hi = samples[min(rounds - 1, Int(Double(rounds) * 0.975))]
        return Metric(value: Metric.round4(value), n: pairs.count, ci95: [Metric.round4(lo), Metric.round4(hi)])
    }

    /// The matrix, sparse: expected → read → count.
    func sparse() -> [String: [String: Int]] {
        var out: [String: [String: Int]] = [:]
        for (i, e) in Intent.allCases.enumerated() {
            for (j, r) in Intent.allCases.enumerated() where counts[i][j] > 0 {
                out[e.rawValue, default: [:]][r.rawValue] = counts[i][j]
            }
        }
        return out
    }
}

/// Precision, recall and F1 of one intent, with its support.
public struct IntentScores: Codable, Hashable, Sendable {
    public var precision: Decimal?
    public var recall: Decimal?
    public var f1: Decimal?
    public var support: Int
    public var predicted: Int
}
