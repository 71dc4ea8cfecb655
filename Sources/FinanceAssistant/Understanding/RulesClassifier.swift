/// The guided engine of the seeds: reads the kind of question, the shop and
/// the category with phrase cues, English and French. Deterministic, and
/// available everywhere — it is the `rules` backend and the fallback of every
/// model backend.
public struct RulesClassifier: Sendable {
    /// When two kinds score the same, the more specific one wins.
    static let priority: [Intent] = [
        .lastPurchase, .largestExpenses, .topMerchants, .topCategories, .savingsIdeas, .subscriptions,
        .upcomingCharges, .projection, .dailyAllowance, .comparePeriods, .averageSpending, .periodSummary,
        .incomeTotal, .merchantSpend, .categorySpend, .spendingTotal, .balance, .leftover, .offTopic,
    ]

    public init() {}

    /// Reads one message.
    public func classify(_ f: MessageFeatures) -> ModelReading {
        if f.isContentless { return ModelReading(intent: .unclear) }
        var scores = f.cueScores
        let spend = scores.removeValue(forKey: .spendingTotal) ?? 0
        let merchant = f.merchant?.name
        let category = f.category?.category

        if merchant != nil {
            scores[.merchantSpend, default: 0] += spend + 1
        } else if category != nil {
            scores[.categorySpend, default: 0] += spend + 1
        } else if spend > 0 {
            scores[.spendingTotal, default: 0] += spend
        }
        if f.periods.comparison.isSpecified { scores[.comparePeriods, default: 0] += 2 }
        switch f.periods.period {
        case .next, .coming: scores[.upcomingCharges, default: 0] += 1.5
        default: break
        }
        // "how much did I save" is a figure; "how can I save" asks for ideas.
        if (scores[.leftover] ?? 0) >= 3, (scores[.savingsIdeas] ?? 0) < 5 { scores[.savingsIdeas] = nil }

        let best = RulesClassifier.priority
            .map { ($0, scores[$0] ?? 0) }
            .max { a, b in a.1 < b.1 || (a.1 == b.1 && rank(a.0) > rank(b.0)) }
        let finance = scores.filter { $0.key.isAnswerable }.values.max() ?? 0
        let offTopic = scores[.offTopic] ?? 0
        var intent: Intent
        if offTopic > 0,
            finance < offTopic || (!f.hasFinanceEvidence && finance < 4) || (!f.hasFirstPerson && finance < 5)
        {
            // Chit-chat, general knowledge, money that is not the user's own.
            intent = .offTopic
        } else if let best, best.1 > 0, best.0 != .offTopic {
            intent = best.0
        } else if merchant != nil {
            intent = .merchantSpend
        } else if category != nil {
            intent = .categorySpend
        } else if f.startsLikeFollowUp || f.otherWordCount == 0 {
            // A fragment with nothing to place it: "and the other one?", "€?", "last month?"
            intent = .unclear
        } else {
            intent = .offTopic
        }
        return ModelReading(
            intent: intent,
            merchant: intent.takesMerchant ? merchant : nil,
            category: intent.takesCategory ? category?.rawValue : nil)
    }

    private func rank(_ intent: Intent) -> Int {
        RulesClassifier.priority.firstIndex(of: intent) ?? RulesClassifier.priority.count
    }
}
