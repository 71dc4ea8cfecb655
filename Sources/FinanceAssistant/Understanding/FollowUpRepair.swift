/// Completes a follow-up from the previous reading, for the supported forms
/// only (DESIGN §3):
/// - a period-only follow-up ("and last year?") keeps the previous kind of
///   question, shop, category and limit;
/// - a follow-up that only names a new shop or category ("and at Lidl?",
///   "et les restos ?") keeps the previous period and kind of question, a shop
///   question becoming a category question (and back) with the subject;
/// - a shop question without a shop ("how many times did I go there?") takes
///   the previous shop.
/// A follow-up that asks a new kind of question keeps nothing, nothing is kept
/// from a refused turn, and a follow-up with nothing to follow is `unclear`.
struct FollowUpRepair: Sendable {
    enum Outcome: Equatable {
        case none, periodOnly, subjectSwitch, previousShop, orphan
    }

    struct Draft {
        var intent: Intent
        var merchant: String?
        var category: Category?
        var period: Period
        var comparison: Period
        var limit: Int?
    }

    func repair(_ draft: inout Draft, features f: MessageFeatures, previous: Reading?) -> Outcome {
        let prev = previous.flatMap { $0.intent.isAnswerable ? $0 : nil }
        let asksNewQuestion = f.cueScores.contains { $0.key != .offTopic && $0.value >= 2.5 && $0.key != prev?.intent }
        let isFragment = !asksNewQuestion && f.otherWordCount == 0
        let namesSubject = f.merchant != nil || f.category != nil
        let namesPeriod = f.periods.period.isSpecified || f.periods.comparison.isSpecified

        guard let prev else {
            if isFragment && (f.startsLikeFollowUp || (namesPeriod && !namesSubject)) {
                draft = Draft(intent: .unclear, period: draft.period, comparison: draft.comparison)
                return .orphan
            }
            return .none
        }

        if isFragment && namesPeriod && !namesSubject {
            let onlyComparison = !f.periods.period.isSpecified
            draft = Draft(
                intent: prev.intent, merchant: prev.merchant, category: prev.category,
                period: onlyComparison ? prev.period : f.periods.period,
                comparison: onlyComparison ? f.periods.comparison : (prev.intent == .comparePeriods ? f.periods.comparison : .unspecified),
                limit: prev.limit)
            return .periodOnly
        }

        if isFragment && namesSubject {
            var intent = prev.intent
            let merchant = f.merchant?.name
            let category = f.category?.category
            if merchant != nil {
                if intent == .categorySpend || !intent.takesMerchant { intent = .merchantSpend }
            } else if intent == .merchantSpend || !intent.takesCategory {
                intent = .categorySpend
            }
            draft = Draft(
                intent: intent, merchant: merchant, category: merchant != nil && category == nil ? nil : category,
                period: f.periods.period.isSpecified ? f.periods.period : prev.period,
                comparison: f.periods.period.isSpecified ? f.periods.comparison : prev.comparison,
                limit: prev.limit)
            return .subjectSwitch
        }

        if draft.merchant == nil, let shop = prev.merchant, f.merchant == nil {
            if draft.intent.isAboutMerchant || (f.refersToPreviousShop && [.spendingTotal, .comparePeriods,
                .averageSpending, .upcomingCharges].contains(draft.intent))
            {
                if draft.intent == .spendingTotal { draft.intent = .merchantSpend }
                draft.merchant = shop
                return .previousShop
            }
        }
        return .none
    }
}
