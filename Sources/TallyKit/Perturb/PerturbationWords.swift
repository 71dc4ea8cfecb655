import FinanceAssistant
import TallyModel
import TallyReports

/// The words the perturbations add, declared once, by language. Shop names
/// come from the catalog (`ShopNames`); these are only what the assistant has
/// no table of: fillers, unrelated small talk, and period phrases as whole
/// phrases (the pipeline's period lexicon holds single folded words).
enum PerturbationWords {
    // MARK: filler

    /// Said before the question: "hey, how much …".
    static let openers: [Language: [String]] = [
        .en: ["hey", "hi", "ok so", "please", "quick question"],
        .fr: ["salut", "dis-moi", "stp", "coucou", "petite question"],
    ]
    /// Said at its end, before the question mark: "… please?".
    static let pleas: [Language: [String]] = [
        .en: ["please", "if you can", "pls"],
        .fr: ["stp", "s'il te plaît", "steuplé"],
    ]
    /// Said after it: "…? thanks".
    static let thanks: [Language: [String]] = [
        .en: ["thanks", "thx", "thank you"],
        .fr: ["merci", "merci d'avance"],
    ]
    /// Faces only: no money, no object, nothing a reader could take for a subject.
    static let emoji = ["🙂", "🙏", "🤔", "😅", "😊"]
    /// Trailing punctuation a question may end with (one is chosen that differs from the original's).
    static let endings = ["", "?", "??", "?!", "...", " ?"]

    // MARK: history

    /// Unrelated exchanges: no money, no shop, no period, no category — so a
    /// self-contained question after one means what it meant alone.
    static let smallTalk: [Language: [String]] = [
        .en: [
            "What's the weather like in Lyon?", "Can you recommend a good novel?", "How do I make pancakes?",
            "Who painted the Mona Lisa?", "Tell me a joke about cats.",
        ],
        .fr: [
            "Quel temps fait-il à Lyon ?", "Tu peux me conseiller un bon roman ?", "Comment on fait des crêpes ?",
            "Qui a peint la Joconde ?", "Raconte-moi une blague sur les chats.",
        ],
    ]

    // MARK: homoglyphs

    /// Latin letters and the Cyrillic letters drawn the same.
    static let homoglyphs: [Character: Character] = [
        "a": "а", "c": "с", "e": "е", "i": "і", "o": "о", "p": "р", "x": "х", "y": "у",
        "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "K": "К", "M": "М", "O": "О", "P": "Р", "T": "Т",
        "X": "Х",
    ]

    // MARK: periods

    /// When a period lies: the swap keeps a question's tense ("how much did I
    /// spend next month" says nothing a careful reader can label).
    enum Tense: Sendable { case pastOrPresent, future }

    /// A period as a whole phrase, with the period it denotes (docs/periods.md).
    struct PeriodPhrase: Sendable {
        var text: String
        var period: Period
        var tense: Tense
        /// Relative to the period being discussed in a follow-up ("and the
        /// previous month?" after "in January" is December): used only in a
        /// conversation's first turn, where it can only mean the one before now.
        var anaphoric = false

        /// "the previous month": a noun phrase, which English introduces with a preposition.
        var isNounPhrase: Bool { text.hasPrefix("the ") }

        init(_ text: String, _ period: Period, _ tense: Tense = .pastOrPresent, anaphoric: Bool = false) {
            self.text = text
            self.period = period
            self.tense = tense
            self.anaphoric = anaphoric
        }
    }

