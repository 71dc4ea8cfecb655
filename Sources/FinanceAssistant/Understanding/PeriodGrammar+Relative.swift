/// The productions of the period grammar that count from today.
///
///     relative    := this unit | last unit | unit dernier | past [N] unit | N derniers unit
///                  | next unit | unit prochain | next N unit | within N unit | avant-dernier unit | unit before last
///     ago         := il y a N (unit|weekend) | N (unit|weekend) ago
///     weekOfMonth := [the] (first…fourth|last) week (of|de) (monthname [yearref] | the month)
///     weekOfDay   := [the] week (of|du) (date | day)
///     partOf      := [the] (first|second|last) (half|moitié|quinzaine) (of|de|du) month
///                  | [the] (first|last) N unit (of|de|du) (month | year) | [les] N (premiers|derniers) unit (de|du) …
///     thirdOfMonth := [the|la] (early|mid|late|beginning|début|mi) [of|de|du] (monthname [yearref] | monthref)
///     weekend     := (this|last|avant-dernier) weekend | weekend (dernier|before last|d'avant le dernier)
///     quarter     := Qn|Tn [yearref] | nth quarter [of yearref | of the year]
///     half        := Hn|Sn [yearref] | nth half [of yearref | of the year]
///     season      := [this|last|the|l'|au] season [dernier|prochain] [yearref]
extension PeriodParser {
    // MARK: fixed phrases

    func fixedPhrase(at i: Int, in t: PeriodTokens) -> Mention? {
        guard let m = phrases.longest(at: i, in: t.ids) else { return nil }
        let end = m.range.upperBound
        // "du mois", "for the month", "end of the year" are the current unit — unless more words name another: "du
        // mois dernier / prochain / d'avant", "for the month of March", "de la semaine avant Noël", "for the year 2024".
        if case .fixed(.current) = m.value, t.unit(end - 1) != nil,
            t.is(.lastAfter, end) || t.is(.nextAfter, end) || t.is(.elapsed, end) || t.isWord(.d, end)
                || t.month(end + 1) != nil || t.isWord(.of, end) || t.isWord(.de, end) || t.isWord(.du, end)
                || t.phrase(.shiftBackAfter, at: end) != nil || t.isWord(.prior, end)
                || t.word(end).flatMap({ PeriodLexicon.dayShifts[$0] }) != nil || t.number(end) != nil
                || t.is(.since, end)
        {
            return nil
        }
        let today = calendar.today
        let period: Period
        switch m.value {
        case .fixed(let p): period = p
        case .none: period = .unspecified
        case .daysAgo(let n): period = .day(today.adding(days: -n))
        case .yearsAgo(let n): period = .year(today.year - n)
        }
        return Mention(period: period, range: i..<end)
    }

    /// "that month", "ce mois-là", "the same period", "over the same 3 months":
    /// the previous turn's period; no period of its own.
    func samePeriod(at i: Int, in t: PeriodTokens) -> Mention? {
        if let len = t.phrase(.samePeriod, at: i) {
            return Mention(period: .unspecified, range: i..<(i + len), refersBack: true)
        }
        if let len = t.phrase(.samePrefix, at: i),
            let (_, n) = t.count(at: i + len),
            t.unit(i + len + n) != nil
        {
            return Mention(period: .unspecified, range: i..<(i + len + n + 1), refersBack: true)
        }
        return nil
    }

    // MARK: relative units

    /// "this month", "last week", "the last 8 months", "past thirty days",
    /// "next month", "in the next 10 days", "le mois dernier", "le trimestre prochain",
    /// "les 3 derniers mois", "d'ici deux semaines", "depuis trois mois", "the month before last".
    func relative(at i: Int, in t: PeriodTokens) -> Mention? {
        let start = t.is(.article, i - 1) ? i - 1 : i
        // avant-dernier UNIT; UNIT before last
        if let len = t.phrase(.beforeLastBefore, at: i), let unit = t.unit(i + len) {
            return Mention(period: unitsBack(2, unit), range: i..<(i + len + 1))
        }
        if let unit = t.unit(i), let len = t.phrase(.beforeLastAfter, at: i + 1) {
            return Mention(period: unitsBack(2, unit), range: start..<(i + 1 + len))
        }
        // UNIT after next: "the week after next", "le mois après le prochain"
        if let unit = t.unit(i), let len = t.phrase(.afterNext, at: i + 1) {
            return Mention(period: unitsBack(-2, unit), range: start..<(i + 1 + len))
        }
        if let m = calendarUnit(at: i, in: t) { return m }
        // this / current UNIT [ci]
        if t.is(.this, i), let unit = t.unit(i + 1) {
            let end = t.isWord(.ci, i + 2) ? i + 3 : i + 2
            return Mention(period: .current(unit), range: i..<end)
        }
        // the past / next fortnight
        if t.is(.past, i), t.is(.fortnight, i + 1) { return trailing(2, .week, range: i..<(i + 2)) }
        if t.is(.nextBefore, i), t.is(.fortnight, i + 1) { return coming(2, .week, range: i..<(i + 2)) }
        // la dernière douzaine de jours / la dernière quinzaine
        if t.is(.lastPlural, i) || t.is(.lastAfter, i), let next = t.word(i + 1), let n = NumberWords.collectives[next]
        {
            if t.isWord(.de, i + 2) || t.isWord(.d, i + 2), let unit = t.unit(i + 3) {
                return trailing(n, unit, range: i..<(i + 4))
            }
            if next == "quinzaine" { return trailing(15, .day, range: i..<(i + 2)) }
        }
        // (the) last / past / previous [N] UNIT
        if t.is(.past, i) {
            let hasArticle = t.isWord(.last, i) && (t.isWord(.the, i - 1) || t.isWord(.these, i - 1))
            if let (n, nlen) = t.count(at: i + 1), let unit = t.unit(i + 1 + nlen), n <= 400 {
                return trailing(n, unit, range: i..<(i + 2 + nlen))
            }
            if let unit = t.unit(i + 1) {
                // Quarters are calendar units in speech: "the last quarter" is the previous one.
                if unit == .quarter { return Mention(period: .previous(.quarter), range: i..<(i + 2)) }
                let afterThis = t.isWord(.this, i - 1)
                if t.isWord(.past, i) || t.isWord(.recent, i) || t.isWord(.trailing, i) || hasArticle || afterThis {
                    return trailing(1, unit, range: (afterThis ? i - 1 : i)..<(i + 2))
                }
                return Mention(period: .previous(unit), range: i..<(i + 2))
            }
        }
        // [le/la/l'] UNIT dernier / passé / écoulé / prochain
        if let unit = t.unit(i), i + 1 < t.count {
            if t.is(.lastAfter, i + 1) {
                var m = Mention(period: .previous(unit), range: start..<(i + 2))
                if t.is(.preceding, i + 1) { m.shiftBack = unit }
                return m
            }
            // "the month prior", "the week prior": the previous one, or in a follow-up the one before the period just
            // discussed, as "l'année précédente" ("the month prior to March" is a span's end, not this).
            if t.isWord(.prior, i + 1), t.isWord(.the, i - 1), !t.isWord(.to, i + 2) {
                var m = Mention(period: .previous(unit), range: start..<(i + 2))
                m.shiftBack = unit
                return m
            }
            // "le mois écoulé", "la semaine écoulée": a rolling unit
            if t.is(.elapsed, i + 1) { return trailing(1, unit, range: start..<(i + 2)) }
            if t.is(.nextAfter, i + 1), Period.nextUnits.contains(unit), unit != .day {
                return Mention(period: .next(unit), range: start..<(i + 2))
            }
        }
        // le/la dernier(e) UNIT → a rolling unit ("sur le dernier mois"); a quarter is the previous one
        if t.isWord(.dernier, i) || t.isWord(.derniere, i), let unit = t.unit(i + 1) {
            if unit == .quarter { return Mention(period: .previous(.quarter), range: i..<(i + 2)) }
            return trailing(1, unit, range: i..<(i + 2))
        }
        // N derniers UNIT / N prochains UNIT / the 8 last months / N UNIT à venir
        if let (n, nlen) = t.count(at: i), i + nlen < t.count {
            let k = i + nlen
            // "les 2 dernier jours": a count before the singular, as people type it, is plural all the same.
            if t.is(.lastPlural, k) || t.isWord(.last, k) || (n > 1 && t.is(.lastAfter, k)), let unit = t.unit(k + 1) {
                return trailing(n, unit, range: i..<(k + 2))
            }
            if t.is(.nextPlural, k), let unit = t.unit(k + 1) { return coming(n, unit, range: i..<(k + 2)) }
            if let unit = t.unit(k) {
                if t.isWord(.a, k + 1), t.isWord(.venir, k + 2) { return coming(n, unit, range: i..<(k + 3)) }
                if t.is(.lastPlural, k + 1) { return trailing(n, unit, range: i..<(k + 2)) }
            }
        }
        if t.is(.lastPlural, i), let (n, nlen) = t.count(at: i + 1),
            let unit = t.unit(i + 1 + nlen)
        {
            return trailing(n, unit, range: i..<(i + 2 + nlen))
        }
        // next / coming [N] UNIT; "in the coming weeks" without N is vague
        if t.is(.nextBefore, i) {
            if let (n, nlen) = t.count(at: i + 1), let unit = t.unit(i + 1 + nlen) {
                return coming(n, unit, range: i..<(i + 2 + nlen))
            }
            if let unit = t.unit(i + 1) {
                // Quarters are calendar units in speech, forward as back: "in the next quarter", "the coming quarter"
                // is the next one, as "the last quarter" is the previous one.
                if unit == .quarter || (t.isWord(.next, i) && unit != .day && !t.isWord(.the, i - 1)) {
                    return Mention(period: .next(unit), range: i..<(i + 2))
                }
                return coming(1, unit, range: i..<(i + 2))
            }
        }
        // within / in / d'ici / sous / dans N UNIT (forward); depuis / sur N UNIT (rolling)
        let word = t.words[i]
        if t.is(.forwardWindow, i) || (word == "in" && !t.isWord(.the, i + 1)) {
            var j = i + 1
            if t.isWord(.les, j) || t.isWord(.the, j) { j += 1 }
            if let (n, nlen) = t.count(at: j), let unit = t.unit(j + nlen) {
                if t.is(.lastPlural, j + nlen + 1) { return trailing(n, unit, range: i..<(j + nlen + 2)) }
                if word == "in" && n == 1 { return nil }
                // "in 3 days", "dans 3 jours": on that day, or within them? No period (GUIDE §19).
                if (word == "in" || word == "dans") && j == i + 1 {
                    return Mention(period: .unspecified, range: i..<(j + nlen + 1))
                }
                return coming(n, unit, range: i..<(j + nlen + 1))
            }
        }
        if t.is(.rollingWindow, i), let (n, nlen) = t.count(at: i + 1),
            n > 1 || word != "for"
        {
            // "sur une douzaine de mois", "over a couple of months"
            var u = i + 1 + nlen
            if t.isWord(.de, u) || t.isWord(.d, u) || t.isWord(.of, u) { u += 1 }
            if let unit = t.unit(u) { return trailing(n, unit, range: i..<(u + 1)) }
        }
        return nil
    }

