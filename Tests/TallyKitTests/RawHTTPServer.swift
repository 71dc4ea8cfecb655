import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A server that answers every connection with the same raw bytes, in
/// pieces — an interim 1xx, a body that drips for ever, odd framing — on
/// 127.0.0.1 or ::1, recording each request's head as it came.
final class RawHTTPServer: @unchecked Sendable {
    let port: UInt16
    let ipv6: Bool
    private let listener: Int32
    private let pieces: [Data]
    /// Seconds between pieces.
    private let pause: Double
    /// After the pieces, one more byte every `pause` seconds until the client goes.
    private let drip: Bool
    /// Whether it waits for a request head before answering (false: it answers as soon as a client connects).
    private let waitsForRequest: Bool
    private let lock = NSLock()
    private var heads: [String] = []

    struct SocketError: Error {}

    init(
        _ pieces: [String], pause: Double = 0, drip: Bool = false, ipv6: Bool = false, waitsForRequest: Bool = true
    ) throws {
        self.waitsForRequest = waitsForRequest
        self.pieces = pieces.map { Data($0.utf8) }
        self.pause = pause
        self.drip = drip
        self.ipv6 = ipv6
        (listener, port) = try Self.openListener(ipv6: ipv6)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    deinit {
        _ = shutdown(listener, Int32(SHUT_RDWR))
        _ = close(listener)
    }

    var endpoint: URL { URL(string: ipv6 ? "http://[::1]:\(port)/v1" : "http://127.0.0.1:\(port)/v1")! }

    /// The request heads received (request line and header lines), in order.
    var requests: [String] {
        lock.lock()
        defer { lock.unlock() }
        return heads
    }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 { return }
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ fd: Int32) {
        defer { _ = close(fd) }
        var buffer = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while waitsForRequest, !buffer.containsHeadEnd {
            let n = recv(fd, &chunk, chunk.count, 0)
            if n <= 0 { return }
            buffer += chunk[0..<n]
        }
        let head = String(decoding: buffer, as: UTF8.self).components(separatedBy: "\r\n\r\n")[0]
        lock.lock()
        heads.append(head)
        lock.unlock()
        for piece in pieces {
            if pause > 0 { Thread.sleep(forTimeInterval: pause) }
            guard send(piece) else { return }
        }
        while drip {
            Thread.sleep(forTimeInterval: max(pause, 0.001))
            guard send(Data("x".utf8)) else { return }
        }
        func send(_ data: Data) -> Bool {
            data.withUnsafeBytes { raw in
                #if os(Linux)
                    Glibc.send(fd, raw.baseAddress, raw.count, Int32(MSG_NOSIGNAL)) == raw.count
                #else
                    Darwin.send(fd, raw.baseAddress, raw.count, 0) == raw.count
                #endif
            }
        }
    }

    private static func openListener(ipv6: Bool) throws -> (Int32, UInt16) {
        #if os(Linux)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let fd = socket(ipv6 ? AF_INET6 : AF_INET, stream, 0)
        guard fd >= 0 else { throw SocketError() }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var port: UInt16 = 0
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_addr = in6addr_loopback
            let size = socklen_t(MemoryLayout<sockaddr_in6>.size)
            guard
                withUnsafePointer(
                    to: &address, { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, size) } }) == 0
            else {
                _ = close(fd)
                throw SocketError()
            }
            var length = size
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
            }
            port = UInt16(bigEndian: address.sin6_port)
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let size = socklen_t(MemoryLayout<sockaddr_in>.size)
            guard
                withUnsafePointer(
                    to: &address, { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, size) } }) == 0
            else {
                _ = close(fd)
                throw SocketError()
            }
            var length = size
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
            }
            port = UInt16(bigEndian: address.sin_port)
        }
        guard listen(fd, 16) == 0 else {
            _ = close(fd)
            throw SocketError()
        }
        return (fd, port)
    }
}

extension Array where Element == UInt8 {
    /// Whether the bytes hold the blank line that ends a request head.
    fileprivate var containsHeadEnd: Bool {
        guard count >= 4 else { return false }
        for i in 0...(count - 4) where self[i] == 13 && self[i + 1] == 10 && self[i + 2] == 13 && self[i + 3] == 10 {
            return true
        }
        return false
    }
}
