import FinanceAssistant
import Foundation
import TallyKit

// libFuzzer targets over every reader of user input: `make fuzz` builds this
// file with `-sanitize=fuzzer,address` (libFuzzer then supplies `main`) and
// picks the target with TALLY_FUZZ_TARGET. A reader may throw on any input;
// it must never crash, hang or read out of bounds.
//
// This file holds declarations only: built normally it is an executable that
// does nothing, so `swift build` and `swift test` need no fuzzer runtime.

enum FuzzTarget: String, CaseIterable {
    case period, caseline, ledger, predictions, policy

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
            _ = try? GatePolicy.parse(data, file: "policy.json")
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
