import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// Every number read from a file or a flag is checked once, by its field's
/// range and precision: one line naming the file, the field and the fix —
/// never a trap (exit 132) and never a bound that cannot mean what it says.
@Suite("Numbers: ranges and precision per field")
struct NumberTests {
    /// A policy, and the one line its file gets (after `p.json:1: error: `).
    static let policies: [(String, String)] = [
        // Precision: reports hold rates to 4 decimals.
        (
            #"{"rules": [{"metric": "turnAccuracy", "min": 0.97789999999}]}"#,
            #"rules[0] (turnAccuracy, a rate): "min": 0.97789999999 has 11 decimals, but it is read to 4: write 0.9778 or 0.9779"#
        ),
        (
            #"{"rules": [], "baseline": {"maxDrop": {"turnAccuracy": 1e-10}}}"#,
            "baseline.maxDrop.turnAccuracy: 1e-10 has 10 decimals, but it is read to 4: write 0 or 0.0001"
        ),
        // A rate's bound is a share of turns.
        (
            #"{"rules": [{"metric": "falseRefusalRate", "max": 5}]}"#,
            #"rules[0] (falseRefusalRate, a rate): "max": 5 is above 1; write a share of turns from 0 to 1 (0.95 for 95 %): did you mean 0.05?"#
        ),
        (
            #"{"rules": [{"metric": "turnAccuracy", "min": -0.5}]}"#,
            #"rules[0] (turnAccuracy, a rate): "min": -0.5 is below 0; write a share of turns from 0 to 1 (0.95 for 95 %)"#
        ),
        (
            #"{"rules": [{"metric": "turnAccuracy", "min": 1.5}]}"#,
            #"rules[0] (turnAccuracy, a rate): "min": 1.5 is above 1; write a share of turns from 0 to 1 (0.95 for 95 %): did you mean 0.015?"#
        ),
        (
            #"{"rules": [{"metric": "turnAccuracy", "max": 1e308}]}"#,
            #"rules[0] (turnAccuracy, a rate): "max": 1e+308 is above 1; write a share of turns from 0 to 1 (0.95 for 95 %)"#
        ),
        (
            #"{"rules": [{"minDecided": 90}]}"#,
            #"rules[0] (decidedRate, a rate): "minDecided": 90 is above 1; write a share of turns from 0 to 1 (0.95 for 95 %): did you mean 0.9?"#
        ),
        // A score, a gap and a lift.
        (
            #"{"rules": [{"metric": "intentMacroF1", "min": 87}]}"#,
            #"rules[0] (intentMacroF1, a score): "min": 87 is above 1; write a share of turns from 0 to 1 (0.95 for 95 %): did you mean 0.87?"#
        ),
        (
            #"{"rules": [{"metric": "parityGap", "max": 3}]}"#,
            #"rules[0] (parityGap, a gap): "max": 3 is above 1; write a difference of two shares from -1 to 1 (0.02 for 2 points): did you mean 0.03?"#
        ),
        (
            #"{"rules": [{"metric": "turnAccuracy", "minLift": -150}]}"#,
            #"rules[0] (turnAccuracy, a lift): "minLift": -150 is below -100; write points from -100 to 100 (-1 for one point worse)"#
        ),
        (
            #"{"rules": [{"metric": "turnAccuracy", "minLift": -0.125}]}"#,
            #"rules[0] (turnAccuracy, a lift): "minLift": -0.125 has 3 decimals, but it is read to 2: write -0.13 or -0.12"#
        ),
        // A drop lies in [0, 1): 1 or more lets every drop through.
        (
            #"{"rules": [], "baseline": {"maxDrop": {"turnAccuracy": 2}}}"#,
            "baseline.maxDrop.turnAccuracy: 2 is not below 1; write a drop in the metric's own units from 0 (none at all) to below 1 (0.02 for 2 points): did you mean 0.02?"
        ),
        (
            #"{"rules": [], "baseline": {"maxDrop": {"*": 1}}}"#,
            "baseline.maxDrop.*: 1 is not below 1; write a drop in the metric's own units from 0 (none at all) to below 1 (0.02 for 2 points)"
        ),
    ]

