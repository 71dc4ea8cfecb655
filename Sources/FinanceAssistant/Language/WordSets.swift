/// The lexicon's lists, folded and indexed once for the readers that use them.
///
/// A class: every reader of a message takes `shared`, and a struct of two dozen
/// matchers was copied (and each of its tables retained and released) on every take.
final class WordSets: Sendable {
    let money: PhraseMatcher<Bool>
    let relations: CueMatcher<Int>
    let nonContent: Set<String>
    let timeWords: Set<String>
    let ownOpeners: CueMatcher<Int>
    let retractions: CueMatcher<Int>
    let topicShifts: CueMatcher<Int>
    let bankProducts: CueMatcher<Int>
    let bankAsks: CueMatcher<Int>
    let bankObjects: CueMatcher<Int>
    let bankStates: CueMatcher<Int>
    /// The bank's things and the ledger's words a state makes the bank's (`bankStateObject`).
    let stateObjects: CueMatcher<Int>
    let howMuch: CueMatcher<Int>
    let fillers: Set<String>
    let openers: PhraseMatcher<Bool>
    let anaphora: PhraseMatcher<Bool>
    let intentCues: CueMatcher<[IntentCues.Cue]>
    let instruments: PhraseMatcher<Bool>
    let notInstruments: PhraseMatcher<Bool>
    let recommendation: PhraseMatcher<Bool>
    let decisions: PhraseMatcher<Bool>
    let standaloneAdvice: PhraseMatcher<Bool>
    let actions: CueMatcher<Int>
    let amountActions: CueMatcher<Int>
    let priceComparisons: CueMatcher<Int>
    let requestLeads: CueMatcher<Int>
    /// Money words of six letters or more a typo may stand for, by length
    /// ("balnce" → balance, "abonnemnts" → abonnements): indexed by the length (an array, not a
    /// dictionary: every unknown word of five letters or more asks three lengths).
    private let typoTargets: [[TypoTarget]]
    /// Every single word some list knows: never read as a typo of another.
    private let known: Set<String>
    /// `typoCorrection(of:)` of every word the `Vocabulary` held once the lists above were built.
    private let corrections: WordMemo<String?>

    static let shared = WordSets()

    private init() {
        func set(_ words: [String]) -> PhraseMatcher<Bool> { PhraseMatcher(words.map { ($0, true) }) }
        // A role's families, each phrase valued by its family's index in `CueFamilies.all`.
        func cues(_ roles: [CueRole]) -> CueMatcher<Int> {
            let entries = CueFamilies.all.enumerated().filter { roles.contains($0.element.role) }.flatMap { (k, f) in
                f.phrases.map { (phrase: $0.phrase, language: $0.language, value: k) }
            }
            return CueMatcher(entries) { $0.first ?? 0 }
        }
        money = set(Lexicon.moneyWords)
        relations = cues([.moneyRelation])
        actions = cues([.actionVerb])
        amountActions = cues([.amountActionVerb])
        priceComparisons = cues([.priceComparison])
        requestLeads = cues([.requestLead])
        // Date words count as no content for the scope decision, whether or not the period grammar read them.
        timeWords = Set(
            ScopeCues.timeWords + PeriodLexicon.units.keys + PeriodLexicon.months.keys + PeriodLexicon.weekdays.keys
                + PeriodLexicon.seasons.keys + PeriodLexicon.ordinals.keys + PeriodLexicon.dayOrdinals.keys
        )
        .union(PeriodLexicon.relativeWords)
        nonContent = Set(ScopeCues.nonContentWords + NumberWords.units.keys).union(timeWords)
        ownOpeners = cues([.ownOpener])
        retractions = cues([.retraction])
        topicShifts = cues([.topicShift])
        bankProducts = cues([.bankProduct])
        bankAsks = cues([.bankAsk])
        bankObjects = cues([.bankObject])
        bankStates = cues([.bankState])
        stateObjects = cues([.bankObject, .bankStateObject])
        howMuch = cues([.howMuch])
        fillers = Set(Lexicon.fillers.map(TextFolding.fold))
        openers = set(Lexicon.followUpOpeners)
        anaphora = set(Lexicon.shopAnaphora)
        intentCues = CueMatcher(IntentCues.rows.map { ($0.phrase, $0.language, [$0.cue]) }) { $0.flatMap { $0 } }
        let single = { (list: [String]) in list.filter { !$0.contains(" ") } }
        let targets = Set(
            single(
                IntentCues.table.filter { $0.1.isAnswerable }.map(\.0) + Self.phrases(of: .moneyRelation)
                    + Lexicon.moneyWords)
        ).filter { $0.utf8.count >= 6 }
        let byLength = Dictionary(grouping: targets.sorted().map { TypoTarget(Array($0.utf8)) }, by: \.bytes.count)
        typoTargets = (0...(byLength.keys.max() ?? 0)).map { byLength[$0] ?? [] }
        known = Set(
            LexiconTables.all.flatMap { $0.entries.flatMap { $0.split(separator: " ").map(String.init) } }
                + Lexicon.typoStopWords)
        instruments = set(AdvicePatterns.instruments)
        notInstruments = set(AdvicePatterns.notInstruments)
        recommendation = set(AdvicePatterns.recommendationCues)
        decisions = set(AdvicePatterns.decisions)
        standaloneAdvice = set(AdvicePatterns.standalone)
        let known = known
        let typoTargets = typoTargets
        corrections = WordMemo { Self.correction(of: $0, known: known, targets: typoTargets) }
    }

