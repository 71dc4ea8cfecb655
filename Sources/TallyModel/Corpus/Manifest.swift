import FinanceAssistant

/// `manifest.json`: what an eval set is and which files make it.
public struct Manifest: Codable, Hashable, Sendable {
    public var id: String
    public var version: String
    public var description: String
    public var locales: [Language]
    /// The ledger file, relative to the set's folder.
    public var ledger: String
    /// The case files, relative to the set's folder, in hashing order.
    public var cases: [String]
    public var guide: String?
    /// Tags this set uses beyond the core ones (docs/formats.md); any other tag is a typo.
    public var tags: [String]?
    /// Coverage minimums beyond the defaults (`tally stats` checks them).
    public var coverage: CoveragePolicy.Overrides?

    /// The keys a manifest may hold (a reader refuses any other).
    public static let jsonKeys: Set<String> = Set(CodingKeys.allCases.map(\.rawValue))

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, version, description, locales, ledger, cases, guide, tags, coverage
    }

    /// The tags every set may use.
    public static let coreTags: Set<String> = [
        "period", "offtopic", "advice", "followup", "merchant", "category", "intent", "adversarial", "answer",
    ]

    public init(
        id: String, version: String, description: String = "", locales: [Language] = [.en, .fr],
        ledger: String = "ledger.json", cases: [String], guide: String? = nil
    ) {
        self.id = id
        self.version = version
        self.description = description
        self.locales = locales
        self.ledger = ledger
        self.cases = cases
        self.guide = guide
    }
}
