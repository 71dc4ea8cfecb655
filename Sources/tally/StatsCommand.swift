import Foundation
import TallyKit

/// `tally stats DIR`: the coverage of an eval set.
enum StatsCommand: Command {
    static let name = "stats"
    static let abstract = "coverage of an eval set: intents, tags, period kinds × locales"
    static let positionals = "DIR"
    static let options: [Option] = []
    static let discussion = """
        Prints the coverage matrices of an eval set — intents × locales, tags × locales, period kinds ×
        locales — with the minimums each should meet (✗ marks a shortfall).
        """

    static func run(_ args: ParsedArguments) async throws -> ExitCode {
        try args.expectPositionals(1...1, "stats takes one eval set folder")
        let validator = SetValidator(directory: URL(fileURLWithPath: args.positional[0]))
        let report = validator.validate()
        if let first = report.errors.first, report.stats.totalTurns == 0 { throw first }
        Output.out(report.stats.render(report.coverage))
        if !report.errors.isEmpty {
            Output.err("\(report.errors.count) errors; run `tally validate \(args.positional[0])` for the list")
            return .badInput
        }
        return .ok
    }
}
