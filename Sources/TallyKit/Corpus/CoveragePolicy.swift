/// The minimums a set is expected to meet (issue 5): turns per theme and
/// language, turns per answerable intent and language, pairs, answer turns,
/// and the share of each language. Short of one is a warning, not an error.
public struct CoveragePolicy: Sendable {
    /// Minimum turns (or, for `followup`, conversations) per tag and language.
    public var perTagAndLocale: [String: Int] = [
        "period": 150, "offtopic": 80, "advice": 60, "followup": 60, "merchant": 80, "adversarial": 30,
    ]
    /// Tags counted in conversations rather than turns.
    public var countedInConversations: Set<String> = ["followup"]
    public var perIntentAndLocale = 15
    public var pairs = 200
    public var answerTurns = 150
    public var turns = 1500
    /// Each language's share of turns.
    public var localeShare: ClosedRange<Double> = 0.45...0.55

    public init() {}
}
