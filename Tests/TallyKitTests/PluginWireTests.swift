import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// The request line as `JSONValue.canonicalText` wrote it before it was written by hand.
private func canonicalRequest(id: Int, _ request: ClassificationRequest) -> String {
    var fields: [String: JSONValue] = [
        "id": .number(Double(id)), "message": .string(request.message), "locale": .string(request.locale.rawValue),
        "recap": .array(request.recap.map(\.json)),
        "merchantChoices": .array(request.merchantChoices.map { .string($0) }),
        "categoryChoices": .array(request.categoryChoices.map { .string($0) }),
    ]
    if !request.periodChoices.isEmpty { fields["periodChoices"] = .array(request.periodChoices.map { .string($0) }) }
    return JSONValue.object(fields).canonicalText
}

private func recap(_ text: String, _ reading: Reading) -> RecapLine {
    RecapLine(Exchange(text: text, reading: reading))
}

@Suite("plugin wire")
struct PluginWireTests {
    @Test(
        "a request line is byte for byte the canonical JSON a plugin always read",
        arguments: [
            (7, ClassificationRequest(message: "how much at Lidl?", locale: .en)),
            (
                123_456,
                ClassificationRequest(
                    message: "et chez \"Picard\"\\ le mois dernier ?\n\t\u{1}é", locale: .fr,
                    recap: [
                        recap("what is my balance?", Reading(intent: .balance)),
                        recap(
                            "how much at Carrefour last month?",
                            Reading(intent: .merchantSpend, merchant: "Carrefour", period: .previous(.month))),
                        recap("dining?", Reading(intent: .categorySpend, category: .dining)),
                    ],
                    merchantChoices: ["Lidl", "McDonald's", "Café \"Zinc\""], categoryChoices: ["dining", "groceries"])
            ),
            (
                0,
                ClassificationRequest(
                    message: "compare", locale: .en, periodChoices: ["none", "previous:month", "current:month"])
            ),
        ])
    func requestLine(id: Int, request: ClassificationRequest) throws {
        let line = PluginWire.requestLine(id: id, request: request)
        #expect(line == canonicalRequest(id: id, request))
        #expect(!line.contains("\n"))
        #expect(try JSONValue.parse(line)["id"] == .number(Double(id)))
    }

    @Test(
        "a reply line reads into the typed reading, or says what was wrong with it",
        arguments: [
            (#"{"id": 3, "intent": "balance", "merchant": null}"#, "reading balance"),
            (
                #"{"id":3,"intent":"merchantSpend","merchant":"Lidl","category":"groceries"}"#,
                "reading merchantSpend Lidl groceries"
            ),
            (#"{"id": 3, "error": {"kind": "rateLimited", "message": "slow down"}}"#, "rateLimited: plugin: slow down"),
            (#"{"id": 3, "error": {"kind": "odd", "message": "x"}}"#, "failed: plugin: unknown error kind 'odd': x"),
            (#"{"id": 3, "intent": "wat"}"#, "invalidOutput: plugin: unknown intent 'wat'"),
            (#"{"id": 3}"#, #"invalidOutput: plugin: reply has no "intent": '{"id": 3}'"#),
            (
                #"{"id": 3, "intent": "balance", "merchant": 4}"#,
                #"invalidOutput: plugin: "merchant" must be a string or null: '{"id": 3, "intent": "balance", "merchant": 4}'"#
            ),
            (#"{"id": 3, "intent": "balance", "limit": 2}"#, "invalidOutput: plugin: limit '2' is not 1 to 10"),
            ("not json", "out of step: reply is not JSON: 'not json'"),
            (
                #"{"id": 3, "intent": "balance",}"#,
                #"out of step: reply is not JSON: '{"id": 3, "intent": "balance",}'"#
            ),
            (
                #"{"id": 3, "id": 3, "intent": "balance"}"#,
                #"out of step: reply is not JSON: '{"id": 3, "id": 3, "intent": "balance"}'"#
            ),
            ("[3]", "out of step: reply is not a JSON object: '[3]'"),
            (
                #"{"id": 4, "intent": "balance"}"#,
                #"out of step: reply does not carry "id": 3: '{"id": 4, "intent": "balance"}'"#
            ),
        ])
    func reply(line: String, expected: String) {
        let request = ClassificationRequest(message: "?", locale: .en)
        let described: String
        switch PluginWire.parseReply(line, id: 3, request: request) {
        case .outOfStep(let problem): described = "out of step: \(problem)"
        case .outcome(.failure(let kind, let message)): described = "\(kind.rawValue): \(message)"
        case .outcome(.reading(let r)):
            described = (["reading", r.intent.rawValue] + [r.merchant, r.category].compactMap { $0 }).joined(
                separator: " ")
        }
        #expect(described == expected)
    }
}

@Suite("default --jobs")
struct DefaultJobsTests {
    @Test(
        "every core for the in-process readers and a plugin pool, one for a model's or a server's",
        arguments: [
            ("rules", 2, 2), ("oracle", 16, 16), ("rules", 0, 1), ("rules", 1000, 256), ("process", 8, 8),
            ("process", 1, 1), ("process", 0, 1),
            ("http", 8, 1), ("replay", 8, 1), ("foundation-models", 8, 1),
        ])
    func defaultJobs(backend: String, cores: Int, expected: Int) {
        #expect(BackendFactory.defaultJobs(for: backend, cores: cores) == expected)
    }
}
