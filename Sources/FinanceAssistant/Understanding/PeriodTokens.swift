/// A message as the period grammar reads it: folded words, the punctuation
/// that joins them ("11/2025", "1-15", "03.02"), and what each word can be —
/// a month, a unit, a count, a connector — according to `PeriodLexicon`.
///
/// Every accessor answers `nil` or `false` past the end, so a production can
/// ask for the word after next without checking bounds first.
///
/// A class: the productions pass it around and capture it in closures, and a struct of nine arrays
/// was copied (nine retains, nine releases) every time; a reference is one.
final class PeriodTokens {
    let words: [String]
    /// `words` with their `Vocabulary` numbers, for the phrase matcher.
    let ids: WordIDs
    let glue: [Token.Glue]
    /// How the writer orders a numeric day ("3/2").
    let order: DateOrder
    /// What each word is in the lexicon, looked up once: the productions ask
    /// about the same words many times, and hashing a string on every ask was
    /// most of the parser's time.
    private let facts: [WordFacts]
    /// What each word is as a number, read once a word (`Numeral`): a dozen productions ask the same
    /// positions, and each ask of a count hashed the word in two or three tables. One array, not four:
    /// each array a message allocates is a call to the allocator and one more to free.
    private let numerals: [Numeral]
    /// The last position that can close a span's first end: a token joined by a dash, or a word that closes a
    /// range ("to", "au"); and the last "and"/"et" (after "between"). -1: none.
    private let lastSpanConnector: Int
    private let lastRangeAnd: Int

    convenience init(words: [String], glue: [Token.Glue], order: DateOrder) {
        self.init(words: WordIDs(words), glue: glue, order: order)
    }

