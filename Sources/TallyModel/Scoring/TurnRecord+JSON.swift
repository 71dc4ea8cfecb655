import FinanceAssistant
import Foundation

/// The `cases.jsonl` line of a turn, written straight to bytes: the same keys
/// as the `Codable` conformance, sorted, compact, nil fields left out — the
/// bytes `JSONEncoder` writes, so `JSONDecoder` reads it back on `--resume` and
/// a test holds the two in step. Keys below are written in sorted order.
extension TurnRecord {
    /// The `cases.jsonl` line (public for the benchmark that weighs it against `JSONEncoder`).
    public var line: Data {
        var w = JSONLineWriter()
        w.beginObject()
        w.key("answer")
        w.string(answer)
        if let backend {
            w.key("backend")
            backend.write(into: &w)
        }
        w.field("brokenBy", brokenBy?.rawValue)
        w.key("case")
        w.string(self.case)
        w.key("expected")
        expected.write(into: &w)
        if let figures {
            w.key("figures")
            w.stringMap(figures)
        }
        if let invented {
            w.key("invented")
            w.strings(invented)
        }
        w.key("locale")
        w.string(locale.rawValue)
        w.field("pair", pair)
        w.key("pass")
        w.bool(pass)
        if let periods {
            w.key("periods")
            w.beginObject()
            w.field("model", periods.model)
            w.key("modelRight")
            w.bool(periods.modelRight)
            w.field("parser", periods.parser)
            w.key("parserRight")
            w.bool(periods.parserRight)
            w.endObject()
        }
        w.key("read")
        read.write(into: &w)
        if let repeats {
            w.key("repeats")
            w.strings(repeats)
        }
        w.field("replay", replay)
        w.key("tags")
        w.strings(tags)
        w.key("text")
        w.string(text)
        if let tokens {
            w.key("tokens")
            w.beginObject()
            w.key("completion")
            w.int(tokens.completion)
            w.key("prompt")
            w.int(tokens.prompt)
            w.endObject()
        }
        w.key("turn")
        w.int(turn)
        if let variants {
            w.key("variants")
            w.objects(variants) { w, v in v.write(into: &w) }
        }
        w.key("verdict")
        verdict.write(into: &w)
        if let withoutModel {
            w.key("withoutModel")
            w.beginObject()
            w.key("pass")
            w.bool(withoutModel.pass)
            w.key("read")
            withoutModel.read.write(into: &w)
            w.key("verdict")
            withoutModel.verdict.write(into: &w)
            w.endObject()
        }
        w.endObject()
        return Data(w.bytes)
    }
}

extension ExpectedFields {
    func write(into w: inout JSONLineWriter) {
        w.beginObject()
        if let answer {
            w.key("answer")
            w.stringMap(answer)
        }
        w.field("category", category?.rawValue)
        w.field("comparison", comparison)
        w.key("intent")
        w.string(intent.rawValue)
        w.field("limit", limit)
        w.field("merchant", merchant)
        w.field("period", period)
        w.field("reason", reason?.rawValue)
        w.endObject()
    }
}

extension ReadFields {
    func write(into w: inout JSONLineWriter) {
        w.beginObject()
        w.field("category", category?.rawValue)
        w.field("comparison", comparison)
        w.field("fallbackReason", fallbackReason?.rawValue)
        w.key("intent")
        w.string(intent.rawValue)
        w.field("limit", limit)
        w.field("merchant", merchant)
        w.field("period", period)
        w.field("reason", reason?.rawValue)
        w.key("source")
        w.string(source.rawValue)
        w.endObject()
    }
}

extension BackendFields {
    func write(into w: inout JSONLineWriter) {
        w.beginObject()
        w.field("category", category)
        w.field("error", error?.rawValue)
        w.field("intent", intent?.rawValue)
        w.field("merchant", merchant)
        w.endObject()
    }
}

extension Verdict {
    func write(into w: inout JSONLineWriter) {
        w.beginObject()
        for (name, value) in [
            ("answer", answer), ("category", category), ("comparison", comparison), ("intent", Optional(intent)),
            ("limit", limit), ("merchant", merchant), ("period", period), ("reason", reason),
        ] {
            guard let value else { continue }
            w.key(name)
            w.bool(value)
        }
        w.endObject()
    }
}
