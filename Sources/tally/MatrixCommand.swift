import Foundation
import TallyKit

/// `tally matrix`: headline metrics across model versions.
enum MatrixCommand: Command {
    static let name = "matrix"
    static let usage = """
        usage: tally matrix DIR... [--json]

          One table of headline metrics across report folders (a report folder, or a folder of
          them such as reports/finely-v1). Warns when the reports were made on different sets.
        """
    static let options: Set<String> = []
    static let flags: Set<String> = ["json"]

    static func run(_ args: Arguments) async throws -> ExitCode {
        guard !args.positional.isEmpty else { throw UsageError("matrix takes one or more report folders") }
        let reports = try Matrix.folders(from: args.positional).map { try Report(folder: $0) }
        let matrix = Matrix(reports: reports)
        if args.has("json") {
            Output.out(String(decoding: try JSONOutput.prettyData(matrix), as: UTF8.self))
        } else {
            Output.out(matrix.markdown)
        }
        return .ok
    }
}
