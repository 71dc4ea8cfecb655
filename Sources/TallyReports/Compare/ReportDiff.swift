import FinanceAssistant
import Foundation
import TallyModel

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
        /// The wrong fields on the failing side (after for a broken turn, before for a fixed one).
        public var fields: [String]
        /// The layer that broke it on the failing side.
        public var layer: String?
    }

    /// A rate's paired exact test: its turns in both reports, how many went wrong → right and right → wrong.
    public struct RateTest: Codable, Sendable {
        public var metric: String
        public var n: Int
        /// For the better in the metric's own direction (a false refusal that stopped is fixed).
        public var fixed: Int
        public var broken: Int
        public var mcNemarP: Double
    }

    /// Turn accuracy in one slice (a locale, a tag, an expected intent), both reports, paired.
    public struct SliceDelta: Codable, Sendable {
        public var slice: String
        public var n: Int
        public var before: Metric
        public var after: Metric
        public var fixed: Int
        public var broken: Int
        public var mcNemarP: Double
    }

    public var before: String
    public var after: String
    /// What differs between the two reports' identities (set, backend, model, prompt, pipeline), for people.
    public var identity: String
    public var sameSet: Bool
    public var metrics: [MetricDelta]
    public var pairedTurns: Int
    public var fixed: [ChangedTurn]
    public var broken: [ChangedTurn]
    public var mcNemarP: Double
    /// Turns present in only one of the reports.
    public var onlyBefore: Int
    public var onlyAfter: Int
    /// Each rate that counts turns, tested turn by turn.
    public var rates: [RateTest]
    /// Turn accuracy by locale, by tag and by expected intent.
    public var byLocale: [SliceDelta]
    public var byTag: [SliceDelta]
    public var byIntent: [SliceDelta]
    /// Fixed and broken turns by wrong field and by the layer that broke them.
    public var fixedByField: [String: Int]
    public var fixedByLayer: [String: Int]
    public var brokenByField: [String: Int]
    public var brokenByLayer: [String: Int]
    /// Whether a report is incomplete (its backend failed too often: the rules read those turns).
    public var incomplete: [String]

    public init(_ a: Report, _ b: Report, allowSetChange: Bool = false) throws {
        try Report.checkSameSet(a, b, allowSetChange: allowSetChange)
        before = DisplayPath.of(a.folder)
        after = DisplayPath.of(b.folder)
        identity = ReportDiff.identity(a.summary, b.summary)
        incomplete = [(before, a.summary), (after, b.summary)].compactMap { name, s in
            s.complete ? nil : "\(name) is incomplete: \(s.incomplete ?? "see its summary.md")"
        }
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
        let rateIDs = MetricID.ordered.filter { Gate.hasUnits($0) && !$0.isPerturbation && $0.liftBase == nil }
        var rateCounts = [(n: Int, fixed: Int, broken: Int)](repeating: (0, 0, 0), count: rateIDs.count)
        var slices: [String: (n: Int, a: Ratio, b: Ratio, fixed: Int, broken: Int)] = [:]
        for key in ta.keys.sorted() {
            guard let x = ta[key], let y = tb[key] else { continue }
            paired += 1
            for (i, id) in rateIDs.enumerated() {
                guard let hx = id.outcome(x), let hy = id.outcome(y) else { continue }
                rateCounts[i].n += 1
                guard hx != hy else { continue }
                // A hit is good for a higher-is-better rate, bad for the others.
                if hy == (id.direction == .higherIsBetter) {
                    rateCounts[i].fixed += 1
                } else {
                    rateCounts[i].broken += 1
                }
            }
            var names = ["locale:\(x.locale.rawValue)", "intent:\(x.expected.intent.rawValue)"]
            names += Set(x.tags).map { "tag:\($0)" }
            for name in names {
                var entry = slices[name] ?? (0, Ratio(), Ratio(), 0, 0)
                entry.n += 1
                entry.a.add(x.pass)
                entry.b.add(y.pass)
                if x.pass != y.pass { if y.pass { entry.fixed += 1 } else { entry.broken += 1 } }
                slices[name] = entry
            }
            guard x.pass != y.pass else { continue }
            let failing = y.pass ? x : y
            let change = ChangedTurn(
                case: key.caseID, turn: key.turn, text: x.text, expected: x.expected.summary,
                before: x.read.summary, after: y.read.summary, fields: failing.verdict.failed,
                layer: failing.brokenBy?.rawValue)
            if y.pass { fixed.append(change) } else { broken.append(change) }
        }
        rates = zip(rateIDs, rateCounts).compactMap { id, c in
            c.n > 0
                ? RateTest(
                    metric: id.rawValue, n: c.n, fixed: c.fixed, broken: c.broken,
                    mcNemarP: McNemar.exactP(broken: c.broken, fixed: c.fixed)) : nil
        }
        func deltas(_ prefix: String) -> [SliceDelta] {
            slices.keys.filter { $0.hasPrefix(prefix) }.sorted().map { name in
                let e = slices[name]!
                return SliceDelta(
                    slice: String(name.dropFirst(prefix.count)), n: e.n, before: e.a.metric, after: e.b.metric,
                    fixed: e.fixed, broken: e.broken, mcNemarP: McNemar.exactP(broken: e.broken, fixed: e.fixed))
            }
        }
        byLocale = deltas("locale:")
        byTag = deltas("tag:")
        byIntent = deltas("intent:")
        func count(_ turns: [ChangedTurn], _ key: (ChangedTurn) -> [String]) -> [String: Int] {
            var out: [String: Int] = [:]
            for t in turns { for k in key(t) { out[k, default: 0] += 1 } }
            return out
        }
        fixedByField = count(fixed) { $0.fields }
        brokenByField = count(broken) { $0.fields }
        fixedByLayer = count(fixed) { [$0.layer ?? "unknown"] }
        brokenByLayer = count(broken) { [$0.layer ?? "unknown"] }
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
        text += ", \(fixed.count) fixed, \(broken.count) broken, McNemar p \(ModelFigures.pValue(mcNemarP))"
        // The one line CI logs quote must not read as a model's result when a report is the rules' fallback.
        let which = [(before, beforeIncomplete), (after, afterIncomplete)].filter(\.1).map(\.0)
        if !which.isEmpty {
            text +=
                "; INCOMPLETE: \(which.joined(separator: " and ")) (its backend failed too often, the rules read those turns)"
        }
        return text
    }

    /// Whether each report is incomplete (`incomplete` says why).
    var beforeIncomplete: Bool { incomplete.contains { $0.hasPrefix("\(before) is incomplete") } }
    var afterIncomplete: Bool { incomplete.contains { $0.hasPrefix("\(after) is incomplete") } }

    /// "fixed 40: reader 31, period 9; broken 12: scopeGate 12" — by the layer that broke each turn.
    public var layerLine: String {
        func part(_ title: String, _ total: Int, _ counts: [String: Int]) -> String {
            let order = PipelineLayer.allCases.map(\.rawValue) + ["unknown"]
            let list = order.compactMap { k in counts[k].map { "\(k) \($0)" } }.joined(separator: ", ")
            return "\(title) \(total)" + (list.isEmpty ? "" : ": \(list)")
        }
        return part("fixed", fixed.count, fixedByLayer) + "; " + part("broken", broken.count, brokenByLayer)
    }

    /// What differs between two reports' identities: "backend rules → process, model v1 → nb-31054412;
    /// same set finely 2.0.0, prompt 4ca4e8e4d4e3, pipeline 2.5.0".
    static func identity(_ a: Summary, _ b: Summary) -> String {
        let fields: [(String, String, String)] = [
            (
                "set", "\(a.set.id) \(a.set.version) (\(a.set.sha256.prefix(12)))",
                "\(b.set.id) \(b.set.version) (\(b.set.sha256.prefix(12)))"
            ),
            ("backend", a.backend.backend, b.backend.backend),
            ("model", a.backend.modelVersion, b.backend.modelVersion),
            ("prompt", "\(a.prompt.label) (\(a.promptVersion))", "\(b.prompt.label) (\(b.promptVersion))"),
            ("contract", a.prompt.contract.rawValue, b.prompt.contract.rawValue),
            ("pipeline", a.pipelineVersion, b.pipelineVersion),
        ]
        var changed = fields.filter { $0.1 != $0.2 }.map { "\($0.0) \($0.1) → \($0.2)" }
        var same = fields.filter { $0.1 == $0.2 }.map { "\($0.0) \($0.1)" }
        // Filters can be long: a count and the first few.
        func filters(_ f: [String]) -> String {
            f.isEmpty ? "none" : "\(f.count) (\(f.prefix(3).joined(separator: " "))\(f.count > 3 ? " …" : ""))"
        }
        if a.filters != b.filters {
            changed.append("filters \(filters(a.filters)) → \(filters(b.filters))")
        } else if !a.filters.isEmpty {
            same.append("filters \(filters(a.filters))")
        }
        var out = changed.isEmpty ? "the same set, reader, prompt and pipeline" : changed.joined(separator: ", ")
        if !same.isEmpty && !changed.isEmpty { out += "; same " + same.joined(separator: ", ") }
        return out
    }

    /// "0.031", "2.1e-05"; "< 1e-300" for an exact p below what a double holds.
    static func formatP(_ p: Double) -> String {
        if p == 0 { return "< 1e-300" }
        return p >= 0.001 ? String(format: "%.3f", p) : String(format: "%.1e", p)
    }

    /// " ▲" for a change for the better, " ▼" for the worse, nothing for one the shown value rounds away.
    static func arrow(_ id: MetricID, from x: Double, to y: Double) -> String {
        guard id.formatChange(y - x) != id.formatChange(0) else { return "" }
        let worse = id.drop(from: x, to: y)
        guard abs(worse) > 1e-12 else { return "" }
        return worse < 0 ? " ▲" : " ▼"
    }

    public var markdown: String {
        var out = "# \(before) → \(after)\n\n\(identity)\n\n\(headline)\n\n\(layerLine)\n"
        for line in incomplete {
            out += "\n**Incomplete:** \(line); its figures describe the rules more than the backend it names.\n"
        }
        if !sameSet { out += "\n**Warning:** the reports were made on different eval sets (--allow-set-change).\n" }
        out += "\n## Metrics\n\n"
        out += Markdown.table(
            ["metric", "before", "after", "change", "before 95 % CI", "after 95 % CI"],
            metrics.compactMap { m in
                guard let id = MetricID(rawValue: m.metric) else { return nil }
                var change = m.delta.map { id.formatChange(NSDecimalNumber(decimal: $0).doubleValue) } ?? "–"
                if let x = m.before?.doubleValue, let y = m.after?.doubleValue {
                    change += ReportDiff.arrow(id, from: x, to: y)
                }
                return [
                    id.title, id.format(m.before), id.format(m.after), change, id.formatInterval(m.before),
                    id.formatInterval(m.after),
                ]
            })
        out +=
            "\nPaired turns: \(pairedTurns); exact McNemar test on per-turn correctness: \(fixed.count) fixed, \(broken.count) broken, p \(ModelFigures.pValue(mcNemarP)).\n"
        if onlyBefore + onlyAfter > 0 { out += "Turns in only one report: \(onlyBefore) before, \(onlyAfter) after.\n" }
        out += "\n## Each rate, turn by turn\n\n"
        out +=
            "An exact McNemar test per rate on the turns both reports count; fixed and broken in the rate's own direction.\n\n"
        out += Markdown.table(
            ["rate", "turns", "fixed", "broken", "McNemar p"],
            rates.compactMap { t in
                guard let id = MetricID(rawValue: t.metric) else { return nil }
                return [id.title, "\(t.n)", "\(t.fixed)", "\(t.broken)", ReportDiff.formatP(t.mcNemarP)]
            })
        for (title, list) in [("By language", byLocale), ("By expected intent", byIntent), ("By tag", byTag)] {
            // A tag whose turns did not change says nothing: only changed slices are listed.
            let shown = list.filter { $0.fixed + $0.broken > 0 }
            out += "\n## \(title) (turn accuracy)\n\n"
            if shown.isEmpty {
                out += "No turn changed.\n"
                continue
            }
            out += Markdown.table(
                ["slice", "turns", "before", "after", "change", "fixed", "broken", "McNemar p"],
                shown.map { d in
                    let id = MetricID.turnAccuracy
                    var change = "–"
                    if let x = d.before.doubleValue, let y = d.after.doubleValue {
                        change = id.formatChange(y - x) + ReportDiff.arrow(id, from: x, to: y)
                    }
                    return [
                        d.slice, "\(d.n)", id.format(d.before), id.format(d.after), change, "\(d.fixed)", "\(d.broken)",
                        ReportDiff.formatP(d.mcNemarP),
                    ]
                })
        }
        for (title, list, byField, byLayer) in [
            ("Broken", broken, brokenByField, brokenByLayer), ("Fixed", fixed, fixedByField, fixedByLayer),
        ] where !list.isEmpty {
            out += "\n## \(title) (\(list.count))\n\n"
            let side = title == "Broken" ? "after" : "before"
            out +=
                "By wrong field (\(side)): "
                + byField.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map {
                    "\($0.key) \($0.value)"
                }.joined(separator: ", ") + ". By layer (\(side)): "
                + byLayer.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map {
                    "\($0.key) \($0.value)"
                }.joined(separator: ", ") + ".\n\n"
            // Grouped by the layer, so each group reads as one cause.
            let groups = Dictionary(grouping: list) { $0.layer ?? "unknown" }
            for layer in (PipelineLayer.allCases.map(\.rawValue) + ["unknown"]) where groups[layer] != nil {
                let turns = groups[layer]!
                out += "### \(title) by \(layer) (\(turns.count))\n\n"
                out += Markdown.table(
                    ["turn", "text", "expected", "before", "after", "wrong"],
                    turns.map {
                        [
                            "\($0.case)#\($0.turn)", Markdown.cell($0.text), Markdown.cell($0.expected, limit: 50),
                            Markdown.cell($0.before, limit: 50), Markdown.cell($0.after, limit: 50),
                            $0.fields.joined(separator: ", "),
                        ]
                    })
                out += "\n"
            }
        }
        return out
    }
}
