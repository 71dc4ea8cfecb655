/// Completes a follow-up from the previous reading, for the supported forms
/// only (docs/pipeline.md):
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

    let calendar: BudgetCalendar

    func repair(_ draft: inout Draft, features f: MessageFeatures, previous: Reading?) -> Outcome {
        let prev = previous.flatMap { $0.intent.isAnswerable ? $0 : nil }
        let asksNewQuestion = f.cueScores.contains { $0.key != .offTopic && $0.value >= 2.5 && $0.key != prev?.intent }
        let isFragment = !asksNewQuestion && f.otherWordCount == 0
        let namesSubject = f.merchant != nil || f.category != nil
        var periods = f.periods
        if let prev, periods.shiftBack != nil, !periods.period.isSpecified {
            periods.period = shifted(
                prev.period.isSpecified ? prev.period : prev.intent.defaultPeriod ?? .current(.month))
        }
        let namesPeriod = periods.period.isSpecified || periods.comparison.isSpecified || periods.shiftBack != nil

        guard let prev else {
            let hasCue = f.cueScores.contains { $0.key.isAnswerable && $0.value > 0 }
            if !hasCue && f.otherWordCount == 0 && (f.startsLikeFollowUp || (namesPeriod && !namesSubject)) {
                draft = Draft(intent: .unclear, period: draft.period, comparison: draft.comparison)
                return .orphan
            }
            return .none
        }

        if isFragment && namesPeriod && !namesSubject {
            let onlyComparison = !periods.period.isSpecified
            draft = Draft(
                intent: prev.intent, merchant: prev.merchant, category: prev.category,
                period: onlyComparison ? prev.period : periods.period,
                comparison: onlyComparison
                    ? periods.comparison : (prev.intent == .comparePeriods ? periods.comparison : .unspecified),
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
                period: periods.period.isSpecified ? periods.period : prev.period,
                comparison: periods.period.isSpecified ? periods.comparison : prev.comparison,
                limit: prev.limit)
            return .subjectSwitch
        }

        if draft.merchant == nil, let shop = prev.merchant, f.merchant == nil {
            if draft.intent.isAboutMerchant
                || (f.refersToPreviousShop
                    && [
                        .spendingTotal, .comparePeriods,
                        .averageSpending, .upcomingCharges,
                    ].contains(draft.intent))
            {
                if draft.intent == .spendingTotal { draft.intent = .merchantSpend }
                draft.merchant = shop
                // The same shop, the same period — unless the message sets one or widens it ("in total").
                if draft.intent == .merchantSpend, !draft.period.isSpecified,
                    !f.words.contains(where: Lexicon.wholeHistory.contains)
                {
                    draft.period = prev.period
                }
                return .previousShop
            }
        }
        return .none
    }

    /// The period just before `period`, in its own unit: last month → the
    /// month before; 2025 → 2024; a window → the same length before it.
    func shifted(_ period: Period) -> Period {
        switch period {
        case .current(let u): return .previous(u)
        case .month(let y, let m):
            let d = Day(year: y, month: m, day: 1)?.adding(months: -1) ?? calendar.today
            return .month(year: d.year, month: d.month)
        case .year(let y): return .year(y - 1)
        case .quarter(let y, let q):
            return q == 1 ? .quarter(year: y - 1, quarter: 4) : .quarter(year: y, quarter: q - 1)
        case .half(let y, let h): return h == 1 ? .half(year: y - 1, half: 2) : .half(year: y, half: 1)
        case .day(let d): return .day(d.adding(days: -1))
        case .previous(let u):
            guard let now = period.interval(in: calendar) else { return period }
            let before = calendar.unitInterval(u, containing: now.start.adding(days: -1))
            if u == .year { return .year(before.start.year) }
            return .range(before.start, before.lastDay)
        default:
            guard let now = period.interval(in: calendar) else { return period }
            let before = now.preceding
            return .range(before.start, before.lastDay)
        }
    }
}
