import FinanceAssistant

/// One conversation of an eval set: turns replayed in order through the
/// pipeline, with the pipeline's own history.
public struct Conversation: Hashable, Sendable {
    public var id: String
    public var locale: Language
    public var tags: [String]
    /// Links an English and a French conversation that mean the same thing.
    public var pair: String?
    public var turns: [Turn]
    /// Where it came from: file (as displayed) and line.
    public var source: SourceLocation

    public init(
        id: String, locale: Language, tags: [String], pair: String? = nil, turns: [Turn],
        source: SourceLocation = SourceLocation(file: "", line: 0)
    ) {
        self.id = id
        self.locale = locale
        self.tags = tags
        self.pair = pair
        self.turns = turns
        self.source = source
    }
}

/// A file and line in an eval set.
public struct SourceLocation: Hashable, Sendable {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

/// One user message and what a careful reader expects of it.
public struct Turn: Hashable, Sendable {
    public var text: String
    public var expect: Expectation
    public var note: String?

    public init(text: String, expect: Expectation, note: String? = nil) {
        self.text = text
        self.expect = expect
        self.note = note
    }
}

/// The expected reading of a turn. An absent field must be absent (or
/// `unspecified`) in the reading; for `offTopic` and `unclear` only the intent
/// and the reason are scored.
public struct Expectation: Hashable, Sendable {
    public var intent: Intent
    public var reason: RefusalReason?
    public var merchant: String?
    public var category: Category?
    public var period: Period
    public var comparison: Period
    public var limit: Int?
    /// Expected figures, as written (decimal strings, counts, dates, names).
    public var answer: [String: String]?

    public init(
        intent: Intent, reason: RefusalReason? = nil, merchant: String? = nil, category: Category? = nil,
        period: Period = .unspecified, comparison: Period = .unspecified, limit: Int? = nil,
        answer: [String: String]? = nil
    ) {
        self.intent = intent
        self.reason = reason
        self.merchant = merchant
        self.category = category
        self.period = period
        self.comparison = comparison
        self.limit = limit
        self.answer = answer
    }

    /// Whether the reading's fields beyond intent and reason are scored.
    public var scoresFields: Bool { intent.isAnswerable }
}
