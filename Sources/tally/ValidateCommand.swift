import Foundation
import TallyKit

/// `tally validate DIR`: lint an eval set.
enum ValidateCommand: Command {
    static let name = "validate"
    static let abstract = "lint an eval set (errors as file:line)"
    static let positionals = "DIR"
    static let options: [Option] = [.flag("quiet", "print errors only, not warnings")]
    static let discussion = """
        Schema, unknown intents / periods / categories / tags / merchants / keys, figures on questions
        that have none, duplicate ids and first-turn texts, empty turns, broken pairs, files outside the
        set, invalid UTF-8 (errors, as file:line); locale imbalance, thin coverage and labels kept for
        the record on off-topic turns (warnings). Exit 0 when there is no error, 2 otherwise.
        `tally run` runs the same checks before any work.
        """

    static func run(_ args: ParsedArguments) async throws -> ExitCode {
        try args.expectPositionals(1...1, "validate takes one eval set folder")
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
