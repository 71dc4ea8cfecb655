import Foundation
import TallyModel

/// `tally gate`: checks a candidate report against a policy and, optionally,
/// a baseline report. Every violated rule is listed; any violation fails.
public struct Gate: Sendable {
    public struct Outcome: Sendable {
        public var checked: Int
        public var violations: [String]
        /// For each violation, the line of the policy file that holds its rule (nil: none).
        public var violationLines: [Int?] = []
        /// Every bound checked, with its value and verdict (the release record's rules).
        public var checks: [Check] = []
        /// The turns of must-pass tags that passed in the baseline and fail in the candidate.
        public var broken: [BrokenTurn] = []
        public var passed: Bool { violations.isEmpty }
        /// The checks that failed (a rule with a min and a max can fail one of them).
        public var failedChecks: Int { checks.filter { !$0.passed }.count }
    }

    /// One bound of the policy, checked: a metric's minimum or maximum in a
    /// slice, its largest drop against the baseline, or a must-pass tag.
    public struct Check: Codable, Hashable, Sendable {
        public enum Rule: String, Codable, Sendable {
            case min, max, maxDrop, mustPass, minLift, minDecided
        }

        public var rule: Rule
        public var metric: String?
        /// `all`, `locale:fr`, `tag:advice` (min and max only).
        public var slice: String?
        /// The must-pass tag.
        public var tag: String?
        /// The bound: the minimum, the maximum, the largest drop allowed, 0 broken turns, or
        /// (minLift) the lowest lift allowed, in points.
        public var bound: Double
        /// What the candidate has: the metric's value, its drop, its broken turns, or (minLift)
        /// the lower bound of its lift's interval, in points; nil without one.
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
        var violationLines: [Int?] = []
        func violate(line: Int?, _ message: String) {
            violations.append(message)
            violationLines.append(line)
        }
        var checks: [Check] = []
        var brokenTurns: [BrokenTurn] = []
        let s = candidate.summary
        // An incomplete report describes the rules reader more than the backend it names.
        for (role, report) in [("candidate", candidate), ("baseline", baseline)] {
            guard let report, !report.summary.complete else { continue }
            violate(
                line: nil,
                "the \(role) \(DisplayPath.of(report.folder)) is incomplete (\(report.summary.incomplete ?? "see its summary.md")); a gate needs a complete report: fix the backend and re-run it"
            )
        }
        if !violations.isEmpty { return Outcome(checked: 0, violations: violations, violationLines: violationLines) }
        for (index, rule) in policy.rules.enumerated() {
            checked += 1
            let ruleLine = index < policy.ruleLines.count ? policy.ruleLines[index] : nil
            let slice = rule.slice ?? "all"
            if rule.minLift != nil || rule.minDecided != nil, !s.readByModel {
                violate(
                    line: ruleLine,
                    "\(rule.metric) [\(slice)]: \(rule.minLift != nil ? "minLift" : "minDecided") needs a report of a model backend, measured against the app without it; \(s.backend.backend) is the app without a model"
                )
                checks.append(
                    Check(
                        rule: rule.minLift != nil ? .minLift : .minDecided, metric: rule.metric, slice: slice,
                        bound: rule.minLift ?? rule.minDecided ?? 0, value: nil, passed: false))
                continue
            }
            if let bound = rule.minLift, let base = MetricID(rawValue: rule.metric), let lift = base.lift {
                let m = Gate.metric(lift.rawValue, slice: slice, in: s)
                guard let m, let lower = m.ci95?.first.map({ NSDecimalNumber(decimal: $0).doubleValue }) else {
                    violate(
                        line: ruleLine,
                        "\(lift.rawValue) [\(slice)]: no value in the candidate report (no turns in this slice)")
                    checks.append(
                        Check(
                            rule: .minLift, metric: rule.metric, slice: slice, bound: bound, value: nil, passed: false))
                    continue
                }
                let lowerPoints = (lower * 100 * 100).rounded() / 100
                let passed = lowerPoints >= bound - 1e-9
                checks.append(
                    Check(
                        rule: .minLift, metric: rule.metric, slice: slice, bound: bound, value: lowerPoints,
                        passed: passed))
                if !passed {
                    let table =
                        slice == "all"
                        ? s.withoutModel?.paired[base.rawValue].map { "; \(ModelFigures.tableLine($0))" } ?? "" : ""
                    violate(
                        line: ruleLine,
                        "\(lift.rawValue) [\(slice)] = \(lift.format(m)), 95 % CI \(lift.formatInterval(m)): its lower bound is below the minimum lift \(MetricID.points(bound / 100)) (n=\(m.n)\(table)); the model makes the app worse than it is without it"
                    )
                }
            }
            var bounds = [(Check.Rule.min, rule.min), (.max, rule.max)].compactMap { kind, bound in
                bound.map { (kind, $0) }
            }
            if let decided = rule.minDecided { bounds.append((.minDecided, decided)) }
            guard !bounds.isEmpty else { continue }
            guard let metric = Gate.metric(rule.metric, slice: slice, in: s), let value = metric.doubleValue else {
                let family = Gate.family(of: slice)
                if MetricID(rawValue: rule.metric)?.isPerturbation ?? false,
                    s.perturbations == nil || family.map({ !s.perturbations!.families.contains($0) }) ?? false
                {
                    let what = family?.rawValue ?? "FAMILIES"
                    violate(
                        line: ruleLine,
                        "\(rule.metric) [\(slice)]: the candidate report was not run with --perturb \(what); run it with --perturb \(what)"
                    )
                } else if MetricID(rawValue: rule.metric)?.isModelSide ?? false, !s.readByModel {
                    violate(
                        line: ruleLine,
                        "\(rule.metric) [\(slice)]: measured only for a model backend; \(s.backend.backend) is the app without a model"
                    )
                } else {
                    violate(
                        line: ruleLine,
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
                let passed = kind == .max ? value <= bound + 1e-9 : value >= bound - 1e-9
                checks.append(
                    Check(
                        rule: kind, metric: rule.metric, slice: slice, bound: bound,
                        value: (value * 10_000).rounded() / 10_000, passed: passed))
                guard !passed else { continue }
                var line =
                    "\(rule.metric) [\(slice)] = \(Gate.four(value)), \(kind == .max ? "above the maximum" : "below the minimum") \(Gate.four(bound)) (n=\(metric.n))"
                if kind == .minDecided, slice == "all" {
                    let decided = NumberRule.whole((value * Double(metric.n)).rounded(), in: 0...metric.n) ?? 0
                    line +=
                        ": the model decided \(decided) of \(metric.n) turns itself; the rules read the rest (fallbacks: \(ModelFigures(s)?.fallbacks ?? "none"))"
                }
                violate(line: ruleLine, line)
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
                    let moved: String
                    switch id.direction {
                    case .higherIsBetter: moved = "fell by"
                    case .lowerIsBetter: moved = "rose by"
                    case .closerToZeroIsBetter: moved = "moved away from 0 by"
                    }
                    violate(
                        line: policy.baselineLine,
                        "\(id.rawValue) \(moved) \(Gate.four(drop)) (\(Gate.four(before)) → \(Gate.four(after))); at most \(Gate.four(allowed)) is allowed against the baseline"
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
                            violate(
                                line: policy.baselineLine,
                                "must-pass tag \(tag): \(key.caseID)#\(key.turn) is missing from the candidate")
                            continue
                        }
                        if !y.pass {
                            broken += 1
                            brokenTurns.append(
                                BrokenTurn(
                                    tag: tag, key: key, text: y.text, expected: y.expected.summary,
                                    read: y.read.summary, failed: y.verdict.failed))
                            violate(
                                line: nil,
                                "must-pass tag \(tag): \(key.caseID)#\(key.turn) broke — \"\(y.text.prefix(60))\" expected \(y.expected.summary), read \(y.read.summary)"
                            )
                        }
                    }
                    checks.append(
                        Check(rule: .mustPass, tag: tag, bound: 0, value: Double(broken), passed: broken == 0))
                }
            }
        }
        return Outcome(
            checked: checked, violations: violations, violationLines: violationLines, checks: checks,
            broken: brokenTurns)
    }

