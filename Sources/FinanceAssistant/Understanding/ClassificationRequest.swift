/// Everything a backend is told about one turn — and all it is ever told.
///
/// It holds the message, the locale, a recap of up to three earlier questions
/// with how each was read, up to 30 known shop names and the category ids.
/// It never holds a transaction, a balance or an earlier answer (a test checks).
public struct ClassificationRequest: Hashable, Codable, Sendable {
    public var message: String
    public var locale: Language
    public var recap: [RecapLine]
    /// Shops the model may name: those the message seems to name, then the
    /// most frequent, at most 30. Empty when the message carries no shop signal.
    public var merchantChoices: [String]
    /// Category ids the model may name; empty without a category signal.
    public var categoryChoices: [String]
    /// `smart-budget` only: the periods the model may name (`PeriodChoice`); empty otherwise.
    public var periodChoices: [String]

    public init(
        message: String, locale: Language, recap: [RecapLine] = [], merchantChoices: [String] = [],
        categoryChoices: [String] = [], periodChoices: [String] = []
    ) {
        self.message = message
        self.locale = locale
        self.recap = recap
        self.merchantChoices = merchantChoices
        self.categoryChoices = categoryChoices
        self.periodChoices = periodChoices
    }
}

/// One earlier exchange as the model sees it: the question and its reading.
public struct RecapLine: Hashable, Codable, Sendable {
    public var question: String
    public var intent: Intent
    public var merchant: String?
    public var category: String?
    public var period: String?

    public init(_ exchange: Exchange) {
        question = exchange.text
        intent = exchange.reading.intent
        merchant = exchange.reading.merchant
        category = exchange.reading.category?.rawValue
        period = exchange.reading.period.isSpecified ? exchange.reading.period.canonical : nil
    }

    /// The line as a JSON object (what the `process` protocol sends, and what a
    /// recording hashes).
    public var json: JSONValue {
        var fields: [String: JSONValue] = ["question": .string(question), "intent": .string(intent.rawValue)]
        if let merchant { fields["merchant"] = .string(merchant) }
        if let category { fields["category"] = .string(category) }
        if let period { fields["period"] = .string(period) }
        return .object(fields)
    }

    /// `"how much at Carrefour?" → merchantSpend, merchant Carrefour, period previous:month`
    public var text: String {
        var parts = [intent.rawValue]
        if let merchant { parts.append("merchant \(merchant)") }
        if let category { parts.append("category \(category)") }
        if let period { parts.append("period \(period)") }
        return "\"\(question.prefix(200))\" → " + parts.joined(separator: ", ")
    }
}
