import Foundation

/// A ledger prepared for questions: transactions in date order, indexed by
/// merchant and category, with running balances per account — so a query
/// reads a date slice instead of scanning 100,000 lines.
public struct LedgerIndex: Sendable {
    public let ledger: Ledger
    public let calendar: BudgetCalendar
    let catalog: MerchantCatalog
    /// Transactions by date, then id.
    let sorted: [Transaction]
    /// The merchant of each sorted transaction: the ledger's field, or read from the label.
    let merchants: [String?]
    let dates: [Int]
    /// Parallel columns of `sorted`, so that sums read two small arrays
    /// instead of copying whole transactions.
    let amounts: [Decimal]
    let kinds: [Kind]
    let categories: [Category]
    let byMerchant: [String: [Int]]
    let byCategory: [Category: [Int]]
    /// Per account: positions (in `sorted`) of its posted transactions, and running balances after each.
    let accountPositions: [String: [Int]]
    let runningBalances: [String: [Decimal]]
    /// Running totals over every transaction, each shop's and each category's:
    /// the sums of a date slice are two look-ups, not a loop over its lines.
    let cumulative: Cumulative
    let cumulativeByMerchant: [String: Cumulative]
    let cumulativeByCategory: [Category: Cumulative]

    public init(ledger: Ledger, reader: MerchantReader) {
        self.ledger = ledger
        self.calendar = ledger.calendar
        self.catalog = reader.catalog
        let sorted = ledger.transactions.sorted { ($0.date, $0.id) < ($1.date, $1.id) }
        self.sorted = sorted
        dates = sorted.map(\.date.dayNumber)
        amounts = sorted.map(\.amount)
        kinds = sorted.map(Kind.init)
        categories = sorted.map(\.category)
        let merchants = sorted.map { t -> String? in
            if let m = t.merchant { return reader.catalog.canonicalName(for: m) ?? m }
            return reader.merchant(inLabel: t.label)
        }
        self.merchants = merchants
        var byMerchant: [String: [Int]] = [:]
        var byCategory: [Category: [Int]] = [:]
        var positions: [String: [Int]] = [:]
        var running: [String: [Decimal]] = [:]
        let opening = Dictionary(ledger.accounts.map { ($0.id, $0.openingBalance) }, uniquingKeysWith: { a, _ in a })
        for (i, t) in sorted.enumerated() {
            if let m = merchants[i] { byMerchant[m, default: []].append(i) }
            byCategory[t.category, default: []].append(i)
            if t.status == .posted {
                let previous = running[t.account]?.last ?? opening[t.account] ?? 0
                positions[t.account, default: []].append(i)
                running[t.account, default: []].append(previous + t.amount)
            }
        }
        self.byMerchant = byMerchant
        self.byCategory = byCategory
        accountPositions = positions
        runningBalances = running
        let kinds = self.kinds
        let amounts = self.amounts
        func totals(_ list: some Collection<Int>) -> Cumulative {
            var c = Cumulative()
            c.reserve(list.count)
            for p in list { c.append(kinds[p], amounts[p]) }
            return c
        }
        cumulative = totals(0..<sorted.count)
        cumulativeByMerchant = byMerchant.mapValues { totals($0) }
        cumulativeByCategory = byCategory.mapValues { totals($0) }
    }

    /// What payments, refunds and income add up to over some transactions.
    struct Sums: Sendable {
        var payments: Decimal = 0
        var paymentCount = 0
        var refunds: Decimal = 0
        var income: Decimal = 0
        var incomeCount = 0
    }

    /// Running sums over a list of positions: element `i` covers the first `i` of them.
    struct Cumulative: Sendable {
        private var payments: [Decimal] = [0]
        private var paymentCount: [Int] = [0]
        private var refunds: [Decimal] = [0]
        private var income: [Decimal] = [0]
        private var incomeCount: [Int] = [0]

        mutating func reserve(_ n: Int) {
            payments.reserveCapacity(n + 1)
            paymentCount.reserveCapacity(n + 1)
            refunds.reserveCapacity(n + 1)
            income.reserveCapacity(n + 1)
            incomeCount.reserveCapacity(n + 1)
        }

