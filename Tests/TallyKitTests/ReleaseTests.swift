import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

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

    /// A failed gate's record, and the baseline and policy it was made with.
    static func failedRecord() async throws -> (record: ReleaseRecord, candidate: Report, policy: URL) {
        let (_, baseline, degraded) = try await GateTests.baselineAndDegraded()
        let policyURL = try GateTests.policyFile(
            #"{"rules": [{"metric": "turnAccuracy", "min": 0.9}, {"metric": "intentAccuracy", "min": 0.1}], "baseline": {"maxDrop": {"turnAccuracy": 0.5}, "mustPassTags": ["seed"]}}"#
        )
        let gate = try Gate(candidate: degraded, baseline: baseline, policy: try GatePolicy.load(from: policyURL))
        let outcome = try gate.evaluate()
        let record = try ReleaseRecord(
            gate: gate, outcome: outcome, violations: outcome.violations, policyFile: policyURL)
        #expect(!record.passed)
        return (record, degraded, policyURL)
    }

    @Test(
        "verify gates the report again: an edited verdict, passed flag, bound or value, a removed or added rule",
        arguments: [
            ("verdict", ["the record says passed; gated again, the report fails (3 violations: "]),
            (
                "passed flags",
                [
                    "min turnAccuracy [all]: the record says it passed; gated again, it fails",
                    "mustPass seed: the record says it passed; gated again, it fails",
                ]
            ),
            (
                "bound",
                [
                    "min turnAccuracy [all]: the record's bound is 0.5000; the policy's is 0.9000",
                    "min turnAccuracy [all]: the record says it passed; gated again, it fails",
                ]
            ),
            ("value", ["intentAccuracy [all] is 0.6000 in the report; the record says 0.9000"]),
            ("removed", ["min turnAccuracy [all] is a rule of the policy, but the record does not hold it"]),
            ("added", ["the record holds max falseRefusalRate [all], which is no rule of the policy"]),
        ])
    func forged(edit: String, expected: [String]) async throws {
        let (original, candidate, policy) = try await Self.failedRecord()
        var record = original
        // Each forgery also turns the verdict: the record that would be archived says passed.
        record.verdict = "passed"
        record.violations = []
        let turn = try #require(record.rules.firstIndex { $0.metric == "turnAccuracy" && $0.rule == .min })
        switch edit {
        case "passed flags": for i in record.rules.indices { record.rules[i].passed = true }
        case "bound":
            record.rules[turn].bound = 0.5
            record.rules[turn].passed = true
        case "value":
            let i = try #require(record.rules.firstIndex { $0.metric == "intentAccuracy" })
            record.rules[i].value = 0.9
        case "removed": record.rules.remove(at: turn)
        case "added":
            record.rules.append(
                Gate.Check(rule: .max, metric: "falseRefusalRate", slice: "all", bound: 0.5, value: 0, passed: true))
        default: break
        }
        let problems = try record.verify(report: candidate.folder, policy: policy).problems
        for line in expected {
            #expect(problems.contains { $0.hasPrefix(line) }, "\(problems)")
        }
        // The unedited record: nothing but the failed gate it records.
        let honest = try original.verify(report: candidate.folder, policy: policy).problems
        #expect(honest.count == 1 && honest[0].hasPrefix("the gate failed when this record was made"), "\(honest)")
    }

    @Test(
        "a record with an unknown key inside a rule or an object, or a verdict that is neither, is refused",
        arguments: [
            (
                #"{"rule": "min", "metric": "turnAccuracy", "slice": "all", "bound": 0.9, "value": 0.95, "passed": true, "note": "ok"}"#,
                #"rules[0]: unknown key "note"; expected one of bound, metric, passed, rule, slice, tag, value"#
            ),
            (
                #"{"rule": "min", "metric": "turnAccuracy", "slce": "all", "bound": 0.9, "value": 0.95, "passed": true}"#,
                #"rules[0]: unknown key "slce"; did you mean "slice"?"#
            ),
        ])
    func strictRules(rule: String, message: String) throws {
        let file = Fixture.folder("release").appendingPathComponent("release.json")
        let text = """
            {"recordVersion": 1, "toolVersion": "2.0.0", "verdict": "passed",
             "set": {"id": "mini", "version": "1.0.0", "sha256": "x"},
             "backend": {"backend": "rules", "modelVersion": "v1"}, "promptVersion": "p", "pipelineVersion": "1",
             "policy": {"file": "p.json", "sha256": "x"},
             "report": {"folder": "r", "summarySHA256": "x", "casesSHA256": "x"},
             "rules": [\(rule)], "violations": []}
            """
        try Data(text.utf8).write(to: file)
        #expect {
            try ReleaseRecord.load(from: file)
        } throws: { "\($0)".contains("error: \(message)") }
        let valid = text.replacingOccurrences(of: rule, with: "").replacingOccurrences(
            of: #""verdict": "passed""#, with: #""verdict": "ok""#)
        try Data(valid.utf8).write(to: file)
        #expect {
            try ReleaseRecord.load(from: file)
        } throws: { "\($0)".contains(#""verdict" is "ok", not "passed" or "failed""#) }
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
