import Foundation

/// Writing to the terminal (Swift 6 cannot touch the global `stdout`).
enum Output {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func err(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// A progress line that rewrites itself on a terminal; in a CI log, a
    /// plain line every ten seconds.
    static func progress(_ text: String) {
        if isatty(2) == 1 {
            FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
        } else if ProgressClock.shared.due(every: 10) {
            FileHandle.standardError.write(Data("\(text)\n".utf8))
        }
    }

    static func endProgress() {
        if isatty(2) == 1 { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}

/// The exit codes of DESIGN §5.
enum ExitCode: Int32 {
    case ok = 0
    /// A gate failed, or a run had errors past --max-errors.
    case failed = 1
    /// Bad usage or bad input.
    case badInput = 2
    /// Interrupted by Ctrl-C.
    case interrupted = 130
}

/// When the last plain progress line was written.
final class ProgressClock: @unchecked Sendable {
    static let shared = ProgressClock()
    private let lock = NSLock()
    private var last = Date.distantPast

    func due(every seconds: Double) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard Date().timeIntervalSince(last) >= seconds else { return false }
        last = Date()
        return true
    }
}
