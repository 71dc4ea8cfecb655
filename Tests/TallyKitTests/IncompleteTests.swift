import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// A report whose backend failed too often describes the rules more than the
/// model it names: every view of it says so, in its first line.
@Suite("incomplete reports in diff and matrix")
struct IncompleteTests {
    /// A complete rules report and an incomplete one of a model that was never reachable, on one set.
    static func reports() async throws -> (complete: Report, incomplete: Report) {
        let set = Fixture.writeSet()
        let (rules, _) = try await Fixture.run(set: set)
        let down = SafetyTests.backend(.failure(.unavailable, message: "down"))
        let (model, result) = try await Fixture.run(set: set, backend: down)
        #expect(!result.summary.complete)
        return (try Report(folder: rules), try Report(folder: model))
    }

    @Test("tally diff's headline names the incomplete report", arguments: [false, true])
    func diffHeadline(incompleteFirst: Bool) async throws {
        let (complete, incomplete) = try await Self.reports()
        let (a, b) = incompleteFirst ? (incomplete, complete) : (complete, incomplete)
        let diff = try ReportDiff(a, b)
        #expect(
            diff.headline.hasSuffix(
                "; INCOMPLETE: \(DisplayPath.of(incomplete.folder)) (its backend failed too often, the rules read those turns)"
            ), "\(diff.headline)")
        // The line tally diff prints fifth, which make gate quotes.
        #expect(diff.markdown.split(separator: "\n", omittingEmptySubsequences: false)[4] == Substring(diff.headline))
        let whole = try ReportDiff(complete, complete)
        #expect(!whole.headline.contains("INCOMPLETE"))
    }

    @Test("tally matrix marks an incomplete report in its table, its JSON and its page")
    func matrix() async throws {
        let (complete, incomplete) = try await Self.reports()
        let matrix = Matrix(reports: [complete, incomplete])
        let markdown = matrix.markdown
        #expect(markdown.contains("| model | m1 (INCOMPLETE) | finely-1 (4ca4e8e4d4e3) | 10 |"), "\(markdown)")
        #expect(markdown.contains("| rules | v1 | – | 10 |"))
        #expect(markdown.contains("\n- model m1: the backend answered no turn (100.0 %: "))
        #expect(matrix.rows.first { $0.backend == "rules" }?.incomplete == nil)
        let json = String(decoding: try JSONOutput.prettyData(matrix), as: UTF8.self)
        #expect(json.contains(#""incomplete" : "the backend answered no turn"#))
        #expect(matrix.html.contains("m1 <strong title=\"the backend answered no turn"))
    }
}
