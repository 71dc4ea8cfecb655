import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

#if canImport(FoundationNetworking)
    import FoundationNetworking

    /// The plain-socket HTTP client reads what servers send: a body framed by
    /// Content-Length, by chunks, or by the end of the connection.
    @Suite("Plain HTTP answers")
    struct PlainHTTPTests {
        static let url = URL(string: "http://127.0.0.1:8080/v1/chat/completions")!

        static func bytes(_ text: String) -> Data { Data(text.utf8) }

        @Test(
            "a complete answer, however its body is framed",
            arguments: [
                (
                    "HTTP/1.1 200 OK\r\nContent-Length: 7\r\nContent-Type: application/json\r\n\r\n{\"a\":1}", 200,
                    "{\"a\":1}"
                ),
                (
                    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n{\"a\r\n4;x=y\r\n\":1}\r\n0\r\n\r\n",
                    200, "{\"a\":1}"
                ),
                ("HTTP/1.1 500 Internal Server Error\r\ncontent-length: 2\r\n\r\n{}", 500, "{}"),
                ("HTTP/1.1 204 No Content\r\n\r\n", 204, ""),
            ])
        func complete(raw: String, status: Int, body: String) throws {
            let (data, response) = try #require(HTTPAnswer.complete(Self.bytes(raw), url: Self.url))
            #expect(response.statusCode == status)
            #expect(String(decoding: data, as: UTF8.self) == body)
        }

        @Test(
            "an answer still coming is not complete",
            arguments: [
                "HTTP/1.1 200 OK\r\nContent-Length: 7\r\n",
                "HTTP/1.1 200 OK\r\nContent-Length: 7\r\n\r\n{\"a\"",
                "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\n{\"a\r\n",
                "HTTP/1.1 200 OK\r\n\r\n{\"a\":1}",
            ])
        func incomplete(raw: String) {
            #expect(HTTPAnswer.complete(Self.bytes(raw), url: Self.url) == nil)
        }

        @Test("without a length, the body ends with the connection")
        func closeDelimited() throws {
            let raw = Self.bytes("HTTP/1.1 200 OK\r\nRetry-After: 2\r\n\r\n{\"a\":1}")
            let (data, response) = try #require(HTTPAnswer.complete(raw, url: Self.url, closed: true))
            #expect(String(decoding: data, as: UTF8.self) == "{\"a\":1}")
            #expect(response.value(forHTTPHeaderField: "retry-after") == "2")
        }

        @Test("garbage is no answer", arguments: ["SSH-2.0-OpenSSH_9.2\r\n\r\n", "HTTP/1.1 abc\r\n\r\n"])
        func garbage(raw: String) {
            #expect(HTTPAnswer.complete(Self.bytes(raw), url: Self.url, closed: true) == nil)
        }
    }
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking

    /// RFC 9110/9112 as a client reads answers — interim 1xx, framing,
    /// chunk extensions and trailers, obs-fold, bare LF — each byte once;
    /// and the requests it sends: the endpoint's query, IPv6 hosts, Basic auth.
    @Suite("Plain HTTP: RFC 9110 answers and requests")
    struct HTTPConformanceTests {
        static let url = URL(string: "http://127.0.0.1:8080/v1/chat/completions")!

        @Test(
            "answers a client must read",
            arguments: [
                ("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n{}", 200, "{}"),
                (
                    "HTTP/1.1 103 Early Hints\r\nLink: </a>; rel=preload\r\n\r\nHTTP/1.1 201 Created\r\nContent-Length: 2\r\n\r\nok",
                    201, "ok"
                ),
                ("HTTP/1.1 200 OK\r\nContent-Length: 2, 2\r\n\r\n{}", 200, "{}"),
                ("HTTP/1.1 200 OK\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n{}", 200, "{}"),
                // Transfer-Encoding overrides Content-Length; chunked last frames the body.
                (
                    "HTTP/1.1 200 OK\r\nContent-Length: 99\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
                    200, "{}"
                ),
                ("HTTP/1.1 200 OK\r\nTransfer-Encoding: gzip, chunked\r\n\r\n2\r\nab\r\n0\r\n\r\n", 200, "ab"),
                (
                    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2;name=\"v\"\r\nab\r\n0\r\nX-Trailer: 1\r\n\r\n",
                    200,
                    "ab"
                ),
                ("HTTP/1.1 200 OK\nContent-Length: 2\n\n{}", 200, "{}"),
                ("HTTP/1.1 200\r\nContent-Length: 2\r\n\r\n{}", 200, "{}"),
                ("HTTP/1.1 304 Not Modified\r\nContent-Length: 10\r\n\r\n", 304, ""),
                ("HTTP/1.0 200 OK\r\nContent-Length: 2\r\nX-Long: a\r\n  b\r\n\r\n{}", 200, "{}"),
            ])
        func reads(raw: String, status: Int, body: String) throws {
            // Whole, and a byte at a time: the same answer.
            let (data, response) = try #require(HTTPAnswer.complete(Data(raw.utf8), url: Self.url))
            #expect(response.statusCode == status)
            #expect(String(decoding: data, as: UTF8.self) == body)
            var reader = HTTPAnswer.Reader(url: Self.url, maximumBody: 1 << 20)
            var last = HTTPAnswer.Reader.Step.more
            for byte in Data(raw.utf8) {
                last = reader.feed([byte])
                if case .done = last { break }
            }
            guard case .done(let bytes, let r) = last else {
                Issue.record("byte by byte: \(last)")
                return
            }
            #expect(r.statusCode == status && String(decoding: bytes, as: UTF8.self) == body)
        }

        @Test(
            "answers that are not HTTP a client can trust, named",
            arguments: [
                ("HTTP/1.1 200 OK\r\nContent-Length: 2, 3\r\n\r\n{}", "Content-Length '2, 3'"),
                ("HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n{}", "Content-Length '-1'"),
                ("HTTP/1.1 200 OK\r\nContent-Length: 99999999999\r\n\r\n", "larger than 1 MiB"),
                (
                    "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nabc\r\n0\r\n\r\n",
                    "a chunk overruns its size"
                ),
                ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n", "a chunk size 'zz'"),
                ("HTTP/1.1 101 Switching Protocols\r\n\r\n", "switched protocols (101)"),
                ("HTTP/1.1 200 OK\r\nBad Header: x\r\n\r\n", "a space before the colon"),
                ("SSH-2.0-OpenSSH_9.2\r\n\r\n", "its first line is 'SSH-2.0-OpenSSH_9.2'"),
            ])
        func refuses(raw: String, reason: String) {
            var reader = HTTPAnswer.Reader(url: Self.url, maximumBody: 1 << 20)
            var step = reader.feed(Data(raw.utf8))
            if case .more = step { step = reader.finish() }
            guard case .invalid(let why) = step else {
                Issue.record("read as \(step)")
                return
            }
            #expect(why.contains(reason), "\(why)")
        }

        @Test("the connection closing early is named: a cut Content-Length body, a missing last chunk")
        func cut() {
            for (raw, reason) in [
                ("HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\n{}", "8 bytes of its Content-Length missing"),
                ("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n", "before the last chunk"),
            ] {
                var reader = HTTPAnswer.Reader(url: Self.url, maximumBody: 1 << 20)
                _ = reader.feed(Data(raw.utf8))
                guard case .invalid(let why) = reader.finish() else {
                    Issue.record("\(raw) read whole")
                    continue
                }
                #expect(why.contains(reason), "\(why)")
            }
        }

        @Test("linear in bytes: a body dripped a byte at a time is looked at once per byte, and capped")
        func linear() {
            var reader = HTTPAnswer.Reader(url: Self.url, maximumBody: 256 << 10)
            _ = reader.feed(Data("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n".utf8))
            var step = HTTPAnswer.Reader.Step.more
            var fed = 0
            while case .more = step, fed < 300 << 10 {
                step = reader.feed([0x78])
                fed += 1
            }
            guard case .invalid(let why) = step else {
                Issue.record("a body past the cap was read: \(step)")
                return
            }
            #expect(why == "the answer is larger than 0 MiB" || why.hasPrefix("the answer is larger than"))
            #expect(fed == (256 << 10) + 1)
            #expect(reader.examined <= 2 * fed + 64, "examined \(reader.examined) bytes for \(fed)")
            // A chunked body in one-byte chunks, too.
            var chunked = HTTPAnswer.Reader(url: Self.url, maximumBody: 1 << 20)
            _ = chunked.feed(Data("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n".utf8))
            for _ in 0..<20_000 { _ = chunked.feed(Data("1\r\nx\r\n".utf8)) }
            guard case .done(let body, _) = chunked.feed(Data("0\r\n\r\n".utf8)) else {
                Issue.record("chunked body not read")
                return
            }
            #expect(body.count == 20_000)
            #expect(chunked.examined <= 8 * 20_000 + 64)
        }

        @Test("over the wire: an interim 100 before the answer, an IPv6 host, the endpoint's query after the path")
        func wire() async throws {
            let answer =
                "HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Type: application/json\r\n\r\n{\"data\":[{\"id\":\"m1\"}]}"
            for ipv6 in [false, true] {
                let server = try RawHTTPServer(
                    ["HTTP/1.1 100 Continue\r\n\r\n", String(answer.dropFirst("HTTP/1.1 100 Continue\r\n\r\n".count))],
                    pause: 0.01, ipv6: ipv6)
                let endpoint = URL(string: server.endpoint.absoluteString + "?api-version=2024-02-01")!
                let backend = HTTPBackend(endpoint: endpoint, model: "m1", timeout: TestLimits.generous)
                #expect(try await backend.fetchModelID() == "m1")
                let head = try #require(server.requests.first)
                #expect(head.hasPrefix("GET /v1/models?api-version=2024-02-01 HTTP/1.1\r\n"), "\(head)")
                #expect(head.contains("\r\nHost: \(ipv6 ? "[::1]" : "127.0.0.1"):\(server.port)\r\n"), "\(head)")
            }
        }

        @Test("a body that drips for ever ends at the turn's limit, as a timeout")
        func drip() async throws {
            let server = try RawHTTPServer(
                ["HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n\r\n"], pause: 0.002, drip: true)
            let backend = HTTPBackend(endpoint: server.endpoint, model: "m", timeout: 0.5)
            let outcome = await backend.send(backend.request("models", method: "GET"), within: 0.5)
            guard case .failure(let problem) = outcome else {
                Issue.record("a never-ending body was read as an answer")
                return
            }
            #expect(problem == .timedOut)
        }
    }
#endif
