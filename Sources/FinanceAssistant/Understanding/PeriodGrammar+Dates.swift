/// The productions of the period grammar that name calendar days: dates,
/// months, years, ranges and `since`.
///
///     date     := [on|the|le] (numeric | day [of] month [yearref] | month day [yearref])
///     numeric  := d/m[/y] | m/d[/y] (by the message's language) | d.m.[y] | yyyy-mm-dd | mm/yyyy | yyyy-mm
///     month    := [last|this|next] monthname [dernier|prochain] [yearref]
///     yearref  := [of|de|en] (yyyy | spelled year | last year | l'an prochain | cette année …)
///     year     := [in|en|…] (yyyy | spelled year)          never an amount ("2024 euros")
///     range    := [from|between|du|de|entre] endpoint (to|and|au|à|jusqu'au|–) (endpoint | now)
///     endpoint := numeric | day [of] month [yearref] | month day [yearref] | month [yearref] | year | day
///     since    := (since|depuis|à partir de) [the start of] (endpoint | weekday | yesterday | pay words)
extension PeriodParser {
    /// A date as said: any part may be missing ("the 3rd", "March", "2024").
    struct DatePart {
        var day: Int?
        var month: Int?
        var year: Int?
        /// A date no calendar has ("31/02", "April 31st").
        var impossible = false
    }

    // MARK: date

    func date(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.is(.dayOpener, j) { j += 1 }
        if t.is(.article, j) { j += 1 }
        // A holiday is a day after "on" / "le" ("on Christmas Day"), "at" or the French "à" ("at Easter", "à
        // Pâques"); "Christmas shopping" names no day.
        let holidayDay: (DatePart, Int)?
        if j > i, t.is(.dayOpener, i) {
            holidayDay = holiday(at: j, in: t)
        } else if j == i, t.is(.holidayOpener, i) || (t.order == .dayFirst && t.is(.frenchHolidayOpener, i)) {
            // "à la Pentecôte", "à l'Ascension": the French article after "à"
            holidayDay = holiday(at: t.is(.article, i + 1) && t.order == .dayFirst ? i + 2 : i + 1, in: t)
        } else {
            holidayDay = nil
        }
        guard let (part, end) = numeric(at: j, in: t) ?? dayAndMonth(at: j, in: t) ?? holidayDay else {
            return nil
        }
        if part.impossible { return Mention(period: .unspecified, range: i..<end) }
        guard let month = part.month else { return nil }
        if let day = part.day {
            guard let d = resolve(day: day, month: month, year: part.year) else {
                return Mention(period: .unspecified, range: i..<end)
            }
            return Mention(period: .day(d), range: i..<end)
        }
        let year = part.year ?? latestYear(startingMonth: month)
        return Mention(period: .month(year: year, month: month), range: i..<end)
    }

    /// The day of a date said without a year: the latest such day not after today.
    func resolve(day: Int, month: Int, year: Int?) -> Day? {
        if let year { return Day(year: year, month: month, day: day) }
        let today = calendar.today
        // February 29 exists one year in four.
        for back in 0..<8 {
            if let d = Day(year: today.year - back, month: month, day: day), d <= today { return d }
        }
        return nil
    }

    /// A date in digits: "3/02", "03/02/2026", "2026-02-03", "10.02.", "11/2025", "2025-10", "20260203",
    /// "03 02 2026".
    func numeric(at i: Int, in t: PeriodTokens) -> (DatePart, Int)? {
        if t.digitCount(i) == 8 { return compactDate(at: i, in: t) }
        guard let first = t.number(i) else { return nil }
        var parts = [first]
        var digits = [t.digitCount(i)]
        var glue: Token.Glue?
        var k = i + 1
        while parts.count < 3, let n = t.number(k), t.glue[k] != .none, t.glue[k] != .apostrophe,
            glue == nil || t.glue[k] == glue
        {
            glue = t.glue[k]
            parts.append(n)
            digits.append(t.digitCount(k))
            k += 1
        }
        guard let glue, parts.count >= 2 else { return spacedDate(at: i, in: t) }
        // "1-8 september", "13-15 juillet": two days of the month after them, a range (`range`), not a date.
        if glue == .dash, parts.count == 2, t.month(k) != nil { return nil }
        // "12.50 €", "3/4 of my salary" are amounts; a dotted pair is a day only after a day word — but a month and
        // four digits ("11.2016") are no amount (none has four decimals).
        if t.is(.amountAfter, k) || t.is(.amountBefore, i - 1) { return nil }
        let dottedMonth =
            glue == .dot && parts.count == 2 && digits[0] <= 2 && digits[1] == 4 && (1...12).contains(first)
        // "in 2016.11", "en 2016.11": a year and its month, dotted as some calendars write them, after a word that
        // opens a year — "2016.11" alone is as likely euros and cents.
        let dottedYearMonth =
            glue == .dot && parts.count == 2 && digits[0] == 4 && digits[1] == 2 && (1...12).contains(parts[1])
            && t.is(.yearCue, i - 1)
        if glue == .dot, parts.count == 2, !dottedMonth, !dottedYearMonth,
            !(t.is(.dayOpener, i - 1) || t.is(.since, i - 1) || t.is(.rangeStart, i - 1) || t.is(.rangeEnd, i - 1))
        {
            return nil
        }
        var part = DatePart()
        switch (parts.count, digits[0], digits[1]) {
        case (2, 4, 1...2) where glue != .dot || dottedYearMonth:
            part.year = t.digitYear(i)
            part.month = parts[1]
        case (2, 1...2, 4) where glue != .dot || dottedMonth:
            part.year = t.digitYear(i + 1)
            part.month = parts[0]
        case (2, 1...2, 1...2):
            return dayMonth(parts[0], parts[1], year: nil, order: glue == .dot ? .dayFirst : t.order).map { ($0, k) }
        case (3, 4, 1...2):
            // ISO: 2026-02-03, 2026/02/03, 2026.02.03
            guard let y = t.fullDateYear(i), digits[2] <= 2 else { return nil }
            part = DatePart(day: parts[2], month: parts[1], year: y)
            if Day(year: y, month: parts[1], day: parts[2]) == nil { part.impossible = true }
            return (part, k)
        case (3, 1...2, 1...2):
            let year: Int
            switch digits[2] {
            case 4: year = parts[2]
            case 2: year = PeriodTokens.fullYear(twoDigits: parts[2])
            default: return nil
            }
            guard (1900...2100).contains(year) else { return nil }
            return dayMonth(parts[0], parts[1], year: year, order: glue == .dot ? .dayFirst : t.order).map { ($0, k) }
        default:
            return nil
        }
        guard part.year != nil else { return nil }
        if !(1...12).contains(part.month ?? 0) { part.impossible = true }
        return (part, k)
    }