    func trailing(_ n: Int, _ unit: CalendarUnit, range: Range<Int>) -> Mention? {
        guard n >= 1 else { return nil }
        switch unit {
        case .quarter: return Mention(period: .trailing(3 * n, .month), range: range)
        default: return Mention(period: .trailing(n, unit), range: range)
        }
    }

    func coming(_ n: Int, _ unit: CalendarUnit, range: Range<Int>) -> Mention? {
        guard n >= 1 else { return nil }
        switch unit {
        case .quarter: return Mention(period: .coming(3 * n, .month), range: range)
        case .year: return Mention(period: .coming(12 * n, .month), range: range)
        default: return Mention(period: .coming(n, unit), range: range)
        }
    }

    /// "this calendar month", "last calendar year", "next calendar week", "cette année civile", "le mois civil
    /// dernier": the calendar unit, `n` back, where "this month" alone is the budget month.
    private func calendarUnit(at i: Int, in t: PeriodTokens) -> Mention? {
        if t.is(.calendarWord, i + 1), let unit = t.unit(i + 2) {
            let back: Int
            if t.is(.this, i) {
                back = 0
            } else if t.is(.lastBefore, i) {
                back = 1
            } else if t.is(.nextBefore, i) {
                back = -1
            } else {
                return nil
            }
            return Mention(period: unitsBack(back, unit), range: i..<(i + 3))
        }
        // "ce mois civil": read at "ce", where "ce mois" would stop short of it
        if t.is(.this, i), let unit = t.unit(i + 1), t.is(.calendarWord, i + 2) {
            return Mention(period: unitsBack(0, unit), range: i..<(i + 3))
        }
        guard let unit = t.unit(i), t.is(.calendarWord, i + 1) else { return nil }
        if t.is(.lastAfter, i + 2) { return Mention(period: unitsBack(1, unit), range: i..<(i + 3)) }
        if t.is(.nextAfter, i + 2) { return Mention(period: unitsBack(-1, unit), range: i..<(i + 3)) }
        if t.is(.this, i - 1) { return Mention(period: unitsBack(0, unit), range: (i - 1)..<(i + 2)) }
        return nil
    }

    /// The whole unit `n` units before the current one ("the month before last", "il y a deux semaines"), after
    /// it when `n` is negative ("the week after next"); a month is a calendar month.
    func unitsBack(_ n: Int, _ unit: CalendarUnit) -> Period {
        let today = calendar.today
        switch unit {
        case .day: return .day(today.adding(days: -n))
        case .week:
            let monday = today.mondayOfWeek.adding(days: -7 * n)
            return .range(monday, monday.adding(days: 6))
        case .month:
            let first = today.firstOfMonth.adding(months: -n)
            return .month(year: first.year, month: first.month)
        case .quarter:
            let index = today.year * 4 + (today.month - 1) / 3 - n
            return .quarter(year: index / 4, quarter: index % 4 + 1)
        case .year: return .year(today.year - n)
        }
    }

    // MARK: ago

    /// The unit counted back at `i`, and how many of it one stands for: "a fortnight ago" is two weeks back.
    private func agoUnit(_ i: Int, in t: PeriodTokens) -> (unit: CalendarUnit, times: Int)? {
        if let unit = t.unit(i) { return (unit, 1) }
        return t.is(.fortnight, i) ? (.week, 2) : nil
    }

