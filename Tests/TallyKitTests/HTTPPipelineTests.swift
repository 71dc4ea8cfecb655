import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// The `http` backend inside the shared pipeline: what leaves the process
/// (asserted on the bytes the server received), and the fall-back to rules.
@Suite struct HTTPPipelineTests {
    static func day(_ text: String) -> Day { Day(text)! }
    static func amount(_ text: String) -> Decimal { Decimal(string: text)! }

    /// A ledger whose labels, ids and amounts are distinctive enough to be
    /// found in a request body if any of them leaked into it.
    static let ledger = Ledger(
        today: day("2026-03-18"),
        accounts: [Account(id: "checking", name: "Compte courant", openingBalance: amount("4321.09"))],
        transactions: [
            Transaction(
                id: "t0001", date: day("2026-02-03"), amount: amount("-123.45"),
                label: "CARTE 03/02 QWXZ MARKET PARIS 11 REF55821", merchant: "Carrefour", category: .groceries),
            Transaction(
                id: "t0002", date: day("2026-02-17"), amount: amount("-67.89"), label: "CB ZYXWV CITY 17/02",
                merchant: "Carrefour", category: .groceries),
            Transaction(
                id: "t0003", date: day("2026-01-12"), amount: amount("-31.70"), label: "PRLV SEPA KORVATH 9931",
                merchant: "Lidl", category: .groceries),
            Transaction(
                id: "t0004", date: day("2026-02-25"), amount: amount("2718.28"), label: "VIR SALAIRE GLOBEX 0226",
                category: .income),
        ])

    static let context = ReadingContext(ledger: ledger)
    static let resolver = Resolver(index: LedgerIndex(ledger: ledger, reader: context.merchantReader))

