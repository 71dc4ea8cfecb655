import Foundation
import TallyKit

/// `tally validate DIR`: lint an eval set.
enum ValidateCommand: Command {
    static let name = "validate"
    static let usage = """
        usage: tally validate DIR [--quiet]

          Lints an eval set: schema, unknown intents / periods / categories / tags / merchants,
          figures on questions that have none, duplicate ids and texts, empty turns, broken pairs
          (errors, as file:line); locale imbalance and thin coverage (warnings).
          Exit 0 when there is no error, 2 otherwise.
        """
    static let options: Set<String> = []
    static let flags: Set<String> = ["quiet"]

    static func run(_ args: Arguments) async throws -> ExitCode {
        guard args.positional.count == 1 else { throw UsageError("validate takes one eval set folder") }
        let report = SetValidator(directory: URL(fileURLWithPath: args.positional[0])).validate()
        for e in report.errors { Output.err(e.description) }
        if !args.has("quiet") { for w in report.warnings { Output.err(w.description) } }
        var summary =
            "\(args.positional[0]): \(report.stats.totalTurns) turns, \(report.errors.count) errors, \(report.warnings.count) warnings"
        if let sha = report.sha256 { summary += " · sha256 \(sha)" }
        if report.errors.isEmpty {
            Output.out(summary)
            return .ok
        }
        Output.err(summary)
        return .badInput
    }
}
