import Testing

@testable import FinanceAssistant

/// Cue families are checked data: every family's examples fire one of its
/// phrases and none of its counterexamples does, through the matchers the
/// readers use (the message's language included), and its weight lies in its
/// band. (Spelling — folded, no duplicate — is `LexiconTests`.)
@Suite("Cue families")
struct CueFamilyTests {
    static let names = CueFamilies.all.map(\.name)
    static let fixture = Assistant(Fixtures.mini)

    /// Whether a phrase of the family at `index` fires in `text`: intent cues as
    /// the features count them, the other roles through their matcher.
    static func fires(_ index: Int, in text: String) -> Bool {
        let family = CueFamilies.all[index]
        if case .intent = family.role {
            return fixture.context.features(of: text).cueFamilies.contains(index)
        }
        let words = TextFolding.tokens(of: text).map(\.text)
        let sets = WordSets.shared
        let matcher: CueMatcher<Int>
        switch family.role {
        case .intent: return false
        case .moneyRelation: matcher = sets.relations
        case .ownOpener: matcher = sets.ownOpeners
        case .retraction: matcher = sets.retractions
        case .topicShift: matcher = sets.topicShifts
        case .bankProduct: matcher = sets.bankProducts
        case .bankAsk: matcher = sets.bankAsks
        case .bankObject: matcher = sets.bankObjects
        case .bankState: matcher = sets.bankStates
        case .bankStateObject: matcher = sets.stateObjects
        case .actionVerb: matcher = sets.actions
        case .amountActionVerb: matcher = sets.amountActions
        case .requestLead: matcher = sets.requestLeads
        case .priceComparison: matcher = sets.priceComparisons
        case .howMuch: matcher = sets.howMuch
        }
        return matcher.matcher(for: CueLanguage.of(words)).matches(in: words).contains { $0.value == index }
    }

    @Test("every family fires on its examples", arguments: names)
    func examples(_ name: String) throws {
        let index = try #require(CueFamilies.all.firstIndex { $0.name == name })
        let family = CueFamilies.all[index]
        #expect(!family.examples.isEmpty, "\(name): give at least one example")
        for text in family.examples {
            #expect(Self.fires(index, in: text), "\(name) should fire on \"\(text)\"")
        }
    }

    @Test("no family fires on its counterexamples", arguments: names)
    func counterexamples(_ name: String) throws {
        let index = try #require(CueFamilies.all.firstIndex { $0.name == name })
        for text in CueFamilies.all[index].counterexamples {
            #expect(!Self.fires(index, in: text), "\(name) should not fire on \"\(text)\"")
        }
    }

    @Test("a family's weight lies in its band, and only intent cues weigh", arguments: names)
    func band(_ name: String) throws {
        let family = try #require(CueFamilies.all.first { $0.name == name })
        #expect(family.band.contains(family.weight), "\(name): weight \(family.weight) is not \(family.band)")
        if case .intent = family.role {
            #expect(family.band != .unweighted, "\(name): an intent cue needs a band")
        } else {
            #expect(family.band == .unweighted, "\(name): only intent cues weigh")
        }
        #expect(!family.languages.isEmpty, "\(name): no phrase")
    }

    @Test("family names are unique")
    func uniqueNames() {
        #expect(Set(Self.names).count == Self.names.count)
    }

    @Test(
        "a message hears the cues of its language: English little words and no French ones are English",
        arguments: [
            ("a nice way to see my spending", CueLanguage.english), ("il me reste combien ?", .french),
            ("solde ?", .mixed), ("combien j'ai spent at Lidl", .mixed), ("how much à Nice", .english),
            ("mon income du mois dernier", .french),
        ])
    func language(text: String, expected: CueLanguage) {
        #expect(CueLanguage.of(TextFolding.tokens(of: text).map(\.text)) == expected)
    }
}
