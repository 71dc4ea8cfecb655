import Foundation
import Testing

@testable import FinanceAssistant

// ledger.json (DESIGN §4): amounts are decimal strings, categories a closed
// set, the budget month starts on day 1…28. Bad input fails with a message
// that names the field and the bad value.

private func ledgerJSON(
    today: String = "\"2026-03-18\"", startDay: String = "1", amount: String = "\"-40.00\"",
    category: String = "\"groceries\"", date: String = "\"2026-02-03\"", opening: String = "\"1520.40\"",
    subscriptionAmount: String = "\"13.49\"", extraTransactions: String = ""
) -> String {
    """
    {"today": \(today), "timeZone": "Europe/Paris", "currency": "EUR", "budgetMonthStartDay": \(startDay),
     "accounts": [{"id": "checking", "name": "Compte courant", "openingBalance": \(opening)}],
     "transactions": [
       {"id": "t0001", "date": \(date), "amount": \(amount),
        "label": "CARTE 03/02 CARREFOUR MARKET PARIS 11", "merchant": "Carrefour",
        "category": \(category), "account": "checking", "status": "posted"}\(extraTransactions)],
     "subscriptions": [{"name": "Netflix", "amount": \(subscriptionAmount), "cadence": "monthly",
        "nextDate": "2026-03-24", "category": "subscriptions"}]}
    """
}

private func decode(_ json: String) throws -> Ledger {
    try JSONDecoder().decode(Ledger.self, from: Data(json.utf8))
}

/// What a user reads of a decoding error: the path to the field, then the message.
private func message(of error: any Error) -> String {
    guard let error = error as? DecodingError else { return "not a DecodingError: \(error)" }
    let context: DecodingError.Context
    switch error {
    case .dataCorrupted(let c): context = c
    case .keyNotFound(let key, let c):
        return (c.codingPath + [key]).map(\.stringValue).joined(separator: ".") + ": " + c.debugDescription
    case .typeMismatch(_, let c), .valueNotFound(_, let c): context = c
    @unknown default: return "\(error)"
    }
    return context.codingPath.map(\.stringValue).joined(separator: ".") + ": " + context.debugDescription
}

struct BadLedger: Sendable, CustomTestStringConvertible {
    let name: String
    let json: String
    /// The field the error must name, and the bad value it must quote.
    let field: String
    let value: String
    var testDescription: String { name }
}

@Suite("Ledger decoding")
struct LedgerDecodingTests {
    @Test("A well-formed ledger decodes exactly")
    func wellFormed() throws {
        let ledger = try decode(ledgerJSON())
        #expect(ledger.today == day("2026-03-18"))
        #expect(ledger.budgetMonthStartDay == 1)
        #expect(ledger.accounts.first?.openingBalance == amount("1520.40"))
        let t = try #require(ledger.transactions.first)
        #expect(t.amount == amount("-40.00"))
        #expect(t.category == .groceries)
        #expect(t.status == .posted)
        #expect(t.merchant == "Carrefour")
        #expect(ledger.subscriptions.first?.amount == amount("13.49"))
        #expect(ledger.subscriptions.first?.cadence == .monthly)
        #expect(ledger.problems().isEmpty)
    }

    @Test("Amounts are exact decimals, not binary floats")
    func exactAmounts() throws {
        let ledger = try decode(ledgerJSON(amount: "\"-0.10\"", opening: "\"0.20\""))
        #expect(ledger.transactions[0].amount + ledger.accounts[0].openingBalance == amount("0.10"))
    }

    @Test("Start day 28 is allowed")
    func startDay28() throws {
        #expect(try decode(ledgerJSON(startDay: "28")).budgetMonthStartDay == 28)
    }

    @Test("Encoding and decoding round-trip")
    func roundTrip() throws {
        let data = try JSONEncoder().encode(Fixtures.mini)
        #expect(try JSONDecoder().decode(Ledger.self, from: data) == Fixtures.mini)
    }

