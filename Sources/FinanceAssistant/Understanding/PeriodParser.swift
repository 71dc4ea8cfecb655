/// Reads the period of one message, deterministically, in English and French.
///
/// The model is never asked for a period (the seeds saw it guess one): this
/// parser is the only source. It reads the message as tokens with roles
/// (`PeriodTokens`: date parts, connectors, relative words, all from
/// `PeriodLexicon`), finds every period mention with the productions of the
/// grammar (`PeriodGrammar+…` files; the longest mention at each position
/// wins), then decides which is the period asked about and which is the
/// reference of a comparison ("than", "vs", "par rapport à" — wherever it stands).
///
/// It needs `today` to name months and years: "in April" said on 18 March 2026
/// is `month:2025-04`.
public struct PeriodParser: Sendable {
    /// The periods a message names.
    public struct Result: Hashable, Sendable {
        public var period: Period = .unspecified
        public var comparison: Period = .unspecified
        /// Token positions covered by period wording.
        public var spans: [Range<Int>] = []
        /// "the year before", "le mois d'avant": the unit before the previous
        /// turn's period, which only the follow-up repair can resolve.
        public var shiftBack: CalendarUnit?
        /// "that month", "ce mois-là", "the same period": the previous turn's
        /// period, which only the follow-up repair can resolve.
        public var refersBack = false
        /// "and the second week?": that week of the previous turn's month (days
        /// 8–14), which only the follow-up repair can resolve; 0 is the last week.
        public var weekOfPrevious: Int?
        /// "l'année précédente": `period` is the previous year, and in a follow-up
        /// the year before the one just discussed (`shiftBack`) replaces it.
        public var shiftBackReplacesPeriod = false
    }

    /// One period wording: an impossible date ("31/02") is a mention with no
    /// period, so that no other reading takes its words.
    struct Mention {
        var period: Period
        var range: Range<Int>
        var refersBack = false
        /// "l'année précédente": also the unit before a previous turn's period.
        var shiftBack: CalendarUnit?
        var weekOfPrevious: Int?
    }

    /// Words beyond which a message is read as a paste followed by a question.
    static let longMessage = 60

    let calendar: BudgetCalendar
    let phrases = PhraseMatcher(PeriodLexicon.phrases)

    public init(calendar: BudgetCalendar) {
        self.calendar = calendar
    }

    /// Reads the period(s) of a message; without a locale the message's own
    /// words decide how a numeric day is ordered.
    public func parse(_ text: String, locale: Language? = nil) -> Result {
        let tokens = TextFolding.tokens(of: text)
        // The words numbered once, for the language guess and the grammar.
        let words = WordIDs(tokens.map(\.text))
        return parse(tokens: tokens, words: words, locale: locale ?? LanguageMarks.guess(LanguageMarks.of(words)))
    }

    /// Reads the period(s) of folded tokens, skipping the words in `excluded`
    /// (a shop's name: "Printemps Haussmann" is no spring).
    public func parse(tokens: [Token], locale: Language, excluding excluded: [Range<Int>] = []) -> Result {
        parse(tokens: tokens, words: WordIDs(tokens.map(\.text)), locale: locale, excluding: excluded)
    }

