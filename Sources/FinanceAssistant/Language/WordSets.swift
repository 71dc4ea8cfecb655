/// The lexicon's lists, folded and indexed once for the readers that use them.
struct WordSets: Sendable {
    let money: PhraseMatcher<Bool>
    let relations: PhraseMatcher<Bool>
    let nonContent: Set<String>
    let timeWords: Set<String>
    let ownOpeners: PhraseMatcher<Bool>
    let retractions: PhraseMatcher<Bool>
    let fillers: Set<String>
    let openers: PhraseMatcher<Bool>
    let anaphora: PhraseMatcher<Bool>
    let intentCues: PhraseMatcher<[(Intent, Double)]>
    let instruments: PhraseMatcher<Bool>
    let recommendation: PhraseMatcher<Bool>
    let decisions: PhraseMatcher<Bool>
    let standaloneAdvice: PhraseMatcher<Bool>

    static let shared = WordSets()

    private init() {
        func set(_ words: [String]) -> PhraseMatcher<Bool> { PhraseMatcher(words.map { ($0, true) }) }
        money = set(Lexicon.moneyWords)
        relations = set(ScopeCues.relationWords)
        // Date words count as no content for the scope decision, whether or not the period grammar read them.
        timeWords = Set(
            ScopeCues.timeWords + PeriodLexicon.units.keys + PeriodLexicon.months.keys + PeriodLexicon.weekdays.keys)
        nonContent = Set(ScopeCues.nonContentWords + NumberWords.units.keys).union(timeWords)
        ownOpeners = set(ScopeCues.ownOpeners)
        retractions = set(ScopeCues.retractions)
        fillers = Set(Lexicon.fillers.map(TextFolding.fold))
        openers = set(Lexicon.followUpOpeners)
        anaphora = set(Lexicon.shopAnaphora)
        var grouped: [String: [(Intent, Double)]] = [:]
        var order: [String] = []
        for (phrase, intent, weight) in IntentCues.table {
            let key = TextFolding.fold(phrase)
            if grouped[key] == nil { order.append(key) }
            grouped[key, default: []].append((intent, weight))
        }
        intentCues = PhraseMatcher(order.map { ($0, grouped[$0]!) })
        instruments = set(AdvicePatterns.instruments)
        recommendation = set(AdvicePatterns.recommendationCues)
        decisions = set(AdvicePatterns.decisions)
        standaloneAdvice = set(AdvicePatterns.standalone)
    }
}