    @Test(
        "Bad input fails with a message naming the field and the value",
        arguments: [
            BadLedger(
                name: "unknown category", json: ledgerJSON(category: "\"groceriez\""), field: "category",
                value: "groceriez"),
            BadLedger(
                name: "malformed amount 12abc", json: ledgerJSON(amount: "\"12abc\""), field: "amount", value: "12abc"),
            BadLedger(name: "amount \"-\"", json: ledgerJSON(amount: "\"-\""), field: "amount", value: "'-'"),
            BadLedger(name: "empty amount", json: ledgerJSON(amount: "\"\""), field: "amount", value: "''"),
            BadLedger(name: "amount 12.3.4", json: ledgerJSON(amount: "\"12.3.4\""), field: "amount", value: "12.3.4"),
            BadLedger(name: "amount abc", json: ledgerJSON(amount: "\"abc\""), field: "amount", value: "abc"),
            BadLedger(name: "amount --5", json: ledgerJSON(amount: "\"--5\""), field: "amount", value: "--5"),
            BadLedger(
                name: "malformed opening balance", json: ledgerJSON(opening: "\"1 520,40\""), field: "openingBalance",
                value: "1 520,40"),
            BadLedger(
                name: "malformed subscription amount", json: ledgerJSON(subscriptionAmount: "\"€13\""), field: "amount",
                value: "€13"),
            BadLedger(
                name: "budgetMonthStartDay 31", json: ledgerJSON(startDay: "31"), field: "budgetMonthStartDay",
                value: "31"),
            BadLedger(
                name: "budgetMonthStartDay 29", json: ledgerJSON(startDay: "29"), field: "budgetMonthStartDay",
                value: "29"),
            BadLedger(
                name: "budgetMonthStartDay 0", json: ledgerJSON(startDay: "0"), field: "budgetMonthStartDay", value: "0"
            ),
            BadLedger(
                name: "impossible date", json: ledgerJSON(date: "\"2026-02-30\""), field: "date", value: "2026-02-30"),
            BadLedger(
                name: "today in another format", json: ledgerJSON(today: "\"18/03/2026\""), field: "today",
                value: "18/03/2026"),
        ])
    func badInput(_ bad: BadLedger) {
        do {
            _ = try decode(bad.json)
            Issue.record("\(bad.name) decoded without error")
        } catch {
            let text = message(of: error)
            #expect(error is DecodingError, "\(error)")
            #expect(text.contains(bad.field), "the message does not name \(bad.field): \(text)")
            #expect(text.contains(bad.value), "the message does not quote \(bad.value): \(text)")
        }
    }

    @Test("A number where a decimal string is expected is rejected")
    func numericAmount() {
        #expect(throws: DecodingError.self) { try decode(ledgerJSON(amount: "-40.0")) }
    }

    @Test("problems(): duplicate ids")
    func duplicateIDs() throws {
        let extra = """
            ,
               {"id": "t0001", "date": "2026-02-04", "amount": "-5.00", "label": "CB LIDL",
                "category": "groceries", "account": "checking"}
            """
        let ledger = try decode(ledgerJSON(extraTransactions: extra))
        let problems = ledger.problems()
        #expect(problems.count == 1)
        #expect(problems.first?.contains("duplicate") == true)
        #expect(problems.first?.contains("t0001") == true)
    }

    @Test("problems(): a transaction on an unknown account")
    func unknownAccount() throws {
        let extra = """
            ,
               {"id": "t0002", "date": "2026-02-04", "amount": "-5.00", "label": "CB LIDL",
                "category": "groceries", "account": "livret-x"}
            """
        let problems = try decode(ledgerJSON(extraTransactions: extra)).problems()
        #expect(problems.count == 1)
        #expect(problems.first?.contains("livret-x") == true)
    }

    @Test(
        "Money parsing is strict",
        arguments: [
            ("-40.00", "-40"), ("13.49", "13.49"), ("2000", "2000"), ("+5.5", "5.5"), ("0.10", "0.1"),
        ])
    func moneyParse(_ text: String, _ value: String) {
        #expect(Money.parse(text) == Decimal(string: value, locale: Locale(identifier: "en_US_POSIX")))
    }

    @Test(
        "Malformed amounts do not parse",
        arguments: ["12abc", "-", "", "abc", "12.3.4", "--5", "1,5", "12.", "€5", " 5"])
    func moneyRejects(_ text: String) {
        #expect(Money.parse(text) == nil)
    }

    @Test(
        "Rounding is half away from zero",
        arguments: [
            ("37.505", "37.51"), ("-37.505", "-37.51"), ("0.125", "0.13"), ("2.675", "2.68"), ("1.004", "1.00"),
        ])
    func rounding(_ value: String, _ expected: String) {
        #expect(Money.plain(amount(value)) == expected)
    }
}
