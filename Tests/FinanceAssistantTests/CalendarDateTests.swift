import Testing

@testable import FinanceAssistant

// Dates as calendars write them (GUIDE §19), one table per family, English
// and French, in words written for these tests. Today is Wednesday 2026-03-18;
// the budget month starts on the 25th, but a day number names a calendar date.
enum CalendarDateTables {
    static let weekdayAndDate: [PeriodCase] = [
        PeriodCase("what did I spend on Friday, February 20th, 2026?", "day:2026-02-20"),
        PeriodCase("groceries on Thu 12 Feb", "day:2026-02-12"),
        PeriodCase("Monday the 2nd of March, anything at Lidl?", "day:2026-03-02"),
        PeriodCase("combien le vendredi 6 mars 2026 ?", "day:2026-03-06"),
        PeriodCase("le jeudi 5/03, j'ai payé quoi ?", "day:2026-03-05", locale: .fr),
        PeriodCase("sam. 7 févr. courses", "day:2026-02-07"),
    ]
    static let nthWeekday: [PeriodCase] = [
        PeriodCase("spending on the first Friday of March", "day:2026-03-06"),
        PeriodCase("the last Sunday of January", "day:2026-01-25"),
        PeriodCase("the 2nd Monday in February", "day:2026-02-09"),
        PeriodCase("the third Wednesday of March", "day:2026-03-18"),
        PeriodCase("the fourth Saturday of March", "day:2025-03-22"),
        PeriodCase("le deuxième jeudi de février", "day:2026-02-12"),
        PeriodCase("le dernier samedi de décembre 2025", "day:2025-12-27"),
        PeriodCase("the first Monday of next month", "day:2026-04-06"),
    ]
    static let dayOfMonth: [PeriodCase] = [
        PeriodCase("on the 8th day of January", "day:2026-01-08"),
        PeriodCase("the 4th of last month", "day:2026-02-04"),
        PeriodCase("the 20th of this month", "day:2026-03-20"),
        PeriodCase("anything due on the 2nd of next month?", "day:2026-04-02"),
        PeriodCase("le 15 du mois dernier", "day:2026-02-15"),
        PeriodCase("le 3 du mois prochain", "day:2026-04-03"),
        PeriodCase("the 30th of last month", "unspecified"),
    ]
    static let weekdayOfWeek: [PeriodCase] = [
        PeriodCase("Thursday of last week", "day:2026-03-12"),
        PeriodCase("Monday next week, any bills?", "day:2026-03-23"),
        PeriodCase("last week's Saturday", "day:2026-03-14"),
        PeriodCase("le mercredi de la semaine dernière", "day:2026-03-11"),
        PeriodCase("jeudi de la semaine prochaine", "day:2026-03-26"),
        PeriodCase("mardi de cette semaine", "day:2026-03-17"),
    ]
    static let lastAndNext: [PeriodCase] = [
        PeriodCase("next Tuesday, what goes out?", "day:2026-03-24"),
        PeriodCase("samedi prochain", "day:2026-03-21"),
        PeriodCase("last March 10th", "day:2026-03-10"),
        PeriodCase("le 2 avril prochain", "day:2026-04-02"),
        PeriodCase("le 20 mars dernier", "day:2025-03-20"),
    ]
    static let twoDigitYears: [PeriodCase] = [
        PeriodCase("in '23 what did I spend?", "year:2023"),
        PeriodCase("spending in Oct ’25", "month:2025-10"),
        PeriodCase("winter ’24 heating", "range:2024-12-01..2025-02-28"),
        PeriodCase("Q2 '25 total", "quarter:2025-Q2"),
        PeriodCase("le 04/02/26", "day:2026-02-04", locale: .fr),
    ]
    /// What the contract cannot say is no period, never a misreading.
    static let noPeriod: [PeriodCase] = [
        PeriodCase("what did I spend this morning?", "unspecified"),
        PeriodCase("j'ai payé combien ce soir ?", "unspecified"),
        PeriodCase("what goes out in 3 days?", "unspecified"),
        PeriodCase("ça part dans 5 jours ?", "unspecified"),
        // an amount is never a day: the month alone is read
        PeriodCase("how much did I spend on March 25 euros", "month:2026-03"),
    ]

    static var all: [PeriodCase] {
        weekdayAndDate + nthWeekday + dayOfMonth + weekdayOfWeek + lastAndNext + twoDigitYears + noPeriod
    }
}

@Suite("Dates as calendars write them")
struct CalendarDateTests {
    @Test("every family, English and French", arguments: CalendarDateTables.all)
    func family(_ c: PeriodCase) { checkPeriod(c) }
}
