import Foundation
import Testing

/// The gate in CI hosts, the release record and the HTML pages, as a release
/// job and a person use them.
// Serialized: each test runs tally a few times; side by side they would starve the timing-sensitive suites.
@Suite("tally gate on GitHub Actions, release records, HTML pages", .serialized)
struct ReleaseCLITests {
    static func tally(_ arguments: String..., environment: [String: String] = [:]) async throws -> CLITests.Result {
        // A job's own GitHub variables must not leak into the runs that test them.
        var env = environment
        for key in ["GITHUB_ACTIONS", "GITHUB_STEP_SUMMARY"] where env[key] == nil { env[key] = "" }
        return try await CLITests.tally(arguments, environment: env)
    }

    /// A baseline of v1's seed turns (English), and a replay of it that reads every shop question as a balance.
    static func baselineAndBroken() async throws -> (baseline: String, broken: String, policy: String) {
        let baseline = CLITests.temp("rules")
        let predictions = CLITests.temp("predictions.jsonl")
        let run = try await tally(
            "run", "--set", "eval-sets/finely/v1", "--filter", "tag=seed", "--filter", "locale=en", "--out", baseline,
            "--record", predictions, "--quiet")
        #expect(run.status == 0, "\(run.err)")
        let lines = String(decoding: try Data(contentsOf: URL(fileURLWithPath: predictions)), as: UTF8.self)
            .replacingOccurrences(of: #""intent":"merchantSpend""#, with: #""intent":"balance""#)
        let degraded = CLITests.temp("degraded.jsonl")
        try Data(lines.utf8).write(to: URL(fileURLWithPath: degraded))
        let broken = CLITests.temp("replay")
        let replay = try await tally(
            "run", "--set", "eval-sets/finely/v1", "--backend", "replay", "--predictions", degraded, "--filter",
            "tag=seed", "--filter", "locale=en", "--out", broken, "--quiet", "--max-backend-failures", "50%")
        #expect(replay.status == 0, "\(replay.err)")
        let policy = CLITests.temp("policy.json")
        try Data(#"{"rules": [{"metric": "turnAccuracy", "min": 0.5}], "baseline": {"mustPassTags": ["seed"]}}"#.utf8)
            .write(to: URL(fileURLWithPath: policy))
        return (baseline, broken, policy)
    }

    @Test("with GITHUB_ACTIONS=true, a failing gate writes the job summary and annotates each broken case line")
    func githubActions() async throws {
        let (baseline, broken, policy) = try await Self.baselineAndBroken()
        let summaryFile = CLITests.temp("step-summary.md")
        try Data("## an earlier step\n\n".utf8).write(to: URL(fileURLWithPath: summaryFile))
        let gate = try await Self.tally(
            "gate", "--candidate", broken, "--baseline", baseline, "--policy", policy,
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summaryFile])
        #expect(gate.status == 1)
        let all = gate.out.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(all.count <= 50)
        // The violated rule on the policy file, on the line that holds it…
        #expect(
            all.contains {
                $0.hasPrefix("::error file=\(policy),line=1,title=Tally gate%3A rule violated::turnAccuracy [all] = ")
            })
        // …and each broken must-pass turn on the very line of its conversation, in the set the report was made on
        // (found as eval-sets/finely/v1: its hash is the report's).
        let annotations = all.filter { $0.contains("must-pass turn broke") }
        #expect(!annotations.isEmpty)
        for a in annotations {
            #expect(a.hasPrefix("::error file=eval-sets/finely/v1/cases/"), "\(a)")
            #expect(a.contains(",line="), "\(a)")
            #expect(a.contains(",title=Tally gate%3A must-pass turn broke (seed)::"), "\(a)")
        }
        let first = try #require(annotations.first)
        let file = String(first.dropFirst("::error file=".count).prefix { $0 != "," })
        let line = Int(first.split(separator: ",")[1].dropFirst("line=".count))!
        let caseID = String(first.components(separatedBy: "::")[2].prefix { $0 != " " })
        let caseLine = try String(contentsOf: CLITests.root.appendingPathComponent(file), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
        #expect(caseLine.contains("\"id\": \"\(caseID)\"") || caseLine.contains("\"id\":\"\(caseID)\""))
        let summary = try String(contentsOf: URL(fileURLWithPath: summaryFile), encoding: .utf8)
        #expect(summary.hasPrefix("## an earlier step\n\n## ❌ Tally gate failed · "))
        #expect(summary.contains("| metric | value | 95 % CI | n | baseline | change |"))
        #expect(summary.contains("| turn accuracy | "))
        #expect(summary.contains("- must-pass tag seed: "))

        // Without GITHUB_ACTIONS, none of it.
        let plain = try await Self.tally("gate", "--candidate", broken, "--baseline", baseline, "--policy", policy)
        #expect(plain.status == 1)
        #expect(!plain.out.contains("::error"))

        // A passing gate says so in the summary.
        let passFile = CLITests.temp("pass.md")
        let pass = try await Self.tally(
            "gate", "--candidate", baseline, "--baseline", baseline, "--policy", policy,
            environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": passFile])
        #expect(pass.status == 0, "\(pass.err)")
        #expect(!pass.out.contains("::error"))
        #expect(
            try String(contentsOf: URL(fileURLWithPath: passFile), encoding: .utf8).hasPrefix("## ✅ Tally gate passed"))
    }

    @Test("a release record verifies against its report, and fails once one byte of cases.jsonl changes")
    func releaseRecord() async throws {
        let (baseline, broken, policy) = try await Self.baselineAndBroken()
        let record = CLITests.temp("release.json")
        let gate = try await Self.tally(
            "gate", "--candidate", baseline, "--baseline", baseline, "--policy", policy, "--record-release", record)
        #expect(gate.status == 0, "\(gate.err)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: record))) as? [String: Any])
        #expect(json["verdict"] as? String == "passed")
        #expect((json["set"] as? [String: Any])?["id"] as? String == "finely")
        #expect((json["rules"] as? [[String: Any]])?.count == 2)
        let again = CLITests.temp("release-again.json")
        _ = try await Self.tally(
            "gate", "--candidate", baseline, "--baseline", baseline, "--policy", policy, "--record-release", again)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: record)) == Data(contentsOf: URL(fileURLWithPath: again)),
            "the same gate on the same files writes the same record")

        let ok = try await Self.tally("verify", record)
        #expect(ok.status == 0, "\(ok.err)")
        #expect(ok.out.contains("verify: ok — rules v1 on finely"))

        // One byte of cases.jsonl.
        let cases = URL(fileURLWithPath: baseline + "/cases.jsonl")
        var bytes = [UInt8](try Data(contentsOf: cases))
        let at = bytes.firstIndex(of: UInt8(ascii: "C"))!
        bytes[at] = UInt8(ascii: "K")
        try Data(bytes).write(to: cases)
        let changed = try await Self.tally("verify", record)
        #expect(changed.status == 1)
        #expect(changed.err.contains("cases.jsonl no longer matches the record"))
        #expect(changed.err.contains("verify: FAILED"))

        // A record of a failed gate never verifies; nor does one whose policy changed.
        let failedRecord = CLITests.temp("failed.json")
        let failed = try await Self.tally(
            "gate", "--candidate", broken, "--baseline", baseline, "--policy", policy, "--record-release", failedRecord)
        #expect(failed.status == 1)
        let failedJSON = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: failedRecord)))
        #expect((failedJSON as? [String: Any])?["verdict"] as? String == "failed")
        let notReleased = try await Self.tally("verify", failedRecord, broken)
        #expect(notReleased.status == 1)
        #expect(notReleased.err.contains("the gate failed when this record was made"))
        let policyChanged = CLITests.temp("policy-changed.json")
        try Data(#"{"rules": [{"metric": "turnAccuracy", "min": 0.4}]}"#.utf8)
            .write(to: URL(fileURLWithPath: policyChanged))
        let otherPolicy = try await Self.tally("verify", failedRecord, broken, "--policy", policyChanged)
        #expect(otherPolicy.status == 1)
        #expect(otherPolicy.err.contains("policy-changed.json no longer matches the record"))

        // A record is only replaced by a record.
        let notes = CLITests.temp("notes.txt")
        try Data("my notes".utf8).write(to: URL(fileURLWithPath: notes))
        let refused = try await Self.tally(
            "gate", "--candidate", baseline, "--policy", policy, "--record-release", notes)
        #expect(refused.status == 2)
        #expect(refused.err.contains("is not a release record"))
        #expect(try String(contentsOf: URL(fileURLWithPath: notes), encoding: .utf8) == "my notes")
    }

    @Test("tally run prints its page; tally open renders a page for a report without one and opens it with $BROWSER")
    func openPages() async throws {
        let out = CLITests.temp("rules")
        let run = try await Self.tally(
            "run", "--set", "eval-sets/finely/v1", "--filter", "tag=seed", "--out", out, "--quiet")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("  page                         \(out)/report.html"))
        let page = try String(contentsOf: URL(fileURLWithPath: out + "/report.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        try FileManager.default.removeItem(atPath: out + "/report.html")
        let opened = try await Self.tally("open", out, environment: ["BROWSER": "printf 'opened %s\\n'"])
        #expect(opened.status == 0, "\(opened.err)")
        #expect(opened.out == "opened \(out)/report.html\n")
        #expect(FileManager.default.fileExists(atPath: out + "/report.html"))
        let printed = try await Self.tally("open", out, "--print")
        #expect(printed.out == "\(out)/report.html\n")
        let missing = try await Self.tally("open", CLITests.temp("nothing"))
        #expect(missing.status == 2)
        #expect(missing.err.contains("no such report folder") || missing.err.contains("no summary.json here"))
    }

    @Test("diff --html and matrix --html write pages, and replace only pages tally wrote")
    func htmlPages() async throws {
        let (baseline, broken, _) = try await Self.baselineAndBroken()
        let diffPage = CLITests.temp("diff.html")
        let diff = try await Self.tally("diff", baseline, broken, "--html", diffPage)
        #expect(diff.status == 0, "\(diff.err)")
        let html = try String(contentsOf: URL(fileURLWithPath: diffPage), encoding: .utf8)
        #expect(html.contains("id=\"broken\""))
        #expect(html.contains("McNemar"))
        let matrixPage = CLITests.temp("matrix.html")
        let matrix = try await Self.tally("matrix", baseline, broken, "--html", matrixPage)
        #expect(matrix.status == 0, "\(matrix.err)")
        #expect(try String(contentsOf: URL(fileURLWithPath: matrixPage), encoding: .utf8).contains("class=\"series\""))
        let mine = CLITests.temp("mine.html")
        try Data("<html>my page</html>".utf8).write(to: URL(fileURLWithPath: mine))
        let refused = try await Self.tally("diff", baseline, broken, "--html", mine)
        #expect(refused.status == 2)
        #expect(refused.err.contains("is not a page tally wrote"))
    }
}
