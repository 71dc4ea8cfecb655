/// One family of cue phrases, as data: one way people say one thing, in the
/// language(s) they say it in, with what it means to the readers (its role and
/// weight), and sentences it must fire on and near misses it must not
/// (`CueFamilyTests` checks both, through the same matchers the readers use).
///
/// A phrase listed for one language fires only on a message that is not
/// plainly in the other one (`CueLanguage`): the French "à Nice" never reads
/// "a nice way to see my spending". Loanwords, brands and signs are `shared`.
struct CueFamily: Sendable {
    let name: String
    let role: CueRole
    /// What one of its phrases adds to its kind of question (intent cues only;
    /// the scope gate weighs `offTopic` shapes against the writer's own money).
    let weight: Double
    let band: CueBand
    let english: [String]
    let french: [String]
    /// Said the same way in both languages.
    let shared: [String]
    /// Messages in which one of its phrases must fire.
    let examples: [String]
    /// Near misses (a shared word, a look-alike) in which none may.
    let counterexamples: [String]
    /// The reason a refusal it caused carries (`bankService`: a question for the bank, GUIDE §16).
    let refusal: RefusalReason?
    /// A request the whole message is refused for, whatever else it asks (GUIDE §16: a
    /// message asking the bank and the ledger is refused, as §10.4 refuses half an advice
    /// request) — unless a topic shift withdraws it ("…anyway, how much did I spend?").
    let vetoes: Bool
    /// The bank's prices: asked as what they cost the writer over a period, the ledger's fees, not its terms
    /// (GUIDE §16: "how much did I pay in bank fees last month?" is answered).
    let namesPrices: Bool
    /// A problem said, not asked: what was spent asked after it is the question (GUIDE §16: "my card got declined
    /// at Lidl, how much did I spend there this month?").
    let reports: Bool
    /// An order to pay a bill: not one inside a question of when ("quand dois-je payer ma facture ?" asks its due
    /// date: `ScopeCues.deadlines`, `ScopeCues.obligations`).
    let ordersPayment: Bool

    init(
        _ name: String, _ role: CueRole, weight: Double = 0, band: CueBand = .unweighted,
        refusal: RefusalReason? = nil, vetoes: Bool = false, namesPrices: Bool = false, reports: Bool = false,
        ordersPayment: Bool = false, en: [String] = [],
        fr: [String] = [],
        both: [String] = [], examples: [String], counterexamples: [String]
    ) {
        self.name = name
        self.role = role
        self.weight = weight
        self.band = band
        self.refusal = refusal
        self.vetoes = vetoes
        self.namesPrices = namesPrices
        self.reports = reports
        self.ordersPayment = ordersPayment
        english = en
        french = fr
        shared = both
        self.examples = examples
        self.counterexamples = counterexamples
    }

    /// Every phrase with the language it is scoped to (`nil`: both).
    var phrases: [(phrase: String, language: Language?)] {
        english.map { ($0, .en) } + french.map { ($0, .fr) } + shared.map { ($0, nil) }
    }

    var languages: Set<Language> {
        var s: Set<Language> = []
        if !english.isEmpty { s.insert(.en) }
        if !french.isEmpty { s.insert(.fr) }
        if !shared.isEmpty { s.formUnion([.en, .fr]) }
        return s
    }
}

/// What a family's phrases do for the readers.
enum CueRole: Hashable, Sendable {
    /// A cue of a kind of question (`offTopic`: an off-topic question shape).
    case intent(Intent)
    /// A word of a money relation: next to "I / my / me" the message is the writer's money.
    case moneyRelation
    /// An opener of a question about the writer ("what's my", "combien m'a coûté").
    case ownOpener
    /// Words that withdraw what came before ("forget it", "laisse tomber").
    case retraction
    /// Words that move on from what came before without withdrawing what follows
    /// ("anyway", "in the meantime", "bref", "en attendant"): a clause of its own.
    case topicShift
    /// A request to act at the start of a clause ("transfer", "résilie").
    case actionVerb
    /// A request to act only before an amount ("send 50 €").
    case amountActionVerb
    /// What may precede a request to act ("please", "can you").
    case requestLead
    /// Prices compared between shops ("cheaper than").
    case priceComparison
    /// "how much" in so many words.
    case howMuch
    /// The bank's own products and channels (a card, a PIN, an overdraft): a refusal beside one is a bank question's.
    case bankProduct
    /// A shape that asks for a service, a way or a reason ("how do I", "can I", "pourquoi").
    case bankAsk
    /// The bank's things a service question is about ("card", "top up", "virement").
    case bankObject
    /// What has happened to one of the bank's things ("blocked", "bloquée"): beside it, a matter for the bank.
    case bankState
    /// Things that are the ledger's own words alone ("my balance", "a payment") and a matter for the bank only
    /// beside a state ("my balance hasn't updated", "un paiement annulé"); never with a service shape.
    case bankStateObject
}

