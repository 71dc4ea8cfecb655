/// A period as the user said it, before it is resolved against a ledger.
///
/// Every value has one canonical string (docs/periods.md), used in corpora,
/// predictions and reports: `previous:month`, `trailing:8:month`,
/// `month:2026-03`, `range:2026-03-01..2026-03-15`, `quarter:2026-Q1` (see
/// docs/periods.md). Resolution to days is
/// `interval(in:)` on a `BudgetCalendar`.
public enum Period: Hashable, Sendable {
    /// No period in the message.
    case unspecified
    /// The whole history.
    case all
    /// The unit containing today (`month` is the budget month).
    case current(CalendarUnit)
    /// The whole unit before the current one.
    case previous(CalendarUnit)
    /// A rolling window ending today: `[today − N units, today + 1 day)`.
    case trailing(Int, CalendarUnit)
    /// A named calendar month.
    case month(year: Int, month: Int)
    /// A calendar year.
    case year(Int)
    /// From that day to today.
    case since(Day)
    /// Both days included.
    case range(Day, Day)
    /// One day.
    case day(Day)
    /// A calendar quarter (1…4).
    case quarter(year: Int, quarter: Int)
    /// A calendar half year (1: January–June, 2: July–December).
    case half(year: Int, half: Int)
    /// The whole unit after the current one.
    case next(CalendarUnit)
    /// A forward window: `[today, today + N units)`.
    case coming(Int, CalendarUnit)

    public var isSpecified: Bool { self != .unspecified }
}
