import Foundation
import TallyKit
import TallyModel
import TallyReports

/// `tally gate`: a CI regression gate.
enum GateCommand: Command {
    static let name = "gate"
    static let abstract = "check a report against a policy (and a baseline); exit 1 on failure"
    static let candidate = OptionKey<String>.text(
        "candidate", "DIR", "the report to check", required: .always)
    static let baseline = OptionKey<URL>.path("baseline", "DIR", "the report it must not fall behind")
    static let policy = OptionKey<String>.text(
        "policy", "FILE", "the gate policy, e.g. gates/finely-v1.json", required: .always)
    static let fresh = FlagKey(
        "fresh", "also fail when the candidate's deterministic files differ from the baseline's")
    static let allowSetChange = FlagKey("allow-set-change", "accept a baseline made on another eval set")
    static let recordRelease = OptionKey<String>.text(
        "record-release", "FILE", "write the release record: what was gated, each rule's value and verdict, hashes")
    static let set = OptionKey<URL>.path(
        "set", "DIR", "the candidate's eval set, for annotations", defaultNote: "eval-sets/<id>/v<N> when it matches")
    static let noPower = FlagKey("no-power", "leave out the power table and its warnings")
    static let options = [
        candidate.spec, baseline.spec, policy.spec, fresh.spec, allowSetChange.spec, recordRelease.spec, set.spec,
        noPower.spec,
    ]
    static let discussion = """
        Checks the candidate report against the policy's bounds and, with --baseline, the largest allowed
        drops and the must-pass tags. Prints every violated rule; exit 1 on failure. An incomplete report
        (a backend that failed too often) fails the gate. --fresh also fails when the candidate's
        summary.json or cases.jsonl differ from the baseline's (a committed report that was not
        regenerated with the change).

        With GITHUB_ACTIONS=true it also appends the verdict and the headline table to
        $GITHUB_STEP_SUMMARY and prints ::error annotations: each violated rule on the policy file, each
        broken must-pass turn on its case line (at most 50). --record-release FILE writes the record a
        release archives (also when the gate fails, marked failed); `tally verify FILE` re-checks it.

        Power: for every min, max and maxDrop rule the gate prints the smallest drop its slice detects at
        80 % power and α = 0.05 (paired McNemar, normal approximation, from the discordance observed
        between candidate and baseline turn by turn; 10 % assumed without a baseline), and warns — without
        failing — when a rule lets through less than that: such a rule is blind to the drops it names.
        `tally stats DIR --detect D` says how many turns a slice needs.
        """

    static func run(_ args: OptionValues) async throws -> ExitCode {
        try args.expectPositionals(0...0, "gate takes no arguments")
        let candidatePath = try args.required(Self.candidate)
        let policyPath = try args.required(Self.policy)
        let candidate = try Report(folder: URL(fileURLWithPath: candidatePath))
        let baseline = try args.value(Self.baseline).map { try Report(folder: $0) }
        let policy = try GatePolicy.load(from: URL(fileURLWithPath: policyPath))
        let fresh = args.has(Self.fresh)
        if fresh, baseline == nil { throw UsageError("--fresh needs --baseline") }
        let gate = try Gate(
            candidate: candidate, baseline: baseline, policy: policy, allowSetChange: args.has(Self.allowSetChange))
        let outcome = try gate.evaluate()
        var violations = outcome.violations
        if fresh, let baseline {
            let changed = Gate.identical(candidate, baseline)
            if !changed.isEmpty {
                let diff = try ReportDiff(baseline, candidate, allowSetChange: true)
                violations.append(
                    "the committed report \(baseline.folder.relativePath) is stale (\(changed.joined(separator: ", ")) differ): \(diff.headline); regenerate it with `make eval` and commit it with the change"
                )
            }
        }
        for v in violations { Output.err("gate: \(v)") }
        // One count everywhere: each bound checked (a rule with a min and a max is two), and --fresh.
        let freshCheck = fresh ? 1 : 0
        let checked = outcome.checks.count + freshCheck
        let failed = outcome.failedChecks + (violations.count > outcome.violations.count ? 1 : 0)
        if candidate.summary.readByModel, baseline == nil, !policy.rules.contains(where: \.isModelSide) {
            Output.err(
                "gate: warning: \(policyPath) has no rule on the model itself (minDecided, minLift, modelIntentAccuracy) and there is no --baseline: after the pipeline the rules answer for the model on every fallback and second look, so a model that reads nothing passes such a policy; gate a model with gates/finely-v3-model.json or add those rules"
            )
        }
        let recordPath = try args.value(Self.recordRelease)
        if let path = recordPath {
            let record = try ReleaseRecord(
                gate: gate, outcome: outcome, violations: violations, policyFile: URL(fileURLWithPath: policyPath))
            try record.write(to: URL(fileURLWithPath: path))
        }
        let environment = ProcessInfo.processInfo.environment
        if GitHubActions.isActive(environment) {
            let locations = try GitHubActions.caseLocations(
                for: candidate.summary, set: try args.value(Self.set))
            for line in GitHubActions.annotations(
                outcome: outcome, violations: violations, policyFile: policyPath, locations: locations)
            {
                Output.out(line)
            }
            if let summaryFile = environment["GITHUB_STEP_SUMMARY"], !summaryFile.isEmpty {
                try GitHubActions.appendSummary(
                    GitHubActions.stepSummary(
                        gate: gate, checked: checked, violations: violations, policyFile: policyPath,
                        record: recordPath), to: summaryFile)
            }
        }
        let name = "\(candidate.summary.backend.backend) \(candidate.summary.backend.modelVersion)"
        if violations.isEmpty {
            Output.out("gate: passed — \(name), \(checked) checks against \(policyPath)")
        } else if outcome.checks.isEmpty && !fresh {
            Output.err("gate: FAILED — \(name): \(violations.first ?? "")")
        } else {
            let broken = outcome.broken.count
            Output.err(
                "gate: FAILED — \(name), \(failed) of \(checked) checks failed\(broken > 0 ? " (\(broken) must-pass turn\(broken == 1 ? "" : "s") broke)" : "")"
            )
        }
        if !args.has(Self.noPower) {
            do {
                try printPower(gate)
            } catch {
                Output.err("gate: no power table: \(error)")
            }
        }
        return violations.isEmpty ? .ok : .failed
    }

    /// The power table on stdout, a warning on stderr for each blind rule.
    static func printPower(_ gate: Gate) throws {
        let (lines, without) = try gate.power()
        guard !lines.isEmpty || !without.isEmpty else { return }
        Output.out(PowerLine.table(lines, without: without, observed: gate.baseline != nil))
        for line in lines where line.isBlind { Output.err("gate: warning: \(line.warning)") }
    }
}
