import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What an endpoint URL carries — a query, a user name and password — and
/// what a TLS failure says: credentials go as Basic auth and appear in no
/// message; the query follows every path.
@Suite("HTTP endpoints: queries, credentials, TLS")
struct HTTPEndpointTests {
    @Test("the endpoint's query follows the path of every request, and is kept by --endpoint")
    func query() async throws {
        let server = try TestHTTPServer(script: [.completion(#"{"intent":"balance"}"#)])
        defer { server.stop() }
        let endpoint = try HTTPBackend.endpointURL(
            server.endpoint.absoluteString + "/chat/completions/?api-version=2024-02-01")
        #expect(endpoint.absoluteString == server.endpoint.absoluteString + "?api-version=2024-02-01")
        let backend = HTTPBackend(endpoint: endpoint, model: "test-model", timeout: TestLimits.generous)
        try await backend.prepare()
        #expect(server.requests.map(\.path).contains("/v1/models?api-version=2024-02-01"))
        #expect(server.requests.map(\.path).contains("/v1/chat/completions?api-version=2024-02-01"))
    }

    @Test("a user name and password in the endpoint go as Basic auth, and are in no URL the backend shows")
    func basicAuth() async throws {
        let server = try TestHTTPServer(script: [.completion(#"{"intent":"balance"}"#)])
        defer { server.stop() }
        let typed = "http://ada:s%40cret@127.0.0.1:\(server.port)/v1"
        let backend = try HTTPBackend.make(
            HTTPBackendTests.input(["--endpoint", typed, "--model", "test-model"], timeout: TestLimits.generous))
        #expect(backend.sendsBasicAuth)
        #expect(backend.endpoint.absoluteString == "http://127.0.0.1:\(server.port)/v1")
        try await backend.prepare()
        // base64("ada:s@cret")
        #expect(server.requests.allSatisfy { $0.headers["authorization"] == "Basic YWRhOnNAY3JldA==" })
        #expect("\(backend.basicAuth!)" == "[redacted]")
        #expect(
            backend.redact("key YWRhOnNAY3JldA== and s@cret and s%40cret")
                == "key [redacted] and [redacted] and [redacted]")
    }

    @Test(
        "a password in the endpoint is never printed: not reachable, not a URL, both kinds of credentials",
        arguments: ["unreachable", "not http", "with a key"])
    func neverPrinted(probe: String) async throws {
        let refusing = try TestHTTPServer.refusingPort()
        defer { withExtendedLifetime(refusing) {} }
        var text = ""
        switch probe {
        case "unreachable":
            let backend = try HTTPBackend.make(
                HTTPBackendTests.input(
                    ["--endpoint", "http://ada:hunter2@127.0.0.1:\(refusing.port)/v1", "--model", "m"],
                    timeout: TestLimits.generous))
            let error = await #expect(throws: BackendError.self) { try await backend.prepare() }
            text = error?.message ?? ""
            #expect(
                text
                    == "cannot reach http://127.0.0.1:\(refusing.port)/v1/models: connection refused; is the server running?"
            )
        case "not http":
            let error = #expect(throws: UsageProblem.self) {
                try HTTPBackend.make(
                    HTTPBackendTests.input(["--endpoint", "ftp://ada:hunter2@host/v1", "--model", "m"]))
            }
            text = error?.description ?? ""
            #expect(text.contains("'ftp://[redacted]@host/v1' is not an http(s) URL"))
        default:
            let error = #expect(throws: UsageProblem.self) {
                try HTTPBackend.make(
                    HTTPBackendTests.input(
                        ["--endpoint", "http://ada:hunter2@127.0.0.1:1/v1", "--model", "m"],
                        environment: ["TALLY_API_KEY": "sk-1"]))
            }
            text = error?.description ?? ""
            #expect(text.contains("both would be the Authorization header; keep one"))
        }
        #expect(!text.contains("hunter2") && !text.contains("ada:"), "\(text)")
    }

    @Test("https to a server that speaks no TLS: the failure is named as TLS")
    func tls() async throws {
        // An HTTP answer where the ClientHello expects a ServerHello.
        let server = try RawHTTPServer(
            ["HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n"], waitsForRequest: false)
        let backend = HTTPBackend(
            endpoint: URL(string: "https://127.0.0.1:\(server.port)/v1")!, model: "m", timeout: TestLimits.generous)
        let outcome = await HTTPBackendTests.classify(backend)
        let message = HTTPBackendTests.message(outcome)
        #expect(message.hasPrefix("the TLS"), "\(message)")
        #expect(
            TLSFailure.name("OpenSSL/3.0.19: error:0A00010B:SSL routines::wrong version number")
                == "the server does not speak TLS on this port (is it http://?)")
        #expect(TLSFailure.name("Could not resolve host: x") == nil)
    }
}