    /// "3 days ago", "il y a 3 jours", "two months ago", "a week ago", "il y a deux week-ends", "two Sundays ago". A sum of units
    /// ("1 month and 5 days ago", "il y a un mois et cinq jours") or an offset to this very day ("a year ago
    /// today", "il y a une semaine jour pour jour") is that one day.
    func ago(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        let before = t.phrase(.agoBefore, at: i)
        if let before { j += before }
        // "a week ago", "an hour ago": "a" counts one only before "ago" (English's article, not French's "a").
        let article = before == nil && (t.isWord(.a, j) || t.isWord(.an, j)) && agoUnit(j + 1, in: t) != nil
        guard let (counted, nlen) = article ? (1, 1) : t.count(at: j), (1...400).contains(counted) else { return nil }
        var n = counted
        let k = j + nlen
        if before == nil, !article, let len = t.weekend(k) {
            guard t.is(.agoAfter, k + len) else { return nil }
            return Mention(period: weekend(back: n), range: i..<(k + len + 1))
        }
        if before != nil, let len = t.weekend(k) { return Mention(period: weekend(back: n), range: i..<(k + len)) }
        // "two Sundays ago", "il y a deux dimanches": the latest such weekday before today, and n - 1 weeks back.
        if let w = t.weekdayPlural(k) ?? (n == 1 ? t.weekday(k) : nil), before != nil || t.is(.agoAfter, k + 1) {
            let day = latestWeekday(w, before: calendar.today).adding(days: -7 * (n - 1))
            return Mention(period: .day(day), range: i..<(before == nil ? k + 2 : k + 1))
        }
        guard let (unit, times) = agoUnit(k, in: t) else { return nil }
        n *= times
        // "2 days before yesterday", "two weeks before yesterday", "deux jours avant hier": so many days from a
        // named day. One that falls after today is a forward offset the contract does not read ("3 days after
        // tomorrow"): no period.
        if before == nil, unit == .day || unit == .week,
            let shift = t.word(k + 1).flatMap({ PeriodLexicon.dayShifts[$0] }), let anchor = dayAnchor(at: k + 2, in: t)
        {
            let day = calendar.today.adding(days: anchor.offset + shift * n * (unit == .week ? 7 : 1))
            return Mention(
                period: day > calendar.today ? .unspecified : .day(day), range: i..<(k + 2 + anchor.words.count))
        }
        // "1 month and 5 days", "2 weeks 3 days": more units, after "and" / "et" or none
        var parts = [(n, unit)]
        var end = k + 1
        while true {
            let next = t.is(.rangeAnd, end) ? end + 1 : end
            guard let (m, mlen) = t.count(at: next), let (more, times) = agoUnit(next + mlen, in: t) else { break }
            parts.append((m * times, more))
            end = next + mlen + 1
        }
        if before == nil {
            // "3 weeks from tomorrow", "a week from today": a forward offset the contract cannot say; read, so its
            // day is not misread as the anchor's.
            if t.isWord(.from, end),
                let len = t.phrase(.now, at: end + 1) ?? dayAnchor(at: end + 1, in: t)?.words.count
            {
                return Mention(period: .unspecified, range: i..<(end + 1 + len))
            }
            // "3 days prior to the trip": before that day, which this does not read.
            guard t.is(.agoAfter, end), !(t.isWord(.prior, end) && t.is(.rangeEnd, end + 1)) else { return nil }
            end += 1
        }
        // "a year ago today", "il y a un an aujourd'hui", "il y a une semaine jour pour jour"; "a week ago
        // yesterday", "il y a une semaine hier": counted from that day.
        var from = calendar.today
        var toTheDay = t.phrase(.toTheDay, at: end)
        if toTheDay == nil, let anchor = dayAnchor(at: end, in: t) {
            toTheDay = anchor.words.count
            from = from.adding(days: anchor.offset)
        }
        if let toTheDay { end += toTheDay }
        guard parts.count > 1 || toTheDay != nil else { return Mention(period: unitsBack(n, unit), range: i..<end) }
        let day = parts.reduce(from) { day, part in calendar.move(day, by: -part.0, part.1) }
        return Mention(period: .day(day), range: i..<end)
    }

    /// A day counted from, named at `j` ("today", "yesterday", "tmrw", "aujourd'hui"): its words and its offset.
    func dayAnchor(at j: Int, in t: PeriodTokens) -> (words: [String], offset: Int)? {
        PeriodLexicon.dayAnchors.first { a in a.words.indices.allSatisfy { t.isWord(text: a.words[$0], j + $0) } }
    }

    /// "on this day last year", "the same day last month", "le même jour l'année dernière": today's day back
    /// one month or one year.
    func sameDayBack(at i: Int, in t: PeriodTokens) -> Mention? {
        let j = t.isWord(.on, i) ? i + 1 : i
        guard let len = t.phrase(.sameDay, at: j) else { return nil }
        var k = j + len
        if t.is(.article, k) { k += 1 }
        let unit: CalendarUnit?
        if t.is(.lastBefore, k) {
            unit = t.unit(k + 1)
        } else if t.is(.lastAfter, k + 1) {
            unit = t.unit(k)
        } else {
            unit = nil
        }
        let back: Int
        switch unit {
        case .month?: back = 1
        case .year?: back = 12
        default: return nil
        }
        return Mention(period: .day(calendar.today.adding(months: -back)), range: i..<(k + 2))
    }

    /// "this week last year", "this month last year", "ce mois-ci l'an dernier", "cette semaine l'année dernière":
    /// the unit holding today, that many years back — a week by its Monday 52 weeks back each year, a month or a
    /// quarter the calendar one (as in "the month before last"). "The same month last year", "la même semaine
    /// l'an dernier" say it too.
    func thisUnitYearsBack(at i: Int, in t: PeriodTokens) -> Mention? {
        let same = t.is(.article, i) && (t.isWord(.same, i + 1) || t.isWord(.meme, i + 1)) ? i + 1 : nil
        let u = same.map { $0 + 1 } ?? i + 1
        guard same != nil || t.is(.this, i), let unit = t.unit(u), unit == .week || unit == .month || unit == .quarter
        else {
            return nil
        }
        let k = t.isWord(.ci, u + 1) ? u + 2 : u + 1
        let today = calendar.today
        guard let (y, len) = yearRef(at: k, in: t), y < today.year else { return nil }
        let period: Period
        switch unit {
        case .week:
            let monday = today.mondayOfWeek.adding(days: -364 * (today.year - y))
            period = .range(monday, monday.adding(days: 6))
        case .month: period = .month(year: y, month: today.month)
        default: period = .quarter(year: y, quarter: (today.month - 1) / 3 + 1)
        }
        return Mention(period: period, range: i..<(k + len))
    }

    // MARK: weeks

    /// "the first week of October", "la dernière semaine de janvier", "the 2nd week of the month", "the third
    /// week of last month": days 1–7, 8–14, … of that month, or its last seven. "The 10th week of 2026", "the
    /// last week of 2025": the year's ISO week (Monday to Sunday; week 1 holds 4 January), as calendars number them.
    func weekOfMonth(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.is(.article, j) { j += 1 }
        let nth: Int
        if t.is(.lastBefore, j) || t.isFinal(j) {
            nth = 0
        } else if let o = t.ordinal(j), o >= 1 {
            nth = o
        } else {
            return nil
        }
        guard t.unit(j + 1) == .week, t.is(.of, j + 2) else { return nil }
        var k = j + 3
        let first: Day
        if let (month, end) = monthOf(at: k, in: t) {
            first = month
            k = end
        } else if let (y, len) = yearOf(at: k, in: t) {
            // "the first week of 2026", "la dernière semaine de l'année dernière", "the 10th week of the year"
            let weeks = isoWeeks(of: y)
            let lastMonday = weeks.last.adding(days: -6)
            let start = nth == 0 ? lastMonday : weeks.first.adding(days: (nth - 1) * 7)
            // "the 54th week of 2026": no such week, and no year either.
            let period: Period = start <= lastMonday ? .range(start, start.adding(days: 6)) : .unspecified
            return Mention(period: period, range: i..<(k + len))
        } else {
            return nil
        }
        let days = Day.daysIn(month: first.month, year: first.year)
        let offset = nth == 0 ? days - 7 : (nth - 1) * 7
        guard offset + 7 <= days else { return nil }
        let start = first.adding(days: offset)
        return Mention(period: .range(start, start.adding(days: 6)), range: i..<k)
    }

    /// "of March", "du mois dernier", "of the month": the first day of that calendar month (`monthRef`, `namedMonth`,
    /// or the month alone: this one, or the last with "dernier"), and where its words end.
    private func monthOf(at k: Int, in t: PeriodTokens) -> (first: Day, end: Int)? {
        if let found = namedMonth(at: k, in: t) ?? monthRef(at: k, in: t) { return found }
        var k = k
        if t.is(.article, k) { k += 1 }
        guard t.unit(k) == .month else { return nil }
        let here = calendar.today.firstOfMonth
        return t.is(.lastAfter, k + 1) ? (here.adding(months: -1), k + 2) : (here, k + 1)
    }

