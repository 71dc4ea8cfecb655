import FinanceAssistant
import Foundation
import TallyTestSupport
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// Paths to the plugin fixtures and examples, and commands that run them.
enum PluginFixtures {
    static let packageRoot = TestFixtures.packageRoot

    /// `python3 '<Tests/TallyTestSupport/Fixtures/plugins/name>' args...`
    static func command(_ script: String, _ arguments: String...) -> String {
        let path = TestFixtures.plugin(script).path
        return (["python3", "'\(path)'"] + arguments).joined(separator: " ")
    }

    static func example(_ relativePath: String, _ arguments: String...) -> String {
        let path = packageRoot.appendingPathComponent(relativePath).path
        return (["python3", "'\(path)'"] + arguments).joined(separator: " ")
    }

    static func request(_ message: String, merchants: [String] = []) -> ClassificationRequest {
        ClassificationRequest(message: message, locale: .en, merchantChoices: merchants)
    }

    static func temporaryFile(_ name: String) -> URL {
        Scratch.folder("process").appendingPathComponent(name)
    }
}

/// The PID a `scripted_plugin.py --echo-pid` reply names in its merchant field.
private func pid(_ outcome: ClassifierOutcome) -> String? {
    outcome.reading?.merchant
}

private func seconds(since start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}

private func failureKind(_ outcome: ClassifierOutcome) -> ClassifierFailure? {
    if case .failure(let kind, _) = outcome { return kind }
    return nil
}

private func failureMessage(_ outcome: ClassifierOutcome) -> String {
    if case .failure(_, let message) = outcome { return message }
    return ""
}

/// Starts a backend, runs `body`, always shuts it down.
private func withBackend(
    _ backend: ProcessBackend, _ body: (ProcessBackend, any Classifier) async throws -> Void
) async throws {
    do {
        try await backend.prepare()
        let classifier = try #require(backend.reader(for: TurnKey(caseID: "t", turn: 1)).classifier)
        try await body(backend, classifier)
    } catch {
        await backend.shutdown()
        throw error
    }
    await backend.shutdown()
}

@Suite("Process backend")
struct ProcessBackendTests {
    @Test("answers through the pipeline, with the request fields and an id on one line")
    func answersThroughThePipeline() async throws {
        let log = PluginFixtures.temporaryFile("requests.jsonl")
        defer { try? FileManager.default.removeItem(at: log) }
        let backend = ProcessBackend(
            command: PluginFixtures.command("scripted_plugin.py", "--log", "'\(log.path)'"), timeout: 5)
        try await withBackend(backend) { backend, classifier in
            let identity = await backend.identity
            #expect(identity.backend == "process")
            #expect(identity.modelVersion == "s1")
            #expect(identity.folderName == "process-s1")
            #expect(await backend.pluginName == "scripted")

            let set = try EvalSet.load(at: PluginFixtures.packageRoot.appendingPathComponent("eval-sets/finely/v1"))
            let pipeline = AssistantPipeline(context: ReadingContext(ledger: set.ledger), reader: .model(classifier))
            let first = await pipeline.read("what is my balance?", locale: .en)
            #expect(first.backendOutcome == .reading(ModelReading(intent: .balance)))
            #expect(first.reading.intent == .balance)
            #expect(first.reading.source == .model)

            var history = History()
            history.append(Exchange(text: "what is my balance?", reading: first.reading))
            let second = await pipeline.read("spendingTotal last month?", history: history, locale: .en)
            #expect(second.backendOutcome?.reading?.intent == .spendingTotal)
        }
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        let sent = try lines.map { try JSONDecoder().decode(JSONValue.self, from: Data($0.utf8)) }
        #expect(sent[0]["message"] == .string("what is my balance?"))
        #expect(sent[0]["locale"] == .string("en"))
        #expect(sent[0]["recap"] == .array([]))
        #expect(sent[0]["merchantChoices"] != nil && sent[0]["categoryChoices"] != nil)
        #expect(sent[0]["id"] != sent[1]["id"])
        let recap = try #require(sent[1]["recap"])
        #expect(recap == .array([.object(["question": .string("what is my balance?"), "intent": .string("balance")])]))
        // Only these keys: the request never carries a transaction, a balance or an answer.
        if case .object(let fields) = sent[1] {
            #expect(Set(fields.keys) == ["id", "message", "locale", "recap", "merchantChoices", "categoryChoices"])
        }
    }

