import Foundation

/// Computes the answer to a reading from the ledger, with `Decimal`, and
/// renders it from templates. The only text from a reader that reaches the
/// answer is a canonical shop name.
///
/// Defaults for unspecified periods follow docs/intents.md; the figures follow
/// `docs/figures.md`, which an independent script implements too.
public struct Resolver: Sendable {
    public let index: LedgerIndex
    let calendar: BudgetCalendar

    public init(index: LedgerIndex) {
        self.index = index
        self.calendar = index.calendar
    }

    /// The answer for a reading.
    public func answer(_ reading: Reading, options: AnswerOptions = AnswerOptions()) -> Answer {
        let result = compute(reading)
        let renderer = AnswerRenderer(
            currency: index.ledger.currency, options: options, calendar: calendar, accounts: index.ledger.accounts)
        return renderer.render(reading: reading, result: result)
    }

    /// The figures for a reading, before rendering.
    public func compute(_ reading: Reading) -> Computation {
        var c = Computation(intent: reading.intent)
        switch reading.intent {
        case .offTopic:
            c.notes.append(reading.reason == .advice ? "refused:advice" : "refused:offTopic")
        case .unclear:
            c.notes.append("unclear")
        case .spendingTotal: spendingTotal(reading, into: &c)
        case .incomeTotal: incomeTotal(reading, into: &c)
        case .leftover: leftover(reading, into: &c)
        case .periodSummary: periodSummary(reading, into: &c)
        case .dailyAllowance: dailyAllowance(into: &c)
        case .balance: balance(reading, into: &c)
        case .merchantSpend: merchantSpend(reading, into: &c)
        case .categorySpend: categorySpend(reading, into: &c)
        case .comparePeriods: comparePeriods(reading, into: &c)
        case .topCategories: topCategories(reading, into: &c)
        case .topMerchants: topMerchants(reading, into: &c)
        case .largestExpenses: largestExpenses(reading, into: &c)
        case .lastPurchase: lastPurchase(reading, into: &c)
        case .subscriptions: subscriptions(reading, into: &c)
        case .upcomingCharges: upcomingCharges(reading, into: &c)
        case .projection: projection(into: &c)
        case .savingsIdeas: savingsIdeas(reading, into: &c)
        case .averageSpending: averageSpending(reading, into: &c)
        }
        for key in PeriodFigure.allCases {
            if let figure = key.value(of: c) { c.figures[key.rawValue] = figure }
        }
        return c
    }

    /// The period a reading is answered over: its own, or the intent's default.
    func effectivePeriod(_ reading: Reading) -> Period {
        reading.period.isSpecified ? reading.period : (reading.intent.defaultPeriod ?? .current(.month))
    }

    func interval(_ period: Period) -> DayInterval {
        period.interval(in: calendar) ?? DayInterval(start: calendar.today, end: calendar.tomorrow)
    }

    // MARK: - Sums

    typealias Sums = LedgerIndex.Sums

    /// Positions of the transactions in `interval` at the shop, else in the
    /// category, else all of them — none for a shop the ledger never paid.
    func positions(in interval: DayInterval, merchant: String? = nil, category: Category? = nil) -> [Int] {
        guard let merchant else { return index.positions(in: interval, category: category) }
        guard let name = index.indexedName(for: merchant) else { return [] }
        return index.positions(in: interval, merchant: name)
    }

    /// Names what a scoped figure covers: the shop, else the category.
    func labelScope(_ reading: Reading, into c: inout Computation) {
        if let m = reading.merchant {
            c.figures["merchant"] = .string(m)
        } else if let category = reading.category {
            c.figures["category"] = .string(category.rawValue)
        }
    }

    func sums(in interval: DayInterval, merchant: String? = nil, category: Category? = nil) -> Sums {
        guard let merchant else { return index.sums(in: interval, category: category) }
        // A shop the ledger never paid has no payment, whatever its category.
        guard let name = index.indexedName(for: merchant) else { return Sums() }
        return index.sums(in: interval, merchant: name)
    }
}

/// The figures of an answer, before text: what the resolver computed.
public struct Computation: Hashable, Sendable {
    public var intent: Intent
    public var interval: DayInterval?
    public var comparisonInterval: DayInterval?
    public var figures: [String: Figure] = [:]
    public var notes: [String] = []
    /// The period as the reading gave it, or the default used.
    public var period: Period = .unspecified
    public var comparison: Period = .unspecified
    /// The period asked about when the answer had to widen it (`usedWholeHistory`).
    public var askedPeriod: Period = .unspecified
    public var askedInterval: DayInterval?
    /// Names in ranked lists and ideas, in order.
    public var items: [String] = []

    init(intent: Intent) { self.intent = intent }
}

/// The figures that say which days an answer covers: every number a
/// period's description writes ("1 Oct – 31 Dec 2025", "Q4 2025") is one of
/// them, so the number audit accounts for it.
public enum PeriodFigure: String, CaseIterable, Sendable {
    case from, to, quarter, half
    case comparisonFrom, comparisonTo, comparisonQuarter, comparisonHalf
    case askedFrom, askedTo, askedQuarter, askedHalf

    func value(of c: Computation) -> Figure? {
        switch self {
        case .from: return c.interval.map { .date($0.start) }
        case .to: return c.interval.map { .date($0.lastDay) }
        case .comparisonFrom: return c.comparisonInterval.map { .date($0.start) }
        case .comparisonTo: return c.comparisonInterval.map { .date($0.lastDay) }
        case .askedFrom: return c.askedInterval.map { .date($0.start) }
        case .askedTo: return c.askedInterval.map { .date($0.lastDay) }
        case .quarter: return Self.number(c.period, half: false)
        case .half: return Self.number(c.period, half: true)
        case .comparisonQuarter: return Self.number(c.comparison, half: false)
        case .comparisonHalf: return Self.number(c.comparison, half: true)
        case .askedQuarter: return Self.number(c.askedPeriod, half: false)
        case .askedHalf: return Self.number(c.askedPeriod, half: true)
        }
    }

    /// The number a quarter or half is named by.
    private static func number(_ period: Period, half: Bool) -> Figure? {
        switch period {
        case .quarter(_, let q) where !half: return .int(q)
        case .half(_, let h) where half: return .int(h)
        default: return nil
        }
    }
}
