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

/// A matcher reads a message's words by their `Vocabulary` numbers; it must find
/// exactly what a plain comparison with every phrase finds.
@Suite("Phrase matcher")
struct PhraseMatcherTests {
    /// The longest phrase at `index` by comparing every phrase, longest first.
    static func reference(_ phrases: [[String]], at index: Int, in words: [String]) -> Int? {
        phrases.filter { index + $0.count <= words.count && Array(words[index..<(index + $0.count)]) == $0 }
            .map(\.count).max()
    }

    @Test(
        "every lexicon table's matcher finds what a plain comparison finds",
        arguments: LexiconTables.all.map(\.name))
    func sameAsComparing(_ name: String) {
        let entries = LexiconTables.all.first { $0.name == name }?.entries ?? []
        let phrases = entries.map { TextFolding.tokens(of: $0).map(\.text) }.filter { !$0.isEmpty }
        let matcher = PhraseMatcher(entries.map { ($0, true) })
        // Every phrase inside a message, and words that share its first letters but are not it.
        for phrase in phrases {
            let near = phrase.map { $0 + "x" } + phrase.map { String($0.prefix(1)) }
            for words in [["and"] + phrase + ["?"], near, phrase.map { "é" + $0 }] {
                for i in words.indices {
                    #expect(
                        matcher.longest(at: i, in: words)?.range.count == Self.reference(phrases, at: i, in: words),
                        "\(name): \(words) at \(i)")
                }
            }
        }
    }

    @Test(
        "phrases are folded, words are compared as they are (ASCII keys use the two-byte test, others do not)",
        arguments: [
            (["cafe"], ["cafe"], true), (["café"], ["cafe"], true), (["a"], ["a"], true), (["ab"], ["a"], false),
            (["a"], ["a\u{300}"], false), (["ab"], ["a\u{300}b"], false), (["東京"], ["東京"], true),
            (["東京"], ["東"], false),
        ])
    func canonical(keys: [String], words: [String], found: Bool) {
        let matcher = PhraseMatcher(keys.map { ($0, true) })
        #expect((matcher.longest(at: 0, in: words) != nil) == found)
    }

    // Words no other table holds: numbered here first, they are unknown (-1) until the matcher numbers them.
    @Test(
        "a matcher built after a message's words were numbered still finds its phrases",
        arguments: [
            (["zorblyx", "quimpet"], "zorblyx quimpet", [0..<2]), (["and", "vexlorn", "?"], "vexlorn", [1..<2]),
            (["trumblix", "glaveth"], "glaveth", [1..<2]),
        ])
    func builtLater(words: [String], phrase: String, found: [Range<Int>]) {
        let numbered = WordIDs(words)
        let matcher = PhraseMatcher([(phrase, true)])
        #expect(matcher.matches(in: numbered).map(\.range) == found)
        #expect(matcher.contains(in: numbered))
        #expect(matcher.longest(at: found[0].lowerBound, in: numbered)?.range == found[0])
    }
}
