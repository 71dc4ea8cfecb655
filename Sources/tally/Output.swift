import Foundation
import TallyKit

/// Writing to the terminal (Swift 6 cannot touch the global `stdout`).
enum Output {
    static func out(_ text: String) {
        emit(1, Data(escaped(text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    static func err(_ text: String) {
        emit(2, Data(escaped(text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// Control characters from a user's files (an ESC in a case text, a
    /// carriage return in an id) could rewrite the terminal: shown as `\u{1B}`.
    /// Newlines and tabs are Tally's own layout and stay.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ s: Unicode.Scalar) -> Bool {
        (s.value < 0x20 && s != "\n" && s != "\t") || (0x7F...0x9F).contains(s.value)
    }

    /// A closed or full stdout must not crash Tally (`FileHandle.write` traps): the output is dropped.
    private static func emit(_ fd: Int32, _ data: Data) {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return }
                offset += n
            }
        }
    }

    /// A progress line that rewrites itself on a terminal; in a CI log, a
    /// plain line every ten seconds.
    static func progress(_ text: String) {
        if isatty(2) == 1 {
            emit(2, Data("\r\u{1B}[K\(escaped(text))".utf8))
        } else if ProgressClock.shared.due(every: 10) {
            emit(2, Data("\(escaped(text))\n".utf8))
        }
    }

    static func endProgress() {
        if isatty(2) == 1 { emit(2, Data("\r\u{1B}[K".utf8)) }
    }
}

/// Every exit code of `tally`, in one place (`tally --help` lists them).
enum ExitCode: Int32, CaseIterable {
    case ok = 0
    case failed = 1
    case badInput = 2
    case interrupted = 130
    case terminated = 143

    var meaning: String {
        switch self {
        case .ok: return "done: the run, check or gate passed"
        case .failed: return "a gate failed, or a run's report is incomplete (--max-backend-failures, --max-errors)"
        case .badInput: return "bad usage or bad input: one line names the file (and line) and the fix"
        case .interrupted: return "stopped by Ctrl-C (SIGINT); what finished is kept for --resume"
        case .terminated: return "stopped by SIGTERM; what finished is kept for --resume"
        }
    }
}

/// When the last plain progress line was written.
final class ProgressClock: Sendable {
    static let shared = ProgressClock()
    private let last = Locked(Date.distantPast)

    func due(every seconds: Double) -> Bool {
        last.withLock { last in
            guard Date().timeIntervalSince(last) >= seconds else { return false }
            last = Date()
            return true
        }
    }
}
