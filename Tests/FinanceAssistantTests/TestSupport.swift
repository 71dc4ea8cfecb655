import Foundation
import Testing

@testable import FinanceAssistant

// Shared helpers and made-up ledgers. Every ledger here is invented for the
// tests, with a fixed `today`; none comes from an eval set.

/// A day from `YYYY-MM-DD` (a typo in a test is a programming error).
func day(_ text: String) -> Day {
    guard let d = Day(text) else { preconditionFailure("bad test date \(text)") }
    return d
}

/// An exact amount from its string (never through a binary float).
func amount(_ text: String) -> Decimal {
    guard let d = Money.parse(text) else { preconditionFailure("bad test amount \(text)") }
    return d
}

func period(_ canonical: String) -> Period {
    guard let p = Period(canonical) else { preconditionFailure("bad test period \(canonical)") }
    return p
}

/// A transaction; the label defaults to a bank-statement style line.
func tx(
    _ id: String, _ date: String, _ value: String, _ category: FinanceAssistant.Category, merchant: String? = nil,
    label: String? = nil, account: String = "checking", status: TransactionStatus = .posted
) -> Transaction {
    Transaction(
        id: id, date: day(date), amount: amount(value),
        label: label ?? "CB \((merchant ?? category.rawValue).uppercased()) \(id.uppercased())",
        merchant: merchant, category: category, account: account, status: status)
}

/// French text uses no-break spaces in amounts ("75,00 €"); a reader sees a space.
func plainSpaces(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{00A0}", with: " ").replacingOccurrences(of: "\u{202F}", with: " ")
}

/// The pipeline and the resolver over one ledger, as the app wires them.
struct Assistant: Sendable {
    let ledger: Ledger
    let context: ReadingContext
    let pipeline: AssistantPipeline
    let resolver: Resolver

    /// An assistant whose model is `classifier`; the rules reader without one.
    init(_ ledger: Ledger, classifier: (any Classifier)? = nil) {
        self.ledger = ledger
        context = ReadingContext(ledger: ledger)
        pipeline = AssistantPipeline(context: context, reader: classifier.map { .model($0) } ?? .rules)
        resolver = Resolver(index: LedgerIndex(ledger: ledger, reader: context.merchantReader))
    }

    func read(_ text: String, history: History = History(), locale: Language = .en) async -> Reading {
        await pipeline.read(text, history: history, locale: locale).reading
    }

    /// Reads every turn in order with the pipeline's own history, as the app does.
    func conversation(_ turns: [String], locale: Language = .en) async -> [Reading] {
        var history = History()
        var readings: [Reading] = []
        for text in turns {
            let reading = await pipeline.read(text, history: history, locale: locale).reading
            readings.append(reading)
            history.append(Exchange(text: text, reading: reading))
        }
        return readings
    }

    func ask(_ text: String, locale: Language = .en, hideAmounts: Bool = false) async -> (Reading, Answer) {
        let reading = await read(text, locale: locale)
        return (reading, resolver.answer(reading, options: AnswerOptions(locale: locale, hideAmounts: hideAmounts)))
    }

    func answer(_ reading: Reading, locale: Language = .en, hideAmounts: Bool = false) -> Answer {
        resolver.answer(reading, options: AnswerOptions(locale: locale, hideAmounts: hideAmounts))
    }
}

/// The figures named in `expected`, as plain strings ("75.00", "2", "2026-03-16");
/// `nil` in `expected` means the figure must be absent.
func figures(_ answer: Answer, _ names: some Collection<String>) -> [String: String] {
    var out: [String: String] = [:]
    for name in names { out[name] = answer.figures[name]?.plain ?? "<absent>" }
    return out
}

func expected(_ e: [String: String?]) -> [String: String] {
    e.mapValues { $0 ?? "<absent>" }
}

/// A backend that always answers the same and records what it was asked.
actor RecordingClassifier: Classifier {
    let outcome: ClassifierOutcome
    private(set) var requests: [ClassificationRequest] = []

    init(_ outcome: ClassifierOutcome) { self.outcome = outcome }

    init(intent: Intent, merchant: String? = nil, category: String? = nil) {
        outcome = .reading(ModelReading(intent: intent, merchant: merchant, category: category))
    }

    func classify(_ request: ClassificationRequest) async -> ClassifierOutcome {
        requests.append(request)
        return outcome
    }

    var callCount: Int { requests.count }
}

/// Made-up ledgers.
enum Fixtures {
    /// 18 March 2026 is a Wednesday.
    static let today = "2026-03-18"

