import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// Tally deletes only names that carry its own marker, and in a folder of its
/// own only the files it writes there; the report swap leaves the old or the
/// new report at every instant; a refused run leaves no folder it created.
@Suite("Own files: markers, the swap, what a refused run leaves")
struct OwnFilesTests {
    static func run(into out: URL, options: RunOptions = Fixture.quietOptions()) async throws -> TallyRun.Result {
        let set = try EvalSet.load(at: Fixture.writeSet())
        return try await TallyRun(set: set, backend: RulesBackend(), options: options).execute(into: out)
    }

    @Test(
        "a user's files beside --out R, named as Tally's were, survive a run that replaces R",
        arguments: [".R.old", ".R.tmp", ".R.lock", ".R.partial", ".R.old/notes.txt", ".R.partial/run.json"])
    func besideSurvive(name: String) async throws {
        let parent = Fixture.folder("out")
        let out = parent.appendingPathComponent("R")
        _ = try await Self.run(into: out)
        let file = parent.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: file)
        _ = try await Self.run(into: out)
        #expect(Fixture.read(file) == "mine")
        // …and --record F leaves a user's .F.tmp as it is.
        var options = Fixture.quietOptions()
        let record = parent.appendingPathComponent("p.jsonl")
        options.record = record
        try Data("mine".utf8).write(to: parent.appendingPathComponent(".p.jsonl.tmp"))
        _ = try await Self.run(into: out, options: options)
        #expect(Fixture.read(parent.appendingPathComponent(".p.jsonl.tmp")) == "mine")
        let left = try FileManager.default.contentsOfDirectory(atPath: parent.path).filter { $0.contains(".tally-") }
        #expect(left == [], "no staging, spool or lock of Tally's is left")
    }

    @Test(
        "a report file's name on a folder holding a user's file is refused, the file kept",
        arguments: ["timing.json", "report.html", "junit.xml"])
    func misshapenReport(name: String) async throws {
        let out = Fixture.folder("out").appendingPathComponent("R")
        _ = try await Self.run(into: out)
        let entry = out.appendingPathComponent(name)
        try FileManager.default.removeItem(at: entry)
        try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: entry.appendingPathComponent("notes.txt"))
        await #expect {
            _ = try await Self.run(into: out)
        } throws: {
            "\($0)".contains(
                "error: is a Tally report, but its \(name) is not a file Tally wrote (a folder or a link), which a new run would replace; move it out or choose another --out"
            )
        }
        #expect(Fixture.read(entry.appendingPathComponent("notes.txt")) == "mine")
    }

    @Test(
        "a folder of Tally's name holding a user's file stops the run before any work, the file kept",
        arguments: [".R.tally-tmp", ".R.tally-partial", ".R.tally-old"])
    func foreignInOwn(name: String) async throws {
        let parent = Fixture.folder("out")
        let out = parent.appendingPathComponent("R")
        _ = try await Self.run(into: out)
        let file = parent.appendingPathComponent(name).appendingPathComponent("notes.txt")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: file)
        await #expect {
            _ = try await Self.run(into: out)
        } throws: {
            "\($0)".contains("\(name): error: holds notes.txt, which Tally did not write beside ")
        }
        #expect(Fixture.read(file) == "mine")
    }

    @Test("a lock file that is no lock (a user's notes of Tally's name) is refused, kept as it is")
    func foreignLock() async throws {
        let parent = Fixture.folder("out")
        let lock = parent.appendingPathComponent(".R.tally-lock")
        try Data("my notes".utf8).write(to: lock)
        await #expect {
            _ = try await Self.run(into: parent.appendingPathComponent("R"))
        } throws: { "\($0)".contains(".R.tally-lock: error: is not a Tally lock file") }
        #expect(Fixture.read(lock) == "my notes")
    }

    @Test(
        "a refused run leaves no folder it created for a new nested --out, and keeps those it did not",
        arguments: [("", [String]()), ("a/b", ["a"])])
    func refusedLeavesNoParent(existing: String, left: [String]) async throws {
        let root = Fixture.folder("out")
        if !existing.isEmpty {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(existing), withIntermediateDirectories: true)
        }
        var options = Fixture.quietOptions()
        options.filters = [CaseFilter("tag=nosuchtag")!]
        await #expect {
            _ = try await Self.run(into: root.appendingPathComponent("a/b/c/d/R"), options: options)
        } throws: { "\($0)".contains("selects no turn of this set") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == left)
        if !existing.isEmpty {
            #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("a/b").path) == [])
        }
    }

    @Test("the swap exchanges two folders in one step; the report it replaced goes, but what Tally did not write stays")
    func swap() throws {
        let parent = Fixture.folder("out")
        let a = parent.appendingPathComponent("a")
        let b = parent.appendingPathComponent("b")
        for (url, text) in [(a, "new"), (b, "old")] {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url.appendingPathComponent("summary.json"))
        }
        #expect(FolderSwap.exchange(a, b) == .swapped)
        #expect(Fixture.read(b.appendingPathComponent("summary.json")) == "new")
        #expect(Fixture.read(a.appendingPathComponent("summary.json")) == "old")

        // A report folder someone dropped a file into after the run checked it.
        let out = parent.appendingPathComponent("R")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Data("old".utf8).write(to: out.appendingPathComponent("summary.json"))
        let staged = try AtomicFolder(destination: out)
        try staged.write("summary.json", Data("new".utf8))
        try Data("mine".utf8).write(to: out.appendingPathComponent("notes.txt"))
        let left = try staged.commit()
        #expect(Fixture.read(out.appendingPathComponent("summary.json")) == "new")
        #expect(
            left == [
                "left \(DisplayPath.of(staged.staging)): the report it replaced also held notes.txt, which Tally did not write"
            ])
        #expect(Fixture.read(staged.staging.appendingPathComponent("notes.txt")) == "mine")
        #expect(!FileManager.default.fileExists(atPath: staged.staging.appendingPathComponent("summary.json").path))
    }

    @Test("every write checks for a short or failed write: a full device is one line naming the file and the option")
    func fullDevice() throws {
        let full = URL(fileURLWithPath: "/dev/full")
        guard FileManager.default.fileExists(atPath: full.path) else { return }  // Linux only
        #expect {
            try OutputFile.write(Data(count: 10_000), to: full, option: "--record-release")
        } throws: {
            "\($0)"
                == "/dev/full: error: no space left on device while writing this file; free space and run again, or choose another --record-release"
        }
        // Where the command has no option for the place (tally open), the fix names none.
        #expect {
            try OutputFile.write(Data(count: 10), to: full)
        } throws: {
            "\($0)" == "/dev/full: error: no space left on device while writing this file; free space and run again"
        }
    }

    @Test("--record on a full disk: one line naming the file, and no temporary file left beside it")
    func recordFullDisk() async throws {
        let mountPoint = Fixture.folder("tiny")
        guard SafetyTests.mountTmpfs(at: mountPoint, size: "64k") else {
            print("OwnFilesTests.recordFullDisk: skipped (cannot mount a tmpfs here)")
            return
        }
        defer { SafetyTests.unmount(mountPoint) }
        let filler = mountPoint.appendingPathComponent("filler")
        try Data(repeating: 0x41, count: max(0, SafetyTests.freeBytes(mountPoint) - 2 * 1024)).write(to: filler)
        var options = Fixture.quietOptions()
        options.record = mountPoint.appendingPathComponent("p.jsonl")
        await #expect {
            _ = try await Self.run(into: Fixture.folder("out").appendingPathComponent("R"), options: options)
        } throws: {
            "\($0)".hasSuffix(
                "p.jsonl: error: no space left on device while writing this file; free space and run again, or choose another --record"
            )
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: mountPoint.path) == ["filler"])
    }

    @Test("on a full disk, tally open and gate --record-release name their own fix, not --out")
    func fixNamesTheCommandsOption() async throws {
        let mountPoint = Fixture.folder("tiny")
        guard SafetyTests.mountTmpfs(at: mountPoint, size: "64k") else {
            print("OwnFilesTests.fixNamesTheCommandsOption: skipped (cannot mount a tmpfs here)")
            return
        }
        defer { SafetyTests.unmount(mountPoint) }
        let (folder, _) = try await Fixture.run(set: Fixture.writeSet())
        let report = mountPoint.appendingPathComponent("R")
        try FileManager.default.createDirectory(at: report, withIntermediateDirectories: false)
        for file in [ReportFile.summary, .cases] {
            try FileManager.default.copyItem(
                at: folder.appendingPathComponent(file.name), to: report.appendingPathComponent(file.name))
        }
        let filler = mountPoint.appendingPathComponent("filler")
        try Data(repeating: 0x41, count: SafetyTests.freeBytes(mountPoint)).write(to: filler)
        #expect {
            _ = try ReportPage.ensure(in: report)
        } throws: {
            "\($0)".hasSuffix(
                "report.html: error: no space left on device while writing this file; free space and run again")
        }
        let policyURL = try GateTests.policyFile(#"{"rules": [{"metric": "turnAccuracy", "min": 0.1}]}"#)
        let gate = try Gate(
            candidate: try Report(folder: report), baseline: nil, policy: try GatePolicy.load(from: policyURL))
        let outcome = try gate.evaluate()
        let record = try ReleaseRecord(gate: gate, outcome: outcome, violations: [], policyFile: policyURL)
        #expect {
            try record.write(to: mountPoint.appendingPathComponent("release.json"))
        } throws: {
            "\($0)".hasSuffix(
                "release.json: error: no space left on device while writing this file; free space and run again, or choose another --record-release"
            )
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: mountPoint.path).sorted() == ["R", "filler"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: report.path).sorted() == [
                "cases.jsonl", "summary.json",
            ])
    }
}
