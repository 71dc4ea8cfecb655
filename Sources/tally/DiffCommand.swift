import Foundation
import TallyKit
import TallyModel
import TallyReports

/// `tally diff A B`: what changed between two reports.
enum DiffCommand: Command {
    static let name = "diff"
    static let abstract = "compare two reports: metric deltas, fixed and broken turns"
    static let positionals = "BEFORE AFTER"
    static let json = FlagKey("json", "print the comparison as JSON")
    static let allowSetChange = FlagKey("allow-set-change", "compare reports made on different eval sets")
    static let html = OptionKey<URL>.path("html", "FILE", "also write the comparison as a self-contained HTML page")
    static let options = [json.spec, allowSetChange.spec, html.spec]
    static let discussion = """
        Metric deltas with 95 % intervals, an exact McNemar test on per-turn correctness, and the turns
        fixed and broken (id, text, expected, before, after). Refuses reports made on different eval
        sets unless --allow-set-change. --html FILE writes the same as a page: both intervals drawn,
        the fixed and broken turns side by side; it replaces only a page tally wrote.
        """

    static func run(_ args: OptionValues) async throws -> ExitCode {
        try args.expectPositionals(2...2, "diff takes two report folders: BEFORE AFTER")
        let a = try Report(folder: URL(fileURLWithPath: args.positional[0]))
        let b = try Report(folder: URL(fileURLWithPath: args.positional[1]))
        let diff = try ReportDiff(a, b, allowSetChange: args.has(Self.allowSetChange))
        if let page = try args.value(Self.html) { try HTMLPage.write(diff.html, to: page) }
        if args.has(Self.json) {
            Output.out(String(decoding: try JSONOutput.prettyData(diff), as: UTF8.self))
        } else {
            Output.out(diff.markdown)
        }
        return .ok
    }
}
