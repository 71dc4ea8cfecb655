import Foundation
import TallyTestSupport
import Testing

/// No plugin outlives `tally`, however it ends: a clean stop on SIGINT or
/// SIGTERM (exit 130 / 143, the spool kept for --resume), a forced stop on a
/// second signal, and SIGKILL, which runs no code of Tally's at all.
@Suite("tally and signals", .serialized)
struct SignalTests {
    /// Only ever used by one test at a time (the suite is serialized).
    struct Running: @unchecked Sendable {
        var process: Process
        var pids: URL
        var err: Pipe
        var out: URL
        /// The run's temporary folder (its `TMPDIR`), where the watchdog's lifeline lives.
        var temporary: URL
        /// The plugins up when the first signal was sent.
        var groupsAtSignal: Int
    }

    /// Starts a run whose three plugins hang, waits until all three are up, then sends
    /// `signals`, 0.3 s apart — all on one thread of its own: a task on the shared pool can
    /// wait for minutes behind the suite's CPU-bound tests, and the run (every turn a 3 s
    /// timeout) would have ended with exit 0 before its signal came.
    static func start(signalling signals: [Int32]) async throws -> Running {
        try await offPool { try startBlocking(signalling: signals) }
    }

    private static func startBlocking(signalling signals: [Int32]) throws -> Running {
        let pids = URL(fileURLWithPath: CLITests.temp("pids"))
        try FileManager.default.createDirectory(at: pids, withIntermediateDirectories: true)
        let out = URL(fileURLWithPath: CLITests.temp("report"))
        let temporary = Scratch.folder("tmpdir")
        let p = Process()
        p.executableURL = CLITests.binary
        let plugin = TestFixtures.plugin("hang_plugin.py").path
        p.arguments = [
            "run", "--set", "eval-sets/finely/v1", "--filter", "id=period-en-00*", "--backend", "process",
            "--command", "python3 \(plugin)", "--jobs", "3", "--timeout", "3", "--out", out.path, "--quiet",
            // Every turn times out; the run must still be running when the signal comes.
            "--max-backend-failures", "100%",
        ]
        p.currentDirectoryURL = CLITests.root
        var environment = ProcessInfo.processInfo.environment
        environment["TALLY_TEST_PIDS"] = pids.path
        environment["TMPDIR"] = temporary.path
        p.environment = environment
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let deadline = Date().addingTimeInterval(30)
        while groups(pids).count < 3, Date() < deadline { usleep(50_000) }
        let up = groups(pids).count
        for (index, signal) in signals.enumerated() {
            if index > 0 { usleep(300_000) }
            kill(p.processIdentifier, signal)
        }
        return Running(process: p, pids: pids, err: err, out: out, temporary: temporary, groupsAtSignal: up)
    }