    /// `parse(tokens:locale:excluding:)` with the tokens' words already read.
    func parse(tokens: [Token], words: WordIDs, locale: Language, excluding excluded: [Range<Int>] = []) -> Result {
        var words = words
        for range in excluded { words = words.blanking(range.clamped(to: 0..<words.count), as: "") }
        let t = PeriodTokens(words: words, glue: tokens.map(\.glue), order: locale == .fr ? .dayFirst : .monthFirst)
        let all = mentions(in: t)
        var result = Result()
        result.spans = all.map(\.range)
        result.refersBack = all.contains(where: \.refersBack)
        result.weekOfPrevious = all.lazy.compactMap(\.weekOfPrevious).first
        var mentions = all.filter { $0.period.isSpecified }
        if let (unit, span) = shiftBack(in: t) {
            result.shiftBack = unit
            result.spans.append(span)
        } else if let unit = mentions.lazy.compactMap(\.shiftBack).first {
            result.shiftBack = unit
            result.shiftBackReplacesPeriod = true
        }
        // A long paste ending in a question ("…so how much did I spend on Airbnb last
        // year?"): the periods of the last sentence that has one are the question's.
        if tokens.count > PeriodParser.longMessage, let last = mentions.last {
            let sentenceStart = tokens[..<last.range.lowerBound].lastIndex(where: \.startsSentence) ?? 0
            mentions.removeAll { $0.range.lowerBound < sentenceStart }
        }
        guard let first = mentions.first else { return result }
        if mentions.count == 1 {
            if hasComparisonCue(before: first.range.lowerBound, after: 0, in: t) || isChangeReference(first, in: t) {
                result.comparison = first.period
            } else {
                result.period = first.period
            }
            return result
        }
        // The reference is the side after the comparison cue, wherever it
        // stands: "compared with March, did I spend more in April?".
        let second = mentions[1]
        if hasComparisonCue(before: first.range.lowerBound, after: 0, in: t),
            !hasComparisonCue(before: second.range.lowerBound, after: first.range.upperBound, in: t)
        {
            result.period = second.period
            result.comparison = first.period
        } else {
            result.period = first.period
            // Two periods compare only when the message says so: a cue, a compare
            // verb, or "and" between them ("January and February?").
            let joined = (first.range.upperBound..<second.range.lowerBound).contains {
                t.is(.rangeAnd, $0) || t.is(.comparison, $0) || PeriodLexicon.alternatives.contains(t.words[$0])
            }
            let compares =
                (0..<t.count).contains { t.is(.comparison, $0) && !t.is(.weakComparison, $0) }
                || setsSideBySide(before: t.count, in: t)
            if joined || compares { result.comparison = second.period }
            // "did it go up from January to March?": a change runs from the reference to the period asked about.
            let between = first.range.upperBound..<second.range.lowerBound
            if between.contains(where: { t.is(.rangeEnd, $0) }),
                hasChangeVerb(before: first.range.lowerBound, in: t)
            {
                result.period = second.period
                result.comparison = first.period
            }
        }
        return result
    }

    /// "the month before", "the year before that", "le mois d'avant", "l'année d'avant".
    private func shiftBack(in t: PeriodTokens) -> (CalendarUnit, Range<Int>)? {
        for i in 0..<t.count {
            // "the weekend before", "le week-end d'avant": a week back, like the week itself.
            let weekend = t.weekend(i)
            guard let unit = weekend.map({ (CalendarUnit.week, $0) }) ?? t.unit(i).map({ ($0, 1) }) else { continue }
            let start = t.is(.article, i - 1) ? i - 1 : i
            let after = i + unit.1
            // "the month before last" is two back, read by the grammar.
            if t.phrase(.beforeLastAfter, at: after) != nil { continue }
            if let len = t.phrase(.shiftBackAfter, at: after) {
                return (unit.0, start..<(after + len))
            }
        }
        return nil
    }

    // MARK: - Mentions

    func mentions(in t: PeriodTokens) -> [Mention] {
        var found: [Mention] = []
        var i = 0
        while i < t.count {
            if var m = mention(at: i, in: t) {
                if t.isWord(.s, m.range.upperBound), let part = possessivePart(of: m, in: t) { m = part }
                if t.is(.rangeStart, m.range.upperBound), let days = daysOf(m, in: t) { m = days }
                found.append(m)
                i = m.range.upperBound
            } else {
                i += 1
            }
        }
        return found
    }

