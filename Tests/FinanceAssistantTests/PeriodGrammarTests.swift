import Testing

@testable import FinanceAssistant

// The period families of corpus v2 (docs/periods.md, "Wider period families"),
// one table per family, English and French, in words written for these tests.
// Today is Wednesday 2026-03-18.

enum PeriodGrammarTables {
    static let numeric: [PeriodCase] = [
        // months
        PeriodCase("spending in 10/2025", "month:2025-10"),
        PeriodCase("2024-11 groceries", "month:2024-11"),
        PeriodCase("mes dépenses de 2025/09", "month:2025-09"),
        PeriodCase("le total pour 12-2024", "month:2024-12"),
        PeriodCase("spending in 13/2025", "unspecified"),
        // days, in the writer's order
        PeriodCase("what went out on 2/5", "day:2026-02-05", locale: .en),
        PeriodCase("what went out on 12/30/2025", "day:2025-12-30", locale: .en),
        PeriodCase("what went out on 3/4/2025", "day:2025-03-04", locale: .en),
        PeriodCase("ce qui est sorti le 2/5", "day:2025-05-02", locale: .fr),
        PeriodCase("ce qui est sorti le 30/12/2025", "day:2025-12-30", locale: .fr),
        PeriodCase("ce qui est sorti le 4/3/25", "day:2025-03-04", locale: .fr),
        // the other order when the writer's is impossible
        PeriodCase("what went out on 30/12", "day:2025-12-30", locale: .en),
        PeriodCase("ce qui est sorti le 12/30", "day:2025-12-30", locale: .fr),
        // no locale: the message's words decide
        PeriodCase("how much did I spend on 3/4", "day:2026-03-04"),
        PeriodCase("combien j'ai dépensé le 3/4", "day:2025-04-03"),
        // dotted (day.month in both languages) and ISO
        PeriodCase("le 14.02., combien ?", "day:2026-02-14", locale: .fr),
        PeriodCase("what did I pay on 14.02.2026", "day:2026-02-14", locale: .en),
        PeriodCase("rent paid on 2025-11-03", "day:2025-11-03"),
        // impossible dates name no period, and no part of them is read instead
        PeriodCase("what went out on 2/30", "unspecified", locale: .en),
        PeriodCase("le 31/04, j'ai payé quoi ?", "unspecified", locale: .fr),
        PeriodCase("income on 2025-02-29", "unspecified"),
        PeriodCase("Uber on April 31", "unspecified"),
        PeriodCase("les courses du 31 septembre", "unspecified"),
        PeriodCase("13/13, how much?", "unspecified", locale: .en),
        // amounts are no dates
        PeriodCase("I paid 12.50 at the bakery", "unspecified"),
        PeriodCase("more than 3/4 of my salary", "unspecified"),
    ]

    static let years: [PeriodCase] = [
        PeriodCase("spending 2023", "year:2023"),
        PeriodCase("what did I pay in rent 2024", "year:2024"),
        PeriodCase("how much did I spend 2022", "year:2022"),
        PeriodCase("mes impôts 2025", "year:2025"),
        PeriodCase("mes rentrées de 2024", "year:2024"),
        PeriodCase("what about 2024?", "year:2024"),
        PeriodCase("what did I earn over 2025", "year:2025"),
        PeriodCase("j'ai payé combien de loyer en 2025", "year:2025"),
        PeriodCase("in twenty twenty-three", "year:2023"),
        PeriodCase("in two thousand and twenty two", "year:2022"),
        PeriodCase("en deux mille vingt-deux", "year:2022"),
        PeriodCase("march twenty twenty five", "month:2025-03"),
        // amounts
        PeriodCase("I spent 2024 euros", "unspecified"),
        PeriodCase("did I spend more than 2025 this way", "unspecified"),
        PeriodCase("a transfer of 2000", "unspecified"),
        PeriodCase("un virement de 2026", "unspecified"),
        PeriodCase("I spent over 2000 on rent", "unspecified"),
        PeriodCase("I spent 2000 on rent", "unspecified"),
    ]

