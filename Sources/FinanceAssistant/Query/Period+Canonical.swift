extension Period: LosslessStringConvertible, Codable {
    /// Parses a canonical period string; `nil` for anything else, including
    /// units a form does not take (`trailing:3:quarter`, `next:year`).
    public init?(_ canonical: String) {
        let parts = canonical.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        switch (parts.first, parts.count) {
        case ("unspecified", 1): self = .unspecified
        case ("all", 1): self = .all
        case ("current", 2):
            guard let unit = CalendarUnit(rawValue: parts[1]) else { return nil }
            self = .current(unit)
        case ("previous", 2):
            guard let unit = CalendarUnit(rawValue: parts[1]) else { return nil }
            self = .previous(unit)
        case ("next", 2):
            guard let unit = CalendarUnit(rawValue: parts[1]), Period.nextUnits.contains(unit) else { return nil }
            self = .next(unit)
        case ("trailing", 3), ("coming", 3):
            guard let n = Period.count(parts[1]), let unit = CalendarUnit(rawValue: parts[2]) else { return nil }
            if parts[0] == "trailing" {
                guard Period.trailingUnits.contains(unit) else { return nil }
                self = .trailing(n, unit)
            } else {
                guard Period.comingUnits.contains(unit) else { return nil }
                self = .coming(n, unit)
            }
        case ("month", 2):
            guard let first = Day(parts[1] + "-01") else { return nil }
            self = .month(year: first.year, month: first.month)
        case ("year", 2):
            guard parts[1].utf8.count == 4, let y = Int(parts[1]), y >= 1 else { return nil }
            self = .year(y)
        case ("since", 2):
            guard let day = Day(parts[1]) else { return nil }
            self = .since(day)
        case ("day", 2):
            guard let day = Day(parts[1]) else { return nil }
            self = .day(day)
        case ("quarter", 2), ("half", 2):
            // "2026-Q1", "2026-H2"
            let half = parts[0] == "half"
            let bytes = Array(parts[1].utf8)
            guard bytes.count == 7, bytes[4] == UInt8(ascii: "-"), bytes[5] == UInt8(ascii: half ? "H" : "Q"),
                let y = Int(parts[1].prefix(4)), y >= 1, parts[1].prefix(4).allSatisfy(\.isNumber),
                let n = Int(String(UnicodeScalar(bytes[6]))), (1...(half ? 2 : 4)).contains(n)
            else { return nil }
            self = half ? .half(year: y, half: n) : .quarter(year: y, quarter: n)
        case ("range", 2):
            let ends = parts[1].components(separatedBy: "..")
            guard ends.count == 2, let a = Day(ends[0]), let b = Day(ends[1]), a <= b else { return nil }
            self = .range(a, b)
        default: return nil
        }
    }

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .all: return "all"
        case .current(let u): return "current:\(u.rawValue)"
        case .previous(let u): return "previous:\(u.rawValue)"
        case .next(let u): return "next:\(u.rawValue)"
        case .trailing(let n, let u): return "trailing:\(n):\(u.rawValue)"
        case .coming(let n, let u): return "coming:\(n):\(u.rawValue)"
        case .month(let y, let m):
            return "month:" + Day(unchecked: y, m, 1).description.prefix(7)
        case .year(let y): return "year:\(y)"
        case .since(let d): return "since:\(d)"
        case .range(let a, let b): return "range:\(a)..\(b)"
        case .day(let d): return "day:\(d)"
        case .quarter(let y, let q): return "quarter:\(Day(unchecked: y, 1, 1).description.prefix(4))-Q\(q)"
        case .half(let y, let h): return "half:\(Day(unchecked: y, 1, 1).description.prefix(4))-H\(h)"
        }
    }

    /// The canonical string's first part, its form (`previous`, `trailing`, `month`…), without the string.
    public var form: String {
        switch self {
        case .unspecified: return "unspecified"
        case .all: return "all"
        case .current: return "current"
        case .previous: return "previous"
        case .next: return "next"
        case .trailing: return "trailing"
        case .coming: return "coming"
        case .month: return "month"
        case .year: return "year"
        case .since: return "since"
        case .range: return "range"
        case .day: return "day"
        case .quarter: return "quarter"
        case .half: return "half"
        }
    }

    /// The canonical string.
    public var canonical: String { description }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let period = Period(text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription:
                    "'\(text)' is not a canonical period (e.g. previous:month, trailing:3:month, month:2026-03)")
        }
        self = period
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    static let trailingUnits: Set<CalendarUnit> = [.day, .week, .month, .year]
    static let comingUnits: Set<CalendarUnit> = [.day, .week, .month]
    static let nextUnits: Set<CalendarUnit> = [.day, .week, .month, .quarter, .year]

    private static func count(_ text: String) -> Int? {
        guard let n = Int(text), n >= 1, n <= 10_000, !text.hasPrefix("+"), !text.hasPrefix("0") else { return nil }
        return n
    }
}