    // MARK: parts of a month or a year

    /// "the first half of February", "la deuxième quinzaine du mois dernier" (days 1–15, or the 16th to the end),
    /// "the first 10 days of March", "les deux dernières semaines de janvier", "the last 3 months of 2025": that part
    /// of the month or year named after it. A part longer than its whole is no period.
    func partOf(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.is(.article, j) { j += 1 }
        var half: Int?
        var edge: (fromEnd: Bool, n: Int, unit: CalendarUnit)?
        var countless = false
        var k: Int
        if t.isMonthHalf(j + 1), let side = t.ordinal(j) ?? t.halfSide(j) ?? (t.isFinal(j) ? 2 : nil),
            (1...2).contains(side)
        {
            half = side
            k = j + 2
        } else if let e = edgeCount(at: j, in: t) {
            edge = (e.fromEnd, e.n, e.unit)
            k = j + e.length
        } else if let unit = t.unit(j + 1),
            let side = t.countSide(j) ?? (t.ordinal(j) == 1 ? 1 : t.isFinal(j) ? 2 : nil)
        {
            // "the last day of 2025", "the first month of last year", "le dernier jour de l'année": one unit
            edge = (side == 2, 1, unit)
            countless = true
            k = j + 2
        } else {
            return nil
        }
        guard t.is(.of, k) else { return nil }
        // The whole it is a part of: a month, or (for a count) a year.
        var whole: (first: Day, last: Day)
        var ofYear = false
        if let (first, end) = monthOf(at: k + 1, in: t) {
            whole = (first, first.lastOfMonth)
            k = end
        } else if half == nil, let (y, len) = yearOf(at: k, in: t) {
            // A year's weeks are its ISO weeks, as "the 10th week of 2026" is one.
            whole = edge?.unit == .week ? isoWeeks(of: y) : (Day(unchecked: y, 1, 1), Day(unchecked: y, 12, 31))
            ofYear = true
            k += len
        } else {
            return nil
        }
        let start: Day
        let stop: Day
        if let half {
            let sixteenth = whole.first.adding(days: 15)
            (start, stop) = half == 1 ? (whole.first, sixteenth.adding(days: -1)) : (sixteenth, whole.last)
        } else if let edge, edge.n >= 1 {
            // `n` units on from a day: days or weeks of a month; of a year, months and quarters too.
            func moved(_ day: Day, _ n: Int) -> Day? {
                switch edge.unit {
                case .day: return day.adding(days: n)
                case .week: return day.adding(days: 7 * n)
                case .month where ofYear: return day.adding(months: n)
                case .quarter where ofYear: return day.adding(months: 3 * n)
                default: return nil
                }
            }
            let after = whole.last.adding(days: 1)
            if edge.fromEnd {
                guard let first = moved(after, -edge.n), first >= whole.first else { return nil }
                (start, stop) = (first, whole.last)
            } else {
                guard let end = moved(whole.first, edge.n), end <= after else { return nil }
                (start, stop) = (whole.first, end.adding(days: -1))
            }
        } else {
            return nil
        }
        // One unit not yet begun ("the last day of the month", a forecast's) is no period of its own: the intent's
        // default applies, not "the last day" read as yesterday and today. One day is a day.
        if countless, start > calendar.today { return Mention(period: .unspecified, range: i..<k) }
        return Mention(period: start == stop ? .day(start) : .range(start, stop), range: i..<k)
    }

    /// "early March", "mid-February", "late last month", "the beginning of March", "début mars", "à la mi-mars":
    /// days 1–10, 11–20 or the 21st to the end of a named month, or of the month before or after; this month's
    /// are not read ("early this month" is a forecast's or a date's as often as a span's).
    func thirdOfMonth(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.is(.article, j) { j += 1 }
        guard let third = t.monthThird(j) else { return nil }
        let k = t.is(.of, j + 1) ? j + 2 : j + 1
        // A span's first end is the span's to read ("from the start of February to now").
        guard let (first, end) = namedMonth(at: k, in: t) ?? monthRef(at: k, in: t),
            first != calendar.today.firstOfMonth || t.month(k) != nil, !t.is(.rangeEnd, end)
        else { return nil }
        let start = first.adding(days: (third - 1) * 10)
        return Mention(period: .range(start, third == 3 ? first.lastOfMonth : start.adding(days: 9)), range: i..<end)
    }

    /// A year after a part of it: `yearRef` ("of 2025", "of last year"), or "of the year", "de l'année" alone: this
    /// one. Its year and the words' length.
    private func yearOf(at k: Int, in t: PeriodTokens) -> (Int, Int)? {
        if let found = yearRef(at: k, in: t) { return found }
        var u = t.is(.of, k) ? k + 1 : k
        if t.is(.article, u) { u += 1 }
        guard t.unit(u) == .year, !t.is(.lastAfter, u + 1), !t.is(.nextAfter, u + 1) else { return nil }
        return (calendar.today.year, u + 1 - k)
    }

    /// A year's ISO weeks, as calendars number them: the Monday of week 1 (the week holding 4 January) to the
    /// Sunday of its last week (the week holding 28 December).
    private func isoWeeks(of year: Int) -> (first: Day, last: Day) {
        (Day(unchecked: year, 1, 4).mondayOfWeek, Day(unchecked: year, 12, 28).mondayOfWeek.adding(days: 6))
    }

    /// "week 23", "wk 23 of 2015", "la semaine 23", "semaine 12 de 2024": the year's ISO week of that number (the
    /// latest that has begun, without a year). "a week 50 €", "par semaine 3" are rates.
    func weekNumber(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.is(.article, j) || t.isWord(.in, j) || t.isWord(.en, j) { j += 1 }
        if t.is(.article, j) { j += 1 }
        guard t.unit(j) == .week, !t.words[j].hasSuffix("s"),
            t.word(j - 1).map(PeriodLexicon.perUnitWords.contains) != true,
            let n = t.number(j + 1), t.digitCount(j + 1) <= 2, (1...53).contains(n), !t.isGluedToNumber(j + 1),
            !t.is(.amountAfter, j + 2), t.unit(j + 2) == nil
        else { return nil }
        var end = j + 2
        var year: Int?
        // "of 2015", "de l'an dernier", "of last year", "week 5 2024"
        if let (y, len) = yearRef(at: end, in: t)
            ?? t.year(end).flatMap({ t.isGluedToNumber(end) || t.is(.amountAfter, end + $0.length) ? nil : $0 })
        {
            year = y
            end += len
        }
        func week(_ y: Int) -> Day? {
            let weeks = isoWeeks(of: y)
            let monday = weeks.first.adding(days: 7 * (n - 1))
            return monday.adding(days: 6) <= weeks.last ? monday : nil
        }
        let today = calendar.today
        let monday = year.map(week) ?? week(today.year).flatMap { $0 <= today ? $0 : nil } ?? week(today.year - 1)
        guard let monday else { return Mention(period: .unspecified, range: i..<end) }
        return Mention(period: .range(monday, monday.adding(days: 6)), range: i..<end)
    }

    /// "and the second week?", "et la deuxième semaine ?": a week of the previous
    /// turn's month, placed by the follow-up repair. ("The last week" is a
    /// rolling week, read as such.)
    func weekOfPrevious(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.is(.article, j) { j += 1 }
        guard let nth = t.ordinal(j), (1...4).contains(nth), t.unit(j + 1) == .week, !t.is(.of, j + 2) else {
            return nil
        }
        return Mention(period: .unspecified, range: i..<(j + 2), weekOfPrevious: nth)
    }