    /// "20180118": ISO 8601's basic form, as file names and exports write a day — eight digits alone, a year of
    /// `fullDateYear`'s, a month and a day that exist, and no money word beside them.
    private func compactDate(at i: Int, in t: PeriodTokens) -> (DatePart, Int)? {
        guard let word = t.word(i), word.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let n = Int(word),
            !t.isGluedToNumber(i), !t.is(.amountAfter, i + 1), !t.is(.amountBefore, i - 1)
        else { return nil }
        let (year, month, day) = (n / 10_000, n / 100 % 100, n % 100)
        guard (1900...2100).contains(year), Day(year: year, month: month, day: day) != nil else { return nil }
        return (DatePart(day: day, month: month, year: year), i + 1)
    }

    /// "18 08 1978", "2018 01 18": a date in digits with spaces for separators, as forms print it — a day and a
    /// month of two digits each beside a four-digit year, three numbers alone (no fourth beside them, no money
    /// word). Thousands written with spaces ("1 978") have three digits to a group, so no amount reads as one.
    private func spacedDate(at i: Int, in t: PeriodTokens) -> (DatePart, Int)? {
        guard t.number(i - 1) == nil, let a = t.number(i), let b = t.number(i + 1), let c = t.number(i + 2),
            t.glue[i + 1] == .none, t.glue[i + 2] == .none, t.number(i + 3) == nil, t.digitCount(i + 1) == 2,
            !t.is(.amountAfter, i + 3), !t.is(.amountBefore, i - 1)
        else { return nil }
        switch (t.digitCount(i), t.digitCount(i + 2)) {
        case (4, 2):
            guard let year = t.fullDateYear(i), Day(year: year, month: b, day: c) != nil else { return nil }
            return (DatePart(day: c, month: b, year: year), i + 3)
        case (2, 4):
            guard let year = t.fullDateYear(i + 2), let part = dayMonth(a, b, year: year, order: t.order),
                !part.impossible
            else { return nil }
            return (part, i + 3)
        default:
            return nil
        }
    }

    /// Two small numbers as a day and a month, in the writer's order — or the
    /// other one when theirs is impossible and the other is not ("25/12" in English).
    private func dayMonth(_ a: Int, _ b: Int, year: Int?, order: PeriodTokens.DateOrder) -> DatePart? {
        let (d, m) = order == .dayFirst ? (a, b) : (b, a)
        func exists(_ d: Int, _ m: Int) -> Bool {
            guard (1...12).contains(m) else { return false }
            return Day(year: year ?? 2024, month: m, day: d) != nil  // 2024: a leap year
        }
        if exists(d, m) { return DatePart(day: d, month: m, year: year) }
        if exists(m, d) { return DatePart(day: m, month: d, year: year) }
        return DatePart(day: d, month: m, year: year, impossible: true)
    }

    /// "3 May", "the 3rd of May 2025", "March 1st", "le 1er mars", "feb 30" (impossible).
    func dayAndMonth(at j: Int, in t: PeriodTokens) -> (DatePart, Int)? {
        // "the third of March", "le trois mars": a day in words, after "the" / "le"
        // "fourth of July", "twenty second of June": an ordinal word needs no article before "of" and a month.
        let spelled =
            t.is(.dayOpener, j - 1) || t.is(.article, j - 1)
            ? t.spelledDay(j) : t.spelledOrdinalDay(j).flatMap { t.isWord(.of, j + $0.1) ? $0 : nil }
        if let (d, len) = t.dayOfMonth(j).map({ ($0, 1) }) ?? spelled, !t.isInNumericGroup(j), t.digitYear(j) == nil {
            var k = j + len
            if t.isWord(.of, k) || t.isWord(.de, k) || t.isWord(.d, k) || t.isWord(.du, k) { k += 1 }
            // "the 12th of the month of September", "le 12 du mois de septembre"
            if t.is(.article, k), t.unit(k + 1) == .month { k += 1 }
            if t.unit(k) == .month, t.is(.of, k + 1), t.month(k + 2) != nil { k += 2 }
            if let m = t.month(k) { return date(day: d, month: m, yearAt: k + 1, in: t) }
        }
        // "March 25 euros" is an amount, never a date.
        if let m = t.month(j), let d = t.dayOfMonth(j + 1), t.digitYear(j + 1) == nil, !t.isInNumericGroup(j + 1),
            t.unit(j + 2) == nil, !t.is(.amountAfter, j + 2)
        {
            // "Jul-04-1995": a year joined by the dash that joined the day to its month.
            if t.isJoined(j + 1, by: .dash), t.isJoined(j + 2, by: .dash), let y = t.fullDateYear(j + 2),
                !t.isJoined(j + 3, by: .dash), !t.is(.amountAfter, j + 3)
            {
                var part = DatePart(day: d, month: m, year: y)
                part.impossible = Day(year: y, month: m, day: d) == nil
                return (part, j + 3)
            }
            return date(day: d, month: m, yearAt: j + 2, in: t)
        }
        // "march third 2015", "february the 15th": the day in words, or after "the".
        if let m = t.month(j), !t.isAmbiguousMonth(j) {
            let k = t.isWord(.the, j + 1) ? j + 2 : j + 1
            let day = k > j + 1 ? t.dayOfMonth(k).map { ($0, 1) } ?? t.spelledOrdinalDay(k) : t.spelledOrdinalDay(k)
            if let (d, len) = day, t.digitYear(k) == nil, !t.isInNumericGroup(k), t.unit(k + len) == nil,
                !t.is(.amountAfter, k + len)
            {
                return date(day: d, month: m, yearAt: k + len, in: t)
            }
        }
        return nil
    }

