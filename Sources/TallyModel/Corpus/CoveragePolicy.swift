/// The minimums a set is expected to meet: turns per theme and language,
/// turns per answerable intent and language, pairs, answer turns, and the
/// share of each language. Short of one is a warning, not an error.
///
/// A manifest may raise or add minimums in its `"coverage"` object (v2 adds
/// its new families there); without one, these defaults hold.
public struct CoveragePolicy: Codable, Hashable, Sendable {
    /// Minimum turns per tag and language.
    public var perTagAndLocale: [String: Int] = [
        "period": 150, "offtopic": 80, "advice": 60, "merchant": 80, "adversarial": 30,
    ]
    /// Minimum conversations per tag and language (for conversation-shaped themes).
    public var conversationsPerTagAndLocale: [String: Int] = ["followup": 60]
    public var perIntentAndLocale = 15
    public var pairs = 200
    public var answerTurns = 150
    public var turns = 1500
    /// Each language's share of turns.
    public var localeShare: ClosedRange<Double> = 0.45...0.55

    public init() {}

    /// The keys a manifest's `"coverage"` may hold.
    static let jsonKeys: Set<String> = [
        "perTagAndLocale", "conversationsPerTagAndLocale", "perIntentAndLocale", "pairs", "answerTurns", "turns",
    ]

    /// A manifest's overrides, on top of the defaults.
    public struct Overrides: Codable, Hashable, Sendable {
        public var perTagAndLocale: [String: Int]?
        public var conversationsPerTagAndLocale: [String: Int]?
        public var perIntentAndLocale: Int?
        public var pairs: Int?
        public var answerTurns: Int?
        public var turns: Int?
    }

    /// Overrides only raise: a set cannot pass `tally stats` by lowering the bar
    /// it is held to ("turns": 10 keeps 1500).
    init(_ overrides: Overrides?) {
        self.init()
        guard let o = overrides else { return }
        perTagAndLocale.merge(o.perTagAndLocale ?? [:], uniquingKeysWith: max)
        conversationsPerTagAndLocale.merge(o.conversationsPerTagAndLocale ?? [:], uniquingKeysWith: max)
        perIntentAndLocale = max(perIntentAndLocale, o.perIntentAndLocale ?? 0)
        pairs = max(pairs, o.pairs ?? 0)
        answerTurns = max(answerTurns, o.answerTurns ?? 0)
        turns = max(turns, o.turns ?? 0)
    }
}