    /// "on the 4th", "the fourth", "le 12" (at the end of a message): the latest
    /// such day not after today. A count is never read as a day: English wants
    /// an ordinal, French "le N" only when nothing follows it.
    func dayOnly(at i: Int, in t: PeriodTokens) -> Mention? {
        guard t.is(.dayOpener, i) else { return nil }
        var j = i + 1
        if t.is(.article, j) { j += 1 }
        let ordinal = t.isWrittenOrdinal(j) ? t.dayOfMonth(j).map { ($0, 1) } : t.spelledOrdinalDay(j)
        let frenchEnd = t.isWord(.le, i) && j == i + 1 && j == t.count - 1 ? t.dayOfMonth(j).map { ($0, 1) } : nil
        // "spending on the 24?": a bare number after "on the", ending the message, is a day too.
        let englishEnd =
            t.isWord(.on, i) && j == i + 2 && j == t.count - 1 && t.digitCount(j) <= 2
            ? t.dayOfMonth(j).map { ($0, 1) } : nil
        guard let (d, len) = ordinal ?? frenchEnd ?? englishEnd, !t.isInNumericGroup(j) else { return nil }
        let end = j + len
        // A month or a unit after it is another reading ("the 3rd of May", "the first week").
        guard t.month(end) == nil, !t.isWord(.of, end), t.unit(end) == nil, t.weekend(end) == nil,
            t.year(end) == nil, !t.is(.half, end)
        else { return nil }
        // "the first 5 transactions": a count of things, not a day (an amount may follow one: "on the 3rd 20 euros").
        if let len = t.count(at: end)?.length ?? (t.number(end) != nil ? 1 : nil),
            t.word(end + len).map(PeriodLexicon.moneyAfter.contains) != true
        {
            return nil
        }
        guard let day = latestDayOfMonth(d) else { return nil }
        return Mention(period: .day(day), range: i..<end)
    }

    /// "the week of the 12th", "the week of March 2nd", "la semaine du 9 février", "the week of Christmas", "la
    /// semaine de Noël": Monday to Sunday.
    func weekOfDay(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.is(.article, j) { j += 1 }
        // "the two weeks starting May 20", "les 3 semaines commençant le 2 mars": so many weeks from that day
        var weeks = 1
        if let (n, len) = t.count(at: j), (2...12).contains(n), t.unit(j + len) == .week {
            weeks = n
            j += len
        }
        guard t.unit(j) == .week else { return nil }
        // "the week starting 9 March", "la semaine commençant le 9 mars": seven days from that day, not its Monday's;
        // "the week ending June 7": the seven days up to it.
        let startsThere = t.word(j + 1).map(PeriodLexicon.weekStartWords.contains) == true
        let endsThere = t.word(j + 1).map(PeriodLexicon.weekEndWords.contains) == true
        guard weeks == 1 || startsThere || endsThere else { return nil }
        let days = 7 * weeks
        // "la semaine de Noël": "de" before a holiday only ("la semaine de 35 heures" is no week of a day).
        let ofHoliday = t.isWord(.de, j + 1) && (t.startsHoliday(j + 2) || t.startsHoliday(j + 3))
        guard startsThere || endsThere || t.isWord(.of, j + 1) || t.isWord(.du, j + 1) || ofHoliday else {
            return nil
        }
        var k = j + 2
        if startsThere || endsThere, t.isWord(.on, k) || t.isWord(.from, k) || t.isWord(.le, k) { k += 1 }
        if t.is(.article, k) { k += 1 }
        let today = calendar.today
        // The first day: the day named after "starting", the span's length less one before the one after "ending",
        // else its Monday.
        func weekStart(of d: Day) -> Day { startsThere ? d : endsThere ? d.adding(days: 1 - days) : d.mondayOfWeek }
        if let (part, end) = numeric(at: k, in: t) ?? dayAndMonth(at: k, in: t) ?? holiday(at: k, in: t),
            let m = part.month, let d = part.day
        {
            if part.impossible { return Mention(period: .unspecified, range: i..<end) }
            var found: Day?
            if let y = part.year {
                found = Day(year: y, month: m, day: d).map(weekStart)
            } else {
                // the latest such week that has started
                for back in 0..<8 {
                    if let day = Day(year: today.year - back, month: m, day: d), weekStart(of: day) <= today {
                        found = weekStart(of: day)
                        break
                    }
                }
            }
            guard let start = found else { return Mention(period: .unspecified, range: i..<end) }
            return Mention(period: .range(start, start.adding(days: days - 1)), range: i..<end)
        }
        guard let d = t.dayOfMonth(k), !t.isInNumericGroup(k), t.unit(k + 1) == nil else { return nil }
        var month = today.firstOfMonth
        for _ in 0..<12 {
            if let day = Day(year: month.year, month: month.month, day: d), weekStart(of: day) <= today {
                let start = weekStart(of: day)
                return Mention(period: .range(start, start.adding(days: days - 1)), range: i..<(k + 1))
            }
            month = month.adding(months: -1)
        }
        return nil
    }

    // MARK: weekends

    /// "last weekend", "ce week-end", "the weekend before last", "l'avant-dernier week-end",
    /// "le week-end d'avant le dernier", "this past weekend".
    func weekend(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.is(.article, j) { j += 1 }
        let back: Int
        let end: Int
        if let len = t.phrase(.beforeLastBefore, at: j), let w = t.weekend(j + len) {
            back = 2
            end = j + len + w
        } else if t.is(.this, j), t.isWord(.past, j + 1), let w = t.weekend(j + 2) {
            back = 1
            end = j + 2 + w
        } else if t.is(.this, j), let w = t.weekend(j + 1) {
            back = 0
            end = j + 1 + w
        } else if t.is(.lastBefore, j) || t.is(.lastAfter, j) || t.isWord(.past, j), let w = t.weekend(j + 1) {
            back = 1
            end = j + 1 + w
        } else if t.is(.upcoming, j) || (t.is(.this, j) && t.is(.upcoming, j + 1)),
            let w = t.weekend(t.is(.this, j) ? j + 2 : j + 1)
        {
            // "the coming weekend", "this upcoming weekend": the first to start after today
            back = calendar.today.weekday >= 6 ? -1 : 0
            end = (t.is(.this, j) ? j + 2 : j + 1) + w
        } else if let w = t.weekend(j) {
            if let len = t.phrase(.beforeLastAfter, at: j + w) {
                back = 2
                end = j + w + len
            } else if t.is(.lastAfter, j + w) {
                back = 1
                end = j + w + 1
            } else if let len = t.phrase(.afterNext, at: j + w) {
                back = -2
                end = j + w + len
            } else if let len = t.phrase(.upcomingAfter, at: j + w) {
                back = calendar.today.weekday >= 6 ? -1 : 0
                end = j + w + len
            } else {
                return nil
            }
        } else {
            return nil
        }
        return Mention(period: weekend(back: back), range: i..<end)
    }

    /// "this work week", "the workweek", "last work week", "la semaine de travail dernière": Monday to Friday of this
    /// week or the one before.
    func workweek(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.is(.article, j) { j += 1 }
        var back = 0
        if t.is(.this, j) {
            j += 1
        } else if t.is(.lastBefore, j) || t.isWord(.past, j) {
            back = 1
            j += 1
        }
        guard let len = t.phrase(.workweekPhrases, at: j) else { return nil }
        var end = j + len
        if back == 0, t.is(.lastAfter, end) {
            back = 1
            end += 1
        }
        // A bare "work week" says nothing of which: after an article or a "this", the current one.
        guard j > i else { return nil }
        let monday = calendar.today.mondayOfWeek.adding(days: -7 * back)
        return Mention(period: .range(monday, monday.adding(days: 4)), range: i..<end)
    }

    /// The weekend `back` weekends before the current week's (0: this weekend;
    /// on a Saturday or Sunday, the one we are in).
    func weekend(back: Int) -> Period {
        let today = calendar.today
        let saturday = today.adding(days: 6 - today.weekday - 7 * back)
        return .range(saturday, saturday.adding(days: 1))
    }

    // MARK: decades

