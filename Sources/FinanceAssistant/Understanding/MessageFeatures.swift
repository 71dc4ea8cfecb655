/// Everything the deterministic layers read in one message, computed once and
/// shared by the rules classifier, the follow-up repair and the gates.
///
/// Nothing here depends on who read the kind of question: the same features
/// feed every backend's pipeline.
public struct MessageFeatures: Sendable {
    public let tokens: [Token]
    public let words: [String]
    public let periods: PeriodParser.Result
    public let merchant: MerchantReader.Match?
    let category: CategoryReader.Match?
    /// Sum of cue weights per kind of question, outside period and shop words.
    let cueScores: [Intent: Double]
    /// A money word, currency sign, category or known shop.
    public let hasFinanceEvidence: Bool
    /// Finance evidence, or a phrase only a money question uses ("how much is
    /// left", "where does my money go", "récap du mois"): what the scope gate
    /// accepts.
    public private(set) var isAboutMoney: Bool
    /// "I", "my", "je", "mon"…: the message is about the writer.
    let hasFirstPerson: Bool
    /// "the year before", "le mois d'avant": the unit before the previous
    /// turn's period (only a follow-up can resolve it).
    let shiftBack: CalendarUnit?
    /// Only fillers ("hmm", "ok", "?") or nothing at all.
    public let isContentless: Bool
    /// Starts like a follow-up ("and …", "what about …", "et …").
    public let startsLikeFollowUp: Bool
    /// Points back at the previous shop ("there", "y", "chez eux").
    public let refersToPreviousShop: Bool
    /// Words that are not period, shop, category, opener, glue or filler.
    let otherWordCount: Int
    /// A top-N count, when one is given.
    public let limit: Int?
    /// What the message says about the turn it follows.
    let followUp: FollowUpCues

    /// Whether any kind of question is cued (outside period wording).
    var hasIntentCue: Bool { cueScores.values.contains { $0 > 0 } }