    @Test("--model-version overrides the hello's")
    func modelVersionOverride() async throws {
        let backend = ProcessBackend(
            command: PluginFixtures.command("scripted_plugin.py"), timeout: 5, modelVersion: "pinned-2")
        try await withBackend(backend) { backend, _ in
            #expect(await backend.identity.modelVersion == "pinned-2")
        }
    }

    @Test("a crash fails that turn; a restarted process answers the next")
    func crashRestarts() async throws {
        let backend = ProcessBackend(command: PluginFixtures.command("scripted_plugin.py", "--echo-pid"), timeout: 5)
        try await withBackend(backend) { _, classifier in
            let before = await classifier.classify(PluginFixtures.request("hello balance"))
            let crashed = await classifier.classify(PluginFixtures.request("please CRASH now"))
            #expect(failureKind(crashed) == .failed)
            #expect(failureMessage(crashed).contains("exited with status 3"))
            #expect(failureMessage(crashed).contains("crashing on purpose"))
            let after = await classifier.classify(PluginFixtures.request("hello balance"))
            #expect(after.reading?.intent == .balance)
            #expect(pid(before) != nil && pid(after) != nil && pid(before) != pid(after))
        }
    }

    @Test("a hang is timedOut within the timeout; the next turn is answered")
    func hangTimesOut() async throws {
        let backend = ProcessBackend(command: PluginFixtures.command("scripted_plugin.py"), timeout: 0.5)
        try await withBackend(backend) { _, classifier in
            let start = DispatchTime.now()
            let hung = await classifier.classify(PluginFixtures.request("HANG please"))
            #expect(failureKind(hung) == .timedOut)
            // It did wait for the limit (how much longer depends on the machine's load: not asserted).
            #expect(seconds(since: start) >= 0.45)
            let next = await classifier.classify(PluginFixtures.request("balance"))
            #expect(next.reading?.intent == .balance)
        }
    }

    @Test("the runner's timeout cancels the call; the process is replaced")
    func runnerTimeoutCancels() async throws {
        let backend = ProcessBackend(command: PluginFixtures.command("scripted_plugin.py", "--echo-pid"), timeout: 10)
        try await withBackend(backend) { _, inner in
            let classifier = TimeoutClassifier(inner: inner, seconds: 0.4)
            let before = await classifier.classify(PluginFixtures.request("balance"))
            let hung = await classifier.classify(PluginFixtures.request("HANG"))
            #expect(failureKind(hung) == .timedOut)
            // Straight to the backend: under load a restart can take longer than 0.4 s.
            let after = await inner.classify(PluginFixtures.request("balance"))
            #expect(after.reading?.intent == .balance)
            #expect(pid(before) != pid(after))
        }
    }

    @Test("a process that exited between turns fails the next write cleanly (no SIGPIPE), then is replaced")
    func exitBetweenTurns() async throws {
        let backend = ProcessBackend(command: PluginFixtures.command("scripted_plugin.py", "--echo-pid"), timeout: 5)
        try await withBackend(backend) { _, classifier in
            let quit = await classifier.classify(PluginFixtures.request("balance QUIT"))
            #expect(quit.reading?.intent == .balance)
            try await Task.sleep(nanoseconds: 300_000_000)  // the process is gone before the next write
            let next = await classifier.classify(PluginFixtures.request("balance"))
            #expect(failureKind(next) == .failed)
            #expect(failureMessage(next).contains("exited with status 0"))
            let after = await classifier.classify(PluginFixtures.request("balance"))
            #expect(after.reading?.intent == .balance)
            #expect(pid(after) != pid(quit))
        }
    }

    @Test("a garbage line is invalidOutput, and the process is replaced")
    func garbageIsInvalidOutput() async throws {
        let backend = ProcessBackend(command: PluginFixtures.command("scripted_plugin.py", "--echo-pid"), timeout: 5)
        try await withBackend(backend) { _, classifier in
            let before = await classifier.classify(PluginFixtures.request("balance"))
            let garbage = await classifier.classify(PluginFixtures.request("GARBAGE"))
            #expect(failureKind(garbage) == .invalidOutput)
            #expect(failureMessage(garbage).contains("not JSON"))
            let wrongID = await classifier.classify(PluginFixtures.request("WRONGID"))
            #expect(failureKind(wrongID) == .invalidOutput)
            let after = await classifier.classify(PluginFixtures.request("balance"))
            #expect(after.reading?.intent == .balance)
            #expect(pid(before) != pid(after))
        }
    }

