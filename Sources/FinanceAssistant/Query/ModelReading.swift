/// What a classifier backend returns: the kind of question and, if named, the
/// shop and the category. Nothing else — no period, no amount.
///
/// Every field is untrusted: `ReadingCleaner` checks the merchant and the
/// category against known names and the user's text.
public struct ModelReading: Hashable, Codable, Sendable {
    public var intent: Intent
    public var merchant: String?
    public var category: String?

    public init(intent: Intent, merchant: String? = nil, category: String? = nil) {
        self.intent = intent
        self.merchant = merchant
        self.category = category
    }
}