    /// A day and month, then the year said after them, if any.
    private func date(day: Int, month: Int, yearAt k: Int, in t: PeriodTokens) -> (DatePart, Int) {
        var part = DatePart(day: day, month: month)
        var end = k
        if let (y, len) = yearRef(at: k, in: t) {
            part.year = y
            end += len
        } else if let y = t.fullDateYear(k), !t.isGluedToNumber(k), !t.is(.amountAfter, k + 1) {
            part.year = y  // "September 21, 1978"
            end += 1
        } else if t.is(.of, k), let y = t.fullDateYear(k + 1), !t.isGluedToNumber(k + 1), !t.is(.amountAfter, k + 2) {
            part.year = y  // "September 13th of 1972", "le 13 septembre de 1972"
            end += 2
        } else if k == t.count - 1, t.digitCount(k) == 2, let n = t.number(k), t.glue[k] == .none {
            // "14th April 15", "April 14 15": two digits ending the message after a day and a month are its year.
            part.year = PeriodTokens.fullYear(twoDigits: n)
            end += 1
        }
        if Day(year: part.year ?? 2024, month: month, day: day) == nil { part.impossible = true }  // 2024: leap
        return (part, end)
    }

    // MARK: month

    /// How a month or a season is placed: "last March", "this summer", "juin prochain".
    enum Relation {
        case plain, last, this, next
    }

    /// "last", "this", "next" before a month or a season.
    func relation(before i: Int, in t: PeriodTokens) -> Relation {
        if t.is(.lastBefore, i) { return .last }
        if t.is(.this, i) { return .this }
        if t.is(.nextBefore, i) { return .next }
        return .plain
    }

    /// "dernier", "prochain" after one.
    func relation(after i: Int, in t: PeriodTokens) -> Relation {
        if t.is(.lastAfter, i) { return .last }
        if t.is(.nextAfter, i) { return .next }
        return .plain
    }

    /// "in March", "March 2024", "last March", "mars dernier", "next June",
    /// "juillet prochain", "this April", "June next year", "mars de l'an dernier".
    func month(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        // "le mois de décembre", "the month of May"
        if t.unit(j) == .month, t.is(.of, j + 1), t.month(j + 2) != nil { j += 2 }
        var relation = relation(before: j, in: t)
        if relation != .plain {
            j += 1
            if t.unit(j) == .month, t.is(.of, j + 1), t.month(j + 2) != nil { j += 2 }
        }
        guard let month = t.month(j) else { return nil }
        if t.isAmbiguousMonth(j), relation != .last, !monthCue(before: j, in: t) { return nil }
        var end = j + 1
        if relation == .plain {
            relation = self.relation(after: end, in: t)
            if relation != .plain { end += 1 }
        }
        let today = calendar.today
        let year: Int
        if let (y, len) = yearRef(at: end, in: t) {
            year = y
            end += len
        } else if let y = shortYear(at: end, in: t) {
            year = y
            end += 1
        } else if let (y, len) = olderYear(at: end, in: t) {
            year = y
            end += len
        } else {
            switch relation {
            case .plain: year = latestYear(startingMonth: month)
            case .last: year = latestYear(startingMonth: month, strictlyBeforeCurrentMonth: true)
            case .this: year = today.year
            case .next: year = month > today.month ? today.year : today.year + 1
            }
        }
        return Mention(period: .month(year: year, month: month), range: i..<end)
    }

    /// "April 1987", "avril de 1972": a year before 1990 after a month's name, where it is no amount (alone, a year
    /// that old may be one: "I spent 1987").
    private func olderYear(at j: Int, in t: PeriodTokens) -> (Int, Int)? {
        let k = t.is(.of, j) ? j + 1 : j
        guard let y = t.fullDateYear(k), y < 1990, !t.isGluedToNumber(k), !isAmount(yearAt: k, length: 1, in: t)
        else { return nil }
        return (y, k + 1 - j)
    }

    /// "April 87", "juillet 98": two digits after a month that no day can be (32–99) are its year, pivoted as
    /// `PeriodTokens.fullYear(twoDigits:)`, when that year has begun and no count follows them ("in April 45
    /// times" stays April).
    private func shortYear(at j: Int, in t: PeriodTokens) -> Int? {
        guard t.digitCount(j) == 2, let n = t.number(j), (32...99).contains(n) else { return nil }
        let year = PeriodTokens.fullYear(twoDigits: n)
        guard year <= calendar.today.year, !isAmount(yearAt: j, length: 1, in: t) else { return nil }
        if let next = t.word(j + 1), !PeriodLexicon.afterShortYear.contains(next) { return nil }
        return year
    }

    /// Whether an ambiguous month word ("may", "mai", "sept") sits next to a period cue.
    func monthCue(before j: Int, in t: PeriodTokens) -> Bool {
        if t.unit(j + 1) != nil { return false }  // "sept jours", "may weeks"
        let acronym = t.word(j).map(PeriodLexicon.acronymMonths.contains) ?? false
        if t.is(.of, j - 1) || t.is(.rangeStart, j - 1) || t.is(.rangeEnd, j - 1) || t.is(.rangeAnd, j - 1)
            || t.is(.since, j - 1) || t.is(.this, j - 1) || t.is(.nextBefore, j - 1) || t.is(.lastBefore, j - 1)
            || (t.is(.article, j - 1) && !acronym) || t.unit(j - 1) == .month
            || t.is(.monthCueBefore, j - 1)
        {
            return true
        }
        if t.word(j + 1)?.utf8.first.map({ $0 >= 48 && $0 <= 57 }) == true { return true }
        if t.is(.lastAfter, j + 1) || t.is(.nextAfter, j + 1) || t.year(j + 1) != nil { return true }
        return j == t.count - 1 && j > 0 && !acronym
    }

    // MARK: years

