/// A half-open interval of whole days, `[start, end)`.
public struct DayInterval: Hashable, Codable, Sendable {
    public let start: Day
    public let end: Day

    public init(start: Day, end: Day) {
        self.start = start
        self.end = max(start, end)
    }

    public func contains(_ day: Day) -> Bool { start <= day && day < end }

    /// The number of days covered.
    public var dayCount: Int { start.days(to: end) }

    /// The last day covered (the day before `end`).
    public var lastDay: Day { end.adding(days: -1) }

    /// The interval of the same length just before this one.
    public var preceding: DayInterval { DayInterval(start: start.adding(days: -dayCount), end: start) }
}