    /// "the 1990s", "the '90s", "the 90's", "the nineties", "les années 90", "les années quatre-vingt": the ten
    /// years; "this decade", "cette décennie": the current one; "last decade", "la décennie précédente", "la
    /// dernière décennie": the one before; "the past decade", "the past two decades": a trailing window of years,
    /// as "the past half decade" (5) and "the past half year" (6 months). "in my twenties" is a life, not a calendar.
    func decade(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.is(.article, j) { j += 1 }
        // "this decade", "the last decade", "la décennie précédente", "cette décennie", "la dernière décennie"
        let current = calendar.today.year / 10 * 10
        if t.is(.this, j), t.is(.decade, j + 1) { return Mention(period: decadeRange(current), range: i..<(j + 2)) }
        if (t.is(.lastBefore, j) || t.is(.lastAfter, j)) && t.is(.decade, j + 1)
            || t.is(.decade, j) && (t.is(.lastAfter, j + 1) || t.is(.preceding, j + 1))
        {
            return Mention(period: decadeRange(current - 10), range: i..<(j + 2))
        }
        // "the past decade", "the past two decades"
        if t.is(.past, j) {
            if t.is(.decade, j + 1) { return Mention(period: .trailing(10, .year), range: i..<(j + 2)) }
            if let (n, len) = t.count(at: j + 1), (1...5).contains(n), t.is(.decade, j + 1 + len) {
                return Mention(period: .trailing(10 * n, .year), range: i..<(j + 2 + len))
            }
        }
        // "the past half decade", "the last half-year", "la dernière demi-décennie": half the unit, up to today
        if t.is(.past, j) || t.is(.lastAfter, j), t.isWord(.half, j + 1) || t.isWord(.demi, j + 1) {
            if t.is(.decade, j + 2) { return Mention(period: .trailing(5, .year), range: i..<(j + 3)) }
            if t.unit(j + 2) == .year { return Mention(period: .trailing(6, .month), range: i..<(j + 3)) }
        }
        guard !t.is(.decadeOwner, j - 1) else { return nil }
        // "the nineties"
        if let name = t.decadeName(j) {
            return Mention(period: decadeRange(centuryOf(name) + name), range: i..<(j + 1))
        }
        // "les années 90", "années 1990", "les années quatre-vingt"
        if t.is(.decadeOpener, j), let (n, len) = t.count(at: j + 1), let start = decadeStart(n) {
            return Mention(period: decadeRange(start), range: i..<(j + 1 + len))
        }
        // "the 1990s", "90s", "'90s"; "the 1990's", "the 90's" (the apostrophe splits off the "s")
        if let word = t.word(j), word.utf8.last == UInt8(ascii: "s"), case let digits = word.dropLast(),
            digits.utf8.count == 2 || digits.utf8.count == 4, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
            let n = Int(digits), let start = decadeStart(n)
        {
            return Mention(period: decadeRange(start), range: i..<(j + 1))
        }
        if let n = t.number(j), t.digitCount(j) == 2 || t.digitCount(j) == 4, t.isWord(.s, j + 1),
            let start = decadeStart(n)
        {
            return Mention(period: decadeRange(start), range: i..<(j + 2))
        }
        return nil
    }

    /// The first year of a decade written with two digits ("90": 1990; up to "20": this century's) or four.
    private func decadeStart(_ n: Int) -> Int? {
        guard n % 10 == 0 else { return nil }
        if n < 100 { return centuryOf(n) + n }
        return (1900...2090).contains(n) ? n : nil
    }

    private func centuryOf(_ twoDigits: Int) -> Int { twoDigits <= 20 ? 2000 : 1900 }

    /// "the 15th century" (1400–1499), "le XVe siècle", "the 20th century", "this century", "le siècle dernier":
    /// the hundred years from a year ending in 00, as calendars count them.
    func century(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.isWord(.au, j) || t.isWord(.du, j) || t.is(.article, j) { j += 1 }
        let current = calendar.today.year / 100 + 1
        let number: Int
        var end: Int
        if t.is(.century, j), t.is(.lastAfter, j + 1) {
            (number, end) = (current - 1, j + 2)
        } else if !t.is(.century, j + 1) {
            return nil
        } else if t.is(.this, j) {
            (number, end) = (current, j + 2)
        } else if t.is(.lastBefore, j) {
            (number, end) = (current - 1, j + 2)
        } else if let n = t.ordinal(j) ?? Self.romanOrdinal(t.word(j)) {
            (number, end) = (n, j + 2)
        } else {
            return nil
        }
        guard (1...99).contains(number) else { return nil }
        // One to come is no period, not its ordinal's day ("the 25th century").
        guard number <= current else { return Mention(period: .unspecified, range: i..<end) }
        return Mention(period: years(from: (number - 1) * 100, count: 100), range: i..<end)
    }

    /// The endings of a French ordinal, longest first: "xixeme", "ier", "ire", "xve".
    private static let romanSuffixes: [[UInt8]] = ["eme", "er", "re", "e"].map { Array($0.utf8) }

    /// A French ordinal in Roman numerals: "xve" (15), "xxie" (21), "xixeme" (19), "ier" (1).
    static func romanOrdinal(_ word: String?) -> Int? {
        guard let word else { return nil }
        // Bytes, not characters: this is asked of the word before every quarter, half and century word.
        let bytes = Array(word.utf8)
        guard bytes.count <= 9,
            let suffix = romanSuffixes.first(where: {
                bytes.count > $0.count && bytes.suffix($0.count).elementsEqual($0)
            })
        else { return nil }
        var total = 0
        var last = 0
        for b in bytes.dropLast(suffix.count).reversed() {
            let v: Int
            switch b {
            case UInt8(ascii: "i"): v = 1
            case UInt8(ascii: "v"): v = 5
            case UInt8(ascii: "x"): v = 10
            case UInt8(ascii: "l"): v = 50
            default: return nil
            }
            total += v < last ? -v : v
            last = max(last, v)
        }
        return total > 0 ? total : nil
    }

    private func decadeRange(_ start: Int) -> Period { years(from: start, count: 10) }

    /// `count` whole years from 1 January of `start`.
    private func years(from start: Int, count: Int) -> Period {
        .range(Day(unchecked: start, 1, 1), Day(unchecked: start + count - 1, 12, 31))
    }

    // MARK: quarters, halves

