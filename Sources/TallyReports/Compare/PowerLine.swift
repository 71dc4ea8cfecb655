import FinanceAssistant
import Foundation
import TallyModel

/// The power of one gate rule on its slice.
public struct PowerLine: Hashable, Sendable {
    /// `min`, `max` or `maxDrop`.
    public var rule: Gate.Check.Rule
    public var metric: MetricID
    public var slice: String
    /// Units counted in both reports (or in the candidate, without a baseline).
    public var n: Int
    /// Units whose outcome differs between baseline and candidate; nil without a baseline.
    public var discordant: Int?
    /// The discordance used: observed, or `Power.defaultDiscordance` when assumed.
    public var discordance: Double
    /// The smallest drop detectable at 80 % power; nil when none is.
    public var detectable: Double?
    /// The drop the rule lets pass: its `maxDrop`, or the distance from the
    /// reference value (the baseline's, else the candidate's) to its bound.
    public var allowed: Double
    /// The value the headroom of a `min` or `max` rule is measured from.
    public var reference: Double?

    /// The rule asks to catch a smaller drop than the slice can show: a real
    /// drop of that size passes unnoticed as often as not, and a fail may be noise.
    public var isBlind: Bool {
        guard allowed > 1e-12 else { return false }  // zero tolerance: one turn trips it, power says nothing
        guard let detectable else { return true }
        return allowed + 1e-12 < detectable
    }

    public var label: String {
        switch rule {
        case .maxDrop: return "maxDrop \(metric.rawValue)"
        default: return "\(rule.rawValue) \(metric.rawValue) [\(slice)]"
        }
    }

    static func points(_ x: Double) -> String { String(format: "%.1f pts", x * 100) }

    /// One row of the gate's power table.
    var row: [String] {
        let disc =
            discordant.map { "\($0) (\(String(format: "%.1f %%", discordance * 100)))" }
            ?? "assumed \(String(format: "%.0f %%", discordance * 100))"
        let verdict = allowed <= 1e-12 ? "zero tolerance" : (isBlind ? "BLIND" : "ok")
        return [
            label, "\(n)", disc, detectable.map { "≥ " + Self.points($0) } ?? "none", Self.points(allowed), verdict,
        ]
    }

    /// The gate's power table: one row per rule, the rules without a power figure after.
    public static func table(_ lines: [PowerLine], without: [String], observed: Bool) -> String {
        let source = observed ? "discordance observed against the baseline" : "10 % discordance assumed (no baseline)"
        var out =
            "power: the smallest drop each rule's slice detects at 80 % power, α = 0.05 (paired McNemar, normal approximation; \(source))\n"
        let rows = [["rule", "n", "discordant", "detects", "allows", ""]] + lines.map(\.row)
        let widths = (0..<6).map { c in rows.map { $0[c].count }.max() ?? 0 }
        for row in rows {
            let cells = zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
            var line = "  " + cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        if !without.isEmpty {
            out += "  no power figure (not a proportion of turns): \(without.joined(separator: ", "))\n"
        }
        return out
    }

    /// The warning for a blind rule.
    public var warning: String {
        let can = detectable.map { "only drops of \(Self.points($0)) or more" } ?? "no drop at all"
        let asks: String
        switch rule {
        case .maxDrop: asks = "allows a drop of \(Self.points(allowed))"
        case .min, .minDecided:
            asks = "leaves \(Self.points(allowed)) between the reference \(Gate.four(reference ?? 0)) and its minimum"
        case .minLift:
            asks = "leaves \(Self.points(allowed)) between the lift \(MetricID.points(reference ?? 0)) and its minimum"
        default:
            asks = "leaves \(Self.points(allowed)) between the reference \(Gate.four(reference ?? 0)) and its maximum"
        }
        let need = Power.turnsNeeded(drop: allowed, discordance: discordance)
        let chance = Power.power(drop: allowed, n: n, discordance: discordance)
        return
            "\(label) \(asks), but its \(n) turns detect \(can) at 80 % power (α = 0.05): a real drop of \(Self.points(allowed)) would be caught \(String(format: "%.0f %%", chance * 100)) of the time; give the slice about \(need) turns, or allow more"
    }
}