    @Test("an unknown intent or a reported error is typed, and the process keeps serving")
    func inStepFailuresKeepTheProcess() async throws {
        let backend = ProcessBackend(command: PluginFixtures.command("scripted_plugin.py", "--echo-pid"), timeout: 5)
        try await withBackend(backend) { _, classifier in
            let before = await classifier.classify(PluginFixtures.request("balance"))
            let bad = await classifier.classify(PluginFixtures.request("BADINTENT"))
            #expect(failureKind(bad) == .invalidOutput)
            #expect(failureMessage(bad).contains("unknown intent 'wat'"))
            let reported = await classifier.classify(PluginFixtures.request("REPORTERROR"))
            #expect(reported == .failure(.rateLimited, message: "plugin: slow down"))
            let after = await classifier.classify(PluginFixtures.request("balance"))
            #expect(pid(before) == pid(after))
        }
    }

    @Test("a process that exits at once stops prepare() with its command and stderr")
    func exitAtOnce() async throws {
        let command = PluginFixtures.command("exit_at_once.py")
        let backend = ProcessBackend(command: command, timeout: 5)
        let error = await #expect(throws: BackendError.self) { try await backend.prepare() }
        let message = error?.message ?? ""
        #expect(message.contains(command))
        #expect(message.contains("exited with status 3 before saying hello"))
        #expect(message.contains("cannot load model weights"))
        #expect(!message.contains("\n"))
        #expect(await backend.identity.modelVersion == "unknown")
    }

    @Test("a command that does not exist names the shell's complaint")
    func missingExecutable() async throws {
        let backend = ProcessBackend(command: "tally-no-such-plugin --flag", timeout: 5)
        let error = await #expect(throws: BackendError.self) { try await backend.prepare() }
        #expect(error?.message.contains("exited with status 127") == true)
        #expect(error?.message.contains("not found") == true)
    }

    @Test("no hello within the start-up limit, or a first line that is not one, stops prepare()")
    func noHello() async throws {
        let silent = ProcessBackend(command: PluginFixtures.command("no_hello.py"), timeout: 0.5, startupTimeout: 0.5)
        let error = await #expect(throws: BackendError.self) { try await silent.prepare() }
        #expect(error?.message.contains("printed no hello within 0.5 s") == true)

        let chatty = ProcessBackend(
            command: PluginFixtures.command("no_hello.py", "--print", "'loading model...'"), timeout: 5)
        let other = await #expect(throws: BackendError.self) { try await chatty.prepare() }
        #expect(other?.message.contains("first line is not a hello: 'loading model...'") == true)
    }

