import Foundation
import TallyKit

/// `tally diff A B`: what changed between two reports.
enum DiffCommand: Command {
    static let name = "diff"
    static let usage = """
        usage: tally diff BEFORE AFTER [--json] [--allow-set-change]

          Metric deltas with 95 % intervals, an exact McNemar test on per-turn correctness,
          and the turns fixed and broken (id, text, expected, before, after).
          Refuses reports made on different eval sets unless --allow-set-change.
        """
    static let options: Set<String> = []
    static let flags: Set<String> = ["json", "allow-set-change"]

    static func run(_ args: Arguments) async throws -> ExitCode {
        guard args.positional.count == 2 else { throw UsageError("diff takes two report folders") }
        let a = try Report(folder: URL(fileURLWithPath: args.positional[0]))
        let b = try Report(folder: URL(fileURLWithPath: args.positional[1]))
        let diff = try ReportDiff(a, b, allowSetChange: args.has("allow-set-change"))
        if args.has("json") {
            Output.out(String(decoding: try JSONOutput.prettyData(diff), as: UTF8.self))
        } else {
            Output.out(diff.markdown)
        }
        return .ok
    }
}