    /// "Q1", "T3 2024", "the first quarter of last year", "le 3e trimestre", "H2",
    /// "S1 2025", "the second half of last year", "le premier semestre de l'année dernière", "2025 Q2".
    func quarterOrHalf(at i: Int, in t: PeriodTokens) -> Mention? {
        // The year first, then its quarter or half by name ("in 2025 Q2", "2024-H1", "en 2025 T3"): longer than the
        // year alone (`year(at:)`, with its cue), which was read.
        let y0 = t.is(.yearCue, i) ? i + 1 : i
        // "2019Q1", "2019T3", "2024H2": one word, as spreadsheets head their columns.
        if let (y, part) = Self.yearAndPart(t.word(y0)), !t.isGluedToNumber(y0) {
            if let q = PeriodLexicon.quarterNames[part] {
                return Mention(period: .quarter(year: y, quarter: q), range: i..<(y0 + 1))
            }
            if let h = PeriodLexicon.halfNames[part] {
                return Mention(period: .half(year: y, half: h), range: i..<(y0 + 1))
            }
        }
        if let (y, len) = t.year(y0), !t.isGluedToNumber(y0) {
            let end = y0 + len + 1
            if let q = t.quarterName(y0 + len) { return Mention(period: .quarter(year: y, quarter: q), range: i..<end) }
            if let h = t.halfName(y0 + len) { return Mention(period: .half(year: y, half: h), range: i..<end) }
            // "2016's third quarter", "the 2016 third quarter"
            let p = t.isWord(.s, y0 + len) ? y0 + len + 1 : y0 + len
            if let o = t.ordinal(p), (1...4).contains(o), t.unit(p + 1) == .quarter {
                return Mention(period: .quarter(year: y, quarter: o), range: i..<(p + 2))
            }
            // "en 2019 au premier trimestre", "in 2019 in the third quarter", "in 2019 during Q3", "in 2019 in
            // March": a preposition between the year and its part, after a year cue ("spent 2020 in August" is an
            // amount).
            var q = y0 + len
            if y0 > i, t.is(.seasonOpener, q) {
                q += 1
                if t.is(.article, q) { q += 1 }
                if let n = t.quarterName(q) {
                    return Mention(period: .quarter(year: y, quarter: n), range: i..<(q + 1))
                }
                if let n = t.halfName(q) { return Mention(period: .half(year: y, half: n), range: i..<(q + 1)) }
                if let o = t.ordinal(q), (1...4).contains(o), t.unit(q + 1) == .quarter {
                    return Mention(period: .quarter(year: y, quarter: o), range: i..<(q + 2))
                }
                if let o = t.ordinal(q), (1...2).contains(o), t.is(.half, q + 1) {
                    return Mention(period: .half(year: y, half: o), range: i..<(q + 2))
                }
                if let m = t.month(q), !t.isAmbiguousMonth(q) || t.isWord(.in, q - 1) || t.isWord(.en, q - 1) {
                    return Mention(period: .month(year: y, month: m), range: i..<(q + 1))
                }
            }
        }
        var j = i
        // "au IIIe trimestre": a Roman ordinal starts no mention, so its preposition is read here
        if t.is(.article, j)
            || (t.isWord(.au, j) && t.ordinal(j + 1) == nil && Self.romanOrdinal(t.word(j + 1)) != nil)
        {
            j += 1
        }
        var isHalf = false
        let n: Int
        var k: Int
        // Shapes read only with a year after them ("quarter 3 of 2025"), or with "of the year" too ("the first six
        // months of the year"); alone they are something else ("a quarter 2 times", the last six months).
        var needsYear = false
        var ofTheYearWillDo = false
        if let q = t.quarterName(j) {
            n = q
            k = j + 1
        } else if let h = t.halfName(j) {
            n = h
            isHalf = true
            k = j + 1
        } else if t.unit(j + 1) == .quarter, let o = t.ordinal(j) ?? Self.romanOrdinal(t.word(j)), (1...4).contains(o) {
            // "the third quarter", "le IIIe trimestre"
            n = o
            k = j + 2
        } else if t.is(.half, j + 1), let o = t.ordinal(j) ?? Self.romanOrdinal(t.word(j)), (1...2).contains(o) {
            n = o
            isHalf = true
            k = j + 2
        } else if t.unit(j) == .quarter || t.is(.half, j), let n0 = t.number(j + 1), t.digitCount(j + 1) == 1,
            (1...(t.unit(j) == .quarter ? 4 : 2)).contains(n0)
        {
            // "quarter 3 of 2025", "semestre 2 de 2025"
            n = n0
            isHalf = t.unit(j) != .quarter
            k = j + 2
            needsYear = true
        } else if t.unit(j + 1) == .quarter || t.is(.half, j + 1),
            t.isFinal(j)
        {
            // "the last quarter of 2025", "le dernier trimestre 2024": a year's last one; alone, the one before now
            isHalf = t.unit(j + 1) != .quarter
            n = isHalf ? 2 : 4
            k = j + 2
            needsYear = true
        } else if t.is(.half, j + 1), let side = t.word(j).flatMap({ PeriodLexicon.halfSides[$0] }) {
            // "the latter half of 2025", "the back half of the year"
            n = side
            isHalf = true
            k = j + 2
        } else if let (side, len) = sixMonths(at: j, in: t) {
            // "the first six months of 2025", "les 6 derniers mois de 2024"
            n = side
            isHalf = true
            k = j + len
            needsYear = true
            ofTheYearWillDo = true
        } else {
            return nil
        }
        let firstMonth = isHalf ? (n - 1) * 6 + 1 : (n - 1) * 3 + 1
        var year = latestYear(startingMonth: firstMonth)
        var yearSaid = false
        if let (y, len) = yearRef(at: k, in: t) {
            year = y
            k += len
            yearSaid = true
        } else if t.is(.of, k) {
            // "of the year", "de l'année" is this year's; "the first half of the month" is no half year
            var u = k + 1
            if t.is(.article, u) { u += 1 }
            if t.unit(u) == .year {
                year = calendar.today.year
                k = u + 1
                yearSaid = ofTheYearWillDo
            } else if t.unit(u) == .month {
                return nil
            }
        }
        if needsYear, !yearSaid { return nil }
        let period: Period = isHalf ? .half(year: year, half: n) : .quarter(year: year, quarter: n)
        return Mention(period: period, range: i..<k)
    }

    /// "the month before March", "the year prior to 2020", "the quarter after Q1 2025", "le mois avant mars",
    /// "l'année précédant 2020": the unit next to a period of that unit (a month's month, a year's year). One that
    /// begins after today is no period the ledger has (as "the day after" a day).
    func unitBeside(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        // "2 years after 2020", "three months before March": that many units away, one unit long. After an article
        // a count is a span of them: "the two months before March" is January and February.
        var count = 1
        var span = 1
        if t.is(.article, j) {
            j += 1
            if let (n, len) = t.count(at: j), (2...100).contains(n) {
                span = n
                j += len
            }
        } else if !t.is(.article, i - 1), let (n, len) = t.count(at: j), (2...100).contains(n) {
            count = n
            j += len
        }
        guard let unit = t.unit(j), unit == .month || unit == .quarter || unit == .year else { return nil }
        var k = j + 1
        let shift: Int
        if let s = t.word(k).flatMap({ PeriodLexicon.unitShifts[$0] }) {
            shift = s
            k += 1
        } else if priorTo(at: k, in: t) {
            shift = -1
            k += 2
        } else {
            return nil
        }
        guard let m = mention(at: k, in: t), m.range.lowerBound == k else { return nil }
        let today = calendar.today
        let months = unit == .month ? 1 : unit == .quarter ? 3 : 12
        let start: Day
        switch (unit, m.period) {
        case (.month, .month), (.quarter, .quarter), (.year, .year):
            guard let named = m.period.interval(in: calendar)?.start else { return nil }
            start = named
        case (_, .current(unit)): start = Self.start(of: unit, containing: today)
        case (_, .previous(unit)): start = Self.start(of: unit, containing: today).adding(months: -months)
        default: return nil
        }
        if span > 1 {
            // The units just before the named one, or just after it.
            let first = shift < 0 ? start.adding(months: -span * months) : start.adding(months: months)
            let last = first.adding(months: span * months).adding(days: -1)
            return Mention(period: first > today ? .unspecified : .range(first, last), range: i..<m.range.upperBound)
        }
        let shifted = start.adding(months: shift * months * count)
        let period: Period
        if shifted > today {
            period = .unspecified
        } else if unit == .month {
            period = .month(year: shifted.year, month: shifted.month)
        } else if unit == .quarter {
            period = .quarter(year: shifted.year, quarter: (shifted.month - 1) / 3 + 1)
        } else {
            period = .year(shifted.year)
        }
        return Mention(period: period, range: i..<m.range.upperBound)
    }

    /// The first day of the calendar month, quarter or year holding `day`.
    private static func start(of unit: CalendarUnit, containing day: Day) -> Day {
        switch unit {
        case .quarter: return Day(unchecked: day.year, (day.month - 1) / 3 * 3 + 1, 1)
        case .year: return Day(unchecked: day.year, 1, 1)
        default: return Day(unchecked: day.year, day.month, 1)
        }
    }

    /// A year and a quarter's or half's name in one word ("2019q1" → 2019, "q1"): four digits of a year of
    /// `fullDateYear`'s, then two characters. Most words are turned away by their length.
    static func yearAndPart(_ word: String?) -> (year: Int, part: String)? {
        guard let word, word.utf8.count == 6, word.utf8.prefix(4).allSatisfy({ $0 >= 48 && $0 <= 57 }),
            let year = Int(word.prefix(4)), (1900...2100).contains(year)
        else { return nil }
        return (year, String(word.dropFirst(4)))
    }

