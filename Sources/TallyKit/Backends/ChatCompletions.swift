import FinanceAssistant
import Foundation
import TallyModel
import TallyReports

/// The OpenAI-compatible `/v1/chat/completions` wire format as the `http`
/// backend speaks it: the request body, and the reading inside a reply.
///
/// Kept apart from the transport so each rule can be tested on its own: the
/// body holds only what `PromptBuilder` makes of the request (instructions,
/// recap, message, schema) — never a transaction, balance or answer.
enum ChatCompletions {
    /// Enough for `{"intent": …, "merchant": …, "category": …}` even when a
    /// server pretty-prints it with a long shop name; small enough that a
    /// model ignoring the schema cannot ramble for long.
    static let maxTokens = 128

    /// The request body for one turn.
    ///
    /// `temperature` is always sent (Ollama defaults to 1.0 without it).
    /// `response_format` uses the nested `json_schema.schema` form, the one
    /// llama.cpp, vLLM, Ollama and OpenAI all read (llama.cpp silently ignores
    /// a flat `schema`) — or, for llama-cpp-python, `json_object` with the
    /// schema beside it. `deterministic` turns llama.cpp's prompt cache off:
    /// with it on, two runs of one model can read a question differently.
    static func body(
        for request: ClassificationRequest, prompt: Prompt = .builtIn, model: String, seed: Int?,
        format: ResponseFormat = .jsonSchema, deterministic: Bool = false
    ) -> JSONValue {
        let schema = PromptBuilder.outputSchema(for: request, prompt: prompt)
        var fields: [String: JSONValue] = [
            "model": .string(model),
            "temperature": .number(0),
            "max_tokens": .number(Double(maxTokens)),
            "stream": .bool(false),
            "messages": .array([
                .object(["role": .string("system"), "content": .string(prompt.instructions)]),
                .object(["role": .string("user"), "content": .string(PromptBuilder.userPrompt(for: request))]),
            ]),
            "response_format": format == .jsonObject
                ? .object(["type": .string("json_object"), "schema": schema])
                : .object([
                    "type": .string("json_schema"),
                    "json_schema": .object([
                        "name": .string("reading"),
                        "strict": .bool(true),
                        "schema": schema,
                    ]),
                ]),
        ]
        if let seed { fields["seed"] = .number(Double(seed)) }
        if deterministic { fields["cache_prompt"] = .bool(false) }
        return .object(fields)
    }

    /// The outcome a 2xx reply carries: the reading in
    /// `choices[0].message.content`, or why there is none.
    /// `reply` is `data` parsed (`nil` when it is not JSON).
    static func outcome(fromReply reply: JSONValue?, data: Data, request: ClassificationRequest) -> ClassifierOutcome {
        guard let reply, case .object = reply else {
            // The envelope, not the model, is broken: a proxy or web page
            // answering instead of an OpenAI-compatible server.
            return .failure(
                .failed,
                message:
                    "the server's reply is not a JSON chat completion (\(Snippet.of(data))); is --endpoint an OpenAI-compatible …/v1 URL?"
            )
        }
        if let error = ServerError(json: reply) {
            // Some servers answer 200 with an error object.
            return error.isContextOverflow
                ? .failure(.contextOverflow, message: "context overflow: \(error.summary)")
                : .failure(.failed, message: "the server answered an error: \(error.summary)")
        }
        guard case .array(let choices)? = reply["choices"], let choice = choices.first,
            let message = choice["message"]
        else {
            return .failure(.failed, message: "the reply has no choices[0].message")
        }
        let truncated = choice["finish_reason"]?.stringValue == "length"
        guard let content = message["content"]?.stringValue,
            !content.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else {
            if let refusal = message["refusal"]?.stringValue {
                return .failure(.invalidOutput, message: "the model refused: \(Snippet.of(refusal))")
            }
            return .failure(.invalidOutput, message: "the model's output is empty")
        }
        switch reading(fromContent: content, request: request) {
        case .success(let reading):
            return .reading(reading)
        case .failure(let problem):
            let cut = truncated ? " (output cut at max_tokens \(maxTokens))" : ""
            return .failure(.invalidOutput, message: problem.message + cut)
        }
    }

    /// Why a model's output is not a reading.
    struct OutputProblem: Error, Hashable {
        var message: String
    }