    static let ranges: [PeriodCase] = [
        // days of the latest month whose first day is not after today
        PeriodCase("from the 2nd to the 6th", "range:2026-03-02..2026-03-06"),
        PeriodCase("between the 19th and the 25th", "range:2026-02-19..2026-02-25"),
        PeriodCase("du 4 au 9", "range:2026-03-04..2026-03-09"),
        PeriodCase("entre le 10 et le 12", "range:2026-03-10..2026-03-12"),
        PeriodCase("from the 28th to the 3rd", "range:2026-02-28..2026-03-03"),
        // with a month
        PeriodCase("April 4th through 9th", "range:2025-04-04..2025-04-09"),
        PeriodCase("du 2 au 6 janvier", "range:2026-01-02..2026-01-06"),
        PeriodCase("Feb 3-8", "range:2026-02-03..2026-02-08"),
        PeriodCase("3rd-8th March", "range:2026-03-03..2026-03-08"),
        PeriodCase("from Jan 28 to Feb 3", "range:2026-01-28..2026-02-03"),
        PeriodCase("du 28 décembre au 4 janvier", "range:2025-12-28..2026-01-04"),
        PeriodCase("Oct 5 – Oct 20, dining out", "range:2025-10-05..2025-10-20"),
        // years
        PeriodCase("2020 to 2022", "range:2020-01-01..2022-12-31"),
        PeriodCase("de 2021 à 2023", "range:2021-01-01..2023-12-31"),
        PeriodCase("entre 2022 et 2024", "range:2022-01-01..2024-12-31"),
        PeriodCase("taxes 2022–2024", "range:2022-01-01..2024-12-31"),
        PeriodCase("from March 2024 to February 2025", "range:2024-03-01..2025-02-28"),
        PeriodCase("de novembre 2023 à janvier 2024", "range:2023-11-01..2024-01-31"),
        PeriodCase("from twenty twenty to twenty twenty two", "range:2020-01-01..2022-12-31"),
        // not ranges
        PeriodCase("compare 2024 to 2025", "year:2024", vs: "year:2025"),
        PeriodCase("between 2000 and 3000 euros", "unspecified"),
        PeriodCase("du 31 juin au 3 juillet", "unspecified"),
    ]

    static let namedMonths: [PeriodCase] = [
        PeriodCase("next May", "month:2026-05"),
        PeriodCase("next March", "month:2027-03"),
        PeriodCase("this July", "month:2026-07"),
        PeriodCase("en mai prochain", "month:2026-05"),
        PeriodCase("septembre prochain", "month:2026-09"),
        PeriodCase("September next year", "month:2027-09"),
        PeriodCase("en octobre de l'année prochaine", "month:2027-10"),
        PeriodCase("en avril cette année", "month:2026-04"),
        PeriodCase("April this year", "month:2026-04"),
        PeriodCase("June last year", "month:2025-06"),
        PeriodCase("le mois de décembre", "month:2025-12"),
        PeriodCase("the month of May", "month:2025-05"),
        PeriodCase("le trois mars", "day:2026-03-03"),
        PeriodCase("on the third of March", "day:2026-03-03"),
        PeriodCase("le vingt et un février", "day:2026-02-21"),
        PeriodCase("on the twenty first of February", "day:2026-02-21"),
    ]