/// How strongly a family speaks: the weight of its phrases lies in its band
/// (`CueFamilyTests` checks it), so a family's strength is said where it is
/// read, and a weight that leaves its band is a decision, not a slip.
enum CueBand: String, Sendable, CaseIterable {
    /// Weight 0: read so that no shorter cue fires inside it ("since payday").
    case swallowed
    /// Below 2.5: a hint, outweighed by any question about the writer's money.
    case weak
    /// 2.5 to 4: a cue that asks ("how much did I spend", "what is a").
    case medium
    /// 4 to 6: a cue that settles the kind of question.
    case strong
    /// 6 and more: outweighs a money word next to "my" (off-topic families that no record answers).
    case overriding
    /// Roles without a weight.
    case unweighted

    func contains(_ weight: Double) -> Bool {
        switch self {
        case .swallowed: return weight == 0
        case .weak: return weight > 0 && weight < 2.5
        case .medium: return weight >= 2.5 && weight < 4
        case .strong: return weight >= 4 && weight < 6
        case .overriding: return weight >= 6
        case .unweighted: return weight == 0
        }
    }
}

/// Which of a family's phrases may fire on a message: those of its language,
/// and the shared ones. A message is plainly English when it holds English
/// little words and no French ones (and the other way round); a mixed or a
/// bare message ("solde ?", "my solde stp") hears both.
enum CueLanguage: Sendable {
    case english, french, mixed

    /// English little words that are no French word once folded ("a" is "à", "me" and "on" are French too).
    static let englishMarkers: Set<String> = [
        "i", "you", "my", "the", "an", "and", "or", "how", "much", "what", "when", "where", "did", "do", "is",
        "are", "was", "at", "in", "for", "with", "since", "this", "last", "month", "week", "year", "spend",
        "spent", "left", "have", "has", "many", "which", "of", "to", "from", "it",
    ]
    /// French little words that are no English word once folded.
    static let frenchMarkers: Set<String> = [
        "je", "j", "tu", "il", "elle", "nous", "vous", "mon", "ma", "mes", "le", "la", "les", "des", "du", "de",
        "un", "une", "et", "ou", "combien", "quoi", "quand", "pour", "avec", "chez", "depuis", "ce", "cette",
        "mois", "semaine", "annee", "dernier", "derniere", "est", "ai", "reste", "depense", "qu", "c", "ca",
        "dans", "sur", "au", "aux", "en", "pas", "plus", "moins", "mais", "donc", "quel", "quelle",
    ]

    static func of(_ words: [String]) -> CueLanguage {
        var english = false
        var french = false
        for w in words {
            if !english, englishMarkers.contains(w) { english = true }
            if !french, frenchMarkers.contains(w) { french = true }
            if english && french { return .mixed }
        }
        if english { return .english }
        if french { return .french }
        return .mixed
    }
}

/// A phrase matcher per message language, built from cue families: the
/// phrases a plainly English message may hear, those a plainly French one
/// may, and all of them for the rest.
struct CueMatcher<Value: Sendable>: Sendable {
    private let english: PhraseMatcher<Value>
    private let french: PhraseMatcher<Value>
    private let mixed: PhraseMatcher<Value>

    /// `entries` in order, each with the language it is scoped to (`nil`: both);
    /// `merge` groups the values of one folded phrase.
    init(_ entries: [(phrase: String, language: Language?, value: Value)], merge: ([Value]) -> Value) {
        // Each phrase folded once for the three matchers (folding was most of the start-up's cue building).
        let keys = entries.map { TextFolding.fold($0.phrase) }
        var words: [String: [String]] = [:]
        for key in keys where words[key] == nil { words[key] = TextFolding.tokens(of: key).map(\.text) }
        func build(_ keep: (Language?) -> Bool) -> PhraseMatcher<Value> {
            var grouped: [String: [Value]] = [:]
            var order: [String] = []
            for (e, key) in zip(entries, keys) where keep(e.language) {
                if grouped[key] == nil { order.append(key) }
                grouped[key, default: []].append(e.value)
            }
            return PhraseMatcher(words: order.map { (words[$0] ?? [], merge(grouped[$0] ?? [])) })
        }
        english = build { $0 != .fr }
        french = build { $0 != .en }
        mixed = build { _ in true }
    }

    func matcher(for language: CueLanguage) -> PhraseMatcher<Value> {
        switch language {
        case .english: return english
        case .french: return french
        case .mixed: return mixed
        }
    }
}
