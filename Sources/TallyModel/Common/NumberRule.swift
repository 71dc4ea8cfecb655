import Foundation

/// What a number read from a file or a flag may be: its range and its
/// precision. Every such number goes through `problem(_:)` once, where it is
/// read, so that nothing past it converts an unchecked double (a bound of
/// `1e-10` made the power table ask for 10¹⁹ turns, and `Int(_:)` of that traps).
///
/// A value's precision is that of its shortest decimal form (`0.97789999999`
/// has 11 decimals, `1e-10` ten): reports round rates to 4 decimals, so a
/// bound finer than that compares against a value that cannot hold it.
public struct NumberRule: Sendable, Hashable {
    public var lower: Double
    public var upper: Double
    /// Whether `lower` (`upper`) itself is refused.
    public var lowerOpen = false
    public var upperOpen = false
    /// The most decimals a value may have; 0 for a whole number.
    public var decimals: Int
    /// What the number is, for messages: "a share of turns from 0 to 1".
    public var what: String
    /// A value that reads as a percentage written where a share is meant (`5` for 5 %) gets "did you mean 0.05?".
    public var percentHint = false

    public init(
        _ lower: Double, _ upper: Double, lowerOpen: Bool = false, upperOpen: Bool = false, decimals: Int,
        what: String, percentHint: Bool = false
    ) {
        self.lower = lower
        self.upper = upper
        self.lowerOpen = lowerOpen
        self.upperOpen = upperOpen
        self.decimals = decimals
        self.what = what
        self.percentHint = percentHint
    }

    /// A bound on a rate or a score, or a share given on the command line: 0 to 1, to a hundredth of a point.
    public static let share = NumberRule(
        0, 1, decimals: 4, what: "a share of turns from 0 to 1 (0.95 for 95 %)", percentHint: true)
    /// A bound on a signed difference of two rates (a gap, a lift) in its own units: −1 to 1.
    public static let signedShare = NumberRule(
        -1, 1, decimals: 4, what: "a difference of two shares from -1 to 1 (0.02 for 2 points)", percentHint: true)
    /// The largest drop allowed against a baseline: 0 (none at all) up to, not including, 1 (any drop).
    public static let drop = NumberRule(
        0, 1, upperOpen: true, decimals: 4,
        what: "a drop in the metric's own units from 0 (none at all) to below 1 (0.02 for 2 points)",
        percentHint: true)
    /// A lift's lowest allowed bound, in points: −100 to 100, to a hundredth of a point.
    public static let points = NumberRule(
        -100, 100, decimals: 2, what: "points from -100 to 100 (-1 for one point worse)")

    /// Why `x` is not such a number (one clause, then the fix); nil when it is.
    public func problem(_ x: Double) -> String? {
        let shown = NumberRule.text(x)
        guard x.isFinite else { return "\(shown) is not a number; write \(what)" }
        let below = lowerOpen ? x <= lower : x < lower
        let above = upperOpen ? x >= upper : x > upper
        if below || above {
            var line =
                "\(shown) is \(below ? (lowerOpen ? "not above" : "below") : (upperOpen ? "not below" : "above")) \(NumberRule.text(below ? lower : upper)); write \(what)"
            if percentHint, let meant = hint(x) { line += ": did you mean \(NumberRule.text(meant))?" }
            return line
        }
        let places = NumberRule.decimalPlaces(x)
        if places > decimals {
            let scale = pow(10, Double(decimals))
            let down = (x * scale).rounded(.down) / scale
            let up = (x * scale).rounded(.up) / scale
            let options = Set([down, up].filter { !check($0) }).sorted().map(NumberRule.text)
            let suggestion = options.isEmpty ? "" : ": write \(options.joined(separator: " or "))"
            return "\(shown) has \(places) decimals, but it is read to \(decimals)\(suggestion)"
        }
        return nil
    }

    /// Whether `problem` would refuse `x`.
    private func check(_ x: Double) -> Bool {
        (lowerOpen ? x <= lower : x < lower) || (upperOpen ? x >= upper : x > upper)
    }

    /// A percentage where a share is meant (5 → 0.05), when that share is allowed.
    private func hint(_ x: Double) -> Double? {
        guard abs(x) > 1, abs(x) <= 100 else { return nil }
        let meant = x / 100
        guard !check(meant), NumberRule.decimalPlaces(meant) <= decimals + 2 else { return nil }
        return meant
    }

    /// A whole number in `range`, or why not (`1e20` for a record version, `2.5` for a count).
    public static func wholeProblem(_ x: Double, in range: ClosedRange<Int>) -> String? {
        let shown = text(x)
        guard x.isFinite, x == x.rounded() else {
            return "\(shown) is not a whole number; write one from \(range.lowerBound) to \(range.upperBound)"
        }
        guard x >= Double(range.lowerBound), x <= Double(range.upperBound) else {
            return "\(shown) is out of range; write a whole number from \(range.lowerBound) to \(range.upperBound)"
        }
        return nil
    }

    /// `x` as an `Int` when it is a whole number in `range`; nil otherwise (never a trap).
    public static func whole(_ x: Double, in range: ClosedRange<Int>) -> Int? {
        guard wholeProblem(x, in: range) == nil else { return nil }
        return Int(x)
    }

    /// A number as a person wrote it: the shortest form that reads back the same
    /// (`0.05`, `1e+308`, never 309 digits).
    public static func text(_ x: Double) -> String {
        guard x.isFinite else { return x.isNaN ? "NaN" : (x < 0 ? "-infinity" : "infinity") }
        if x == x.rounded(), abs(x) < 1e15 { return String(Int64(x)) }
        return "\(x)"
    }

    /// The decimals of `x`'s shortest decimal form (`0.125` → 3, `1e-10` → 10, `5.0` → 0).
    public static func decimalPlaces(_ x: Double) -> Int {
        guard x.isFinite else { return 0 }
        let parts = "\(abs(x))".lowercased().split(separator: "e", maxSplits: 1)
        let mantissa = parts.first.map(String.init) ?? ""
        let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
        var fraction = mantissa.split(separator: ".", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return max(0, fraction.count - exponent)
    }
}