    /// "this month from the 4th to the 23rd", "last month between the 1st and the 10th", "ce mois-ci du 4 au 23":
    /// a span of days after a month is in that month, read again as "from the 4th to the 23rd of this month".
    private func daysOf(_ month: Mention, in t: PeriodTokens) -> Mention? {
        switch month.period {
        case .month, .current(.month), .previous(.month), .next(.month): break
        default: return nil
        }
        let (ownerWords, ownerGlue) = ownWords(of: month, in: t)
        guard !ownerWords.isEmpty else { return nil }
        let p = month.range.upperBound
        for q in stride(from: min(t.count, p + 8), to: p + 2, by: -1) {
            let words = Array(t.words[p..<q]) + ["of"] + ownerWords
            let glue: [Token.Glue] = [.none] + t.glue[(p + 1)..<q] + [.none] + ownerGlue
            if let period = wholePeriod(of: words, glue: glue, order: t.order), case .range = period {
                return Mention(period: period, range: month.range.lowerBound..<q)
            }
        }
        return nil
    }

    /// Words put in a new order, read again: the period of one mention that covers them all, if any.
    private func wholePeriod(of words: [String], glue: [Token.Glue], order: PeriodTokens.DateOrder) -> Period? {
        let again = PeriodTokens(words: words, glue: glue, order: order)
        guard let m = mention(at: 0, in: again), m.range == 0..<words.count else { return nil }
        return m.period
    }

    /// A mention's words without its preposition ("in 2024", "en janvier"), and their glue, the first none.
    private func ownWords(of m: Mention, in t: PeriodTokens) -> ([String], [Token.Glue]) {
        let from = t.is(.yearCue, m.range.lowerBound) || t.is(.dayOpener, m.range.lowerBound) ? 1 : 0
        let r = (m.range.lowerBound + from)..<m.range.upperBound
        guard !r.isEmpty else { return ([], []) }
        return (Array(t.words[r]), [.none] + t.glue[r].dropFirst())
    }

    /// "last year's first quarter", "this year's first half", "last month's 5th", "2024's last week": a part
    /// after a period's possessive is that part "of" the period. The part and its owner are read again in that
    /// order ("the first quarter of last year"), so every part the grammar reads "of" a period reads here too;
    /// words that name no part ("last year's spending") leave the period as it was.
    private func possessivePart(of owner: Mention, in t: PeriodTokens) -> Mention? {
        let p = owner.range.upperBound + 1
        // The owner without its preposition ("in 2024's last day").
        let (ownerWords, ownerGlue) = ownWords(of: owner, in: t)
        guard !ownerWords.isEmpty else { return nil }
        // A part is a few words: the longest that reads whole, with "the" before it or not ("December of last year").
        for q in stride(from: min(t.count, p + 5), to: p, by: -1) {
            let part = Array(t.words[p..<q])
            let partGlue: [Token.Glue] = [.none] + t.glue[(p + 1)..<q]
            for article in [["the"], []] {
                let words = article + part + ["of"] + ownerWords
                let glue = article.map { _ in Token.Glue.none } + partGlue + [.none] + ownerGlue
                if let period = wholePeriod(of: words, glue: glue, order: t.order), period != owner.period {
                    return Mention(period: period, range: owner.range.lowerBound..<q)
                }
            }
        }
        return nil
    }