    /// Reads the model's output against the schema this request offered.
    ///
    /// Strict where the schema is: the intent must be one of the twenty, a
    /// shop or category must be one of the choices offered, and no other field
    /// may appear — a server that ignores `response_format` shows up as
    /// `invalidOutput` instead of leaking guesses into the scores. Lenient
    /// where nothing is lost: a missing `merchant`/`category`, `null` or
    /// `"none"` all mean "none named".
    static func reading(
        fromContent content: String, request: ClassificationRequest
    )
        -> Result<ModelReading, OutputProblem>
    {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(content.utf8)) else {
            return .failure(OutputProblem(message: "the model's output is not JSON: \(Snippet.of(content))"))
        }
        guard case .object(let fields) = value else {
            return .failure(OutputProblem(message: "the model's output is not a JSON object: \(Snippet.of(content))"))
        }
        guard let intentValue = fields["intent"] else {
            return .failure(OutputProblem(message: "the model's output has no intent: \(Snippet.of(content))"))
        }
        guard let raw = intentValue.stringValue, let intent = Intent(rawValue: raw) else {
            return .failure(
                OutputProblem(
                    message:
                        "intent \(Snippet.of(intentValue.canonicalText)) is not one of the \(Intent.allCases.count) intents"
                ))
        }
        var reading = ModelReading(intent: intent)
        let readsPeriod = !request.periodChoices.isEmpty
        for (key, field) in fields.sorted(by: { $0.key < $1.key }) where key != "intent" {
            let choices: [String]
            switch key {
            case "merchant": choices = request.merchantChoices
            case "category": choices = request.categoryChoices
            case "period",
                "comparison" where readsPeriod:
                choices = request.periodChoices
            case "limit" where readsPeriod: choices = PeriodChoice.limits
            default:
                return .failure(
                    OutputProblem(
                        message: "the model's output has a field the schema does not allow: \(JSONValue.quote(key))"))
            }
            let named: String?
            switch field {
            case .null: named = nil
            case .string(let s): named = s == "none" ? nil : s
            default:
                return .failure(
                    OutputProblem(message: "\(key) must be a string, not \(Snippet.of(field.canonicalText))"))
            }
            guard let named else { continue }
            guard choices.contains(named) else {
                let offered = choices.isEmpty ? "none was offered" : "not one of the \(choices.count) offered"
                return .failure(
                    OutputProblem(message: "\(key) \(JSONValue.quote(String(named.prefix(80)))): \(offered)"))
            }
            switch key {
            case "merchant": reading.merchant = named
            case "category": reading.category = named
            case "period": reading.period = named
            case "comparison": reading.comparison = named
            default: reading.limit = Int(named)
            }
        }
        return .success(reading)
    }
}

/// An error a server sends back, in any of the shapes OpenAI-compatible
/// servers use: `{"error": {"message", "type", "code"}}` (OpenAI, llama.cpp,
/// newer vLLM), a flat `{"object": "error", "message", "type", "code"}`
/// (older vLLM), `{"error": "…"}` (Ollama) or `{"detail": "…"}` (FastAPI).
struct ServerError: Hashable, Sendable {
    var message: String?
    var type: String?
    var code: String?

    /// Reads an error body; `nil` when the JSON holds no error.
    init?(json: JSONValue) {
        func text(_ value: JSONValue?) -> String? {
            switch value {
            case .string(let s)?: return s
            case .number(let n)?: return JSONValue.number(n).canonicalText
            default: return nil
            }
        }
        if let error = json["error"] {
            switch error {
            case .object:
                message = text(error["message"])
                type = text(error["type"])
                code = text(error["code"])
            case .string(let s):
                message = s
            default:
                return nil
            }
        } else if json["object"]?.stringValue == "error" {
            message = text(json["message"])
            type = text(json["type"])
            code = text(json["code"])
        } else if let detail = text(json["detail"]) {
            message = detail
        } else {
            return nil
        }
    }

    /// Reads an error body; `nil` when it is not JSON or holds no error.
    init?(body: Data) {
        guard let json = try? JSONDecoder().decode(JSONValue.self, from: body) else { return nil }
        self.init(json: json)
    }

    /// Words servers use for a prompt longer than the context window:
    /// llama.cpp `exceed_context_size_error` ("the request exceeds the
    /// available context size"), OpenAI `context_length_exceeded`, vLLM
    /// "This model's maximum context length is … tokens".
    static let overflowMarkers = [
        "exceed_context_size", "context_length_exceeded", "context length", "maximum context",
        "context size", "context window",
    ]

    /// Whether the error says the prompt does not fit (never worth retrying).
    var isContextOverflow: Bool {
        let text = [type, code, message].compactMap { $0?.lowercased() }.joined(separator: " ")
        return Self.overflowMarkers.contains { text.contains($0) }
    }

    /// `exceed_context_size_error: the request exceeds …` — short, one line.
    var summary: String {
        let label = [type, code].compactMap { $0 }.filter { !$0.isEmpty }.first
        let body = message.map { Snippet.of($0) } ?? "(no message)"
        return label.map { "\($0): \(body)" } ?? body
    }
}

/// Short, one-line excerpts of what a server sent, for error messages.
enum Snippet {
    static let limit = 160

    static func of(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
        if flat.isEmpty { return "empty" }
        return flat.count > limit ? String(flat.prefix(limit)) + "…" : flat
    }

    static func of(_ data: Data) -> String {
        of(String(decoding: data.prefix(4 * limit), as: UTF8.self))
    }
}