    /// Phrases by language. A paraphrase is any phrase of the same language
    /// whose period covers the same days (`Period.interval(in:)`), so "the past
    /// 12 months" and "the past year" paraphrase each other and "last month"
    /// (the budget month) and "in February" never do.
    static let periodPhrases: [Language: [PeriodPhrase]] = [
        .en: [
            PeriodPhrase("last month", .previous(.month)),
            PeriodPhrase("the previous month", .previous(.month), anaphoric: true),
            PeriodPhrase("this month", .current(.month)),
            PeriodPhrase("the current month", .current(.month)),
            PeriodPhrase("last year", .previous(.year)),
            PeriodPhrase("the previous year", .previous(.year), anaphoric: true),
            PeriodPhrase("this year", .current(.year)),
            PeriodPhrase("the current year", .current(.year)),
            PeriodPhrase("last week", .previous(.week)),
            PeriodPhrase("the previous week", .previous(.week), anaphoric: true),
            PeriodPhrase("this week", .current(.week)),
            PeriodPhrase("the current week", .current(.week)),
            PeriodPhrase("last quarter", .previous(.quarter)),
            PeriodPhrase("this quarter", .current(.quarter)),
            PeriodPhrase("yesterday", .previous(.day)),
            PeriodPhrase("today", .current(.day)),
            PeriodPhrase("the past 3 months", .trailing(3, .month)),
            PeriodPhrase("the last 3 months", .trailing(3, .month)),
            PeriodPhrase("the last three months", .trailing(3, .month)),
            PeriodPhrase("the past 6 months", .trailing(6, .month)),
            PeriodPhrase("the last six months", .trailing(6, .month)),
            PeriodPhrase("the past 12 months", .trailing(12, .month)),
            PeriodPhrase("the last twelve months", .trailing(12, .month)),
            PeriodPhrase("the past year", .trailing(1, .year)),
            PeriodPhrase("next month", .next(.month), .future),
            PeriodPhrase("next week", .next(.week), .future),
        ],
        .fr: [
            PeriodPhrase("le mois dernier", .previous(.month)),
            PeriodPhrase("le mois passé", .previous(.month)),
            PeriodPhrase("le mois précédent", .previous(.month), anaphoric: true),
            PeriodPhrase("ce mois-ci", .current(.month)),
            PeriodPhrase("ce mois ci", .current(.month)),
            PeriodPhrase("ce mois", .current(.month)),
            PeriodPhrase("le mois en cours", .current(.month)),
            PeriodPhrase("l'année dernière", .previous(.year)),
            PeriodPhrase("l'an dernier", .previous(.year)),
            PeriodPhrase("l'année passée", .previous(.year)),
            PeriodPhrase("l'année précédente", .previous(.year), anaphoric: true),
            PeriodPhrase("cette année", .current(.year)),
            PeriodPhrase("l'année en cours", .current(.year)),
            PeriodPhrase("la semaine dernière", .previous(.week)),
            PeriodPhrase("la semaine passée", .previous(.week)),
            PeriodPhrase("la semaine précédente", .previous(.week), anaphoric: true),
            PeriodPhrase("cette semaine", .current(.week)),
            PeriodPhrase("le trimestre dernier", .previous(.quarter)),
            PeriodPhrase("ce trimestre", .current(.quarter)),
            PeriodPhrase("hier", .previous(.day)),
            PeriodPhrase("aujourd'hui", .current(.day)),
            PeriodPhrase("les 3 derniers mois", .trailing(3, .month)),
            PeriodPhrase("les trois derniers mois", .trailing(3, .month)),
            PeriodPhrase("les 6 derniers mois", .trailing(6, .month)),
            PeriodPhrase("les six derniers mois", .trailing(6, .month)),
            PeriodPhrase("les 12 derniers mois", .trailing(12, .month)),
            PeriodPhrase("les douze derniers mois", .trailing(12, .month)),
            PeriodPhrase("le mois prochain", .next(.month), .future),
            PeriodPhrase("la semaine prochaine", .next(.week), .future),
        ],
    ]

    /// Words after which a phrase cannot be swapped without breaking the
    /// grammar: an article before "the previous month" ("in the the …"), or —
    /// in French — "de"/"à" before "le"/"les" (which contract to du/au/des/aux).
    static let articles: Set<String> = [
        "the", "a", "this", "that", "le", "la", "les", "ce", "cette", "du", "au", "des",
    ]
    static let contractingPrepositions: Set<String> = ["de", "à", "a"]
    /// English: "the previous month" needs a preposition where "last month"
    /// needs none ("spent in the previous month", "spent last month"); after
    /// these words a phrase already has one.
    static let prepositions: Set<String> = [
        "in", "over", "during", "within", "throughout", "for", "from", "of", "to", "than", "vs", "versus", "since",
        "and", "or", "between", "before", "after", "until", "by",
    ]
    /// After these, "last month" would not do: "in last month".
    static let containerPrepositions: Set<String> = ["in", "over", "during", "within", "throughout"]
}