    /// The longest period mention starting at `i`.
    func mention(at i: Int, in t: PeriodTokens) -> Mention? {
        // "and the whole?" ends where a period would start (found by libFuzzer).
        guard i < t.count else { return nil }
        // "the whole of last week", "tout le mois de mars", "all of 2025": the same period.
        if t.startsWholeOf(i), let len = t.phrase(.wholeOf, at: i) {
            let after = mention(at: i + len, in: t)
            if var m = after, m.range.lowerBound == i + len {
                m.range = i..<m.range.upperBound
                return m
            }
            // "all week (long)", "the whole month", "this entire year", "toute la semaine": the current unit, where
            // no period starts there ("the whole month of March", "toute l'année dernière" are read without this; a
            // unit with more after it, "all month of", is left alone).
            let k = i + len
            if after == nil, t.weekend(k) == nil, let unit = t.unit(k), !t.is(.of, k + 1), t.count(at: k + 1) == nil {
                return Mention(period: .current(unit), range: i..<(t.isWord(.long, k + 1) ? k + 2 : k + 1))
            }
        }
        // "at" starts only a holiday ("at Easter"): one flag asked, not every production.
        if t.is(.holidayOpener, i) { return t.startsHoliday(i + 1) ? date(at: i, in: t) : nil }
        // Most words start no period: one set lookup rules them out.
        let word = t.words[i]
        guard t.isTrigger(i) || word.utf8.first.map({ $0 >= 48 && $0 <= 57 }) == true else {
            if t.startsAside(i) { return asideMention(at: i, in: t) }
            // A holiday's first word starts only what `holidayMention(at:)` reads, not every production (many of
            // them are common words: "new", "good").
            return t.startsHoliday(i) ? holidayMention(at: i, in: t) : nil
        }
        var best: Mention?
        func consider(_ m: Mention?) {
            if let m, m.range.count > (best?.range.count ?? 0) { best = m }
        }
        consider(samePeriod(at: i, in: t))
        consider(range(at: i, in: t))
        consider(since(at: i, in: t))
        consider(fixedPhrase(at: i, in: t))
        consider(relative(at: i, in: t))
        consider(ago(at: i, in: t))
        consider(sameDayBack(at: i, in: t))
        consider(thisUnitYearsBack(at: i, in: t))
        consider(weekOfMonth(at: i, in: t))
        consider(weekOfDay(at: i, in: t))
        consider(weekNumber(at: i, in: t))
        consider(weekOfPrevious(at: i, in: t))
        consider(dayOnly(at: i, in: t))
        consider(weekend(at: i, in: t))
        consider(workweek(at: i, in: t))
        consider(quarterOrHalf(at: i, in: t))
        consider(quarterSpan(at: i, in: t))
        // After the quarters and halves: "the first six months of 2025" stays the half they read.
        consider(partOf(at: i, in: t))
        consider(thirdOfMonth(at: i, in: t))
        consider(decade(at: i, in: t))
        consider(century(at: i, in: t))
        consider(season(at: i, in: t))
        consider(date(at: i, in: t))
        consider(placedHoliday(at: i, in: t))
        consider(weekdayHoliday(at: i, in: t))  // after the placed one: "lundi de Pâques 2017" is that day
        consider(month(at: i, in: t))
        consider(year(at: i, in: t))
        consider(yearFirst(at: i, in: t))
        consider(weekday(at: i, in: t))
        consider(weekdayDate(at: i, in: t))
        consider(weekdayAndDay(at: i, in: t))
        consider(nthWeekday(at: i, in: t))
        consider(monthDay(at: i, in: t))
        consider(weekdayOfWeek(at: i, in: t))
        consider(nextWeekday(at: i, in: t))
        consider(weekdayTwoAway(at: i, in: t))
        consider(dayFromNamedDay(at: i, in: t))
        consider(afterYear(at: i, in: t))  // "après" is a trigger too
        consider(lastNextDate(at: i, in: t))
        consider(daySpan(at: i, in: t))
        consider(unitBeside(at: i, in: t))
        // "in 2007 to 2014", "on Monday to Wednesday": the span after a preposition, where the reading at the
        // preposition ("in 2007") would stop inside it. The preposition stays outside: "came in between
        // January and March" still says "came in".
        // A span needs its connector close by: most prepositions have none, and `range(at:)` is not free.
        if t.is(.spanCue, i),
            (i + 2..<max(i + 2, min(t.count, i + 16))).contains(where: {
                t.is(.rangeEnd, $0) || t.is(.rangeAnd, $0) || t.isJoined($0, by: .dash)
            }),
            let span = range(at: i + 1, in: t) ?? daySpan(at: i + 1, in: t) ?? quarterSpan(at: i + 1, in: t),
            span.range.upperBound > best?.range.upperBound ?? i
        {
            return span
        }
        return best.map { openEnded($0, in: t) ?? $0 }
    }