    /// The process groups the plugins reported.
    static func groups(_ folder: URL) -> [Int32] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".pid") }.compactMap { name in
            let text = String(
                decoding: FileManager.default.contents(atPath: folder.path + "/" + name) ?? Data(), as: UTF8.self)
            return text.split(separator: " ").dropFirst().first.flatMap { Int32($0) }
        }
    }

    /// Processes still running (not zombies) in any of these groups.
    static func survivors(_ groups: [Int32]) -> [String] {
        let wanted = Set(groups)
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> String? in
            guard Int32(entry) != nil,
                let stat = FileManager.default.contents(atPath: "/proc/\(entry)/stat").map({
                    String(decoding: $0, as: UTF8.self)
                }),
                let close = stat.lastIndex(of: ")")
            else { return nil }
            // After "pid (comm) ": state, ppid, pgrp, …
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            guard fields.count > 2, fields[0] != "Z", let group = Int32(fields[2]), wanted.contains(group) else {
                return nil
            }
            return "\(entry) \(stat.prefix(60))"
        }
    }

    /// What the run left in its temporary folder (the lifeline's folder, if anything).
    static func leftovers(_ run: Running) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: run.temporary.path)) ?? []
    }

    static func waitForNoSurvivors(_ groups: [Int32], seconds: Double = 5) async throws -> [String] {
        try await offPool { waitForNoSurvivorsBlocking(groups, seconds: seconds) }
    }

    /// Waits for the run to end; its standard error.
    static func finish(_ run: Running) async throws -> String {
        try await offPool {
            let err = run.err.fileHandleForReading.readDataToEndOfFile()
            run.process.waitUntilExit()
            return String(decoding: err, as: UTF8.self)
        }
    }

    private static func waitForNoSurvivorsBlocking(_ groups: [Int32], seconds: Double) -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        var left = survivors(groups)
        while !left.isEmpty, Date() < deadline {
            usleep(50_000)
            left = survivors(groups)
        }
        return left
    }

    @Test(
        "SIGTERM and SIGINT stop cleanly: exit 143 / 130, resume hint, spool kept, no plugin left",
        arguments: [SIGTERM, SIGINT])
    func cleanStop(signal: Int32) async throws {
        let run = try await Self.start(signalling: [signal])
        #expect(run.groupsAtSignal >= 3)
        let err = try await Self.finish(run)
        #expect(run.process.terminationReason == .exit)
        #expect(run.process.terminationStatus == 128 + signal)
        #expect(err.contains("rerun the same command with --resume to continue"), "\(err)")
        let spool = run.out.deletingLastPathComponent().appendingPathComponent(".report.tally-partial/run.json")
        #expect(FileManager.default.fileExists(atPath: spool.path))
        #expect(!FileManager.default.fileExists(atPath: run.out.path))
        // Every plugin ever started (a timed-out one is replaced), not only the first three.
        #expect(try await Self.waitForNoSurvivors(Self.groups(run.pids)) == [])
        #expect(Self.leftovers(run) == [])
    }

    @Test("a second Ctrl-C stops at once (exit 130) and kills every plugin")
    func secondInterrupt() async throws {
        let run = try await Self.start(signalling: [SIGINT, SIGINT])
        #expect(run.groupsAtSignal >= 3)
        _ = try await Self.finish(run)
        #expect(run.process.terminationStatus == 130)
        #expect(try await Self.waitForNoSurvivors(Self.groups(run.pids)) == [])
    }

    @Test("SIGKILL: the plugins' watchdog kills them all the same, and leaves no lifeline behind")
    func killed() async throws {
        let run = try await Self.start(signalling: [SIGKILL])
        #expect(run.groupsAtSignal >= 3)
        _ = try await Self.finish(run)
        #expect(run.process.terminationReason == .uncaughtSignal)
        #expect(try await Self.waitForNoSurvivors(Self.groups(run.pids)) == [])
        // Nobody closed the lifeline; its watchdogs removed it before ending their groups.
        #expect(Self.leftovers(run) == [])
    }

    /// The sleepers `escape_plugin.py` reported (it starts one per request, with `setsid()`).
    static func escaped(_ folder: URL) -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".escaped") }.compactMap { Int32($0.dropLast(".escaped".count)) }
    }

    /// Those of `pids` still running (not zombies), after waiting a bounded while.
    static func stillRunning(_ pids: [Int32], seconds: Double = 10) async throws -> [Int32] {
        try await offPool {
            func running() -> [Int32] {
                #if !os(Linux)
                    // No /proc: a process exists until its parent (launchd, for an orphan) reaps it.
                    return pids.filter { kill($0, 0) == 0 }
                #endif
                return pids.filter { pid in
                    guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
                        let close = String(decoding: stat, as: UTF8.self).lastIndex(of: ")")
                    else { return false }
                    let text = String(decoding: stat, as: UTF8.self)
                    return !text[text.index(close, offsetBy: 2)...].hasPrefix("Z")
                }
            }
            let deadline = Date().addingTimeInterval(seconds)
            var left = running()
            while !left.isEmpty, Date() < deadline {
                usleep(50_000)
                left = running()
            }
            return left
        }
    }

    /// Starts `argv` with `environment` (posix_spawn: the test reaps it itself, with `waitpid`,
    /// rather than through Foundation's `Process`).
    static func spawn(_ argv: [String], environment: [String: String]) throws -> pid_t {
        let args = argv.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for p in args + envp { free(p) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, argv[0], nil, nil, args, envp)
        guard status == 0 else { throw CocoaError(.executableLoad) }
        return pid
    }

    /// Waits for `pid`; its raw wait status.
    static func reap(_ pid: pid_t) async throws -> Int32 {
        try await offPool {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0, errno == EINTR {}
            return status
        }
    }

    /// Every case on Linux; on macOS only what its process table can reach (docs/backends.md):
    /// a sleeper still below its plugin when the run ends.
    #if os(Linux)
        static let escapeCases = [("answer", false), ("answer", true), ("hang", false), ("hang", true)]
    #else
        static let escapeCases = [("answer", false)]
    #endif

    /// A run whose plugin leaves a `setsid()` sleeper (or a double-forked one) per turn: when
    /// the run ends by itself, and when `tally` is SIGKILLed mid-run, no sleeper is left, nor
    /// the lifeline in the run's temporary folder.
    @Test(
        "no process a plugin started outlives tally, even outside its group: after the run, and after SIGKILL",
        arguments: escapeCases)
    func escapees(mode: String, daemon: Bool) async throws {
        let pids = URL(fileURLWithPath: CLITests.temp("escaped"))
        try FileManager.default.createDirectory(at: pids, withIntermediateDirectories: true)
        let plugin = TestFixtures.plugin("escape_plugin.py").path
        let temporary = Scratch.folder("tmpdir")
        var environment = ProcessInfo.processInfo.environment
        environment["TALLY_TEST_PIDS"] = pids.path
        environment["TMPDIR"] = temporary.path
        let pid = try Self.spawn(
            [
                CLITests.binary.path, "run", "--set", CLITests.root.appendingPathComponent("eval-sets/finely/v1").path,
                "--filter", "id=period-en-000*", "--backend", "process",
                "--command", "python3 \(plugin) \(mode)\(daemon ? " --daemon" : "")", "--jobs", "2",
                "--timeout", "30", "--out", CLITests.temp("report"), "--quiet", "--max-backend-failures", "100%",
            ], environment: environment)
        if mode == "hang" {
            // Both plugins hang on their first turn, each with a sleeper: then tally is killed.
            // Killed from the waiting thread: a task would wait its turn on the shared pool.
            let up = try await offPool {
                let deadline = Date().addingTimeInterval(30)
                while SignalTests.escaped(pids).count < 2, Date() < deadline { usleep(50_000) }
                let up = SignalTests.escaped(pids).count
                kill(pid, SIGKILL)
                return up
            }
            #expect(up == 2)
        }
        let status = try await Self.reap(pid)
        // Exited 0, or killed by signal 9.
        #expect(status == (mode == "hang" ? SIGKILL : 0))
        let sleepers = Self.escaped(pids)
        #expect(!sleepers.isEmpty)
        #expect(try await Self.stillRunning(sleepers) == [])
        #expect((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) == [])
    }
}
