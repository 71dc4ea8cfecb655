/// Reads the period of one message, deterministically, in English and French.
///
/// The model is never asked for a period (the seeds saw it guess one): this
/// parser is the only source. It finds every period mention, then decides
/// which is the period asked about and which, after a comparison cue ("than",
/// "vs", "par rapport à"), is the reference.
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
    }

    struct Mention {
        var period: Period
        var range: Range<Int>
    }

    let calendar: BudgetCalendar
    private let phrases = PhraseMatcher(PeriodLexicon.phrases)

    public init(calendar: BudgetCalendar) {
        self.calendar = calendar
    }

    /// Reads the period(s) of a message.
    public func parse(_ text: String) -> Result {
        parse(words: TextFolding.tokens(of: text).map(\.text))
    }

    /// Reads the period(s) of folded words.
    public func parse(words: [String]) -> Result {
        let all = self.mentions(in: words)
        var result = Result()
        result.spans = all.map(\.range)
        let mentions = all.filter { $0.period.isSpecified }
        if let (unit, span) = shiftBack(in: words) {
            result.shiftBack = unit
            result.spans.append(span)
        }
        guard let first = mentions.first else { return result }

        if mentions.count == 1 {
            if hasComparisonCue(before: first.range.lowerBound, after: 0, in: words) {
                result.comparison = first.period
            } else {
                result.period = first.period
            }
            return result
        }
        result.period = first.period
        let second = mentions[1]
        // "January and February", "this month vs last month", "compare X with Y"
        result.comparison = second.period
        return result
    }

    /// "the month before", "the year before that", "le mois d'avant", "l'année d'avant".
    private func shiftBack(in w: [String]) -> (CalendarUnit, Range<Int>)? {
        for i in w.indices {
            guard let (unit, len) = unit(at: i, in: w) else { continue }
            let after = i + len
            let start = i > 0 && ["the", "le", "la", "l"].contains(w[i - 1]) ? i - 1 : i
            if after < w.count, w[after] == "before" {
                let end = after + 1 < w.count && w[after + 1] == "that" ? after + 2 : after + 1
                return (unit, start..<end)
            }
            if after + 1 < w.count, w[after] == "d", w[after + 1] == "avant" {
                return (unit, start..<(after + 2))
            }
        }
        return nil
    }

    // MARK: - Mentions

    func mentions(in words: [String]) -> [Mention] {
        var found: [Mention] = []
        var i = 0
        while i < words.count {
            if let m = mention(at: i, in: words) {
                found.append(m)
                i = m.range.upperBound
            } else {
                i += 1
            }
        }
        return found
    }

    /// The longest period mention starting at `i`.
    private func mention(at i: Int, in w: [String]) -> Mention? {
        // Most words start no period: one set lookup rules them out.
        let word = w[i]
        guard PeriodParser.triggers.contains(word) || word.utf8.first.map({ $0 >= 48 && $0 <= 57 }) == true else {
            return nil
        }
        var best: Mention?
        func consider(_ m: Mention?) {
            if let m, m.range.count > (best?.range.count ?? 0) { best = m }
        }
        consider(rangeMention(at: i, in: w))
        consider(sinceMention(at: i, in: w))
        consider(fixedPhrase(at: i, in: w))
        consider(relativeMention(at: i, in: w))
        consider(monthMention(at: i, in: w))
        consider(yearMention(at: i, in: w))
        consider(weekdayMention(at: i, in: w))
        return best
    }

    /// Every word a period mention can start with (numbers aside).
    static let triggers: Set<String> = {
        var words: Set<String> = [
            "from", "between", "de", "du", "entre", "since", "depuis", "starting", "partir", "the", "le", "la", "l",
            "on", "last", "previous", "prior", "within", "ici", "sous", "dans", "in", "sur", "over", "for", "a", "un",
            "une", "dernier", "derniere", "next", "coming", "upcoming", "following", "these",
        ]
        words.formUnion(PeriodLexicon.units.keys)
        words.formUnion(PeriodLexicon.months.keys)
        words.formUnion(PeriodLexicon.weekdays.keys)
        words.formUnion(PeriodLexicon.this)
        words.formUnion(PeriodLexicon.past)
        words.formUnion(PeriodLexicon.lastAfter)
        words.formUnion(PeriodLexicon.lastPlural)
        words.formUnion(PeriodLexicon.nextBefore)
        words.formUnion(PeriodLexicon.yearCues)
        words.formUnion(PeriodLexicon.fortnights)
        words.formUnion(NumberWords.units.keys)
        words.formUnion(NumberWords.collectives.keys)
        for (phrase, _) in PeriodLexicon.phrases {
            if let first = TextFolding.tokens(of: phrase).first { words.insert(first.text) }
        }
        return words
    }()

    private func fixedPhrase(at i: Int, in w: [String]) -> Mention? {
        guard let m = phrases.longest(at: i, in: w) else { return nil }
        var end = m.range.upperBound
        // "du mois" is this month — unless it is "du mois dernier / prochain / d'avant".
        if w[i] == "du", m.range.count == 2, end < w.count,
            PeriodLexicon.lastAfter.contains(w[end]) || PeriodLexicon.nextAfter.contains(w[end])
                || PeriodLexicon.elapsed.contains(w[end]) || w[end] == "d"
        {
            return nil
        }
        let period: Period
        switch m.value {
        case .fixed(let p): period = p
        case .none: period = .unspecified
        case .sincePayday: period = .since(calendar.budgetMonth(containing: calendar.today).start)
        case .sinceHoliday(let month, let day):
            period = .since(Day(unchecked: latestYear(startingMonth: month, day: day), month, day))
        case .yearsAgo(let n): period = .year(calendar.today.year - n)
        case .dayBeforeYesterday:
            let d = calendar.today.adding(days: -2)
            period = .range(d, d)
        case .lastWeekend, .thisWeekend:
            let monday = calendar.today.adding(days: 1 - calendar.today.weekday)
            let saturday = monday.adding(days: 5)
            let shift = { if case .lastWeekend = m.value { return -7 } else { return 0 } }()
            // On a weekend day, "this weekend" is the one we are in; "last weekend" the one before.
            period = .range(saturday.adding(days: shift), saturday.adding(days: shift + 1))
        case .quarter(let q):
            var year = latestYear(startingMonth: (q - 1) * 3 + 1)
            if let (y, len) = explicitYear(at: end, in: w) {
                year = y
                end += len
            }
            let start = Day(unchecked: year, (q - 1) * 3 + 1, 1)
            period = .range(start, start.adding(months: 3).adding(days: -1))
        case .half(let h):
            var year = latestYear(startingMonth: h == 1 ? 1 : 7)
            if let (y, len) = explicitYear(at: end, in: w) {
                year = y
                end += len
            }
            let start = Day(unchecked: year, h == 1 ? 1 : 7, 1)
            period = .range(start, start.adding(months: 6).adding(days: -1))
        }
        return Mention(period: period, range: i..<end)
    }

    /// "this month", "last week", "the last 8 months", "past thirty days",
    /// "next month", "in the next 10 days", "le mois dernier",
    /// "les 3 derniers mois", "d'ici deux semaines", "depuis trois mois".
    private func relativeMention(at i: Int, in w: [String]) -> Mention? {
        let word = w[i]
        // this / current UNIT [ci]
        if PeriodLexicon.this.contains(word), let (unit, len) = unit(at: i + 1, in: w) {
            var end = i + 1 + len
            if end < w.count, w[end] == "ci" { end += 1 }
            // "this past month" → a rolling month
            return Mention(period: .current(unit), range: i..<end)
        }
        // the past / next fortnight
        if PeriodLexicon.past.contains(word), fortnight(at: i + 1, in: w) {
            return trailing(2, .week, range: i..<(i + 2))
        }
        if PeriodLexicon.nextBefore.contains(word), fortnight(at: i + 1, in: w) {
            return coming(2, .week, range: i..<(i + 2))
        }
        // la dernière douzaine de jours / la dernière quinzaine
        if word == "derniere" || word == "dernieres" || word == "derniers", i + 1 < w.count,
            let n = NumberWords.collectives[w[i + 1]]
        {
            if i + 3 < w.count, w[i + 2] == "de" || w[i + 2] == "d", let (unit, ulen) = unit(at: i + 3, in: w) {
                return trailing(n, unit, range: i..<(i + 3 + ulen))
            }
            if w[i + 1] == "quinzaine" { return trailing(15, .day, range: i..<(i + 2)) }
        }
        // (the) last / past / previous [N] UNIT
        if PeriodLexicon.past.contains(word) {
            let hasArticle = word == "last" && i > 0 && (w[i - 1] == "the" || w[i - 1] == "these")
            if let (n, nlen) = NumberWords.count(at: i + 1, in: w), let (unit, ulen) = unit(at: i + 1 + nlen, in: w),
                n <= 400
            {
                return trailing(n, unit, range: i..<(i + 1 + nlen + ulen))
            }
            if let (unit, ulen) = unit(at: i + 1, in: w) {
                let range = i..<(i + 1 + ulen)
                if word == "past" || word == "recent" || word == "trailing" || hasArticle
                    || (i > 0 && w[i - 1] == "this")
                {
                    return trailing(1, unit, range: (i > 0 && w[i - 1] == "this" ? i - 1 : i)..<range.upperBound)
                }
                return Mention(period: .previous(unit), range: range)
            }
        }
        // [le/la/l'] UNIT dernier / passé / précédent ; UNIT prochain
        if let (unit, ulen) = unit(at: i, in: w), i + ulen < w.count {
            let after = w[i + ulen]
            let start = i > 0 && ["le", "la", "l"].contains(w[i - 1]) ? i - 1 : i
            if PeriodLexicon.lastAfter.contains(after) {
                return Mention(period: .previous(unit), range: start..<(i + ulen + 1))
            }
            // "le mois écoulé", "la semaine écoulée": a rolling unit
            if PeriodLexicon.elapsed.contains(after) {
                return trailing(1, unit, range: start..<(i + ulen + 1))
            }
            if PeriodLexicon.nextAfter.contains(after), unit == .week || unit == .month {
                return Mention(period: .next(unit), range: start..<(i + ulen + 1))
            }
        }
        // le/la dernier(e) UNIT → a rolling unit ("sur le dernier mois")
        if (word == "dernier" || word == "derniere"), let (unit, ulen) = unit(at: i + 1, in: w) {
            return trailing(1, unit, range: i..<(i + 1 + ulen))
        }
        // N derniers UNIT / derniers N UNIT ; N prochains UNIT
        if let (n, nlen) = NumberWords.count(at: i, in: w), i + nlen < w.count {
            let next = w[i + nlen]
            if PeriodLexicon.lastPlural.contains(next), let (unit, ulen) = unit(at: i + nlen + 1, in: w) {
                return trailing(n, unit, range: i..<(i + nlen + 1 + ulen))
            }
            if PeriodLexicon.nextPlural.contains(next), let (unit, ulen) = unit(at: i + nlen + 1, in: w) {
                return coming(n, unit, range: i..<(i + nlen + 1 + ulen))
            }
            // "30 derniers" handled; "the 8 last months"
            if next == "last", let (unit, ulen) = unit(at: i + nlen + 1, in: w) {
                return trailing(n, unit, range: i..<(i + nlen + 1 + ulen))
            }
            // "N UNIT à venir" / "N UNIT qui viennent"
            if let (unit, ulen) = unit(at: i + nlen, in: w), i + nlen + ulen < w.count {
                let after = w[i + nlen + ulen]
                if after == "a" && i + nlen + ulen + 1 < w.count && w[i + nlen + ulen + 1] == "venir" {
                    return coming(n, unit, range: i..<(i + nlen + ulen + 2))
                }
                if PeriodLexicon.lastPlural.contains(after) {
                    return trailing(n, unit, range: i..<(i + nlen + ulen + 1))
                }
            }
        }
        if PeriodLexicon.lastPlural.contains(word), let (n, nlen) = NumberWords.count(at: i + 1, in: w),
            let (unit, ulen) = unit(at: i + 1 + nlen, in: w)
        {
            return trailing(n, unit, range: i..<(i + 1 + nlen + ulen))
        }
        // next / coming [N] UNIT ; "in the coming weeks" without N is vague
        if PeriodLexicon.nextBefore.contains(word) {
            if let (n, nlen) = NumberWords.count(at: i + 1, in: w), let (unit, ulen) = unit(at: i + 1 + nlen, in: w) {
                return coming(n, unit, range: i..<(i + 1 + nlen + ulen))
            }
            if let (unit, ulen) = unit(at: i + 1, in: w) {
                if word == "next" && (unit == .week || unit == .month) {
                    let hasArticle = i > 0 && w[i - 1] == "the"
                    if !hasArticle { return Mention(period: .next(unit), range: i..<(i + 1 + ulen)) }
                }
                return coming(1, unit, range: i..<(i + 1 + ulen))
            }
        }
        // within / in / d'ici / sous / dans N UNIT (forward); depuis / sur N UNIT (rolling)
        if ["within", "ici", "sous", "dans"].contains(word) || (word == "in" && i + 1 < w.count && w[i + 1] != "the") {
            var j = i + 1
            if j < w.count, ["les", "the"].contains(w[j]) { j += 1 }
            if let (n, nlen) = NumberWords.count(at: j, in: w), let (unit, ulen) = unit(at: j + nlen, in: w) {
                if j + nlen + ulen < w.count, PeriodLexicon.lastPlural.contains(w[j + nlen + ulen]) {
                    return trailing(n, unit, range: i..<(j + nlen + ulen + 1))
                }
                if word == "in" && n == 1 { return nil }
                return coming(n, unit, range: i..<(j + nlen + ulen))
            }
        }
        if word == "depuis" || word == "sur" || word == "over" || word == "for",
            let (n, nlen) = NumberWords.count(at: i + 1, in: w), n > 1 || word != "for"
        {
            // "sur une douzaine de mois", "over a couple of months"
            var u = i + 1 + nlen
            if u < w.count, ["de", "d", "of"].contains(w[u]) { u += 1 }
            if let (unit, ulen) = unit(at: u, in: w) { return trailing(n, unit, range: i..<(u + ulen)) }
        }
        return nil
    }

    private func trailing(_ n: Int, _ unit: CalendarUnit, range: Range<Int>) -> Mention? {
        guard n >= 1 else { return nil }
        switch unit {
        case .quarter: return Mention(period: .trailing(3 * n, .month), range: range)
        default: return Mention(period: .trailing(n, unit), range: range)
        }
    }

    private func coming(_ n: Int, _ unit: CalendarUnit, range: Range<Int>) -> Mention? {
        guard n >= 1 else { return nil }
        switch unit {
        case .quarter: return Mention(period: .coming(3 * n, .month), range: range)
        case .year: return Mention(period: .coming(12 * n, .month), range: range)
        default: return Mention(period: .coming(n, unit), range: range)
        }
    }

    /// A unit word at `i` ("months", "semaine", "fortnight" = 2 weeks).
    private func unit(at i: Int, in w: [String]) -> (CalendarUnit, Int)? {
        guard i < w.count else { return nil }
        if let unit = PeriodLexicon.units[w[i]] { return (unit, 1) }
        return nil
    }

    /// "fortnight" is two weeks: "the past fortnight", "the next fortnight".
    private func fortnight(at i: Int, in w: [String]) -> Bool {
        i < w.count && PeriodLexicon.fortnights.contains(w[i])
    }

    // MARK: - Months, years, days

    /// "in March", "March 2024", "mars dernier", "last March", "3 May",
    /// "the 3rd of May", "March 1st".
    private func monthMention(at i: Int, in w: [String]) -> Mention? {
        if let (day, start) = datePhrase(at: i, in: w) { return Mention(period: .range(day, day), range: i..<start) }
        var j = i
        var explicitLast = false
        if j < w.count, w[j] == "last" || w[j] == "previous" {
            explicitLast = true
            j += 1
        }
        guard j < w.count, let month = PeriodLexicon.months[w[j]] else { return nil }
        if PeriodLexicon.ambiguousMonths.contains(w[j]), !explicitLast, !monthCue(before: j, after: j + 1, in: w) {
            return nil
        }
        var end = j + 1
        var year: Int
        if let (y, len) = explicitYear(at: end, in: w) {
            year = y
            end += len
        } else if end < w.count, PeriodLexicon.lastAfter.contains(w[end]) {
            explicitLast = true
            year = latestYear(startingMonth: month, strictlyBeforeCurrentMonth: true)
            end += 1
        } else if end + 1 < w.count, w[end] == "last", w[end + 1] == "year" {
            year = calendar.today.year - 1
            end += 2
        } else if end + 2 < w.count, ["de", "l"].contains(w[end]), PeriodLexicon.units[w[end + 1]] == .year,
            PeriodLexicon.lastAfter.contains(w[end + 2])
        {
            year = calendar.today.year - 1  // "mars de l'an dernier"
            end += 3
        } else {
            year = latestYear(startingMonth: month, strictlyBeforeCurrentMonth: explicitLast)
        }
        return Mention(period: .month(year: year, month: month), range: i..<end)
    }

    /// Whether an ambiguous month word ("may", "mai") sits next to a period cue.
    private func monthCue(before j: Int, after k: Int, in w: [String]) -> Bool {
        if j > 0,
            [
                "in", "since", "from", "to", "of", "during", "en", "depuis", "de", "d", "au", "a", "and", "et",
                "mois", "until", "till", "through", "for", "le", "fin", "debut", "end", "start", "early", "late", "mid",
            ]
            .contains(w[j - 1])
        {
            return true
        }
        if k < w.count, w[k].utf8.first.map({ $0 >= 48 && $0 <= 57 }) == true { return true }
        if k < w.count, PeriodLexicon.lastAfter.contains(w[k]) { return true }
        return j == w.count - 1 && j > 0
    }

    /// A day and month (and maybe a year) at `i`: "3 May", "the 3rd of May",
    /// "March 1st", "le 1er mars", "15/03". Returns the day and the index after it.
    func datePhrase(at i: Int, in w: [String]) -> (Day, Int)? {
        var j = i
        if j < w.count, w[j] == "the" || w[j] == "le" { j += 1 }
        // DAY [of] MONTH [YEAR]
        if let d = dayOfMonth(w, j) {
            var k = j + 1
            if k < w.count, w[k] == "of" { k += 1 }
            if k < w.count, let month = PeriodLexicon.months[w[k]] {
                return finishDate(day: d, month: month, after: k + 1, in: w)
            }
            // 15/03 or 15/03/2026 (folded to "15 03")
            if k < w.count, let m = Int(w[k]), (1...12).contains(m), w[k].utf8.count <= 2, w[j].utf8.count <= 2,
                w[j].allSatisfy(\.isNumber)
            {
                return finishDate(day: d, month: m, after: k + 1, in: w)
            }
            return nil
        }
        // MONTH DAY [YEAR]
        if j < w.count, let month = PeriodLexicon.months[w[j]], j + 1 < w.count, let d = dayOfMonth(w, j + 1),
            explicitYear(at: j + 1, in: w) == nil
        {
            return finishDate(day: d, month: month, after: j + 2, in: w)
        }
        return nil
    }

    private func finishDate(day d: Int, month: Int, after k: Int, in w: [String]) -> (Day, Int)? {
        var end = k
        var year: Int
        if let (y, len) = explicitYear(at: k, in: w) {
            year = y
            end += len
        } else {
            // the latest such day not after today
            year = calendar.today.year
            if let candidate = Day(year: year, month: month, day: min(d, Day.daysIn(month: month, year: year))),
                candidate > calendar.today
            {
                year -= 1
            }
        }
        guard let day = Day(year: year, month: month, day: min(d, Day.daysIn(month: month, year: year))) else {
            return nil
        }
        return (day, end)
    }

    /// A day of month with no month: "the 10th", "le 25", "le 1er du mois" —
    /// the latest such day not after today.
    func dayOfMonthOnly(at i: Int, in w: [String]) -> (Day, Int)? {
        var j = i
        if j < w.count, w[j] == "the" || w[j] == "le" { j += 1 }
        guard j < w.count, let d = dayOfMonth(w, j), plausibleYear(w[j]) == nil else { return nil }
        var end = j + 1
        // A month after it makes it a full date, handled elsewhere.
        if end < w.count,
            PeriodLexicon.months[w[end]] != nil
                || w[end] == "of" && end + 1 < w.count
                    && PeriodLexicon.months[w[end + 1]] != nil
        {
            return nil
        }
        if end < w.count, w[end].allSatisfy(\.isNumber) { return nil }  // "15 03" is a date
        if let (len, _) = currentMonthWords(at: end, in: w) { end += len }
        let today = calendar.today
        var candidate = Day(
            unchecked: today.year, today.month, min(d, Day.daysIn(month: today.month, year: today.year)))
        if candidate > today {
            let previous = today.firstOfMonth.adding(months: -1)
            candidate = Day(
                unchecked: previous.year, previous.month, min(d, Day.daysIn(month: previous.month, year: previous.year))
            )
        }
        return (candidate, end)
    }

    /// "of this month", "of the month", "du mois", "de ce mois" after a day: the current calendar month.
    private func currentMonthWords(at i: Int, in w: [String]) -> (Int, Int)? {
        let phrases: [[String]] = [
            ["of", "this", "month"], ["of", "the", "month"], ["this", "month"], ["du", "mois"],
            ["de", "ce", "mois"], ["ce", "mois", "ci"], ["de", "ce", "mois", "ci"], ["ce", "mois"],
        ]
        for p in phrases.sorted(by: { $0.count > $1.count })
        where i + p.count <= w.count && Array(w[i..<(i + p.count)]) == p {
            return (p.count, calendar.today.month)
        }
        return nil
    }

    /// "3", "3rd", "1st", "1er", "premier", "21st" → a day of month.
    private func dayOfMonth(_ w: [String], _ i: Int) -> Int? {
        guard i < w.count else { return nil }
        var s = w[i]
        if s == "premier" || s == "first" { return 1 }
        for suffix in ["st", "nd", "rd", "th", "er", "eme", "e"] where s.hasSuffix(suffix) && s.count > suffix.count {
            s.removeLast(suffix.count)
            break
        }
        guard s.utf8.count <= 2, s.allSatisfy(\.isNumber), let d = Int(s), (1...31).contains(d) else { return nil }
        return d
    }

    /// A four-digit year at `i` (optionally after "of"/"de"), when it is not an amount.
    private func explicitYear(at i: Int, in w: [String]) -> (Int, Int)? {
        var j = i
        if j < w.count, w[j] == "of" || w[j] == "de" || w[j] == "en" { j += 1 }
        guard j < w.count, let y = plausibleYear(w[j]) else { return nil }
        if j + 1 < w.count, PeriodLexicon.amountCuesAfter.contains(w[j + 1]) { return nil }
        return (y, j + 1 - i)
    }

    private func plausibleYear(_ word: String) -> Int? {
        guard word.utf8.count == 4, let y = Int(word), (1990...2100).contains(y) else {
            // "'24" folds to "24" — too ambiguous; only four digits count
            return nil
        }
        return y
    }

    /// "2024", "in 2023", "en 2025" — but not "2024 euros" or "more than 2000".
    private func yearMention(at i: Int, in w: [String]) -> Mention? {
        var j = i
        if PeriodLexicon.yearCues.contains(w[i]) {
            if i >= 1, PeriodLexicon.amountCuePairs.contains(w[i - 1] + " " + w[i]) { return nil }
            j += 1
        }
        guard j < w.count, let y = plausibleYear(w[j]) else { return nil }
        if j + 1 < w.count, PeriodLexicon.amountCuesAfter.contains(w[j + 1]) { return nil }
        if j == i, i > 0, PeriodLexicon.amountCuesBefore.contains(w[i - 1]) { return nil }
        if i >= 2, PeriodLexicon.amountCuePairs.contains(w[i - 2] + " " + w[i - 1]) { return nil }
        if j == i, i > 0, w[i - 1].allSatisfy(\.isNumber) { return nil }  // "1 2024" (a split amount)
        return Mention(period: .year(y), range: i..<(j + 1))
    }

    /// "on Monday", "lundi" → that day; used after "since" too.
    private func weekdayMention(at i: Int, in w: [String]) -> Mention? {
        var j = i
        if w[j] == "on" || w[j] == "last" { j += 1 }
        guard j < w.count, let weekday = PeriodLexicon.weekdays[w[j]] else { return nil }
        if j + 1 < w.count, PeriodLexicon.lastAfter.contains(w[j + 1]) {
            let d = latestWeekday(weekday, before: calendar.today)
            return Mention(period: .range(d, d), range: i..<(j + 2))
        }
        let d = latestWeekday(weekday, notAfter: calendar.today)
        return Mention(period: .range(d, d), range: i..<(j + 1))
    }

    // MARK: - since, ranges

    /// "since June", "since 3 May", "since Monday", "depuis juin", "depuis le 3 mai", "depuis 2024".
    private func sinceMention(at i: Int, in w: [String]) -> Mention? {
        guard ["since", "depuis", "from", "starting", "partir"].contains(w[i]) else { return nil }
        var j = i + 1
        // "à partir de janvier", "starting from March"
        if w[i] == "partir" {
            guard j < w.count, ["de", "du", "d"].contains(w[j]) else { return nil }
            j += 1
        } else if w[i] == "starting", j < w.count, w[j] == "from" || w[j] == "in" {
            j += 1
        }
        // "since the start of February", "depuis début février"
        if j < w.count,
            ["debut", "start", "beginning", "early"].contains(w[j])
                || (j + 2 < w.count && w[j] == "the"
                    && ["start", "beginning"].contains(w[j + 1]) && w[j + 2] == "of")
        {
            var k = j + (w[j] == "the" ? 3 : 1)
            if k < w.count, w[k] == "of" || w[k] == "de" || w[k] == "d" { k += 1 }
            if k < w.count, PeriodLexicon.months[w[k]] != nil { j = k }
        }
        if j < w.count, ["the", "le", "last", "mid"].contains(w[j]),
            w[j] != "last" || PeriodLexicon.months[safe: w, j + 1] != nil
        {
            j += 1
        }
        let open = ["since", "depuis", "partir", "starting"].contains(w[i])
        if open, j < w.count, w[j] == "yesterday" || w[j] == "hier" {
            return Mention(period: .since(calendar.today.adding(days: -1)), range: i..<(j + 1))
        }
        if open, j < w.count, let (day, end) = dayOfMonthOnly(at: j, in: w) {
            return Mention(period: .since(day), range: i..<end)
        }
        if let (day, end) = datePhrase(at: j, in: w) {
            guard open || !hasRangeEnd(at: end, in: w) else { return nil }
            return Mention(period: .since(day), range: i..<end)
        }
        if j < w.count, let month = PeriodLexicon.months[w[j]] {
            if !open { return nil }
            var end = j + 1
            var year = latestYear(startingMonth: month, strictlyBeforeCurrentMonth: i + 1 < j && w[i + 1] == "last")
            if let (y, len) = explicitYear(at: end, in: w) {
                year = y
                end += len
            } else if end < w.count, PeriodLexicon.lastAfter.contains(w[end]) {
                year = latestYear(startingMonth: month, strictlyBeforeCurrentMonth: true)
                end += 1
            }
            return Mention(period: .since(Day(unchecked: year, month, 1)), range: i..<end)
        }
        if open, j < w.count, let weekday = PeriodLexicon.weekdays[w[j]] {
            var end = j + 1
            var d = latestWeekday(weekday, notAfter: calendar.today)
            if end < w.count, PeriodLexicon.lastAfter.contains(w[end]) || (j > i + 1 && w[j - 1] == "last") {
                d = latestWeekday(weekday, before: calendar.today)
                if PeriodLexicon.lastAfter.contains(w[end]) { end += 1 }
            }
            return Mention(period: .since(d), range: i..<end)
        }
        if open, j < w.count, let y = plausibleYear(w[j]) {
            return Mention(period: .since(Day(unchecked: y, 1, 1)), range: i..<(j + 1))
        }
        return nil
    }

    private func hasRangeEnd(at i: Int, in w: [String]) -> Bool {
        i < w.count && ["to", "till", "until", "through", "a", "au", "jusqu", "and", "et", "thru"].contains(w[i])
    }

    /// "from January to March", "between the 1st and the 15th of March",
    /// "de janvier à mars", "du 3 au 10 février", "entre le 1er et le 15 mars".
    private func rangeMention(at i: Int, in w: [String]) -> Mention? {
        guard ["from", "between", "de", "du", "entre"].contains(w[i]) else { return nil }
        var j = i + 1
        if j < w.count, ["the", "le"].contains(w[j]) { j += 1 }
        guard let (startPart, afterStart) = rangeEndpoint(at: j, in: w), afterStart < w.count,
            hasRangeEnd(at: afterStart, in: w)
        else { return nil }
        var k = afterStart + 1
        if k < w.count, w[k] == "qu" { k += 1 }  // jusqu'au
        if k < w.count, ["the", "le", "au", "a"].contains(w[k]) { k += 1 }
        // "from the 20th of February to now", "du 11 à aujourd'hui" → since that day
        if k < w.count, ["now", "today", "maintenant", "aujourd", "date"].contains(w[k]) {
            var end = k + 1
            if w[k] == "aujourd", end < w.count, w[end] == "hui" { end += 1 }
            if let (day, _) = dayOfMonthOnly(at: j, in: w), startPart.month == nil {
                return Mention(period: .since(day), range: i..<end)
            }
            guard let sm = startPart.month else { return nil }
            let year = startPart.year ?? latestYear(startingMonth: sm, day: startPart.day ?? 1)
            let d = Day(unchecked: year, sm, min(startPart.day ?? 1, Day.daysIn(month: sm, year: year)))
            return Mention(period: .since(d), range: i..<end)
        }
        guard let (endPart, endIndex) = rangeEndpoint(at: k, in: w) else { return nil }

        // Fill the parts the speaker left out: "1st and 15th of March", "January to March 2025".
        let endMonth = endPart.month ?? startPart.month
        let startMonth = startPart.month ?? endPart.month
        var afterEnd = endIndex
        var thisMonth: Int?
        // "from the 1st to the 10th of this month", "du 1er au 10 de ce mois"
        if startMonth == nil, let (len, month) = currentMonthWords(at: afterEnd, in: w) {
            thisMonth = month
            afterEnd += len
        }
        guard let sm = startMonth ?? thisMonth, let em = endMonth ?? thisMonth else { return nil }
        var endYear = endPart.year ?? startPart.year
        var startYear = startPart.year ?? endPart.year
        if startYear == nil {
            // the latest such span whose start is not after today
            let sy = latestYear(startingMonth: sm, day: startPart.day ?? 1)
            startYear = sy
            endYear = em < sm ? sy + 1 : sy
        } else if endYear == nil || (startPart.year == nil && em < sm) {
            endYear = em < sm ? startYear! + 1 : startYear!
        } else if startPart.year == nil, let ey = endYear {
            startYear = sm > em ? ey - 1 : ey
        }
        guard let y1 = startYear, let y2 = endYear else { return nil }
        let d1 = Day(unchecked: y1, sm, min(startPart.day ?? 1, Day.daysIn(month: sm, year: y1)))
        let d2 = Day(
            unchecked: y2, em, min(endPart.day ?? Day.daysIn(month: em, year: y2), Day.daysIn(month: em, year: y2)))
        guard d1 <= d2 else { return nil }
        return Mention(period: .range(d1, d2), range: i..<afterEnd)
    }

    private struct Endpoint {
        var day: Int?
        var month: Int?
        var year: Int?
    }

    /// A range endpoint: "March", "March 2025", "the 1st", "1er mars", "15 March 2025".
    private func rangeEndpoint(at i: Int, in w: [String]) -> (Endpoint, Int)? {
        guard i < w.count else { return nil }
        var e = Endpoint()
        var j = i
        if let d = dayOfMonth(w, j), plausibleYear(w[j]) == nil {
            e.day = d
            j += 1
            if j < w.count, w[j] == "of" { j += 1 }
            // "01/03" folds to "01 03": a numeric month
            if j < w.count, w[j].utf8.count <= 2, w[j].allSatisfy(\.isNumber), let m = Int(w[j]), (1...12).contains(m),
                w[j - 1].allSatisfy(\.isNumber)
            {
                e.month = m
                j += 1
                if let (y, len) = explicitYear(at: j, in: w) {
                    e.year = y
                    j += len
                }
                return (e, j)
            }
        }
        if j < w.count, let m = PeriodLexicon.months[w[j]] {
            e.month = m
            j += 1
            if e.day == nil, let d = dayOfMonth(w, j), explicitYear(at: j, in: w) == nil {
                e.day = d
                j += 1
            }
        } else if e.day == nil {
            return nil
        }
        if let (y, len) = explicitYear(at: j, in: w) {
            e.year = y
            j += len
        }
        return (e, j)
    }

    // MARK: - Helpers

    /// The latest year in which `month` (day `day`) is not after today — or,
    /// with `strictlyBeforeCurrentMonth`, starts before the current calendar month.
    func latestYear(startingMonth month: Int, day: Int = 1, strictlyBeforeCurrentMonth: Bool = false) -> Int {
        let today = calendar.today
        if strictlyBeforeCurrentMonth {
            return month < today.month ? today.year : today.year - 1
        }
        let candidate = Day(unchecked: today.year, month, min(day, Day.daysIn(month: month, year: today.year)))
        return candidate <= today ? today.year : today.year - 1
    }

    private func latestWeekday(_ weekday: Int, notAfter day: Day) -> Day {
        day.adding(days: -((day.weekday - weekday + 7) % 7))
    }

    private func latestWeekday(_ weekday: Int, before day: Day) -> Day {
        let d = latestWeekday(weekday, notAfter: day.adding(days: -1))
        return d
    }

    /// Whether a comparison cue sits just before token `index` (after `floor`),
    /// with only little words between ("than in March", "par rapport au mois dernier").
    func hasComparisonCue(before index: Int, after floor: Int, in w: [String]) -> Bool {
        var k = index - 1
        while k >= floor, PeriodParser.linkWords.contains(w[k]) { k -= 1 }
        guard k >= floor else { return false }
        // "with" and "over" compare only in "compared with", "this month over last"
        return PeriodLexicon.comparisonCues.contains(w[k]) && w[k] != "with" && w[k] != "avec" && w[k] != "over"
    }

    static let linkWords: Set<String> = [
        "the", "in", "to", "with", "at", "for", "on", "of", "au", "a", "en", "l", "le", "la", "les", "du", "de", "d",
        "aux", "pendant", "during", "what", "i", "did", "spent", "j", "ai", "avais", "had",
    ]
}

extension Dictionary where Key == String {
    fileprivate subscript(safe words: [String], index: Int) -> Value? {
        index < words.count ? self[words[index]] : nil
    }
}
