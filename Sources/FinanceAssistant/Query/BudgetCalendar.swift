import Foundation

/// What a period is resolved against: today, the budget month's start day and
/// the first day of the history.
///
/// "This month" is the *budget* month: with a start day of 25 it runs from the
/// 25th to the 24th, so `current:month` and `month:2026-03` differ. Quarters
/// and years are calendar ones; weeks start on Monday.
public struct BudgetCalendar: Hashable, Sendable {
    public let today: Day
    /// 1…28, so that every month has that day.
    public let budgetMonthStartDay: Int
    /// The first day of the history, where `all` starts.
    public let historyStart: Day

    public init(today: Day, budgetMonthStartDay: Int = 1, historyStart: Day? = nil) {
        self.today = today
        self.budgetMonthStartDay = min(max(budgetMonthStartDay, 1), 28)
        self.historyStart = min(historyStart ?? today, today)
    }

    /// The day an instant falls on in a time zone.
    public static func day(of instant: Date, in timeZone: TimeZone) -> Day {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day], from: instant)
        return Day(unchecked: c.year ?? 1970, c.month ?? 1, c.day ?? 1)
    }

    /// The budget month containing `day`.
    public func budgetMonth(containing day: Day) -> DayInterval {
        let s = budgetMonthStartDay
        let anchor = Day(unchecked: day.year, day.month, s)
        let start = day.day >= s ? anchor : anchor.adding(months: -1)
        return DayInterval(start: start, end: start.adding(months: 1))
    }

    /// The day after today: where windows that end "today" stop.
    public var tomorrow: Day { today.adding(days: 1) }

    /// The interval of `unit` containing `day`.
    func unitInterval(_ unit: CalendarUnit, containing day: Day) -> DayInterval {
        switch unit {
        case .day:
            return DayInterval(start: day, end: day.adding(days: 1))
        case .week:
            let monday = day.mondayOfWeek
            return DayInterval(start: monday, end: monday.adding(days: 7))
        case .month:
            return budgetMonth(containing: day)
        case .quarter:
            let first = Day(unchecked: day.year, (day.month - 1) / 3 * 3 + 1, 1)
            return DayInterval(start: first, end: first.adding(months: 3))
        case .year:
            let first = Day(unchecked: day.year, 1, 1)
            return DayInterval(start: first, end: first.adding(years: 1))
        }
    }

    /// `day` moved by `n` units (months and years clamp the day of month).
    func move(_ day: Day, by n: Int, _ unit: CalendarUnit) -> Day {
        switch unit {
        case .day: return day.adding(days: n)
        case .week: return day.adding(days: 7 * n)
        case .month: return day.adding(months: n)
        case .quarter: return day.adding(months: 3 * n)
        case .year: return day.adding(years: n)
        }
    }
}
