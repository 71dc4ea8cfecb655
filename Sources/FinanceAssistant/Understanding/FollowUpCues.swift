/// What a message says about the turn it follows (GUIDE §7): whether it is a
/// fragment once its follow-up wording is set aside ("right, and in 2024?",
/// "no sorry, I meant Lidl", "et Uber Eats sur la même période ?"), and
/// whether it points at the previous period or steps back from it.
struct FollowUpCues: Sendable {
    /// Content words besides period, shop, category, cue, opener, glue, fillers
    /// and follow-up wording: a follow-up fragment has none.
    let otherWordCount: Int
    /// "no", "sorry", "I meant", "plutôt": the message corrects the previous turn.
    let isCorrection: Bool
    /// "of that", "là-dedans": a part of the previous answer ("how much of that
    /// was Amazon?"), not a new question even with its own "how much".
    let narrowsPrevious: Bool
    /// A number, a unit, a month or a day: time words, even where no period was
    /// read ("what about 2024?", "and the day after?").
    let mentionsTime: Bool
    /// "and right now?", "et là maintenant ?": today, after a balance on a past day.
    let asksAboutNow: Bool
    /// "that month", "sur la même période": the previous turn's period (read
    /// by the period parser, `PeriodParser.Result.refersBack`).
    let pointsAtPreviousPeriod: Bool
    /// "the one before that", "celui d'avant": one step back from the previous period.
    let stepsBack: Bool
    /// "there", "j'y", "là-bas": a place named earlier.
    let refersToPlace: Bool

    private static let corrections = PhraseMatcher(Lexicon.corrections.map { ($0, true) })
    private static let fillers = PhraseMatcher(Lexicon.followUpFillers.map { ($0, true) })
    private static let withinPrevious = PhraseMatcher(Lexicon.withinPrevious.map { ($0, true) })
    private static let now = PhraseMatcher(Lexicon.asOfNow.map { ($0, true) })
    private static let stepBack = PhraseMatcher(Lexicon.stepBack.map { ($0, true) })
    private static let negations = PhraseMatcher(Lexicon.negations.map { ($0, true) })
    private static let places = PhraseMatcher(Lexicon.placeAnaphora.map { ($0, true) })

    /// - Parameters:
    ///   - covered: positions already read as period, shop, category, cue or opener.
    ///   - mentions: every shop and category named, also those set aside.
    ///   - flags: each word's `WordFlags`.
    init(words ids: WordIDs, flags: [WordFlags], covered: [Bool], mentions: [Range<Int>], pointsAtPreviousPeriod: Bool)
    {
        let words = ids.words
        var covered = covered
        for range in mentions { for k in range { covered[k] = true } }
        /// Covers the matcher's phrases; whether it found one.
        func cover(_ matcher: PhraseMatcher<Bool>) -> Bool {
            let found = matcher.matches(in: ids)
            for m in found { for k in m.range { covered[k] = true } }
            return !found.isEmpty
        }
        isCorrection = cover(Self.corrections)
        self.pointsAtPreviousPeriod = pointsAtPreviousPeriod
        narrowsPrevious = cover(Self.withinPrevious)
        asksAboutNow = cover(Self.now)
        stepsBack = cover(Self.stepBack)
        _ = cover(Self.negations)
        _ = cover(Self.fillers)
        otherWordCount = words.indices.filter { k in !covered[k] && flags[k].isDisjoint(with: [.glue, .filler]) }.count
        // The period grammar's table says in one lookup whether a word is a unit, a month or a weekday.
        let known = ids.resolved(for: PeriodTokens.WordFacts.needed)
        mentionsTime = words.indices.contains { k in
            guard !words[k].utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return true }
            guard let facts = PeriodTokens.WordFacts.of(id: known.ids[k]) else { return false }
            return facts.unit != nil || facts.month != nil || facts.weekday != nil
        }
        refersToPlace = Self.places.matches(in: ids).contains { m in
            Self.isPlace(m.range, in: words)
        }
    }

    /// "there" and "y" also say "there is" and "il y a": they point at a place
    /// only away from those words.
    private static func isPlace(_ range: Range<Int>, in words: [String]) -> Bool {
        guard range.count == 1, let around = Lexicon.existential[words[range.lowerBound]] else { return true }
        let before = range.lowerBound > 0 ? words[range.lowerBound - 1] : ""
        let after = range.upperBound < words.count ? words[range.upperBound] : ""
        return !around.contains(before) && !around.contains(after)
    }
}
