import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One running plugin: `/bin/sh -c COMMAND` with its three pipes.
///
/// Stdout lines go to `output` (read by a thread of their own); stderr is read
/// by another thread that keeps only its first and last lines, for error
/// messages. The child leads its own process group (Foundation's `Process`
/// sets that up on Linux), so `kill()` reaches the shell *and* the interpreter
/// it started. Used by one request at a time (the pool's lease), so the
/// mutable parts are few and lock-protected.
final class PluginProcess: @unchecked Sendable {
    let command: String
    let pid: Int32
    let spawnedAt: DispatchTime
    /// The child's stdout, line by line.
    let output = LineMailbox()

    private let process: Process
    private let input: FileHandle
    private let errors = StderrTail()
    private let lock = NSLock()
    private var inputClosed = false
    private var greeting: PluginHello?

    private let exitBox: ExitBox

    private init(command: String, process: Process, input: FileHandle, exitBox: ExitBox) {
        self.command = command
        self.process = process
        self.input = input
        self.exitBox = exitBox
        pid = process.processIdentifier
        spawnedAt = .now()
    }

    /// Starts the command; throws only when the shell itself cannot start.
    static func launch(command: String) throws -> PluginProcess {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        var environment = ProcessInfo.processInfo.environment
        // Python block-buffers stdout into a pipe; unbuffered, a plugin that
        // forgets to flush still works. Harmless for other languages.
        environment["PYTHONUNBUFFERED"] = "1"
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr

        // The handler may run before `launch` returns: it fills a box the instance reads.
        let exitBox = ExitBox()
        process.terminationHandler = { p in exitBox.set(p.terminationReason, p.terminationStatus) }
        try process.run()
        let plugin = PluginProcess(
            command: command, process: process, input: stdin.fileHandleForWriting, exitBox: exitBox)
        let mailbox = plugin.output
        let tail = plugin.errors
        PipeReader.start(
            stdout.fileHandleForReading, name: "tally-plugin-\(plugin.pid)-out", onLine: { mailbox.push($0) },
            onEnd: { mailbox.close() })
        PipeReader.start(
            stderr.fileHandleForReading, name: "tally-plugin-\(plugin.pid)-err", onLine: { tail.add($0) },
            onEnd: { tail.end() })
        return plugin
    }

    /// The hello this process said, once it has.
    var hello: PluginHello? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return greeting
        }
        set {
            lock.lock()
            greeting = newValue
            lock.unlock()
        }
    }

    var hasExited: Bool { exitBox.value != nil }

    /// Writes one line (a newline is added); false when the child no longer reads.
    func send(_ line: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard !inputClosed else { return false }
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        let fd = input.fileDescriptor
        return withoutSIGPIPE {
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + offset, $0.count - offset) }
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Closes the child's stdin: a well-behaved plugin exits at end of input.
    func closeInput() {
        lock.lock()
        defer { lock.unlock() }
        guard !inputClosed else { return }
        inputClosed = true
        try? input.close()
    }

    /// Kills the whole process group at once (the shell and what it started).
    func kill() {
        closeInput()
        guard !hasExited else { return }
        killGroup(pid)
    }

    /// Asks the child to stop (end of input), then kills it after `grace` seconds.
    func stop(grace: Double) async {
        closeInput()
        let deadline = DispatchTime.now() + grace
        while !hasExited, DispatchTime.now() < deadline { try? await Task.sleep(nanoseconds: 10_000_000) }
        kill()
    }

    /// "exited with status 1: ZeroDivisionError: division by zero" — after
    /// waiting briefly for the exit status and the end of stderr, which arrive
    /// on other threads than the end of stdout.
    /// What a process said first: its hello, a first line that is not one,
    /// or nothing (it exited, or the deadline passed). Remembers the hello.
    enum HelloEvent: Sendable {
        case hello(PluginHello)
        case notHello(String)
        case closed
        case timedOut
        case cancelled
    }

    func awaitHello(deadline: DispatchTime) async -> HelloEvent {
        while true {
            switch await output.next(deadline: deadline) {
            case .line(let line) where line.allSatisfy(\.isWhitespace):
                continue
            case .line(let line):
                switch PluginWire.parseHello(line) {
                case .success(let greeting):
                    hello = greeting
                    return .hello(greeting)
                case .failure(let problem):
                    return .notHello(problem.text)
                }
            case .closed: return .closed
            case .timedOut: return .timedOut
            case .cancelled: return .cancelled
            }
        }
    }

    func exitDescription(wait: Double = 0.5) async -> String {
        let status = await exitStatusText(wait: wait)
        return errors.last.map { "\(status): \($0)" } ?? status
    }

    /// "exited with status 1", "was killed by signal 9".
    func exitStatusText(wait: Double = 0.5) async -> String {
        let deadline = DispatchTime.now() + wait
        while !(hasExited && errors.ended), DispatchTime.now() < deadline {
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        switch exitBox.value {
        case (.uncaughtSignal, let signal)?: return "was killed by signal \(signal)"
        case (_, let status)?: return "exited with status \(status)"
        case nil: return "closed its output"
        }
    }

    /// The first and last lines of stderr, for a start-up error.
    var stderrSummary: String? { errors.summary }

    deinit {
        // Never leave a child behind, even if nobody called shutdown().
        if exitBox.value == nil { killGroup(pid) }
    }
}