    /// Per family (by index in `CueFamilies.all`): whether a refusal it causes is a bank
    /// question's, and whether it refuses the whole message.
    static let bankFamilies = CueFamilies.all.map { $0.refusal == .bankService }
    static let vetoFamilies = CueFamilies.all.map(\.vetoes)
    static let priceFamilies = CueFamilies.all.map(\.namesPrices)
    static let reportFamilies = CueFamilies.all.map(\.reports)
    static let paymentFamilies = CueFamilies.all.map(\.ordersPayment)

    /// Every phrase of a role's families, whatever its language.
    static func phrases(of role: CueRole) -> [String] {
        CueFamilies.all.filter { $0.role == role }.flatMap { $0.phrases.map(\.phrase) }
    }

    /// The money word an unknown word of five letters or more is one typo away
    /// from, when only one is ("subscriptons", "spendng", "upcomming"). A word
    /// that differs only in its ending ("balanced", "balances") is another
    /// form of a word, not a typo.
    func typoCorrection(of word: String) -> String? { Self.correction(of: word, known: known, targets: typoTargets) }

    /// `typoCorrection(of:)` of the word at `k`.
    func typoCorrection(at k: Int, in words: WordIDs) -> String? {
        // Most words are too short: turned away before anything is looked up.
        guard words.words[k].utf8.count >= 5 else { return nil }
        return corrections.value(at: k, in: words)
    }

    private static func correction(of word: String, known: Set<String>, targets: [[TypoTarget]]) -> String? {
        // Most words are too short: turned away before their bytes are copied or a list is asked.
        guard word.utf8.count >= 5, word.utf8.allSatisfy({ $0 >= 97 && $0 <= 122 }), !known.contains(word) else {
            return nil
        }
        let bytes = Array(word.utf8)
        let letters = TypoTarget.letters(of: bytes)
        var found: [UInt8]?
        for n in (bytes.count - 1)...(bytes.count + 1) {
            for t in n < targets.count ? targets[n] : [] where (t.letters ^ letters).nonzeroBitCount <= 2 {
                let target = t.bytes
                guard EditDistance.isWithinOne(bytes, target) else { continue }
                let common = zip(bytes, target).prefix { $0.0 == $0.1 }.count
                if common >= max(bytes.count, target.count) - 2 { continue }
                if found != nil, found != target { return nil }
                found = target
            }
        }
        return found.map { String(decoding: $0, as: UTF8.self) }
    }
}

/// A money word a typo may stand for, with the set of its letters: one edit changes at
/// most two letters of the set (a substitution), so a word whose set differs in more is
/// turned away before the edit distance is computed.
private struct TypoTarget: Sendable {
    let bytes: [UInt8]
    let letters: UInt32

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        letters = Self.letters(of: bytes)
    }

    /// One bit per letter a–z the bytes hold (callers pass lowercase ASCII letters only).
    static func letters(of bytes: [UInt8]) -> UInt32 {
        var set: UInt32 = 0
        for b in bytes { set |= 1 << UInt32((b &- 97) & 31) }
        return set
    }
}
