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
package struct Ratio: Hashable, Sendable {
    package var hits = 0
    package var n = 0

    package init() {}

    package mutating func add(_ hit: Bool) {
        n += 1
        if hit { hits += 1 }
    }

    package var metric: Metric { .proportion(hits, of: n) }
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

/// One rate on the same turns read two ways — the app with the model and
/// without it — as a 2×2 table of outcomes ("right" is the good outcome: for a
/// lower-is-better rate such as false refusals, not being refused).
public struct PairedTable: Codable, Hashable, Sendable {
    public var bothRight = 0
    /// Right with the model, wrong without it.
    public var helped = 0
    /// Wrong with the model, right without it.
    public var hurt = 0
    public var bothWrong = 0
    public var n = 0
    /// The exact two-sided McNemar p of helped against hurt, to four significant
    /// digits (0 when it is below what a double holds). A double, not a decimal:
    /// p can be far smaller than a `Decimal`'s exponent reaches.
    public var mcNemarP: Double = 1

    public init() {}

    package mutating func add(with: Bool, without: Bool) {
        n += 1
        switch (with, without) {
        case (true, true): bothRight += 1
        case (true, false): helped += 1
        case (false, true): hurt += 1
        case (false, false): bothWrong += 1
        }
    }

    /// The same table with its p-value filled in (kept to four significant digits, for stable bytes).
    var tested: PairedTable {
        var t = self
        let p = McNemar.exactP(broken: hurt, fixed: helped)
        t.mcNemarP = Double(String(format: "%.4g", p)) ?? 1
        return t
    }

    /// The lift — the rate with the model minus without it, in the good direction —
    /// with Newcombe's paired interval.
    package var lift: Metric {
        guard n > 0 else { return Metric(value: nil, n: 0, ci95: nil) }
        let (lo, hi) = Newcombe.paired(bothRight: bothRight, helped: helped, hurt: hurt, bothWrong: bothWrong)
        let d = Double(helped - hurt) / Double(n)
        return Metric(value: Metric.round4(d), n: n, ci95: [Metric.round4(lo), Metric.round4(hi)])
    }
}

/// Newcombe's (1998) hybrid score interval for a difference of paired
/// proportions (his method 10, with the continuity-corrected φ): the Wilson
/// intervals of the two margins, joined through their correlation.
public enum Newcombe {
    public static func paired(bothRight a: Int, helped b: Int, hurt c: Int, bothWrong d: Int) -> (Double, Double) {
        let n = a + b + c + d
        guard n > 0 else { return (-1, 1) }
        let nn = Double(n)
        let p1 = Double(a + b) / nn
        let p2 = Double(a + c) / nn
        let (l1, u1) = Wilson.interval(hits: a + b, n: n)
        let (l2, u2) = Wilson.interval(hits: a + c, n: n)
        let margins = Double(a + b) * Double(c + d) * Double(a + c) * Double(b + d)
        var phi = 0.0
        if margins > 0 {
            let cross = Double(a) * Double(d) - Double(b) * Double(c)
            let corrected = cross > nn / 2 ? cross - nn / 2 : (cross < 0 ? cross : 0)
            phi = corrected / margins.squareRoot()
        }
        let diff = p1 - p2
        let below = (p1 - l1) * (p1 - l1) - 2 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2) * (u2 - p2)
        let above = (p2 - l2) * (p2 - l2) - 2 * phi * (p2 - l2) * (u1 - p1) + (u1 - p1) * (u1 - p1)
        return (max(-1, diff - max(0, below).squareRoot()), min(1, diff + max(0, above).squareRoot()))
    }
}
