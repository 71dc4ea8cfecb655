/// A message's cue scores by kind of question, in a fixed array: the features add a cue's weight
/// and the rules classifier asks for a score some twenty times a message, and a `[Intent: Double]`
/// hashed the intent (its raw string, SipHash) on every ask, a tenth of the classifier's time.
struct IntentScores: Sendable {
    private var values: [Double?]

    /// No intent scored.
    init() { values = .filled(with: nil, count: Intent.allCases.count) }

    init(_ scores: [Intent: Double]) {
        self.init()
        for (intent, score) in scores { values[intent.ordinal] = score }
    }

    /// The scored intents and their scores, in `Intent.allCases` order.
    var entries: [(key: Intent, value: Double)] {
        Intent.allCases.compactMap { intent in values[intent.ordinal].map { (intent, $0) } }
    }

    /// Whether a scored intent and its score pass `test`.
    func contains(where test: ((key: Intent, value: Double)) -> Bool) -> Bool {
        Intent.allCases.contains { intent in values[intent.ordinal].map { test((intent, $0)) } ?? false }
    }

    /// The highest score among the intents that pass `test`, nil when none is scored.
    func max(where test: (Intent) -> Bool) -> Double? {
        var best: Double?
        for intent in Intent.allCases where test(intent) {
            if let v = values[intent.ordinal], best.map({ v > $0 }) ?? true { best = v }
        }
        return best
    }

    /// The score, nil when no cue gave one (nil and 0 differ, as in the dictionary).
    subscript(_ intent: Intent) -> Double? {
        get { values[intent.ordinal] }
        set { values[intent.ordinal] = newValue }
    }

    subscript(_ intent: Intent, default value: Double) -> Double {
        get { values[intent.ordinal] ?? value }
        set { values[intent.ordinal] = newValue }
    }

    mutating func removeValue(forKey intent: Intent) -> Double? {
        defer { values[intent.ordinal] = nil }
        return values[intent.ordinal]
    }
}

extension Intent {
    /// The case's place in `allCases`, without a hash or a search.
    var ordinal: Int {
        switch self {
        case .leftover: return 0
        case .dailyAllowance: return 1
        case .balance: return 2
        case .spendingTotal: return 3
        case .incomeTotal: return 4
        case .merchantSpend: return 5
        case .categorySpend: return 6
        case .periodSummary: return 7
        case .comparePeriods: return 8
        case .topCategories: return 9
        case .topMerchants: return 10
        case .largestExpenses: return 11
        case .lastPurchase: return 12
        case .subscriptions: return 13
        case .upcomingCharges: return 14
        case .projection: return 15
        case .savingsIdeas: return 16
        case .averageSpending: return 17
        case .offTopic: return 18
        case .unclear: return 19
        }
    }
}