    /// The longest mention an aside word starts (`asideStarts`): a third of a month, a day next to a named one
    /// ("veille de Noël", also a holiday's first word), a year's end on.
    private func asideMention(at i: Int, in t: PeriodTokens) -> Mention? {
        var best: Mention?
        for m in [thirdOfMonth(at: i, in: t), dayFromNamedDay(at: i, in: t), afterYear(at: i, in: t)]
        where (m?.range.count ?? 0) > (best?.range.count ?? 0) {
            best = m
        }
        if t.startsHoliday(i), let m = holidayMention(at: i, in: t), m.range.count > (best?.range.count ?? 0) {
            best = m
        }
        return best.map { openEnded($0, in: t) ?? $0 }
    }

    /// What a holiday's first word starts alone: a placed holiday or a span from it ("Easter 2015", "Christmas to
    /// New Year's Day"), else a bare holiday holding a weekday read whole as no period ("Easter Sunday").
    private func holidayMention(at i: Int, in t: PeriodTokens) -> Mention? {
        let placed = placedHoliday(at: i, in: t)
        let span = range(at: i, in: t)
        return ((span?.range.count ?? 0) > (placed?.range.count ?? 0) ? span : placed) ?? spentOnHoliday(at: i, in: t)
            ?? weekdayHoliday(at: i, in: t)
    }

    /// "how much did I spend Thanksgiving", "what did I pay Black Friday": a holiday right after a spending verb,
    /// ending the message, is its day without "on" (the latest not after today). Followed by more words it
    /// may name no day ("spend Christmas shopping", "paid Christmas bonus").
    private func spentOnHoliday(at i: Int, in t: PeriodTokens) -> Mention? {
        guard t.is(.spendVerb, i - 1), let (part, end) = holiday(at: i, in: t), end == t.count,
            let month = part.month, let day = part.day, let d = resolve(day: day, month: month, year: part.year)
        else { return nil }
        return Mention(period: .day(d), range: i..<end)
    }

    /// A named period and its start on: "2016 onwards", "March or later", "from 2016 on", "2016 et après", "2024 to
    /// date" are `since` its first day (not after today); "2026 so far", said in 2026, is 2026.
    private func openEnded(_ m: Mention, in t: PeriodTokens) -> Mention? {
        let end = m.range.upperBound
        let soFar = t.phrase(.soFar, at: end)
        let len =
            soFar ?? t.phrase(.openEnds, at: end)
            ?? (t.isWord(.on, end) && t.isWord(.from, m.range.lowerBound - 1) && end + 1 == t.count ? 1 : nil)
        guard let len else { return nil }
        switch m.period {
        case .year, .month, .quarter, .half, .day, .range: break
        default: return nil
        }
        guard let interval = m.period.interval(in: calendar), interval.start <= calendar.today else { return nil }
        let range = m.range.lowerBound..<(end + len)
        if soFar != nil, calendar.today < interval.end { return Mention(period: m.period, range: range) }
        return Mention(period: .since(interval.start), range: range)
    }

    /// "after 2016", "après 2016": since the first day of the next year (none when it is still to come).
    private func afterYear(at i: Int, in t: PeriodTokens) -> Mention? {
        guard t.isAfterYear(i), let (y, len) = t.year(i + 1),
            !t.isGluedToNumber(i + 1), !isAmount(yearAt: i + 1, length: len, in: t)
        else { return nil }
        let start = Day(unchecked: y + 1, 1, 1)
        return Mention(period: start <= calendar.today ? .since(start) : .unspecified, range: i..<(i + 1 + len))
    }

    static let wholeOfStarts = Set(PeriodLexicon.wholeOf.map { $0[0] })

    /// Words that start only `asideMention(at:in:)`'s productions ("mid March", "veille de", "after 2016"): common
    /// words ("start", "after") that would run every production as triggers.
    static let asideStarts: Set<String> =
        Set(PeriodLexicon.monthThirds.keys).union(PeriodLexicon.nextDays.keys).union(PeriodLexicon.afterYear)

