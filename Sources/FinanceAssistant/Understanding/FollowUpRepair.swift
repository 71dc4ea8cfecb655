/// Completes a follow-up from the previous reading, for the supported forms
/// only (docs/pipeline.md, GUIDE §7):
/// - a period-only follow-up ("and last year?", "right, and in 2024?") keeps
///   the previous kind of question, shop, category and limit;
/// - a follow-up that only names a new shop or category ("and at Lidl?",
///   "et les restos ?") keeps the previous period and kind of question, a shop
///   question becoming a category question (and back) with the subject;
/// - a correction ("no sorry, I meant Lidl", "non, plutôt le mois d'avant")
///   is such a fragment: it replaces the slot it names and keeps the rest;
/// - "that month", "sur la même période" keep the previous period, "the one
///   before that" steps back from it;
/// - a shop question without a shop ("how many times did I go there?") takes
///   the previous shop, and is `unclear` when no recent turn named one.
/// A follow-up that asks a new kind of question keeps nothing, nothing is kept
/// from a refused turn, and a follow-up with nothing to follow is `unclear`
/// (one that only carries on a refused question, "and in pounds?", is the
/// scope gate's to refuse).
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

    /// - Parameters:
    ///   - previous: the reading of the latest exchange.
    ///   - recent: the readings of the exchanges the assistant still sees, oldest first.
    func repair(
        _ draft: inout Draft, features f: MessageFeatures, previous: Reading?, recent: [Reading] = []
    )
        -> Outcome
    {
        let prev = previous.flatMap { $0.intent.isAnswerable ? $0 : nil }
        let cues = f.followUp
        // "how much of that was Amazon?" asks "how much" again, about a part of the
        // last answer; "et rien qu'en restos ?" compares nothing.
        let narrowing: [Intent] =
            f.periods.comparison.isSpecified ? [.spendingTotal] : [.spendingTotal, .comparePeriods]
        let asksNewQuestion = f.cueScores.contains { cue in
            cue.key != .offTopic && cue.value >= 2.5 && cue.key != prev?.intent
                && !(cues.narrowsPrevious && narrowing.contains(cue.key))
        }
        // A message that neither opens like a follow-up nor corrects, with a cue of
        // another kind, is a question of its own: "what's my total spending this
        // month?" after "when did I last shop at Primark?".
        let standsAlone =
            !f.startsLikeFollowUp && !cues.isCorrection && !cues.narrowsPrevious
            && f.cueScores.contains { cue in
                cue.key.isAnswerable && cue.value > 0 && prev.map { !Self.sameKind(cue.key, $0.intent) } ?? false
            }
        let isFragment = !asksNewQuestion && !standsAlone && cues.otherWordCount == 0
        let namesSubject = f.merchant != nil || f.category != nil
        var periods = f.periods
        var keepsPreviousPeriod = false
        if let prev {
            if cues.pointsAtPreviousPeriod, prev.period.isSpecified, !periods.period.isSpecified {
                periods.period = prev.period
                if !periods.comparison.isSpecified { periods.comparison = prev.comparison }
                keepsPreviousPeriod = true
            } else if !periods.period.isSpecified || periods.shiftBackReplacesPeriod,
                periods.shiftBack != nil || cues.stepsBack
            {
                if prev.period.isSpecified {
                    periods.period = shifted(prev.period)
                } else if let unit = periods.shiftBack {
                    // "the month before" after a question about no period: before this one.
                    periods.period = shifted(
                        prev.intent.defaultPeriod.flatMap { $0 == .all ? nil : $0 } ?? .current(unit))
                }
            } else if !periods.period.isSpecified, let nth = periods.weekOfPrevious,
                let week = week(nth, ofMonthOf: prev.period)
            {
                // "and the second week?" after "the first week of March"
                periods.period = week
            }
        }
        let namesPeriod =
            periods.period.isSpecified || periods.comparison.isSpecified || periods.shiftBack != nil || cues.stepsBack
            || periods.weekOfPrevious != nil

        guard let prev else {
            // "and in pounds?" after a refused conversion is the scope gate's to refuse.
            let hasCue = f.cueScores.contains { $0.key.isAnswerable && $0.value > 0 }
            let looksLikeFollowUp = f.startsLikeFollowUp || cues.isCorrection || (namesPeriod && !namesSubject)
            if !hasCue && cues.otherWordCount == 0 && looksLikeFollowUp {
                draft = Draft(intent: .unclear, period: draft.period, comparison: draft.comparison)
                return .orphan
            }
            return pointsAtMissingPlace(&draft, features: f, recent: recent) ? .orphan : .none
        }

        // "and right now?" after a balance on a past day: the balance today.
        if isFragment && !namesPeriod && !namesSubject && cues.asksAboutNow && prev.intent == .balance {
            draft = Draft(intent: .balance, period: .unspecified, comparison: .unspecified)
            return .periodOnly
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
            // "how much of that was Amazon?" after a total: the total at that shop.
            if merchant != nil {
                if [.categorySpend, .spendingTotal, .topCategories].contains(intent) || !intent.takesMerchant {
                    intent = .merchantSpend
                }
            } else if [.merchantSpend, .spendingTotal, .topCategories].contains(intent) || !intent.takesCategory {
                intent = .categorySpend
            }
            draft = Draft(
                intent: intent, merchant: merchant, category: merchant != nil && category == nil ? nil : category,
                period: periods.period.isSpecified ? periods.period : prev.period,
                comparison: periods.period.isSpecified ? periods.comparison : prev.comparison,
                limit: prev.limit)
            return .subjectSwitch
        }

        // A new kind of question that points at the period in words keeps it:
        // "and what were my top categories that month?".
        if keepsPreviousPeriod { draft.period = periods.period }

        // A place pointed at may be named a turn or two earlier, within what the assistant sees.
        let place = cues.refersToPlace ? recent.last(where: { $0.merchant != nil })?.merchant : nil
        if draft.merchant == nil, let shop = prev.merchant ?? place, f.merchant == nil {
            if draft.intent.isAboutMerchant
                || ((f.refersToPreviousShop || cues.refersToPlace)
                    && [
                        .spendingTotal, .comparePeriods, .averageSpending, .upcomingCharges, .largestExpenses,
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
        return pointsAtMissingPlace(&draft, features: f, recent: recent) ? .orphan : .none
    }

    /// Spending at a shop, in a category or in all: one kind for a follow-up.
    static func sameKind(_ a: Intent, _ b: Intent) -> Bool {
        let spending: Set<Intent> = [.spendingTotal, .merchantSpend, .categorySpend]
        return a == b || (spending.contains(a) && spending.contains(b))
    }

    /// "When did I last go there?" when no exchange the assistant still sees
    /// named a shop: there is no "there" to read, the question is `unclear`.
    private func pointsAtMissingPlace(_ draft: inout Draft, features f: MessageFeatures, recent: [Reading]) -> Bool {
        guard f.followUp.refersToPlace, draft.merchant == nil, f.merchant == nil, f.category == nil,
            draft.intent.takesMerchant, !recent.contains(where: { $0.merchant != nil })
        else { return false }
        draft = Draft(intent: .unclear, period: .unspecified, comparison: .unspecified)
        return true
    }

    /// The nth week (days 1–7, 8–14, …; 0: the last seven days) of the month a
    /// period lies in, when it lies in one.
    func week(_ nth: Int, ofMonthOf period: Period) -> Period? {
        guard let interval = period.interval(in: calendar), interval.start.year == interval.lastDay.year,
            interval.start.month == interval.lastDay.month
        else { return nil }
        let first = interval.start.firstOfMonth
        let days = Day.daysIn(month: first.month, year: first.year)
        let start = first.adding(days: nth == 0 ? days - 7 : (nth - 1) * 7)
        return .range(start, start.adding(days: 6))
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
            // A weekend or a week: the same days a week earlier.
            let length = now.start.days(to: now.end)
            if (2...7).contains(length) {
                return .range(now.start.adding(days: -7), now.lastDay.adding(days: -7))
            }
            let before = now.preceding
            return .range(before.start, before.lastDay)
        }
    }
}
