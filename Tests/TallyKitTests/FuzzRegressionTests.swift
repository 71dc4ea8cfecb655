import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// Every input that ever crashed a reader (found by `make fuzz`, or by hand)
/// stays here, one file per input under `Fixtures/fuzz/<target>/`: each is read
/// again by the same reader and must end in a value or a thrown error.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Fixtures/fuzz")

    static func inputs(_ target: String) -> [String] {
        let dir = folder.appendingPathComponent(target)
        return ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted().map {
            "\(target)/\($0)"
        }
    }

    static let all = ["period", "caseline", "ledger", "predictions", "policy", "record", "shard"].flatMap(inputs)

    @Test("no regression input crashes its reader", arguments: all)
    func replay(_ path: String) throws {
        let data = try #require(FileManager.default.contents(atPath: Self.folder.appendingPathComponent(path).path))
        switch path.split(separator: "/")[0] {
        case "period":
            let ledger = Ledger(today: Day(year: 2026, month: 3, day: 18)!, budgetMonthStartDay: 25)
            let result = PeriodParser(calendar: ledger.calendar).parse(String(decoding: data, as: UTF8.self))
            _ = result.period.interval(in: ledger.calendar)
        case "caseline":
            _ = try? CaseParser(file: "x").parse(String(decoding: data, as: UTF8.self), line: 1)
        case "ledger":
            _ = try? EvalSet.parseLedger(data, file: "x")
        case "predictions":
            _ = try? PredictionFile.parse(data, file: "x")
        case "record":
            if let record = try? ReleaseRecord.parse(data, file: "x") {
                _ = record.compare(checks: record.rules, violations: record.violations)
            }
        case "shard":
            guard let split = data.firstIndex(of: 0) else { return }
            _ = try? ShardMerge.readShard(summary: data[..<split], cases: data[(split + 1)...])
        default:
            // A policy that is read holds only bounds the gate computes with (the fuzz target's own check).
            guard let policy = try? GatePolicy.parse(data, file: "x") else { return }
            for bound in policy.rules.flatMap({ [$0.min, $0.max, $0.minDecided].compactMap { $0 } }) {
                #expect(bound.isFinite && (-1...1).contains(bound))
                _ = Power.turnsNeeded(drop: abs(bound), discordance: Power.defaultDiscordance)
            }
            for drop in (policy.baseline?.maxDrop ?? [:]).values {
                #expect(drop >= 0 && drop < 1)
                _ = Power.turnsNeeded(drop: drop, discordance: Power.defaultDiscordance)
            }
        }
    }
}