    init(words ids: WordIDs, glue: [Token.Glue], order: DateOrder) {
        let words = ids.words
        self.words = words
        self.ids = ids
        self.glue = glue
        self.order = order
        let known = ids.resolved(for: WordFacts.needed)
        var facts = known.ids.map { WordFacts.of(id: $0) ?? WordFacts() }
        // "au 1er trim. 2019": in French, the abbreviation is the quarter for every production (in English a
        // trim is a haircut).
        if order == .dayFirst {
            for k in facts.indices where facts[k].roles & Role.quarterAbbreviation.bit != 0 { facts[k].unit = .quarter }
        }
        self.facts = facts
        // Only a word of digits, of `NumberWords`' tables or "a"/"un"/"une" can start a count
        // or a year; the others are turned away by their facts, with no lookup.
        var numerals: [Numeral] = []
        numerals.reserveCapacity(words.count)
        var lastSpanConnector = -1
        var lastRangeAnd = -1
        for i in words.indices {
            let w = words[i]
            let length = w.utf8.count
            let isDigits = length > 0 && w.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 })
            var numeral = Numeral()
            if isDigits, length <= 4 { numeral.number = Int(w) }
            if facts[i].mayStartCount || isDigits { numeral.count = NumberWords.count(at: i, in: words) }
            if facts[i].mayStartYear { numeral.year = NumberWords.year(at: i, in: words) }
            let roles = facts[i].roles
            if glue[i] == .dash || roles & Role.rangeEnd.bit != 0 { lastSpanConnector = i }
            if roles & Role.rangeAnd.bit != 0 { lastRangeAnd = i }
            // Lengths first: a comparison of two strings that differ is not cheap.
            let isFirst = length == 5 && w == "first"
            let suffixed = Self.suffixedNumber(w)
            // Ordinals are at most two digits, or a word of `PeriodLexicon.ordinals`.
            if let n = facts[i].ordinal ?? suffixed, (0...254).contains(n) { numeral.ordinal = UInt8(n + 1) }
            numeral.isWrittenOrdinal = suffixed != nil || isFirst
            if glue[i] != .apostrophe {
                let day: Int?
                if isFirst || (length == 7 && w == "premier") {
                    day = 1
                } else if length <= 2, let d = numeral.number {
                    day = d
                } else {
                    day = suffixed
                }
                if let day, (1...31).contains(day) { numeral.day = UInt8(day) }
            }
            numerals.append(numeral)
        }
        self.numerals = numerals
        self.lastSpanConnector = lastSpanConnector
        self.lastRangeAnd = lastRangeAnd
    }

    /// A word as a number: its value in digits (at most four), the count (`NumberWords.count(at:in:)`)
    /// and the spelled year (`NumberWords.year(at:in:)`) that start at it, its ordinal ("3rd", "first")
    /// and its day of the month ("03", "1er"; never after an apostrophe, "'25" being a year).
    private struct Numeral {
        var number: Int?
        var count: (value: Int, length: Int)?
        var year: (value: Int, length: Int)?
        /// The ordinal plus one (0: none), so that the field needs no optional's extra byte.
        var ordinal: UInt8 = 0
        /// The day of the month (0: none).
        var day: UInt8 = 0
        var isWrittenOrdinal = false
    }

    /// A word's entries in the period lexicon's tables. Its numbers are kept as `SmallInt`s,
    /// so that a message's facts, copied once a word, stay small.
    struct WordFacts {
        var roles: UInt64 = 0
        @SmallInt var month: Int?
        @SmallInt var weekday: Int?
        var unit: CalendarUnit?
        var season: Season?
        @SmallInt var quarterName: Int?
        @SmallInt var halfName: Int?
        @SmallInt var decadeName: Int?
        @SmallInt var ordinal: Int?
        @SmallInt var dayOrdinal: Int?
        @SmallInt var weekdayAbbreviation: Int?
        @SmallInt var weekdayPlural: Int?
        /// The word's value in `NumberWords.units` ("two", "vingt").
        @SmallInt var numberUnit: Int?
        /// `NumberWords.count(at:in:)` may read a count from it (a number word, "a", "un", "une").
        var mayStartCount = false
        /// `NumberWords.year(at:in:)` may read a year from it ("twenty", "deux").
        var mayStartYear = false
        var isAmbiguousMonth = false
        var isAmbiguousSeason = false
        /// The word's number among the table's words (-1: a word of no table), so that a
        /// phrase (`PeriodPhrases`) is matched by comparing integers, not strings.
        var id: Int32 = -1
        /// A period mention may start with it (`PeriodParser.triggers`).
        var isTrigger = false
        /// "the whole of", "tout le" may start with it.
        var startsWholeOf = false
        /// A holiday's name may start with it ("christmas", "jour").
        var startsHoliday = false
        /// It starts only the few productions `PeriodParser.asideStarts` names ("mid", "veille", "after").
        var startsAside = false
        /// `PeriodLexicon.monthThirds`' third ("early": 1), `nextDays`' shift ("veille": -1), `countSides`' end
        /// ("last": 2, with `countSidesAfterCount`), `halfSides`' half ("latter": 2), looked up once here.
        @SmallInt var monthThird: Int?
        @SmallInt var nextDay: Int?
        @SmallInt var countSide: Int?
        @SmallInt var halfSide: Int?
        /// A word of `PeriodLexicon.monthHalves` ("quinzaine"), `afterYear` ("après"), `finalWords` ("last").
        var isMonthHalf = false
        var isFinal = false
        var isAfterYear = false

        /// `table`'s words in the order of their ids: the `GrammarWord`s first, in their order (a grammar
        /// word's raw value is its id), then the others sorted.
        static let numbered: [String] = table.sorted { $0.value.id < $1.value.id }.map(\.key)
        /// `table`'s words, numbered in `list`: a message's words are looked up here once each.
        static let index = WordIndex(
            numbered.enumerated().map { (salt: Int32(0), word: $0.element, value: Int32($0.offset)) })
        /// `table`'s facts, in the order of `numbered`.
        static let list: [WordFacts] = numbered.map { table[$0] ?? WordFacts() }

        /// A word's facts, if it is in `table`.
        static func of(_ word: String) -> WordFacts? { index.value(of: word).map { list[Int($0)] } }

        /// Each word's place in `list` (-1: none), by the word's number in the `Vocabulary`.
        static let byID: [Int32] = {
            let placed = numbered.enumerated().map {
                (Vocabulary.shared.intern($0.element), Int32($0.offset))
            }
            var places = [Int32](repeating: -1, count: Int(placed.map(\.0).max().map { $0 + 1 } ?? 0))
            for (id, place) in placed { places[Int(id)] = place }
            return places
        }()
        /// Words numbered before this count are all that `byID` needs (`WordIDs.resolved(for:)`).
        static var needed: Int32 { Int32(byID.count) }

        /// A word's facts by its number, if it is in `table`.
        @inline(__always)
        static func of(id: Int32) -> WordFacts? {
            let places = byID
            guard id >= 0, Int(id) < places.count, case let place = places[Int(id)], place >= 0 else { return nil }
            return list[Int(place)]
        }

        /// Every word of the tables, with all it is: built once from `PeriodLexicon`.
        static let table: [String: WordFacts] = {
            assert(Role.allCases.count <= 64, "a role's bit must fit in UInt64")
            var t: [String: WordFacts] = [:]
            for role in Role.allCases {
                for word in role.words { t[word, default: WordFacts()].roles |= role.bit }
            }
            for (w, v) in PeriodLexicon.months { t[w, default: WordFacts()].month = v }
            for (w, v) in PeriodLexicon.weekdays { t[w, default: WordFacts()].weekday = v }
            for (w, v) in PeriodLexicon.units { t[w, default: WordFacts()].unit = v }
            for (w, v) in PeriodLexicon.seasons { t[w, default: WordFacts()].season = v }
            for (w, v) in PeriodLexicon.quarterNames { t[w, default: WordFacts()].quarterName = v }
            for (w, v) in PeriodLexicon.halfNames { t[w, default: WordFacts()].halfName = v }
            for (w, v) in PeriodLexicon.decadeNames { t[w, default: WordFacts()].decadeName = v }
            for (w, v) in PeriodLexicon.ordinals { t[w, default: WordFacts()].ordinal = v }
            for (w, v) in PeriodLexicon.dayOrdinals { t[w, default: WordFacts()].dayOrdinal = v }
            for (w, v) in PeriodLexicon.weekdayAbbreviations { t[w, default: WordFacts()].weekdayAbbreviation = v }
            for (w, v) in PeriodLexicon.weekdayPlurals { t[w, default: WordFacts()].weekdayPlural = v }
            for (w, v) in NumberWords.units { t[w, default: WordFacts()].numberUnit = v }
            for w in Array(NumberWords.units.keys) + Array(NumberWords.collectives.keys) + ["a", "un", "une"] {
                t[w, default: WordFacts()].mayStartCount = true
            }
            for w in Array(NumberWords.yearCenturies.keys) + NumberWords.yearThousands.map({ $0[0] }) {
                t[w, default: WordFacts()].mayStartYear = true
            }
            for w in PeriodLexicon.ambiguousMonths { t[w, default: WordFacts()].isAmbiguousMonth = true }
            for w in PeriodLexicon.ambiguousSeasons { t[w, default: WordFacts()].isAmbiguousSeason = true }
            for w in PeriodParser.triggers { t[w, default: WordFacts()].isTrigger = true }
            for w in PeriodParser.wholeOfStarts { t[w, default: WordFacts()].startsWholeOf = true }
            for w in PeriodParser.asideStarts { t[w, default: WordFacts()].startsAside = true }
            for (w, v) in PeriodLexicon.monthThirds { t[w, default: WordFacts()].monthThird = v }
            for (w, v) in PeriodLexicon.nextDays { t[w, default: WordFacts()].nextDay = v }
            for (w, v) in PeriodLexicon.countSides.merging(
                PeriodLexicon.countSidesAfterCount, uniquingKeysWith: { a, _ in a })
            {
                t[w, default: WordFacts()].countSide = v
            }
            for (w, v) in PeriodLexicon.halfSides { t[w, default: WordFacts()].halfSide = v }
            for w in PeriodLexicon.finalWords { t[w, default: WordFacts()].isFinal = true }
            for w in PeriodLexicon.monthHalves { t[w, default: WordFacts()].isMonthHalf = true }
            for w in PeriodLexicon.afterYear { t[w, default: WordFacts()].isAfterYear = true }
            for h in PeriodLexicon.holidays {
                if let w = h.words.first { t[w, default: WordFacts()].startsHoliday = true }
            }
            for table in PeriodPhrases.sources {
                for phrase in table { for w in phrase where t[w] == nil { t[w] = WordFacts() } }
            }
            for w in GrammarWord.allCases where t[w.text] == nil { t[w.text] = WordFacts() }
            // Each word's id (`numbered`): grammar words first, in their order, the rest sorted.
            let named = GrammarWord.allCases.map(\.text)
            let spelled = Set(named)
            for (k, w) in (named + t.keys.filter { !spelled.contains($0) }.sorted()).enumerated() {
                t[w]?.id = Int32(k)
            }
            return t
        }()
    }

    private func fact(_ i: Int) -> WordFacts? { i >= 0 && i < facts.count ? facts[i] : nil }
    private func numeral(_ i: Int) -> Numeral? { i >= 0 && i < numerals.count ? numerals[i] : nil }

    enum DateOrder: Sendable {
        /// French and most of Europe: 3/2 is 3 February.
        case dayFirst
        /// English in the contract (docs/periods.md): 3/2 is March 3.
        case monthFirst
    }

    /// The function words of the grammar, each a table of the lexicon.
    enum Role: Int, CaseIterable {
        case this, lastBefore, lastAfter, elapsed, lastPlural, past, nextBefore, nextAfter, nextPlural
        case rangeStart, rangeEnd, rangeAnd, rangeBetween, since, article, of, dayOpener, agoAfter
        case weekend, half, fortnight, payNoun, payWord, paidAfter
        case amountAfter, amountBefore, amountNoun, amountObject, amountOf, amountDeterminer, spendVerb, yearCue
        case comparison, weakComparison, compareVerb, comparisonLink
        case forwardWindow, rollingWindow, seasonOpener, preceding, monthCueBefore
        case decade, decadeOpener, decadeOwner, holidayOpener, frenchHolidayOpener, spanCue, yearNoun
        case upcoming, calendarWord, century, seasonWord, quarterAbbreviation

        var words: Set<String> {
            switch self {
            case .this: return PeriodLexicon.this
            case .lastBefore: return PeriodLexicon.lastBefore
            case .lastAfter: return PeriodLexicon.lastAfter
            case .elapsed: return PeriodLexicon.elapsed
            case .lastPlural: return PeriodLexicon.lastPlural
            case .past: return PeriodLexicon.past
            case .nextBefore: return PeriodLexicon.nextBefore
            case .nextAfter: return PeriodLexicon.nextAfter
            case .nextPlural: return PeriodLexicon.nextPlural
            case .rangeStart: return PeriodLexicon.rangeStarts
            case .rangeEnd: return PeriodLexicon.rangeEnds
            case .rangeAnd: return PeriodLexicon.rangeAnds
            case .rangeBetween: return PeriodLexicon.rangeBetweens
            case .since: return PeriodLexicon.since
            case .article: return PeriodLexicon.articles
            case .of: return PeriodLexicon.ofWords
            case .dayOpener: return PeriodLexicon.dayOpeners
            case .agoAfter: return PeriodLexicon.agoAfter
            case .weekend: return PeriodLexicon.weekends
            case .half: return PeriodLexicon.halves
            case .fortnight: return PeriodLexicon.fortnights
            case .payNoun: return PeriodLexicon.payNouns
            case .payWord: return PeriodLexicon.payPhraseWords
            case .paidAfter: return PeriodLexicon.paidAfter
            case .amountAfter: return PeriodLexicon.amountCuesAfter
            case .amountBefore: return PeriodLexicon.amountCuesBefore
            case .amountNoun: return PeriodLexicon.amountNouns
            case .amountObject: return PeriodLexicon.amountObjects
            case .amountOf: return PeriodLexicon.amountOf
            case .amountDeterminer: return PeriodLexicon.amountDeterminers
            case .spendVerb: return PeriodLexicon.spendVerbs
            case .yearCue: return PeriodLexicon.yearCues
            case .comparison: return PeriodLexicon.comparisonCues
            case .weakComparison: return PeriodLexicon.weakComparisonCues
            case .compareVerb: return PeriodLexicon.compareVerbs
            case .comparisonLink: return PeriodLexicon.comparisonLinks
            case .forwardWindow: return PeriodLexicon.forwardWindows
            case .rollingWindow: return PeriodLexicon.rollingWindows
            case .seasonOpener: return PeriodLexicon.seasonOpeners
            case .preceding: return PeriodLexicon.precedingAfter
            case .monthCueBefore: return PeriodLexicon.monthCuesBefore
            case .decade: return PeriodLexicon.decades
            case .decadeOpener: return PeriodLexicon.decadeOpeners
            case .decadeOwner: return PeriodLexicon.decadeOwners
            case .holidayOpener: return PeriodLexicon.holidayOpeners
            case .frenchHolidayOpener: return PeriodLexicon.frenchHolidayOpeners
            case .spanCue: return PeriodLexicon.spanCues
            case .yearNoun: return PeriodLexicon.yearNouns
            case .upcoming: return PeriodLexicon.upcoming
            case .calendarWord: return PeriodLexicon.calendarWords
            case .century: return PeriodLexicon.centuries
            case .seasonWord: return PeriodLexicon.seasonWords
            case .quarterAbbreviation: return PeriodLexicon.quarterAbbreviations
            }
        }

        var bit: UInt64 { 1 << UInt64(rawValue) }
    }

    var count: Int { words.count }

    func word(_ i: Int) -> String? { i >= 0 && i < words.count ? words[i] : nil }

    func `is`(_ role: Role, _ i: Int) -> Bool {
        guard i >= 0, i < words.count else { return false }
        return facts[i].roles & role.bit != 0
    }

    /// Whether `word` stands at `i`: its id is its raw value (`GrammarWord`), so no string is compared.
    @inline(__always)
    func isWord(_ word: GrammarWord, _ i: Int) -> Bool {
        i >= 0 && i < facts.count && facts[i].id == word.rawValue
    }

    /// Whether `text` stands at `i`, for words read from a table (`isWord(_:_:)` for those the grammar names).
    /// Byte counts first: most words differ in length, and that test costs no string comparison.
    func isWord(text: String, _ i: Int) -> Bool {
        i >= 0 && i < words.count && words[i].utf8.count == text.utf8.count && words[i] == text
    }

    /// Whether anything after `j` can join a span's two ends: a dash, a closing word ("to", "au"), or, after
    /// "between"/"entre", an "and"/"et". A span whose first end starts at `j` needs one.
    func connectsSpan(after j: Int, between: Bool) -> Bool {
        lastSpanConnector > j || (between && lastRangeAnd > j)
    }

    /// Whether a trigger word stands at `i` (`PeriodParser.triggers`).
    func isTrigger(_ i: Int) -> Bool { fact(i)?.isTrigger ?? false }
    /// Whether a "whole of" phrase may start at `i`.
    func startsWholeOf(_ i: Int) -> Bool { fact(i)?.startsWholeOf ?? false }
    /// Whether a holiday's name may start at `i`.
    func startsHoliday(_ i: Int) -> Bool { fact(i)?.startsHoliday ?? false }

    /// The length of the longest of `table`'s phrases starting at `i`.
    func phrase(_ table: PeriodPhrases, at i: Int) -> Int? {
        var best: Int?
        for c in table.starting(with: id(i)) {
            let k = table.order[c]
            let length = table.bounds(k).length
            if length > (best ?? 0), matches(table, k, at: i) { best = length }
        }
        return best
    }

    /// The indices of `table`'s phrases starting at `i`, in the table's order.
    func phrases(_ table: PeriodPhrases, at i: Int) -> [Int] {
        table.starting(with: id(i)).map { table.order[$0] }.filter { matches(table, $0, at: i) }
    }

    /// The word's id in `WordFacts.table` (-1: none, or past the end).
    private func id(_ i: Int) -> Int32 { i >= 0 && i < facts.count ? facts[i].id : -1 }

    /// Whether the words from `i` on are those of `table`'s phrase `k`. Read in place: copying a phrase out
    /// of its table cost a retain and a release at every ask.
    private func matches(_ table: PeriodPhrases, _ k: Int, at i: Int) -> Bool {
        let (start, length) = table.bounds(k)
        guard i >= 0, i + length <= facts.count else { return false }
        for m in 0..<length where facts[i + m].id != table.words[start + m] { return false }
        return true
    }

    // MARK: Date parts

    /// A number written in digits (at most four).
    func number(_ i: Int) -> Int? { numeral(i)?.number }

    func digitCount(_ i: Int) -> Int { word(i)?.utf8.count ?? 0 }

    /// Whether token `i` is joined to the one before by `glue`.
    func isJoined(_ i: Int, by glue: Token.Glue) -> Bool { i > 0 && i < words.count && self.glue[i] == glue }

    /// Whether the number at `i` is part of a numeric date ("3/02", "10.02"),
    /// where it cannot be read alone.
    func isInNumericGroup(_ i: Int) -> Bool {
        let joinedAfter = (isJoined(i + 1, by: .slash) || isJoined(i + 1, by: .dot)) && number(i + 1) != nil
        let joinedBefore = (isJoined(i, by: .slash) || isJoined(i, by: .dot)) && number(i - 1) != nil
        return joinedAfter || joinedBefore
    }

    /// Whether the number at `i` is joined to a neighbouring number by any
    /// punctuation ("2025-10", "11/2025", "2023–2025").
    func isGluedToNumber(_ i: Int) -> Bool {
        func joins(_ g: Token.Glue) -> Bool { g != .none && g != .apostrophe }
        return (i + 1 < words.count && joins(glue[i + 1]) && number(i + 1) != nil)
            || (i > 0 && i < words.count && joins(glue[i]) && number(i - 1) != nil)
    }

    func month(_ i: Int) -> Int? { fact(i)?.month }
    func isAmbiguousMonth(_ i: Int) -> Bool { fact(i)?.isAmbiguousMonth ?? false }
    func weekday(_ i: Int) -> Int? { fact(i)?.weekday }
    func unit(_ i: Int) -> CalendarUnit? { fact(i)?.unit }
    func season(_ i: Int) -> Season? { fact(i)?.season }
    func isAmbiguousSeason(_ i: Int) -> Bool { fact(i)?.isAmbiguousSeason ?? false }
    func quarterName(_ i: Int) -> Int? { fact(i)?.quarterName }
    func weekdayAbbreviation(_ i: Int) -> Int? { fact(i)?.weekdayAbbreviation }
    func weekdayPlural(_ i: Int) -> Int? { fact(i)?.weekdayPlural }

    /// `NumberWords.count(at:in:)` of these words at `i` (nil past the end).
    func count(at i: Int) -> (value: Int, length: Int)? { numeral(i)?.count }
    func halfName(_ i: Int) -> Int? { fact(i)?.halfName }
    func monthThird(_ i: Int) -> Int? { fact(i)?.monthThird }
    func nextDay(_ i: Int) -> Int? { fact(i)?.nextDay }
    /// The end a count is taken from, before or after the count ("the last 10 days", "les 10 derniers jours").
    func countSide(_ i: Int) -> Int? { fact(i)?.countSide }
    /// The half a side word names ("latter", "front").
    func halfSide(_ i: Int) -> Int? { fact(i)?.halfSide }
    /// "last", "final", "dernier": the last of something.
    func isFinal(_ i: Int) -> Bool { fact(i)?.isFinal ?? false }
    func isMonthHalf(_ i: Int) -> Bool { fact(i)?.isMonthHalf ?? false }
    func isAfterYear(_ i: Int) -> Bool { fact(i)?.isAfterYear ?? false }
    /// Whether a word that starts only a few productions stands at `i` (`PeriodParser.asideStarts`).
    func startsAside(_ i: Int) -> Bool { fact(i)?.startsAside ?? false }
    func decadeName(_ i: Int) -> Int? { fact(i)?.decadeName }

    /// "weekend", "week-end": its length in words.
    func weekend(_ i: Int) -> Int? {
        if `is`(.weekend, i) { return 1 }
        return phrase(.weekendPhrases, at: i)
    }

    /// An ordinal: "first", "premier", "3rd", "2e", "1er".
    func ordinal(_ i: Int) -> Int? {
        guard let n = numeral(i)?.ordinal, n > 0 else { return nil }
        return Int(n) - 1
    }

    /// A day of the month: "3", "03", "3rd", "1er", "first", "premier" (never "'25", a year).
    func dayOfMonth(_ i: Int) -> Int? {
        guard let d = numeral(i)?.day, d > 0 else { return nil }
        return Int(d)
    }

    /// A day of the month in words: "third", "twenty first", "trois", "vingt et un".
    func spelledDay(_ i: Int) -> (Int, Int)? {
        guard i >= 0, i < words.count else { return nil }
        if let n = facts[i].dayOrdinal { return (n, 1) }
        if let tens = facts[i].numberUnit, tens == 20 || tens == 30, let n = fact(i + 1)?.dayOrdinal, n < 10 {
            return (tens + n, 2)
        }
        guard facts[i].numberUnit != nil, let (n, len) = numerals[i].count, (1...31).contains(n) else { return nil }
        return (n, len)
    }

    /// A day written as an ordinal word: "fourth", "twenty first".
    func spelledOrdinalDay(_ i: Int) -> (Int, Int)? {
        guard i >= 0, i < words.count else { return nil }
        if let n = facts[i].dayOrdinal { return (n, 1) }
        if let tens = facts[i].numberUnit, tens == 20 || tens == 30, let n = fact(i + 1)?.dayOrdinal, n < 10 {
            return (tens + n, 2)
        }
        return nil
    }

    /// Whether the word at `i` is written as an ordinal ("5th", "1er"), which a count never is.
    func isWrittenOrdinal(_ i: Int) -> Bool { numeral(i)?.isWrittenOrdinal ?? false }

    private static func suffixedNumber(_ w: String) -> Int? {
        // Most words are not numbers: one byte rules them out before any suffix test.
        guard let first = w.utf8.first, first >= 48, first <= 57 else { return nil }
        // "1ere" ends in "re" too: a suffix that leaves more than digits gives way to a longer one.
        for suffix in PeriodLexicon.ordinalSuffixes where w.hasSuffix(suffix) && w.utf8.count > suffix.utf8.count {
            let digits = w.dropLast(suffix.count)
            guard digits.utf8.count <= 2, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { continue }
            return Int(digits)
        }
        return nil
    }

    /// A four-digit year in the range a ledger can hold.
    func digitYear(_ i: Int) -> Int? {
        guard digitCount(i) == 4, let y = number(i), (1990...2100).contains(y) else { return nil }
        return y
    }

    /// A four-digit year beside a day and its month ("September 21, 1978", "21/09/1978"), where it can be no
    /// amount: older years than a lone year may be.
    func fullDateYear(_ i: Int) -> Int? {
        guard digitCount(i) == 4, let y = number(i), (1900...2100).contains(y) else { return nil }
        return y
    }

    /// A year written with two digits ("'24", "9/21/78"), pivoted as POSIX `strptime` does: 69–99 are the 1900s,
    /// 00–68 the 2000s.
    static func fullYear(twoDigits n: Int) -> Int { n >= 69 ? 1900 + n : 2000 + n }

    /// A year in digits or words ("2024", "twenty twenty-four", "deux mille vingt-quatre", "'24").
    func year(_ i: Int) -> (value: Int, length: Int)? {
        if let y = digitYear(i) { return (y, 1) }
        if i < words.count, glue[i] == .apostrophe, digitCount(i) == 2, let n = number(i) {
            return (Self.fullYear(twoDigits: n), 1)
        }
        guard let (y, len) = numeral(i)?.year, (1990...2100).contains(y) else {
            return nil
        }
        return (y, len)
    }
}

