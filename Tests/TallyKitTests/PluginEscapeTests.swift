import FinanceAssistant
import Foundation
import TallyTestSupport
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// No process a plugin started outlives its turn or the run, even one that
/// left the plugin's process group with `setsid()` (issue 20). Linux: the
/// sweep walks /proc; an orphan comes back to Tally (the subreaper) and is
/// known by the marker in its environment. macOS reaches only what is still
/// below the plugin (no subreaper): the double-forked cases are Linux's.
@Suite("Plugin descendants outside the process group")
struct PluginEscapeTests {
    #if os(Linux)
        static let variants: [[String]] = [[], ["--daemon"]]
    #else
        static let variants: [[String]] = [[]]
    #endif

    /// The sleepers the plugin reported, by pid.
    static func escaped(_ folder: URL) -> [Int32] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".escaped") }.compactMap { Int32($0.dropLast(".escaped".count)) }.sorted()
    }

    /// The pids among `pids` still running (a zombie is not running).
    static func running(_ pids: [Int32]) -> [Int32] {
        let table = POSIX.processTable()
        return pids.filter { pid in table.contains { $0.pid == pid && !$0.zombie } }
    }

    /// Waits (a bounded while, off the test's pool) until none of `pids` runs; those still running.
    static func survivors(_ pids: [Int32]) async throws -> [Int32] {
        try await offPool {
            var left = running(pids)
            for _ in 0..<200 where !left.isEmpty {
                usleep(25_000)
                left = running(pids)
            }
            return left
        }
    }

    static func folder() throws -> URL {
        let folder = PluginFixtures.temporaryFile("escaped")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(
        "a plugin replaced after its turn timed out takes its setsid() sleeper with it",
        arguments: variants)
    func timeoutEndsTheEscapee(_ extra: [String]) async throws {
        let folder = try Self.folder()
        let backend = ProcessBackend(
            command: "TALLY_TEST_PIDS='\(folder.path)' "
                + ([PluginFixtures.command("escape_plugin.py", "hang")] + extra).joined(separator: " "),
            timeout: 1)
        try await backend.prepare()
        let classifier = try #require(backend.reader(for: TurnKey(caseID: "t", turn: 1)).classifier)
        let outcome = await classifier.classify(PluginFixtures.request("balance"))
        guard case .failure(.timedOut, _) = outcome else {
            Issue.record("expected a timed-out turn, got \(outcome)")
            return await backend.shutdown()
        }
        let sleepers = Self.escaped(folder)
        #expect(sleepers.count == 1)
        // The turn is over and the plugin replaced: the sleeper must be gone before the run ends.
        #expect(try await Self.survivors(sleepers) == [])
        await backend.shutdown()
    }

    @Test(
        "the run's end takes every sleeper a plugin left behind, in its group or not",
        arguments: variants)
    func shutdownEndsTheEscapees(_ extra: [String]) async throws {
        let folder = try Self.folder()
        let backend = ProcessBackend(
            command: "TALLY_TEST_PIDS='\(folder.path)' "
                + ([PluginFixtures.command("escape_plugin.py", "answer")] + extra).joined(separator: " "),
            timeout: 10)
        try await backend.prepare()
        let classifier = try #require(backend.reader(for: TurnKey(caseID: "t", turn: 1)).classifier)
        for _ in 0..<2 {
            let outcome = await classifier.classify(PluginFixtures.request("balance"))
            #expect(outcome.reading?.intent == .balance)
        }
        let sleepers = Self.escaped(folder)
        #expect(sleepers.count == 2)
        // Answered turns leave their sleepers running until the end of the run.
        #expect(Self.running(sleepers) == sleepers)
        await backend.shutdown()
        #expect(try await Self.survivors(sleepers) == [])
    }

    @Test("a marker names this process and differs per pool; the table parses a command name holding ') '")
    func markerAndStat() {
        let (a, b) = (PluginProcesses.newMarker(), PluginProcesses.newMarker())
        #expect(a.hasPrefix("\(getpid())-") && a.count == "\(getpid())-".count + 16)
        #expect(a != b)
        let entry = POSIX.parseStat(pid: 42, "42 (a) b (c) S 7 42 42 0 -1")
        #expect(entry == POSIX.ProcessEntry(pid: 42, parent: 7, group: 42, zombie: false))
        #expect(
            POSIX.parseStat(pid: 9, "9 (sleep) Z 1 9 9")
                == POSIX.ProcessEntry(pid: 9, parent: 1, group: 9, zombie: true))
        let table = [
            POSIX.ProcessEntry(pid: 2, parent: 1, group: 2, zombie: false),
            POSIX.ProcessEntry(pid: 3, parent: 2, group: 3, zombie: false),
            POSIX.ProcessEntry(pid: 4, parent: 3, group: 4, zombie: false),
            POSIX.ProcessEntry(pid: 5, parent: 1, group: 5, zombie: false),
        ]
        #expect(POSIX.descendants(of: [2], in: table) == [2, 3, 4])
    }
}
