import FinanceAssistant

/// Scores one turn: compares the reading with the expectation, field by
/// field, and the computed figures with the expected ones.
package struct TurnScorer: Sendable {
    let calendar: BudgetCalendar
    let catalog: MerchantCatalog

    package init(calendar: BudgetCalendar, catalog: MerchantCatalog) {
        self.calendar = calendar
        self.catalog = catalog
    }

    package func verdict(expected e: Expectation, reading r: Reading, answer: Answer) -> Verdict {
        var v = verdict(expected: e, reading: r)
        if e.scoresFields, let expectedFigures = e.answer {
            v.answer = expectedFigures.allSatisfy { name, value in
                answer.figures[name]?.matches(expected: value) ?? false
            }
        }
        return v
    }

    /// The reading's verdict, field by field, without the figures.
    func verdict(expected e: Expectation, reading r: Reading) -> Verdict {
        var v = Verdict(intent: e.intent == r.intent)
        if let reason = e.reason { v.reason = r.intent == .offTopic && r.reason == reason }
        guard e.scoresFields else { return v }
        v.merchant = sameMerchant(e.merchant, r.merchant)
        v.category = e.category == r.category
        v.period = e.period.isEquivalent(to: r.period, in: calendar)
        if e.intent == .comparePeriods || e.comparison.isSpecified || r.comparison.isSpecified {
            v.comparison = e.comparison.isEquivalent(to: r.comparison, in: calendar)
        }
        if e.limit != nil || r.limit != nil { v.limit = e.limit == r.limit }
        return v
    }

    func sameMerchant(_ expected: String?, _ read: String?) -> Bool {
        switch (expected, read) {
        case (nil, nil): return true
        case (let a?, let b?):
            let ca = catalog.canonicalName(for: a) ?? a
            let cb = catalog.canonicalName(for: b) ?? b
            return TextFolding.fold(ca) == TextFolding.fold(cb)
        default: return false
        }
    }

    /// Whether two readings say the same: every field, periods by the days they cover.
    package func sameReading(_ a: Reading, _ b: Reading) -> Bool {
        a.intent == b.intent && a.reason == b.reason && sameMerchant(a.merchant, b.merchant)
            && a.category == b.category && a.period.isEquivalent(to: b.period, in: calendar)
            && a.comparison.isEquivalent(to: b.comparison, in: calendar) && a.limit == b.limit
    }
}
