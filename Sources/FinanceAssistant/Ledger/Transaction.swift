import Foundation

/// One line of the ledger. A negative amount is money out.
public struct Transaction: Hashable, Codable, Sendable {
    public var id: String
    public var date: Day
    public var amount: Decimal
    /// The label as the bank statement writes it ("CB CARREFOUR CITY 17/02").
    public var label: String
    /// The canonical shop, when the ledger knows it; otherwise read from the label.
    public var merchant: String?
    public var category: Category
    public var account: String
    public var status: TransactionStatus

    public init(
        id: String, date: Day, amount: Decimal, label: String, merchant: String? = nil, category: Category,
        account: String = "checking", status: TransactionStatus = .posted
    ) {
        self.id = id
        self.date = date
        self.amount = amount
        self.label = label
        self.merchant = merchant
        self.category = category
        self.account = account
        self.status = status
    }

    /// Posted money out that counts as spending (not a transfer).
    public var isPayment: Bool { status == .posted && amount < 0 && category != .transfer }
    /// Posted money in with a spending category: a refund.
    public var isRefund: Bool { status == .posted && amount > 0 && category != .income && category != .transfer }
    /// Posted money in, category income.
    public var isIncome: Bool { status == .posted && amount > 0 && category == .income }
    /// A charge still to come (never counted as spent).
    public var isScheduledCharge: Bool { status == .scheduled && amount < 0 && category != .transfer }

    /// The keys the JSON form may hold (a reader refuses any other).
    public static let jsonKeys: Set<String> = Set(CodingKeys.allCases.map(\.rawValue))

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, date, amount, label, merchant, category, account, status
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        date = try c.decode(Day.self, forKey: .date)
        amount = try c.decodeAmount(forKey: .amount)
        label = try c.decodeIfPresent(String.self, forKey: .label) ?? ""
        merchant = try c.decodeIfPresent(String.self, forKey: .merchant)
        category = try c.decodeCategory(forKey: .category)
        account = try c.decodeIfPresent(String.self, forKey: .account) ?? "checking"
        status = try c.decodeIfPresent(TransactionStatus.self, forKey: .status) ?? .posted
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(date, forKey: .date)
        try c.encode(Money.plain(amount), forKey: .amount)
        try c.encode(label, forKey: .label)
        try c.encodeIfPresent(merchant, forKey: .merchant)
        try c.encode(category, forKey: .category)
        try c.encode(account, forKey: .account)
        try c.encode(status, forKey: .status)
    }
}

/// Whether a transaction has happened or is still to come.
public enum TransactionStatus: String, Codable, Sendable {
    case posted, scheduled
}

extension KeyedDecodingContainer {
    /// A decimal string, strictly ("-40.00"); the error says what to write.
    func decodeAmount(forKey key: Key) throws -> Decimal {
        let text = try decode(String.self, forKey: key)
        guard let value = Money.parse(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "'\(text)' is not an amount; write a decimal string such as \"-40.00\"")
        }
        return value
    }

    func decodeCategory(forKey key: Key) throws -> Category {
        let text = try decode(String.self, forKey: key)
        guard let category = Category(rawValue: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription:
                    "unknown category '\(text)'; use one of \(Category.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        return category
    }
}
