import Foundation
import Testing

@testable import FinanceAssistant

// No invented numbers: every number in an answer's text or cards is one of its
// figures — for every answerable intent, both locales, amounts shown and
// hidden. With hide amounts on, no amount or count shows at all.

struct AnswerCase: Sendable, CustomTestStringConvertible {
    let name: String
    let reading: Reading
    var testDescription: String { name }
}

struct RenderMode: Sendable, CustomTestStringConvertible {
    let locale: Language
    let hideAmounts: Bool
    var testDescription: String { "\(locale.rawValue)\(hideAmounts ? ", amounts hidden" : "")" }
    static let all = [
        RenderMode(locale: .en, hideAmounts: false), RenderMode(locale: .en, hideAmounts: true),
        RenderMode(locale: .fr, hideAmounts: false), RenderMode(locale: .fr, hideAmounts: true),
    ]
}

private func p(_ s: String) -> Period { period(s) }

enum AnswerTables {
    static let cases: [AnswerCase] = [
        AnswerCase(name: "leftover", reading: Reading(intent: .leftover)),
        AnswerCase(name: "leftover, overspent", reading: Reading(intent: .leftover, period: p("previous:year"))),
        AnswerCase(name: "dailyAllowance", reading: Reading(intent: .dailyAllowance)),
        AnswerCase(name: "balance", reading: Reading(intent: .balance)),
        AnswerCase(
            name: "balance at the end of February", reading: Reading(intent: .balance, period: p("month:2026-02"))),
        AnswerCase(name: "spendingTotal", reading: Reading(intent: .spendingTotal)),
        AnswerCase(
            name: "spendingTotal, last 30 days", reading: Reading(intent: .spendingTotal, period: p("trailing:30:day"))),
        AnswerCase(name: "incomeTotal", reading: Reading(intent: .incomeTotal, period: p("since:2026-01-01"))),
        AnswerCase(name: "merchantSpend", reading: Reading(intent: .merchantSpend, merchant: "Carrefour")),
        AnswerCase(
            name: "merchantSpend, last month",
            reading: Reading(intent: .merchantSpend, merchant: "Carrefour", period: p("previous:month"))),
        AnswerCase(
            name: "merchantSpend, one payment",
            reading: Reading(intent: .merchantSpend, merchant: "Amazon", period: p("current:month"))),
        AnswerCase(
            name: "merchantSpend, whole-history fallback",
            reading: Reading(intent: .merchantSpend, merchant: "Lidl", period: p("range:2026-02-01..2026-02-15"))),
        AnswerCase(name: "merchantSpend, never", reading: Reading(intent: .merchantSpend, merchant: "H&M")),
        AnswerCase(name: "merchantSpend, no shop", reading: Reading(intent: .merchantSpend)),
        AnswerCase(name: "categorySpend", reading: Reading(intent: .categorySpend, category: .shopping)),
        AnswerCase(name: "categorySpend, no category", reading: Reading(intent: .categorySpend)),
        AnswerCase(name: "periodSummary", reading: Reading(intent: .periodSummary)),
        AnswerCase(name: "periodSummary, empty", reading: Reading(intent: .periodSummary, period: p("year:2024"))),
        AnswerCase(name: "comparePeriods", reading: Reading(intent: .comparePeriods)),
        AnswerCase(name: "comparePeriods, at a shop", reading: Reading(intent: .comparePeriods, merchant: "Carrefour")),
        AnswerCase(
            name: "comparePeriods, no baseline", reading: Reading(intent: .comparePeriods, period: p("month:2026-02"))),
        AnswerCase(name: "comparePeriods, same", reading: Reading(intent: .comparePeriods, category: .groceries)),
        AnswerCase(
            name: "comparePeriods, years",
            reading: Reading(intent: .comparePeriods, period: p("year:2026"), comparison: p("year:2025"))),
        AnswerCase(name: "topCategories", reading: Reading(intent: .topCategories, limit: 5)),
        AnswerCase(name: "topCategories, empty", reading: Reading(intent: .topCategories, period: p("year:2024"))),
        AnswerCase(name: "topMerchants", reading: Reading(intent: .topMerchants)),
        AnswerCase(name: "largestExpenses", reading: Reading(intent: .largestExpenses)),
        AnswerCase(name: "largestExpenses, empty", reading: Reading(intent: .largestExpenses, period: p("year:2024"))),
        AnswerCase(name: "lastPurchase", reading: Reading(intent: .lastPurchase, merchant: "Carrefour")),
        AnswerCase(name: "lastPurchase, category", reading: Reading(intent: .lastPurchase, category: .dining)),
        AnswerCase(name: "lastPurchase, never", reading: Reading(intent: .lastPurchase, merchant: "H&M")),
        AnswerCase(name: "subscriptions", reading: Reading(intent: .subscriptions)),
        AnswerCase(name: "subscriptions, one", reading: Reading(intent: .subscriptions, merchant: "Netflix")),
        AnswerCase(name: "upcomingCharges", reading: Reading(intent: .upcomingCharges)),
        AnswerCase(name: "upcomingCharges, none", reading: Reading(intent: .upcomingCharges, merchant: "H&M")),
        AnswerCase(name: "projection", reading: Reading(intent: .projection)),
        AnswerCase(name: "savingsIdeas", reading: Reading(intent: .savingsIdeas)),
        AnswerCase(name: "savingsIdeas, none", reading: Reading(intent: .savingsIdeas, period: p("year:2024"))),
        AnswerCase(name: "averageSpending", reading: Reading(intent: .averageSpending)),
        AnswerCase(
            name: "averageSpending, per week", reading: Reading(intent: .averageSpending, period: p("trailing:2:week"))),
        AnswerCase(name: "offTopic", reading: Reading(intent: .offTopic, reason: .noFinanceEvidence)),
        AnswerCase(name: "offTopic, advice", reading: Reading(intent: .offTopic, reason: .advice)),
        AnswerCase(name: "unclear", reading: Reading(intent: .unclear)),
    ]
}

