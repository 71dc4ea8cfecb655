import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// A set whose files change after Tally read them (a CI step still writing
/// the set, a colleague's edit during a long run): the case files are read
/// once, and what was read is what is hashed, validated, run and reported.
@Suite("a set that changes during a run")
struct ChangingSetTests {
    @Test(
        "a conversation appended or a file rewritten after loading is not read: the report is of the set as hashed",
        arguments: ["a conversation with a duplicate id", "a new conversation", "the file emptied"])
    func changed(what: String) async throws {
        let set = Fixture.writeSet()
        let loaded = try EvalSet.load(at: set)
        let file = set.appendingPathComponent("cases/all.jsonl")
        switch what {
        case "the file emptied": try Data().write(to: file)
        default:
            let line =
                what == "a new conversation"
                ? Fixture.caseLines[4].replacingOccurrences(of: "o-en-1", with: "o-en-9").replacingOccurrences(
                    of: "write me a poem about the sea", with: "write me a song")
                : Fixture.caseLines[0]
            try Data((Fixture.read(file) + line + "\n").utf8).write(to: file)
        }
        let folder = Fixture.folder("report")
        let result = try await TallyRun(set: loaded, backend: RulesBackend(), options: Fixture.quietOptions())
            .execute(into: folder)
        #expect(result.summary.counts.turns == 10)
        #expect(result.summary.counts.conversations == 8)
        #expect(result.summary.set.sha256 == loaded.sha256)
        let keys = Fixture.read(folder.appendingPathComponent("cases.jsonl")).split(separator: "\n").compactMap {
            try? JSONDecoder().decode(TurnRecord.self, from: Data($0.utf8)).key
        }
        #expect(keys.count == 10 && Set(keys).count == 10)
        // Loaded again, it is another set.
        let again = SetValidator(directory: set).validate()
        #expect(again.sha256 != loaded.sha256)
    }
}
