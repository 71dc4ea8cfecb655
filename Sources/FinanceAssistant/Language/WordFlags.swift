/// Which of the lexicon's single-word lists a word is in, for the lists the message
/// readers ask about every word: read once per word (one array read by its `Vocabulary` number), then
/// asked as bits, instead of one `Set<String>` lookup per list and per ask.
///
/// The lists stay where they are (`Lexicon`, `ScopeCues`, `WordSets`); this only
/// compiles them.
struct WordFlags: OptionSet, Sendable {
    let rawValue: UInt32

    static let firstPerson = WordFlags(rawValue: 1 << 0)
    static let otherPeople = WordFlags(rawValue: 1 << 1)
    static let glue = WordFlags(rawValue: 1 << 2)
    static let filler = WordFlags(rawValue: 1 << 3)
    static let nonContent = WordFlags(rawValue: 1 << 4)
    static let limitCue = WordFlags(rawValue: 1 << 5)
    static let missingNegation = WordFlags(rawValue: 1 << 6)
    static let arrival = WordFlags(rawValue: 1 << 7)
    static let howTo = WordFlags(rawValue: 1 << 8)
    static let clauseJoin = WordFlags(rawValue: 1 << 9)
    static let rejection = WordFlags(rawValue: 1 << 10)
    static let shopCueBefore = WordFlags(rawValue: 1 << 11)
    static let shopCueAfter = WordFlags(rawValue: 1 << 12)
    static let placeWord = WordFlags(rawValue: 1 << 13)
    static let typoStopWord = WordFlags(rawValue: 1 << 14)
    static let articleContraction = WordFlags(rawValue: 1 << 15)
    /// A word a count may start with ("a", "deux", "dozen"); digits are read from the word itself.
    static let countStart = WordFlags(rawValue: 1 << 16)
    static let budgetWord = WordFlags(rawValue: 1 << 17)
    static let billNoun = WordFlags(rawValue: 1 << 18)
    static let billDeterminer = WordFlags(rawValue: 1 << 19)
    static let paidState = WordFlags(rawValue: 1 << 20)
    static let rateWord = WordFlags(rawValue: 1 << 21)
    static let accountWord = WordFlags(rawValue: 1 << 22)
    static let deadlineWord = WordFlags(rawValue: 1 << 23)
    static let paymentWord = WordFlags(rawValue: 1 << 24)
    static let oweWord = WordFlags(rawValue: 1 << 25)
    static let billedService = WordFlags(rawValue: 1 << 26)
    static let timeQuestion = WordFlags(rawValue: 1 << 27)
    static let dueWord = WordFlags(rawValue: 1 << 28)
    static let recordOrder = WordFlags(rawValue: 1 << 29)
    static let recordNoun = WordFlags(rawValue: 1 << 30)

    private static let lists: [(WordFlags, [String])] = [
        (.firstPerson, Array(Lexicon.firstPerson)), (.otherPeople, Array(ScopeCues.otherPeople)),
        (.glue, Array(Lexicon.glue)), (.filler, Array(WordSets.shared.fillers)),
        (.nonContent, Array(WordSets.shared.nonContent)), (.limitCue, Array(Lexicon.limitCues)),
        (.missingNegation, Array(ScopeCues.missingNegations)), (.arrival, Array(ScopeCues.arrivalWords)),
        (.howTo, Array(ScopeCues.howTo)), (.clauseJoin, Array(ScopeCues.clauseJoins)),
        (.rejection, Array(ScopeCues.rejections)), (.shopCueBefore, Array(Lexicon.shopCuesBefore)),
        (.shopCueAfter, Array(Lexicon.shopCuesAfter)), (.placeWord, Array(Lexicon.placeWords)),
        (.typoStopWord, Array(Lexicon.typoStopWords)), (.articleContraction, Array(Lexicon.articleContractions)),
        (.countStart, Array(NumberWords.countStarts)), (.budgetWord, Array(Lexicon.budgetWords)),
        (.billNoun, Array(Lexicon.billNouns)), (.billDeterminer, Array(Lexicon.billDeterminers)),
        (.paidState, Array(ScopeCues.paidStates)), (.rateWord, Array(ScopeCues.rateWords)),
        (.accountWord, Array(ScopeCues.accountWords)), (.deadlineWord, Array(ScopeCues.deadlineWords)),
        (.paymentWord, Array(ScopeCues.paymentWords)), (.oweWord, Array(ScopeCues.oweWords)),
        (.billedService, Array(ScopeCues.billedServices)), (.timeQuestion, Array(ScopeCues.timeQuestions)),
        (.dueWord, Array(ScopeCues.dueWords)), (.recordOrder, Array(ScopeCues.recordOrders)),
        (.recordNoun, Array(ScopeCues.recordNouns)),
    ]

    /// Each word's flags, by its number in the `Vocabulary` (past the end: none).
    private static let byID = WordBitsTable(lists.flatMap { flag, words in words.map { ($0, flag.rawValue) } })

    /// The flags of each word.
    static func of(_ words: [String]) -> [WordFlags] { of(WordIDs(words)) }

    /// The flags of each word, by its number.
    static func of(_ words: WordIDs) -> [WordFlags] { byID.of(words).map(WordFlags.init(rawValue:)) }
}
