import Testing

@testable import FinanceAssistant

// Canonical period → half-open interval [start, end) (docs/figures.md,
// GUIDE §4), across month and year boundaries, leap years and budget start
// days other than 1. Expected days are computed by hand.

struct IntervalCase: Sendable, CustomTestStringConvertible {
    let period: String
    let today: String
    let startDay: Int
    let start: String
    let end: String
    let historyStart: String

    init(
        _ period: String, today: String = Fixtures.today, startDay: Int = 25, _ start: String, _ end: String,
        historyStart: String = "2023-03-21"
    ) {
        self.period = period
        self.today = today
        self.startDay = startDay
        self.start = start
        self.end = end
        self.historyStart = historyStart
    }

    var testDescription: String { "\(period) on \(today) (start day \(startDay)) = [\(start), \(end))" }
}

enum IntervalTables {
    /// GUIDE §4: today 2026-03-18, budget month from the 25th.
    static let guide: [IntervalCase] = [
        IntervalCase("current:month", "2026-02-25", "2026-03-25"),
        IntervalCase("previous:month", "2026-01-25", "2026-02-25"),
        // Forms new in v2 (docs/periods.md); figures.py's test_v2_forms holds the same table.
        IntervalCase("day:2026-02-03", "2026-02-03", "2026-02-04"),
        IntervalCase("quarter:2025-Q4", "2025-10-01", "2026-01-01"),
        IntervalCase("quarter:2026-Q1", "2026-01-01", "2026-04-01"),
        IntervalCase("half:2025-H2", "2025-07-01", "2026-01-01"),
        IntervalCase("half:2026-H1", "2026-01-01", "2026-07-01"),
        IntervalCase("next:day", "2026-03-19", "2026-03-20"),
        IntervalCase("next:quarter", "2026-04-01", "2026-07-01"),
        IntervalCase("next:year", "2027-01-01", "2028-01-01"),
        IntervalCase("next:month", "2026-03-25", "2026-04-25"),
        IntervalCase("trailing:1:month", "2026-02-18", "2026-03-19"),
        IntervalCase("trailing:8:month", "2025-07-18", "2026-03-19"),
        IntervalCase("trailing:30:day", "2026-02-16", "2026-03-19"),
        IntervalCase("trailing:1:year", "2025-03-18", "2026-03-19"),
        IntervalCase("trailing:12:month", "2025-03-18", "2026-03-19"),
        IntervalCase("current:day", "2026-03-18", "2026-03-19"),
        IntervalCase("previous:day", "2026-03-17", "2026-03-18"),
        IntervalCase("current:week", "2026-03-16", "2026-03-23"),
        IntervalCase("previous:week", "2026-03-09", "2026-03-16"),
        IntervalCase("next:week", "2026-03-23", "2026-03-30"),
        IntervalCase("trailing:1:week", "2026-03-11", "2026-03-19"),
        IntervalCase("current:quarter", "2026-01-01", "2026-04-01"),
        IntervalCase("previous:quarter", "2025-10-01", "2026-01-01"),
        IntervalCase("current:year", "2026-01-01", "2027-01-01"),
        IntervalCase("previous:year", "2025-01-01", "2026-01-01"),
        IntervalCase("month:2026-03", "2026-03-01", "2026-04-01"),
        IntervalCase("month:2025-04", "2025-04-01", "2025-05-01"),
        IntervalCase("month:2024-02", "2024-02-01", "2024-03-01"),
        IntervalCase("year:2024", "2024-01-01", "2025-01-01"),
        IntervalCase("since:2025-06-01", "2025-06-01", "2026-03-19"),
        IntervalCase("since:2026-03-16", "2026-03-16", "2026-03-19"),
        IntervalCase("range:2026-01-01..2026-03-31", "2026-01-01", "2026-04-01"),
        IntervalCase("range:2026-03-01..2026-03-15", "2026-03-01", "2026-03-16"),
        IntervalCase("range:2025-11-01..2026-01-31", "2025-11-01", "2026-02-01"),
        IntervalCase("range:2026-03-14..2026-03-15", "2026-03-14", "2026-03-16"),
        IntervalCase("range:2026-03-14..2026-03-14", "2026-03-14", "2026-03-15"),
        IntervalCase("coming:10:day", "2026-03-18", "2026-03-28"),
        IntervalCase("coming:2:week", "2026-03-18", "2026-04-01"),
        IntervalCase("coming:30:day", "2026-03-18", "2026-04-17"),
        IntervalCase("coming:1:month", "2026-03-18", "2026-04-18"),
        IntervalCase("all", "2023-03-21", "2026-03-19"),
    ]

