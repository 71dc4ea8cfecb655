import FinanceAssistant
import Foundation
import TallyTestSupport
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// Power of paired comparisons (McNemar, normal approximation): the figures
/// the gate prints and `tally stats --detect` answers, checked against values
/// computed independently (Python, the same formula).
@Suite("power")
struct PowerTests {
    @Test(
        "turns needed for a drop at 80 % power, α = 0.05",
        arguments: [
            (0.02, 0.10, 1960), (0.05, 0.10, 312), (0.02, 0.0, 391), (0.01, 0.05, 3923), (0.03, 0.20, 1742),
        ])
    func turnsNeeded(_ drop: Double, _ discordance: Double, _ n: Int) {
        #expect(Power.turnsNeeded(drop: drop, discordance: discordance) == n)
    }

    @Test(
        "the smallest drop n paired turns detect",
        arguments: [
            (2170, 0.0, "0.0036"), (2170, 0.1, "0.0190"), (140, 0.0, "0.0551"), (84, 0.1, "0.0953"),
            (100, 0.3, "0.1516"), (3, 0.1, "none"),
        ])
    func detectable(_ n: Int, _ discordance: Double, _ drop: String) {
        #expect(
            Power.detectableDrop(n: n, discordance: discordance).map { String(format: "%.4f", $0) } ?? "none" == drop)
    }

    @Test("the power at a drop: 80 % where the sample size says so")
    func powerAtDrop() {
        #expect(String(format: "%.3f", Power.power(drop: 0.05, n: 312, discordance: 0.1)) == "0.801")
        #expect(String(format: "%.3f", Power.power(drop: 0.0286, n: 140, discordance: 0)) == "0.517")
    }

    @Test("the gate's power lines: discordance observed turn by turn, blind rules named with what they need")
    func gatePower() async throws {
        let set = Fixture.writeSet()
        let (baseline, _) = try await Fixture.run(set: set)
        // A "model" that reads everything as off-topic: discordant on every answerable turn.
        let (candidate, _) = try await Fixture.run(set: set, backend: ScriptedBackend())
        let policy = try GatePolicy.parse(
            Data(
                #"{"rules": [{"metric": "turnAccuracy", "min": 0.1}, {"metric": "intentMacroF1", "min": 0.1}], "baseline": {"maxDrop": {"turnAccuracy": 0.02}}}"#
                    .utf8), file: "p.json")
        let gate = try Gate(
            candidate: try Report(folder: candidate), baseline: try Report(folder: baseline), policy: policy)
        let (lines, without) = try gate.power()
        #expect(without == ["intentMacroF1 [all]"])
        #expect(lines.map(\.label) == ["min turnAccuracy [all]", "maxDrop turnAccuracy"])
        let drop = try #require(lines.last)
        #expect(drop.n == 10)
        #expect(drop.discordant == 6)
        #expect(drop.isBlind)
        #expect(
            drop.warning
                == "maxDrop turnAccuracy allows a drop of 2.0 pts, but its 10 turns detect only drops of 61.6 pts or more at 80 % power (α = 0.05): a real drop of 2.0 pts would be caught 3 % of the time; give the slice about 11771 turns, or allow more"
        )
        let table = PowerLine.table(lines, without: without, observed: true)
        let row = table.split(separator: "\n").first { $0.contains("maxDrop turnAccuracy") }.map(String.init)
        #expect(row == "  maxDrop turnAccuracy    10  6 (60.0 %)  ≥ 61.6 pts  2.0 pts   BLIND")
        #expect(table.hasSuffix("  no power figure (not a proportion of turns): intentMacroF1 [all]\n"))
    }

    @Test("stats --detect: the turns a slice needs, and what each slice detects")
    func stats() async throws {
        let text = try await offPool {
            SetValidator(directory: Fixture.finelyV1).validate().stats.renderPower(drop: 0.02, discordance: 0.1)
        }
        #expect(text.contains("To detect a drop of 2.0 pts, a slice needs 1960 turns.\n"))
        #expect(text.contains("| all | 2170 | ≥ 1.9 pts | yes |\n"))
        #expect(text.contains("| tag:advice | 203 | ≥ 6.2 pts | no, 1757 turns short |\n"))
    }
}
