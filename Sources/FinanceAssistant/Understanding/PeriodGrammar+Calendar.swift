/// The productions of dates as calendars write them (GUIDE §19).
///
///     weekdayDate   := [on|le] weekday [the|le] (numeric | day [of] month [yearref] | month day [yearref])
///     nthWeekday    := [on] [the|le|la] (first…fifth|last|dernier) (weekday|weekend) (of|in|de|d|du) (month [yearref] | monthref)
///     monthDay      := [on|le] [the] day [day] (of|du|de|d) (monthref | month [yearref])
///     weekdayOfWeek := [on] weekday [of|de] weekref | weekref ['s] weekday | weekref [from|du] weekday (to|au) weekday
///     nextWeekday   := (next|coming) weekday | weekday (prochain|suivant)
///     weekdayTwoAway := [the|l] avant-dernier weekday | [the|le] weekday (before last|after next|d'avant le dernier)
///     lastNextDate  := (last|next) (day [of] month | month day) | date (dernier|prochain)
///     daySpan       := (from|du|de) (dayref | now) (to|until|au|jusqu'à) (dayref | now)
///                    | (between|entre) (dayref | now) (and|et) (dayref | now)
///     monthref      := [the|ce|le] (this|last|next) month | [le] mois (dernier|prochain|ci)
///     weekref       := [the|la|l] (this|last|next) week | semaine (dernière|prochaine) | cette semaine
///     dayref        := [the|le] any production that names one day (a weekday, "yesterday", "last Monday", "3 days ago")
///
/// A day named in a relative month is a calendar date ("the 5th of last month" is 5 February, a
/// budget month notwithstanding); the Nth weekday of a month without a year is the latest such
/// day not after today.
extension PeriodParser {
    /// "this month", "last month", "le mois prochain", "ce mois-ci": the first day of that calendar month.
    func monthRef(at i: Int, in t: PeriodTokens) -> (first: Day, end: Int)? {
        var k = i
        if t.is(.article, k) { k += 1 }
        let here = calendar.today.firstOfMonth
        if t.unit(k + 1) == .month {
            let end = t.isWord(.ci, k + 2) ? k + 3 : k + 2
            if t.is(.this, k) { return (here, end) }
            if t.is(.lastBefore, k) { return (here.adding(months: -1), k + 2) }
            if t.is(.nextBefore, k) { return (here.adding(months: 1), k + 2) }
        }
        if t.unit(k) == .month {
            if t.is(.lastAfter, k + 1) { return (here.adding(months: -1), k + 2) }
            if t.is(.nextAfter, k + 1) { return (here.adding(months: 1), k + 2) }
        }
        return nil
    }

    /// "March", "March 2025", "mars 24": the first day of that month (without a year, the latest not after today).
    func namedMonth(at k: Int, in t: PeriodTokens) -> (first: Day, end: Int)? {
        guard let m = t.month(k) else { return nil }
        var year = latestYear(startingMonth: m)
        var end = k + 1
        if let (y, len) = yearRef(at: end, in: t) {
            year = y
            end += len
        }
        return (Day(unchecked: year, m, 1), end)
    }

    /// "this week", "last week", "la semaine prochaine", "cette semaine": the Monday of that week.
    func weekRef(at i: Int, in t: PeriodTokens) -> (monday: Day, end: Int)? {
        var k = i
        if t.is(.article, k) { k += 1 }
        let today = calendar.today
        let monday = today.mondayOfWeek
        if t.unit(k + 1) == .week {
            let end = t.isWord(.ci, k + 2) ? k + 3 : k + 2
            if t.is(.this, k) { return (monday, end) }
            if t.is(.lastBefore, k) || t.isWord(.past, k) { return (monday.adding(days: -7), k + 2) }
            if t.is(.nextBefore, k) { return (monday.adding(days: 7), k + 2) }
        }
        if t.unit(k) == .week {
            if t.is(.lastAfter, k + 1) { return (monday.adding(days: -7), k + 2) }
            if t.is(.nextAfter, k + 1) { return (monday.adding(days: 7), k + 2) }
        }
        return nil
    }