/// A table of `PeriodLexicon` phrases compiled to word ids (`PeriodTokens.WordFacts.id`),
/// once: the grammar asks for them at most positions of every message.
struct PeriodPhrases: Sendable {
    /// Every phrase's word ids, one after another: a phrase is read where it lies (`bounds(_:)`).
    let words: [Int32]
    /// Where each phrase starts in `words`; the last entry is `words.count`.
    private let starts: [Int]
    /// By word id: 1 + the place in `groups` of the phrases starting with that word (0: none). A phrase is
    /// looked for among those that start with the word at hand, not among all of the table's.
    private let slots: [UInt16]
    /// The phrases starting with one word: a range of `order`, which holds phrase indices in the table's order.
    private let groups: [Range<Int>]
    let order: [Int]

    /// Every table compiled here: their words get ids in `WordFacts.table`.
    static let sources: [[[String]]] = [
        PeriodLexicon.weekendPhrases, PeriodLexicon.beforeLastBefore, PeriodLexicon.beforeLastAfter,
        PeriodLexicon.samePeriod, PeriodLexicon.wholeOf, PeriodLexicon.samePrefix, PeriodLexicon.shiftBackAfter,
        PeriodLexicon.agoBefore, PeriodLexicon.startingFrom, PeriodLexicon.startOf, PeriodLexicon.now,
        PeriodLexicon.currentMonthPhrases, PeriodLexicon.changeVerbs, PeriodLexicon.holidays.map(\.words),
        PeriodLexicon.differenceNouns, PeriodLexicon.toTheDay, PeriodLexicon.sameDay, PeriodLexicon.afterNext,
        PeriodLexicon.upcomingAfter, PeriodLexicon.openEnds, PeriodLexicon.soFar, PeriodLexicon.workweekPhrases,
    ]