    @Test("the process backend's descriptor needs --command; it takes the run's limit and parallelism")
    func makeNeedsCommand() throws {
        let descriptor = ProcessBackend.descriptor
        for missing in [[], ["--command", "  "]] {
            #expect {
                try descriptor.make(BackendInput(arguments: missing, for: descriptor))
            } throws: {
                "\($0)"
                    == #"--backend process needs --command "EXECUTABLE ARGS" (for example --command "python3 examples/naive-bayes/classifier.py")"#
            }
        }
        let made = try descriptor.make(
            BackendInput(arguments: ["--command", "python3 x.py"], for: descriptor, timeout: 2, jobs: 3))
        let backend = try #require(made as? ProcessBackend)
        #expect(backend.jobs == 3 && backend.timeout == 2 && backend.command == "python3 x.py")
    }

    @Test("a pool of 4 serves 4 concurrent calls on 4 processes at once")
    func poolServesConcurrentCalls() async throws {
        // Each request waits in the plugin until 4 are in flight: a pool that
        // served fewer at once would fail them all (no timing assumptions).
        let barrier = PluginFixtures.temporaryFile("barrier")
        try FileManager.default.createDirectory(at: barrier, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: barrier) }
        let backend = ProcessBackend(
            command: PluginFixtures.command("scripted_plugin.py", "--echo-pid", "--barrier", "'\(barrier.path)'", "4"),
            timeout: 10, jobs: 4)
        try await withBackend(backend) { _, classifier in
            let outcomes = await withTaskGroup(of: ClassifierOutcome.self) { group in
                for _ in 0..<4 { group.addTask { await classifier.classify(PluginFixtures.request("balance")) } }
                var all: [ClassifierOutcome] = []
                for await outcome in group { all.append(outcome) }
                return all
            }
            #expect(outcomes.allSatisfy { $0.reading?.intent == .balance }, "\(outcomes)")
            #expect(Set(outcomes.compactMap(pid)).count == 4)
        }
    }

    @Test("more calls than processes wait for an idle one")
    func callsQueueForTheirTurn() async throws {
        // A waiting call's limit runs while its turn on the shared pool does not: under the whole suite a
        // release can resume minutes late (a CI run waited past 60 s). The limit is for a hang, not for speed.
        let backend = ProcessBackend(
            command: PluginFixtures.command("scripted_plugin.py", "--echo-pid", "--delay-ms", "50"), timeout: 600,
            jobs: 2)
        try await withBackend(backend) { _, classifier in
            let outcomes = await withTaskGroup(of: ClassifierOutcome.self) { group in
                for _ in 0..<10 { group.addTask { await classifier.classify(PluginFixtures.request("balance")) } }
                var all: [ClassifierOutcome] = []
                for await outcome in group { all.append(outcome) }
                return all
            }
            #expect(outcomes.allSatisfy { $0.reading?.intent == .balance })
            #expect(Set(outcomes.compactMap(pid)).count == 2)
        }
    }

    @Test("launch() starts the pool without waiting; prepare() then gets its hello, and the turn is answered")
    func launchThenPrepare() async throws {
        let backend = ProcessBackend(command: PluginFixtures.command("scripted_plugin.py", "--echo-pid"), jobs: 2)
        backend.launch()
        try await withBackend(backend) { backend, classifier in
            let answer = await classifier.classify(PluginFixtures.request("balance"))
            #expect(answer.reading?.intent == .balance)
            #expect(await backend.identity.modelVersion == "s1")
        }
    }

    @Test("a backend shut down while its launch is under way (a run stopped before its first turn) leaves no process")
    func shutdownDuringLaunch() async throws {
        let folder = PluginFixtures.temporaryFile("launched")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let backend = ProcessBackend(
            command: "TALLY_TEST_PIDS='\(folder.path)' \(PluginFixtures.command("hang_plugin.py"))", jobs: 2)
        backend.launch()
        // Both plugins said hello and left their pids: then the run gives up before its first turn.
        // launch() spawned them before returning, so this wait holds its thread and never yields:
        // a task of launch()'s own would wait its turn on the shared pool, which the suite's
        // CPU-bound tests can hold for minutes on two cores.
        let deadline = Date().addingTimeInterval(30)
        func pids() -> [Int32] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".pid") }.compactMap { Int32($0.dropLast(4)) }
        }
        while pids().count < 2, Date() < deadline { usleep(20_000) }
        #expect(pids().count == 2)
        await backend.shutdown()
        #expect(try await PluginEscapeTests.survivors(pids()) == [])
    }

    @Test("shutdown ends every process")
    func shutdownEndsProcesses() async throws {
        let backend = ProcessBackend(command: PluginFixtures.command("scripted_plugin.py", "--echo-pid"), jobs: 2)
        try await backend.prepare()
        let classifier = try #require(backend.reader(for: TurnKey(caseID: "t", turn: 1)).classifier)
        let answer = await classifier.classify(PluginFixtures.request("balance"))
        let pidText = try #require(pid(answer)?.dropFirst(4))
        let processID = try #require(Int32(pidText))
        await backend.shutdown()
        var alive = true
        for _ in 0..<100 where alive {
            alive = kill(processID, 0) == 0
            if alive { try await Task.sleep(nanoseconds: 10_000_000) }
        }
        #expect(!alive)
        let late = await classifier.classify(PluginFixtures.request("balance"))
        #expect(failureKind(late) == .unavailable)
    }
}