    /// A weekday in full, or abbreviated where a date follows ("Tue 3 Mar", "sam. 14 févr.").
    private func weekdayWord(_ i: Int, in t: PeriodTokens, abbreviated: Bool) -> Int? {
        if let w = t.weekday(i) { return w }
        guard abbreviated else { return nil }
        return t.weekdayAbbreviation(i)
    }

    /// "Tuesday, March 3rd, 2026", "Tue 3 Mar", "mardi 3 mars 2026", "le mardi 3/03": the date; the weekday says nothing more.
    func weekdayDate(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.isWord(.on, j) || t.isWord(.le, j) { j += 1 }
        guard weekdayWord(j, in: t, abbreviated: true) != nil, let m = date(at: j + 1, in: t),
            m.range.lowerBound == j + 1
        else { return nil }
        if case .month = m.period { return nil }  // "Monday May 2025" is no day
        return Mention(period: m.period, range: i..<m.range.upperBound)
    }

    /// "Saturday the 7th", "Sat 9th", "le samedi 7": the latest day of that number, not after today, that falls on
    /// that weekday (within two years; else no period). A month after it is `weekdayDate`'s.
    func weekdayAndDay(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.isWord(.on, j) || t.isWord(.le, j) { j += 1 }
        guard let weekday = weekdayWord(j, in: t, abbreviated: true) else { return nil }
        var k = j + 1
        if t.is(.article, k) { k += 1 }
        guard let n = t.dayOfMonth(k), !t.isInNumericGroup(k), !t.isGluedToNumber(k), t.unit(k + 1) == nil,
            t.month(k + 1) == nil, !t.is(.amountAfter, k + 1), !t.is(.amountBefore, j - 1)
        else { return nil }
        var month = calendar.today.firstOfMonth
        for _ in 0..<24 {
            if let d = Day(year: month.year, month: month.month, day: n), d <= calendar.today, d.weekday == weekday {
                return Mention(period: .day(d), range: i..<(k + 1))
            }
            month = month.adding(months: -1)
        }
        return Mention(period: .unspecified, range: i..<(k + 1))
    }

    /// "the second Tuesday of March", "the last Friday of February", "first Monday in December",
    /// "le premier lundi de février", "the first Saturday of next month".
    func nthWeekday(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.isWord(.on, j) { j += 1 }
        if t.is(.article, j) { j += 1 }
        let nth: Int
        if t.is(.lastBefore, j) || t.isWord(.dernier, j) || t.isWord(.derniere, j) {
            nth = 0
        } else if let o = t.ordinal(j) ?? (t.isWord(.fifth, j) || t.isWord(.cinquieme, j) ? 5 : nil),
            (1...5).contains(o)
        {
            nth = o
        } else {
            return nil
        }
        // "the last weekend of October", "le premier week-end de septembre": its Saturday, and the Sunday after.
        let weekendLength = t.weekend(j + 1)
        guard let weekday = weekendLength != nil ? 6 : t.weekday(j + 1) else { return nil }
        var k = j + 1 + (weekendLength ?? 1)
        guard t.is(.of, k) || t.isWord(.in, k) else { return nil }
        k += 1
        var first: Day
        var placed = false
        if let (month, end) = monthRef(at: k, in: t) {
            first = month
            k = end
            placed = true
        } else if let unit = t.isWord(.du, k - 1) ? k : (t.is(.article, k) ? k + 1 : nil), t.unit(unit) == .month,
            t.month(unit + 1) == nil, !t.is(.of, unit + 1)
        {
            // "the first Monday of the month", "le premier lundi du mois": this month's.
            first = calendar.today.firstOfMonth
            k = unit + 1
            placed = true
        } else {
            if t.unit(k) == .month, t.is(.of, k + 1), t.month(k + 2) != nil { k += 2 }  // "du mois de mars"
            guard let m = t.month(k) else { return nil }
            k += 1
            first = Day(unchecked: latestYear(startingMonth: m), m, 1)
            if let (y, len) = yearRef(at: k, in: t) {
                first = Day(unchecked: y, m, 1)
                k += len
                placed = true
            }
        }
        func day(in month: Day) -> Day? {
            let days = Day.daysIn(month: month.month, year: month.year)
            if nth == 0 {
                let last = Day(unchecked: month.year, month.month, days)
                return last.adding(days: -((last.weekday - weekday + 7) % 7))
            }
            let firstMatch = month.adding(days: (weekday - month.weekday + 7) % 7)
            let d = firstMatch.adding(days: 7 * (nth - 1))
            return d.month == month.month ? d : nil
        }
        guard var d = day(in: first) else { return Mention(period: .unspecified, range: i..<k) }
        // Without a year, the latest such day not after today.
        if !placed, d > calendar.today, let earlier = day(in: first.adding(years: -1)) { d = earlier }
        if weekendLength != nil { return Mention(period: .range(d, d.adding(days: 1)), range: i..<k) }
        return Mention(period: .day(d), range: i..<k)
    }