    /// Every word a period mention can start with (numbers aside).
    static let triggers: Set<String> = {
        var words: Set<String> = ["on", "a", "un", "une", "in", "sur", "over", "for", "within", "ici", "sous", "dans"]
        for table in [
            PeriodLexicon.this, PeriodLexicon.past, PeriodLexicon.lastAfter, PeriodLexicon.lastPlural,
            PeriodLexicon.nextBefore, PeriodLexicon.yearCues, PeriodLexicon.fortnights, PeriodLexicon.rangeStarts,
            PeriodLexicon.since, PeriodLexicon.articles, PeriodLexicon.dayOpeners, PeriodLexicon.weekends,
            PeriodLexicon.halves, Set(PeriodLexicon.ordinals.keys), Set(PeriodLexicon.units.keys),
            Set(PeriodLexicon.months.keys), Set(PeriodLexicon.weekdays.keys), Set(PeriodLexicon.seasons.keys),
            Set(PeriodLexicon.quarterNames.keys), Set(PeriodLexicon.halfNames.keys), Set(PeriodLexicon.halfSides.keys),
            Set(PeriodLexicon.countSides.keys), Set(PeriodLexicon.decadeNames.keys), PeriodLexicon.decadeOpeners,
            Set(PeriodLexicon.weekdayAbbreviations.keys),
            Set(NumberWords.units.keys), Set(NumberWords.collectives.keys), Set(NumberWords.yearCenturies.keys),
        ] {
            words.formUnion(table)
        }
        for phrases in [
            PeriodLexicon.weekendPhrases, PeriodLexicon.beforeLastBefore, PeriodLexicon.agoBefore,
            PeriodLexicon.startingFrom, NumberWords.yearThousands, PeriodLexicon.samePeriod, PeriodLexicon.samePrefix,
            PeriodLexicon.sameDay,
        ] {
            for p in phrases { words.insert(p[0]) }
        }
        for (phrase, _) in PeriodLexicon.phrases {
            if let first = TextFolding.tokens(of: phrase).first { words.insert(first.text) }
        }
        // "aux Rameaux"; a holiday's first word is asked apart (`mention(at:)`).
        words.formUnion(PeriodLexicon.frenchHolidayOpeners)
        return words
    }()

    /// "did it go up from Monday to Friday?", "the difference between March and April", "compare 2024 to
    /// 2025": words before `index` that set two periods side by side, so "from X to Y" is no span.
    func setsSideBySide(before index: Int, in t: PeriodTokens) -> Bool {
        (0..<index).contains {
            t.is(.compareVerb, $0) || t.phrase(.changeVerbs, at: $0) != nil || t.phrase(.differenceNouns, at: $0) != nil
        }
    }

    /// "did my transport costs go up since last month?": after a change verb,
    /// "since" introduces the reference of a comparison, not a start.
    private func isChangeReference(_ m: Mention, in t: PeriodTokens) -> Bool {
        let at = m.range.lowerBound
        guard t.is(.since, at) || t.is(.since, at - 1) else { return false }
        return hasChangeVerb(before: at, in: t)
    }

    /// Whether a change verb ("go up", "augmenté") stands before token `index`.
    private func hasChangeVerb(before index: Int, in t: PeriodTokens) -> Bool {
        (0..<index).contains { t.phrase(.changeVerbs, at: $0) != nil }
    }

    /// Whether a comparison cue sits just before token `index` (after `floor`),
    /// with only little words between ("than in March", "par rapport au mois dernier").
    func hasComparisonCue(before index: Int, after floor: Int, in t: PeriodTokens) -> Bool {
        var k = index - 1
        var linked = false
        let compareLinks = t.order == .dayFirst ? PeriodLexicon.compareLinksFrench : PeriodLexicon.compareLinksEnglish
        while k >= floor, t.is(.comparisonLink, k) {
            if compareLinks.contains(t.words[k]) { linked = true }
            k -= 1
        }
        guard k >= floor, t.is(.comparison, k) else { return false }
        // "with" and "over" compare only in "compared with", "this month over last";
        // "compare March and April" names the subject first, "compare to March" the reference.
        if t.is(.weakComparison, k) { return false }
        if t.is(.compareVerb, k) { return linked }
        return true
    }
}
