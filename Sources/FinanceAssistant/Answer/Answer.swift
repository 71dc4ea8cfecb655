/// What the assistant shows for one reading: named figures computed from the
/// ledger, cards, a templated sentence, notes and follow-up suggestions.
///
/// Every number in `text` is one of `figures` (a test checks, over every kind
/// of question, both languages, amounts shown and hidden).
public struct Answer: Hashable, Codable, Sendable {
    public var intent: Intent
    /// The days the figures cover, when the question has a window.
    public var interval: DayInterval?
    /// The reference days of a comparison.
    public var comparisonInterval: DayInterval?
    public var figures: [String: Figure]
    public var cards: [Card]
    public var text: String
    /// Why the answer is shaped as it is: `usedWholeHistory`, `noMatch`,
    /// `missingMerchant`, `fewPayments`, `refused:advice` …
    public var notes: [String]
    /// Follow-up questions to offer as chips.
    public var suggestions: [String]

    public init(
        intent: Intent, interval: DayInterval? = nil, comparisonInterval: DayInterval? = nil,
        figures: [String: Figure] = [:], cards: [Card] = [], text: String = "", notes: [String] = [],
        suggestions: [String] = []
    ) {
        self.intent = intent
        self.interval = interval
        self.comparisonInterval = comparisonInterval
        self.figures = figures
        self.cards = cards
        self.text = text
        self.notes = notes
        self.suggestions = suggestions
    }
}

/// A small labelled value under the answer ("Total — €75.00").
public struct Card: Hashable, Codable, Sendable {
    public var title: String
    public var value: String
    /// The figure the value shows, when it shows one.
    public var figure: String?

    public init(title: String, value: String, figure: String? = nil) {
        self.title = title
        self.value = value
        self.figure = figure
    }
}

/// How to render an answer.
public struct AnswerOptions: Hashable, Sendable {
    public var locale: Language
    /// Masks every amount and count in the text and the cards.
    public var hideAmounts: Bool

    public init(locale: Language = .en, hideAmounts: Bool = false) {
        self.locale = locale
        self.hideAmounts = hideAmounts
    }
}
