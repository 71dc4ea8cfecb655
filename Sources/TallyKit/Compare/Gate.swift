import Foundation

/// `tally gate`: checks a candidate report against a policy and, optionally,
/// a baseline report. Every violated rule is listed; any violation fails.
public struct Gate: Sendable {
    public struct Outcome: Sendable {
        public var checked: Int
        public var violations: [String]
        public var passed: Bool { violations.isEmpty }
    }

    public let candidate: Report
    public let baseline: Report?
    public let policy: GatePolicy

    public init(candidate: Report, baseline: Report?, policy: GatePolicy, allowSetChange: Bool = false) throws {
        if let baseline { try Report.checkSameSet(baseline, candidate, allowSetChange: allowSetChange) }
        self.candidate = candidate
        self.baseline = baseline
        self.policy = policy
    }

    public func evaluate() throws -> Outcome {
        var checked = 0
        var violations: [String] = []
        let s = candidate.summary
        // An incomplete report describes the rules reader more than the backend it names.
        for (role, report) in [("candidate", candidate), ("baseline", baseline)] {
            guard let report, !report.summary.complete else { continue }
            violations.append(
                "the \(role) \(DisplayPath.of(report.folder)) is incomplete (\(report.summary.incomplete ?? "see its summary.md")); a gate needs a complete report: fix the backend and re-run it"
            )
        }
        if !violations.isEmpty { return Outcome(checked: 0, violations: violations) }
        for rule in policy.rules {
            checked += 1
            let slice = rule.slice ?? "all"
            guard let metric = Gate.metric(rule.metric, slice: slice, in: s), let value = metric.doubleValue else {
                violations.append(
                    "\(rule.metric) [\(slice)]: no value in the candidate report (no turns in this slice)")
                continue
            }
            if let min = rule.min, value < min - 1e-9 {
                violations.append(
                    "\(rule.metric) [\(slice)] = \(Gate.four(value)), below the minimum \(Gate.four(min)) (n=\(metric.n))"
                )
            }
            if let max = rule.max, value > max + 1e-9 {
                violations.append(
                    "\(rule.metric) [\(slice)] = \(Gate.four(value)), above the maximum \(Gate.four(max)) (n=\(metric.n))"
                )
            }
        }
        if let baseline, let rules = policy.baseline {
            let b = baseline.summary
            for id in MetricID.ordered {
                guard let allowed = rules.maxDrop?[id.rawValue] ?? rules.maxDrop?["*"] else { continue }
                guard let before = b[id]?.doubleValue, let after = s[id]?.doubleValue else { continue }
                checked += 1
                let drop = id.drop(from: before, to: after)
                if drop > allowed + 1e-9 {
                    violations.append(
                        "\(id.rawValue) dropped by \(Gate.four(drop)) (\(Gate.four(before)) → \(Gate.four(after))); at most \(Gate.four(allowed)) is allowed against the baseline"
                    )
                }
            }
            if let tags = rules.mustPassTags, !tags.isEmpty {
                // A must-pass tag the baseline never saw would guard nothing.
                for tag in tags where baseline.summary.byTag[tag] == nil {
                    let hint =
                        Suggest.closest(to: tag, in: baseline.summary.byTag.keys).map { "did you mean '\($0)'? " } ?? ""
                    throw InputError(
                        file: policy.source,
                        "baseline.mustPassTags: no turn of the baseline \(DisplayPath.of(baseline.folder)) has the tag '\(tag)'; \(hint)name a tag of the set"
                    )
                }
                let before = try baseline.turns()
                let after = try candidate.turns()
                for tag in tags {
                    checked += 1
                    for key in before.keys.sorted() {
                        guard let x = before[key], x.tags.contains(tag), x.pass else { continue }
                        guard let y = after[key] else {
                            violations.append(
                                "must-pass tag \(tag): \(key.caseID)#\(key.turn) is missing from the candidate")
                            continue
                        }
                        if !y.pass {
                            violations.append(
                                "must-pass tag \(tag): \(key.caseID)#\(key.turn) broke — \"\(y.text.prefix(60))\" expected \(y.expected.summary), read \(y.read.summary)"
                            )
                        }
                    }
                }
            }
        }
        return Outcome(checked: checked, violations: violations)
    }

    static func four(_ x: Double) -> String { String(format: "%.4f", x) }

    static func metric(_ name: String, slice: String, in s: Summary) -> Metric? {
        if slice == "all" { return s.metrics[name] }
        if slice.hasPrefix("locale:") { return s.byLocale[String(slice.dropFirst(7))]?[name] }
        if slice.hasPrefix("tag:") { return s.byTag[String(slice.dropFirst(4))]?[name] }
        return nil
    }

    /// Whether two reports hold the same deterministic files (summary.json and
    /// cases.jsonl) — how `make gate` tells a committed report is stale.
    public static func identical(_ a: Report, _ b: Report) -> [String] {
        ReportFile.deterministic.map(\.name).filter { name in
            FileManager.default.contents(atPath: a.folder.appendingPathComponent(name).path)
                != FileManager.default.contents(atPath: b.folder.appendingPathComponent(name).path)
        }
    }
}
