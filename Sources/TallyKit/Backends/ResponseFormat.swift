import TallyModel
import TallyReports

/// How a chat completion request carries the reading's JSON schema.
///
/// Servers disagree (docs/backends.md): OpenAI, llama.cpp's `llama-server`,
/// vLLM and Ollama read the nested `json_schema` form; llama-cpp-python's
/// server accepts only `json_object` with the schema beside it and answers the
/// other form with HTTP 500.
public enum ResponseFormat: String, CaseIterable, Sendable {
    /// `{"type": "json_schema", "json_schema": {"name", "strict", "schema"}}`.
    case jsonSchema = "json-schema"
    /// `{"type": "json_object", "schema": S}`.
    case jsonObject = "json-object"
    /// The standard form, until the server refuses it by name; then the other
    /// for the rest of the run (found by the preflight, before any turn).
    case auto

    /// Whether a server's error says it refused the way the schema was sent.
    static func isRefusal(_ detail: String) -> Bool {
        let text = detail.lowercased()
        return text.contains("response_format") || text.contains("json_schema")
    }
}
