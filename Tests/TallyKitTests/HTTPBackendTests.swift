import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// The `http` backend against a scripted server on 127.0.0.1: every outcome
/// kind, the request it sends, its model version and its set-up errors.
@Suite struct HTTPBackendTests {
    /// A question with shops offered (the message names one) and no category.
    static let request = ClassificationRequest(
        message: "How much did I spend at Carrefour last month?", locale: .en,
        merchantChoices: ["Carrefour", "Lidl", "Uber Eats"])

    static func backend(
        _ server: TestHTTPServer, model: String = "test-model", seed: Int? = nil, apiKey: String? = nil,
        timeout: Double = TestLimits.generous, jobs: Int = 1, modelVersion: String? = nil,
        clock: RecordingClock = RecordingClock()
    ) -> HTTPBackend {
        HTTPBackend(
            endpoint: server.endpoint, model: model, seed: seed, apiKey: apiKey.flatMap(APIKey.init), timeout: timeout,
            jobs: jobs, modelVersion: modelVersion, clock: clock, jitter: FixedJitter(value: 0))
    }

    static func classify(_ backend: HTTPBackend, _ request: ClassificationRequest = request) async -> ClassifierOutcome
    {
        await backend.reader(for: TurnKey(caseID: "c", turn: 1)).classifier!.classify(request)
    }

    static func kind(_ outcome: ClassifierOutcome) -> ClassifierFailure? {
        if case .failure(let kind, _) = outcome { return kind }
        return nil
    }

    static func message(_ outcome: ClassifierOutcome) -> String {
        if case .failure(_, let message) = outcome { return message }
        return ""
    }

    // MARK: - Readings

