import Foundation

/// A bank account and its balance before the first transaction.
public struct Account: Hashable, Codable, Sendable {
    public var id: String
    public var name: String
    public var openingBalance: Decimal

    public init(id: String, name: String, openingBalance: Decimal) {
        self.id = id
        self.name = name
        self.openingBalance = openingBalance
    }

    /// The keys the JSON form may hold (a reader refuses any other).
    public static let jsonKeys: Set<String> = Set(CodingKeys.allCases.map(\.rawValue))

    enum CodingKeys: String, CodingKey, CaseIterable { case id, name, openingBalance }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        name = try c.decodeIfPresent(String.self, forKey: .name) ?? id
        openingBalance = try c.decodeAmount(forKey: .openingBalance)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        try c.encode(Money.plain(openingBalance), forKey: .openingBalance)
    }
}
