import FinanceAssistant
import Foundation

/// `tally diff A B`: what changed from report A to report B — metric deltas
/// with intervals, an exact McNemar test on per-turn correctness, and the
/// turns fixed and broken.
public struct ReportDiff: Codable, Sendable {
    public struct MetricDelta: Codable, Sendable {
        public var metric: String
        public var before: Metric?
        public var after: Metric?
        public var delta: Decimal?
        /// Whether the change is for the better (lower-is-better metrics flip).
        public var improved: Bool?
    }

    public struct ChangedTurn: Codable, Sendable {
        public var `case`: String
        public var turn: Int
        public var text: String
        public var expected: String
        public var before: String
        public var after: String
    }

    public var before: String
    public var after: String
    public var sameSet: Bool
    public var metrics: [MetricDelta]
    public var pairedTurns: Int
    public var fixed: [ChangedTurn]
    public var broken: [ChangedTurn]
    public var mcNemarP: Double
    /// Turns present in only one of the reports.
    public var onlyBefore: Int
    public var onlyAfter: Int

    public init(_ a: Report, _ b: Report, allowSetChange: Bool = false) throws {
        try Report.checkSameSet(a, b, allowSetChange: allowSetChange)
        before = DisplayPath.of(a.folder)
        after = DisplayPath.of(b.folder)
        sameSet = a.summary.set.sha256 == b.summary.set.sha256
        metrics = MetricID.ordered.compactMap { id in
            let x = a.summary[id]
            let y = b.summary[id]
            guard x != nil || y != nil else { return nil }
            var delta: Decimal?
            var improved: Bool?
            if let xv = x?.doubleValue, let yv = y?.doubleValue, let xd = x?.value, let yd = y?.value {
                delta = yd - xd
                let worse = id.drop(from: xv, to: yv)
                if abs(worse) > 1e-12 { improved = worse < 0 }
            }
            return MetricDelta(metric: id.rawValue, before: x, after: y, delta: delta, improved: improved)
        }
        let ta = try a.turns()
        let tb = try b.turns()
        var fixed: [ChangedTurn] = []
        var broken: [ChangedTurn] = []
        var paired = 0
        for key in ta.keys.sorted() {
            guard let x = ta[key], let y = tb[key] else { continue }
            paired += 1
            guard x.pass != y.pass else { continue }
            let change = ChangedTurn(
                case: key.caseID, turn: key.turn, text: x.text, expected: x.expected.summary,
                before: x.read.summary, after: y.read.summary)
            if y.pass { fixed.append(change) } else { broken.append(change) }
        }
        self.fixed = fixed
        self.broken = broken
        pairedTurns = paired
        onlyBefore = ta.count - paired
        onlyAfter = tb.keys.filter { ta[$0] == nil }.count
        mcNemarP = McNemar.exactP(broken: broken.count, fixed: fixed.count)
    }

    /// One line: "turn accuracy 81.0 % → 84.5 % (+3.5 pts), 80 fixed, 4 broken, McNemar p = 1e-18".
    public var headline: String {
        let id = MetricID.turnAccuracy
        let turn = metrics.first { $0.metric == id.rawValue }
        var text = "\(id.title) \(id.format(turn?.before)) → \(id.format(turn?.after))"
        if let d = turn?.delta { text += " (\(id.formatChange(NSDecimalNumber(decimal: d).doubleValue)))" }
        return text + ", \(fixed.count) fixed, \(broken.count) broken, McNemar p = \(ReportDiff.formatP(mcNemarP))"
    }

    static func formatP(_ p: Double) -> String { p >= 0.001 ? String(format: "%.3f", p) : String(format: "%.1e", p) }

    public var markdown: String {
        var out = "# \(before) → \(after)\n\n\(headline)\n"
        if !sameSet { out += "\n**Warning:** the reports were made on different eval sets (--allow-set-change).\n" }
        out += "\n## Metrics\n\n"
        out += Markdown.table(
            ["metric", "before", "after", "change", "before 95 % CI", "after 95 % CI"],
            metrics.compactMap { m in
                guard let id = MetricID(rawValue: m.metric) else { return nil }
                var change = m.delta.map { id.formatChange(NSDecimalNumber(decimal: $0).doubleValue) } ?? "–"
                if let improved = m.improved { change += improved ? " ▲" : " ▼" }
                return [
                    id.title, id.format(m.before), id.format(m.after), change, id.formatInterval(m.before),
                    id.formatInterval(m.after),
                ]
            })
        out +=
            "\nPaired turns: \(pairedTurns); exact McNemar test on per-turn correctness: \(fixed.count) fixed, \(broken.count) broken, p = \(ReportDiff.formatP(mcNemarP)).\n"
        if onlyBefore + onlyAfter > 0 { out += "Turns in only one report: \(onlyBefore) before, \(onlyAfter) after.\n" }
        for (title, list) in [("Broken", broken), ("Fixed", fixed)] where !list.isEmpty {
            out += "\n## \(title) (\(list.count))\n\n"
            out += Markdown.table(
                ["turn", "text", "expected", "before", "after"],
                list.map {
                    [
                        "\($0.case)#\($0.turn)", Markdown.cell($0.text), Markdown.cell($0.expected, limit: 50),
                        Markdown.cell($0.before, limit: 50), Markdown.cell($0.after, limit: 50),
                    ]
                })
        }
        return out
    }
}