    /// "the 5th of last month", "le 10 du mois prochain", "the 12th of this month", "the 3rd day of June".
    func monthDay(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.is(.dayOpener, j) { j += 1 }
        if t.is(.article, j) { j += 1 }
        if let m = lastDayOfMonth(from: j, start: i, in: t) { return m }
        let written = t.isWrittenOrdinal(j) || t.spelledOrdinalDay(j) != nil
        guard let (d, len) = t.dayOfMonth(j).map({ ($0, 1) }) ?? t.spelledOrdinalDay(j), !t.isInNumericGroup(j)
        else { return nil }
        var k = j + len
        var dayWord = false
        if t.isWord(.day, k) || t.isWord(.jour, k), written {
            k += 1
            dayWord = true
        }
        guard t.is(.of, k) else { return nil }
        k += 1
        if let (month, end) = monthRef(at: k, in: t) {
            guard let day = Day(year: month.year, month: month.month, day: d) else {
                return Mention(period: .unspecified, range: i..<end)
            }
            return Mention(period: .day(day), range: i..<end)
        }
        // "the 3rd day of June": a day of a named month ("the 3rd of June" is read by `date`), which may be "the
        // month of June", "le mois d'août".
        let article = t.is(.article, k) ? 1 : 0
        if dayWord, t.unit(k + article) == .month, t.is(.of, k + article + 1), t.month(k + article + 2) != nil {
            k += article + 2
        }
        guard dayWord, let m = t.month(k) else { return nil }
        k += 1
        var year: Int?
        if let (y, ylen) = yearRef(at: k, in: t) {
            year = y
            k += ylen
        }
        guard let day = resolve(day: d, month: m, year: year) else {
            return Mention(period: .unspecified, range: i..<k)
        }
        return Mention(period: .day(day), range: i..<k)
    }

    /// "the last day of October 2015", "le dernier jour de février", "the last day of last month": that month's
    /// last day (a month without a year: the latest one that has started).
    private func lastDayOfMonth(from j: Int, start i: Int, in t: PeriodTokens) -> Mention? {
        guard t.is(.lastBefore, j) || t.isWord(.dernier, j), t.isWord(.day, j + 1) || t.isWord(.jour, j + 1),
            t.is(.of, j + 2)
        else { return nil }
        var k = j + 3
        let first: Day
        if let (month, end) = monthRef(at: k, in: t) {
            first = month
            k = end
        } else if let (month, end) = namedMonth(at: k, in: t) {
            first = month
            k = end
        } else {
            return nil
        }
        return Mention(period: .day(first.lastOfMonth), range: i..<k)
    }

    /// "Tuesday of last week", "Friday next week", "mardi de la semaine dernière", "last week's Thursday".
    func weekdayOfWeek(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.isWord(.on, j) { j += 1 }
        if let weekday = t.weekday(j) {
            var k = j + 1
            if t.isWord(.of, k) || t.isWord(.de, k) { k += 1 }
            guard let (monday, end) = weekRef(at: k, in: t) else { return nil }
            return Mention(period: .day(monday.adding(days: weekday - 1)), range: i..<end)
        }
        guard let (monday, end) = weekRef(at: j, in: t) else { return nil }
        var k = end
        // "next week from Wednesday to Friday", "la semaine prochaine du jeudi au samedi": days of that week.
        if let (w1, w2, stop) = weekdayPair(at: k, in: t), w1 <= w2 {
            return Mention(
                period: .range(monday.adding(days: w1 - 1), monday.adding(days: w2 - 1)), range: i..<stop)
        }
        if t.isWord(.s, k) { k += 1 }
        guard let weekday = t.weekday(k) else { return nil }
        return Mention(period: .day(monday.adding(days: weekday - 1)), range: i..<(k + 1))
    }

