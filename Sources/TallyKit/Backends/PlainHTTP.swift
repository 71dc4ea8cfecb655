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
                var path = url.path.isEmpty ? "/" : url.path
                if let query = url.query { path += "?" + query }
                var lines = ["\(request.httpMethod ?? "GET") \(path) HTTP/1.1", "Host: \(host):\(port)"]
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
                var answer = Data()
                var chunk = [UInt8](repeating: 0, count: 64 << 10)
                while true {
                    if let problem = wait(fd, for: Int16(POLLIN)) { return .failure(problem) }
                    let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                    if n < 0 {
                        if errno == EINTR || errno == EAGAIN { continue }
                        return .failure(.other("the connection was lost before an answer"))
                    }
                    if n == 0 { break }
                    answer.append(contentsOf: chunk[0..<n])
                    if answer.count > PlainHTTP.maximumAnswer {
                        return .failure(.other("the answer is larger than 16 MiB"))
                    }
                    if let parsed = HTTPAnswer.complete(answer, url: url) { return .success(parsed) }
                }
                guard let parsed = HTTPAnswer.complete(answer, url: url, closed: true) else {
                    return .failure(.other("the server's answer is not valid HTTP"))
                }
                return .success(parsed)
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

    /// Reads an HTTP/1.1 answer: status line, headers, and a body framed by
    /// `Content-Length`, chunked encoding or the end of the connection.
    enum HTTPAnswer {
        /// The answer, once `data` holds all of it; with `closed`, whatever came
        /// before the connection ended.
        static func complete(_ data: Data, url: URL, closed: Bool = false) -> (Data, HTTPURLResponse)? {
            let bytes = [UInt8](data)
            guard let headEnd = find([13, 10, 13, 10], in: bytes, from: 0) else { return nil }
            let headText = String(decoding: bytes[0..<headEnd], as: UTF8.self)
            var lines = headText.components(separatedBy: "\r\n")
            let status = lines.removeFirst().split(separator: " ", maxSplits: 2)
            guard status.count >= 2, status[0].hasPrefix("HTTP/1."), let code = Int(status[1]) else { return nil }
            var headers: [String: String] = [:]
            for line in lines {
                guard let colon = line.firstIndex(of: ":") else { continue }
                let name = String(line[..<colon]).trimmingCharacters(in: .whitespaces)
                let value = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                headers[name] = headers[name].map { $0 + ", " + value } ?? value
            }
            func header(_ name: String) -> String? {
                headers.first { $0.key.lowercased() == name }?.value
            }
            let bodyStart = headEnd + 4
            var body: [UInt8]
            if header("transfer-encoding")?.lowercased().contains("chunked") == true {
                guard let decoded = dechunk(bytes, from: bodyStart) else { return nil }
                body = decoded
            } else if let length = header("content-length").flatMap({ Int($0) }), length >= 0 {
                guard bytes.count - bodyStart >= length else { return nil }
                body = Array(bytes[bodyStart..<(bodyStart + length)])
            } else if code == 204 || code == 304 || (100..<200).contains(code) {
                body = []
            } else {
                guard closed else { return nil }
                body = Array(bytes[bodyStart...])
            }
            guard
                let response = HTTPURLResponse(
                    url: url, statusCode: code, httpVersion: "HTTP/1.1", headerFields: headers)
            else { return nil }
            return (Data(body), response)
        }

        /// The body of a chunked answer, once its last (empty) chunk has come.
        static func dechunk(_ bytes: [UInt8], from start: Int) -> [UInt8]? {
            var body: [UInt8] = []
            var i = start
            while true {
                guard let lineEnd = find([13, 10], in: bytes, from: i) else { return nil }
                let sizeText = String(decoding: bytes[i..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
                guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else {
                    return nil
                }
                let chunkStart = lineEnd + 2
                if size == 0 { return body }
                guard bytes.count >= chunkStart + size + 2 else { return nil }
                body.append(contentsOf: bytes[chunkStart..<(chunkStart + size)])
                i = chunkStart + size + 2
            }
        }

        private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
            guard bytes.count >= needle.count, start <= bytes.count - needle.count else { return nil }
            for i in start...(bytes.count - needle.count) where bytes[i] == needle[0] {
                if Array(bytes[i..<(i + needle.count)]) == needle { return i }
            }
            return nil
        }
    }
#endif
