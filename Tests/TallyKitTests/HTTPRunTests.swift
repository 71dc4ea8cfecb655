import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// A whole `tally run` through the `http` backend against the test server:
/// every failure kind is recorded, the run goes on, and `--record` then
/// `replay` scores the same.
@Suite struct HTTPRunTests {
    /// Conversations, and what the server does with each message.
    static let script: [(id: String, text: String, intent: Intent, answer: ScriptedResponse)] = [
        (
            "ok-en-0001", "How much did I spend at Carrefour last month?", .merchantSpend,
            .completion(#"{"intent":"merchantSpend","merchant":"Carrefour"}"#)
        ),
        (
            "busy-en-0001", "What's my balance?", .balance,
            .json(#"{"error":{"code":429,"message":"slow down","type":"rate_limit_error"}}"#, status: 429)
        ),
        (
            "overflow-en-0001", "How much did I earn last month?", .incomeTotal,
            .json(
                #"{"error":{"code":400,"message":"the request exceeds the available context size","type":"exceed_context_size_error"}}"#,
                status: 400)
        ),
        ("garbage-en-0001", "How much did I spend this month?", .spendingTotal, .completion("spendingTotal!!")),
        (
            "slow-en-0001", "What are my subscriptions?", .subscriptions,
            .completion(#"{"intent":"subscriptions"}"#, delay: 300)
        ),
    ]

    /// The turn limit, on the run's clock (`ManualDeadlineTimer`): the test moves it past the limit
    /// once the slow turn is the only one waiting, so no turn waits for it in wall time.
    static let limit = 30.0

    static let expectedErrors: [String: ClassifierFailure?] = [
        "ok-en-0001": nil, "busy-en-0001": .rateLimited, "overflow-en-0001": .contextOverflow,
        "garbage-en-0001": .invalidOutput, "slow-en-0001": .timedOut,
    ]

    /// Writes a one-file set over the pipeline tests' ledger.
    static func makeSet(in folder: URL) throws -> EvalSet {
        let fm = FileManager.default
        try fm.createDirectory(at: folder.appendingPathComponent("cases"), withIntermediateDirectories: true)
        let manifest =
            #"{"id": "mini", "version": "1.0.0", "description": "http run test", "locales": ["en"], "ledger": "ledger.json", "cases": ["cases/mini.jsonl"]}"#
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("manifest.json"))
        try JSONEncoder().encode(HTTPPipelineTests.ledger).write(to: folder.appendingPathComponent("ledger.json"))
        let lines = script.map { c in
            "{\"id\": \"\(c.id)\", \"locale\": \"en\", \"tags\": [\"intent\"], \"turns\": [{\"text\": \(JSONValue.quote(c.text)), \"expect\": {\"intent\": \"\(c.intent.rawValue)\"}}]}"
        }
        try Data(lines.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("cases/mini.jsonl"))
        return try EvalSet.load(at: folder)
    }

    static func recorded(_ url: URL) throws -> [String: Prediction] {
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst()
        var byCase: [String: Prediction] = [:]
        for line in lines {
            let p = try JSONDecoder().decode(Prediction.self, from: Data(line.utf8))
            byCase[p.case] = p
        }
        return byCase
    }

    @Test func everyOutcomeIsRecordedAndTheRunGoesOn() async throws {
        let server = try TestHTTPServer { request, _ in
            let user: String =
                if case .array(let messages)? = request.json?["messages"],
                    let last = messages.last?["content"]?.stringValue
                {
                    last
                } else { "" }
            return Self.script.first { user.hasSuffix("Message: " + $0.text) }?.answer
                ?? .text("unscripted", status: 500)
        }
        defer { server.stop() }
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tally-http-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let set = try Self.makeSet(in: root.appendingPathComponent("set"))

        // The backend's own limit is not under test: the run's is.
        let backend = HTTPBackend(
            endpoint: server.endpoint, model: "test-model", timeout: TestLimits.generous, jobs: 3,
            clock: RecordingClock(), jitter: FixedJitter(value: 0))
        let clock = ManualDeadlineTimer()
        var options = RunOptions()
        options.jobs = 3
        options.timeout = Self.limit
        options.deadlineTimer = clock
        options.progress = false
        options.record = root.appendingPathComponent("predictions.jsonl")
        let slow = Self.script.first { $0.id == "slow-en-0001" }?.text ?? ""
        // Once the server holds the slow request and its turn's limit is the only one counting, the
        // limit passes; a conversation that starts later counts from then on, so it cannot time out.
        let expire = Task {
            while !(server.chatRequests.contains { $0.bodyText.contains(slow) } && clock.pending == 1) {
                try await Task.sleep(nanoseconds: 5_000_000)
            }
            clock.advance(by: Self.limit)
        }
        let run = TallyRun(set: set, backend: backend, options: options)
        let result = try await run.execute(into: root.appendingPathComponent("reports/http"))
        try await expire.value
        #expect(!result.stoppedForErrors)

        let predictions = try Self.recorded(root.appendingPathComponent("predictions.jsonl"))
        #expect(Set(predictions.keys) == Set(Self.expectedErrors.keys), "every conversation ran")
        for (id, kind) in Self.expectedErrors {
            #expect(predictions[id]?.error?.kind == kind, "\(id)")
        }
        #expect(predictions["ok-en-0001"]?.intent == .merchantSpend)
        #expect(predictions["ok-en-0001"]?.merchant == "Carrefour")
        let header = try String(contentsOf: root.appendingPathComponent("predictions.jsonl"), encoding: .utf8)
            .split(separator: "\n")[0]
        #expect(header.contains("\"backend\":\"http\"") || header.contains("\"backend\" : \"http\""))
        #expect(header.contains("test-model"))

        // The rules read every failed turn, so each is still answered right.
        let cases = try String(contentsOf: result.reportFolder.appendingPathComponent("cases.jsonl"), encoding: .utf8)
        #expect(cases.split(separator: "\n").count == Self.script.count)
        for kind in ["rateLimited", "contextOverflow", "invalidOutput", "timedOut"] {
            #expect(cases.contains(kind), "\(kind) is in cases.jsonl")
        }

        // Replaying what was recorded scores the same turns the same way.
        let replay = try ReplayBackend(url: root.appendingPathComponent("predictions.jsonl"))
        var replayOptions = options
        replayOptions.record = nil
        let replayed = try await TallyRun(set: set, backend: replay, options: replayOptions)
            .execute(into: root.appendingPathComponent("reports/replay"))
        let replayedCases = try String(
            contentsOf: replayed.reportFolder.appendingPathComponent("cases.jsonl"), encoding: .utf8)
        #expect(replayedCases == cases)
    }
}