        mutating func append(_ kind: Kind, _ amount: Decimal) {
            let last = payments.count - 1
            payments.append(payments[last] - (kind == .payment ? amount : 0))
            paymentCount.append(paymentCount[last] + (kind == .payment ? 1 : 0))
            refunds.append(refunds[last] + (kind == .refund ? amount : 0))
            income.append(income[last] + (kind == .income ? amount : 0))
            incomeCount.append(incomeCount[last] + (kind == .income ? 1 : 0))
        }

        /// The sums of elements `range` of the list.
        func sums(_ range: Range<Int>) -> Sums {
            let (a, b) = (range.lowerBound, range.upperBound)
            return Sums(
                payments: payments[b] - payments[a], paymentCount: paymentCount[b] - paymentCount[a],
                refunds: refunds[b] - refunds[a], income: income[b] - income[a],
                incomeCount: incomeCount[b] - incomeCount[a])
        }
    }

    /// The sums of the transactions in `interval`, at a shop (by its indexed
    /// name) or in a category, or all of them.
    func sums(in interval: DayInterval, merchant: String? = nil, category: Category? = nil) -> Sums {
        let lo = interval.start.dayNumber
        let hi = interval.end.dayNumber
        if let merchant {
            guard let list = byMerchant[merchant], let c = cumulativeByMerchant[merchant] else { return Sums() }
            return c.sums(slice(of: list, from: lo, to: hi).indices)
        }
        if let category {
            guard let list = byCategory[category], let c = cumulativeByCategory[category] else { return Sums() }
            return c.sums(slice(of: list, from: lo, to: hi).indices)
        }
        return cumulative.sums(lowerBound(lo) { dates[$0] }..<lowerBound(hi) { dates[$0] })
    }

    /// Positions of the transactions in `interval`, optionally only at a shop
    /// or in a category.
    func positions(in interval: DayInterval, merchant: String? = nil, category: Category? = nil) -> [Int] {
        let lo = interval.start.dayNumber
        let hi = interval.end.dayNumber
        if let merchant {
            let list = byMerchant[merchant] ?? []
            return Array(slice(of: list, from: lo, to: hi))
        }
        if let category {
            let list = byCategory[category] ?? []
            return Array(slice(of: list, from: lo, to: hi))
        }
        let start = lowerBound(lo) { dates[$0] }
        let end = lowerBound(hi) { dates[$0] }
        return Array(start..<end)
    }

    func transaction(at position: Int) -> Transaction { sorted[position] }

    /// What a transaction counts as in the figures (docs/figures.md).
    enum Kind: UInt8, Sendable {
        case payment, refund, income, scheduledCharge, other

        init(_ t: Transaction) {
            if t.isPayment {
                self = .payment
            } else if t.isRefund {
                self = .refund
            } else if t.isIncome {
                self = .income
            } else if t.isScheduledCharge {
                self = .scheduledCharge
            } else {
                self = .other
            }
        }
    }
    func merchant(at position: Int) -> String? { merchants[position] }

    /// Balance of one account at the end of `day`.
    func balance(of account: Account, endOf day: Day) -> Decimal {
        guard let positions = accountPositions[account.id], let running = runningBalances[account.id] else {
            return account.openingBalance
        }
        let limit = day.dayNumber + 1
        let count = lowerBoundIndex(in: positions.count, limit) { dates[positions[$0]] }
        return count == 0 ? account.openingBalance : running[count - 1]
    }

    /// The canonical name under which a shop's payments are indexed.
    func indexedName(for merchant: String) -> String? {
        if byMerchant[merchant] != nil { return merchant }
        if let canonical = catalog.canonicalName(for: merchant), byMerchant[canonical] != nil { return canonical }
        let folded = TextFolding.fold(merchant)
        return byMerchant.keys.first { TextFolding.fold($0) == folded }
    }

    private func slice(of list: [Int], from lo: Int, to hi: Int) -> ArraySlice<Int> {
        let a = lowerBoundIndex(in: list.count, lo) { dates[list[$0]] }
        let b = lowerBoundIndex(in: list.count, hi) { dates[list[$0]] }
        return list[a..<b]
    }

    private func lowerBound(_ value: Int, key: (Int) -> Int) -> Int {
        lowerBoundIndex(in: sorted.count, value, key: key)
    }

    /// The first index in `0..<count` whose key is ≥ `value` (keys ascending).
    private func lowerBoundIndex(in count: Int, _ value: Int, key: (Int) -> Int) -> Int {
        var lo = 0
        var hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if key(mid) < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
