import FinanceAssistant
import Foundation
import TallyKit
import TallyModel
import TallyReports

// libFuzzer targets over every reader of user input: `make fuzz` builds this
// file with `-sanitize=fuzzer,address` (libFuzzer then supplies `main`) and
// picks the target with TALLY_FUZZ_TARGET. A reader may throw on any input;
// it must never crash, hang or read out of bounds.
//
// This file holds declarations only: built normally it is an executable that
// does nothing, so `swift build` and `swift test` need no fuzzer runtime.

enum FuzzTarget: String, CaseIterable {
    case period, caseline, ledger, predictions, policy, record, shard

    static let current: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["TALLY_FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: ", ")
            FileHandle.standardError.write(Data("tally-fuzz: set TALLY_FUZZ_TARGET to one of \(names)\n".utf8))
            exit(2)
        }
        return target
    }()

    static let fixedLedger = try? JSONDecoder().decode(
        Ledger.self,
        from: Data(
            #"{"today": "2026-03-18", "timeZone": "Europe/Paris", "budgetMonthStartDay": 25, "accounts": [], "transactions": []}"#
                .utf8))
    static let parser = fixedLedger.map { PeriodParser(calendar: $0.calendar) }

    func run(_ data: Data) {
        switch self {
        case .period:
            // Any bytes a user may type, read as text the way a message is.
            let text = String(decoding: data, as: UTF8.self)
            guard let parser = FuzzTarget.parser else { return }
            let result = parser.parse(text)
            for p in [result.period, result.comparison] {
                if let ledger = FuzzTarget.fixedLedger { _ = p.interval(in: ledger.calendar) }
                _ = Period(p.canonical)
            }
        case .caseline:
            guard let text = try? TextFileFuzzing.decode(data) else { return }
            _ = try? CaseParser(file: "fuzz.jsonl").parse(text, line: 1)
        case .ledger:
            if let ledger = try? EvalSet.parseLedger(data, file: "ledger.json") {
                _ = ledger.calendar
                _ = ledger.merchantsByFrequency
            }
        case .predictions:
            _ = try? PredictionFile.parse(data, file: "predictions.jsonl")
        case .policy:
            // A policy that is read must mean what it says: every bound it holds is
            // one the gate, its power table and its messages compute with.
            guard let policy = try? GatePolicy.parse(data, file: "policy.json") else { return }
            for rule in policy.rules {
                for bound in [rule.min, rule.max, rule.minDecided].compactMap({ $0 }) {
                    precondition(bound.isFinite && (-1...1).contains(bound), "a bound past ±1 was read: \(bound)")
                    _ = Power.turnsNeeded(drop: abs(bound), discordance: Power.defaultDiscordance)
                    _ = Power.detectableDrop(n: 2170, discordance: abs(bound))
                    _ = MetricID(rawValue: rule.metric)?.format(bound)
                }
                if let lift = rule.minLift {
                    precondition(
                        lift.isFinite && (-100...100).contains(lift), "a lift bound past ±100 was read: \(lift)")
                    _ = Power.turnsNeeded(drop: abs(lift) / 100, discordance: 0.5)
                }
            }
            for (_, drop) in policy.baseline?.maxDrop ?? [:] {
                precondition(drop >= 0 && drop < 1, "a drop outside [0, 1) was read: \(drop)")
                _ = Power.turnsNeeded(drop: drop, discordance: Power.defaultDiscordance)
            }
        case .record:
            // A release record: read strictly, then compared with its own rules as verify compares.
            guard let record = try? ReleaseRecord.parse(data, file: "release.json") else { return }
            _ = record.compare(checks: record.rules, violations: record.violations)
            _ = try? record.data
        case .shard:
            // A shard's summary.json, a NUL byte, then its cases.jsonl: read as tally merge reads them.
            guard let split = data.firstIndex(of: 0) else { return }
            _ = try? ShardMerge.readShard(summary: data[..<split], cases: data[(split + 1)...])
        }
    }
}

/// Case lines reach the parser as validated UTF-8 (the line reader's job).
enum TextFileFuzzing {
    static func decode(_ data: Data) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else {
            throw CocoaError(.fileReadInapplicableStringEncoding)
        }
        return text
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    FuzzTarget.current.run(Data(bytes: start, count: count))
    return 0
}
