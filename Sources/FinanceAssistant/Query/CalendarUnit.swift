/// A unit of time in a period: day, week (Monday to Sunday), budget month,
/// calendar quarter or calendar year.
public enum CalendarUnit: String, CaseIterable, Codable, Sendable {
    case day, week, month, quarter, year
}