    /// A year after a date part: "2024", "of 2024", "twenty twenty-five",
    /// "last year", "de l'an dernier", "l'année prochaine", "cette année".
    func yearRef(at i: Int, in t: PeriodTokens) -> (Int, Int)? {
        var j = i
        if t.is(.of, j) { j += 1 }
        if let (y, len) = t.year(j), !t.isGluedToNumber(j), !isAmount(yearAt: j, length: len, in: t) {
            return (y, j + len - i)
        }
        if t.is(.article, j) { j += 1 }
        // "of the year 2020", "de l'année 2020", "de l'an 2020"
        if t.is(.yearNoun, j) || (t.isWord(.an, j) && t.order == .dayFirst), let (y, len) = t.year(j + 1),
            !isAmount(yearAt: j + 1, length: len, in: t)
        {
            return (y, j + 1 + len - i)
        }
        let today = calendar.today.year
        if t.unit(j + 1) == .year {
            if t.is(.this, j) { return (today, j + 2 - i) }
            if t.is(.lastBefore, j) { return (today - 1, j + 2 - i) }
            if t.is(.nextBefore, j) { return (today + 1, j + 2 - i) }
        }
        if t.unit(j) == .year {
            if t.is(.lastAfter, j + 1) { return (today - 1, j + 2 - i) }
            if t.is(.nextAfter, j + 1) { return (today + 1, j + 2 - i) }
        }
        // "April two years ago", "en avril il y a deux ans"
        if let m = ago(at: i, in: t), m.range.lowerBound == i, case .year(let y) = m.period {
            return (y, m.range.count)
        }
        return nil
    }

    /// Whether the year-like number at `j` is an amount: "2024 euros", "more
    /// than 2000", "spent 2000 on rent", "un virement de 2000".
    func isAmount(yearAt j: Int, length: Int, in t: PeriodTokens) -> Bool {
        if t.is(.amountAfter, j + length) { return true }
        // "between 2000 and 3000 euros": the other end is an amount
        if t.is(.rangeEnd, j + length) || t.is(.rangeAnd, j + length), t.number(j + length + 1) != nil,
            t.is(.amountAfter, j + length + 2)
        {
            return true
        }
        if let cue = t.word(j - 1), PeriodLexicon.amountCuesBefore.contains(cue) {
            // "what about 2024?"; "what did I earn over 2025": a recent year after a soft cue
            let question = t.word(j - 2).map(PeriodLexicon.notAmountBefore.contains) ?? false
            let year = t.year(j)?.value ?? 0
            let recent = abs(year - calendar.today.year) <= 10 && PeriodLexicon.softAmountCues.contains(cue)
            if !question && !recent { return true }
        }
        if let a = t.word(j - 2), let b = t.word(j - 1), PeriodLexicon.amountCuePairs.contains(a + " " + b) {
            return true
        }
        if t.is(.spendVerb, j - 1), t.is(.amountObject, j + length) { return true }
        if t.is(.amountOf, j - 1), t.is(.amountNoun, j - 2), t.is(.amountDeterminer, j - 3) { return true }
        // "1 2024": a split amount — but the day of "April 14 2015", "march 3 2015" is no thousands, nor the
        // quarter of "quarter 1 2019", "semestre 2 2025".
        return t.number(j - 1) != nil && t.glue[j] == .none && t.month(j - 2) == nil && t.unit(j - 2) != .quarter
            && !t.is(.half, j - 2)
    }

    /// "on 2020 August 12", "in 2020, Aug", "en 2020 août", "2016 November", "2020-Sep-23": the year first,
    /// then its month and maybe a day — after a preposition, or alone where the year is no amount.
    func yearFirst(at i: Int, in t: PeriodTokens) -> Mention? {
        let j = t.is(.yearCue, i) || t.is(.dayOpener, i) ? i + 1 : i
        guard let (part, end) = yearMonthDay(at: j, in: t), let y = part.year, let m = part.month,
            !isAmount(yearAt: j, length: t.year(j)?.length ?? 1, in: t),
            // Alone, only a recent year: "I spent 2000 March rent" is an amount.
            j > i || abs(y - calendar.today.year) <= 10
        else { return nil }
        guard let d = part.day else { return Mention(period: .month(year: y, month: m), range: i..<end) }
        return Mention(period: Day(year: y, month: m, day: d).map { .day($0) } ?? .unspecified, range: i..<end)
    }

    /// A year, its month's name, and maybe a day: "2020 August 12", "2015 May", "2020-Sep-23".
    private func yearMonthDay(at j: Int, in t: PeriodTokens) -> (DatePart, Int)? {
        // "2019-March 2020": the month has its own year, and the first is a span's start.
        guard let (y, len) = t.year(j), !t.isGluedToNumber(j), let m = t.month(j + len), t.year(j + len + 1) == nil
        else { return nil }
        var part = DatePart(month: m, year: y)
        let k = j + len + 1
        guard let d = t.dayOfMonth(k), !t.isInNumericGroup(k), t.unit(k + 1) == nil, !t.is(.amountAfter, k + 1) else {
            return (part, k)
        }
        part.day = d
        part.impossible = Day(year: y, month: m, day: d) == nil
        return (part, k + 1)
    }

    /// "2024", "in 2023", "en 2025", "what did I spend 2019", "twenty twenty-four".
    func year(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        if t.is(.yearCue, i) { j += 1 }
        guard let (y, len) = t.year(j), !t.isGluedToNumber(j), !isAmount(yearAt: j, length: len, in: t) else {
            return nil
        }
        return Mention(period: .year(y), range: i..<(j + len))
    }

    // MARK: ranges

