import Foundation

/// A subscription active today, with its current price.
public struct Subscription: Hashable, Codable, Sendable {
    public var name: String
    public var amount: Decimal
    public var cadence: Cadence
    public var nextDate: Day
    public var category: Category?

    public init(name: String, amount: Decimal, cadence: Cadence, nextDate: Day, category: Category? = nil) {
        self.name = name
        self.amount = amount
        self.cadence = cadence
        self.nextDate = nextDate
        self.category = category
    }

    /// What it costs per month (yearly ÷ 12, quarterly ÷ 3, weekly × 52 ÷ 12), unrounded.
    public var monthlyCost: Decimal {
        switch cadence {
        case .monthly: return amount
        case .yearly: return amount / 12
        case .quarterly: return amount / 3
        case .weekly: return amount * 52 / 12
        }
    }

    /// The keys the JSON form may hold (a reader refuses any other).
    public static let jsonKeys: Set<String> = Set(CodingKeys.allCases.map(\.rawValue))

    enum CodingKeys: String, CodingKey, CaseIterable { case name, amount, cadence, nextDate, category }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        amount = try c.decodeAmount(forKey: .amount)
        cadence = try c.decode(Cadence.self, forKey: .cadence)
        nextDate = try c.decode(Day.self, forKey: .nextDate)
        category = c.contains(.category) ? try c.decodeCategory(forKey: .category) : nil
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(Money.plain(amount), forKey: .amount)
        try c.encode(cadence, forKey: .cadence)
        try c.encode(nextDate, forKey: .nextDate)
        try c.encodeIfPresent(category, forKey: .category)
    }
}

/// How often a subscription is charged.
public enum Cadence: String, Codable, Sendable, CaseIterable {
    case weekly, monthly, quarterly, yearly
}
