/// A message's cue scores by kind of question, in a fixed array: the rules classifier asks for a
/// score some twenty times a message, and a `[Intent: Double]` hashed the intent on every ask
/// (SipHash, a tenth of the classifier's time).
struct IntentScores {
    private var values: [Double?]

    init(_ scores: [Intent: Double]) {
        values = Array(repeating: nil, count: Intent.allCases.count)
        for (intent, score) in scores { values[intent.ordinal] = score }
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
