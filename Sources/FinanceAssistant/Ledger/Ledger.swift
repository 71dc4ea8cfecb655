import Foundation

/// The user's money as the app records it: accounts, posted and scheduled
/// transactions, subscriptions, today and the budget month's start day.
///
/// `Codable` to the `ledger.json` format of docs/formats.md. Amounts are decimal
/// strings; a malformed amount or an unknown category fails decoding with a
/// message that says what to write.
public struct Ledger: Hashable, Codable, Sendable {
    public var today: Day
    public var timeZone: String
    public var currency: String
    public var budgetMonthStartDay: Int
    public var accounts: [Account]
    public var transactions: [Transaction]
    public var subscriptions: [Subscription]

    public init(
        today: Day, timeZone: String = "Europe/Paris", currency: String = "EUR", budgetMonthStartDay: Int = 1,
        accounts: [Account] = [], transactions: [Transaction] = [], subscriptions: [Subscription] = []
    ) {
        self.today = today
        self.timeZone = timeZone
        self.currency = currency
        self.budgetMonthStartDay = budgetMonthStartDay
        self.accounts = accounts
        self.transactions = transactions
        self.subscriptions = subscriptions
    }

    /// The keys the JSON form may hold (a reader refuses any other).
    public static let jsonKeys: Set<String> = Set(CodingKeys.allCases.map(\.rawValue))

    enum CodingKeys: String, CodingKey, CaseIterable {
        case today, timeZone, currency, budgetMonthStartDay, accounts, transactions, subscriptions
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        today = try c.decode(Day.self, forKey: .today)
        timeZone = try c.decodeIfPresent(String.self, forKey: .timeZone) ?? "UTC"
        currency = try c.decodeIfPresent(String.self, forKey: .currency) ?? "EUR"
        budgetMonthStartDay = try c.decodeIfPresent(Int.self, forKey: .budgetMonthStartDay) ?? 1
        guard (1...28).contains(budgetMonthStartDay) else {
            throw DecodingError.dataCorruptedError(
                forKey: .budgetMonthStartDay, in: c,
                debugDescription: "budgetMonthStartDay \(budgetMonthStartDay) is out of range; use 1…28")
        }
        accounts = try c.decodeIfPresent([Account].self, forKey: .accounts) ?? []
        transactions = try c.decodeIfPresent([Transaction].self, forKey: .transactions) ?? []
        subscriptions = try c.decodeIfPresent([Subscription].self, forKey: .subscriptions) ?? []
    }

    /// The calendar periods of this ledger resolve against.
    public var calendar: BudgetCalendar {
        BudgetCalendar(
            today: today, budgetMonthStartDay: budgetMonthStartDay,
            historyStart: transactions.map(\.date).min() ?? today)
    }

    /// Merchants by how often they appear (most frequent first, then by name).
    public var merchantsByFrequency: [String] {
        var counts: [String: Int] = [:]
        for t in transactions { if let m = t.merchant { counts[m, default: 0] += 1 } }
        return counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
    }

    /// Problems decoding cannot see: duplicate ids, unknown accounts.
    public func problems() -> [String] {
        var problems: [String] = []
        if TimeZone(identifier: timeZone) == nil {
            problems.append("unknown time zone '\(timeZone)'; use an IANA name such as Europe/Paris")
        }
        var seen = Set<String>()
        let accountIDs = Set(accounts.map(\.id))
        for (index, t) in transactions.enumerated() {
            if !seen.insert(t.id).inserted { problems.append("transactions[\(index)]: duplicate id '\(t.id)'") }
            if !accountIDs.isEmpty && !accountIDs.contains(t.account) {
                problems.append("transactions[\(index)] (\(t.id)): unknown account '\(t.account)'; add it to accounts")
            }
        }
        return problems
    }
}
