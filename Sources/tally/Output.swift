import Foundation
import TallyKit
import TallyModel
import TallyReports

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

    /// The first error writing to standard output (a full disk under `> file`),
    /// once: what was printed after it is lost, so the command must not exit 0.
    static let stdoutError = Locked<Int32?>(nil)

    /// Writes all of `data`, a short write followed by another for the rest. A
    /// closed or full stdout must not crash Tally (`FileHandle.write` traps): the
    /// rest is dropped and, for stdout, the error kept for `failure`.
    private static func emit(_ fd: Int32, _ data: Data) {
        if fd == 1, stdoutError.value != nil { return }
        withoutSIGPIPE {
            writeAll(fd, data)
        }
    }

    private static func writeAll(_ fd: Int32, _ data: Data) {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 {
                    let code = n < 0 ? errno : EIO
                    if fd == 1 { stdoutError.withLock { $0 = $0 ?? code } }
                    return
                }
                offset += n
            }
        }
    }

    /// The line for a command whose output was cut, or nil. A reader that went
    /// away (`| head`, EPIPE) took what it wanted: that is no failure.
    static var failure: String? {
        guard let code = stdoutError.value, code != EPIPE else { return nil }
        let why = String(cString: strerror(code)).lowercased()
        return
            "cannot write to standard output (\(why)); what was printed is incomplete: free space where it goes, and run again"
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

/// Runs a write so that a reader that went away (`tally diff | head`) makes
/// it fail with EPIPE instead of ending Tally with SIGPIPE: SIGPIPE is
/// blocked on this thread for the call, and one the write raised is consumed
/// before unblocking. No process-wide state changes, so plugins started
/// later do not inherit an ignored SIGPIPE.
private func withoutSIGPIPE(_ body: () -> Void) {
    var pipeOnly = sigset_t()
    sigemptyset(&pipeOnly)
    sigaddset(&pipeOnly, SIGPIPE)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipeOnly, &previous)
    var pending = sigset_t()
    sigpending(&pending)
    let alreadyPending = sigismember(&pending, SIGPIPE) == 1
    body()
    if !alreadyPending {
        sigpending(&pending)
        if sigismember(&pending, SIGPIPE) == 1 {
            // Pending, so sigwait returns at once (Darwin has no sigtimedwait).
            var signal: Int32 = 0
            _ = sigwait(&pipeOnly, &signal)
        }
    }
    pthread_sigmask(SIG_SETMASK, &previous, nil)
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
