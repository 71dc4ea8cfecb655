import FinanceAssistant
import Foundation

/// The `cases.jsonl` line of a turn, written by hand: `JSONEncoder` is the
/// slowest step of a run on Linux. Same keys as the `Codable` conformance
/// (sorted, compact, nil fields left out), so `JSONDecoder` reads it back on
/// `--resume`, and a test holds the two in step.
extension TurnRecord {
    var line: Data { Data(json.canonicalText.utf8) }

    var json: JSONValue {
        var f: [String: JSONValue] = [
            "case": .string(self.case), "turn": .number(Double(turn)), "locale": .string(locale.rawValue),
            "tags": .array(tags.map { .string($0) }), "text": .string(text), "expected": expected.json,
            "read": read.json, "verdict": verdict.json, "answer": .string(answer), "pass": .bool(pass),
        ]
        f["pair"] = pair.map { .string($0) }
        f["backend"] = backend?.json
        f["figures"] = figures.map { figures in .object(figures.mapValues { .string($0) }) }
        f["invented"] = invented.map { .array($0.map { .string($0) }) }
        f["replay"] = replay.map { .string($0) }
        f["repeats"] = repeats.map { .array($0.map { .string($0) }) }
        return .object(f)
    }
}

extension ExpectedFields {
    var json: JSONValue {
        var f: [String: JSONValue] = ["intent": .string(intent.rawValue)]
        f["reason"] = reason.map { .string($0.rawValue) }
        f["merchant"] = merchant.map { .string($0) }
        f["category"] = category.map { .string($0.rawValue) }
        f["period"] = period.map { .string($0) }
        f["comparison"] = comparison.map { .string($0) }
        f["limit"] = limit.map { .number(Double($0)) }
        f["answer"] = answer.map { answer in .object(answer.mapValues { .string($0) }) }
        return .object(f)
    }
}

extension ReadFields {
    var json: JSONValue {
        var f: [String: JSONValue] = ["intent": .string(intent.rawValue), "source": .string(source.rawValue)]
        f["reason"] = reason.map { .string($0.rawValue) }
        f["merchant"] = merchant.map { .string($0) }
        f["category"] = category.map { .string($0.rawValue) }
        f["period"] = period.map { .string($0) }
        f["comparison"] = comparison.map { .string($0) }
        f["limit"] = limit.map { .number(Double($0)) }
        f["fallbackReason"] = fallbackReason.map { .string($0.rawValue) }
        return .object(f)
    }
}

extension BackendFields {
    var json: JSONValue {
        var f: [String: JSONValue] = [:]
        f["intent"] = intent.map { .string($0.rawValue) }
        f["merchant"] = merchant.map { .string($0) }
        f["category"] = category.map { .string($0) }
        f["error"] = error.map { .string($0.rawValue) }
        return .object(f)
    }
}

extension Verdict {
    var json: JSONValue {
        var f: [String: JSONValue] = ["intent": .bool(intent)]
        f["reason"] = reason.map { .bool($0) }
        f["merchant"] = merchant.map { .bool($0) }
        f["category"] = category.map { .bool($0) }
        f["period"] = period.map { .bool($0) }
        f["comparison"] = comparison.map { .bool($0) }
        f["limit"] = limit.map { .bool($0) }
        f["answer"] = answer.map { .bool($0) }
        return .object(f)
    }
}