    /// "from Monday to Wednesday", "between Monday and Wednesday", "Monday through Wednesday", "du lundi au
    /// mercredi": two weekdays and the index after them.
    private func weekdayPair(at i: Int, in t: PeriodTokens) -> (Int, Int, Int)? {
        let between = t.is(.rangeBetween, i)
        let j = t.is(.rangeStart, i) ? i + 1 : i
        guard let w1 = t.weekday(j), let k = spanConnector(at: j + 1, between: between, orArticle: true, in: t),
            let w2 = t.weekday(k)
        else { return nil }
        return (w1, w2, k + 1)
    }

    /// After a span's first end, its connector ("to", "until", "and" after "between", "au", "à", "jusqu'au"; an
    /// article too where `orArticle`): the index of the second end.
    private func spanConnector(at k: Int, between: Bool, orArticle: Bool = false, in t: PeriodTokens) -> Int? {
        guard between ? t.is(.rangeAnd, k) : t.is(.rangeEnd, k) else { return nil }
        var k = k + 1
        if t.isWord(.qu, k) { k += 1 }  // jusqu'à, jusqu'au
        if t.isWord(.au, k) || t.isWord(.a, k) || (orArticle && t.is(.article, k)) { k += 1 }
        return k
    }

    /// "next Friday", "vendredi prochain": the first such weekday after today.
    func nextWeekday(at i: Int, in t: PeriodTokens) -> Mention? {
        let first = firstWeekdayAfterToday
        if t.is(.nextBefore, i), let w = t.weekday(i + 1) { return Mention(period: .day(first(w)), range: i..<(i + 2)) }
        var j = i
        if t.isWord(.on, j) || t.isWord(.le, j) { j += 1 }
        if let w = t.weekday(j), t.is(.nextAfter, j + 1) { return Mention(period: .day(first(w)), range: i..<(j + 2)) }
        return nil
    }

    /// The first such weekday after today ("next Friday").
    private func firstWeekdayAfterToday(_ weekday: Int) -> Day {
        let after = calendar.today.adding(days: 1)
        return after.adding(days: (weekday - after.weekday + 7) % 7)
    }

    /// "the Friday before last", "l'avant-dernier vendredi", "le vendredi d'avant le dernier": a week before the
    /// latest such day before today; "the Friday after next", "le vendredi après le prochain": a week after the first
    /// one after today.
    func weekdayTwoAway(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.is(.article, j) { j += 1 }
        func beforeLast(_ w: Int) -> Period { .day(latestWeekday(w, before: calendar.today).adding(days: -7)) }
        if let len = t.phrase(.beforeLastBefore, at: j), let w = t.weekday(j + len) {
            return Mention(period: beforeLast(w), range: i..<(j + len + 1))
        }
        guard let w = t.weekday(j) else { return nil }
        if let len = t.phrase(.beforeLastAfter, at: j + 1) {
            return Mention(period: beforeLast(w), range: i..<(j + 1 + len))
        }
        if let len = t.phrase(.afterNext, at: j + 1) {
            return Mention(period: .day(firstWeekdayAfterToday(w).adding(days: 7)), range: i..<(j + 1 + len))
        }
        return nil
    }

