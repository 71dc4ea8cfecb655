import Testing

@testable import FinanceAssistant

/// The lexicon is checked data: every entry is written in its folded form (so
/// the source shows exactly what it matches) and no list holds one twice.
@Suite("Lexicon")
struct LexiconTests {
    @Test("every lexicon entry is written folded", arguments: LexiconTables.all.map(\.name))
    func folded(_ name: String) {
        let entries = LexiconTables.all.first { $0.name == name }?.entries ?? []
        let unfolded = entries.filter { TextFolding.fold($0) != $0 }.map { "\"\($0)\" → \"\(TextFolding.fold($0))\"" }
        #expect(unfolded == [], "\(name): write these folded")
    }

    @Test("no lexicon list holds an entry twice", arguments: LexiconTables.all.map(\.name))
    func unique(_ name: String) {
        let entries = (LexiconTables.all.first { $0.name == name }?.entries ?? []).map(TextFolding.fold)
        var seen: Set<String> = []
        let twice = entries.filter { !seen.insert($0).inserted }
        #expect(twice == [], "\(name): listed twice")
    }
}