    /// Budget start days, month and year boundaries.
    static let boundaries: [IntervalCase] = [
        // the budget month turns on its start day
        IntervalCase("current:month", today: "2026-03-24", "2026-02-25", "2026-03-25"),
        IntervalCase("current:month", today: "2026-03-25", "2026-03-25", "2026-04-25"),
        IntervalCase("previous:month", today: "2026-03-25", "2026-02-25", "2026-03-25"),
        IntervalCase("next:month", today: "2026-03-25", "2026-04-25", "2026-05-25"),
        // across the new year with start day 25
        IntervalCase("current:month", today: "2026-01-10", "2025-12-25", "2026-01-25"),
        IntervalCase("previous:month", today: "2026-01-10", "2025-11-25", "2025-12-25"),
        IntervalCase("next:month", today: "2026-01-10", "2026-01-25", "2026-02-25"),
        IntervalCase("current:month", today: "2026-12-30", "2026-12-25", "2027-01-25"),
        IntervalCase("next:month", today: "2026-12-30", "2027-01-25", "2027-02-25"),
        // start day 1 at the new year
        IntervalCase("current:month", today: "2026-01-05", startDay: 1, "2026-01-01", "2026-02-01"),
        IntervalCase("previous:month", today: "2026-01-05", startDay: 1, "2025-12-01", "2026-01-01"),
        IntervalCase("current:week", today: "2026-01-05", startDay: 1, "2026-01-05", "2026-01-12"),
        IntervalCase("previous:week", today: "2026-01-05", startDay: 1, "2025-12-29", "2026-01-05"),
        IntervalCase("current:week", today: "2026-01-01", startDay: 1, "2025-12-29", "2026-01-05"),
        IntervalCase("previous:quarter", today: "2026-01-01", startDay: 1, "2025-10-01", "2026-01-01"),
        IntervalCase("previous:day", today: "2026-01-01", startDay: 1, "2025-12-31", "2026-01-01"),
        IntervalCase("current:week", today: "2026-03-22", startDay: 1, "2026-03-16", "2026-03-23"),
        IntervalCase("current:quarter", today: "2026-12-31", startDay: 1, "2026-10-01", "2027-01-01"),
        // start day 28 and 15
        IntervalCase("current:month", today: "2026-02-28", startDay: 28, "2026-02-28", "2026-03-28"),
        IntervalCase("current:month", today: "2026-03-01", startDay: 28, "2026-02-28", "2026-03-28"),
        IntervalCase("previous:month", today: "2026-03-01", startDay: 28, "2026-01-28", "2026-02-28"),
        IntervalCase("current:month", today: "2024-03-10", startDay: 15, "2024-02-15", "2024-03-15"),
        IntervalCase("previous:month", today: "2024-03-10", startDay: 15, "2024-01-15", "2024-02-15"),
        // leap years
        IntervalCase("trailing:1:year", today: "2024-02-29", startDay: 1, "2023-02-28", "2024-03-01"),
        IntervalCase("trailing:12:month", today: "2024-02-29", startDay: 1, "2023-02-28", "2024-03-01"),
        IntervalCase("previous:year", today: "2024-02-29", startDay: 1, "2023-01-01", "2024-01-01"),
        IntervalCase("current:month", today: "2024-02-29", startDay: 1, "2024-02-01", "2024-03-01"),
        IntervalCase("trailing:1:month", today: "2024-03-31", startDay: 1, "2024-02-29", "2024-04-01"),
        IntervalCase("trailing:3:month", today: "2024-03-31", startDay: 1, "2023-12-31", "2024-04-01"),
        IntervalCase("trailing:1:year", today: "2024-03-31", startDay: 1, "2023-03-31", "2024-04-01"),
        IntervalCase("trailing:1:month", today: "2025-03-31", startDay: 1, "2025-02-28", "2025-04-01"),
        IntervalCase("trailing:1:month", today: "2026-01-15", startDay: 1, "2025-12-15", "2026-01-16"),
        IntervalCase("coming:1:month", today: "2026-01-31", startDay: 1, "2026-01-31", "2026-02-28"),
        IntervalCase("coming:3:month", today: "2024-11-30", startDay: 1, "2024-11-30", "2025-02-28"),
        IntervalCase("coming:1:week", today: "2025-12-29", startDay: 1, "2025-12-29", "2026-01-05"),
        IntervalCase("trailing:7:day", today: "2026-03-03", startDay: 1, "2026-02-24", "2026-03-04"),
        IntervalCase("trailing:7:day", today: "2024-03-03", startDay: 1, "2024-02-25", "2024-03-04"),
        IntervalCase("month:2024-02", today: "2024-03-31", startDay: 1, "2024-02-01", "2024-03-01"),
        IntervalCase("month:2025-12", today: "2026-01-05", startDay: 1, "2025-12-01", "2026-01-01"),
    ]
}