    /// "last March 3rd", "next 5th of April", "le 3 mars dernier", "le 5 avril prochain": the latest such
    /// day before today, or the first after it.
    func lastNextDate(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        var relation: Relation = .plain
        if t.is(.lastBefore, j) {
            relation = .last
            j += 1
        } else if t.isWord(.next, j) {
            relation = .next
            j += 1
        }
        if t.is(.dayOpener, j), relation == .plain { j += 1 }
        if t.is(.article, j) { j += 1 }
        guard let (part, end) = dayAndMonth(at: j, in: t), part.year == nil, let day = part.day, let month = part.month,
            !part.impossible
        else { return nil }
        var k = end
        if relation == .plain {
            if t.is(.lastAfter, k) {
                relation = .last
            } else if t.is(.nextAfter, k) {
                relation = .next
            } else {
                return nil
            }
            k += 1
        }
        let today = calendar.today
        let years =
            relation == .last ? Array((today.year - 8...today.year).reversed()) : Array(today.year...today.year + 8)
        let found = years.lazy.compactMap { Day(year: $0, month: month, day: day) }.first {
            relation == .last ? $0 < today : $0 > today
        }
        guard let found else { return Mention(period: .unspecified, range: i..<k) }
        return Mention(period: .day(found), range: i..<k)
    }

    /// "from Monday to Wednesday", "between last Monday and yesterday", "du lundi au mercredi",
    /// "from 3 days ago until now": the days between two days that other productions name.
    /// Two weekdays need no "from": "Monday through Wednesday", "lundi au mercredi".
    /// Weekdays keep to one week: "from Wednesday to Friday", said on a Wednesday, is last week's.
    func daySpan(at i: Int, in t: PeriodTokens) -> Mention? {
        // Most positions hold no range word; the scan for a comparison before it comes last.
        let opened = t.is(.rangeStart, i)
        guard opened || (t.weekday(i) != nil && t.is(.rangeEnd, i + 1)) else { return nil }
        let between = opened && t.is(.rangeBetween, i)
        let from = opened ? i + 1 : i
        // A day's name is a few words: without a connector soon after, no span (and no nested mention to read).
        guard
            (from + 1..<max(from + 1, min(t.count, from + 7))).contains(where: {
                between ? t.is(.rangeAnd, $0) : t.is(.rangeEnd, $0)
            }),
            // Unopened, the first end is the weekday itself: `mention(at:)` there would come back here.
            let (first, day) =
                opened
                ? dayMention(at: from, in: t) ?? now(at: from, in: t) : weekday(at: i, in: t).flatMap(oneDay)
        else { return nil }
        var start = day
        guard let k = spanConnector(at: first.range.upperBound, between: between, in: t) else { return nil }
        let span: Mention
        if opened, let len = t.phrase(.now, at: k) {
            span = Mention(period: .since(start), range: i..<(k + len))
        } else {
            guard let (second, found) = dayMention(at: k, in: t),
                opened || second.range.contains(where: { t.weekday($0) != nil })
            else { return nil }
            var stop = found
            if let w = bareWeekday(first, in: t), second.range.contains(where: { t.weekday($0) != nil }) {
                // "from Thursday to Saturday next week": the first weekday in the second's week.
                start = latestWeekday(w, notAfter: stop)
            } else if stop < start, first.range.contains(where: { t.weekday($0) != nil }) {
                start = start.adding(days: -7)
            } else if start >= calendar.today, !second.range.contains(where: { t.year($0) != nil }) {
                // "from today to November 15", "between now and Friday": a span from today runs forward, so its
                // end is the first such day on or after its start.
                for _ in 0..<8 where stop < start {
                    if second.range.contains(where: { t.month($0) != nil }) {
                        stop = stop.adding(years: 1)
                    } else if second.range.contains(where: { t.weekday($0) != nil }) {
                        stop = stop.adding(days: 7)
                    } else {
                        stop = stop.adding(months: 1)
                    }
                }
            }
            // "from today to November 15, 2025": a span that ends before it starts names no days.
            guard start <= stop else {
                return opened ? Mention(period: .unspecified, range: i..<second.range.upperBound) : nil
            }
            span = Mention(period: .range(start, stop), range: i..<second.range.upperBound)
        }
        return setsSideBySide(before: i, in: t) ? nil : span
    }

    /// "prior to": "before" in two words ("3 days prior to March 10", "the month prior to March").
    func priorTo(at k: Int, in t: PeriodTokens) -> Bool { t.isWord(.prior, k) && t.isWord(.to, k + 1) }

