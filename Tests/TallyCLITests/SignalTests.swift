import Foundation
import Testing

/// No plugin outlives `tally`, however it ends: a clean stop on SIGINT or
/// SIGTERM (exit 130 / 143, the spool kept for --resume), a forced stop on a
/// second signal, and SIGKILL, which runs no code of Tally's at all.
@Suite("tally and signals", .serialized)
struct SignalTests {
    struct Running {
        var process: Process
        var pids: URL
        var err: Pipe
        var out: URL
    }

    /// Starts a run whose three plugins hang, and waits until all three are up.
    static func start() throws -> Running {
        let pids = URL(fileURLWithPath: CLITests.temp("pids"))
        try FileManager.default.createDirectory(at: pids, withIntermediateDirectories: true)
        let out = URL(fileURLWithPath: CLITests.temp("report"))
        let p = Process()
        p.executableURL = CLITests.binary
        let plugin = CLITests.root.appendingPathComponent("Tests/TallyKitTests/Fixtures/plugins/hang_plugin.py").path
        p.arguments = [
            "run", "--set", "eval-sets/finely/v1", "--filter", "id=period-en-00*", "--backend", "process",
            "--command", "python3 \(plugin)", "--jobs", "3", "--timeout", "3", "--out", out.path, "--quiet",
            // Every turn times out; the run must still be running when the signal comes.
            "--max-backend-failures", "100%",
        ]
        p.currentDirectoryURL = CLITests.root
        var environment = ProcessInfo.processInfo.environment
        environment["TALLY_TEST_PIDS"] = pids.path
        p.environment = environment
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let deadline = Date().addingTimeInterval(30)
        while groups(pids).count < 3, Date() < deadline { usleep(50_000) }
        return Running(process: p, pids: pids, err: err, out: out)
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

    static func waitForNoSurvivors(_ groups: [Int32], seconds: Double = 5) -> [String] {
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
    func cleanStop(signal: Int32) throws {
        let run = try Self.start()
        let groups = Self.groups(run.pids)
        #expect(groups.count == 3)
        kill(run.process.processIdentifier, signal)
        run.process.waitUntilExit()
        let err = String(decoding: run.err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(run.process.terminationReason == .exit)
        #expect(run.process.terminationStatus == 128 + signal)
        #expect(err.contains("rerun the same command with --resume to continue"), "\(err)")
        let spool = run.out.deletingLastPathComponent().appendingPathComponent(".report.partial/run.json")
        #expect(FileManager.default.fileExists(atPath: spool.path))
        #expect(!FileManager.default.fileExists(atPath: run.out.path))
        #expect(Self.waitForNoSurvivors(groups) == [])
    }

    @Test("a second Ctrl-C stops at once (exit 130) and kills every plugin")
    func secondInterrupt() throws {
        let run = try Self.start()
        let groups = Self.groups(run.pids)
        kill(run.process.processIdentifier, SIGINT)
        usleep(300_000)
        kill(run.process.processIdentifier, SIGINT)
        run.process.waitUntilExit()
        #expect(run.process.terminationStatus == 130)
        #expect(Self.waitForNoSurvivors(groups) == [])
    }

    @Test("SIGKILL: the plugins' watchdog kills them all the same")
    func killed() throws {
        let run = try Self.start()
        let groups = Self.groups(run.pids)
        #expect(groups.count == 3)
        kill(run.process.processIdentifier, SIGKILL)
        run.process.waitUntilExit()
        #expect(run.process.terminationReason == .uncaughtSignal)
        #expect(Self.waitForNoSurvivors(groups) == [])
    }
}