@Suite("Period intervals")
struct PeriodIntervalTests {
    @Test("GUIDE §4 intervals (today 2026-03-18, start day 25)", arguments: IntervalTables.guide)
    func guide(_ c: IntervalCase) { check(c) }

    @Test("Month and year boundaries, leap years, start days", arguments: IntervalTables.boundaries)
    func boundaries(_ c: IntervalCase) { check(c) }

    func check(_ c: IntervalCase) {
        let calendar = BudgetCalendar(
            today: day(c.today), budgetMonthStartDay: c.startDay, historyStart: day(c.historyStart))
        let interval = period(c.period).interval(in: calendar)
        #expect(
            interval == DayInterval(start: day(c.start), end: day(c.end)),
            "\(c.period) on \(c.today): got \(interval.map { "[\($0.start), \($0.end))" } ?? "nil")")
    }

    @Test("unspecified has no interval of its own")
    func unspecified() {
        #expect(Period.unspecified.interval(in: BudgetCalendar(today: day(Fixtures.today))) == nil)
    }

    struct Equivalence: Sendable, CustomTestStringConvertible {
        let a: String, b: String, startDay: Int, same: Bool
        var testDescription: String { "\(a) \(same ? "≡" : "≢") \(b) (start day \(startDay))" }
    }

    @Test(
        "Equivalent periods resolve to the same interval (DESIGN §2)",
        arguments: [
            Equivalence(a: "year:2026", b: "current:year", startDay: 25, same: true),
            Equivalence(a: "trailing:12:month", b: "trailing:1:year", startDay: 25, same: true),
            Equivalence(a: "range:2026-01-01..2026-03-31", b: "current:quarter", startDay: 25, same: true),
            Equivalence(a: "month:2026-03", b: "current:month", startDay: 1, same: true),
            Equivalence(a: "month:2026-02", b: "previous:month", startDay: 1, same: true),
            Equivalence(a: "month:2026-03", b: "current:month", startDay: 25, same: false),
            Equivalence(a: "since:2026-01-01", b: "current:year", startDay: 25, same: false),
            Equivalence(a: "previous:month", b: "trailing:1:month", startDay: 1, same: false),
            Equivalence(a: "unspecified", b: "current:month", startDay: 25, same: false),
            Equivalence(a: "unspecified", b: "unspecified", startDay: 25, same: true),
            Equivalence(a: "year:2025", b: "previous:year", startDay: 25, same: true),
        ])
    func equivalence(_ e: Equivalence) {
        let calendar = BudgetCalendar(today: day(Fixtures.today), budgetMonthStartDay: e.startDay)
        #expect(period(e.a).isEquivalent(to: period(e.b), in: calendar) == e.same)
        #expect(period(e.b).isEquivalent(to: period(e.a), in: calendar) == e.same)
    }

    @Test(
        "Canonical strings round-trip",
        arguments: [
            "unspecified", "all", "current:day", "current:week", "current:month", "current:quarter", "current:year",
            "previous:day", "previous:week", "previous:month", "previous:quarter", "previous:year",
            "trailing:1:month", "trailing:8:month", "trailing:30:day", "trailing:2:week", "trailing:1:year",
            "month:2026-03", "month:2024-12", "year:2024", "since:2025-06-01",
            "range:2026-03-01..2026-03-15", "next:week", "next:month", "coming:10:day", "coming:2:week",
            "coming:3:month", "next:day", "next:quarter", "next:year", "day:2026-02-03", "quarter:2025-Q4",
            "half:2026-H1",
        ])
    func roundTrip(_ canonical: String) {
        #expect(Period(canonical)?.canonical == canonical)
        // The form is the canonical string's first part, for every kind of period.
        #expect(Period(canonical)?.form == canonical.split(separator: ":").first.map(String.init))
    }

    @Test(
        "Malformed canonical strings are rejected",
        arguments: [
            "", "last month", "previous", "previous:fortnight", "trailing:3:quarter", "next:fortnight",
            "day:2026-02-30", "quarter:2026-Q5", "quarter:2026-Q0", "quarter:26-Q1", "quarter:2026Q1", "half:2026-H3",
            "half:2026-Q1", "coming:1:year", "trailing:0:month", "trailing:-3:month", "trailing:x:month",
            "month:2026-13",
            "month:2026-3", "year:26", "since:2026-02-30", "range:2026-03-15..2026-03-01", "range:2026-03-01",
            "current:month:extra",
        ])
    func rejected(_ canonical: String) {
        #expect(Period(canonical) == nil)
    }
}
