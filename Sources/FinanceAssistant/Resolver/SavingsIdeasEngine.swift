import Foundation

/// Ranks a few savings ideas from the user's own data — never from a model:
/// categories that rose on the window before, subscriptions whose price rose
/// within a year, and trimming the largest discretionary category.
struct SavingsIdeasEngine: Sendable {
    static let riseCategories: [Category] = [.groceries, .dining, .shopping, .leisure, .travel, .transport]
    static let trimCategories: [Category] = [.dining, .shopping, .leisure]
    static let riseThreshold = Money.parse("30.00")!
    static let trimShare = Money.parse("0.10")!

    struct Idea: Hashable {
        let id: String
        let amount: Decimal
    }

    let resolver: Resolver

    func ideas(in range: DayInterval) -> [Idea] {
        var ideas: [Idea] = []
        let before = range.preceding
        for category in SavingsIdeasEngine.riseCategories {
            let now = resolver.sums(in: range, category: category).payments
            let then = resolver.sums(in: before, category: category).payments
            if now - then >= SavingsIdeasEngine.riseThreshold {
                ideas.append(Idea(id: "categoryRise:\(category.rawValue)", amount: now - then))
            }
        }
        let year = resolver.interval(.trailing(12, .month))
        for sub in resolver.index.ledger.subscriptions {
            guard let name = resolver.index.indexedName(for: sub.name) else { continue }
            let payments = resolver.index.positions(in: year, merchant: name)
                .map(resolver.index.transaction(at:))
                .filter { $0.isPayment && (sub.category == nil || $0.category == sub.category) }
            if payments.count >= 2, let first = payments.first, let last = payments.last, -last.amount > -first.amount {
                ideas.append(Idea(id: "priceRise:\(sub.name)", amount: first.amount - last.amount))
            }
        }
        let trims = SavingsIdeasEngine.trimCategories
            .map { ($0, resolver.sums(in: range, category: $0).payments) }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        if let top = trims.first, top.1 > 0 {
            ideas.append(Idea(id: "trim:\(top.0.rawValue)", amount: Money.round(top.1 * SavingsIdeasEngine.trimShare)))
        }
        return ideas.map { Idea(id: $0.id, amount: Money.round($0.amount)) }
            .sorted { $0.amount != $1.amount ? $0.amount > $1.amount : $0.id < $1.id }
    }
}

extension Resolver {
    func savingsIdeas(_ reading: Reading, into c: inout Computation) {
        let range = window(reading, into: &c)
        let ideas = SavingsIdeasEngine(resolver: self).ideas(in: range).prefix(reading.limit ?? Int.max)
        c.figures["count"] = .int(ideas.count)
        for (i, idea) in ideas.enumerated() {
            c.figures["idea\(i + 1)"] = .string(idea.id)
            c.figures["amount\(i + 1)"] = .money(idea.amount)
            c.items.append(idea.id)
        }
        if ideas.isEmpty { c.notes.append("noMatch") }
    }
}
