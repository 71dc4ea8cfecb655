import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

@Suite("tally gate and tally diff")
struct GateTests {
    static let policy = """
        {"rules": [{"metric": "adviceRefusalRate", "min": 1.0},
                   {"metric": "falseRefusalRate", "max": 0.0},
                   {"metric": "answerAccuracy", "slice": "locale:fr", "min": 1.0}],
         "baseline": {"maxDrop": {"*": 0.0}, "mustPassTags": ["seed"]}}
        """

    static func policyFile(_ text: String = policy) throws -> URL {
        let url = Fixture.folder("policy").appendingPathComponent("policy.json")
        try Data(text.utf8).write(to: url)
        return url
    }

    /// A baseline recorded from the rules reader, and a degraded copy of its predictions.
    static func baselineAndDegraded() async throws -> (set: URL, baseline: Report, degraded: Report) {
        let set = Fixture.writeSet()
        let predictions = Fixture.folder("p").appendingPathComponent("predictions.jsonl")
        var options = Fixture.quietOptions()
        options.record = predictions
        let (baselineFolder, _) = try await Fixture.run(set: set, options: options)
        // The degraded model refuses "how much is left this month" and reads the French seed question as a
        // balance (the seed's follow-up then no longer matches its recording: stale). Advice it reads as
        // savings ideas — which the advice gate still refuses, whatever the model says.
        let degradedLines = Fixture.read(predictions).split(separator: "\n").map { line -> String in
            var l = String(line)
            if l.contains(#""case":"a-"#) {
                l = l.replacingOccurrences(of: #""intent":"offTopic""#, with: #""intent":"savingsIdeas""#)
            }
            if l.contains(#""case":"i-en-1""#) {
                l = l.replacingOccurrences(of: #""intent":"leftover""#, with: #""intent":"offTopic""#)
            }
            if l.contains(#""case":"m-fr-1","#) && l.contains(#""turn":1"#) {
                l = l.replacingOccurrences(of: #""intent":"merchantSpend""#, with: #""intent":"balance""#)
            }
            return l
        }
        let degradedFile = Fixture.folder("p").appendingPathComponent("degraded.jsonl")
        try Data((degradedLines.joined(separator: "\n") + "\n").utf8).write(to: degradedFile)
        // One stale line in ten turns is past the default 5 % of backend failures; this test is about the
        // readings, so the run allows it (a report over the limit is refused by the gate: see below).
        var degradedOptions = Fixture.quietOptions()
        degradedOptions.maxBackendFailures = 0.2
        let (degradedFolder, _) = try await Fixture.run(
            set: set, backend: try ReplayBackend(url: degradedFile), options: degradedOptions)
        return (set, try Report(folder: baselineFolder), try Report(folder: degradedFolder))
    }

    @Test("the gate passes the baseline against itself")
    func passes() async throws {
        let (_, baseline, _) = try await Self.baselineAndDegraded()
        let outcome = try Gate(
            candidate: baseline, baseline: baseline, policy: try GatePolicy.load(from: try Self.policyFile())
        ).evaluate()
        #expect(outcome.violations == [])
        #expect(outcome.checked > 3)
    }

    @Test("a deliberately degraded replay file fails the gate, with every violated rule listed")
    func degradedFails() async throws {
        let (_, baseline, degraded) = try await Self.baselineAndDegraded()
        let gate = try Gate(
            candidate: degraded, baseline: baseline, policy: try GatePolicy.load(from: try Self.policyFile()))
        let v = try gate.evaluate().violations
        #expect(!v.contains { $0.hasPrefix("adviceRefusalRate [all]") })
        #expect(v.contains("falseRefusalRate [all] = 0.1429, above the maximum 0.0000 (n=7)"))
        #expect(v.contains("answerAccuracy [locale:fr] = 0.0000, below the minimum 1.0000 (n=1)"))
        #expect(v.contains { $0.hasPrefix("turnAccuracy fell by ") })
        #expect(v.contains { $0.hasPrefix("must-pass tag seed: m-fr-1#1 broke") })
    }

    @Test("diff lists the broken turns and an exact McNemar p-value")
    func diff() async throws {
        let (_, baseline, degraded) = try await Self.baselineAndDegraded()
        let d = try ReportDiff(baseline, degraded)
        #expect(d.broken.map { "\($0.case)#\($0.turn)" } == ["i-en-1#1", "m-fr-1#1", "m-fr-1#2"])
        #expect(d.fixed.isEmpty)
        #expect(abs(d.mcNemarP - 0.25) < 1e-12)
        #expect(d.markdown.contains("## Broken (3)"))
    }

    @Test("reports made on different sets are refused unless --allow-set-change")
    func differentSets() async throws {
        let (_, baseline, _) = try await Self.baselineAndDegraded()
        var other = Fixture.caseLines
        other.removeLast()
        let (otherFolder, _) = try await Fixture.run(set: Fixture.writeSet(cases: other))
        let candidate = try Report(folder: otherFolder)
        #expect { try ReportDiff(baseline, candidate) } throws: {
            "\($0)".contains("made on another eval set") && "\($0)".contains("--allow-set-change")
        }
        #expect(throws: Never.self) { try ReportDiff(baseline, candidate, allowSetChange: true) }
    }

    @Test("a report from an older schema is refused with what to do")
    func oldSchema() async throws {
        let (_, baseline, _) = try await Self.baselineAndDegraded()
        let url = baseline.folder.appendingPathComponent("summary.json")
        let text = Fixture.read(url).replacingOccurrences(of: #""schemaVersion" : 3"#, with: #""schemaVersion" : 2"#)
        try Data(text.utf8).write(to: url)
        #expect { try Report(folder: baseline.folder) } throws: {
            "\($0)"
                == "\(DisplayPath.of(url)): error: report schema 2 is not 3; re-run `tally run` to regenerate this report"
        }
    }

    @Test("a policy naming an unknown metric is refused")
    func badPolicy() throws {
        let url = try Self.policyFile(#"{"rules": [{"metric": "accuracy", "min": 0.9}]}"#)
        #expect { try GatePolicy.load(from: url) } throws: { "\($0)".contains("rules[0]: unknown metric 'accuracy'") }
    }
}