    /// A word outside `sources` would get -2, which no token's id equals (`PeriodGrammarTests` checks none does).
    init(_ phrases: [[String]]) {
        let compiled = phrases.map { $0.map { PeriodTokens.WordFacts.table[$0]?.id ?? -2 } }
        words = compiled.flatMap { $0 }
        var starts = [0]
        for p in compiled { starts.append(starts[starts.count - 1] + p.count) }
        self.starts = starts
        var slots = [UInt16](repeating: 0, count: PeriodTokens.WordFacts.table.count)
        var members: [[Int]] = []
        for (k, p) in compiled.enumerated() {
            guard let first = p.first, first >= 0, Int(first) < slots.count else { continue }
            if slots[Int(first)] == 0 {
                members.append([])
                slots[Int(first)] = UInt16(members.count)
            }
            members[Int(slots[Int(first)]) - 1].append(k)
        }
        self.slots = slots
        order = members.flatMap { $0 }
        var groups: [Range<Int>] = []
        for m in members { groups.append((groups.last?.upperBound ?? 0)..<((groups.last?.upperBound ?? 0) + m.count)) }
        self.groups = groups
    }

    /// The phrases, each as its word ids (for checks; the grammar reads them in place).
    var phrases: [[Int32]] { starts.indices.dropLast().map { Array(words[starts[$0]..<starts[$0 + 1]]) } }

