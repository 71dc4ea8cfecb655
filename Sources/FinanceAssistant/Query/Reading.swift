/// The final reading of one turn, after every deterministic layer: what the
/// resolver answers and what Tally scores.
public struct Reading: Hashable, Codable, Sendable {
    public var intent: Intent
    public var merchant: String?
    public var category: Category?
    public var period: Period
    /// The reference period of a `comparePeriods` question.
    public var comparison: Period
    /// Top-N, when the user gave a number.
    public var limit: Int?
    /// Why an `offTopic` reading was refused, when a gate refused it.
    public var reason: RefusalReason?
    /// Who read the kind of question.
    public var source: ReadingSource
    /// Why the backend's reading was not used.
    public var fallbackReason: FallbackReason?

    public init(
        intent: Intent, merchant: String? = nil, category: Category? = nil,
        period: Period = .unspecified, comparison: Period = .unspecified, limit: Int? = nil,
        reason: RefusalReason? = nil, source: ReadingSource = .rules,
        fallbackReason: FallbackReason? = nil
    ) {
        self.intent = intent
        self.merchant = merchant
        self.category = category
        self.period = period
        self.comparison = comparison
        self.limit = limit
        self.reason = reason
        self.source = source
        self.fallbackReason = fallbackReason
    }

}

/// Why a turn was refused.
public enum RefusalReason: String, Codable, Sendable, CaseIterable {
    /// Investment or buy/sell advice.
    case advice
    /// Nothing in the message is about the user's money.
    case noFinanceEvidence
    /// A question for the bank, not the ledger: card and account admin, money
    /// in transit, a declined or disputed payment, the bank's own fees and rates.
    case bankService
}

/// Who read the kind of question in the final reading.
public enum ReadingSource: String, Codable, Sendable {
    case model, rules
}

/// Why the rules classifier read a turn instead of the backend.
public enum FallbackReason: String, Codable, Sendable, CaseIterable, Comparable {
    case inputTooLong
    case unavailable, rateLimited, contextOverflow, invalidOutput, timedOut, failed
    /// The backend said `unclear` and the rules classifier placed the question.
    case secondLook

    public init(_ failure: ClassifierFailure) {
        self = FallbackReason(rawValue: failure.rawValue)!
    }

    public static func < (lhs: FallbackReason, rhs: FallbackReason) -> Bool { lhs.rawValue < rhs.rawValue }
}