/// Removes the dates an answer may show ("3 Mar 2026", "1er mars 2026", "in
/// March 2026", "en 2025"): what is left must hold no digit when amounts are hidden.
func withoutDates(_ text: String) -> String {
    let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December", "Jan", "Feb", "Mar", "Apr", "Jun", "Jul", "Aug", "Sept", "Sep", "Oct", "Nov", "Dec",
        "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre",
        "décembre", "janv\\.", "févr\\.", "avr\\.", "juil\\.", "sept\\.", "oct\\.", "nov\\.", "déc\\.",
    ].joined(separator: "|")
    let pattern = "(\\b(1er|\\d{1,2})[ \\u00A0])?\\b(\(months))(\\.)?([ \\u00A0]\\d{4}\\b)?|\\b(19|20)\\d{2}\\b"
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
    let range = NSRange(text.startIndex..., in: text)
    return regex.stringByReplacingMatches(in: text, range: range, withTemplate: "‹date›")
}

@Suite("Answer text")
struct AnswerTextTests {
    @Test("No invented numbers", arguments: AnswerTables.cases, RenderMode.all)
    func noInventedNumbers(_ c: AnswerCase, _ mode: RenderMode) {
        let answer = Assistant(Fixtures.mini).answer(c.reading, locale: mode.locale, hideAmounts: mode.hideAmounts)
        #expect(!answer.text.isEmpty)
        #expect(answer.inventedNumbers().isEmpty, "invented \(answer.inventedNumbers()) in: \(answer.text)")
    }

    @Test("Hide amounts masks every amount and count", arguments: AnswerTables.cases, [Language.en, .fr])
    func hideAmounts(_ c: AnswerCase, _ locale: Language) {
        let assistant = Assistant(Fixtures.mini)
        let shown = assistant.answer(c.reading, locale: locale)
        let hidden = assistant.answer(c.reading, locale: locale, hideAmounts: true)
        // The figures themselves are the same; only what is shown changes.
        #expect(hidden.figures == shown.figures)
        let rest = withoutDates(hidden.text)
        #expect(!hasDigit(rest), "a number shows with amounts hidden: \(hidden.text)")
        for card in hidden.cards {
            guard let name = card.figure, let figure = hidden.figures[name] else { continue }
            switch figure {
            case .decimal, .int:
                #expect(!hasDigit(card.value), "card \(card.title) shows \(card.value)")
            default: break
            }
        }
        // Every amount shown without the option is gone with it.
        for figure in shown.figures.values {
            guard case .decimal(let d, let scale) = figure, d != 0 else { continue }
            let plain = Money.plain(d < 0 ? -d : d, scale: scale)
            #expect(!plainSpaces(hidden.text).contains(plain))
            #expect(!plainSpaces(hidden.text).contains(plain.replacingOccurrences(of: ".", with: ",")))
        }
    }

    @Test(
        "Amounts are written the local way",
        arguments: [
            (Language.en, "€1,038.49"), (.fr, "1 038,49 €"),
        ])
    func moneyFormat(_ locale: Language, _ fragment: String) {
        let text = Assistant(Fixtures.mini).answer(Reading(intent: .spendingTotal), locale: locale).text
        #expect(plainSpaces(text).contains(fragment), "\(text)")
    }

    @Test("Refusals and unclear answers carry no figure")
    func refusals() {
        let assistant = Assistant(Fixtures.mini)
        for reading in [
            Reading(intent: .offTopic, reason: .advice), Reading(intent: .offTopic), Reading(intent: .unclear),
        ] {
            let answer = assistant.answer(reading)
            #expect(answer.figures.isEmpty)
            #expect(!hasDigit(answer.text))
        }
    }
}

@Suite("Number audit")
struct NumberAuditTests {
    @Test("A number that is not a figure is reported")
    func reportsInvented() {
        let answer = Answer(
            intent: .spendingTotal, figures: ["total": .money(amount("75.00"))],
            text: "You've spent €99.99 last month.")
        #expect(answer.inventedNumbers() == ["99.99"])
    }

    @Test(
        "Figures written either way are accounted for",
        arguments: [
            "You've spent €1,234.50 on 3 Mar 2026, in 2 payments.",
            "Vous avez dépensé 1\u{202F}234,50\u{00A0}€ le 3 mars 2026, en 2 paiements.",
            "You were €1,234.50 less.",
        ])
    func accounted(_ text: String) {
        let answer = Answer(
            intent: .spendingTotal,
            figures: [
                "total": .money(amount("-1234.50")), "count": .int(2), "date": .date(day("2026-03-03")),
            ], text: text)
        #expect(answer.inventedNumbers().isEmpty, "\(answer.inventedNumbers())")
    }

    @Test("A count that is not a figure is reported")
    func reportsCount() {
        let answer = Answer(
            intent: .spendingTotal, figures: ["total": .money(amount("10.00"))],
            text: "You've spent €10.00 in 7 payments.")
        #expect(answer.inventedNumbers() == ["7"])
    }
}