    /// Phrase `k`'s place in `words` and its length.
    func bounds(_ k: Int) -> (start: Int, length: Int) { (starts[k], starts[k + 1] - starts[k]) }

    /// The phrases starting with the word of id `id`: places in `order`, which names each phrase's index.
    func starting(with id: Int32) -> Range<Int> {
        guard id >= 0, Int(id) < slots.count, case let slot = Int(slots[Int(id)]), slot > 0 else { return 0..<0 }
        return groups[slot - 1]
    }

    static let weekendPhrases = PeriodPhrases(PeriodLexicon.weekendPhrases)
    static let workweekPhrases = PeriodPhrases(PeriodLexicon.workweekPhrases)
    static let beforeLastBefore = PeriodPhrases(PeriodLexicon.beforeLastBefore)
    static let beforeLastAfter = PeriodPhrases(PeriodLexicon.beforeLastAfter)
    static let afterNext = PeriodPhrases(PeriodLexicon.afterNext)
    static let upcomingAfter = PeriodPhrases(PeriodLexicon.upcomingAfter)
    static let openEnds = PeriodPhrases(PeriodLexicon.openEnds)
    static let soFar = PeriodPhrases(PeriodLexicon.soFar)
    static let samePeriod = PeriodPhrases(PeriodLexicon.samePeriod)
    static let wholeOf = PeriodPhrases(PeriodLexicon.wholeOf)
    static let samePrefix = PeriodPhrases(PeriodLexicon.samePrefix)
    static let shiftBackAfter = PeriodPhrases(PeriodLexicon.shiftBackAfter)
    static let agoBefore = PeriodPhrases(PeriodLexicon.agoBefore)
    static let startingFrom = PeriodPhrases(PeriodLexicon.startingFrom)
    static let startOf = PeriodPhrases(PeriodLexicon.startOf)
    static let now = PeriodPhrases(PeriodLexicon.now)
    static let currentMonthPhrases = PeriodPhrases(PeriodLexicon.currentMonthPhrases)
    static let changeVerbs = PeriodPhrases(PeriodLexicon.changeVerbs)
    static let differenceNouns = PeriodPhrases(PeriodLexicon.differenceNouns)
    static let toTheDay = PeriodPhrases(PeriodLexicon.toTheDay)
    static let sameDay = PeriodPhrases(PeriodLexicon.sameDay)
    /// `PeriodLexicon.holidays`' words, in its order.
    static let holidays = PeriodPhrases(PeriodLexicon.holidays.map(\.words))

    static let all: [PeriodPhrases] = [
        weekendPhrases, beforeLastBefore, beforeLastAfter, samePeriod, wholeOf, samePrefix, shiftBackAfter, agoBefore,
        startingFrom, startOf, now, currentMonthPhrases, changeVerbs, holidays, differenceNouns, toTheDay,
        sameDay, afterNext, upcomingAfter, openEnds, soFar, workweekPhrases,
    ]
}
