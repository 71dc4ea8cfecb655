import Foundation

/// Keeps conversations by tag, locale or id (`tag=merchant`, `locale=fr`,
/// `id=period-en-*`).
public struct CaseFilter: Sendable, CustomStringConvertible {
    public enum Field: String, Sendable, Hashable {
        case tag, locale, id
    }

    public var field: Field
    public var value: String

    /// Parses `field=value`; nil when the form is wrong.
    public init?(_ text: String) {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let field = Field(rawValue: parts[0]), !parts[1].isEmpty else { return nil }
        self.field = field
        self.value = parts[1]
    }

    public var description: String { "\(field.rawValue)=\(value)" }

    /// Whether `filters` select a conversation: any filter of each field, every field.
    package static func select(_ c: Conversation, by filters: [CaseFilter]) -> Bool {
        guard !filters.isEmpty else { return true }
        var fields: [Field: Bool] = [:]
        for f in filters { fields[f.field] = (fields[f.field] ?? false) || f.accepts(c) }
        return fields.values.allSatisfy { $0 }
    }

    func accepts(_ c: Conversation) -> Bool {
        switch field {
        case .tag: return c.tags.contains(value)
        case .locale: return c.locale.rawValue == value
        case .id:
            if value.hasSuffix("*") { return c.id.hasPrefix(String(value.dropLast())) }
            return c.id == value
        }
    }
}
