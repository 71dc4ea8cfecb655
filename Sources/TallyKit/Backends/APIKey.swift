import Foundation
import TallyModel
import TallyReports

/// An API key that cannot leak by accident: printing, interpolating or
/// dumping it shows `[redacted]`, and `redact(_:)` scrubs it from any text a
/// server sends back before that text reaches a report, a log or an error.
///
/// Only `authorization` reads the key itself.
public struct APIKey: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable
{
    private let value: String

    /// `nil` for an empty key: sending `Bearer ` with nothing after it helps no one.
    public init?(_ value: String) {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return nil }
        self.value = trimmed
    }

    /// The `Authorization` header value.
    var authorization: String { "Bearer \(value)" }

    public var description: String { "[redacted]" }
    public var debugDescription: String { "[redacted]" }
    public var customMirror: Mirror { Mirror(self, children: []) }

    /// `text` with every occurrence of the key replaced by `[redacted]`
    /// (some servers echo a rejected key in their error message).
    func redact(_ text: String) -> String {
        text.replacingOccurrences(of: value, with: "[redacted]")
    }
}
