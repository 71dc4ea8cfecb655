import Foundation

extension Resolver {
    /// Sets the computation's period (the reading's, or the intent's default)
    /// and its days, and returns them.
    @discardableResult
    func window(_ reading: Reading, into c: inout Computation) -> DayInterval {
        c.period = effectivePeriod(reading)
        let range = interval(c.period)
        c.interval = range
        return range
    }

    func spendingTotal(_ reading: Reading, into c: inout Computation) {
        let s = sums(in: window(reading, into: &c))
        c.figures["total"] = .money(s.payments)
        c.figures["count"] = .int(s.paymentCount)
        c.figures["refunds"] = .money(s.refunds)
    }

    func incomeTotal(_ reading: Reading, into c: inout Computation) {
        let s = sums(in: window(reading, into: &c))
        c.figures["total"] = .money(s.income)
        c.figures["count"] = .int(s.incomeCount)
    }

    func leftover(_ reading: Reading, into c: inout Computation) {
        let s = sums(in: window(reading, into: &c))
        c.figures["income"] = .money(s.income)
        c.figures["spending"] = .money(s.payments)
        c.figures["refunds"] = .money(s.refunds)
        c.figures["leftover"] = .money(s.income + s.refunds - s.payments)
        if s.income > 0 {
            c.figures["spendingRatio"] = .decimal(Money.round(s.payments / s.income, scale: 2), scale: 2)
        }
    }

    func periodSummary(_ reading: Reading, into c: inout Computation) {
        let range = window(reading, into: &c)
        let s = sums(in: range)
        c.figures["income"] = .money(s.income)
        c.figures["spending"] = .money(s.payments)
        c.figures["refunds"] = .money(s.refunds)
        c.figures["net"] = .money(s.income + s.refunds - s.payments)
        if let top = rankedCategories(in: range).first {
            c.figures["topCategory"] = .string(top.0.rawValue)
            c.figures["topCategoryTotal"] = .money(top.1)
        }
    }

    func dailyAllowance(into c: inout Computation) {
        c.period = .current(.month)
        let month = interval(c.period)
        c.interval = month
        let today = calendar.today
        let s = sums(in: DayInterval(start: month.start, end: calendar.tomorrow))
        let scheduled = scheduledCharges(in: DayInterval(start: today, end: month.end))
        let available = s.income + s.refunds - s.payments - scheduled.total
        let daysLeft = max(1, today.days(to: month.end))
        c.figures["available"] = .money(available)
        c.figures["scheduled"] = .money(scheduled.total)
        c.figures["daysLeft"] = .int(daysLeft)
        c.figures["perDay"] = .money(max(available, 0) / Decimal(daysLeft))
        if available <= 0 { c.notes.append("overspent") }
    }

    func balance(_ reading: Reading, into c: inout Computation) {
        var asOf = calendar.today
        if reading.period.isSpecified, let range = reading.period.interval(in: calendar), range.lastDay < asOf {
            asOf = range.lastDay
            c.period = reading.period
            c.notes.append("asOf")
        }
        c.figures["asOf"] = .date(asOf)
        var total: Decimal = 0
        for account in index.ledger.accounts {
            let b = index.balance(of: account, endOf: asOf)
            c.figures["balance.\(account.id)"] = .money(b)
            total += b
        }
        c.figures["balance"] = .money(total)
    }

    func merchantSpend(_ reading: Reading, into c: inout Computation) {
        c.period = effectivePeriod(reading)
        guard let merchant = reading.merchant else {
            c.notes.append("missingMerchant")
            c.interval = interval(c.period)
            return
        }
        var range = interval(c.period)
        var s = sums(in: range, merchant: merchant)
        if s.paymentCount == 0 && c.period != .all {
            c.notes.append("usedWholeHistory")
            c.askedPeriod = c.period
            c.askedInterval = range
            c.period = .all
            range = interval(.all)
            s = sums(in: range, merchant: merchant)
        }
        c.interval = range
        c.figures["merchant"] = .string(merchant)
        c.figures["total"] = .money(s.payments)
        c.figures["count"] = .int(s.paymentCount)
        c.figures["refunds"] = .money(s.refunds)
        if s.paymentCount >= 2 {
            c.figures["average"] = .money(s.payments / Decimal(s.paymentCount))
        } else if s.paymentCount == 1 {
            c.notes.append("fewPayments")
        } else {
            c.notes.append("noMatch")
        }
    }