    /// "from January to March", "between the 1st and the 15th", "du 3 au 10 février",
    /// "2014 to 2016", "2023–2025", "May 3rd through 12th", "1st-14th Feb", "Jan 15–Feb 15".
    func range(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        // "since" opens one too when a word names its end ("depuis le 3 jusqu'au 9 mars"); with none, or a dash
        // ("since 2019-08-01", a date), it is `since(at:)`'s.
        let openedBySince = !t.is(.rangeStart, i) && t.is(.since, i)
        let opened = t.is(.rangeStart, i) || openedBySince
        if opened {
            j += 1
            if t.is(.article, j) { j += 1 }
            if let m = untilNow(at: j, start: i, in: t) { return m }
        } else if t.is(.comparison, i - 1) && !isSpanAfterWeakCue(i - 1, in: t) || t.is(.compareVerb, i - 1) {
            return nil  // "compare 2024 to 2025": two periods
        } else if t.is(.dayOpener, j) || (t.is(.article, j) && t.isJoined(j + 2, by: .dash)) {
            // "on July 13-15", "les 13-15 juillet": a day's opener before a span joined by a dash.
            j += 1
        }
        // The connector comes after the first end: most positions have none after them, and an end is not free to read.
        guard t.connectsSpan(after: j, between: t.is(.rangeBetween, i)), let (a, afterA) = spanEndpoint(at: j, in: t)
        else { return nil }
        if j > i, !opened, !t.isJoined(afterA, by: .dash) { return nil }
        var k = afterA
        var byAnd = false
        var byDash = false
        if t.isJoined(k, by: .dash) {
            // "1-15", "2023–2025": the dash is the connector — but not where a dash joins a month's name to its day
            // or year ("Jul-04-1995", "2020-Sep-23"): one date written with its parts.
            let monthName = (j..<k).contains(where: { t.month($0) != nil })
            if openedBySince || (t.isJoined(k - 1, by: .dash) && monthName)
                || (a.month == nil && a.day == nil && t.month(k) != nil && t.year(k + 1) == nil)
            {
                return nil
            }
            byDash = true
        } else if t.is(.rangeEnd, k) || (t.isWord(.up, k) && t.isWord(.to, k + 1)) {
            if t.isWord(.up, k) { k += 1 }  // "from 2007 up to 2014"
            if setsSideBySide(before: i, in: t) { return nil }  // "did it go up from January to March?"
            k += 1
            if t.isWord(.qu, k) { k += 1 }  // jusqu'au
        } else if t.is(.rangeAnd, k), t.is(.rangeBetween, i) {
            if setsSideBySide(before: i, in: t) { return nil }
            k += 1
            byAnd = true
        } else {
            return nil
        }
        if t.is(.article, k) || t.isWord(.au, k) || t.isWord(.a, k) { k += 1 }
        // "from the 20th of February to now", "du 11 à aujourd'hui", "January 22 through today": since that day
        if let len = t.phrase(.now, at: k), opened ? !byAnd : a.month != nil {
            guard let start = startDay(of: a) else { return nil }
            return Mention(period: .since(start), range: i..<(k + len))
        }
        guard var (b, afterB) = spanEndpoint(at: k, in: t), !t.is(.amountAfter, afterB) else { return nil }
        // "Feb 2-7, 2018", "May 1 to 7 2020": the year after the second day is the span's.
        if a.month != nil, a.day != nil, a.year == nil, b.month == nil, b.year == nil, b.day != nil,
            let (y, len) = t.year(afterB), !t.isGluedToNumber(afterB), !t.is(.amountAfter, afterB + len)
        {
            b.year = y
            afterB += len
        }
        // "costs between 2000 and 3000": amounts
        if a.month == nil, a.day == nil, t.is(.amountBefore, j - 1) || t.is(.amountBefore, i - 1) { return nil }
        if !opened {
            // Without "from", two bare numbers are a count or a date, not a range.
            let bareA = a.month == nil && a.year == nil
            let bareB = b.month == nil && b.year == nil
            if bareA && bareB && !(t.isWrittenOrdinal(j) && t.isWrittenOrdinal(k)) { return nil }
            // "4th to 23rd of this month": two written days before the month they are in.
            let monthAfter =
                t.is(.of, afterB) && monthRef(at: afterB + 1, in: t) != nil
                || t.phrase(.currentMonthPhrases, at: afterB) != nil
            if bareA && b.month == nil && !(t.isWrittenOrdinal(j) && t.isWrittenOrdinal(k) && monthAfter) {
                return nil
            }
        }
        var end = afterB
        if a.impossible || b.impossible { return Mention(period: .unspecified, range: i..<end) }
        // Two years: whole years. "2014 to 2016"
        if a.month == nil, b.month == nil, a.day == nil, b.day == nil, let y1 = a.year, let y2 = b.year {
            guard y1 <= y2 else { return nil }
            return Mention(
                period: .range(Day(unchecked: y1, 1, 1), Day(unchecked: y2, 12, 31)), range: i..<end)
        }
        // A year alone at one end is all of it: "from 2019 through June 2021" starts in January, "from June 2024
        // to 2025" ends in December; a day or a month alone takes the other end's month. Not across a dash, where
        // "2019-09-01" is a date written with its parts.
        let yearOnly = { (p: DatePart) in !byDash && p.month == nil && p.day == nil && p.year != nil }
        var startMonth = a.month ?? (yearOnly(a) ? 1 : b.month)
        var endMonth = b.month ?? (yearOnly(b) ? 12 : a.month)
        // "from the 1st to the 10th of this month", "du 1er au 10 de ce mois"
        // "from the 10th to the 14th of last month", "du 1er au 5 du mois prochain": both ends in that month
        // (read first: "du mois dernier" starts with "du mois").
        var monthsYear: Int?
        if startMonth == nil, a.year == nil, b.year == nil, t.is(.of, end),
            let (first, stop) = monthRef(at: end + 1, in: t)
        {
            startMonth = first.month
            endMonth = first.month
            monthsYear = first.year
            end = stop
        } else if startMonth == nil, let len = t.phrase(.currentMonthPhrases, at: end) {
            startMonth = calendar.today.month
            endMonth = calendar.today.month
            monthsYear = calendar.today.year
            end += len
        }
        let d1: Day
        let d2: Day
        if let sm = startMonth, let em = endMonth {
            var startYear = a.year ?? monthsYear
            var endYear = b.year ?? monthsYear
            if startYear == nil, endYear == nil {
                // the latest such span whose start is not after today
                let sy = latestYear(startingMonth: sm, day: a.day ?? 1)
                startYear = sy
                endYear = em < sm ? sy + 1 : sy
            } else if startYear == nil, let ey = endYear {
                startYear = sm > em ? ey - 1 : ey
            } else if endYear == nil, let sy = startYear {
                endYear = em < sm ? sy + 1 : sy
            }
            guard let y1 = startYear, let y2 = endYear,
                let start = Day(year: y1, month: sm, day: a.day ?? 1),
                let stop = Day(year: y2, month: em, day: b.day ?? Day.daysIn(month: em, year: y2))
            else {
                return Mention(period: .unspecified, range: i..<end)
            }
            d1 = start
            d2 = stop
        } else {
            // Days only ("du 3 au 10"): the latest month where the first day is not after today.
            guard let day1 = a.day, let day2 = b.day, let start = latestDayOfMonth(day1) else { return nil }
            let endMonthStart = day2 >= day1 ? start.firstOfMonth : start.firstOfMonth.adding(months: 1)
            guard let stop = Day(year: endMonthStart.year, month: endMonthStart.month, day: day2) else {
                return Mention(period: .unspecified, range: i..<end)
            }
            d1 = start
            d2 = stop
        }
        guard d1 <= d2 else { return nil }
        return Mention(period: .range(d1, d2), range: i..<end)
    }

