import FinanceAssistant
import Foundation
import TallyKit
import TallyModel
import TallyReports

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if os(Linux)
    private let socketStream = Int32(SOCK_STREAM.rawValue)
    private let sendFlags = Int32(MSG_NOSIGNAL)
#else
    private let socketStream = SOCK_STREAM
    private let sendFlags: Int32 = 0  // Darwin: SIGPIPE is ignored per socket instead (SO_NOSIGPIPE)
#endif

/// A request the test server received, as it arrived on the wire.
struct ReceivedRequest: Sendable {
    var method: String
    var path: String
    /// Header names in lower case.
    var headers: [String: String]
    var body: Data

    var bodyText: String { String(decoding: body, as: UTF8.self) }
    var json: JSONValue? { try? JSONDecoder().decode(JSONValue.self, from: body) }
    var isChat: Bool { path.hasSuffix("/chat/completions") }
}

/// What the test server answers to one request.
struct ScriptedResponse: Sendable {
    var status: Int
    var headers: [String: String] = [:]
    var body: Data
    /// Seconds to wait before answering (to outlast a client's timeout).
    var delay: Double = 0

    /// A JSON body.
    static func json(
        _ text: String, status: Int = 200, headers: [String: String] = [:], delay: Double = 0
    )
        -> ScriptedResponse
    {
        var all = headers
        all["Content-Type"] = "application/json"
        return ScriptedResponse(status: status, headers: all, body: Data(text.utf8), delay: delay)
    }

    /// A chat completion whose message content is `content` (sent as a JSON string).
    static func completion(_ content: String, finishReason: String = "stop", delay: Double = 0) -> ScriptedResponse {
        json(
            """
            {"id":"chatcmpl-1","object":"chat.completion","created":0,"model":"test-model",\
            "choices":[{"index":0,"message":{"role":"assistant","content":\(JSONValue.quote(content))},\
            "finish_reason":"\(finishReason)"}],"usage":{"prompt_tokens":900,"completion_tokens":12,"total_tokens":912}}
            """, delay: delay)
    }

    /// A plain-text body.
    static func text(_ text: String, status: Int = 200, contentType: String = "text/plain") -> ScriptedResponse {
        ScriptedResponse(status: status, headers: ["Content-Type": contentType], body: Data(text.utf8))
    }
}

/// A small HTTP/1.1 server inside the test process, on 127.0.0.1 and an
/// ephemeral port, answering each request from a script and recording what
/// it received — so a test can assert on the bytes a backend really sent.
///
/// POSIX sockets only: one thread accepts, one thread per connection reads
/// one request, answers it (after the scripted delay) and closes. Every
/// answer carries `Connection: close`, which keeps the parser to one request
/// a connection. `GET …/models` is answered from `models` unless the
/// handler is told otherwise.
final class TestHTTPServer: @unchecked Sendable {
    typealias Handler = @Sendable (_ request: ReceivedRequest, _ chatIndex: Int) -> ScriptedResponse

    let port: UInt16
    private let listener: Int32
    private let handler: Handler
    private let lock = NSLock()
    private var received: [ReceivedRequest] = []
    private var chatCount = 0
    private var inFlight = 0
    private var peak = 0
    private var stopped = false

    /// `http://127.0.0.1:<port>/v1`
    var endpoint: URL { URL(string: "http://127.0.0.1:\(port)/v1")! }

    /// Everything received, in arrival order.
    var requests: [ReceivedRequest] { locked { received } }
    /// The `/chat/completions` requests, in arrival order.
    var chatRequests: [ReceivedRequest] { requests.filter(\.isChat) }
    /// The most requests being answered at the same time.
    var peakConcurrency: Int { locked { peak } }

