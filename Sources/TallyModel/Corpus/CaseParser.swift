import FinanceAssistant
import Foundation

/// Parses one JSONL line of a case file into a conversation, with a message
/// that names the field and says what to write when it cannot.
public struct CaseParser: Sendable {
    static let conversationKeys: Set<String> = ["id", "locale", "tags", "pair", "turns"]
    static let turnKeys: Set<String> = ["text", "expect", "note"]
    static let expectKeys: Set<String> = [
        "intent", "reason", "merchant", "category", "period", "comparison", "limit", "answer",
    ]

    let file: String

    /// `file` is how messages name the file the lines come from.
    public init(file: String) { self.file = file }

    public func parse(_ text: String, line: Int) throws -> Conversation {
        let value = try json(text, line: line)
        guard case .object(let fields) = value else { throw error(line, "a case line must be a JSON object") }
        try checkKeys(fields, Self.conversationKeys, where: "the conversation", line: line)
        guard let id = fields["id"]?.stringValue, !id.isEmpty else {
            throw error(line, "missing \"id\"; give the conversation a unique id such as \"period-en-0001\"")
        }
        guard let localeText = fields["locale"]?.stringValue else {
            throw error(line, "\(id): missing \"locale\" (\"en\" or \"fr\")")
        }
        guard let locale = Language(rawValue: localeText) else {
            throw error(line, "\(id): unknown locale '\(localeText)'; use \"en\" or \"fr\"")
        }
        var tags: [String] = []
        if let t = fields["tags"] {
            guard case .array(let items) = t, let strings = Optional(items.compactMap(\.stringValue)),
                strings.count == items.count
            else { throw error(line, "\(id): \"tags\" must be an array of strings") }
            tags = strings
        }
        var pair: String?
        if let p = fields["pair"] {
            guard let s = p.stringValue, !s.isEmpty else {
                throw error(line, "\(id): \"pair\" must be a non-empty string")
            }
            pair = s
        }
        guard case .array(let turnValues)? = fields["turns"], !turnValues.isEmpty else {
            throw error(line, "\(id): \"turns\" must be a non-empty array of {\"text\", \"expect\"}")
        }
        var turns: [Turn] = []
        for (index, turnValue) in turnValues.enumerated() {
            turns.append(try turn(turnValue, number: index + 1, id: id, line: line))
        }
        return Conversation(
            id: id, locale: locale, tags: tags, pair: pair, turns: turns,
            source: SourceLocation(file: file, line: line))
    }

    private func turn(_ value: JSONValue, number: Int, id: String, line: Int) throws -> Turn {
        // Made only for a message: a string a turn was a tenth of parsing a set.
        var at: String { "\(id) turn \(number)" }
        guard case .object(let fields) = value else { throw error(line, "\(at): a turn must be an object") }
        try checkKeys(fields, Self.turnKeys, where: at, line: line)
        guard let text = fields["text"]?.stringValue else { throw error(line, "\(at): missing \"text\"") }
        guard case .object(let e)? = fields["expect"] else {
            throw error(line, "\(at): missing \"expect\" (at least {\"intent\": ...})")
        }
        try checkKeys(e, Self.expectKeys, where: "\(at) expect", line: line)
        guard let intentText = e["intent"]?.stringValue else { throw error(line, "\(at): missing expect.intent") }
        guard let intent = Intent(rawValue: intentText) else {
            throw error(
                line,
                "\(at): unknown intent '\(intentText)'; use one of \(Intent.allCases.map(\.rawValue).joined(separator: ", "))"
            )
        }
        var expect = Expectation(intent: intent)
        if let r = e["reason"] {
            guard let s = r.stringValue, let reason = RefusalReason(rawValue: s) else {
                throw error(
                    line,
                    "\(at): unknown reason \(r.canonicalText); use one of \(RefusalReason.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))"
                )
            }
            expect.reason = reason
        }
        if let m = e["merchant"] {
            guard let s = m.stringValue, !s.isEmpty else {
                throw error(line, "\(at): \"merchant\" must be a shop name")
            }
            expect.merchant = s
        }
        if let c = e["category"] {
            guard let s = c.stringValue, let category = Category(rawValue: s) else {
                throw error(
                    line,
                    "\(at): unknown category \(c.canonicalText); use one of \(Category.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            expect.category = category
        }
        for key in ["period", "comparison"] {
            guard let p = e[key] else { continue }
            guard let s = p.stringValue, let period = Period(s) else {
                throw error(
                    line,
                    "\(at): \(p.canonicalText) is not a canonical period; write e.g. previous:month, trailing:3:month, month:2026-03, range:2026-03-01..2026-03-15"
                )
            }
            if key == "period" { expect.period = period } else { expect.comparison = period }
        }
        if let l = e["limit"] {
            guard case .number(let n) = l, n == n.rounded(), n >= 1, n <= 100 else {
                throw error(line, "\(at): \"limit\" must be a whole number from 1 to 100")
            }
            expect.limit = Int(n)
        }
        if let a = e["answer"] {
            guard case .object(let figures) = a else {
                throw error(line, "\(at): \"answer\" must be an object of figures")
            }
            var answer: [String: String] = [:]
            for (name, v) in figures {
                switch v {
                case .string(let s): answer[name] = s
                // Counts only: a JSON number is a Double, exact below 2^53 (and 1e20 would not fit an Int64).
                case .number(let n) where n == n.rounded() && abs(n) < 9_007_199_254_740_992:
                    answer[name] = String(Int64(n))
                case .null:
                    throw error(line, "\(at): figure '\(name)' is null; run eval-sets/finely/tools/figures.py fill")
                default:
                    throw error(line, "\(at): figure '\(name)' must be a decimal string (\"75.00\"), a count or a date")
                }
            }
            expect.answer = answer
        }
        return Turn(text: text, expect: expect, note: fields["note"]?.stringValue)
    }

    private func json(_ text: String, line: Int) throws -> JSONValue {
        do {
            return try JSONValue.parse(text)
        } catch let e as JSONValue.SyntaxError {
            throw InputError(file: file, line: line, "malformed JSON: \(e); fix the line (one conversation per line)")
        }
    }

    private func checkKeys(
        _ fields: [String: JSONValue], _ known: Set<String>, where place: @autoclosure () -> String, line: Int
    )
        throws
    {
        // The first unknown field in sorted order is named; sorted only when there is one.
        guard !fields.keys.allSatisfy(known.contains) else { return }
        if let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) {
            throw error(
                line,
                "\(place()): unknown field \"\(unknown)\"; expected one of \(known.sorted().joined(separator: ", "))")
        }
    }

    private func error(_ line: Int, _ message: String) -> InputError {
        InputError(file: file, line: line, message)
    }
}
