import Foundation

/// One computed value of an answer: money or a ratio (`Decimal`, with the
/// number of decimals it is shown with), a count, a day or a name.
public enum Figure: Hashable, Sendable {
    case decimal(Decimal, scale: Int)
    case int(Int)
    case date(Day)
    case string(String)

    /// Money, to the cent.
    public static func money(_ value: Decimal) -> Figure { .decimal(Money.round(value, scale: 2), scale: 2) }

    /// Whether the figure is an amount or a count (what "hide amounts" masks).
    public var isAmount: Bool {
        switch self {
        case .decimal, .int: return true
        case .date, .string: return false
        }
    }

    /// The plain form used in corpora and reports: "75.00", 2, "2026-02-03", "Carrefour".
    public var plain: String {
        switch self {
        case .decimal(let d, let scale): return Money.plain(d, scale: scale)
        case .int(let n): return String(n)
        case .date(let d): return d.description
        case .string(let s): return s
        }
    }

    /// Whether this figure equals an expected value written in a corpus:
    /// decimals compare by value ("75" = "75.00"), the rest exactly.
    public func matches(expected: String) -> Bool {
        switch self {
        case .decimal(let d, let scale):
            guard let e = Money.parse(expected) else { return false }
            return Money.round(d, scale: scale) == e
        case .int(let n): return Int(expected) == n
        case .date, .string: return plain == expected
        }
    }
}

extension Figure: Codable {
    /// Decimals and dates are strings, counts numbers, names strings.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .int(let n): try c.encode(n)
        default: try c.encode(plain)
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let n = try? c.decode(Int.self) {
            self = .int(n)
            return
        }
        let s = try c.decode(String.self)
        if let d = Day(s) {
            self = .date(d)
        } else if let v = Money.parse(s) {
            let scale = s.firstIndex(of: ".").map { s.distance(from: $0, to: s.endIndex) - 1 } ?? 0
            self = .decimal(v, scale: scale)
        } else {
            self = .string(s)
        }
    }
}
