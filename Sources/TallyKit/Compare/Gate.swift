import Foundation

/// `tally gate`: checks a candidate report against a policy and, optionally,
/// a baseline report. Every violated rule is listed; any violation fails.
public struct Gate: Sendable {
    public struct Outcome: Sendable {
        public var checked: Int
        public var violations: [String]
        /// Every bound checked, with its value and verdict (the release record's rules).
        public var checks: [Check] = []
        /// The turns of must-pass tags that passed in the baseline and fail in the candidate.
        public var broken: [BrokenTurn] = []
        public var passed: Bool { violations.isEmpty }
    }

    /// One bound of the policy, checked: a metric's minimum or maximum in a
    /// slice, its largest drop against the baseline, or a must-pass tag.
    public struct Check: Codable, Hashable, Sendable {
        public enum Rule: String, Codable, Sendable {
            case min, max, maxDrop, mustPass
        }

        public var rule: Rule
        public var metric: String?
        /// `all`, `locale:fr`, `tag:advice` (min and max only).
        public var slice: String?
        /// The must-pass tag.
        public var tag: String?
        /// The bound: the minimum, the maximum, the largest drop allowed, or 0 broken turns.
        public var bound: Double
        /// What the candidate has: the metric's value, its drop, or its broken turns; nil without one.
        public var value: Double?
        public var passed: Bool
    }

    /// A must-pass turn that broke.
    public struct BrokenTurn: Hashable, Sendable {
        public var tag: String
        public var key: TurnKey
        public var text: String
        public var expected: String
        public var read: String
        /// The wrong fields ("intent", "period", …).
        public var failed: [String]
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
        var checks: [Check] = []
        var brokenTurns: [BrokenTurn] = []
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
            let bounds = [(Check.Rule.min, rule.min), (.max, rule.max)].compactMap { kind, bound in
                bound.map { (kind, $0) }
            }
            guard let metric = Gate.metric(rule.metric, slice: slice, in: s), let value = metric.doubleValue else {
                violations.append(
                    "\(rule.metric) [\(slice)]: no value in the candidate report (no turns in this slice)")
                for (kind, bound) in bounds {
                    checks.append(
                        Check(
                            rule: kind, metric: rule.metric, slice: slice, bound: bound, value: nil, passed: false))
                }
                continue
            }
            for (kind, bound) in bounds {
                let passed = kind == .min ? value >= bound - 1e-9 : value <= bound + 1e-9
                checks.append(
                    Check(
                        rule: kind, metric: rule.metric, slice: slice, bound: bound,
                        value: (value * 10_000).rounded() / 10_000, passed: passed))
                guard !passed else { continue }
                violations.append(
                    "\(rule.metric) [\(slice)] = \(Gate.four(value)), \(kind == .min ? "below the minimum" : "above the maximum") \(Gate.four(bound)) (n=\(metric.n))"
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
                let passed = drop <= allowed + 1e-9
                checks.append(
                    Check(
                        rule: .maxDrop, metric: id.rawValue, bound: allowed, value: (drop * 10_000).rounded() / 10_000,
                        passed: passed))
                if !passed {
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
                    var broken = 0
                    for key in before.keys.sorted() {
                        guard let x = before[key], x.tags.contains(tag), x.pass else { continue }
                        guard let y = after[key] else {
                            broken += 1
                            violations.append(
                                "must-pass tag \(tag): \(key.caseID)#\(key.turn) is missing from the candidate")
                            continue
                        }
                        if !y.pass {
                            broken += 1
                            brokenTurns.append(
                                BrokenTurn(
                                    tag: tag, key: key, text: y.text, expected: y.expected.summary,
                                    read: y.read.summary, failed: y.verdict.failed))
                            violations.append(
                                "must-pass tag \(tag): \(key.caseID)#\(key.turn) broke — \"\(y.text.prefix(60))\" expected \(y.expected.summary), read \(y.read.summary)"
                            )
                        }
                    }
                    checks.append(
                        Check(rule: .mustPass, tag: tag, bound: 0, value: Double(broken), passed: broken == 0))
                }
            }
        }
        return Outcome(checked: checked, violations: violations, checks: checks, broken: brokenTurns)
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
