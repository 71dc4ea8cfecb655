/// What a classifier backend returns: the kind of question and, if named, the
/// shop and the category — and, under the `smart-budget` contract only, the
/// period, a comparison period and a limit, each from the closed lists the
/// schema offered. Never an amount.
///
/// Every field is untrusted: `ReadingCleaner` checks the merchant and the
/// category against known names and the user's text.
public struct ModelReading: Hashable, Codable, Sendable {
    public var intent: Intent
    public var merchant: String?
    public var category: String?
    /// `smart-budget` only: the model's own period and comparison, as the words of
    /// `PeriodChoice` it picked (the pipeline resolves them against the ledger's
    /// today), and its limit.
    public var period: String?
    public var comparison: String?
    public var limit: Int?

    public init(
        intent: Intent, merchant: String? = nil, category: String? = nil, period: String? = nil,
        comparison: String? = nil, limit: Int? = nil
    ) {
        self.intent = intent
        self.merchant = merchant
        self.category = category
        self.period = period
        self.comparison = comparison
        self.limit = limit
    }
}
