import Foundation

extension Resolver {
    static let defaultLimit = 3

    /// Categories by Σ payments (descending; ties: smaller id).
    func rankedCategories(in range: DayInterval) -> [(Category, Decimal)] {
        var totals: [Category: Decimal] = [:]
        for p in index.positions(in: range) where index.kinds[p] == .payment {
            totals[index.categories[p], default: 0] -= index.amounts[p]
        }
        return totals.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
    }

    func topCategories(_ reading: Reading, into c: inout Computation) {
        let range = window(reading, into: &c)
        let ranked = rankedCategories(in: range).map { ($0.0.rawValue, $0.1) }
        list(ranked.prefix(reading.limit ?? Resolver.defaultLimit), into: &c)
    }

    func topMerchants(_ reading: Reading, into c: inout Computation) {
        let range = window(reading, into: &c)
        var totals: [String: Decimal] = [:]
        for p in index.positions(in: range, category: reading.category) where index.kinds[p] == .payment {
            if let m = index.merchant(at: p) { totals[m, default: 0] -= index.amounts[p] }
        }
        let ranked = totals.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map {
            ($0.key, $0.value)
        }
        list(ranked.prefix(reading.limit ?? Resolver.defaultLimit), into: &c)
    }

    /// A ranked list as figures: `count`, `name1`, `total1`, …
    private func list(_ ranked: ArraySlice<(String, Decimal)>, into c: inout Computation) {
        c.figures["count"] = .int(ranked.count)
        for (i, (name, total)) in ranked.enumerated() {
            c.figures["name\(i + 1)"] = .string(name)
            c.figures["total\(i + 1)"] = .money(total)
            c.items.append(name)
        }
        if ranked.isEmpty { c.notes.append("noMatch") }
    }

    func largestExpenses(_ reading: Reading, into c: inout Computation) {
        let range = window(reading, into: &c)
        // Keep the top N while scanning: sorting every payment of a year costs
        // milliseconds on a large ledger. Positions are in (date, id) order, so a
        // later position is a later date, then a higher id: the tie-break.
        let limit = reading.limit ?? Resolver.defaultLimit
        var top: [Int] = []
        func before(_ a: Int, _ b: Int) -> Bool {
            index.amounts[a] != index.amounts[b] ? index.amounts[a] < index.amounts[b] : a > b
        }
        for p in positions(in: range, merchant: reading.merchant, category: reading.category)
        where index.kinds[p] == .payment {
            if top.count < limit {
                top.append(p)
                top.sort(by: before)
            } else if let last = top.last, before(p, last) {
                top[top.count - 1] = p
                top.sort(by: before)
            }
        }
        let payments = top
        c.figures["count"] = .int(payments.count)
        for (i, p) in payments.enumerated() {
            let t = index.transaction(at: p)
            c.figures["amount\(i + 1)"] = .money(-t.amount)
            c.figures["date\(i + 1)"] = .date(t.date)
            c.figures["where\(i + 1)"] = .string(index.merchant(at: p) ?? t.category.rawValue)
        }
        if payments.isEmpty { c.notes.append("noMatch") }
    }

    func lastPurchase(_ reading: Reading, into c: inout Computation) {
        let range = window(reading, into: &c)
        let positions = positions(in: range, merchant: reading.merchant, category: reading.category)
        labelScope(reading, into: &c)
        // Positions are in (date, id) order: the last payment is the latest.
        guard let p = positions.last(where: { index.transaction(at: $0).isPayment }) else {
            c.notes.append("noMatch")
            return
        }
        let t = index.transaction(at: p)
        c.figures["date"] = .date(t.date)
        c.figures["amount"] = .money(-t.amount)
        c.figures["daysAgo"] = .int(t.date.days(to: calendar.today))
        c.figures["where"] = .string(index.merchant(at: p) ?? t.category.rawValue)
    }

    func subscriptions(_ reading: Reading, into c: inout Computation) {
        let subs = index.ledger.subscriptions
        if let merchant = reading.merchant,
            let sub = subs.first(where: { TextFolding.fold($0.name) == TextFolding.fold(merchant) })
        {
            c.figures["name"] = .string(sub.name)
            c.figures["amount"] = .money(sub.amount)
            c.figures["nextDate"] = .date(sub.nextDate)
            c.figures["cadence"] = .string(sub.cadence.rawValue)
            return
        }
        c.figures["count"] = .int(subs.count)
        c.figures["monthlyTotal"] = .money(subs.reduce(Decimal(0)) { $0 + $1.monthlyCost })
        c.items = subs.map(\.name)
        if subs.isEmpty { c.notes.append("noMatch") }
    }

    func upcomingCharges(_ reading: Reading, into c: inout Computation) {
        let range = window(reading, into: &c)
        let scheduled = scheduledCharges(in: range, merchant: reading.merchant, category: reading.category)
        c.figures["count"] = .int(scheduled.positions.count)
        c.figures["total"] = .money(scheduled.total)
        if let p = scheduled.positions.first {
            let t = index.transaction(at: p)
            c.figures["nextDate"] = .date(t.date)
            c.figures["nextAmount"] = .money(-t.amount)
            c.figures["nextName"] = .string(index.merchant(at: p) ?? t.category.rawValue)
        } else {
            c.notes.append("noMatch")
        }
    }

    func projection(into c: inout Computation) {
        c.period = .current(.month)
        let month = interval(c.period)
        c.interval = month
        let today = calendar.today
        var balance: Decimal = 0
        for account in index.ledger.accounts { balance += index.balance(of: account, endOf: today) }
        var scheduled: Decimal = 0
        for p in index.positions(in: DayInterval(start: today, end: month.end)) {
            let t = index.transaction(at: p)
            if t.status == .scheduled { scheduled += t.amount }
        }
        c.figures["balance"] = .money(balance)
        c.figures["scheduled"] = .money(scheduled)
        c.figures["projected"] = .money(balance + scheduled)
    }
}