    /// Whether the weak comparison cue at `k` ("over", "with") opens a span rather than the reference of a
    /// comparison: "spent over March 3 to 9" is a span; "March over February", "compared with 2024" compare.
    private func isSpanAfterWeakCue(_ k: Int, in t: PeriodTokens) -> Bool {
        guard t.is(.weakComparison, k), t.is(.spanCue, k) else { return false }
        let before = k - 1
        return
            !(t.is(.comparison, before) || t.is(.compareVerb, before) || t.number(before) != nil
            || t.month(before) != nil || t.unit(before) != nil || t.quarterName(before) != nil
            || t.weekday(before) != nil || t.is(.lastAfter, before))
    }

    /// A range endpoint: "March", "March 2025", "the 1st", "1er mars", "15/03", "2024".
    func endpoint(at i: Int, in t: PeriodTokens) -> (DatePart, Int)? {
        guard i < t.count else { return nil }
        if let found = numeric(at: i, in: t) ?? dayAndMonth(at: i, in: t) ?? holiday(at: i, in: t) { return found }
        // "the year 2007", "l'année 2014": the year its noun names.
        if t.is(.yearNoun, i), let (y, len) = t.year(i + 1), !t.is(.amountAfter, i + 1 + len) {
            return (DatePart(year: y), i + 1 + len)
        }
        if let m = t.month(i) {
            var part = DatePart(month: m)
            var end = i + 1
            if let (y, len) = yearRef(at: end, in: t) {
                part.year = y
                end += len
            }
            return (part, end)
        }
        if let found = yearMonthDay(at: i, in: t) { return found }  // "from 2015 May to 2018 June"
        // In a range the other end decides: "de 2000 à 3000 euros" is no range at all.
        if let (y, len) = t.year(i), !t.is(.amountAfter, i + len) {
            return (DatePart(year: y), i + len)
        }
        if let found = dayOfMonth(at: i, in: t) { return found }
        // "du treize au 15 juillet", "entre le 13 et le dix-huit": a day in words, where a range word placed it.
        let placed =
            t.is(.rangeStart, i - 1) || t.is(.rangeEnd, i - 1) || t.is(.rangeAnd, i - 1) || t.is(.article, i - 1)
            || t.isWord(.au, i - 1)
        if placed, let (d, len) = t.spelledDay(i), t.unit(i + len) == nil {
            if let m = t.month(i + len) { return date(day: d, month: m, yearAt: i + len + 1, in: t) }
            return (DatePart(day: d), i + len)
        }
        return nil
    }

    /// A range's endpoint, which may open with a weekday that says nothing more: "du lundi 2 au vendredi 6 mars",
    /// "from Monday the 2nd to Friday the 6th". (Alone, "from Tuesday 3 February" is that day, not a start.)
    private func spanEndpoint(at i: Int, in t: PeriodTokens) -> (DatePart, Int)? {
        guard t.weekday(i) != nil else { return endpoint(at: i, in: t) }
        let k = t.is(.article, i + 1) ? i + 2 : i + 1
        guard let found = numeric(at: k, in: t) ?? dayAndMonth(at: k, in: t) ?? dayOfMonth(at: k, in: t),
            found.0.day != nil
        else { return nil }
        return found
    }

    /// A lone day of the month ("the 2nd" after its article, "15"), not a count ("15 days") nor part of "15/03".
    private func dayOfMonth(at i: Int, in t: PeriodTokens) -> (DatePart, Int)? {
        guard let d = t.dayOfMonth(i), !t.isInNumericGroup(i), t.unit(i + 1) == nil else { return nil }
        return (DatePart(day: d), i + 1)
    }

    /// "Christmas", "Noël", "le jour de l'an", "Valentine's Day": that day, in the latest year not after today.
    func holiday(at i: Int, in t: PeriodTokens) -> (DatePart, Int)? {
        guard let (h, length) = holidayName(at: i, in: t) else { return nil }
        var end = i + length
        let year = yearRef(at: end, in: t)
        if let (_, len) = year { end += len }
        if case .fixed(let month, let day) = h {
            return (DatePart(day: day, month: month, year: year?.0), end)
        }
        // A holiday whose day moves: that year's, or the latest one not after today.
        let y = year?.0 ?? calendar.today.year
        var d = h.day(in: y)
        if year == nil, d > calendar.today { d = h.day(in: y - 1) }
        return (DatePart(day: d.day, month: d.month, year: d.year), end)
    }

    /// A holiday named bare whose name holds a weekday ("Easter Sunday", "Black Friday", "lundi de Pâques"): no
    /// period, as a bare holiday names none ("Christmas shopping"), but read whole, so that its weekday is not
    /// read alone as the last such day.
    func weekdayHoliday(at i: Int, in t: PeriodTokens) -> Mention? {
        guard let (_, length) = holidayName(at: i, in: t), (i..<(i + length)).contains(where: { t.weekday($0) != nil })
        else { return nil }
        return Mention(period: .unspecified, range: i..<(i + length))
    }

    /// The longest holiday's name at `i`: its rule and its length in words.
    func holidayName(at i: Int, in t: PeriodTokens) -> (HolidayDate, Int)? {
        // Most words start no holiday's name: one flag rules them out.
        guard t.startsHoliday(i) else { return nil }
        var best: (HolidayDate, Int)?
        for h in t.phrases(.holidays, at: i).map({ PeriodLexicon.holidays[$0] }) where h.words.count > best?.1 ?? 0 {
            best = (h.date, h.words.count)
        }
        // "the Christmas holidays", "the Easter break", "Christmas time": a stretch around it, no day the contract
        // can say (before, the holiday's day).
        if let (_, length) = best, t.word(i + length).map(PeriodLexicon.holidayBreaks.contains) == true { return nil }
        return best
    }

