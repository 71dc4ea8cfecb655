/// The kind of question a user asks: eighteen answerable kinds, plus
/// `offTopic` and `unclear`.
///
/// This is the whole vocabulary a classifier may answer with. The raw values
/// are the names used in corpora, predictions and reports.
public enum Intent: String, CaseIterable, Codable, Sendable, Comparable {
    case leftover
    case dailyAllowance
    case balance
    case spendingTotal
    case incomeTotal
    case merchantSpend
    case categorySpend
    case periodSummary
    case comparePeriods
    case topCategories
    case topMerchants
    case largestExpenses
    case lastPurchase
    case subscriptions
    case upcomingCharges
    case projection
    case savingsIdeas
    case averageSpending
    case offTopic
    case unclear

    public static func < (lhs: Intent, rhs: Intent) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Whether the resolver computes an answer for this kind of question.
    public var isAnswerable: Bool { self != .offTopic && self != .unclear }

    /// The eighteen kinds the resolver answers.
    public static let answerable: [Intent] = allCases.filter(\.isAnswerable)

    /// The period used when the user names none (docs/intents.md).
    ///
    /// `nil` where the question has no window: a balance is as of today,
    /// subscriptions are those active today.
    public var defaultPeriod: Period? {
        switch self {
        case .leftover, .dailyAllowance, .spendingTotal, .incomeTotal, .categorySpend,
            .periodSummary, .comparePeriods, .topCategories, .topMerchants, .largestExpenses,
            .projection:
            return .current(.month)
        case .merchantSpend, .lastPurchase: return .all
        case .upcomingCharges: return .coming(30, .day)
        case .savingsIdeas: return .trailing(3, .month)
        case .averageSpending: return .trailing(6, .month)
        case .balance, .subscriptions, .offTopic, .unclear: return nil
        }
    }

    /// Whether the question is about one shop (and so takes the previous shop
    /// in a follow-up that names none).
    var isAboutMerchant: Bool { self == .merchantSpend || self == .lastPurchase }

    /// Whether a shop named in the question belongs to the reading.
    public var takesMerchant: Bool {
        switch self {
        case .merchantSpend, .categorySpend, .comparePeriods, .largestExpenses, .lastPurchase, .subscriptions,
            .upcomingCharges, .averageSpending, .savingsIdeas, .spendingTotal:
            return true
        default: return false
        }
    }

    /// Whether a category named in the question belongs to the reading
    /// (income, balance, subscription and upcoming-charge questions carry none).
    public var takesCategory: Bool {
        switch self {
        case .merchantSpend, .categorySpend, .comparePeriods, .topCategories, .topMerchants, .largestExpenses,
            .lastPurchase, .averageSpending, .savingsIdeas, .spendingTotal:
            return true
        default: return false
        }
    }

    /// Whether the kind takes a top-N limit ("top 3", "my five biggest", "3 ways to save").
    public var takesLimit: Bool {
        self == .topCategories || self == .topMerchants || self == .largestExpenses || self == .savingsIdeas
    }
}
