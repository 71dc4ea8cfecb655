import Foundation
import TallyKit
import TallyModel
import TallyReports

/// `tally matrix`: headline metrics across model versions.
enum MatrixCommand: Command {
    static let name = "matrix"
    static let abstract = "headline metrics across model versions, one table"
    static let positionals = "DIR..."
    static let json = FlagKey("json", "print the table as JSON")
    static let html = OptionKey<URL>.path(
        "html", "FILE", "also write a page: one line per metric across the versions, the table under it")
    static let options = [json.spec, html.spec]
    static let discussion = """
        One table of headline metrics across report folders (a report folder, or a folder of them such
        as reports/finely-v1), versions in their natural order (v2 before v10). Warns when the reports
        were made on different sets.
        """

    static func run(_ args: OptionValues) async throws -> ExitCode {
        try args.expectPositionals(1...Int.max, "matrix takes one or more report folders")
        let reports = try Matrix.folders(from: args.positional).map { try Report(folder: $0) }
        let matrix = Matrix(reports: reports)
        if let page = try args.value(Self.html) { try HTMLPage.write(matrix.html, to: page) }
        if args.has(Self.json) {
            Output.out(String(decoding: try JSONOutput.prettyData(matrix), as: UTF8.self))
        } else {
            Output.out(matrix.markdown)
        }
        return .ok
    }
}
