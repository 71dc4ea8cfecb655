extension Period {
    /// The days this period covers, or `nil` for `unspecified` (the caller
    /// applies the intent's default first).
    public func interval(in calendar: BudgetCalendar) -> DayInterval? {
        let today = calendar.today
        switch self {
        case .unspecified:
            return nil
        case .all:
            return DayInterval(start: calendar.historyStart, end: calendar.tomorrow)
        case .current(let unit):
            return calendar.unitInterval(unit, containing: today)
        case .previous(let unit):
            let current = calendar.unitInterval(unit, containing: today)
            return calendar.unitInterval(unit, containing: current.start.adding(days: -1))
        case .next(let unit):
            let current = calendar.unitInterval(unit, containing: today)
            return calendar.unitInterval(unit, containing: current.end)
        case .trailing(let n, let unit):
            return DayInterval(start: calendar.move(today, by: -n, unit), end: calendar.tomorrow)
        case .coming(let n, let unit):
            return DayInterval(start: today, end: calendar.move(today, by: n, unit))
        case .month(let y, let m):
            let first = Day(unchecked: y, m, 1)
            return DayInterval(start: first, end: first.adding(months: 1))
        case .year(let y):
            let first = Day(unchecked: y, 1, 1)
            return DayInterval(start: first, end: first.adding(years: 1))
        case .since(let day):
            return DayInterval(start: day, end: max(day, calendar.tomorrow))
        case .range(let a, let b):
            return DayInterval(start: a, end: b.adding(days: 1))
        case .day(let d):
            return DayInterval(start: d, end: d.adding(days: 1))
        case .quarter(let y, let q):
            let first = Day(unchecked: y, (q - 1) * 3 + 1, 1)
            return DayInterval(start: first, end: first.adding(months: 3))
        case .half(let y, let h):
            let first = Day(unchecked: y, (h - 1) * 6 + 1, 1)
            return DayInterval(start: first, end: first.adding(months: 6))
        }
    }

    /// Whether two periods cover the same days for this calendar (docs/periods.md:
    /// `year:2026` ≡ `current:year` in 2026). `unspecified` equals only itself.
    public func isEquivalent(to other: Period, in calendar: BudgetCalendar) -> Bool {
        if self == other { return true }
        guard let a = interval(in: calendar), let b = other.interval(in: calendar) else { return false }
        return a == b
    }
}
