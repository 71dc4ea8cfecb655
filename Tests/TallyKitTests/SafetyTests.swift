import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// Nothing a user owns is ever lost: what `--out` refuses, the lock, a full
/// disk, filters that select nothing, and reports that would lie about a model.
@Suite("Safety: --out, the lock, a full disk, honest reports")
struct SafetyTests {
    static func run(
        into out: URL, options: RunOptions = Fixture.quietOptions(), backend: any Backend = RulesBackend()
    )
        async throws -> TallyRun.Result
    {
        let set = try EvalSet.load(at: Fixture.writeSet())
        return try await TallyRun(set: set, backend: backend, options: options).execute(into: out)
    }

    /// Every file under `folder`, with its bytes.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var out: [String: Data] = [:]
        let fm = FileManager.default
        guard let walker = fm.enumerator(atPath: folder.path) else { return out }
        for case let path as String in walker {
            out[path] = fm.contents(atPath: folder.appendingPathComponent(path).path) ?? Data()
        }
        return out
    }

    enum Existing: String, CaseIterable, Sendable {
        case notes, file, evalSet, reportWithNotes, symlink
    }

    static func make(_ kind: Existing) async throws -> URL {
        let parent = Fixture.folder("out")
        let target = parent.appendingPathComponent("target")
        let fm = FileManager.default
        switch kind {
        case .notes:
            try fm.createDirectory(at: target, withIntermediateDirectories: true)
            try Data("my notes".utf8).write(to: target.appendingPathComponent("notes.txt"))
        case .file:
            try Data("a file".utf8).write(to: target)
        case .evalSet:
            Fixture.writeSet(at: target)
        case .reportWithNotes:
            _ = try await run(into: target)
            try Data("keep me".utf8).write(to: target.appendingPathComponent("notes.txt"))
        case .symlink:
            let real = parent.appendingPathComponent("real")
            try fm.createDirectory(at: real, withIntermediateDirectories: true)
            try fm.createSymbolicLink(at: target, withDestinationURL: real)
        }
        return target
    }

    @Test(
        "--out refuses anything that is not a Tally report, touches nothing, and names the fix",
        arguments: [
            (
                Existing.notes,
                "is not a Tally report (it holds notes.txt); --out replaces only a folder written by `tally run`: choose a new folder"
            ),
            (.file, "is a file, not a report folder; --out takes a folder: choose a new one"),
            (.evalSet, "is not a Tally report (it holds cases, ledger.json, manifest.json)"),
            (
                .reportWithNotes,
                "is a Tally report, but also holds notes.txt, which a new run would delete; move it out or choose another --out"
            ),
            (.symlink, "is a symbolic link; --out writes only real folders"),
        ])
    func outRefuses(kind: Existing, message: String) async throws {
        let target = try await Self.make(kind)
        let before = Self.snapshot(target.deletingLastPathComponent())
        await #expect {
            _ = try await Self.run(into: target)
        } throws: { error in
            "\(error)".hasPrefix("\(DisplayPath.of(target)): error: ") && "\(error)".contains(message)
        }
        #expect(Self.snapshot(target.deletingLastPathComponent()) == before)
    }

    @Test("--out may create a folder, fill an empty one, and replace a report")
    func outAccepts() async throws {
        let parent = Fixture.folder("out")
        let fresh = parent.appendingPathComponent("new")
        _ = try await Self.run(into: fresh)
        let empty = parent.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        _ = try await Self.run(into: empty)
        _ = try await Self.run(into: fresh)  // a report replaces a report
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == ["empty", "new"],
            "no staging, spool or lock file is left beside the reports")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: fresh.path).sorted()
                == ReportFile.allCases.map(\.name).sorted())
    }

    @Test("--record replaces only a predictions file")
    func recordRefuses() async throws {
        let notes = Fixture.folder("p").appendingPathComponent("notes.jsonl")
        try Data("{\"my\": \"data\"}\n".utf8).write(to: notes)
        var options = Fixture.quietOptions()
        options.record = notes
        await #expect {
            _ = try await Self.run(into: Fixture.folder("out").appendingPathComponent("r"), options: options)
        } throws: { "\($0)".contains("is not a predictions file (its first line is no {\"header\": …})") }
        #expect(Fixture.read(notes) == "{\"my\": \"data\"}\n")
    }

    @Test("a second run on the same --out is refused with the first one's pid")
    func lock() async throws {
        let out = Fixture.folder("out").appendingPathComponent("report")
        let held = try RunLock(for: out)
        defer { held.release() }
        await #expect {
            _ = try await Self.run(into: out)
        } throws: {
            "\($0)".contains(
                "another `tally run` (pid \(getpid())) is writing this report; wait for it to finish or choose another --out"
            )
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
        held.release()
        _ = try await Self.run(into: out)
        #expect(
            !FileManager.default.fileExists(
                atPath: out.deletingLastPathComponent().appendingPathComponent(".report.tally-lock").path))
    }

    @Test("a full disk: one line naming the file, the previous report intact, nothing half-written")
    func fullDisk() async throws {
        let mountPoint = Fixture.folder("tiny")
        guard Self.mountTmpfs(at: mountPoint, size: "256k") else {
            // Mounting needs privileges this machine may not grant; the test then says so and passes.
            print("SafetyTests.fullDisk: skipped (cannot mount a tmpfs here)")
            return
        }
        defer { Self.unmount(mountPoint) }
        let out = mountPoint.appendingPathComponent("report")
        _ = try await Self.run(into: out)
        let before = Self.snapshot(out)
        // Leave a few kilobytes: not enough for a new report.
        let filler = mountPoint.appendingPathComponent("filler")
        try Data(repeating: 0x41, count: max(0, Self.freeBytes(mountPoint) - 6 * 1024)).write(to: filler)
        await #expect {
            _ = try await Self.run(into: out)
        } throws: { error in
            "\(error)".contains(
                "no space left on device while writing this file; free space and run again, or choose another --out")
        }
        #expect(Self.snapshot(out) == before, "the previous report is intact")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: mountPoint.path).sorted() == ["filler", "report"],
            "no staging folder, spool or lock is left")
    }

    static func mountTmpfs(at url: URL, size: String) -> Bool {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/mount")
        p.arguments = ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", url.path]
        p.standardError = FileHandle.nullDevice
        guard (try? p.run()) != nil else { return false }
        p.waitUntilExit()
        return p.terminationStatus == 0
    }

    static func unmount(_ url: URL) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/umount")
        p.arguments = [url.path]
        try? p.run()
        p.waitUntilExit()
    }

    static func freeBytes(_ url: URL) -> Int {
        var info = statvfs()
        guard statvfs(url.path, &info) == 0 else { return 0 }
        return Int(info.f_bavail) * Int(info.f_frsize)
    }

    @Test(
        "filters: alternatives on one field, all fields must hold; selecting nothing is bad input",
        arguments: [
            (["id=m-en-1", "id=m-fr-1"], 4),
            (["id=m-en-1", "id=m-fr-1", "locale=fr"], 2),
            (["tag=advice", "tag=offtopic"], 3),
            (["tag=advice", "locale=en"], 1),
        ])
    func filters(filters: [String], turns: Int) async throws {
        var options = Fixture.quietOptions()
        options.filters = filters.compactMap(CaseFilter.init)
        let result = try await Self.run(into: Fixture.folder("out").appendingPathComponent("r"), options: options)
        #expect(result.summary.counts.turns == turns)
    }

    @Test("a filter that selects no turn stops the run before any work, nothing written")
    func emptyFilter() async throws {
        var options = Fixture.quietOptions()
        options.filters = [CaseFilter("tag=nosuchtag")!, CaseFilter("id=m-*")!]
        let out = Fixture.folder("out").appendingPathComponent("r")
        await #expect {
            _ = try await Self.run(into: out, options: options)
        } throws: {
            "\($0)".contains("--filter tag=nosuchtag --filter id=m-* selects no turn of this set; `tally stats")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.deletingLastPathComponent().path) == [])
    }

    /// A model that answers every message with `outcome`.
    static func backend(_ outcome: ClassifierOutcome) -> ScriptedBackend {
        var b = ScriptedBackend(name: "model", version: "m1")
        for line in Fixture.caseLines {
            guard case .array(let turns)? = (try? JSONValue.parse(line))?["turns"] else { continue }
            for t in turns { if let text = t["text"]?.stringValue { b.answers[text] = outcome } }
        }
        return b
    }

    @Test(
        "the backend's failures: infrastructure past --max-backend-failures makes the report incomplete; the model's own are scored",
        arguments: [
            (ClassifierOutcome.failure(.unavailable, message: "down"), 0.05, false),
            (.failure(.timedOut, message: "slow"), 0.05, false),
            (.failure(.failed, message: "crash"), 1.0, true),
            (.failure(.invalidOutput, message: "not JSON"), 0.05, true),
            (.failure(.contextOverflow, message: "too long"), 0.0, true),
        ])
    func honest(outcome: ClassifierOutcome, limit: Double, complete: Bool) async throws {
        var options = Fixture.quietOptions()
        options.maxBackendFailures = limit
        let out = Fixture.folder("out").appendingPathComponent("r")
        let result = try await Self.run(into: out, options: options, backend: Self.backend(outcome))
        #expect(result.summary.complete == complete)
        if !complete {
            let why = try #require(result.summary.incomplete)
            #expect(why.hasPrefix("the backend answered no turn (100.0 %: "))
            #expect(why.hasSuffix("; those turns were read by the rules, so these figures do not describe model m1"))
            #expect(Fixture.read(out.appendingPathComponent("summary.md")).contains("> **Incomplete report.** "))
            #expect(
                Headline.render(result.summary, folder: out).contains("\n  INCOMPLETE: the backend answered no turn"))
            let policy = Fixture.folder("policy").appendingPathComponent("p.json")
            try Data(#"{"rules": [{"metric": "turnAccuracy", "min": 0}]}"#.utf8).write(to: policy)
            let outcome = try Gate(
                candidate: try Report(folder: out), baseline: nil, policy: try GatePolicy.load(from: policy)
            )
            .evaluate()
            #expect(outcome.violations.count == 1)
            #expect(outcome.violations[0].contains("is incomplete (the backend answered no turn"))
        }
    }
}
