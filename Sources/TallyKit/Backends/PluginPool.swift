import TallyModel
import TallyReports

#if !TALLY_NO_PROCESSES
    import Foundation

    /// A fixed number of plugin processes, each lent to one request at a time.
    ///
    /// A request takes an idle slot (or waits for one, up to its deadline), talks
    /// to the slot's process, and gives the slot back — marked for restart when
    /// the process crashed, hung or went out of step. A restart kills the old
    /// process at once and spawns the new one right away, so its start-up overlaps
    /// whatever else is running; the next request on that slot waits for its hello.
    actor PluginPool {
        let command: String
        let size: Int
        /// How long a new process may take to say hello.
        let startupTimeout: Double

        private var slots: [PluginProcess?]
        private var idle: [Int]
        private var waiters: [(id: UInt64, continuation: CheckedContinuation<Int?, Never>)] = []
        private var lastWaiterID: UInt64 = 0
        private var lastRequestID = 0
        private var starting: Task<PluginHello, any Error>?
        private var closed = false
        /// The first hello of the run; a restarted process must say the same model version.
        private(set) var hello: PluginHello?
        /// Kills every process of the pool when Tally ends, however it ends.
        private var lifeline: PluginLifeline?
        /// What `spawnEarly()` started on its caller's thread, until `start()` or `shutdown()` takes it.
        private nonisolated let early = Locked<Early>(.waiting)

        /// The processes `spawnEarly()` started before the actor could: the caller's thread
        /// spawns them at once, where a task would wait for a thread of the shared pool — which
        /// CPU-bound work can hold for minutes on two cores — before any plugin began to load.
        enum Early: Sendable {
            case waiting
            case spawned(PluginLifeline, [PluginProcess])
            case failed(BackendError)
            /// Taken by `start()`, or refused by `shutdown()`: spawn no more.
            case over
        }

        /// What every process is started with beyond Tally's environment (the prompt: docs/backends.md).
        let environment: [String: String]

        init(command: String, size: Int, startupTimeout: Double, environment: [String: String] = [:]) {
            self.command = command
            self.environment = environment
            self.size = max(1, size)
            self.startupTimeout = startupTimeout
            slots = Array(repeating: nil, count: max(1, size))
            idle = Array((0..<max(1, size)).reversed())
        }

        /// A slot lent to one request.
        struct Lease: Sendable {
            var slot: Int
            var requestID: Int
            /// The slot's process, or why none could be started.
            var process: Result<PluginProcess, StartProblem>
            /// The run's first hello when the slot was lent (a restarted process must match it):
            /// carried here so a turn asks the pool once, not twice.
            var hello: PluginHello? = nil
        }

        struct StartProblem: Error, Sendable {
            var text: String
        }

        enum Acquired: Sendable {
            case lease(Lease)
            case timedOut
            case shutDown
        }

        // MARK: Start and stop

        /// Starts every process and waits for their hellos (once; later calls get
        /// the same answer). Throws `BackendError` naming the command.
        func start() async throws -> PluginHello {
            if let starting { return try await starting.value }
            let task = Task { try await self.launchAll() }
            starting = task
            return try await task.value
        }

        /// Spawns every process now, on the caller's thread, without waiting for a hello
        /// (`start()` waits for them). Does nothing once the pool started or shut down.
        nonisolated func spawnEarly() {
            let (command, size, environment) = (self.command, self.size, self.environment)
            early.withLock { state in
                guard case .waiting = state else { return }
                do {
                    let lifeline = try PluginLifeline()
                    state = .spawned(
                        lifeline,
                        try Self.spawnAll(command: command, size: size, lifeline: lifeline, environment: environment))
                } catch {
                    state = .failed(error as? BackendError ?? BackendError("process backend: \(error)"))
                }
            }
        }

        /// What `spawnEarly()` left, taken once: later calls get `.over`.
        private nonisolated func takeEarly() -> Early {
            early.withLock { state in
                let taken = state
                state = .over
                return taken
            }
        }

        /// Starts `size` processes; on a failure kills those started and throws the line a user sees.
        private static func spawnAll(
            command: String, size: Int, lifeline: PluginLifeline, environment: [String: String]
        ) throws -> [PluginProcess] {
            var launched: [PluginProcess] = []
            for _ in 0..<size {
                do {
                    launched.append(
                        try PluginProcess.launch(command: command, lifeline: lifeline, extraEnvironment: environment))
                } catch let error as BackendError {
                    for p in launched { p.kill() }
                    throw error
                } catch {
                    for p in launched { p.kill() }
                    throw BackendError(
                        "process backend: cannot start `\(command)` through /bin/sh: \(error.localizedDescription)")
                }
            }
            return launched
        }

        /// The pool's lifeline, made on first use.
        private func currentLifeline() throws -> PluginLifeline {
            if let lifeline { return lifeline }
            let made = try PluginLifeline()
            lifeline = made
            return made
        }

        private func launchAll() async throws -> PluginHello {
            // Shut down before its launch came round (a run that stopped at once): nothing to start.
            if closed { throw BackendError("process backend: `\(command)` was stopped before it started") }
            let launched: [PluginProcess]
            switch takeEarly() {
            case .spawned(let early, let processes):
                lifeline = early
                launched = processes
            case .failed(let problem):
                throw problem
            case .waiting, .over:
                launched = try Self.spawnAll(
                    command: command, size: size, lifeline: try currentLifeline(), environment: environment)
            }
            for (slot, process) in launched.enumerated() { slots[slot] = process }
            let deadline = DispatchTime.now() + startupTimeout
            let command = self.command
            let timeout = startupTimeout
            // Hellos are awaited together: N slow start-ups take the time of one.
            let results = await withTaskGroup(of: (Int, Result<PluginHello, BackendError>).self) { group in
                for (index, process) in launched.enumerated() {
                    group.addTask {
                        (
                            index,
                            await PluginPool.firstHello(
                                of: process, command: command, timeout: timeout, deadline: deadline)
                        )
                    }
                }
                var results: [Int: Result<PluginHello, BackendError>] = [:]
                for await (index, result) in group { results[index] = result }
                return results
            }
            for index in 0..<launched.count {
                if case .failure(let problem) = results[index]! {
                    for p in launched { p.kill() }
                    slots = Array(repeating: nil, count: size)
                    throw problem
                }
            }
            let first = try results[0]!.get()
            for index in 1..<launched.count {
                let other = try results[index]!.get()
                if other.modelVersion != first.modelVersion {
                    for p in launched { p.kill() }
                    slots = Array(repeating: nil, count: size)
                    throw BackendError(
                        "process backend: `\(command)` said model versions \(first.modelVersion ?? "none") and \(other.modelVersion ?? "none") in two processes; a run needs one model version"
                    )
                }
            }
            hello = first
            return first
        }

        /// Waits for a new process's hello at start-up; the error is the one line a user sees.
        private static func firstHello(
            of process: PluginProcess, command: String, timeout: Double, deadline: DispatchTime
        ) async -> Result<PluginHello, BackendError> {
            let prefix = "process backend: `\(command)`"
            switch await process.awaitHello(deadline: deadline) {
            case .hello(let hello):
                return .success(hello)
            case .notHello(let problem):
                return .failure(
                    BackendError(
                        "\(prefix) did not start properly: \(problem); it must print \(PluginWire.helloShape) as its first stdout line"
                    ))
            case .closed:
                let status = await process.exitStatusText()
                let stderr = process.stderrSummary.map { " — stderr: \($0)" } ?? ""
                return .failure(
                    BackendError(
                        "\(prefix) \(status) before saying hello\(stderr); run the command on its own to see why, and check it prints \(PluginWire.helloShape) first"
                    ))
            case .timedOut, .cancelled:
                let stderr = process.stderrSummary.map { " (stderr: \($0))" } ?? ""
                return .failure(
                    BackendError(
                        "\(prefix) printed no hello within \(secondsText(timeout)) s\(stderr); it must print \(PluginWire.helloShape) as its first stdout line and flush it"
                    ))
            }
        }

        /// Stops every process: end of input first, then SIGKILL after `grace` seconds.
        func shutdown(grace: Double = 1) async {
            closed = true
            for waiter in waiters { waiter.continuation.resume(returning: nil) }
            waiters.removeAll()
            var running = slots.compactMap { $0 }
            // Spawned early and never greeted (a run stopped before it started): theirs too.
            if case .spawned(let early, let processes) = takeEarly() {
                running += processes
                if lifeline == nil { lifeline = early }
            }
            slots = Array(repeating: nil, count: size)
            await withTaskGroup(of: Void.self) { group in
                for process in running { group.addTask { await process.stop(grace: grace) } }
            }
            // What the plugins left running outside their groups (a daemon they started, say).
            if let marker = lifeline?.marker { PluginProcesses.sweepOrphans(marker: marker) }
            lifeline?.close()
            lifeline = nil
        }

        // MARK: Lending

        /// An idle slot with a process (spawned now if the slot has none), or why there is none.
        func acquire(deadline: DispatchTime) async -> Acquired {
            if closed { return .shutDown }
            var slot = idle.popLast()
            if slot == nil {
                lastWaiterID += 1
                let id = lastWaiterID
                // Wakes the waiter with nothing at its deadline (its turn is timed out anyway).
                let timer = Task {
                    try? await Task.sleep(nanoseconds: PluginPool.nanoseconds(until: deadline))
                    self.dropWaiter(id)
                }
                slot = await withTaskCancellationHandler {
                    await withCheckedContinuation { continuation in waiters.append((id, continuation)) }
                } onCancel: {
                    Task { await self.dropWaiter(id) }
                }
                timer.cancel()
                guard slot != nil else { return closed ? .shutDown : .timedOut }
            }
            guard let slot else { return .timedOut }
            lastRequestID += 1
            if let process = slots[slot] {
                return .lease(Lease(slot: slot, requestID: lastRequestID, process: .success(process), hello: hello))
            }
            do {
                let process = try PluginProcess.launch(
                    command: command, lifeline: try currentLifeline(), extraEnvironment: environment)
                slots[slot] = process
                return .lease(Lease(slot: slot, requestID: lastRequestID, process: .success(process), hello: hello))
            } catch {
                return .lease(
                    Lease(
                        slot: slot, requestID: lastRequestID,
                        process: .failure(
                            StartProblem(text: "cannot restart `\(command)`: \(error.localizedDescription)")))
                )
            }
        }

        /// Gives a slot back; with `restart`, its process is killed and a new one spawned.
        func release(_ lease: Lease, restart: Bool) {
            if restart {
                if case .success(let process) = lease.process { process.kill() }
                slots[lease.slot] = nil
                // Spawned now so its start-up overlaps other work; a failure here
                // is retried (and reported) by the next acquire.
                if !closed {
                    slots[lease.slot] = try? PluginProcess.launch(
                        command: command, lifeline: try currentLifeline(), extraEnvironment: environment)
                }
            }
            if closed {
                slots[lease.slot]?.kill()
                slots[lease.slot] = nil
                return
            }
            if !waiters.isEmpty {
                waiters.removeFirst().continuation.resume(returning: lease.slot)
            } else {
                idle.append(lease.slot)
            }
        }

        private func dropWaiter(_ id: UInt64) {
            guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
            waiters.remove(at: index).continuation.resume(returning: nil)
        }

        static func nanoseconds(until deadline: DispatchTime) -> UInt64 {
            let now = DispatchTime.now().uptimeNanoseconds
            return deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
        }
    }

#endif

/// `0.5`, `30`: seconds as a user wrote them.
func secondsText(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
}