    @Test("a policy bound is checked against its metric's kind", arguments: policies)
    func policyBounds(text: String, message: String) throws {
        let url = Fixture.folder("policy").appendingPathComponent("p.json")
        try Data(text.utf8).write(to: url)
        #expect {
            try GatePolicy.load(from: url)
        } throws: { "\($0)" == "\(DisplayPath.of(url)):1: error: \(message)" }
    }

    @Test("the bounds each kind allows, at its edges, still load")
    func policyEdges() throws {
        let text = """
            {"rules": [{"metric": "turnAccuracy", "min": 0, "max": 1}, {"metric": "parityGap", "min": -1, "max": 1},
                       {"metric": "intentMacroF1", "min": 0.8765}, {"metric": "turnAccuracy", "minLift": -100},
                       {"metric": "falseRefusalRate", "minLift": 99.99}, {"minDecided": 0.9999}],
             "baseline": {"maxDrop": {"turnAccuracy": 0, "*": 0.9999}}}
            """
        let policy = try GatePolicy.parse(Data(text.utf8), file: "p.json")
        #expect(policy.rules.count == 6)
        #expect(policy.baseline?.maxDrop?["*"] == 0.9999)
    }

    @Test(
        "NumberRule: shortest decimal forms and whole numbers",
        arguments: [
            (0.97789999999, 11), (1e-10, 10), (0.05, 2), (5.0, 0), (1e308, 0), (-0.125, 3), (1.5e-7, 8),
        ])
    func decimals(x: Double, places: Int) {
        #expect(NumberRule.decimalPlaces(x) == places)
    }

    @Test("whole numbers from a file convert only when whole and in range")
    func whole() {
        #expect(NumberRule.whole(1e20, in: 1...1_000_000) == nil)
        #expect(NumberRule.whole(2.5, in: 0...10) == nil)
        #expect(NumberRule.whole(-1, in: 0...10) == nil)
        #expect(NumberRule.whole(7, in: 0...10) == 7)
        #expect(NumberRule.text(1e308) == "1e+308")
        #expect(NumberRule.text(0.05) == "0.05")
        #expect(Gate.four(1e308) == "1e+308")
        #expect(RetryPolicy.seconds(1e300) == "1e+300 s")
    }

    @Test("the power of a drop too small for any set is more turns than an Int counts, not a trap")
    func powerSaturates() {
        #expect(Power.turnsNeeded(drop: 1e-10, discordance: 0.1) == Int.max)
        #expect(Power.turnsNeeded(drop: 0.02, discordance: 0.1) == 1960)
    }

    @Test("a server's token counts past any real reply are dropped, not converted")
    func tokenCounts() throws {
        let big = try JSONValue.parse(#"{"usage": {"prompt_tokens": 1e20, "completion_tokens": 3}}"#)
        #expect(TokenUsage(reply: big) == nil)
        let fine = try JSONValue.parse(#"{"usage": {"prompt_tokens": 120, "completion_tokens": 3}}"#)
        #expect(TokenUsage(reply: fine) == TokenUsage(prompt: 120, completion: 3))
    }

    @Test(
        "a summary.json holding a number no run writes is refused on load",
        arguments: [
            ("metric", "turnAccuracy is 1e+20; a metric lies between -1 and 1"),
            ("shard", "shard 1/0 is no part of a run"),
        ])
    func summaryNumbers(field: String, message: String) async throws {
        var options = Fixture.quietOptions()
        if field == "shard" { options.shard = Shard(index: 1, count: 2) }
        let (folder, _) = try await Fixture.run(set: Fixture.writeSet(), options: options)
        let url = folder.appendingPathComponent("summary.json")
        var text = Fixture.read(url)
        if field == "metric" {
            let name = try #require(text.range(of: #""turnAccuracy" : {"#))
            let value = try #require(text.range(of: #""value" : "#, range: name.upperBound..<text.endIndex))
            let end = try #require(text[value.upperBound...].firstIndex { $0 == "\n" || $0 == "," })
            text.replaceSubrange(value.upperBound..<end, with: "1e20")
        } else {
            text = text.replacingOccurrences(of: #""count" : 2"#, with: #""count" : 0"#)
        }
        try Data(text.utf8).write(to: url)
        #expect {
            try Summary.load(from: url)
        } throws: { "\($0)".contains(message) }
    }
}