    static let relative: [PeriodCase] = [
        PeriodCase("next quarter", "next:quarter"),
        PeriodCase("next year", "next:year"),
        PeriodCase("l'an prochain", "next:year"),
        PeriodCase("le trimestre suivant", "next:quarter"),
        PeriodCase("la semaine pro", "next:week"),
        PeriodCase("tomorrow", "next:day"),
        PeriodCase("demain", "next:day"),
        PeriodCase("four days ago", "day:2026-03-14"),
        PeriodCase("il y a 6 jours", "day:2026-03-12"),
        PeriodCase("the day before yesterday", "day:2026-03-16"),
        PeriodCase("two months ago", "month:2026-01"),
        PeriodCase("il y a trois semaines", "range:2026-02-23..2026-03-01"),
        PeriodCase("the week before last", "range:2026-03-02..2026-03-08"),
        PeriodCase("l'avant-dernière semaine", "range:2026-03-02..2026-03-08"),
        PeriodCase("two years ago", "year:2024"),
        PeriodCase("over the last quarter", "previous:quarter"),
        PeriodCase("au cours du dernier trimestre", "previous:quarter"),
        PeriodCase("the last 2 quarters", "trailing:6:month"),
        // a day alone: an ordinal, or French "le N" ending the message
        PeriodCase("what did I spend on the 4th", "day:2026-03-04"),
        PeriodCase("and on the fourth", "day:2026-03-04"),
        PeriodCase("the 20th, how much?", "day:2026-02-20"),
        PeriodCase("combien le 12", "day:2026-03-12"),
        PeriodCase("the 3 largest expenses", "unspecified"),
        PeriodCase("le 3 plus grosses dépenses", "unspecified"),
        PeriodCase("mes frais du second semestre", "half:2025-H2"),
        // a whole period
        PeriodCase("the whole of last week", "previous:week"),
        PeriodCase("tout le mois de mars", "month:2026-03"),
        PeriodCase("all of 2025", "year:2025"),
        PeriodCase("toute la semaine du 2 mars", "range:2026-03-02..2026-03-08"),
        // "whole" with nothing after it names no period (it crashed the parser once)
        PeriodCase("and the whole?", "unspecified"),
        PeriodCase("et tout le", "unspecified"),
        // sign-offs name no period
        PeriodCase("bonne nuit, à demain", "unspecified"),
        PeriodCase("thanks, see you tomorrow", "unspecified"),
        PeriodCase("quel est mon solde à ce jour", "unspecified"),
    ]

    static let weeks: [PeriodCase] = [
        PeriodCase("the third week of November", "range:2025-11-15..2025-11-21"),
        PeriodCase("la deuxième semaine de mars", "range:2026-03-08..2026-03-14"),
        PeriodCase("the last week of January", "range:2026-01-25..2026-01-31"),
        PeriodCase("la dernière semaine de février", "range:2026-02-22..2026-02-28"),
        PeriodCase("the first week of the month", "range:2026-03-01..2026-03-07"),
        PeriodCase("the 2nd week of October last year", "range:2025-10-08..2025-10-14"),
        // Monday to Sunday around a day
        PeriodCase("the week of the 5th", "range:2026-03-02..2026-03-08"),
        PeriodCase("la semaine du 16", "range:2026-03-16..2026-03-22"),
        PeriodCase("la semaine du 27", "range:2026-02-23..2026-03-01"),
        PeriodCase("the week of Jan 14", "range:2026-01-12..2026-01-18"),
        PeriodCase("la semaine du 25 décembre", "range:2025-12-22..2025-12-28"),
        // weekends
        PeriodCase("the weekend before last", "range:2026-03-07..2026-03-08"),
        PeriodCase("il y a trois week-ends", "range:2026-02-28..2026-03-01"),
        PeriodCase("two weekends ago", "range:2026-03-07..2026-03-08"),
        PeriodCase("le dernier week-end", "range:2026-03-14..2026-03-15"),
        PeriodCase("l'avant-dernier week-end", "range:2026-03-07..2026-03-08"),
        PeriodCase("le week-end d'avant le dernier", "range:2026-03-07..2026-03-08"),
        PeriodCase("this past weekend", "range:2026-03-14..2026-03-15"),
    ]