    /// Starts a server whose chat answers come from `handler` (given the
    /// request and how many chat requests came before it). `GET …/models`
    /// lists `models`; with `nil`, the handler answers it too.
    init(models: [String]? = ["test-model"], handler: @escaping Handler) throws {
        if let models {
            let modelList = ScriptedResponse.json(
                "{\"object\":\"list\",\"data\":["
                    + models.map { "{\"id\":\(JSONValue.quote($0)),\"object\":\"model\",\"owned_by\":\"test\"}" }
                    .joined(separator: ",") + "]}")
            self.handler = { request, index in
                request.method == "GET" && request.path.hasSuffix("/models") ? modelList : handler(request, index)
            }
        } else {
            self.handler = handler
        }
        (listener, port) = try Self.openListener()
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// A server that answers the chat requests in `script` order; the last
    /// answer repeats.
    convenience init(models: [String] = ["test-model"], script: [ScriptedResponse]) throws {
        precondition(!script.isEmpty)
        try self.init(models: models) { _, index in script[min(index, script.count - 1)] }
    }

    /// Stops accepting; connections being answered finish on their own.
    func stop() {
        let first: Bool = locked {
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        // shutdown() wakes the thread blocked in accept(); close() alone may not.
        _ = shutdown(listener, Int32(SHUT_RDWR))
        _ = close(listener)
    }

    deinit { stop() }

    /// A port on 127.0.0.1 that refuses connections: bound but not
    /// listening, and held until the returned value goes away — a port merely
    /// closed could be taken by another test's server running in parallel.
    static func refusingPort() throws -> RefusingPort {
        try RefusingPort()
    }

    /// A bound socket that never listens: connecting to it is refused.
    final class RefusingPort: Sendable {
        let port: UInt16
        private let fd: Int32

        init() throws {
            (fd, port) = try TestHTTPServer.bindLocal()
        }

        deinit { _ = close(fd) }

        var endpoint: URL { URL(string: "http://127.0.0.1:\(port)/v1")! }
    }

    // MARK: - Sockets

    struct SocketError: Error, CustomStringConvertible {
        var description: String
    }

    private static func openListener() throws -> (Int32, UInt16) {
        let (fd, port) = try bindLocal()
        guard listen(fd, 128) == 0 else {
            _ = close(fd)
            throw SocketError(description: "listen failed: errno \(errno)")
        }
        return (fd, port)
    }

    /// A TCP socket bound to 127.0.0.1 on an ephemeral port.
    fileprivate static func bindLocal() throws -> (Int32, UInt16) {
        let fd = socket(AF_INET, socketStream, 0)
        guard fd >= 0 else { throw SocketError(description: "socket() failed: errno \(errno)") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0  // ephemeral
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            _ = close(fd)
            throw SocketError(description: "bind failed: errno \(errno)")
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, UInt16(bigEndian: address.sin_port))
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR && !locked({ stopped }) { continue }
                return
            }
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ fd: Int32) {
        defer { _ = close(fd) }
        #if !os(Linux)
            var one: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        guard let request = readRequest(fd) else { return }
        let index: Int = locked {
            received.append(request)
            inFlight += 1
            peak = max(peak, inFlight)
            defer { if request.isChat { chatCount += 1 } }
            return chatCount
        }
        let response = handler(request, index)
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        var head = "HTTP/1.1 \(response.status) \(Self.reason(response.status))\r\n"
        for (name, value) in response.headers { head += "\(name): \(value)\r\n" }
        head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        // The client may have given up (a timeout test): writes then fail
        // quietly — MSG_NOSIGNAL keeps SIGPIPE from killing the test process.
        write(fd, Data(head.utf8) + response.body)
        locked { inFlight -= 1 }
    }

    /// Reads one request: head up to the blank line, then `Content-Length`
    /// bytes (or a chunked body). Answers `Expect: 100-continue` first.
    private func readRequest(_ fd: Int32) -> ReceivedRequest? {
        var buffer = Data()
        let separator = Data("\r\n\r\n".utf8)
        var headEnd: Range<Data.Index>?
        while headEnd == nil {
            guard let chunk = readSome(fd) else { return nil }
            buffer.append(chunk)
            headEnd = buffer.range(of: separator)
        }
        let head = String(decoding: buffer[..<headEnd!.lowerBound], as: UTF8.self)
        var body = Data(buffer[headEnd!.upperBound...])
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        if headers["expect"]?.lowercased() == "100-continue" { write(fd, Data("HTTP/1.1 100 Continue\r\n\r\n".utf8)) }
        if let length = headers["content-length"].flatMap(Int.init) {
            while body.count < length {
                guard let chunk = readSome(fd) else { return nil }
                body.append(chunk)
            }
        } else if headers["transfer-encoding"]?.lowercased() == "chunked" {
            guard let decoded = readChunked(fd, buffered: body) else { return nil }
            body = decoded
        }
        return ReceivedRequest(
            method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: body)
    }

    private func readChunked(_ fd: Int32, buffered: Data) -> Data? {
        var raw = buffered
        var body = Data()
        let crlf = Data("\r\n".utf8)
        while true {
            while raw.range(of: crlf) == nil {
                guard let chunk = readSome(fd) else { return nil }
                raw.append(chunk)
            }
            let line = raw.range(of: crlf)!
            let sizeText = String(decoding: raw[..<line.lowerBound], as: UTF8.self).split(separator: ";").first ?? ""
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else { return nil }
            raw = Data(raw[line.upperBound...])
            while raw.count < size + 2 {
                guard let chunk = readSome(fd) else { return nil }
                raw.append(chunk)
            }
            if size == 0 { return body }
            body.append(raw.prefix(size))
            raw = Data(raw.dropFirst(size + 2))
        }
    }

    private func readSome(_ fd: Int32) -> Data? {
        var bytes = [UInt8](repeating: 0, count: 16_384)
        let n = recv(fd, &bytes, bytes.count, 0)
        return n > 0 ? Data(bytes[0..<n]) : nil
    }

    private func write(_ fd: Int32, _ data: Data) {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = send(fd, raw.baseAddress! + offset, raw.count - offset, sendFlags)
                if n <= 0 { return }
                offset += n
            }
        }
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: return "OK"
        case 400: return "Bad Request"
        case 401: return "Unauthorized"
        case 404: return "Not Found"
        case 429: return "Too Many Requests"
        case 500: return "Internal Server Error"
        case 503: return "Service Unavailable"
        default: return "Status"
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}

/// A clock for retry tests: never sleeps, records every pause asked for,
/// and moves `now` forward by it.
final class RecordingClock: BackoffClock, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Date
    private var pauses: [Double] = []

    /// 2026-03-18 12:00:00 UTC, a fixed instant for HTTP-date tests.
    static let start = Date(timeIntervalSince1970: 1_773_835_200)

    init(start: Date = RecordingClock.start) { current = start }

    var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    func sleep(seconds: Double) async { record(seconds) }

    private func record(_ seconds: Double) {
        lock.lock()
        defer { lock.unlock() }
        pauses.append(seconds)
        current += seconds
    }

    /// The pauses asked for, in order.
    var sleeps: [Double] {
        lock.lock()
        defer { lock.unlock() }
        return pauses
    }
}

/// Jitter fixed at one value, for exact schedules.
struct FixedJitter: JitterSource {
    var value: Double
    func next() -> Double { value }
}