/// Runs `body` (a write to a child's stdin) so that a child that has died
/// does not end Tally with SIGPIPE: the write fails with EPIPE instead.
///
/// SIGPIPE is blocked on this thread for the call and a SIGPIPE the write
/// raised is consumed before unblocking. Unlike `signal(SIGPIPE, SIG_IGN)`
/// this changes no process-wide state, and children do not inherit an
/// ignored SIGPIPE. `body` must not suspend (it is synchronous).
private func withoutSIGPIPE<T>(_ body: () -> T) -> T {
    var pipeOnly = sigset_t()
    sigemptyset(&pipeOnly)
    sigaddset(&pipeOnly, SIGPIPE)
    var previous = sigset_t()
    pthread_sigmask(SIG_BLOCK, &pipeOnly, &previous)
    var pending = sigset_t()
    sigpending(&pending)
    let alreadyPending = sigismember(&pending, SIGPIPE) == 1
    let result = body()
    if !alreadyPending {
        sigpending(&pending)
        if sigismember(&pending, SIGPIPE) == 1 {
            var now = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&pipeOnly, nil, &now)
        }
    }
    pthread_sigmask(SIG_SETMASK, &previous, nil)
    return result
}

/// SIGKILL to the child's process group, and to the child in case it is not a group leader.
private func killGroup(_ pid: Int32) {
    _ = kill(-pid, SIGKILL)
    _ = kill(pid, SIGKILL)
}

/// The exit of a child, set by Foundation's termination handler.
final class ExitBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: (Process.TerminationReason, Int32)?

    func set(_ reason: Process.TerminationReason, _ status: Int32) {
        lock.lock()
        stored = (reason, status)
        lock.unlock()
    }

    var value: (Process.TerminationReason, Int32)? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// Keeps the first and the last non-blank stderr lines of a child, trimmed.
final class StderrTail: @unchecked Sendable {
    private let lock = NSLock()
    private var firstLine: String?
    private var lastLine: String?
    private var didEnd = false

    func add(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        let short = trimmed.count > 300 ? String(trimmed.prefix(300)) + "…" : trimmed
        lock.lock()
        if firstLine == nil { firstLine = short }
        lastLine = short
        lock.unlock()
    }

    func end() {
        lock.lock()
        didEnd = true
        lock.unlock()
    }

    var ended: Bool {
        lock.lock()
        defer { lock.unlock() }
        return didEnd
    }

    var last: String? {
        lock.lock()
        defer { lock.unlock() }
        return lastLine
    }

    /// "first" or "first … last" (a Python traceback starts and ends usefully).
    var summary: String? {
        lock.lock()
        defer { lock.unlock() }
        guard let firstLine else { return nil }
        guard let lastLine, lastLine != firstLine else { return firstLine }
        return "\(firstLine) … \(lastLine)"
    }
}
