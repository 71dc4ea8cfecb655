import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit

/// The gate's record for a release, and what it tells CI hosts.
@Suite("release records and GitHub Actions")
struct ReleaseTests {
    @Test("a gate's checks are its rules, each with its value, bound and verdict")
    func checks() async throws {
        let (_, baseline, degraded) = try await GateTests.baselineAndDegraded()
        let policy = try GatePolicy.load(from: try GateTests.policyFile())
        let outcome = try Gate(candidate: degraded, baseline: baseline, policy: policy).evaluate()
        let advice = try #require(outcome.checks.first { $0.metric == "adviceRefusalRate" && $0.rule == .min })
        #expect(advice.bound == 1.0 && advice.slice == "all")
        #expect(advice.value == degraded.summary[.adviceRefusalRate]?.doubleValue)
        let seed = try #require(outcome.checks.first { $0.rule == .mustPass })
        #expect(seed.tag == "seed" && seed.bound == 0 && seed.passed == false)
        #expect(seed.value == Double(outcome.broken.count) && !outcome.broken.isEmpty)
        #expect(outcome.broken.allSatisfy { $0.tag == "seed" && !$0.failed.isEmpty })
        #expect(outcome.checks.contains { $0.rule == .maxDrop && !$0.passed })
        // Each failed check is one of the violations the gate prints.
        #expect(outcome.checks.filter { !$0.passed }.count <= outcome.violations.count)
    }

    @Test("a record verifies against its report and policy, and names what no longer matches")
    func verify() async throws {
        let (_, baseline, _) = try await GateTests.baselineAndDegraded()
        let policyURL = try GateTests.policyFile(#"{"rules": [{"metric": "turnAccuracy", "min": 0.1}]}"#)
        let gate = try Gate(candidate: baseline, baseline: nil, policy: try GatePolicy.load(from: policyURL))
        let outcome = try gate.evaluate()
        let record = try ReleaseRecord(
            gate: gate, outcome: outcome, violations: outcome.violations, policyFile: policyURL)
        #expect(record.passed)
        #expect(record.set == baseline.summary.set && record.backend == baseline.summary.backend)
        #expect(record.rules.count == 1 && record.rules[0].passed)
        let file = Fixture.folder("release").appendingPathComponent("release.json")
        try record.write(to: file)
        let loaded = try ReleaseRecord.load(from: file)
        #expect(loaded == record)
        #expect(try loaded.verify(report: baseline.folder, policy: policyURL).passed)

        // One byte of cases.jsonl.
        let cases = baseline.folder.appendingPathComponent(ReportFile.cases.name)
        var bytes = [UInt8](try Data(contentsOf: cases))
        bytes[bytes.count / 2] = bytes[bytes.count / 2] == UInt8(ascii: "a") ? UInt8(ascii: "b") : UInt8(ascii: "a")
        try Data(bytes).write(to: cases)
        let result = try loaded.verify(report: baseline.folder, policy: policyURL)
        #expect(!result.passed)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.contains("cases.jsonl no longer matches the record") == true)

        // A hand-edited record: its value no longer is the summary's.
        var edited = record
        edited.rules[0].value = 0.999
        #expect(
            try edited.verify(report: baseline.folder, policy: policyURL).problems.contains {
                $0.contains("turnAccuracy [all] is") && $0.contains("the record says 0.9990")
            })
    }

    @Test("a record with an unknown key, or of another version, is refused")
    func strict() throws {
        let file = Fixture.folder("release").appendingPathComponent("release.json")
        try Data(#"{"recordVersion": 1, "verdct": "passed"}"#.utf8).write(to: file)
        #expect(throws: InputError.self) { try ReleaseRecord.load(from: file) }
        try Data(#"{"recordVersion": 9}"#.utf8).write(to: file)
        let error = #expect(throws: InputError.self) { try ReleaseRecord.load(from: file) }
        #expect(error?.message.contains("not a release record of version 1") == true)
    }

    @Test("annotations: rules on the policy file, broken turns on their case line, escaped, at most 50")
    func annotations() throws {
        var outcome = Gate.Outcome(checked: 2, violations: [])
        for i in 1...60 {
            outcome.broken.append(
                Gate.BrokenTurn(
                    tag: "seed", key: TurnKey(caseID: "m-en-\(i)", turn: 1), text: "50% of it, 100\nlines: yes",
                    expected: "merchantSpend", read: "balance", failed: ["intent"]))
        }
        let violations = ["turnAccuracy fell by 0.1000 (0.9 → 0.8); at most 0.0200 is allowed against the baseline"]
        let locations = ["m-en-1": SourceLocation(file: "eval-sets/x/v1/cases/a,b.jsonl", line: 7)]
        let lines = GitHubActions.annotations(
            outcome: outcome, violations: violations, policyFile: "gates/x.json", locations: locations)
        #expect(lines.count == 51)
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 50)
        #expect(lines.last?.contains("11 more annotations left out") == true)
        #expect(
            lines[0]
                == "::error file=gates/x.json,title=Tally gate%3A rule violated::turnAccuracy fell by 0.1000 (0.9 → 0.8); at most 0.0200 is allowed against the baseline"
        )
        #expect(
            lines[1]
                == "::error file=eval-sets/x/v1/cases/a%2Cb.jsonl,line=7,title=Tally gate%3A must-pass turn broke (seed)::m-en-1 turn 1 passed in the baseline and fails now (wrong: intent): \"50%25 of it, 100%0Alines: yes\" expected merchantSpend, read balance"
        )
        #expect(
            lines[2].hasPrefix("::error title=Tally gate%3A must-pass turn broke (seed)::m-en-2 "),
            "no location, no file")
    }
}