    /// A small ledger whose every figure is computed by hand in ResolverTests.
    /// Budget month = calendar month (start day 1).
    static let mini: Ledger = Ledger(
        today: day(today), budgetMonthStartDay: 1,
        accounts: [
            Account(id: "checking", name: "Compte courant", openingBalance: amount("1000.00")),
            Account(id: "savings", name: "Livret A", openingBalance: amount("500.00")),
        ],
        transactions: [
            // older
            // merchant read from the label
            tx("o1", "2025-12-15", "-45.00", .groceries, label: "CB CARREFOUR CITY 15/12"),
            tx("o2", "2025-10-15", "-10.99", .subscriptions, merchant: "Netflix", label: "PRLV NETFLIX.COM"),
            // February 2026 (previous month)
            tx("f1", "2026-02-01", "2000.00", .income, label: "VIR SALAIRE ACME"),
            tx(
                "f2", "2026-02-03", "-40.00", .groceries, merchant: "Carrefour",
                label: "CARTE 03/02 CARREFOUR MARKET PARIS 11"),
            tx("f3", "2026-02-10", "-60.00", .dining, merchant: "Le Petit Zinc", label: "CB LE PETIT ZINC"),
            tx("f4", "2026-02-17", "-35.00", .groceries, merchant: "Carrefour", label: "CB CARREFOUR CITY 17/02"),
            tx("f5", "2026-02-20", "-200.00", .transfer, label: "VIR LIVRET A"),
            tx("f6", "2026-02-20", "200.00", .transfer, label: "VIR DEPUIS COMPTE COURANT", account: "savings"),
            // March 2026 (current month, up to today)
            tx("m1", "2026-03-01", "2000.00", .income, label: "VIR SALAIRE ACME"),
            tx("m2", "2026-03-03", "-800.00", .housing, merchant: "Foncia", label: "PRLV FONCIA LOYER"),
            tx("m3", "2026-03-05", "-50.00", .groceries, merchant: "Lidl", label: "CB LIDL 05/03"),
            tx("m4", "2026-03-07", "-120.00", .shopping, merchant: "Amazon", label: "AMZN MKTP FR"),
            tx("m5", "2026-03-10", "20.00", .shopping, merchant: "Amazon", label: "REMBT AMZN MKTP FR"),
            tx("m6", "2026-03-12", "-30.00", .dining, merchant: "Le Petit Zinc", label: "CB LE PETIT ZINC"),
            tx("m7", "2026-03-15", "-13.49", .subscriptions, merchant: "Netflix", label: "PRLV NETFLIX.COM"),
            tx("m8", "2026-03-16", "-25.00", .groceries, merchant: "Carrefour", label: "CB CARREFOUR MARKET 16/03"),
            // scheduled
            tx("s1", "2026-03-25", "-60.00", .utilities, merchant: "EDF", label: "PRLV EDF", status: .scheduled),
            tx(
                "s2", "2026-03-28", "-9.99", .subscriptions, merchant: "Spotify", label: "PRLV SPOTIFY",
                status: .scheduled),
            tx(
                "s3", "2026-04-03", "-800.00", .housing, merchant: "Foncia", label: "PRLV FONCIA LOYER",
                status: .scheduled),
            tx("s4", "2026-03-30", "-100.00", .transfer, label: "VIR EPARGNE EXTERNE", status: .scheduled),
        ],
        subscriptions: [
            Subscription(
                name: "Netflix", amount: amount("13.49"), cadence: .monthly, nextDate: day("2026-04-15"),
                category: .subscriptions),
            Subscription(
                name: "Spotify", amount: amount("9.99"), cadence: .monthly, nextDate: day("2026-03-28"),
                category: .subscriptions),
            Subscription(
                name: "Amazon Prime", amount: amount("69.90"), cadence: .yearly, nextDate: day("2026-11-02"),
                category: .subscriptions),
        ])

    /// The seed case: Carrefour 40 and 35 last month, 500 this month, 1,000
    /// three years ago.
    static func seed(budgetMonthStartDay: Int) -> Ledger {
        Ledger(
            today: day(today), budgetMonthStartDay: budgetMonthStartDay,
            accounts: [Account(id: "checking", name: "Compte courant", openingBalance: amount("1500.00"))],
            transactions: [
                tx("c0", "2023-03-21", "-1000.00", .shopping, merchant: "Carrefour", label: "CARREFOUR MASSY"),
                tx(
                    "c1", "2026-02-03", "-40.00", .groceries, merchant: "Carrefour",
                    label: "CARTE 03/02 CARREFOUR MARKET PARIS 11"),
                tx("c2", "2026-02-17", "-35.00", .groceries, merchant: "Carrefour", label: "CB CARREFOUR CITY 17/02"),
                tx("c3", "2026-03-07", "-500.00", .shopping, merchant: "Carrefour", label: "CARREFOUR MASSY"),
                tx("l1", "2026-03-09", "-22.00", .groceries, merchant: "Lidl", label: "CB LIDL"),
                tx("i1", "2026-02-25", "2400.00", .income, label: "VIR SALAIRE"),
            ])
    }

    /// Income 2,000 and spending 620 this month.
    static let facts = Ledger(
        today: day(today), budgetMonthStartDay: 1,
        accounts: [Account(id: "checking", name: "Compte courant", openingBalance: amount("0.00"))],
        transactions: [
            tx("i1", "2026-03-02", "2000.00", .income, label: "VIR SALAIRE"),
            tx("p1", "2026-03-03", "-400.00", .housing, merchant: "Foncia"),
            tx("p2", "2026-03-05", "-150.00", .groceries, merchant: "Lidl"),
            tx("p3", "2026-03-08", "-70.00", .dining, merchant: "Le Petit Zinc"),
        ])

    /// Budget month from the 25th (salary on the 25th).
    static let payday25 = Ledger(
        today: day(today), budgetMonthStartDay: 25,
        accounts: [Account(id: "checking", name: "Compte courant", openingBalance: amount("500.00"))],
        transactions: [
            tx("p1", "2026-01-26", "-100.00", .groceries, merchant: "Carrefour"),
            tx("p2", "2026-02-24", "-40.00", .groceries, merchant: "Carrefour"),
            tx("p3", "2026-02-25", "2500.00", .income, label: "VIR SALAIRE"),
            tx("p4", "2026-02-26", "-50.00", .dining, merchant: "Le Petit Zinc"),
            tx("p5", "2026-03-10", "-70.00", .groceries, merchant: "Carrefour"),
            tx("s1", "2026-03-24", "-30.00", .utilities, merchant: "EDF", status: .scheduled),
            tx("s2", "2026-03-25", "-900.00", .housing, merchant: "Foncia", status: .scheduled),
        ])
}

func hasDigit(_ text: String) -> Bool { text.contains { $0.isNumber } }