    init(text: String, locale: Language?, merchantReader: MerchantReader, periodParser: PeriodParser) {
        let sets = WordSets.shared
        let tokens = TextFolding.tokens(of: text)
        self.tokens = tokens
        let words = tokens.map(\.text)
        self.words = words
        let shops = merchantReader.matches(in: tokens)
        var merchant = merchantReader.preferred(among: shops, words: words)
        // A shop's name written as one is no period ("Printemps Haussmann", "au Printemps");
        // a lower-case word that may be either yields to a period around it ("au printemps 2024").
        let strongShop =
            merchant.map { m in m.range.count > 1 || m.range.contains { tokens[$0].isCapitalized } } ?? false
        let found = periodParser.parse(
            tokens: tokens, locale: locale ?? LanguageGuess.guess(tokens: tokens),
            excluding: strongShop ? merchant.map { [$0.range] } ?? [] : [])
        if let m = merchant, !strongShop, found.spans.contains(where: { $0.overlaps(m.range) }) { merchant = nil }
        periods = found
        self.merchant = merchant
        let categories = CategoryReader.shared.matches(in: words)
            .filter { c in !shops.contains { $0.range.overlaps(c.range) } }
        let category = categories.first { !Negation.precedes($0.range, in: words) } ?? categories.first
        self.category = category

        var claimed = [Bool](repeating: false, count: words.count)
        for span in periods.spans { for i in span { claimed[i] = true } }
        if let m = merchant { for i in m.range { claimed[i] = true } }

        // Cues are read on the words outside period and shop wording, so that
        // "how did [last month] go" reads "how did go"; strong cues may also sit
        // inside a period phrase ("je vais [finir le mois] à combien").
        var scores: [Intent: Double] = [:]
        var strongest = 0.0
        var cueCovered = claimed
        let free = words.indices.filter { !claimed[$0] }
        let freeWords = free.map { words[$0] }
        func count(_ m: PhraseMatcher<[(Intent, Double)]>.Match, positions: [Int], minimum: Double = 0) {
            for (intent, weight) in m.value where weight >= minimum {
                scores[intent, default: 0] += weight
                if intent.isAnswerable { strongest = max(strongest, weight) }
            }
            for k in m.range { cueCovered[positions[k]] = true }
        }
        // Every start position counts its longest cue, so overlapping cues both
        // speak ("je peux [dépenser moins]").
        var coveredUpTo = 0
        for i in freeWords.indices {
            guard let m = sets.intentCues.longest(at: i, in: freeWords) else { continue }
            if m.range.upperBound <= coveredUpTo { continue }  // a tail of a longer cue already counted
            count(m, positions: free)
            coveredUpTo = m.range.upperBound
        }
        for span in periods.spans {
            let inside = Array(span)
            let spanWords = inside.map { words[$0] }
            for i in spanWords.indices {
                if let m = sets.intentCues.longest(at: i, in: spanWords), m.value.contains(where: { $0.1 >= 4.5 }) {
                    count(m, positions: inside, minimum: 4.5)
                }
            }
        }
        cueScores = scores

        let hasCurrency = words.contains { $0 == "€" || $0 == "$" || $0 == "£" }
        hasFinanceEvidence =
            hasCurrency || merchant != nil || category != nil || sets.money.contains(in: words)
        // "how much since Monday?", "combien en septembre ?": a bare "how much" about a
        // period, with nothing else in the message, is about money in a finance app.
        let bareHowMuch = periods.period.isSpecified && (scores[.spendingTotal] ?? 0) > 0
        isAboutMoney = hasFinanceEvidence || strongest >= 2.5 || bareHowMuch
        isContentless = words.allSatisfy { sets.fillers.contains($0) }
        // An opener may follow fillers: "ok and last year?", "ok so what about 2024?",
        // "bon et chez Lidl alors" ("what" of "what about" is a filler too).
        var opener: PhraseMatcher<Bool>.Match?
        for i in words.indices {
            opener = sets.openers.longest(at: i, in: words)
            if opener != nil || !sets.fillers.contains(words[i]) { break }
        }
        startsLikeFollowUp = opener != nil
        refersToPreviousShop = sets.anaphora.contains(in: words)
        hasFirstPerson = words.contains { Lexicon.firstPerson.contains($0) }
        shiftBack = periods.shiftBack

        var covered = cueCovered
        if let c = category { for k in c.range { covered[k] = true } }
        if let o = opener { for k in o.range { covered[k] = true } }
        otherWordCount =
            words.indices.filter { k in
                !covered[k] && !Lexicon.glue.contains(words[k]) && !sets.fillers.contains(words[k])
            }.count
        followUp = FollowUpCues(
            words: words, covered: covered, mentions: shops.map(\.range) + categories.map(\.range),
            pointsAtPreviousPeriod: periods.refersBack)
        // Only a bare "how much" about a period: other content words make it a general question.
        if bareHowMuch && otherWordCount > 1 { isAboutMoney = hasFinanceEvidence || strongest >= 2.5 }
        limit = MessageFeatures.limit(in: words, claimed: claimed)
    }

    /// A count next to a top-N cue: "top 3", "my five biggest", "les 2 catégories".
    private static func limit(in words: [String], claimed: [Bool]) -> Int? {
        var i = 0
        while i < words.count {
            if !claimed[i], let (n, len) = NumberWords.count(at: i, in: words), (1...50).contains(n),
                words[i] != "un" && words[i] != "une" && words[i] != "one" || (i > 0 && words[i - 1] == "top")
            {
                let after = i + len
                if after < words.count,
                    ["€", "$", "£", "%", "euros", "euro", "eur", "balles", "times", "fois"]
                        .contains(words[after])
                {
                    i = after
                    continue
                }
                let window = max(0, i - 2)..<min(words.count, after + 3)
                if window.contains(where: { Lexicon.limitCues.contains(words[$0]) }) { return n }
                i = after
            } else {
                i += 1
            }
        }
        return nil
    }
}