    /// A value or bound to four decimals; one too large for that (an edited record's 1e308) as written.
    static func four(_ x: Double) -> String {
        x.isFinite && abs(x) < 1e9 ? String(format: "%.4f", x) : NumberRule.text(x)
    }

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
            case .min, .minDecided: allowed = (reference ?? bound) - bound
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
            if let decided = rule.minDecided, candidate.summary.readByModel {
                line(.minDecided, id, slice: slice, bound: decided)
            }
            if let bound = rule.minLift, let lift = id.lift, candidate.summary.readByModel {
                // A lift pairs the two arms of the candidate itself: its discordance is
                // the share of turns the model changed, right to wrong or wrong to right.
                var table = PairedTable()
                let inSlice = Gate.units(.turnAccuracy, slice: slice)(after)
                for (unit, _) in inSlice {
                    guard let r = after[unit.key], let (with, without) = lift.paired(r) else { continue }
                    table.add(with: with, without: without)
                }
                guard table.n > 0 else { continue }
                let estimate = Double(table.helped - table.hurt) / Double(table.n)
                let allowed = estimate - bound / 100
                guard allowed >= -1e-12 else { continue }
                let discordance = Double(table.helped + table.hurt) / Double(table.n)
                lines.append(
                    PowerLine(
                        rule: .minLift, metric: lift, slice: slice, n: table.n, discordant: table.helped + table.hurt,
                        discordance: discordance,
                        detectable: Power.detectableDrop(n: table.n, discordance: discordance),
                        allowed: max(0, allowed), reference: estimate))
            }
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
