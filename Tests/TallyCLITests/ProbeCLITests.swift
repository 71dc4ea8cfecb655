import Foundation
import TallyTestSupport
import Testing

/// The red-team probes of issue 20, as a user runs them: each gives one line
/// and exit 2 (bad input) or an honest result (a fault), never a trap (exit
/// 132), a forged pass or a file of the user's lost. Every probe works on a copy.
@Suite("issue 20 probes on the command line", .serialized)
struct ProbeCLITests {
    static func tally(_ arguments: String...) async throws -> CLITests.Result {
        try await CLITests.tally(arguments, environment: ["GITHUB_ACTIONS": "", "GITHUB_STEP_SUMMARY": ""])
    }

    static func write(_ text: String, _ name: String) throws -> String {
        let path = CLITests.temp(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(
        "numbers that trapped: a bound just under the value, a tiny drop, a tiny --detect, a huge record version",
        arguments: [
            (
                "gate-min", #"{"rules": [{"metric": "turnAccuracy", "min": 0.97789999999}]}"#,
                #"error: rules[0] (turnAccuracy, a rate): "min": 0.97789999999 has 11 decimals, but it is read to 4: write 0.9778 or 0.9779"#
            ),
            (
                "gate-drop", #"{"rules": [], "baseline": {"maxDrop": {"*": 1e-10}}}"#,
                "error: baseline.maxDrop.*: 1e-10 has 10 decimals, but it is read to 4: write 0 or 0.0001"
            ),
            ("stats", "", "tally stats: --detect 1e-10: 1e-10 has 10 decimals, but it is read to 4: write 0.0001"),
            (
                "record", "",
                #"error: not a release record of version 1 (its "recordVersion" is 1e+20); write it again with this tally's `gate --record-release`"#
            ),
        ])
    func numbers(probe: String, policy: String, message: String) async throws {
        let report = "reports/finely-v1/rules-v1"
        let r: CLITests.Result
        switch probe {
        case "stats":
            r = try await Self.tally("stats", "eval-sets/finely/v1", "--detect", "1e-10")
        case "record":
            let record = CLITests.temp("record.json")
            let gate = try await Self.tally(
                "gate", "--candidate", report, "--policy", "gates/finely-v1.json", "--record-release", record,
                "--no-power")
            #expect(gate.status == 0, "\(gate.err)")
            let text = try String(contentsOf: URL(fileURLWithPath: record), encoding: .utf8)
                .replacingOccurrences(of: #""recordVersion" : 1,"#, with: #""recordVersion" : 1e20,"#)
            r = try await Self.tally("verify", try Self.write(text, "edited.json"))
        default:
            let file = try Self.write(policy, "policy.json")
            r = try await Self.tally("gate", "--candidate", report, "--baseline", report, "--policy", file)
        }
        #expect(r.status == 2, "\(r.err)")
        #expect(r.out.isEmpty)
        let lines = r.err.split(separator: "\n")
        #expect(lines.first?.contains(message) == true, "\(r.err)")
        // A usage error is followed by the command's usage; bad input is one line.
        if probe != "stats" { #expect(lines.count == 1, "\(r.err)") }
    }

    @Test("a failed gate's record edited to passed does not verify: verify gates the report again")
    func forgedVerdict() async throws {
        let policy = try Self.write(#"{"rules": [{"metric": "turnAccuracy", "min": 0.99}]}"#, "policy.json")
        let record = CLITests.temp("record.json")
        let gate = try await Self.tally(
            "gate", "--candidate", "reports/finely-v1/rules-v1", "--policy", policy, "--record-release", record,
            "--no-power")
        #expect(gate.status == 1)
        var json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: record))) as? [String: Any])
        json["verdict"] = "passed"
        json["violations"] = [String]()
        json["rules"] = (json["rules"] as? [[String: Any]])?.map { rule in rule.merging(["passed": true]) { $1 } }
        let forged = CLITests.temp("forged.json")
        try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]).write(to: URL(fileURLWithPath: forged))
        let r = try await Self.tally("verify", forged)
        #expect(r.status == 1, "\(r.err)")
        #expect(r.err.contains("verify: min turnAccuracy [all]: the record says it passed; gated again, it fails"))
        #expect(r.err.contains("verify: the record says passed; gated again, the report fails (1 violation: "))
        #expect(r.err.contains("verify: FAILED — rules v1 on finely 1.0.0: 2 things no longer match the record"))
    }

    @Test(
        "merge of a shard whose cases.jsonl was emptied or lost a line: exit 2 naming the shard, nothing written",
        arguments: ["emptied", "a line deleted"])
    func mergeTampered(probe: String) async throws {
        var parts: [String] = []
        for i in 1...3 {
            let out = CLITests.temp("shard-\(i)")
            let r = try await Self.tally(
                "run", "--set", "eval-sets/finely/v1", "--filter", "tag=seed", "--shard", "\(i)/3", "--out", out,
                "--quiet")
            #expect(r.status == 0, "\(r.err)")
            parts.append(out)
        }
        let cases = URL(fileURLWithPath: parts[1] + "/cases.jsonl")
        var lines = try String(contentsOf: cases, encoding: .utf8).split(separator: "\n").map(String.init)
        if probe == "emptied" { lines = [] } else { lines.remove(at: lines.count / 2) }
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: cases)
        let merged = CLITests.temp("merged")
        let r = try await Self.tally("merge", parts[0], parts[1], parts[2], "--out", merged)
        #expect(r.status == 2, "\(r.out)")
        #expect(r.err.hasPrefix("tally merge: \(parts[1])/cases.jsonl: error: holds "), "\(r.err)")
        #expect(r.err.contains("but shard 2/3's summary.json counts"))
        #expect(r.err.split(separator: "\n").count == 1)
        #expect(!FileManager.default.fileExists(atPath: merged))
    }

    @Test("tally diff --json > a full device: an error and exit 2, not exit 0 with a cut file")
    func stdoutFull() async throws {
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }  // Linux only
        let r = try await offPool { () -> (Int32, String) in
            let p = Process()
            p.executableURL = CLITests.binary
            p.arguments = ["diff", "reports/finely-v1/rules-v1", "reports/finely-v1/oracle-labels", "--json"]
            p.currentDirectoryURL = CLITests.root
            p.standardOutput = FileHandle(forWritingAtPath: "/dev/full")
            let err = Pipe()
            p.standardError = err
            try p.run()
            let e = err.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            return (p.terminationStatus, String(decoding: e, as: UTF8.self))
        }
        #expect(r.0 == 2)
        #expect(
            r.1
                == "tally: cannot write to standard output (no space left on device); what was printed is incomplete: free space where it goes, and run again\n"
        )
    }

    @Test("files Tally did not make survive a run: a user's .R.old/.tmp/.lock/.partial, a timing.json folder's notes")
    func userFiles() async throws {
        let out = CLITests.temp("R")
        let parent = URL(fileURLWithPath: out).deletingLastPathComponent()
        let first = try await Self.tally(
            "run", "--set", "eval-sets/finely/v1", "--filter", "tag=seed", "--out", out, "--quiet")
        #expect(first.status == 0, "\(first.err)")
        for name in [".R.old", ".R.tmp", ".R.lock", ".R.partial"] {
            try Data("mine".utf8).write(to: parent.appendingPathComponent(name))
        }
        let again = try await Self.tally(
            "run", "--set", "eval-sets/finely/v1", "--filter", "tag=seed", "--out", out, "--quiet")
        #expect(again.status == 0, "\(again.err)")
        for name in [".R.old", ".R.tmp", ".R.lock", ".R.partial"] {
            #expect(try String(contentsOf: parent.appendingPathComponent(name), encoding: .utf8) == "mine")
        }
        let timing = URL(fileURLWithPath: out + "/timing.json")
        try FileManager.default.removeItem(at: timing)
        try FileManager.default.createDirectory(at: timing, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: timing.appendingPathComponent("notes.txt"))
        let refused = try await Self.tally(
            "run", "--set", "eval-sets/finely/v1", "--filter", "tag=seed", "--out", out, "--quiet")
        #expect(refused.status == 2)
        #expect(
            refused.err
                == "tally run: \(out): error: is a Tally report, but its timing.json is not a file Tally wrote (a folder or a link), which a new run would replace; move it out or choose another --out\n"
        )
        #expect(try String(contentsOf: timing.appendingPathComponent("notes.txt"), encoding: .utf8) == "mine")
        // A refused run leaves none of the folders it made for a new nested --out.
        let nested = parent.appendingPathComponent("a/b/c/R").path
        let bad = try await Self.tally(
            "run", "--set", "eval-sets/finely/v1", "--filter", "tag=nosuchtag", "--out", nested, "--quiet")
        #expect(bad.status == 2)
        #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent("a").path))
    }

    @Test("a password in --endpoint is in no message: the server that cannot be reached is named without it")
    func endpointPassword() async throws {
        let r = try await Self.tally(
            "run", "--set", "eval-sets/finely/v1", "--filter", "tag=seed", "--backend", "http", "--endpoint",
            "http://ada:hunter2@127.0.0.1:1/v1", "--model", "m", "--out", CLITests.temp("R"), "--quiet")
        #expect(r.status == 2)
        #expect(r.err.contains("cannot reach http://127.0.0.1:1/v1/models: connection refused"), "\(r.err)")
        #expect(r.err.contains("go to the server as HTTP Basic auth"))
        #expect(!r.err.contains("hunter2") && !r.out.contains("hunter2"))
    }
}
