import Foundation
import Testing

@testable import FinanceAssistant

// Bad input never crashes the pipeline or the resolver: it gets a sensible
// `unclear` or `offTopic`, or — for a long text ending with a real question —
// the reading of that question (GUIDE §3).

struct BadText: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    var testDescription: String { name }
}

enum BadInputs {
    static let contentless: [BadText] = [
        BadText(name: "empty", text: ""),
        BadText(name: "spaces", text: "   "),
        BadText(name: "whitespace of every kind", text: " \t\n\r\u{00A0}\u{2003}\u{3000} "),
        BadText(name: "punctuation only", text: "?!?..."),
        BadText(name: "replacement characters only", text: "\u{FFFD}\u{FFFD}\u{FFFD}"),
        BadText(
            name: "invalid UTF-8 decoded",
            text: String(decoding: [0xC3, 0x28, 0xA0, 0xA1, 0xFF, 0xFE] as [UInt8], as: UTF8.self)),
        BadText(name: "NUL characters", text: "\u{0000}\u{0000}"),
        BadText(name: "combining marks only", text: "\u{0301}\u{0301}\u{0308}"),
        BadText(name: "zero-width and direction marks", text: "\u{200B}\u{200E}\u{202E}\u{FEFF}"),
    ]

    static let noContent: [BadText] = [
        BadText(name: "emoji only", text: "🙂🙂🙂"),
        BadText(name: "one emoji", text: "👍"),
        BadText(name: "flags and families", text: "🇫🇷👨‍👩‍👧‍👦"),
        BadText(name: "money emoji", text: "💶💸"),
        BadText(name: "100 KB of filler", text: String(repeating: "lorem ipsum dolor sit amet ", count: 3800)),
        BadText(name: "100 KB of one word", text: String(repeating: "a", count: 100_000)),
        BadText(name: "100 KB of emoji", text: String(repeating: "😀", count: 25_000)),
        BadText(name: "100 KB of replacement characters", text: String(repeating: "\u{FFFD}", count: 34_000)),
        BadText(name: "a long number", text: String(repeating: "9", count: 5000)),
        BadText(name: "control characters", text: "\u{0007}\u{001B}[31m\u{0008}"),
    ]
}

@Suite("Bad input")
struct BadInputTests {
    @Test("No content at all: unclear, never refused", arguments: BadInputs.contentless)
    func contentless(_ bad: BadText) async {
        let reading = await Assistant(Fixtures.mini).read(bad.text)
        #expect(reading.intent == .unclear)
        #expect(reading.reason == nil)
    }

    @Test(
        "Nothing about money: unclear or offTopic, and an answer",
        arguments: BadInputs.contentless + BadInputs.noContent)
    func noMoney(_ bad: BadText) async {
        for classifier in [nil, RecordingClassifier(intent: .balance) as (any Classifier)?] {
            let assistant = Assistant(Fixtures.mini, classifier: classifier)
            for locale in Language.allCases {
                let reading = await assistant.read(bad.text, locale: locale)
                #expect(
                    reading.intent == .unclear || reading.intent == .offTopic,
                    "\(bad.name) read as \(reading.intent) (\(classifier == nil ? "rules" : "model"))")
                let answer = assistant.answer(reading, locale: locale)
                #expect(!answer.text.isEmpty)
                #expect(answer.figures.isEmpty)
            }
        }
    }

    @Test(
        "Replacement characters around a real question do not hide it",
        arguments: [
            "How much did I spend at Carrefour\u{FFFD}\u{FFFD} last month?",
            "\u{FFFD}How much did I spend at Carrefour last month?\u{FFFD}",
            "How much did I spend at Carrefour last month? 🙂🙂",
        ])
    func replacementCharacters(_ text: String) async {
        let reading = await Assistant(Fixtures.mini).read(text)
        #expect(reading.intent == .merchantSpend)
        #expect(reading.merchant == "Carrefour")
        #expect(reading.period == .previous(.month))
    }

    @Test("100 KB ending with a real question is read by the question, without the backend")
    func longQuestion() async {
        let text =
            String(repeating: "lorem ipsum dolor sit amet ", count: 3800)
            + "How much did I spend at Carrefour last month?"
        let stub = RecordingClassifier(intent: .balance)
        let assistant = Assistant(Fixtures.mini, classifier: stub)
        let reading = await assistant.read(text)
        #expect(await stub.callCount == 0)
        #expect(reading.fallbackReason == .inputTooLong)
        #expect(reading.intent == .merchantSpend)
        #expect(reading.merchant == "Carrefour")
        let answer = assistant.answer(reading)
        #expect(answer.figures["total"]?.plain == "75.00")
    }

    @Test("A conversation of bad turns never crashes and never keeps anything")
    func badConversation() async {
        let turns = ["", "🙂", "\u{FFFD}", "and last year?"]
        let readings = await Assistant(Fixtures.mini).conversation(turns)
        #expect(readings.allSatisfy { !$0.intent.isAnswerable })
    }

    @Test(
        "Readings of odd periods resolve without crashing",
        arguments: [
            "since:2030-01-01", "range:1990-01-01..2100-12-31", "trailing:10000:day", "coming:10000:month",
            "year:1990", "month:2100-12", "all",
        ])
    func oddPeriods(_ canonical: String) {
        let assistant = Assistant(Fixtures.mini)
        for intent in Intent.answerable {
            let answer = assistant.answer(Reading(intent: intent, merchant: "Carrefour", period: period(canonical)))
            #expect(!answer.text.isEmpty)
            #expect(answer.inventedNumbers().isEmpty, "\(intent) \(canonical): \(answer.text)")
        }
    }
}