    /// A holiday that needs no opener: with its year ("Easter 2015", "Noël 2024", "Christmas last year"), or
    /// placed by last / this / next ("last Christmas", "this Easter", "Noël dernier", "Pâques prochain"): the one
    /// before today, this year's, the one after today. Alone, "Christmas shopping" names no day. Its weekend
    /// ("Labor Day weekend", "le week-end de Pâques") is that holiday's own days off (`weekend(around:)`).
    func placedHoliday(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        let opened =
            t.is(.dayOpener, j) || t.is(.holidayOpener, j) || (t.order == .dayFirst && t.is(.frenchHolidayOpener, j))
        if opened { j += 1 }
        if t.is(.article, j) { j += 1 }
        // "le week-end de Pâques", "the weekend of Thanksgiving": the weekend first
        var isWeekend = false
        if let w = t.weekend(j), t.is(.of, j + w) {
            isWeekend = true
            j += w + 1
            if t.is(.article, j) { j += 1 }
        }
        var relation = relation(before: j, in: t)
        if relation != .plain { j += 1 }
        guard let (h, length) = holidayName(at: j, in: t) else { return nil }
        // "when is Easter 2026", "c'est quand Pâques cette année": its date is asked. Asked once a holiday is
        // found: three words hashed at every position where a period may start cost a tenth of this production.
        if !opened, (max(0, i - 3)..<i).contains(where: { t.word($0).map(PeriodLexicon.askWhen.contains) == true }) {
            return nil
        }
        var end = j + length
        if relation == .plain {
            relation = self.relation(after: end, in: t)
            if relation != .plain { end += 1 }
        }
        var year: Int?
        func readYear() {
            guard relation == .plain, year == nil, let (y, len) = yearRef(at: end, in: t) else { return }
            year = y
            end += len
        }
        readYear()
        if !isWeekend, let w = t.weekend(end) {
            isWeekend = true
            end += w
        }
        readYear()
        let today = calendar.today
        let this = h.day(in: today.year)
        let day: Day
        switch relation {
        case .plain:
            if let year {
                day = h.day(in: year)
            } else if isWeekend {
                day = this > today ? h.day(in: today.year - 1) : this
            } else {
                return nil
            }
        case .this: day = this
        case .last: day = this < today ? this : h.day(in: today.year - 1)
        case .next: day = this > today ? this : h.day(in: today.year + 1)
        }
        guard isWeekend else { return Mention(period: .day(day), range: i..<end) }
        return Mention(period: weekend(around: day), range: i..<end)
    }

    /// A holiday's weekend: Saturday to a Monday holiday, a Thursday or Friday one to Sunday, the Saturday and
    /// Sunday of a weekend one, the weekend before a Tuesday; midweek, no period.
    private func weekend(around day: Day) -> Period {
        switch day.weekday {
        case 1: return .range(day.adding(days: -2), day)
        case 2: return .range(day.adding(days: -3), day.adding(days: -2))
        case 4, 5: return .range(day, day.adding(days: 7 - day.weekday))
        case 6: return .range(day, day.adding(days: 1))
        case 7: return .range(day.adding(days: -1), day)
        default: return .unspecified
        }
    }

    /// The first day an endpoint names, for "from … to now" and `since`.
    func startDay(of part: DatePart) -> Day? {
        if part.impossible { return nil }
        if let month = part.month {
            let year = part.year ?? latestYear(startingMonth: month, day: part.day ?? 1)
            return Day(year: year, month: month, day: part.day ?? 1)
        }
        if let day = part.day { return latestDayOfMonth(day) }
        if let year = part.year { return Day(year: year, month: 1, day: 1) }
        return nil
    }

    /// The latest day `n` of a month that is not after today ("le 10" → 10 March; "the 31st" → 31 January).
    func latestDayOfMonth(_ n: Int) -> Day? {
        var month = calendar.today.firstOfMonth
        for _ in 0..<12 {
            if let d = Day(year: month.year, month: month.month, day: n), d <= calendar.today { return d }
            month = month.adding(months: -1)
        }
        return nil
    }

    // MARK: since

    /// "since June", "since 3 May", "since Monday", "depuis juin", "depuis le 03/02",
    /// "à partir de janvier", "since my last payday", "depuis que la paie est tombée".
    func since(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        let open: Bool
        if t.is(.since, i) {
            open = true
            j += 1
        } else if let len = t.phrase(.startingFrom, at: i) {
            open = true
            j += len
        } else if t.isWord(.from, i) {
            open = false  // "from March" is a since only when no range follows
            j += 1
        } else {
            return nil
        }
        if open, let end = payPhrase(at: j, in: t) {
            return Mention(period: .since(calendar.budgetMonth(containing: calendar.today).start), range: i..<end)
        }
        if let len = t.phrase(.startOf, at: j) {
            if t.month(j + len) != nil {
                j += len
            } else if open, let (m, start) = namedWhole(at: j + len, in: t) {
                // "since the start of 2025", "depuis le début de l'année dernière": since that period's first day
                return Mention(period: .since(start), range: i..<m.range.upperBound)
            }
        }
        // "since mid-January", "since late January", "depuis la mi-janvier": since that part's first day
        if open, let m = thirdOfMonth(at: j, in: t), case .range(let start, _) = m.period {
            return Mention(period: .since(start), range: i..<m.range.upperBound)
        }
        var lastBefore = false
        if t.is(.lastBefore, j), t.month(j + 1) != nil || t.weekday(j + 1) != nil {
            lastBefore = true
            j += 1
        } else if t.is(.article, j) || t.isWord(.mid, j) {
            j += 1
        }
        if open, t.isWord(.yesterday, j) || t.isWord(.hier, j) {
            return Mention(period: .since(calendar.today.adding(days: -1)), range: i..<(j + 1))
        }
        if open, let weekday = t.weekday(j) {
            var end = j + 1
            var d = latestWeekday(weekday, notAfter: calendar.today)
            if t.is(.lastAfter, end) || lastBefore {
                d = latestWeekday(weekday, before: calendar.today)
                if t.is(.lastAfter, end) { end += 1 }
            }
            return Mention(period: .since(d), range: i..<end)
        }
        guard let (part, end) = endpoint(at: j, in: t) else { return nil }
        if !open {
            // "from March" with no end: since March, when it is a date with a day.
            guard part.day != nil, part.month != nil, !t.is(.rangeEnd, end), !t.is(.rangeAnd, end) else { return nil }
        }
        if part.impossible { return Mention(period: .unspecified, range: i..<end) }
        var end2 = end
        var start = startDay(of: part)
        if part.day == nil, let month = part.month, part.year == nil {
            var strict = lastBefore
            if t.is(.lastAfter, end) {
                strict = true
                end2 += 1
            }
            start = Day(
                year: latestYear(startingMonth: month, strictlyBeforeCurrentMonth: strict), month: month, day: 1)
        }
        guard let start else { return nil }
        if part.day != nil, let (stop, after) = lasting(from: start, at: end2, in: t) {
            return Mention(period: .range(start, stop), range: i..<after)
        }
        return Mention(period: .since(start), range: i..<end2)
    }

