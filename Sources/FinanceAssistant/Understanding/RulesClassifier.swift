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

    /// A cue of a kind of question this strong asks about money even with no money word beside it ("what's left?").
    static let unmoneyedCue = 4.0

    public init() {}

    /// Reads one message.
    public func classify(_ f: MessageFeatures) -> ModelReading {
        if f.isContentless { return ModelReading(intent: .unclear) }
        // Advice is off topic for the reader too, not only for the gate after it.
        if AdviceGate().seeksAdvice(f) { return ModelReading(intent: .offTopic) }
        // A service question for the bank is refused by the rules; a model's reading of it is the model's.
        if f.asksBankService { return ModelReading(intent: .offTopic) }
        var scores = f.cueScores
        let spend = scores.removeValue(forKey: .spendingTotal) ?? 0
        let merchant = f.merchant?.name
        let category = f.category?.category

        // Subscriptions are those active today: a question that names a period asks
        // for a total or a coming charge ("which subscriptions will be charged this week").
        if f.periods.period.isSpecified { scores[.subscriptions] = nil }
        // A budget at a shop or in a category is that spending (GUIDE §10.18):
        // "am I over budget on Uber?", "how's my eating out budget looking".
        if merchant != nil || category != nil, f.namesBudget {
            for intent in [Intent.leftover, .periodSummary] { scores[intent] = nil }
        }
        // The size of shops or categories, not of single payments: "my most expensive shops".
        if let size = scores[.largestExpenses] {
            if (scores[.topMerchants] ?? 0) >= 2.5 { scores[.topMerchants, default: 0] += size }
            if (scores[.topCategories] ?? 0) >= 3 { scores[.topCategories, default: 0] += size }
        }
        // What is left on an account is a balance (GUIDE §3); what is left per day, an allowance.
        if (scores[.balance] ?? 0) >= 4 || (scores[.dailyAllowance] ?? 0) >= 4 { scores[.leftover] = nil }
        // A subscription's price is monthly by nature: "Spotify me coûte combien par mois"
        // (unless an average is asked in so many words).
        if merchant != nil, (scores[.subscriptions] ?? 0) >= 4, !f.words.contains(where: Lexicon.averageWords.contains)
        {
            scores[.averageSpending] = nil
        }
        // Income is the base of a leftover ("what's left of my wages"), not the figure asked.
        if (scores[.leftover] ?? 0) >= 3 { scores[.incomeTotal] = nil }
        // An average of income is not average spending ("ce que je touche par mois", "combien je gagne par
        // mois ?"): a bare "how much" (a hint) asks no spending.
        if (scores[.incomeTotal] ?? 0) >= 3.5, spend < 2.5 { scores[.averageSpending] = nil }
        if merchant != nil {
            scores[.merchantSpend, default: 0] += spend + 1
        } else if category == .subscriptions, (scores[.subscriptions] ?? 0) > 0 {
            // "how much do my subscriptions cost me": the subscriptions list, not a category total.
            scores[.subscriptions, default: 0] += spend
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

        scores[.offTopic] = nil
        let best = RulesClassifier.priority
            .map { ($0, scores[$0] ?? 0) }
            .max { a, b in a.1 < b.1 || (a.1 == b.1 && rank(a.0) > rank(b.0)) }
        var intent: Intent
        if !f.isAboutOwnMoney {
            // Not about the user's own money (ScopeGate) — unless it is a bare
            // fragment with nothing to place it: "and the other one?", "last month?".
            let isFragment = f.offTopicScore == 0 && (f.startsLikeFollowUp || f.otherWordCount == 0)
            intent = isFragment ? .unclear : .offTopic
        } else if !f.hasFinanceEvidence, (best?.1 ?? 0) < RulesClassifier.unmoneyedCue, !f.startsLikeFollowUp,
            f.otherWordCount >= ScopeGate.bankMatterWords, !f.periods.period.isSpecified, !f.namesBankProduct,
            !f.namesBankObject, !f.asksHowMuch
        {
            // No money word, currency, shop, category, period or bank thing, no "how much" and no more than a medium
            // cue of a kind of question, in words of its own: something else ("rappelle-moi de sortir le chien",
            // "what's playing"). "…et moi j'ai combien dessus ?" asks a sum of the writer's.
            intent = .offTopic
        } else if f.readAsBankMatter {
            // Words of its own but no kind of question, about one of the bank's things: a matter for the bank
            // ("I want to cancel the transfer I set up for next week", "les retraits sont payants ?"), not a
            // fragment to ask again.
            intent = .offTopic
        } else if let best, best.1 < 2.5, !f.startsLikeFollowUp, !f.periods.period.isSpecified,
            f.otherWordCount >= ScopeGate.unaskedWords
        {
            // Words of its own at length around a shop or a category, no period, and no more than a hint of a kind
            // of question: something else about them ("how much petrol does my old Clio hold", "the app says I got
            // cash from an ATM but I didn't"). With a period the words around are the writer's chatter ("j'ai pris
            // un chausson chez Paul, ça fait combien chez eux cette semaine ?").
            intent = .offTopic
        } else if let best, best.1 > 0 {
            intent = best.0
        } else if merchant != nil {
            intent = .merchantSpend
        } else if category != nil {
            intent = .categorySpend
        } else if !f.startsLikeFollowUp && f.otherWordCount >= ScopeGate.unaskedWords {
            // Words of its own but no kind of question, at length: something else the ledger does not answer
            // ("the seller still owes me the deposit for the flat"); not a fragment to ask again.
            intent = .offTopic
        } else if f.offTopicScore >= ScopeGate.thinEvidence {
            // An off-topic shape and no kind of question is something else, not a fragment to ask again
            // about ("what's a good apr", "what is seventeen plus three").
            intent = .offTopic
        } else {
            // About the user's money, but no kind of question to place it: ask
            // again rather than refuse ("and the other one?", "€?", "my money?").
            intent = .unclear
        }
        return ModelReading(
            intent: intent,
            merchant: intent.takesMerchant ? merchant : nil,
            category: intent.takesCategory ? category?.rawValue : nil)
    }

    private func rank(_ intent: Intent) -> Int { RulesClassifier.ranks[intent.ordinal] }

    /// Each kind's place in `priority` (its length for one not in it), by ordinal.
    static let ranks: [Int] = Intent.allCases.map { priority.firstIndex(of: $0) ?? priority.count }
}
