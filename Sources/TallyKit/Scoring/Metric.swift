import Foundation

/// A metric as reports write it: the value, how many turns it is over, and a
/// 95 % interval. Values are rounded to 4 decimals so that `summary.json` is
/// byte-stable.
public struct Metric: Codable, Hashable, Sendable {
    public var value: Decimal?
    public var n: Int
    public var ci95: [Decimal]?

    public init(value: Decimal?, n: Int, ci95: [Decimal]?) {
        self.value = value
        self.n = n
        self.ci95 = ci95
    }

    /// A proportion with its Wilson score interval.
    public static func proportion(_ hits: Int, of n: Int) -> Metric {
        guard n > 0 else { return Metric(value: nil, n: 0, ci95: nil) }
        let (lo, hi) = Wilson.interval(hits: hits, n: n)
        return Metric(value: round4(Double(hits) / Double(n)), n: n, ci95: [round4(lo), round4(hi)])
    }

    public var doubleValue: Double? { value.map { NSDecimalNumber(decimal: $0).doubleValue } }

    static func round4(_ x: Double) -> Decimal {
        Decimal(string: String(format: "%.4f", x), locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }
}

/// Hits over a number of turns.
struct Ratio: Hashable, Sendable {
    var hits = 0
    var n = 0

    mutating func add(_ hit: Bool) {
        n += 1
        if hit { hits += 1 }
    }

    var metric: Metric { .proportion(hits, of: n) }
}

/// The Wilson score interval for a binomial proportion (and Newcombe's
/// interval for a difference of two).
public enum Wilson {
    static let z = 1.959963984540054

    public static func interval(hits: Int, n: Int) -> (Double, Double) {
        guard n > 0 else { return (0, 1) }
        let p = Double(hits) / Double(n)
        let nn = Double(n)
        let z2 = z * z
        let denominator = 1 + z2 / nn
        let center = (p + z2 / (2 * nn)) / denominator
        let half = z * (p * (1 - p) / nn + z2 / (4 * nn * nn)).squareRoot() / denominator
        return (max(0, center - half), min(1, center + half))
    }

    /// Newcombe's hybrid score interval for p1 − p2.
    public static func difference(hits1: Int, n1: Int, hits2: Int, n2: Int) -> (Double, Double) {
        let p1 = Double(hits1) / Double(max(n1, 1))
        let p2 = Double(hits2) / Double(max(n2, 1))
        let (l1, u1) = interval(hits: hits1, n: n1)
        let (l2, u2) = interval(hits: hits2, n: n2)
        let d = p1 - p2
        let lo = d - ((p1 - l1) * (p1 - l1) + (u2 - p2) * (u2 - p2)).squareRoot()
        let hi = d + ((u1 - p1) * (u1 - p1) + (p2 - l2) * (p2 - l2)).squareRoot()
        return (max(-1, lo), min(1, hi))
    }
}
