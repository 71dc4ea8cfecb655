import FinanceAssistant
import Foundation
import TallyModel
import TallyReports

/// What a plugin says first: its name and the version of its model.
struct PluginHello: Hashable, Sendable {
    var name: String
    var modelVersion: String?
}

/// The JSON-lines protocol of the `process` backend: building request lines
/// and reading hello and reply lines (see `ProcessBackend` for the protocol).
enum PluginWire {
    /// One request line: the `ClassificationRequest` fields plus `id`, compact
    /// with sorted keys (so a line never contains a raw newline). Written
    /// straight into one string, keys in the order `JSONValue.canonicalText`
    /// sorts them (a test holds the two byte-identical): no dictionary and no
    /// sort per turn.
    static func requestLine(id: Int, request: ClassificationRequest) -> String {
        var out = ""
        out.reserveCapacity(256 + request.message.utf8.count + request.merchantChoices.count * 16)
        out += #"{"categoryChoices":"#
        appendStrings(request.categoryChoices, to: &out)
        out += #","id":"#
        out += String(id)
        out += #","locale":"#
        out += JSONValue.quote(request.locale.rawValue)
        out += #","merchantChoices":"#
        appendStrings(request.merchantChoices, to: &out)
        out += #","message":"#
        out += JSONValue.quote(request.message)
        // Under smart-budget only: finely plugins see the lines they always saw.
        if !request.periodChoices.isEmpty {
            out += #","periodChoices":"#
            appendStrings(request.periodChoices, to: &out)
        }
        out += #","recap":["#
        for (index, line) in request.recap.enumerated() {
            if index > 0 { out += "," }
            // RecapLine.json's keys, sorted: category, intent, merchant, period, question.
            out += "{"
            if let category = line.category { out += #""category":"# + JSONValue.quote(category) + "," }
            out += #""intent":"# + JSONValue.quote(line.intent.rawValue) + ","
            if let merchant = line.merchant { out += #""merchant":"# + JSONValue.quote(merchant) + "," }
            if let period = line.period { out += #""period":"# + JSONValue.quote(period) + "," }
            out += #""question":"# + JSONValue.quote(line.question) + "}"
        }
        out += "]}"
        return out
    }

    private static func appendStrings(_ items: [String], to out: inout String) {
        out += "["
        for (index, item) in items.enumerated() {
            if index > 0 { out += "," }
            out += JSONValue.quote(item)
        }
        out += "]"
    }

    static let helloShape = #"{"hello": {"name": "...", "modelVersion": "..."}}"#

    /// Reads a hello line; the error says what was wrong with it.
    static func parseHello(_ line: String) -> Result<PluginHello, HelloProblem> {
        guard let value = json(line), let hello = value["hello"], case .object = hello else {
            return .failure(HelloProblem("its first line is not a hello: \(quoted(line))"))
        }
        guard let name = hello["name"]?.stringValue, !name.isEmpty else {
            return .failure(HelloProblem("its hello has no \"name\": \(quoted(line))"))
        }
        var version = hello["modelVersion"]?.stringValue
        if version?.isEmpty == true { version = nil }
        return .success(PluginHello(name: name, modelVersion: version))
    }

    struct HelloProblem: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }

    /// What a reply line means for the turn and for the process.
    enum Reply: Equatable {
        /// A well-formed reply to this request (a reading or a reported error):
        /// the process stays in step and keeps serving.
        case outcome(ClassifierOutcome)
        /// Not a reply to this request: the turn is `invalidOutput` and the
        /// process is restarted (its output can no longer be trusted to line up).
        case outOfStep(String)
    }

    /// - Parameter request: what was asked, for the choices a smart-budget reply must come from.
    static func parseReply(_ line: String, id: Int, request: ClassificationRequest) -> Reply {
        guard let value = json(line) else { return .outOfStep("reply is not JSON: \(quoted(line))") }
        guard case .object = value else { return .outOfStep("reply is not a JSON object: \(quoted(line))") }
        guard case .number(let n)? = value["id"], n == Double(id) else {
            return .outOfStep("reply does not carry \"id\": \(id): \(quoted(line))")
        }
        if let error = value["error"], error != .null {
            // A plugin reporting its own failure is in step: typed, and the process keeps running.
            let kindText = error["kind"]?.stringValue ?? "failed"
            let kind = ClassifierFailure(rawValue: kindText) ?? .failed
            var message = error["message"]?.stringValue ?? error.stringValue ?? ""
            if ClassifierFailure(rawValue: kindText) == nil { message = "unknown error kind '\(kindText)': \(message)" }
            return .outcome(.failure(kind, message: "plugin: \(message)"))
        }
        guard let intentText = value["intent"]?.stringValue else {
            return .outcome(.failure(.invalidOutput, message: "plugin: reply has no \"intent\": \(quoted(line))"))
        }
        guard let intent = Intent(rawValue: intentText) else {
            return .outcome(.failure(.invalidOutput, message: "plugin: unknown intent '\(intentText.prefix(80))'"))
        }
        var fields: [String: String?] = [:]
        for key in ["merchant", "category", "period", "comparison", "limit"] {
            switch value[key] {
            case nil, .null?: fields[key] = .some(nil)
            case .string(let s)?: fields[key] = s
            case .number(let n)? where key == "limit": fields[key] = JSONValue.number(n).canonicalText
            default:
                return .outcome(
                    .failure(.invalidOutput, message: "plugin: \"\(key)\" must be a string or null: \(quoted(line))"))
            }
        }
        var reading = ModelReading(
            intent: intent, merchant: fields["merchant"] ?? nil, category: fields["category"] ?? nil)
        // A period is a word the request offered (smart-budget); "none" is no period.
        for key in ["period", "comparison"] {
            guard let word = fields[key] ?? nil, word != PeriodChoice.none else { continue }
            guard request.periodChoices.contains(word) else {
                return .outcome(
                    .failure(
                        .invalidOutput, message: "plugin: \(key) '\(word.prefix(40))' is not one of the periods offered"
                    ))
            }
            if key == "period" { reading.period = word } else { reading.comparison = word }
        }
        if let text = fields["limit"] ?? nil, text != "none" {
            guard request.periodChoices.isEmpty == false, let n = Int(text), (1...10).contains(n) else {
                return .outcome(.failure(.invalidOutput, message: "plugin: limit '\(text.prefix(20))' is not 1 to 10"))
            }
            reading.limit = n
        }
        return .outcome(.reading(reading))
    }

    /// The project's strict reader, not `JSONDecoder` (6 % of a plugin run's time):
    /// a reply with a duplicate key or a trailing comma is now "not JSON" too.
    private static func json(_ line: String) -> JSONValue? {
        try? JSONValue.parse(line)
    }

    /// A line as it appears in a message: quoted, at most 120 characters.
    static func quoted(_ line: String) -> String {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return "'" + (trimmed.count > 120 ? trimmed.prefix(120) + "…" : trimmed) + "'"
    }
}
