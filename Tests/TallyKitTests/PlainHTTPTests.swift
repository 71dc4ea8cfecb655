import Foundation
import Testing

@testable import TallyKit

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