    /// "the day before Christmas", "the day after last Friday", "2 days before March 3", "a week after Easter",
    /// "16 days from March 1",
    /// "la veille du 14 juillet", "le lendemain de la Saint-Valentin", "deux jours après Noël": so many days from a
    /// day named after them (a date, a holiday, a placed weekday). One after today is a forward offset: no period.
    func dayFromNamedDay(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.isWord(.on, j) { j += 1 }
        if t.is(.article, j) { j += 1 }
        let days: Int
        var k: Int
        if let shift = t.nextDay(j), t.is(.of, j + 1) {
            (days, k) = (shift, j + 2)  // "la veille de", "the eve of"
        } else if t.unit(j) == .day, j > i, let shift = t.word(j + 1).flatMap({ PeriodLexicon.unitShifts[$0] }) {
            (days, k) = (shift, j + 2)  // "the day before"
        } else if let (n, len) = t.isWord(.a, j) || t.isWord(.un, j) ? (1, 1) : t.count(at: j),
            let unit = t.unit(j + len), unit == .day || unit == .week,
            // "two weeks from Friday": a count from a day is after it
            // "3 days prior to March 10": "before" in two words
            case let after = j + len + 1, case let prior = priorTo(at: after, in: t),
            // "3 days following March 10", "deux jours précédant Noël": "following" and "preceding" too
            let shift = t.word(after).flatMap({ PeriodLexicon.unitShifts[$0] })
                ?? (t.isWord(.from, after) ? 1 : prior ? -1 : nil)
        {
            (days, k) = (shift * n * (unit == .week ? 7 : 1), after + (prior ? 2 : 1))
        } else {
            return nil
        }
        // "the day before today", "two days before today": back from today, yesterday or tomorrow. Forward, the
        // fixed phrases decide ("the day after tomorrow" is a day of its own).
        if let anchor = dayAnchor(at: k, in: t) {
            let shifted = calendar.today.adding(days: anchor.offset + days)
            return shifted > calendar.today ? nil : Mention(period: .day(shifted), range: i..<(k + anchor.words.count))
        }
        guard t.phrase(.now, at: k) == nil, let (end, day) = namedDay(at: k, in: t) else { return nil }
        let shifted = day.adding(days: days)
        return Mention(period: shifted > calendar.today ? .unspecified : .day(shifted), range: i..<end)
    }

    /// The day named at `k` and where its words end: one day a mention names ("last Friday", "March 3", "the 5th"),
    /// or a holiday, after an article or not ("Christmas", "la Saint-Valentin": the latest not after today).
    private func namedDay(at k: Int, in t: PeriodTokens) -> (end: Int, day: Day)? {
        if let (m, day) = dayMention(at: k, in: t) { return (m.range.upperBound, day) }
        let h = t.is(.article, k) ? k + 1 : k
        guard let (part, end) = holiday(at: h, in: t), let day = startDay(of: part) else { return nil }
        return (end, day)
    }

    /// A mention of one day at `j`, or after an article there ("from the day before yesterday"), and its day:
    /// "yesterday" and "today" are units of one day.
    private func dayMention(at j: Int, in t: PeriodTokens) -> (Mention, Day)? {
        for k in [j, j + 1] where k == j || t.is(.article, j) {
            if let m = mention(at: k, in: t), m.range.lowerBound == k, let found = oneDay(m) { return found }
        }
        return nil
    }

    /// "now", "today", "maintenant" opening a span: today.
    private func now(at j: Int, in t: PeriodTokens) -> (Mention, Day)? {
        guard let len = t.phrase(.now, at: j), !t.isWord(.date, j) else { return nil }
        return (Mention(period: .current(.day), range: j..<(j + len)), calendar.today)
    }

    /// The weekday a mention names alone ("Thursday", "on Thursday", "le jeudi"), with nothing to place it.
    private func bareWeekday(_ m: Mention, in t: PeriodTokens) -> Int? {
        let last = m.range.upperBound - 1
        guard let w = t.weekday(last),
            m.range.count == 1 || (m.range.count == 2 && (t.isWord(.on, last - 1) || t.is(.article, last - 1)))
        else { return nil }
        return w
    }

    /// A mention and its day, when it names one day.
    private func oneDay(_ m: Mention) -> (Mention, Day)? {
        guard let days = m.period.interval(in: calendar), days.end == days.start.adding(days: 1) else { return nil }
        return (m, days.start)
    }
}
