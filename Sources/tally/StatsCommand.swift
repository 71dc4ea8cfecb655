import Foundation
import TallyKit

/// `tally stats DIR`: the coverage of an eval set.
enum StatsCommand: Command {
    static let name = "stats"
    static let usage = """
        usage: tally stats DIR

          Prints the coverage matrices of an eval set — intents × locales, tags × locales,
          period kinds × locales — with the minimums each should meet (✗ marks a shortfall).
        """
    static let options: Set<String> = []
    static let flags: Set<String> = []

    static func run(_ args: Arguments) async throws -> ExitCode {
        guard args.positional.count == 1 else { throw UsageError("stats takes one eval set folder") }
        let validator = SetValidator(directory: URL(fileURLWithPath: args.positional[0]))
        let report = validator.validate()
        if let first = report.errors.first, report.stats.totalTurns == 0 { throw first }
        Output.out(report.stats.render(validator.policy))
        if !report.errors.isEmpty {
            Output.err("\(report.errors.count) errors; run `tally validate \(args.positional[0])` for the list")
            return .badInput
        }
        return .ok
    }
}