    /// "from Q1 to Q3 2017", "Q1-Q3 2017", "from the first to the third quarter of 2017", "du premier au
    /// troisième trimestre 2017", "from Q1 2017 to Q2 2018": the months of those quarters, in the years named
    /// (one year named serves both ends), or else in the latest year whose first of them has begun.
    func quarterSpan(at i: Int, in t: PeriodTokens) -> Mention? {
        let opened = t.is(.rangeStart, i)
        var j = opened ? i + 1 : i
        if t.is(.article, j) { j += 1 }
        guard t.connectsSpan(after: j, between: t.is(.rangeBetween, i)),
            let first = quarterEnd(at: j, in: t) ?? yearEnd(at: j, quarter: 1, in: t)
        else { return nil }
        var k = first.end
        if t.isJoined(k, by: .dash) {
            // "Q1-Q3": the dash is the connector ("2017-Q3" is one quarter)
            if first.year != nil, first.end == j + 1 { return nil }
        } else if opened || first.named, t.is(.rangeBetween, i) ? t.is(.rangeAnd, k) : t.is(.rangeEnd, k) {
            k += 1
            if t.isWord(.qu, k) { k += 1 }  // jusqu'au
        } else {
            return nil
        }
        if t.is(.article, k) || t.isWord(.au, k) { k += 1 }
        // An ordinal alone is a quarter only when the other end says so: "from the first to the third quarter".
        // An end that is not named ("first", "2017") takes its sense from the other; beside a year, it gives one.
        guard let second = quarterEnd(at: k, in: t) ?? yearEnd(at: k, quarter: 4, in: t), first.named || second.named,
            first.named || first.year == nil || second.year != nil,
            second.named || second.year == nil || first.year != nil
        else { return nil }
        // "did it go up from Q1 to Q2?", "compare Q1 to Q3": two periods side by side.
        if t.is(.comparison, i - 1) || t.is(.compareVerb, i - 1) || setsSideBySide(before: i, in: t) { return nil }
        let startMonth = first.quarter * 3 - 2
        let y1 = first.year ?? second.year ?? latestYear(startingMonth: startMonth)
        let y2 = second.year ?? y1
        guard (y1, first.quarter) <= (y2, second.quarter), let start = Day(year: y1, month: startMonth, day: 1),
            let stop = Day(year: y2, month: second.quarter * 3, day: Day.daysIn(month: second.quarter * 3, year: y2))
        else { return nil }
        return Mention(period: .range(start, stop), range: i..<second.end)
    }

    /// One end of a span of quarters: "Q3", "T3 2017", "the third quarter of 2017", or a bare ordinal ("first",
    /// not `named`, and no year of its own).
    private func quarterEnd(at j: Int, in t: PeriodTokens) -> (quarter: Int, year: Int?, end: Int, named: Bool)? {
        let quarter: Int
        var end: Int
        // "2017 Q1 to 2018 Q1": the year first, then its quarter by name.
        if let (y, len) = t.year(j), !t.isGluedToNumber(j), let q = t.quarterName(j + len) {
            return (q, y, j + len + 1, true)
        }
        if let q = t.quarterName(j) {
            (quarter, end) = (q, j + 1)
        } else if let o = t.ordinal(j), (1...4).contains(o) {
            guard t.unit(j + 1) == .quarter else { return (o, nil, j + 1, false) }
            (quarter, end) = (o, j + 2)
        } else {
            return nil
        }
        var year: Int?
        if let (y, len) = yearRef(at: end, in: t) {
            year = y
            end += len
        }
        return (quarter, year, end, true)
    }

    /// A year at one end of a span of quarters ("from 2017 to Q1 2018", "de 2017 au premier trimestre 2018"): its
    /// first quarter at the start, its last at the end.
    private func yearEnd(
        at j: Int, quarter: Int, in t: PeriodTokens
    ) -> (
        quarter: Int, year: Int?, end: Int, named: Bool
    )? {
        guard let (y, len) = t.year(j), !t.isGluedToNumber(j), !t.is(.amountAfter, j + len) else { return nil }
        return (quarter, y, j + len, false)
    }

    /// "first six months", "last 6 months", "six premiers mois", "6 derniers mois": which half, and the words' length.
    private func sixMonths(at j: Int, in t: PeriodTokens) -> (Int, Int)? {
        // Words are hashed below only where a month unit stands two or three words on.
        guard t.unit(j + 2) == .month || t.unit(j + 3) == .month, let e = edgeCount(at: j, in: t), e.n == 6,
            e.unit == .month
        else { return nil }
        return (e.fromEnd ? 2 : 1, e.length)
    }

    /// "first 10 days", "last two weeks", "10 premiers jours", "deux dernières semaines": a count of units taken from
    /// one end of what follows, and the words' length.
    private func edgeCount(at j: Int, in t: PeriodTokens) -> (fromEnd: Bool, n: Int, unit: CalendarUnit, length: Int)? {
        if let side = t.countSide(j), let (n, len) = t.count(at: j + 1), let unit = t.unit(j + 1 + len) {
            return (side == 2, n, unit, len + 2)
        }
        if let (n, len) = t.count(at: j), let side = t.countSide(j + len), let unit = t.unit(j + len + 1) {
            return (side == 2, n, unit, len + 2)
        }
        return nil
    }

    // MARK: seasons

    /// "this season", "last season", "next season", "la saison dernière": the meteorological season holding
    /// today, the one before it, or the one after it.
    private func seasonOfToday(relation before: Relation, at j: Int, start i: Int, in t: PeriodTokens) -> Mention? {
        var relation = before
        var end = j + 1
        if relation == .plain {
            relation = self.relation(after: end, in: t)
            guard relation != .plain else { return nil }
            end += 1
        }
        let today = calendar.today
        // The season holding today starts on the first day of March, June, September or December.
        let startMonth: Int
        switch today.month {
        case 3...5: startMonth = 3
        case 6...8: startMonth = 6
        case 9...11: startMonth = 9
        default: startMonth = 12
        }
        var start = Day(unchecked: today.month <= 2 ? today.year - 1 : today.year, startMonth, 1)
        if relation == .last { start = start.adding(months: -3) }
        if relation == .next { start = start.adding(months: 3) }
        return Mention(period: .range(start, start.adding(months: 3).adding(days: -1)), range: i..<end)
    }

    /// "last summer", "l'été dernier", "summer 2024", "l'automne 2023", "this winter",
    /// "cet hiver", "au printemps 2025" — meteorological seasons.
    func season(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        var relation = relation(before: j, in: t)
        var cued = relation != .plain
        if cued {
            j += 1
        } else if t.is(.article, j) || t.is(.seasonOpener, j) {
            cued = t.is(.article, j)
            j += 1
            if t.is(.article, j) {
                cued = true
                j += 1
            }
        }
        if relation != .plain || t.is(.article, j - 1), t.is(.seasonWord, j) {
            return seasonOfToday(relation: relation, at: j, start: i, in: t)
        }
        guard let season = t.season(j) else { return nil }
        var end = j + 1
        if case let after = self.relation(after: end, in: t), after != .plain {
            relation = after
            cued = true
            end += 1
        }
        let today = calendar.today
        var start: Day
        if let (y, len) = yearRef(at: end, in: t) {
            start = Day(unchecked: y, season.rawValue, 1)
            end += len
            cued = true
        } else {
            start = Day(unchecked: today.year, season.rawValue, 1)
            if start > today { start = start.adding(years: -1) }
            let containsToday = today < start.adding(months: 3)
            if relation == .last && containsToday { start = start.adding(years: -1) }
            if relation == .next { start = start.adding(years: 1) }
        }
        // "j'ai été payé", "did it fall": the word is a season only with a cue
        if t.isAmbiguousSeason(j), !cued { return nil }
        return Mention(period: .range(start, start.adding(months: 3).adding(days: -1)), range: i..<end)
    }
}
