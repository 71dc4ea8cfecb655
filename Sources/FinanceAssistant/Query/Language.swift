/// The language a conversation is held in. Answers are written in it.
public enum Language: String, CaseIterable, Codable, Sendable, Comparable {
    case en, fr

    public static func < (lhs: Language, rhs: Language) -> Bool { lhs.rawValue < rhs.rawValue }
}