    /// "for ten days", "for a week", "pendant deux semaines" after a start day ("from Jan 12 for ten days",
    /// "starting March 2 for a week"): the last day of that many units from it, and where the words end.
    private func lasting(from start: Day, at k: Int, in t: PeriodTokens) -> (Day, Int)? {
        guard t.isWord(.for, k) || t.isWord(.pendant, k) || t.isWord(.durant, k) else { return nil }
        let article = t.isWord(.a, k + 1) || t.isWord(.an, k + 1) || t.isWord(.un, k + 1) || t.isWord(.une, k + 1)
        guard let (n, len) = article ? (1, 1) : t.count(at: k + 1), n >= 1, let unit = t.unit(k + 1 + len) else {
            return nil
        }
        return (calendar.move(start, by: n, unit).adding(days: -1), k + 2 + len)
    }

    /// The first day of a period named whole — a month, a quarter, a half, a year, last one of them — whose start
    /// is a "since" ("since the start of last year"); nil for today's own periods, which are read as themselves.
    private func startOfNamed(_ period: Period) -> Day? {
        switch period {
        case .month, .year, .quarter, .half, .previous: return period.interval(in: calendar)?.start
        default: return nil
        }
    }

    /// A period named whole right at `j`, or after an article there ("de l'année dernière"), and its first day.
    private func namedWhole(at j: Int, in t: PeriodTokens) -> (Mention, Day)? {
        for k in [j, j + 1] where k == j || t.is(.article, j) {
            if let m = mention(at: k, in: t), m.range.lowerBound == k, let first = startOfNamed(m.period) {
                return (m, first)
            }
        }
        return nil
    }

    /// "from the start of February until today", "between January 2025 and now", "from last June to date": since
    /// the first day of the period that opens the span. `j` is after the span's opening word.
    private func untilNow(at j: Int, start i: Int, in t: PeriodTokens) -> Mention? {
        // Most spans end on a date: without "now" soon after, no nested mention to read.
        guard (j + 1..<max(j + 1, min(t.count, j + 10))).contains(where: { t.phrase(.now, at: $0) != nil }) else {
            return nil
        }
        var j = j
        if let len = t.phrase(.startOf, at: j) { j += len }
        guard let (m, first) = namedWhole(at: j, in: t) else {
            return nil
        }
        var k = m.range.upperBound
        guard t.is(.rangeBetween, i) ? t.is(.rangeAnd, k) : t.is(.rangeEnd, k) else { return nil }
        k += 1
        if t.isWord(.qu, k) { k += 1 }  // jusqu'à
        if t.is(.article, k) || t.isWord(.au, k) || t.isWord(.a, k) { k += 1 }
        guard let len = t.phrase(.now, at: k) else { return nil }
        return Mention(period: .since(first), range: i..<(k + len))
    }

    /// After "since": a run of pay words holding a pay noun ("my last payday",
    /// "que mon salaire est tombé", "le virement du salaire"); the index after it.
    private func payPhrase(at j: Int, in t: PeriodTokens) -> Int? {
        var k = j
        var lastNoun: Int?
        while k < t.count, k - j < 8 {
            let paid = t.isWord(.paid, k) && t.is(.paidAfter, k - 1)
            if t.is(.payNoun, k) || paid {
                lastNoun = k
            } else if !t.is(.payWord, k) {
                break
            }
            k += 1
        }
        guard let noun = lastNoun else { return nil }
        // Keep the verb that ends the clause ("est tombée", "came in"), not what follows.
        var end = noun + 1
        while end < k, PeriodLexicon.payVerbs.contains(t.words[end]) { end += 1 }
        return end
    }

    // MARK: helpers

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

    func latestWeekday(_ weekday: Int, notAfter day: Day) -> Day {
        day.adding(days: -((day.weekday - weekday + 7) % 7))
    }

    func latestWeekday(_ weekday: Int, before day: Day) -> Day {
        latestWeekday(weekday, notAfter: day.adding(days: -1))
    }

    /// "on Monday", "lundi", "last Friday", "vendredi dernier".
    func weekday(at i: Int, in t: PeriodTokens) -> Mention? {
        var j = i
        var before = false
        if t.isWord(.on, j) {
            j += 1
        } else if t.is(.lastBefore, j) {
            before = true
            j += 1
        } else if t.isWord(.this, j), t.isWord(.past, j + 1) {
            // "this past Wednesday": the latest before today, as "last Wednesday"
            before = true
            j += 2
        }
        // "on fri", "on sat.": a calendar's short weekday, after "on" ("sun", "sat" and "wed" are words too).
        guard let weekday = t.weekday(j) ?? (j > i && !before ? t.weekdayAbbreviation(j) : nil) else { return nil }
        if t.is(.lastAfter, j + 1) {
            return Mention(period: .day(latestWeekday(weekday, before: calendar.today)), range: i..<(j + 2))
        }
        let d =
            before ? latestWeekday(weekday, before: calendar.today) : latestWeekday(weekday, notAfter: calendar.today)
        return Mention(period: .day(d), range: i..<(j + 1))
    }
}
