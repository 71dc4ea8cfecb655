/// A civil date (year, month, day) with no time and no time zone.
///
/// Periods are whole days, so the arithmetic works on day numbers (days since
/// 1970-01-01, proleptic Gregorian) rather than on `Date` and a `Calendar`:
/// exact, fast, and free of DST traps. `BudgetCalendar` turns an instant into a
/// `Day` in the ledger's time zone.
public struct Day: Hashable, Comparable, Sendable {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Creates a day, or `nil` when the triple is not a date ("2026-02-30").
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Day.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Creates a day from a day number (days since 1970-01-01).
    public init(dayNumber: Int) {
        // Howard Hinnant's civil_from_days.
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        self.year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        self.month = m
        self.day = d
    }

    /// Days since 1970-01-01.
    public var dayNumber: Int {
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    public static func < (lhs: Day, rhs: Day) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// 1 = Monday … 7 = Sunday.
    public var weekday: Int { ((dayNumber % 7) + 7 + 3) % 7 + 1 }

    public func adding(days: Int) -> Day { Day(dayNumber: dayNumber + days) }

    /// Adds calendar months, keeping the day of month and clamping it to the
    /// target month's last day (31 May − 3 months = 28 or 29 February).
    public func adding(months: Int) -> Day {
        let index = year * 12 + (month - 1) + months
        let y = index / 12
        let m = index % 12 + 1
        return Day(unchecked: y, m, min(day, Day.daysIn(month: m, year: y)))
    }

    public func adding(years: Int) -> Day { adding(months: 12 * years) }

    /// Days from `self` to `other` (positive when `other` is later).
    public func days(to other: Day) -> Int { other.dayNumber - dayNumber }

    /// The first day of this day's calendar month.
    public var firstOfMonth: Day { Day(unchecked: year, month, 1) }
    /// The Monday of this day's week (weeks run Monday to Sunday).
    public var mondayOfWeek: Day { adding(days: 1 - weekday) }
    /// The last day of this day's calendar month.
    public var lastOfMonth: Day { Day(unchecked: year, month, Day.daysIn(month: month, year: year)) }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    public static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    init(unchecked year: Int, _ month: Int, _ day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }
}
