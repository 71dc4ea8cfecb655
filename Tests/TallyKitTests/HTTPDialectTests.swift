import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// The two llama.cpp server dialects, the preflight question, repeatable
/// requests and the token counts a server reports — against a scripted
/// server that answers with the real servers' own error bodies.
@Suite struct HTTPDialectTests {
    /// llama-cpp-python 0.3.x (`python -m llama_cpp.server`) refusing the nested `json_schema` form.
    static let llamaCppPythonRefusal = ScriptedResponse.json(
        #"{"error": {"message": "1 validation error:\n  {'type': 'literal_error', 'loc': ('body', 'response_format', 'type'), 'msg': \"Input should be 'text' or 'json_object'\", 'input': 'json_schema', 'ctx': {'expected': \"'text' or 'json_object'\"}}", "type": "internal_server_error"}}"#,
        status: 500)

    /// Answers the `json_object` form, refuses the `json_schema` one as llama-cpp-python does.
    static func llamaCppPython() throws -> TestHTTPServer {
        try TestHTTPServer { request, _ in
            request.json?["response_format"]?["type"] == .string("json_object")
                ? .completion(#"{"intent":"merchantSpend","merchant":"Carrefour"}"#) : Self.llamaCppPythonRefusal
        }
    }

    static func backend(
        _ server: TestHTTPServer, format: ResponseFormat = .auto, deterministic: Bool = false
    )
        -> HTTPBackend
    {
        HTTPBackend(
            endpoint: server.endpoint, model: "test-model", timeout: TestLimits.generous, responseFormat: format,
            deterministic: deterministic, clock: RecordingClock(), jitter: FixedJitter(value: 0))
    }

    @Test("auto: a server that refuses json_schema by name is asked json_object + schema for the whole run")
    func autoSwitchesForTheRun() async throws {
        let server = try Self.llamaCppPython()
        defer { server.stop() }
        let backend = Self.backend(server)
        try await backend.prepare()
        #expect(await backend.identity.responseFormat == "json-object")
        let outcome = await HTTPBackendTests.classify(backend)
        #expect(outcome == .reading(ModelReading(intent: .merchantSpend, merchant: "Carrefour")))
        let forms = server.chatRequests.map { $0.json?["response_format"]?["type"]?.stringValue ?? "?" }
        #expect(forms == ["json_schema", "json_object", "json_object"], "one refusal, then the other form")
        let last = try #require(server.chatRequests.last?.json?["response_format"])
        #expect(last["schema"]?["properties"]?["intent"] != nil, "the schema travels beside the type")
    }

    @Test("auto: without a preflight, the first refused turn switches and is asked again")
    func autoSwitchesMidRun() async throws {
        let server = try Self.llamaCppPython()
        defer { server.stop() }
        let backend = Self.backend(server)
        let outcome = await HTTPBackendTests.classify(backend)
        #expect(outcome == .reading(ModelReading(intent: .merchantSpend, merchant: "Carrefour")))
        #expect(server.chatRequests.count == 2)
    }

    @Test("a server that reads json_schema (llama-server, vLLM) keeps it")
    func standardFormStays() async throws {
        let server = try TestHTTPServer(script: [.completion(#"{"intent":"balance"}"#)])
        defer { server.stop() }
        let backend = Self.backend(server)
        try await backend.prepare()
        #expect(await backend.identity.responseFormat == "json-schema")
    }

    @Test(
        "the preflight stops a run that every turn would fail, with the server's words and the fix",
        arguments: [
            (ResponseFormat.jsonSchema, 500, "", "try --response-format json-object"),
            (.auto, 401, #"{"error":{"message":"invalid api key","type":"auth"}}"#, "set $TALLY_API_KEY"),
            (.auto, 404, #"{"error":{"message":"model 'x' not found"}}"#, "model 'x' not found"),
            (
                .auto, 400, #"{"error":{"message":"unknown model: test-model","type":"invalid_request_error"}}"#,
                "check --model"
            ),
        ])
    func preflightRefuses(format: ResponseFormat, status: Int, body: String, fix: String) async throws {
        let server = try TestHTTPServer { _, _ in
            status == 500 ? Self.llamaCppPythonRefusal : .json(body, status: status)
        }
        defer { server.stop() }
        do {
            try await Self.backend(server, format: format).prepare()
            Issue.record("prepare should have thrown")
        } catch let error as BackendError {
            #expect(error.message.contains("refused the probe question") || error.message.contains("HTTP \(status)"))
            #expect(error.message.contains(fix), "\(error.message)")
        }
    }

    @Test("a model that answers badly is measured, not stopped")
    func preflightLetsABadModelRun() async throws {
        let server = try TestHTTPServer(script: [.completion("I think you spent a lot!")])
        defer { server.stop() }
        try await Self.backend(server).prepare()
    }

    @Test("--deterministic: temperature 0, seed 42, llama.cpp's prompt cache off")
    func deterministicRequest() async throws {
        let server = try TestHTTPServer(script: [.completion(#"{"intent":"balance"}"#)])
        defer { server.stop() }
        _ = await HTTPBackendTests.classify(Self.backend(server, deterministic: true))
        let body = try #require(server.chatRequests.first?.json)
        #expect(body["temperature"] == .number(0))
        #expect(body["seed"] == .number(42))
        #expect(body["cache_prompt"] == .bool(false))
    }

    @Test("the token counts a reply reports are kept once per turn")
    func tokenUsage() async throws {
        let server = try TestHTTPServer(script: [.completion(#"{"intent":"balance"}"#)])
        defer { server.stop() }
        let backend = Self.backend(server)
        _ = await HTTPBackendTests.classify(backend)
        #expect(backend.takeTokenUsage(for: TurnKey(caseID: "c", turn: 1)) == TokenUsage(prompt: 900, completion: 12))
        #expect(backend.takeTokenUsage(for: TurnKey(caseID: "c", turn: 1)) == nil)
    }
}
