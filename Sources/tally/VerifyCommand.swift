import Foundation
import TallyKit
import TallyModel
import TallyReports

/// `tally verify FILE [REPORT_DIR]`: does a release record still hold?
enum VerifyCommand: Command {
    static let name = "verify"
    static let abstract = "re-check a release record against its report and policy; exit 1 naming what changed"
    static let positionals = "FILE [REPORT_DIR]"
    static let policy = OptionKey<URL>.path(
        "policy", "FILE", "the policy the gate read", defaultNote: "the path the record names")
    static let baseline = OptionKey<URL>.path(
        "baseline", "DIR", "the baseline the gate read", defaultNote: "the folder the record names")
    static let options = [policy.spec, baseline.spec]
    static let discussion = """
        FILE is a record written by `tally gate --record-release`; REPORT_DIR defaults to the report folder
        it names. Checks the SHA-256 of the report's summary.json and cases.jsonl, of the policy and of
        the baseline's files, that the summary names the recorded set, backend, prompt and pipeline —
        then gates the report again with the policy (and the baseline) and compares every rule, bound,
        value and verdict with the record: an edited verdict, passed flag, bound or value, and a rule
        removed or added, are each named. A record whose gate failed never verifies. Exit 0 when all
        hold; 1, one line each, for whatever no longer matches; 2 for a record that is not one (an
        unknown key anywhere in it, a verdict other than passed or failed).
        """

    static func run(_ args: OptionValues) async throws -> ExitCode {
        try args.expectPositionals(1...2, "verify takes a release record and, optionally, its report folder")
        let record = try ReleaseRecord.load(from: URL(fileURLWithPath: args.positional[0]))
        let result = try record.verify(
            report: args.positional.count > 1 ? URL(fileURLWithPath: args.positional[1]) : nil,
            policy: try args.value(Self.policy), baseline: try args.value(Self.baseline))
        for line in result.checked { Output.out("verify: \(line)") }
        for line in result.problems { Output.err("verify: \(line)") }
        let name = "\(record.backend.backend) \(record.backend.modelVersion) on \(record.set.id) \(record.set.version)"
        if result.passed {
            Output.out(
                "verify: ok — \(name): the report and the policy are the ones gated, \(record.rules.count) rules passed"
            )
            return .ok
        }
        Output.err(
            "verify: FAILED — \(name): \(result.problems.count) thing\(result.problems.count == 1 ? " no longer matches" : "s no longer match") the record"
        )
        return .failed
    }
}