    func categorySpend(_ reading: Reading, into c: inout Computation) {
        let range = window(reading, into: &c)
        guard let category = reading.category else {
            c.notes.append("missingCategory")
            return
        }
        let s = sums(in: range, category: category)
        c.figures["category"] = .string(category.rawValue)
        c.figures["total"] = .money(s.payments)
        c.figures["count"] = .int(s.paymentCount)
        c.figures["refunds"] = .money(s.refunds)
        if s.paymentCount == 0 { c.notes.append("noMatch") }
    }

    func comparePeriods(_ reading: Reading, into c: inout Computation) {
        var period = reading.period
        var comparison = reading.comparison
        if !period.isSpecified {
            switch comparison {
            case .year, .previous(.year), .current(.year): period = .current(.year)
            case .previous(let u), .current(let u), .next(let u): period = .current(u)
            case .quarter: period = .current(.quarter)
            case .day: period = .current(.day)
            default: period = .current(.month)
            }
        }
        let range = interval(period)
        if !comparison.isSpecified {
            switch period {
            case .current(let u): comparison = .previous(u)
            case .month(let y, let m):
                let d = Day(unchecked: y, m, 1).adding(months: -1)
                comparison = .month(year: d.year, month: d.month)
            case .year(let y): comparison = .year(y - 1)
            case .quarter(let y, let q):
                comparison = q == 1 ? .quarter(year: y - 1, quarter: 4) : .quarter(year: y, quarter: q - 1)
            case .half(let y, let h): comparison = h == 1 ? .half(year: y - 1, half: 2) : .half(year: y, half: 1)
            default: comparison = .unspecified
            }
        }
        let reference: DayInterval
        if case .previous(let u) = period, !reading.comparison.isSpecified {
            // the unit before the previous one
            reference = calendar.unitInterval(u, containing: range.start.adding(days: -1))
        } else if comparison.isSpecified {
            reference = interval(comparison)
        } else {
            reference = range.preceding
        }
        c.period = period
        c.comparison = comparison
        c.interval = range
        c.comparisonInterval = reference
        let current = sums(in: range, merchant: reading.merchant, category: reading.category)
        let previous = sums(in: reference, merchant: reading.merchant, category: reading.category)
        labelScope(reading, into: &c)
        c.figures["current"] = .money(current.payments)
        c.figures["previous"] = .money(previous.payments)
        let delta = current.payments - previous.payments
        c.figures["delta"] = .money(delta)
        if previous.payments > 0 {
            c.figures["deltaPercent"] = .decimal(Money.round(delta / previous.payments * 100, scale: 1), scale: 1)
        } else {
            c.notes.append("nothingToCompare")
        }
    }

    func averageSpending(_ reading: Reading, into c: inout Computation) {
        let range = window(reading, into: &c)
        let s = sums(in: range, merchant: reading.merchant, category: reading.category)
        let (unit, units) = averageUnits(c.period, range)
        c.figures["total"] = .money(s.payments)
        c.figures["unit"] = .string(unit.rawValue)
        c.figures["units"] = .int(units)
        if units > 0 { c.figures["average"] = .money(s.payments / Decimal(units)) }
        labelScope(reading, into: &c)
    }

    /// The unit and number of units an average divides by (docs/figures.md).
    func averageUnits(_ period: Period, _ range: DayInterval) -> (CalendarUnit, Int) {
        let today = calendar.today
        switch period {
        case .trailing(let n, .day): return (.day, n)
        case .trailing(let n, .week): return (.week, n)
        case .trailing(let n, .month): return (.month, n)
        case .trailing(let n, .year): return (.month, 12 * n)
        case .current(.day), .previous(.day), .next(.day), .day: return (.day, 1)
        case .current(.week), .previous(.week), .next(.week): return (.week, 1)
        case .current(.month), .previous(.month), .next(.month), .month: return (.month, 1)
        case .current(.quarter): return (.month, today.month - ((today.month - 1) / 3 * 3 + 1) + 1)
        case .previous(.quarter), .next(.quarter): return (.month, 3)
        case .current(.year): return (.month, today.month)
        case .year(let y) where y == today.year: return (.month, today.month)
        case .previous(.year), .next(.year), .year: return (.month, 12)
        default:
            let last = min(range.lastDay, today)
            let months = (last.year * 12 + last.month) - (range.start.year * 12 + range.start.month) + 1
            return (.month, max(1, months))
        }
    }

    struct Scheduled {
        var total: Decimal = 0
        var positions: [Int] = []
    }

    func scheduledCharges(in range: DayInterval, merchant: String? = nil, category: Category? = nil) -> Scheduled {
        var s = Scheduled()
        for p in positions(in: range, merchant: merchant, category: category) {
            let t = index.transaction(at: p)
            if t.isScheduledCharge {
                s.total -= t.amount
                s.positions.append(p)
            }
        }
        return s
    }
}