    /// Answers `merchantSpend`, naming Carrefour only when the schema offers shops.
    static func merchantServer() throws -> TestHTTPServer {
        try TestHTTPServer { request, _ in
            let offered = request.json?["response_format"]?["json_schema"]?["schema"]?["properties"]?["merchant"] != nil
            return .completion(
                offered ? #"{"intent":"merchantSpend","merchant":"Carrefour"}"# : #"{"intent":"merchantSpend"}"#)
        }
    }

    static func backend(
        _ server: TestHTTPServer, timeout: Double = TestLimits.generous,
        deadlineTimer: any DeadlineTimer = DispatchDeadlineTimer()
    ) -> HTTPBackend {
        HTTPBackend(
            endpoint: server.endpoint, model: "m", timeout: timeout, clock: RecordingClock(),
            jitter: FixedJitter(value: 0), deadlineTimer: deadlineTimer)
    }

    @Test func theServerReceivesNoTransactionBalanceOrEarlierAnswer() async throws {
        let server = try Self.merchantServer()
        defer { server.stop() }
        let pipeline = AssistantPipeline(
            context: Self.context, reader: Self.backend(server).reader(for: TurnKey(caseID: "c", turn: 1)))

        var history = History()
        let first = "How much did I spend at Carrefour last month?"
        let one = await pipeline.read(first, history: history, locale: .en)
        #expect(one.reading.source == .model)
        #expect(one.reading.merchant == "Carrefour")
        let answer = Self.resolver.answer(one.reading, options: AnswerOptions(locale: .en))
        #expect(answer.figures["total"]?.plain == "191.34", "the first answer is computed, so it could leak")
        history.append(Exchange(text: first, reading: one.reading))

        let two = await pipeline.read("And in January?", history: history, locale: .en)
        #expect(two.reading.intent == .merchantSpend)

        let bodies = server.chatRequests.map(\.bodyText)
        try #require(bodies.count == 2)
        // The recap did travel: the second request knows the first question and its reading.
        #expect(bodies[1].contains(first))
        #expect(bodies[1].contains("merchantSpend, merchant Carrefour"))

        var forbidden: [String] = []
        for t in Self.ledger.transactions {
            forbidden += [t.id, t.label, Money.plain(t.amount < 0 ? -t.amount : t.amount), Money.plain(t.amount)]
        }
        forbidden += ["QWXZ", "ZYXWV", "KORVATH", "GLOBEX", "REF55821", "4321.09", "4321,09", "4 321", "4,321"]
        forbidden += ["123.45", "123,45", "67.89", "67,89", "31.70", "31,70", "2718", "2 718", "2,718"]
        // The balance today, and every figure and sentence of the first answer.
        let balance = Self.resolver.answer(Reading(intent: .balance), options: AnswerOptions(locale: .en))
        for figure in Array(answer.figures.values) + Array(balance.figures.values) {
            if case .decimal = figure {
                forbidden += [figure.plain, figure.plain.replacingOccurrences(of: ".", with: ",")]
            }
        }
        // Card values such as a count ("2") are too short to search for; money ones are not.
        forbidden += [answer.text, balance.text] + (answer.cards + balance.cards).map(\.value).filter { $0.count >= 4 }
        for (i, body) in bodies.enumerated() {
            for text in forbidden where !text.isEmpty {
                #expect(!body.contains(text), "request \(i + 1) holds '\(text)'")
            }
        }
    }

    @Test func garbageFromTheServerFallsBackToTheRules() async throws {
        let server = try TestHTTPServer(script: [.completion("I think you are asking about Carrefour!")])
        defer { server.stop() }
        let pipeline = AssistantPipeline(
            context: Self.context, reader: Self.backend(server).reader(for: TurnKey(caseID: "c", turn: 1)))
        let text = "How much did I spend at Carrefour last month?"
        let trace = await pipeline.read(text, locale: .en)
        let rules = pipeline.readWithRules(text).reading

        #expect(trace.reading.fallbackReason == .invalidOutput)
        #expect(trace.reading.source == .rules)
        #expect(trace.reading.intent == rules.intent)
        #expect(trace.reading.merchant == rules.merchant)
        #expect(trace.reading.period == rules.period)
        guard case .failure(.invalidOutput, let message)? = trace.backendOutcome else {
            Issue.record("expected invalidOutput, got \(String(describing: trace.backendOutcome))")
            return
        }
        #expect(message.contains("not JSON"))
    }

    /// Each failure the server can cause, and the fall-back reason it leaves.
    static let failures: [(String, ScriptedResponse, FallbackReason)] = [
        ("garbage", .completion("balance, I guess"), .invalidOutput),
        ("schema", .completion(#"{"intent":"banana"}"#), .invalidOutput),
        ("body", .text("not json at all"), .failed),
        (
            "overflow",
            .json(
                #"{"error":{"code":400,"message":"the request exceeds the available context size","type":"exceed_context_size_error"}}"#,
                status: 400), .contextOverflow
        ),
        ("throttled", .json("{}", status: 429, headers: ["Retry-After": "1"]), .rateLimited),
        (
            "busy", .json(#"{"error":{"code":503,"message":"Loading model","type":"unavailable_error"}}"#, status: 503),
            .rateLimited
        ),
        ("slow", .completion(#"{"intent":"balance"}"#, delay: 600), .timedOut),
        ("crash", .json(#"{"error":{"code":500,"message":"boom"}}"#, status: 500), .failed),
    ]

    @Test(arguments: failures)
    func everyFailureFallsBackWithItsReason(
        name: String, response: ScriptedResponse, reason: FallbackReason
    )
        async throws
    {
        let server = try TestHTTPServer(script: [response])
        defer { server.stop() }
        // The request's limit is on a clock the test moves: past it once the server holds the
        // slow request (the others answer first and never see it move).
        let clock = ManualDeadlineTimer()
        let pipeline = AssistantPipeline(
            context: Self.context,
            reader: Self.backend(server, deadlineTimer: clock).reader(for: TurnKey(caseID: name, turn: 1)))
        let expire = Task {
            guard reason == .timedOut else { return }
            while !(server.chatRequests.count == 1 && clock.pending == 1) {
                try await Task.sleep(nanoseconds: 1_000_000)
            }
            clock.advance(by: TestLimits.generous)
        }
        let trace = await pipeline.read("What's my balance?", locale: .en)
        try await expire.value
        #expect(trace.reading.fallbackReason == reason, "\(name)")
        #expect(trace.reading.source == .rules)
        #expect(trace.reading.intent == .balance, "the rules read the turn")
    }

    @Test func aServerThatIsNotRunningFallsBackAsUnavailable() async throws {
        let refusing = try TestHTTPServer.refusingPort()
        defer { withExtendedLifetime(refusing) {} }
        let backend = HTTPBackend(endpoint: refusing.endpoint, model: "m", timeout: TestLimits.generous)
        let pipeline = AssistantPipeline(
            context: Self.context, reader: backend.reader(for: TurnKey(caseID: "c", turn: 1)))
        let trace = await pipeline.read("What's my balance?", locale: .en)
        #expect(trace.reading.fallbackReason == .unavailable)
        #expect(trace.reading.intent == .balance)
    }
}
