import TallyModel
import TallyReports

#if !TALLY_NO_PROCESSES
    import Foundation

    /// One running plugin: `/bin/sh -c COMMAND` (under the lifeline's watchdog)
    /// with its three pipes.
    ///
    /// Stdout lines go to `output` (read by a thread of their own); stderr is read
    /// by another thread that keeps only its first and last lines, for error
    /// messages. The child leads its own process group, so `kill()` reaches the
    /// shell *and* the interpreter it started. Used by one request at a time (the
    /// pool's lease), so the mutable parts are few and behind locks.
    final class PluginProcess: Sendable {
        let command: String
        let pid: Int32
        let spawnedAt: DispatchTime
        /// The child's stdout, line by line.
        let output = LineMailbox()

        private let child: ChildProcess
        /// Its pool's `TALLY_PLUGIN_OWNER`.
        private let marker: String
        private let errors = StderrTail()
        /// The child's stdin, until it is closed.
        private let input: Locked<FileHandle?>
        private let greeting = Locked<PluginHello?>(nil)

        private init(command: String, child: ChildProcess, marker: String) {
            self.command = command
            self.marker = marker
            self.child = child
            input = Locked(child.input)
            pid = child.pid
            spawnedAt = .now()
        }

        /// Starts the command under the lifeline's watchdog; throws only when the
        /// shell itself cannot start.
        static func launch(
            command: String, lifeline: PluginLifeline, extraEnvironment: [String: String] = [:]
        ) throws -> PluginProcess {
            var environment = ProcessInfo.processInfo.environment.merging(extraEnvironment) { $1 }
            // Python block-buffers stdout into a pipe; unbuffered, a plugin that
            // forgets to flush still works. Harmless for other languages.
            environment["PYTHONUNBUFFERED"] = "1"
            let child = try PluginProcesses.spawn(
                arguments: lifeline.wrap(command), environment: environment, marker: lifeline.marker)
            let plugin = PluginProcess(command: command, child: child, marker: lifeline.marker)
            let mailbox = plugin.output
            let tail = plugin.errors
            PipeReader.start(
                child.output, name: "tally-plugin-\(plugin.pid)-out", onLine: { mailbox.push($0) },
                onEnd: { mailbox.close() })
            PipeReader.start(
                child.errors, name: "tally-plugin-\(plugin.pid)-err", onLine: { tail.add($0) },
                onEnd: { tail.end() })
            return plugin
        }

        /// The hello this process said, once it has.
        var hello: PluginHello? {
            get { greeting.value }
            set { greeting.withLock { $0 = newValue } }
        }

        var hasExited: Bool { child.exit != nil }

        /// Writes one line (a newline is added); false when the child no longer reads.
        func send(_ line: String) -> Bool {
            input.withLock { handle in
                guard let fd = handle?.fileDescriptor else { return false }
                // One buffer, one write(2) (a pipe takes a line of up to 64 KiB whole).
                var text = line + "\n"
                return text.withUTF8 { bytes in
                    guard let base = bytes.baseAddress else { return false }
                    return POSIX.withoutSIGPIPE {
                        var offset = 0
                        while offset < bytes.count {
                            let written = POSIX.write(fd, base + offset, bytes.count - offset)
                            if written < 0 {
                                if errno == EINTR { continue }
                                return false
                            }
                            offset += written
                        }
                        return true
                    }
                }
            }
        }

        /// Closes the child's stdin: a well-behaved plugin exits at end of input.
        func closeInput() {
            input.withLock { handle in
                try? handle?.close()
                handle = nil
            }
        }

        /// Kills the whole process group at once (the shell and what it started),
        /// and every descendant outside it, even after the shell itself has exited.
        func kill() {
            closeInput()
            PluginProcesses.end(pid, marker: marker)
        }

        /// Asks the child to stop (end of input), then kills it after `grace` seconds.
        func stop(grace: Double) async {
            // Who is below it, before it may exit and leave them to init (or launchd).
            let below = PluginProcesses.descendants(of: pid)
            closeInput()
            let deadline = DispatchTime.now() + grace
            // A plugin exits within milliseconds of its end of input: a millisecond's poll finds it at once
            // (ten were a run's last 10 ms at every size), and costs at most `grace` × 1,000 wake-ups.
            while !hasExited, DispatchTime.now() < deadline { try? await Task.sleep(nanoseconds: 1_000_000) }
            closeInput()
            PluginProcesses.end(pid, marker: marker, remembered: below)
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
            switch child.exit {
            case .signalled(let signal)?: return "was killed by signal \(signal)"
            case .exited(let status)?: return "exited with status \(status)"
            case nil: return "closed its output"
            }
        }

        /// The first and last lines of stderr, for a start-up error.
        var stderrSummary: String? { errors.summary }

        deinit {
            // Never leave a child behind, even if nobody called shutdown().
            if child.exit == nil { POSIX.killGroup(pid) }
        }
    }

    /// Keeps the first and the last non-blank stderr lines of a child, trimmed.
    final class StderrTail: Sendable {
        private struct State: Sendable {
            var first: String?
            var last: String?
            var ended = false
        }

        private let state = Locked(State())

        func add(_ line: String) {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else { return }
            let short = trimmed.count > 300 ? String(trimmed.prefix(300)) + "…" : trimmed
            state.withLock {
                if $0.first == nil { $0.first = short }
                $0.last = short
            }
        }

        func end() { state.withLock { $0.ended = true } }

        var ended: Bool { state.value.ended }

        var last: String? { state.value.last }

        /// "first" or "first … last" (a Python traceback starts and ends usefully).
        var summary: String? {
            let s = state.value
            guard let first = s.first else { return nil }
            guard let last = s.last, last != first else { return first }
            return "\(first) … \(last)"
        }
    }
#endif
