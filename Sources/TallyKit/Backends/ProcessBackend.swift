import TallyModel
import TallyReports

/// The options of `--backend process`, declared where processes cannot be started too (help is the same everywhere).
public enum ProcessBackendOptions {
    public static let traits: Set<BackendTrait> = [.fallible, .prompted, .live, .perturbable, .localPool]
    public static let command = OptionKey<String>.text(
        "command", "\"CMD ARGS\"", "the plugin to run, through /bin/sh",
        required: .init(
            message:
                "--backend process needs --command \"EXECUTABLE ARGS\" (for example --command \"python3 examples/naive-bayes/classifier.py\")"
        ), scope: .declared)
}

#if !TALLY_NO_PROCESSES
    import FinanceAssistant
    import Foundation

    /// Any executable as a classifier: Tally talks to it in JSON lines on its
    /// stdin and stdout (`--backend process --command "..."`).
    ///
    /// The command runs through `/bin/sh -c`, so it may carry arguments, pipes or
    /// environment settings. One JSON object per line, UTF-8, each line ended by
    /// `\n`; stdout carries only protocol lines (log to stderr).
    ///
    /// 1. **Hello.** The process first prints
    ///    `{"hello": {"name": "my-classifier", "modelVersion": "2025-06-01"}}`.
    ///    The run's model version is `--model-version` if given, else the hello's.
    /// 2. **Request.** For each turn Tally writes one line: the
    ///    `ClassificationRequest` fields plus an `id` —
    ///    `{"id": 7, "message": "how much at Lidl?", "locale": "en",
    ///    "recap": [{"question": "...", "intent": "merchantSpend", "merchant": "Carrefour",
    ///    "category": "groceries", "period": "previous:month"}],
    ///    "merchantChoices": ["Lidl", "Carrefour"], "categoryChoices": []}`
    ///    (`merchant`, `category`, `period` appear in a recap line only when set;
    ///    the choices are empty when the message carries no signal for them).
    /// 3. **Reply.** The process answers with one line carrying the same `id`:
    ///    `{"id": 7, "intent": "merchantSpend", "merchant": "Lidl", "category": null}`,
    ///    or a failure of its own:
    ///    `{"id": 7, "error": {"kind": "rateLimited", "message": "..."}}` where
    ///    `kind` is `unavailable`, `rateLimited`, `contextOverflow`,
    ///    `invalidOutput`, `timedOut` or `failed`.
    /// 4. **End.** When the run is over Tally closes the process's stdin; the
    ///    process should exit. After a second it is killed.
    ///
    /// Failures are typed per turn and the run goes on (docs/backends.md): the process
    /// exits → `failed` (with its exit status and last stderr line); no reply
    /// within `--timeout` of writing the request → `timedOut`; a line that is not a JSON reply with the
    /// request's `id` → `invalidOutput`. In each case the process is killed (the
    /// whole process group) and a new one is started for the next turn. A reply
    /// in step but with an unknown intent is `invalidOutput` too, and the process
    /// keeps serving. A restarted process gets its start-up limit to say hello
    /// before the request is written (the runner's own `--timeout` still bounds
    /// the whole turn). A process that exits at once, or says no hello, stops the
    /// run before it starts: `prepare()` throws a `BackendError` naming the
    /// command and its first stderr line.
    ///
    /// With `--jobs N` a pool of N processes serves the N conversations in
    /// flight; each request takes an idle process, so a plugin that answers in
    /// 50 ms scales close to N×. Children get `PYTHONUNBUFFERED=1`, so a Python
    /// plugin need not flush by hand. Starting the processes is what tells the
    /// model version: `identity` starts them if `prepare()` has not yet.
    public final class ProcessBackend: Backend {
        public let command: String
        /// Per-turn limit, in seconds (`--timeout`).
        public let timeout: Double
        /// Processes in the pool (`--jobs`).
        public let jobs: Int
        /// How long a process may take to say hello (a model may load first).
        public let startupTimeout: Double
        let modelVersionOverride: String?
        let pool: PluginPool
        /// The prompt the plugin is told, in its environment before its hello.
        public let fullPrompt: Prompt
        public var prompt: PromptIdentity { PromptIdentity(fullPrompt) }

        public init(
            command: String, timeout: Double = 30, jobs: Int = 1, modelVersion: String? = nil,
            startupTimeout: Double? = nil, prompt: Prompt = .builtIn
        ) {
            self.command = command
            self.timeout = timeout
            self.jobs = max(1, jobs)
            self.startupTimeout = startupTimeout ?? max(timeout, 30)
            modelVersionOverride = modelVersion
            fullPrompt = prompt
            pool = PluginPool(
                command: command, size: max(1, jobs), startupTimeout: self.startupTimeout,
                environment: ProcessBackend.environment(for: prompt))
        }

        /// The prompt, as a plugin reads it before its hello: label, version, contract and the instructions verbatim.
        static func environment(for prompt: Prompt) -> [String: String] {
            [
                "TALLY_PROMPT_LABEL": prompt.label, "TALLY_PROMPT_VERSION": prompt.version,
                "TALLY_PROMPT_CONTRACT": prompt.contract.rawValue, "TALLY_PROMPT_INSTRUCTIONS": prompt.instructions,
            ]
        }

        /// `--backend process`: a plugin speaking JSON lines (`--command` is required).
        public static let descriptor = BackendDescriptor(
            name: "process", traits: ProcessBackendOptions.traits, options: [ProcessBackendOptions.command.spec]
        ) { input in
            ProcessBackend(
                command: try input.required(ProcessBackendOptions.command), timeout: input.timeout, jobs: input.jobs,
                modelVersion: try input.value(BackendOptions.modelVersion), prompt: input.prompt)
        }

        public var identity: BackendIdentity {
            get async {
                // The model version is the plugin's to say; a process that cannot
                // start shows as "unknown" here and fails `prepare()` with the reason.
                let hello = try? await pool.start()
                return BackendIdentity(
                    backend: "process", modelVersion: modelVersionOverride ?? hello?.modelVersion ?? "unknown")
            }
        }

        /// The plugin's name from its hello (nil before it started, or if it could not).
        public var pluginName: String? {
            get async { await pool.hello?.name }
        }

        /// Spawns the pool's processes before returning; `prepare()` (or `identity`) waits for their hellos.
        public func launch() {
            pool.spawnEarly()
        }

        public func prepare() async throws {
            let hello = try await pool.start()
            guard modelVersionOverride != nil || hello.modelVersion != nil else {
                await pool.shutdown(grace: 0)
                throw BackendError(
                    "process backend: `\(command)` said no modelVersion in its hello; add one, or pass --model-version V"
                )
            }
        }

        public func reader(for turn: TurnKey) -> Reader {
            .model(ProcessClassifier(pool: pool, timeout: timeout))
        }

        public func shutdown() async {
            await pool.shutdown()
        }
    }

    /// One turn through the pool: take a process, write the request, read the reply.
    ///
    /// Under the runner's `--timeout` (`TurnLimitedClassifier`) every wait — a free process, a
    /// restarted one's hello, the reply — also ends at the turn's limit, with the runner's answer:
    /// the mailbox's deadline is the turn's one timer.
    struct ProcessClassifier: TurnLimitedClassifier {
        let pool: PluginPool
        let timeout: Double

        func classify(_ request: ClassificationRequest) async -> ClassifierOutcome {
            await turn(request, limit: nil, meanwhile: nil)
        }

        func classify(
            _ request: ClassificationRequest, limit: TurnLimit, meanwhile: (any SideWork)?
        ) async -> ClassifierOutcome {
            await turn(request, limit: limit, meanwhile: meanwhile)
        }

        private func turn(
            _ request: ClassificationRequest, limit: TurnLimit?, meanwhile: (any SideWork)?
        ) async -> ClassifierOutcome {
            let own = DispatchTime.now() + timeout
            let lease: PluginPool.Lease
            switch await pool.acquire(deadline: limit.map { min($0.deadline, own) } ?? own) {
            case .lease(let l): lease = l
            case .timedOut:
                if let limit, limit.deadline <= own { return limit.outcome }
                return .failure(.timedOut, message: "process: no plugin process free within \(secondsText(timeout)) s")
            case .shutDown:
                return .failure(.unavailable, message: "process: the backend was shut down")
            }
            let (outcome, restart) = await exchange(request, lease: lease, limit: limit, meanwhile: meanwhile)
            await pool.release(lease, restart: restart)
            return outcome
        }

        /// The turn's outcome, and whether the process must be replaced.
        private func exchange(
            _ request: ClassificationRequest, lease: PluginPool.Lease, limit: TurnLimit?, meanwhile: (any SideWork)?
        ) async -> (ClassifierOutcome, restart: Bool) {
            let process: PluginProcess
            switch lease.process {
            case .success(let p): process = p
            case .failure(let problem): return (.failure(.failed, message: "process: \(problem.text)"), true)
            }

            // A restarted process says hello first, within its start-up limit.
            if process.hello == nil {
                if let problem = await greet(process, limit: limit) { return problem }
            }
            let expected = lease.hello?.modelVersion
            if let said = process.hello?.modelVersion, said != expected {
                return (
                    .failure(
                        .failed,
                        message: "process: a restarted plugin said model version \(said), not \(expected ?? "none")"),
                    true
                )
            }

            guard process.send(PluginWire.requestLine(id: lease.requestID, request: request)) else {
                return (.failure(.failed, message: "process: plugin \(await process.exitDescription())"), true)
            }
            // The turn's clock runs from the request: a restart's start-up is not the model's time.
            let own = DispatchTime.now() + timeout
            let deadline = limit.map { min($0.deadline, own) } ?? own
            // The runner's work for the turn while the plugin reads the request.
            meanwhile?.run()
            while true {
                switch await process.output.next(deadline: deadline) {
                case .line(let line) where line.allSatisfy(\.isWhitespace):
                    continue
                case .line(let line):
                    switch PluginWire.parseReply(line, id: lease.requestID, request: request) {
                    case .outcome(let outcome): return (outcome, false)
                    case .outOfStep(let problem):
                        return (.failure(.invalidOutput, message: "process: \(problem)"), true)
                    }
                case .closed:
                    return (.failure(.failed, message: "process: plugin \(await process.exitDescription())"), true)
                case .timedOut:
                    // The reply may still come: the process is replaced either way.
                    if let limit, limit.deadline <= own { return (limit.outcome, true) }
                    return (
                        .failure(.timedOut, message: "process: no reply within \(secondsText(timeout)) s (--timeout)"),
                        true
                    )
                case .cancelled:
                    // The caller gave up (the runner's race, or a cancelled run): the reply may still come.
                    if let limit { return (limit.outcome, true) }
                    return (.failure(.timedOut, message: "process: cancelled past the turn timeout"), true)
                }
            }
        }

        /// Reads a restarted process's hello; nil when it said one.
        private func greet(_ process: PluginProcess, limit: TurnLimit?) async -> (ClassifierOutcome, restart: Bool)? {
            let startup = process.spawnedAt + pool.startupTimeout
            switch await process.awaitHello(deadline: limit.map { min($0.deadline, startup) } ?? startup) {
            case .hello:
                return nil
            case .notHello(let problem):
                return (.failure(.failed, message: "process: restarted plugin: \(problem)"), true)
            case .closed:
                return (
                    .failure(
                        .failed,
                        message: "process: restarted plugin \(await process.exitDescription()) before saying hello"
                    ), true
                )
            case .timedOut:
                // The turn's limit came first: the process is still starting; keep it for the next turn.
                if let limit, limit.deadline <= startup { return (limit.outcome, false) }
                return (
                    .failure(
                        .timedOut,
                        message: "process: restarted plugin said no hello within \(secondsText(pool.startupTimeout)) s"),
                    true
                )
            case .cancelled:
                // The runner's timeout: the process is still starting; keep it for the next turn.
                return (
                    limit?.outcome
                        ?? .failure(.timedOut, message: "process: cancelled while the restarted plugin was starting"),
                    false
                )
            }
        }
    }
#endif
