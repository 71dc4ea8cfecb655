/// The closed list of periods a `smart-budget` schema offers a model, each a
/// word a model can copy and that maps to one canonical period for the
/// ledger's today. It expresses the relative units (this, last, next), the
/// common rolling and forward windows, named months, the ledger's years,
/// quarters and halves — most of what people say. It cannot express a day, a
/// range of days, "since …", a month of a given year, a season, or a window of
/// another length: a model under this contract reads those as `none`.
public enum PeriodChoice {
    /// "none": no period in the message.
    public static let none = "none"

    static let fixed: [(String, Period)] = [
        ("allTime", .all),
        ("today", .current(.day)), ("yesterday", .previous(.day)), ("tomorrow", .next(.day)),
        ("thisWeek", .current(.week)), ("lastWeek", .previous(.week)), ("nextWeek", .next(.week)),
        ("thisMonth", .current(.month)), ("lastMonth", .previous(.month)), ("nextMonth", .next(.month)),
        ("thisQuarter", .current(.quarter)), ("lastQuarter", .previous(.quarter)), ("nextQuarter", .next(.quarter)),
        ("thisYear", .current(.year)), ("lastYear", .previous(.year)), ("nextYear", .next(.year)),
        ("last7Days", .trailing(7, .day)), ("last30Days", .trailing(30, .day)),
        ("last3Months", .trailing(3, .month)), ("last6Months", .trailing(6, .month)),
        ("last12Months", .trailing(12, .month)),
        ("next7Days", .coming(7, .day)), ("next30Days", .coming(30, .day)),
    ]

    static let monthNames = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
        "december",
    ]

    /// Every choice for a calendar, in a fixed order: `none` first, the years
    /// from the history's first to the next one.
    public static func vocabulary(for calendar: BudgetCalendar) -> [String] {
        var out = [none] + fixed.map(\.0) + monthNames
        out += (calendar.historyStart.year...(calendar.today.year + 1)).map { "year\($0)" }
        out += ["q1", "q2", "q3", "q4", "h1", "h2"]
        return out
    }

    /// The period a choice names; `nil` for a word that is no choice.
    public static func period(_ choice: String, in calendar: BudgetCalendar) -> Period? {
        if choice == none { return .unspecified }
        if let fixed = fixed.first(where: { $0.0 == choice }) { return fixed.1 }
        let today = calendar.today
        if let index = monthNames.firstIndex(of: choice) {
            // The latest such month not after today.
            let month = index + 1
            return .month(year: month <= today.month ? today.year : today.year - 1, month: month)
        }
        if choice.hasPrefix("year"), let year = Int(choice.dropFirst(4)), choice.count == 8 { return .year(year) }
        if choice.count == 2, let n = Int(choice.dropFirst()) {
            // The latest such quarter or half that has started.
            let current = choice.first == "q" ? (today.month - 1) / 3 + 1 : (today.month - 1) / 6 + 1
            switch choice.first {
            case "q" where (1...4).contains(n):
                return .quarter(year: n <= current ? today.year : today.year - 1, quarter: n)
            case "h" where (1...2).contains(n): return .half(year: n <= current ? today.year : today.year - 1, half: n)
            default: return nil
            }
        }
        return nil
    }

    /// The choice that covers the same days as `period`, if one does (for a
    /// reader that knows the answer, such as the oracle); `none` for no period.
    public static func choice(for period: Period, in calendar: BudgetCalendar) -> String? {
        guard period.isSpecified else { return none }
        return vocabulary(for: calendar).dropFirst().first { word in
            PeriodChoice.period(word, in: calendar).map { $0.isEquivalent(to: period, in: calendar) } ?? false
        }
    }

    /// Limits a schema offers: `none`, or 1 to 10.
    public static let limits = ["none"] + (1...10).map(String.init)
}
