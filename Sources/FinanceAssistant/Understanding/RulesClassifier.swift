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
        var intent: Intent
        if let best, best.1 > 0 {
            intent = best.0
        } else if merchant != nil {
            intent = .merchantSpend
        } else if category != nil {
            intent = .categorySpend
        } else if f.startsLikeFollowUp || f.periods.period.isSpecified || f.hasFinanceEvidence {
            intent = .unclear
        } else {
            intent = .offTopic
        }
        // A chit-chat cue loses to any finance cue ("thanks! and my balance?").
        if intent == .offTopic, let finance = scores.filter({ $0.key != .offTopic && $0.value >= 2.5 })
            .max(by: { $0.value < $1.value })
        {
            intent = finance.key
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
