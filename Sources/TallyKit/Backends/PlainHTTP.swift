import TallyModel
import TallyReports

#if canImport(FoundationNetworking)
    import Foundation
    import FoundationNetworking
    import Glibc

    /// One HTTP/1.1 exchange over a plain socket, for `http://` endpoints (local
    /// model servers): a thread of its own blocked in `poll(2)`, `Connection: close`.
    ///
    /// Why not `URLSession`: on Linux, FoundationNetworking's curl event loop
    /// spins while a request waits on a server that has not read it yet — a
    /// one-slot llama.cpp server with `--jobs 2` cost Tally ~3 s of CPU per second
    /// of waiting, taken from the model server on the same machine. A thread
    /// blocked in `poll` costs nothing. `https://` still goes through `URLSession`
    /// (TLS), and so does everything on Apple platforms, where it does not spin.
    enum PlainHTTP {
        /// Sends `request` and reads the whole answer. Cancelling the calling task
        /// closes the exchange at once.
        static func send(
            _ request: URLRequest, deadline: DispatchTime
        ) async -> Result<
            (Data, HTTPURLResponse), HTTPBackend.TransportProblem
        > {
            guard let exchange = Exchange(request, deadline: deadline) else {
                return .failure(.other("the endpoint is not an http:// URL with a host"))
            }
            return await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    Thread { continuation.resume(returning: exchange.run()) }.start()
                }
            } onCancel: {
                exchange.cancel()
            }
        }

        /// Largest answer read: a chat completion is a few kilobytes.
        static let maximumAnswer = 16 << 20

        /// The socket work, on its own thread; `cancel()` may come from any thread.
        final class Exchange: Sendable {
            let url: URL
            let host: String
            let port: UInt16
            let head: Data
            let body: Data
            let deadline: DispatchTime
            /// A pipe whose read end `poll` watches beside the socket: `cancel()` writes to it.
            private let wake: (read: Int32, write: Int32)

            init?(_ request: URLRequest, deadline: DispatchTime) {
                guard let url = request.url, url.scheme?.lowercased() == "http", let host = url.host, !host.isEmpty,
                    let port = UInt16(exactly: url.port ?? 80)
                else { return nil }
                var fds: [Int32] = [0, 0]
                guard pipe(&fds) == 0 else { return nil }
                for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
                wake = (fds[0], fds[1])
                self.url = url
                self.host = host
                self.port = port
                self.deadline = deadline
                body = request.httpBody ?? Data()
                // The request target as the URL has it, percent-encoding kept, and its query (`?api-version=…`).
                let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
                var path = components?.percentEncodedPath ?? url.path
                if path.isEmpty { path = "/" }
                if let query = components?.percentEncodedQuery { path += "?" + query }
                // An IPv6 literal goes in brackets (RFC 9110 §7.2 via RFC 3986's IP-literal), without a zone id.
                let hostField = host.contains(":") ? "[\(host.split(separator: "%").first ?? "")]" : host
                var lines = ["\(request.httpMethod ?? "GET") \(path) HTTP/1.1", "Host: \(hostField):\(port)"]
                for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key })
                where !["host", "content-length", "connection"].contains(name.lowercased()) {
                    lines.append("\(name): \(value)")
                }
                lines.append("Content-Length: \(body.count)")
                lines.append("Connection: close")
                head = Data((lines.joined(separator: "\r\n") + "\r\n\r\n").utf8)
            }

            deinit {
                _ = POSIX.close(wake.read)
                _ = POSIX.close(wake.write)
            }

            func cancel() {
                var byte: UInt8 = 1
                _ = POSIX.write(wake.write, &byte, 1)
            }

            func run() -> Result<(Data, HTTPURLResponse), HTTPBackend.TransportProblem> {
                let fd: Int32
                switch open() {
                case .success(let socket): fd = socket
                case .failure(let problem): return .failure(problem)
                }
                defer { _ = POSIX.close(fd) }
                if case .failure(let problem) = write(head + body, to: fd) { return .failure(problem) }
                // Each byte is parsed once, as it comes (a server that drips a body
                // for the whole turn costs what its bytes cost, not their square),
                // up to `maximumAnswer` bytes and the deadline.
                var reader = HTTPAnswer.Reader(url: url, maximumBody: PlainHTTP.maximumAnswer)
                var chunk = [UInt8](repeating: 0, count: 64 << 10)
                while true {
                    if let problem = wait(fd, for: Int16(POLLIN)) { return .failure(problem) }
                    let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                    if n < 0 {
                        if errno == EINTR || errno == EAGAIN { continue }
                        return .failure(.other("the connection was lost before an answer"))
                    }
                    let step = n == 0 ? reader.finish() : reader.feed(chunk[0..<n])
                    switch step {
                    case .more: continue
                    case .done(let body, let response): return .success((body, response))
                    case .invalid(let why): return .failure(.other(why))
                    }
                }
            }

            /// A connected, non-blocking socket to the first address that answers.
            private func open() -> Result<Int32, HTTPBackend.TransportProblem> {
                var hints = addrinfo()
                hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
                hints.ai_family = AF_UNSPEC
                var list: UnsafeMutablePointer<addrinfo>?
                guard getaddrinfo(host, String(port), &hints, &list) == 0, let first = list else {
                    return .failure(.unreachable("unknown host"))
                }
                defer { freeaddrinfo(list) }
                var problem = HTTPBackend.TransportProblem.unreachable("connection refused")
                var entry: UnsafeMutablePointer<addrinfo>? = first
                while let info = entry {
                    entry = info.pointee.ai_next
                    let fd = socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue), 0)
                    guard fd >= 0 else { continue }
                    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
                    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
                    var one: Int32 = 1
                    _ = setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
                    if connect(fd, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 { return .success(fd) }
                    if errno == EINPROGRESS {
                        if let waited = wait(fd, for: Int16(POLLOUT)) {
                            _ = POSIX.close(fd)
                            if waited == .timedOut || waited == .cancelled { return .failure(waited) }
                            continue
                        }
                        var error: Int32 = 0
                        var size = socklen_t(MemoryLayout<Int32>.size)
                        _ = getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &size)
                        if error == 0 { return .success(fd) }
                        if error != ECONNREFUSED {
                            problem = .other("cannot connect (\(String(cString: strerror(error))))")
                        }
                    } else if errno != ECONNREFUSED {
                        problem = .other("cannot connect (\(String(cString: strerror(errno))))")
                    }
                    _ = POSIX.close(fd)
                }
                return .failure(problem)
            }

            private func write(_ data: Data, to fd: Int32) -> Result<Void, HTTPBackend.TransportProblem> {
                var sent = 0
                while sent < data.count {
                    if let problem = wait(fd, for: Int16(POLLOUT)) { return .failure(problem) }
                    let n = data.withUnsafeBytes {
                        Glibc.send(fd, $0.baseAddress! + sent, data.count - sent, Int32(MSG_NOSIGNAL))
                    }
                    if n < 0 {
                        if errno == EINTR || errno == EAGAIN { continue }
                        return .failure(.other("the connection was lost before an answer"))
                    }
                    sent += n
                }
                return .success(())
            }

            /// Blocks until `fd` is ready for `events`; a problem when the deadline
            /// passes, the exchange is cancelled or the socket fails.
            private func wait(_ fd: Int32, for events: Int16) -> HTTPBackend.TransportProblem? {
                while true {
                    let now = DispatchTime.now().uptimeNanoseconds
                    guard deadline.uptimeNanoseconds > now else { return .timedOut }
                    let left = Int32(min((deadline.uptimeNanoseconds - now) / 1_000_000 + 1, 60_000))
                    var fds = [
                        pollfd(fd: fd, events: events, revents: 0),
                        pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
                    ]
                    let ready = poll(&fds, 2, left)
                    if ready < 0 {
                        if errno == EINTR { continue }
                        return .other("poll failed (\(String(cString: strerror(errno))))")
                    }
                    if fds[1].revents != 0 { return .cancelled }
                    if fds[0].revents & events != 0 { return nil }
                    if fds[0].revents & Int16(POLLHUP | POLLERR) != 0 {
                        // Readable end of a closed connection: recv reads what is left, then 0.
                        return events == Int16(POLLIN) ? nil : .unreachable("connection refused")
                    }
                }
            }
        }
    }

    /// Reads an HTTP/1.1 answer as RFC 9110 and 9112 have a client read it.
    enum HTTPAnswer {
        /// The answer, once `data` holds all of it; with `closed`, whatever came
        /// before the connection ended. Nil while incomplete, and for what is not HTTP.
        static func complete(_ data: Data, url: URL, closed: Bool = false) -> (Data, HTTPURLResponse)? {
            var reader = Reader(url: url, maximumBody: PlainHTTP.maximumAnswer)
            var step = reader.feed(data)
            if case .more = step, closed { step = reader.finish() }
            guard case .done(let body, let response) = step else { return nil }
            return (body, response)
        }

        /// An answer read as its bytes come, each byte looked at once: the
        /// status line and header fields (1xx interim answers skipped, obs-fold
        /// joined), then a body framed by Transfer-Encoding (chunked last: the
        /// chunks, their extensions and trailers; any other coding: the end of the
        /// connection), else Content-Length (one value, or a list of equal ones),
        /// else the end of the connection; none for 204 and 304. A bare LF ends a
        /// line as CRLF does (§2.2). At most `maximumHead` bytes of head and
        /// `maximumBody` of body.
        struct Reader {
            enum Step {
                /// Not complete yet: feed more, or `finish()` at the end of the connection.
                case more
                case done(Data, HTTPURLResponse)
                /// Not an answer Tally can read: why, for a message.
                case invalid(String)
            }

            private enum Chunk {
                case size
                case data(Int)
                case dataEnd
                case trailers
            }

            private enum Phase {
                case head
                case length(Int)
                case chunked(Chunk)
                case untilClose
                case done
            }

            static let maximumHead = 64 << 10

            let url: URL
            let maximumBody: Int
            /// Bytes not yet used, from `start`; used bytes are dropped in batches.
            private var buffer: [UInt8] = []
            private var start = 0
            /// How far `buffer` is known to hold no line end.
            private var scanned = 0
            private var phase = Phase.head
            /// The lines of the head so far (without their line ends).
            private var headLines: [String] = []
            private var headBytes = 0
            private var status = 0
            private var fields: [String: String] = [:]
            private var body: [UInt8] = []
            /// Bytes looked at so far, rescans included: what makes the reader linear, and what its tests count.
            private(set) var examined = 0

            init(url: URL, maximumBody: Int) {
                self.url = url
                self.maximumBody = maximumBody
            }

            mutating func feed(_ bytes: some Collection<UInt8>) -> Step {
                if case .done = phase { return .invalid("the server sent more than one answer") }
                buffer.append(contentsOf: bytes)
                return advance()
            }

            /// The connection ended: what came is the answer, or not a whole one.
            mutating func finish() -> Step {
                switch phase {
                case .untilClose:
                    phase = .done
                    return answer()
                case .head where headLines.isEmpty && start == buffer.count:
                    return .invalid("the server closed the connection without an answer")
                case .head:
                    return .invalid("the server's answer is not valid HTTP (its head ends early)")
                case .length(let left):
                    return .invalid(
                        "the connection closed before the whole answer (\(left) bytes of its Content-Length missing)")
                case .chunked:
                    return .invalid("the connection closed before the last chunk of the answer")
                case .done:
                    return .more
                }
            }

            private mutating func advance() -> Step {
                while true {
                    switch phase {
                    case .head:
                        guard let line = nextLine(limit: Self.maximumHead - headBytes) else {
                            return overLong ? .invalid("the server's answer head is longer than 64 KiB") : .more
                        }
                        headBytes += line.utf8.count + 2
                        if !line.isEmpty {
                            headLines.append(line)
                            continue
                        }
                        if headLines.isEmpty { continue }  // stray line ends before a status line (§2.2)
                        if let problem = parseHead() { return .invalid(problem) }
                    case .length(let left):
                        let take = min(left, buffer.count - start)
                        body.append(contentsOf: buffer[start..<(start + take)])
                        examined += take
                        consume(take)
                        if left - take > 0 {
                            phase = .length(left - take)
                            return .more
                        }
                        phase = .done
                        return answer()
                    case .untilClose:
                        examined += buffer.count - start
                        body.append(contentsOf: buffer[start...])
                        consume(buffer.count - start)
                        return body.count > maximumBody ? tooLarge() : .more
                    case .chunked(let state):
                        if let step = chunked(state) { return step }
                    case .done:
                        return answer()
                    }
                }
            }

            /// One step of a chunked body; nil to go on.
            private mutating func chunked(_ state: Chunk) -> Step? {
                switch state {
                case .size:
                    guard let line = nextLine(limit: 4096) else {
                        return overLong ? .invalid("a chunk-size line of the answer is too long") : .more
                    }
                    let sizeText = line.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
                    let digits = sizeText.trimmingCharacters(in: CharacterSet(charactersIn: " \t"))
                    guard !digits.isEmpty, digits.count <= 15, digits.allSatisfy(\.isHexDigit),
                        let size = Int(digits, radix: 16)
                    else {
                        return .invalid("the server's answer is not valid HTTP (a chunk size '\(digits.prefix(20))')")
                    }
                    guard body.count + size <= maximumBody else { return tooLarge() }
                    phase = .chunked(size == 0 ? .trailers : .data(size))
                case .data(let left):
                    let take = min(left, buffer.count - start)
                    body.append(contentsOf: buffer[start..<(start + take)])
                    examined += take
                    consume(take)
                    if left - take > 0 {
                        phase = .chunked(.data(left - take))
                        return .more
                    }
                    phase = .chunked(.dataEnd)
                case .dataEnd:
                    guard let line = nextLine(limit: 2) else {
                        return overLong
                            ? .invalid("the server's answer is not valid HTTP (a chunk overruns its size)") : .more
                    }
                    guard line.isEmpty else {
                        return .invalid("the server's answer is not valid HTTP (a chunk overruns its size)")
                    }
                    phase = .chunked(.size)
                case .trailers:
                    guard let line = nextLine(limit: Self.maximumHead) else {
                        return overLong ? .invalid("the answer's trailer fields are longer than 64 KiB") : .more
                    }
                    if line.isEmpty {
                        phase = .done
                        return answer()
                    }
                }
                return nil
            }

            /// The status line and fields once the head is whole; the body's framing, or why there is none.
            private mutating func parseHead() -> String? {
                let statusLine = headLines[0]
                let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
                guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[0].count == 8, parts[1].count == 3,
                    parts[1].allSatisfy(\.isNumber), let code = Int(parts[1]), (100...599).contains(code)
                else {
                    return "the server's answer is not valid HTTP (its first line is '\(statusLine.prefix(40))')"
                }
                var fields: [String: String] = [:]
                var lengths: [String] = []
                var codings: [String] = []
                var last: String?
                for line in headLines.dropFirst() {
                    if line.first == " " || line.first == "\t", let name = last {
                        // obs-fold (§5.2): a continuation line, joined with a space.
                        fields[name, default: ""] += " " + line.trimmingCharacters(in: .whitespaces)
                        continue
                    }
                    guard let colon = line.firstIndex(of: ":"), colon != line.startIndex else {
                        return "the server's answer is not valid HTTP (a header line '\(line.prefix(40))')"
                    }
                    let name = String(line[..<colon])
                    guard !name.contains(where: { $0 == " " || $0 == "\t" }) else {
                        return
                            "the server's answer is not valid HTTP (a space before the colon of '\(name.prefix(40))')"
                    }
                    let value = String(line[line.index(after: colon)...]).trimmingCharacters(
                        in: CharacterSet(charactersIn: " \t"))
                    switch name.lowercased() {
                    case "content-length":
                        lengths += value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    case "transfer-encoding":
                        codings += value.split(separator: ",").map {
                            $0.trimmingCharacters(in: .whitespaces).lowercased()
                        }
                    default: break
                    }
                    let key = fields.keys.first { $0.lowercased() == name.lowercased() } ?? name
                    fields[key] = fields[key].map { $0 + ", " + value } ?? value
                    last = key
                }
                headLines = []
                headBytes = 0
                if (100..<200).contains(code) {
                    // An interim answer (100 Continue, 103 Early Hints): the real one follows.
                    guard code != 101 else { return "the server switched protocols (101), which Tally never asks for" }
                    return nil
                }
                status = code
                self.fields = fields
                if code == 204 || code == 304 {
                    phase = .done
                } else if !codings.isEmpty {
                    // Transfer-Encoding overrides Content-Length (RFC 9112 §6.3); chunked must be last to frame.
                    phase = codings.last == "chunked" ? .chunked(.size) : .untilClose
                } else if !lengths.isEmpty {
                    guard let first = lengths.first, lengths.allSatisfy({ $0 == first }), !first.isEmpty,
                        first.count <= 15, first.allSatisfy({ $0.isASCII && $0.isNumber }), let length = Int(first)
                    else {
                        return
                            "the server's answer is not valid HTTP (Content-Length '\(lengths.joined(separator: ", ").prefix(40))')"
                    }
                    guard length <= maximumBody else { return "the answer is larger than \(maximumBody >> 20) MiB" }
                    phase = .length(length)
                } else {
                    phase = .untilClose
                }
                return nil
            }

            private func tooLarge() -> Step { .invalid("the answer is larger than \(maximumBody >> 20) MiB") }

            private mutating func answer() -> Step {
                guard
                    let response = HTTPURLResponse(
                        url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)
                else { return .invalid("the server's answer is not valid HTTP") }
                return .done(Data(body), response)
            }

            /// Whether the last `nextLine` found no line end within its limit.
            private var overLong = false

            /// The next line without its line end (CRLF or a bare LF), once one is in
            /// the buffer; nil while none is, or — `overLong` — when `limit` bytes hold none.
            private mutating func nextLine(limit: Int) -> String? {
                overLong = false
                var i = max(scanned, start)
                let from = i
                while i < buffer.count, buffer[i] != 0x0A { i += 1 }
                examined += i - from
                guard i < buffer.count else {
                    scanned = i
                    overLong = buffer.count - start > max(limit, 0)
                    return nil
                }
                var end = i
                if end > start, buffer[end - 1] == 0x0D { end -= 1 }
                let line = String(decoding: buffer[start..<end], as: UTF8.self)
                consume(i + 1 - start)
                return line
            }

            /// Marks `count` bytes used; drops used bytes once they are most of the buffer.
            private mutating func consume(_ count: Int) {
                start += count
                if start == buffer.count {
                    buffer.removeAll(keepingCapacity: true)
                    start = 0
                } else if start > 64 << 10, start * 2 > buffer.count {
                    buffer.removeFirst(start)
                    start = 0
                }
                scanned = start
            }
        }
    }
#endif