    @Test func aReadingThatFitsTheSchemaIsReturned() async throws {
        let server = try TestHTTPServer(script: [.completion(#"{"intent":"merchantSpend","merchant":"Carrefour"}"#)])
        defer { server.stop() }
        let outcome = await Self.classify(Self.backend(server))
        #expect(outcome == .reading(ModelReading(intent: .merchantSpend, merchant: "Carrefour")))
        let sent = try #require(server.chatRequests.first)
        #expect(server.chatRequests.count == 1)
        #expect(sent.method == "POST")
        #expect(sent.path == "/v1/chat/completions")
        #expect(sent.headers["content-type"] == "application/json")
        #expect(sent.headers["authorization"] == nil)
    }

    @Test func noneAndNullMeanNothingNamed() async throws {
        let request = ClassificationRequest(
            message: "how much on groceries at a shop", locale: .en, merchantChoices: ["Carrefour"],
            categoryChoices: ["groceries", "dining"])
        let server = try TestHTTPServer(script: [
            .completion(#"{"intent":"categorySpend","merchant":"none","category":null}"#)
        ])
        defer { server.stop() }
        #expect(await Self.classify(Self.backend(server), request) == .reading(ModelReading(intent: .categorySpend)))
    }

    // MARK: - The request

    @Test func theBodyHoldsTemperatureZeroSeedAndTheNestedSchema() async throws {
        let server = try TestHTTPServer(script: [.completion(#"{"intent":"merchantSpend","merchant":"Lidl"}"#)])
        defer { server.stop() }
        _ = await Self.classify(Self.backend(server, model: "qwen2.5-7b", seed: 42))
        let body = try #require(server.chatRequests.first?.json)
        #expect(body["model"] == .string("qwen2.5-7b"))
        #expect(body["temperature"] == .number(0))
        #expect(body["seed"] == .number(42))
        #expect(body["stream"] == .bool(false))
        #expect(body["max_tokens"] == .number(Double(ChatCompletions.maxTokens)))
        let format = try #require(body["response_format"])
        #expect(format["type"] == .string("json_schema"))
        let schema = try #require(format["json_schema"])
        #expect(schema["name"] == .string("reading"))
        #expect(schema["strict"] == .bool(true))
        #expect(schema["schema"] == PromptBuilder.outputSchema(for: Self.request))
        #expect(format["schema"] == nil, "the flat form is ignored by llama.cpp")
        #expect(
            body["messages"]
                == .array([
                    .object(["role": .string("system"), "content": .string(PromptBuilder.instructions)]),
                    .object(["role": .string("user"), "content": .string(PromptBuilder.userPrompt(for: Self.request))]),
                ]))
    }

    @Test func temperatureIsSentAndSeedOnlyWhenGiven() async throws {
        let server = try TestHTTPServer(script: [.completion(#"{"intent":"balance"}"#)])
        defer { server.stop() }
        _ = await Self.classify(Self.backend(server))
        let text = try #require(server.chatRequests.first?.bodyText)
        #expect(text.contains(#""temperature":0"#))
        #expect(!text.contains(#""seed""#))
    }

    @Test func theAPIKeyIsSentAsBearerAndNeverEchoed() async throws {
        let secret = "sk-test-7f3a9c1e55"
        let server = try TestHTTPServer { request, index in
            index == 0
                ? .completion(#"{"intent":"balance"}"#)
                : .json(
                    #"{"error":{"message":"Incorrect API key provided: \#(secret)","type":"invalid_request_error","code":"invalid_api_key"}}"#,
                    status: 401)
        }
        defer { server.stop() }
        let backend = Self.backend(server, apiKey: secret)
        #expect(await Self.classify(backend) == .reading(ModelReading(intent: .balance)))
        #expect(server.chatRequests.first?.headers["authorization"] == "Bearer \(secret)")

        let refused = await Self.classify(backend)
        #expect(Self.kind(refused) == .unavailable)
        #expect(!Self.message(refused).contains(secret))
        #expect(Self.message(refused).contains("[redacted]"))
        #expect(Self.message(refused).contains("$TALLY_API_KEY"))
        #expect(!"\(backend.apiKey!)".contains(secret))
        #expect(!String(reflecting: backend.apiKey!).contains(secret))
    }

    // MARK: - Failures

    @Test func aServerSlowerThanTheTimeoutIsTimedOut() async throws {
        let server = try TestHTTPServer(script: [.completion(#"{"intent":"balance"}"#, delay: 900)])
        defer { server.stop() }
        let started = Date()
        let outcome = await Self.classify(Self.backend(server, timeout: 0.5, clock: RecordingClock()))
        #expect(Self.kind(outcome) == .timedOut)
        // Far below the server's 900 s, far above a loaded machine's slowest wake-up.
        #expect(Date().timeIntervalSince(started) < 300, "the call waited for the server")
        #expect(server.chatRequests.count <= 1, "a timeout is not retried")
    }

    @Test func theRunnersTurnLimitCancelsTheCall() async throws {
        let server = try TestHTTPServer(script: [.completion(#"{"intent":"balance"}"#, delay: 900)])
        defer { server.stop() }
        let inner = try #require(
            Self.backend(server, timeout: 30).reader(for: TurnKey(caseID: "c", turn: 1)).classifier)
        let started = Date()
        let outcome = await TimeoutClassifier(inner: inner, seconds: 0.3).classify(Self.request)
        #expect(Self.kind(outcome) == .timedOut)

        // Cancelled directly, the call returns at once too.
        let task = Task { await inner.classify(Self.request) }
        try await Task.sleep(nanoseconds: 200_000_000)
        task.cancel()
        #expect(Self.kind(await task.value) == .timedOut)
        #expect(Date().timeIntervalSince(started) < 300, "a call waited for the server (900 s)")
    }

    /// Context-overflow errors as llama.cpp, vLLM (nested and old flat form) and OpenAI send them.
    static let overflows: [(String, Int)] = [
        (
            #"{"error":{"code":400,"message":"the request exceeds the available context size, try increasing it","type":"exceed_context_size_error","n_prompt_tokens":5120,"n_ctx":4096}}"#,
            400
        ),
        (
            #"{"object":"error","message":"This model's maximum context length is 4096 tokens. However, you requested 5200 tokens (5072 in the messages, 128 in the completion). Please reduce the length of the messages or completion.","type":"BadRequestError","param":null,"code":400}"#,
            400
        ),
        (
            #"{"error":{"object":"error","message":"This model's maximum context length is 4096 tokens.","type":"BadRequestError","param":null,"code":400}}"#,
            400
        ),
        (
            #"{"error":{"message":"This model's maximum context length is 8192 tokens.","type":"invalid_request_error","param":"messages","code":"context_length_exceeded"}}"#,
            400
        ),
        (
            #"{"error":{"code":500,"message":"the request exceeds the available context size","type":"server_error"}}"#,
            500
        ),
    ]

    @Test(arguments: overflows)
    func aContextOverflowIsTypedAndNeverRetried(body: String, status: Int) async throws {
        let server = try TestHTTPServer(script: [.json(body, status: status)])
        defer { server.stop() }
        let clock = RecordingClock()
        let outcome = await Self.classify(Self.backend(server, clock: clock))
        #expect(Self.kind(outcome) == .contextOverflow)
        #expect(server.chatRequests.count == 1)
        #expect(clock.sleeps.isEmpty)
    }

    /// Content a model might produce that is not a reading for `request`.
    static let badContents: [String] = [
        "Sure! You are asking about your spending at Carrefour.",
        #"{"intent": "merchantSpend", "merchant": "Carrefour""#,
        #"```json\n{"intent":"merchantSpend"}\n```"#,
        #"{"intent":"banana"}"#,
        #"{"merchant":"Carrefour"}"#,
        #"["merchantSpend"]"#,
        #"{"intent":"merchantSpend","merchant":"Aldi"}"#,
        #"{"intent":"merchantSpend","merchant":7}"#,
        #"{"intent":"categorySpend","category":"groceries"}"#,
        #"{"intent":"balance","amount":"42.00"}"#,
        "",
    ]

    @Test(arguments: badContents)
    func contentThatIsNotJSONOrBreaksTheSchemaIsInvalidOutput(content: String) async throws {
        let server = try TestHTTPServer(script: [.completion(content)])
        defer { server.stop() }
        let outcome = await Self.classify(Self.backend(server))
        #expect(Self.kind(outcome) == .invalidOutput, "\(outcome)")
        #expect(server.chatRequests.count == 1)
    }

    @Test func outputCutAtMaxTokensSaysSo() async throws {
        let server = try TestHTTPServer(script: [.completion(#"{"intent": "merchantSp"#, finishReason: "length")])
        defer { server.stop() }
        let outcome = await Self.classify(Self.backend(server))
        #expect(Self.kind(outcome) == .invalidOutput)
        #expect(Self.message(outcome).contains("max_tokens"))
    }

    @Test func aBodyThatIsNotAChatCompletionFails() async throws {
        let server = try TestHTTPServer(script: [.text("<html><body>It works!</body></html>", contentType: "text/html")]
        )
        defer { server.stop() }
        let outcome = await Self.classify(Self.backend(server))
        #expect(Self.kind(outcome) == .failed)
        #expect(Self.message(outcome).contains("--endpoint"))
    }

    /// Other statuses: what each means, and no retry.
    static let statuses: [(Int, String, ClassifierFailure)] = [
        (500, #"{"error":{"code":500,"message":"CUDA error: out of memory","type":"server_error"}}"#, .failed),
        (502, "Bad Gateway", .failed),
        (
            400,
            #"{"error":{"code":400,"message":"response_format: unsupported type","type":"invalid_request_error"}}"#,
            .failed
        ),
        (
            404,
            #"{"object":"error","message":"The model `nope` does not exist.","type":"NotFoundError","param":null,"code":404}"#,
            .unavailable
        ),
        (401, #"{"error":"unauthorized"}"#, .unavailable),
        (504, "Gateway Timeout", .timedOut),
    ]

    @Test(arguments: statuses)
    func otherStatusesAreTypedWithTheServersMessage(status: Int, body: String, kind: ClassifierFailure) async throws {
        let server = try TestHTTPServer(script: [.json(body, status: status)])
        defer { server.stop() }
        let outcome = await Self.classify(Self.backend(server))
        #expect(Self.kind(outcome) == kind)
        #expect(Self.message(outcome).contains("HTTP \(status)"))
        // An error that names response_format is asked once more in the other form (--response-format auto).
        #expect(server.chatRequests.count == (body.contains("response_format") ? 2 : 1))
    }

    @Test func aServerThatIsNotRunningIsUnavailable() async throws {
        let refusing = try TestHTTPServer.refusingPort()
        defer { withExtendedLifetime(refusing) {} }
        let backend = HTTPBackend(endpoint: refusing.endpoint, model: "m", timeout: TestLimits.generous)
        let outcome = await Self.classify(backend)
        #expect(Self.kind(outcome) == .unavailable)
        #expect(Self.message(outcome).contains("connection refused"))
    }

    // MARK: - Concurrency

    @Test func jobsRequestsRunAtOnce() async throws {
        let jobs = 8
        let server = try TestHTTPServer(script: [.completion(#"{"intent":"balance"}"#, delay: 3)])
        defer { server.stop() }
        let backend = Self.backend(server, jobs: jobs)
        let outcomes = await withTaskGroup(of: ClassifierOutcome.self) { group in
            for _ in 0..<jobs { group.addTask { await Self.classify(backend) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.allSatisfy { $0 == .reading(ModelReading(intent: .balance)) })
        // The default session allows 6 connections a host: 8 at once shows the
        // backend's own limit. (No wall-clock check: it fails on a loaded machine.)
        #expect(server.peakConcurrency == jobs)
    }

    // MARK: - Model version and set-up

    @Test func theModelVersionComesFromTheServersModelList() async throws {
        let server = try TestHTTPServer(models: ["other-model", "qwen2.5-7b-instruct"], script: [.completion("{}")])
        defer { server.stop() }
        #expect(
            await Self.backend(server, model: "qwen2.5-7b-instruct").identity
                == BackendIdentity(backend: "http", modelVersion: "qwen2.5-7b-instruct", responseFormat: "json-schema"))
        #expect(await Self.backend(server, model: "unlisted").identity.modelVersion == "other-model")
        #expect(await Self.backend(server, modelVersion: "v7").identity.modelVersion == "v7")
        #expect(server.requests.filter { $0.path == "/v1/models" }.count == 2, "--model-version needs no listing")
    }

    @Test func identityAndPrepareShareOneListing() async throws {
        let server = try TestHTTPServer(
            models: ["/models/Qwen2.5-7B-Instruct-Q4_K_M.gguf"], script: [.completion("{}")])
        defer { server.stop() }
        let backend = Self.backend(server, model: "anything")
        #expect(await backend.identity.modelVersion == "Qwen2.5-7B-Instruct-Q4_K_M")
        try await backend.prepare()
        #expect(server.requests.filter { $0.path == "/v1/models" }.count == 1)
        #expect(HTTPBackend.versionName("Qwen/Qwen2.5-7B-Instruct") == "Qwen/Qwen2.5-7B-Instruct")
    }

    @Test func aServerWithoutAModelListIsNamedAfterTheModel() async throws {
        let server = try TestHTTPServer(models: nil) { request, _ in
            request.path.hasSuffix("/models") ? .text("not found", status: 404) : .completion("{}")
        }
        defer { server.stop() }
        let backend = Self.backend(server, model: "llama3.1:8b")
        try await backend.prepare()
        #expect(await backend.identity.modelVersion == "llama3.1:8b")
    }

    @Test func prepareSaysWhenTheServerCannotBeReached() async throws {
        let refusing = try TestHTTPServer.refusingPort()
        defer { withExtendedLifetime(refusing) {} }
        let backend = HTTPBackend(endpoint: refusing.endpoint, model: "m", timeout: TestLimits.generous)
        let error = await #expect(throws: BackendError.self) { try await backend.prepare() }
        #expect(
            error?.message
                == "cannot reach http://127.0.0.1:\(refusing.port)/v1/models: connection refused; is the server running?"
        )
        #expect(await backend.identity.modelVersion == "m")
    }

    @Test func prepareSaysWhenTheKeyIsRefused() async throws {
        let server = try TestHTTPServer(models: nil) { _, _ in
            .json(
                #"{"error":{"message":"Incorrect API key provided: sk-abc","type":"invalid_request_error"}}"#,
                status: 401)
        }
        defer { server.stop() }
        let backend = HTTPBackend(
            endpoint: server.endpoint, model: "m", apiKey: APIKey("sk-abc"), apiKeyName: "MY_KEY",
            timeout: TestLimits.generous)
        let error = await #expect(throws: BackendError.self) { try await backend.prepare() }
        #expect(error?.message.contains("HTTP 401") == true)
        #expect(error?.message.contains("$MY_KEY") == true)
        #expect(error?.message.contains("sk-abc") == false)
    }

    @Test func prepareSaysWhenTheEndpointIsNotAnAPI() async throws {
        let server = try TestHTTPServer(models: nil) { _, _ in .text("<html>welcome</html>", contentType: "text/html") }
        defer { server.stop() }
        let error = await #expect(throws: BackendError.self) { try await Self.backend(server).prepare() }
        #expect(error?.message.contains("OpenAI-compatible") == true)
    }

    /// What `tally run --backend http ARGUMENTS` hands the backend.
    static func input(
        _ arguments: [String], environment: [String: String] = [:], timeout: Double? = nil, jobs: Int = 1
    ) throws -> BackendInput {
        var input = try BackendInput(arguments: arguments, for: HTTPBackend.descriptor, timeout: timeout, jobs: jobs)
        input.environment = environment
        return input
    }

    @Test func makeReadsTheCommandLine() throws {
        let backend = try HTTPBackend.make(
            Self.input(
                [
                    "--model-version", "v2", "--endpoint", "http://127.0.0.1:8080/v1/", "--model", "qwen", "--seed",
                    "7",
                ], environment: ["TALLY_API_KEY": "sk-live"], timeout: 12, jobs: 4))
        #expect(backend.endpoint.absoluteString == "http://127.0.0.1:8080/v1")
        #expect(backend.model == "qwen")
        #expect(backend.seed == 7)
        #expect(backend.timeout == 12)
        #expect(backend.jobs == 4)
        #expect(backend.apiKey == APIKey("sk-live"))
        #expect(backend.modelVersionOverride == "v2")
        #expect(backend.session.configuration.httpMaximumConnectionsPerHost >= 4)

        #expect(backend.responseFormat == .auto && !backend.deterministic, "the defaults")

        let pasted = try Self.input([
            "--endpoint", "http://localhost:11434/v1/chat/completions", "--model", "llama3.1:8b",
        ])
        #expect(try HTTPBackend.make(pasted).endpoint.absoluteString == "http://localhost:11434/v1")
        #expect(try HTTPBackend.make(pasted).apiKey == nil)

        let named = try Self.input(
            ["--endpoint", "https://api.example.com/v1", "--model", "m", "--api-key-env", "OPENAI_API_KEY"],
            environment: ["OPENAI_API_KEY": "sk-x"])
        #expect(try HTTPBackend.make(named).apiKeyName == "OPENAI_API_KEY")

        let fixed = try HTTPBackend.make(
            Self.input([
                "--endpoint", "http://h/v1", "--model", "m", "--response-format", "json-object", "--deterministic",
            ]))
        #expect(
            fixed.responseFormat == .jsonObject && fixed.deterministic && fixed.seed == HTTPBackend.deterministicSeed)
    }

    @Test(arguments: [
        (["--model", "m"], "--backend http needs --endpoint URL"),
        (["--endpoint", "http://127.0.0.1:8080/v1"], "--backend http needs --model NAME"),
        (["--endpoint", "127.0.0.1:8080", "--model", "m"], "not an http(s) URL"),
        (["--endpoint", "ftp://host/v1", "--model", "m"], "not an http(s) URL"),
        (
            ["--endpoint", "http://127.0.0.1:8080/v1", "--model", "m", "--api-key-env", "UNSET_KEY"],
            "--api-key-env UNSET_KEY: that environment variable is not set"
        ),
    ])
    func makeRejectsAnIncompleteCommandLine(arguments: [String], mentions: String) throws {
        let error = #expect(throws: UsageProblem.self) { try HTTPBackend.make(Self.input(arguments)) }
        #expect(error?.description.contains(mentions) == true, "\(error?.description ?? "")")
    }

    @Test("a value the http backend cannot read names its option and the values it takes")
    func makeRejectsABadValue() throws {
        for (arguments, message) in [
            (["--response-format", "xml"], "--response-format takes json-schema, json-object, auto, not 'xml'"),
            (["--seed", "-1"], "--seed must be a whole number from 0 to 2147483647"),
        ] {
            let error = #expect(throws: OptionError.self) {
                try HTTPBackend.make(Self.input(["--endpoint", "http://h/v1", "--model", "m"] + arguments))
            }
            #expect(error?.description == message)
        }
    }
}
