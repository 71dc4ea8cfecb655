import Foundation
import Testing

@testable import FinanceAssistant

/// Every sentence exists in English and French and both fill the same blanks;
/// no chip offers the question just answered; hidden amounts stay hidden.
@Suite("Templates")
struct TemplateTests {
    static func blanks(_ text: String) -> Set<String> {
        var out: Set<String> = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            // "{Period}" is "{period}" capitalised: the same blank.
            out.insert(rest[rest.index(after: open)..<close].lowercased())
            rest = rest[rest.index(after: close)...]
        }
        return out
    }

    @Test("every template key has an English and a French text with the same blanks", arguments: TemplateKey.allCases)
    func bothLanguages(_ key: TemplateKey) {
        let (en, fr) = key.text
        #expect(!en.isEmpty && !fr.isEmpty)
        #expect(Self.blanks(en) == Self.blanks(fr), "\(key): \(Self.blanks(en)) vs \(Self.blanks(fr))")
    }

    @Test("every counted noun has its four forms", arguments: CountedNoun.allCases)
    func nouns(_ noun: CountedNoun) {
        let f = noun.forms
        #expect(![f.0, f.1, f.2, f.3].contains(""))
    }

    @Test(
        "a chip never asks the question just answered",
        arguments: [
            ("How much did I spend at Carrefour last year?", "And last year?"),
            ("How much did I spend last month?", "And last month?"),
            ("when did I last go to Lidl this year?", "And this year?"),
        ])
    func chipsSkipTheAnsweredPeriod(question: String, chip: String) {
        let assistant = Assistant(Fixtures.mini)
        let answer = assistant.answer(assistant.pipeline.readWithRules(question).reading)
        #expect(!answer.suggestions.contains(chip), "\(answer.suggestions)")
        #expect(!answer.suggestions.isEmpty)
    }
}