    static let quartersHalvesSeasons: [PeriodCase] = [
        PeriodCase("Q2", "quarter:2025-Q2"),
        PeriodCase("Q1 2024", "quarter:2024-Q1"),
        PeriodCase("the third quarter of last year", "quarter:2025-Q3"),
        PeriodCase("T4 2025", "quarter:2025-Q4"),
        PeriodCase("au 2e trimestre", "quarter:2025-Q2"),
        PeriodCase("le 1er trimestre de cette année", "quarter:2026-Q1"),
        PeriodCase("H2 2024", "half:2024-H2"),
        PeriodCase("S1", "half:2026-H1"),
        PeriodCase("the second half of 2025", "half:2025-H2"),
        PeriodCase("le second semestre de l'année dernière", "half:2025-H2"),
        PeriodCase("the first half of the year", "half:2026-H1"),
        // no half year: the month's first half (since 2.18.21; before, no period)
        PeriodCase("the first half of the month", "range:2026-03-01..2026-03-15"),
        // meteorological seasons
        PeriodCase("summer 2023", "range:2023-06-01..2023-08-31"),
        PeriodCase("last autumn", "range:2025-09-01..2025-11-30"),
        PeriodCase("last spring", "range:2025-03-01..2025-05-31"),
        PeriodCase("au printemps 2025", "range:2025-03-01..2025-05-31"),
        PeriodCase("in the fall of 2024", "range:2024-09-01..2024-11-30"),
        PeriodCase("l'été dernier", "range:2025-06-01..2025-08-31"),
        PeriodCase("this spring", "range:2026-03-01..2026-05-31"),
        PeriodCase("next summer", "range:2026-06-01..2026-08-31"),
        PeriodCase("j'ai été payé combien", "unspecified"),
        PeriodCase("did my spending fall", "unspecified"),
    ]

    static let since: [PeriodCase] = [
        PeriodCase("since my last paycheck", "since:2026-02-25"),
        PeriodCase("depuis que mon salaire est tombé", "since:2026-02-25"),
        PeriodCase("depuis que j'ai été payé", "since:2026-02-25"),
        PeriodCase("since I got paid", "since:2026-02-25"),
        PeriodCase("depuis le virement de ma paie", "since:2026-02-25"),
        PeriodCase("since I paid my rent", "unspecified"),
        PeriodCase("since Christmas", "since:2025-12-25"),
        PeriodCase("depuis la Saint-Valentin", "since:2026-02-14"),
        PeriodCase("on New Year's Eve", "day:2025-12-31"),
        PeriodCase("Christmas shopping", "unspecified"),
        PeriodCase("depuis le 03/02", "since:2026-02-03", locale: .fr),
        PeriodCase("since 2024", "since:2024-01-01"),
    ]

    static let comparisons: [PeriodCase] = [
        // the reference is the side after the cue, wherever it stands
        PeriodCase("compared with January, did I spend more in February?", "month:2026-02", vs: "month:2026-01"),
        PeriodCase(
            "par rapport à l'an dernier, j'ai plus dépensé cette année ?", "current:year", vs: "previous:year"),
        PeriodCase("compare March and April", "month:2026-03", vs: "month:2025-04"),
        PeriodCase("compare to last month", "unspecified", vs: "previous:month"),
        PeriodCase("did my rent go up since last year?", "unspecified", vs: "previous:year"),
        PeriodCase("mes courses ont augmenté depuis le mois dernier ?", "unspecified", vs: "previous:month"),
        PeriodCase("sum up my spending since January", "since:2026-01-01"),
    ]

    static var all: [PeriodCase] {
        numeric + years + ranges + namedMonths + relative + weeks + quartersHalvesSeasons + since + comparisons
    }
}

@Suite("Period grammar: the wider families")
struct PeriodGrammarTests {
    @Test("every family, English and French", arguments: PeriodGrammarTables.all)
    func family(_ c: PeriodCase) { checkPeriod(c) }

    @Test(
        "words that point back at the previous period",
        arguments: ["and that month?", "et ce mois-là ?", "over the same period", "la même année", "the same 3 months"])
    func refersBack(_ text: String) {
        let result = PeriodParser(calendar: Fixtures.payday25.calendar).parse(text)
        #expect(result.refersBack)
        #expect(result.period == Period.unspecified)
    }

    @Test("a long paste ending in a question: the last sentence's period")
    func longPaste() {
        let paste = String(repeating: "We met on Sunday and split the bill for the dinner next year. ", count: 8)
        let result = PeriodParser(calendar: Fixtures.payday25.calendar).parse(
            paste + "So how much did I spend on Uber last month?")
        #expect(result.period == Period.previous(.month))
        #expect(result.comparison == Period.unspecified)
    }
}
