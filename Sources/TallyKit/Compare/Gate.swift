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
        for report in [candidate, baseline].compactMap({ $0 }) {
            guard let shard = report.summary.shard else { continue }
            throw InputError(
                file: DisplayPath.of(report.folder),
                "is shard \(shard.index)/\(shard.count) of a run, not a whole report; join the shards with `tally merge` and gate the merged report"
            )
        }
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
                let family = Gate.family(of: slice)
                if MetricID(rawValue: rule.metric)?.isPerturbation ?? false,
                    s.perturbations == nil || family.map({ !s.perturbations!.families.contains($0) }) ?? false
                {
                    let what = family?.rawValue ?? "FAMILIES"
                    violations.append(
                        "\(rule.metric) [\(slice)]: the candidate report was not run with --perturb \(what); run it with --perturb \(what)"
                    )
                } else {
                    violations.append(
                        "\(rule.metric) [\(slice)]: no value in the candidate report (no turns in this slice)")
                }
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

    /// The power of every `min`, `max` and `maxDrop` rule: the smallest drop
    /// its slice detects at 80 % power (α = 0.05), from the discordance observed
    /// between candidate and baseline turn by turn (`Power`), or the default
    /// discordance without a baseline. Rules on metrics that are not proportions
    /// of turns or variants (macro F1, the parity gap, pair disagreement) have
    /// no power figure: they are returned apart.
    public func power() throws -> (lines: [PowerLine], without: [String]) {
        let after = try candidate.turns()
        let before = try baseline?.turns()
        var lines: [PowerLine] = []
        var without: [String] = []
        func line(_ rule: Check.Rule, _ id: MetricID, slice: String, bound: Double) {
            let units = Gate.units(id, slice: slice)
            let candidateUnits = units(after)
            var n = 0
            var discordant: Int?
            if let before {
                let baseUnits = units(before)
                var d = 0
                for (key, hit) in candidateUnits {
                    guard let was = baseUnits[key] else { continue }
                    n += 1
                    if was != hit { d += 1 }
                }
                discordant = d
            } else {
                n = candidateUnits.count
            }
            let discordance = discordant.map { n > 0 ? Double($0) / Double(n) : 0 } ?? Power.defaultDiscordance
            let reference =
                (baseline.flatMap { Gate.metric(id.rawValue, slice: slice, in: $0.summary) }
                ?? Gate.metric(id.rawValue, slice: slice, in: candidate.summary))?.doubleValue
            let allowed: Double
            switch rule {
            case .maxDrop: allowed = bound
            case .min: allowed = (reference ?? bound) - bound
            default: allowed = bound - (reference ?? bound)
            }
            // A reference already past its bound fails on its own; power has nothing to add.
            guard allowed >= -1e-12 else { return }
            lines.append(
                PowerLine(
                    rule: rule, metric: id, slice: slice, n: n, discordant: discordant, discordance: discordance,
                    detectable: Power.detectableDrop(n: n, discordance: discordance), allowed: max(0, allowed),
                    reference: rule == .maxDrop ? nil : reference))
        }
        for rule in policy.rules {
            guard let id = MetricID(rawValue: rule.metric) else { continue }
            let slice = rule.slice ?? "all"
            guard Gate.hasUnits(id) else {
                without.append("\(id.rawValue) [\(slice)]")
                continue
            }
            if let min = rule.min { line(.min, id, slice: slice, bound: min) }
            if let max = rule.max { line(.max, id, slice: slice, bound: max) }
        }
        if let baseline, let drops = policy.baseline?.maxDrop {
            for id in MetricID.ordered {
                guard let allowed = drops[id.rawValue] ?? drops["*"], baseline.summary[id]?.doubleValue != nil,
                    candidate.summary[id]?.doubleValue != nil
                else { continue }
                guard Gate.hasUnits(id) else {
                    without.append("maxDrop \(id.rawValue)")
                    continue
                }
                line(.maxDrop, id, slice: "all", bound: allowed)
            }
        }
        return (lines, without)
    }

    /// Whether a metric counts turns or variants one by one (so it has a power figure).
    static func hasUnits(_ id: MetricID) -> Bool {
        id.isPerturbation || ![MetricID.intentMacroF1, .parityGap, .pairDisagreementRate].contains(id)
    }

    /// A unit of a power computation: a turn, or one variant of a turn.
    struct Unit: Hashable {
        var key: TurnKey
        /// A variant's family, kind and text (the same in both reports when perturbed with one seed).
        var variant: String
    }

    /// The units a metric counts in a slice, each with its outcome.
    static func units(_ id: MetricID, slice: String) -> ([TurnKey: TurnRecord]) -> [Unit: Bool] {
        { records in
            var out: [Unit: Bool] = [:]
            for (key, r) in records {
                if id.isPerturbation {
                    let family = Gate.family(of: slice)
                    for v in r.variants ?? [] where !v.isBackendFailure && (family == nil || v.family == family) {
                        let unit = Unit(key: key, variant: "\(v.family.rawValue)\u{0}\(v.kind)\u{0}\(v.text)")
                        out[unit] = id == .invarianceRate ? v.invariant : v.flip != nil
                    }
                    continue
                }
                if slice.hasPrefix("locale:"), r.locale.rawValue != slice.dropFirst(7) { continue }
                if slice.hasPrefix("tag:"), !r.tags.contains(String(slice.dropFirst(4))) { continue }
                if let hit = id.outcome(r) { out[Unit(key: key, variant: "")] = hit }
            }
            return out
        }
    }

    /// The family a perturbation rule is about (`perturb:filler`, or `all` for a perturbation metric).
    static func family(of slice: String) -> PerturbationFamily? {
        if slice.hasPrefix("perturb:") { return PerturbationFamily(rawValue: String(slice.dropFirst(8))) }
        return nil
    }

    static func metric(_ name: String, slice: String, in s: Summary) -> Metric? {
        if slice == "all" { return s.metrics[name] }
        if slice.hasPrefix("perturb:") { return s.perturbations?.byFamily[String(slice.dropFirst(8))]?.metrics[name] }
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
