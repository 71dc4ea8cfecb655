import Foundation

/// Turns a computation into the answer the user sees: a templated sentence
/// that says what was calculated (kind, shop, period), cards, suggestions,
/// and — with hide amounts — every amount and count masked.
struct AnswerRenderer: Sendable {
    let currency: String
    let options: AnswerOptions
    let calendar: BudgetCalendar
    let accounts: [Account]

    private var locale: Language { options.locale }
    private var en: Bool { locale == .en }
    private var money: MoneyFormatter { MoneyFormatter(currency: currency, locale: locale) }
    private var periods: PeriodDescriber { PeriodDescriber(locale: locale) }

    func render(reading: Reading, result c: Computation) -> Answer {
        var values: [String: String] = [:]
        for (name, figure) in c.figures { values[name] = format(figure) }
        if let interval = c.interval {
            values["period"] = periods.describe(c.period, interval)
        }
        if let interval = c.comparisonInterval {
            values["comparison"] = periods.describe(c.comparison, interval)
        }
        values["Period"] = (values["period"] ?? "").capitalizedFirst
        if case .int(let n)? = c.figures["count"] {
            for noun in [CountedNoun.payments, .transfers, .charges, .subscriptionCount] {
                values[noun.rawValue] = counted(n, noun)
            }
        }
        if case .int(let n)? = c.figures["daysAgo"] {
            let days = counted(n, .days)
            values["ago"] = n == 0 ? (en ? "today" : "aujourd'hui") : (en ? "\(days) ago" : "il y a \(days)")
        }
        let text = sentence(for: reading, c, &values)
        return Answer(
            intent: c.intent, interval: c.interval, comparisonInterval: c.comparisonInterval, figures: c.figures,
            cards: cards(c), text: text, notes: c.notes,
            suggestions: (Templates.suggestions[c.intent] ?? []).filter { chip in
                // Never offer the question just answered.
                guard let asked = chip.period, c.period.isSpecified else { return true }
                return !asked.isEquivalent(to: c.period, in: calendar)
            }.map { en ? $0.en : $0.fr })
    }

    // MARK: - Sentences

    private func sentence(for reading: Reading, _ c: Computation, _ v: inout [String: String]) -> String {
        func t(_ key: TemplateKey) -> String { fill(Templates.text(key, locale), v) }
        switch c.intent {
        case .offTopic:
            return reading.reason == .advice ? t(.advice) : t(.offTopic)
        case .unclear:
            return t(.unclear)
        case .spendingTotal:
            return t(.spendingTotal) + (isPositive(c.figures["refunds"]) ? t(.refunds) : "")
        case .incomeTotal:
            return t(.incomeTotal)
        case .leftover:
            if case .decimal(let d, _)? = c.figures["leftover"], d < 0 {
                v["overspend"] = format(.money(-d))
                return t(.leftoverNegative)
            }
            return t(.leftover)
        case .dailyAllowance:
            return c.notes.contains("overspent") ? t(.dailyAllowanceNone) : t(.dailyAllowance)
        case .balance:
            let lines = accounts.map { "\($0.name) \(v["balance.\($0.id)"] ?? "")" }
            v["accounts"] = lines.joined(separator: ", ")
            if let asOf = c.figures["asOf"], case .date(let d) = asOf {
                v["asOf"] =
                    c.notes.contains("asOf")
                    ? (en ? "on \(periods.date(d))" : "au \(periods.date(d))")
                    : (en ? "today" : "aujourd'hui")
            }
            return t(.balance)
        case .merchantSpend:
            if c.notes.contains("missingMerchant") { return t(.missingMerchant) }
            var prefix = ""
            if c.notes.contains("usedWholeHistory"), let asked = c.askedInterval {
                v["asked"] = periods.describe(c.askedPeriod, asked)
                prefix = t(.wholeHistory)
            }
            if c.notes.contains("noMatch") { return prefix + t(.merchantSpendNone) }
            if c.notes.contains("fewPayments") { return prefix + t(.merchantSpendOne) }
            return prefix + t(.merchantSpend)
        case .categorySpend:
            if c.notes.contains("missingCategory") { return t(.missingCategory) }
            v["category"] = categoryName(c.figures["category"])
            return t(.categorySpend) + (isPositive(c.figures["refunds"]) ? t(.refunds) : "")
        case .periodSummary:
            if c.figures["topCategory"] == nil { return t(.periodSummaryEmpty) }
            v["topCategory"] = categoryName(c.figures["topCategory"])
            return t(.periodSummary)
        case .comparePeriods:
            v["scope"] = scope(c, at: true)
            if case .decimal(let d, _)? = c.figures["delta"] {
                if c.figures["deltaPercent"] == nil {
                    v["change"] = Templates.text(.noBaseline, locale)
                } else if d == 0 {
                    v["change"] = Templates.text(.same, locale)
                } else {
                    v["delta"] = format(.money(d < 0 ? -d : d))
                    if case .decimal(let p, let s)? = c.figures["deltaPercent"] {
                        v["deltaPercent"] = format(.decimal(p < 0 ? -p : p, scale: s))
                    }
                    v["change"] = fill(Templates.text(d > 0 ? .more : .less, locale), v)
                }
            }
            return t(.comparePeriods)
        case .topCategories, .topMerchants:
            guard !c.items.isEmpty else { return t(.emptyList) }
            v["list"] = c.items.enumerated().map { i, name in
                let shown = c.intent == .topCategories ? categoryName(.string(name)) : name
                return "\(shown) \(v["total\(i + 1)"] ?? "")"
            }.joined(separator: ", ")
            return t(c.intent == .topCategories ? .topCategories : .topMerchants)
        case .largestExpenses:
            guard case .int(let n)? = c.figures["count"], n > 0 else { return t(.emptyList) }
            v["list"] = (1...n).map { i in
                let place = whereName(c.figures["where\(i)"])
                let date =
                    c.figures["date\(i)"].flatMap { f -> String? in
                        if case .date(let d) = f { return periods.date(d) }
                        return nil
                    } ?? ""
                return "\(v["amount\(i)"] ?? "") \(en ? "at" : "chez") \(place) (\(date))"
            }.joined(separator: ", ")
            return t(.largestExpenses)
        case .lastPurchase:
            v["scope"] = scope(c, at: false)
            if c.notes.contains("noMatch") { return t(.lastPurchaseNone) }
            if case .date(let d)? = c.figures["date"] { v["date"] = periods.date(d) }
            return t(.lastPurchase)
        case .subscriptions:
            if c.figures["name"] != nil {
                if case .date(let d)? = c.figures["nextDate"] { v["nextDate"] = periods.date(d) }
                v["cadence"] = cadenceName(c.figures["cadence"])
                return t(.subscription)
            }
            v["list"] = c.items.joined(separator: ", ")
            return t(.subscriptions)
        case .upcomingCharges:
            if c.notes.contains("noMatch") { return t(.upcomingChargesNone) }
            if case .date(let d)? = c.figures["nextDate"] { v["nextDate"] = periods.date(d) }
            v["nextName"] = whereName(c.figures["nextName"])
            return t(.upcomingCharges)
        case .projection:
            if case .date(let d)? = c.figures["to"] { v["to"] = periods.date(d) }
            return t(.projection)
        case .savingsIdeas:
            guard !c.items.isEmpty else { return t(.savingsIdeasNone) }
            v["list"] = c.items.enumerated().map { i, id in idea(id, amount: v["amount\(i + 1)"] ?? "") }
                .joined(separator: "; ")
            return t(.savingsIdeas)
        case .averageSpending:
            v["scope"] = scope(c, at: true)
            v["unit"] = unitName(c.figures["unit"])
            return t(.averageSpending)
        }
    }

    /// "2 payments", "1 paiement", "••• payments".
    private func counted(_ n: Int, _ noun: CountedNoun) -> String {
        let forms = noun.forms
        let one = !options.hideAmounts && n == 1
        let word = en ? (one ? forms.0 : forms.1) : (one ? forms.2 : forms.3)
        return "\(options.hideAmounts ? MoneyFormatter.mask : String(n)) \(word)"
    }

    private func idea(_ id: String, amount: String) -> String {
        let parts = id.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2, let key = TemplateKey(rawValue: parts[0]) else { return id }
        var v = ["amount": amount]
        switch parts[0] {
        case "categoryRise", "trim": v["category"] = categoryName(.string(parts[1]))
        default: v["name"] = parts[1]
        }
        return fill(Templates.text(key, locale), v)
    }

    /// " at Carrefour" / " on dining" / "" — what a comparison or average covers.
    private func scope(_ c: Computation, at leadingSpace: Bool) -> String {
        let lead = leadingSpace ? " " : ""
        if case .string(let m)? = c.figures["merchant"] { return lead + (en ? "at \(m)" : "chez \(m)") }
        if let cat = c.figures["category"] { return lead + (en ? "on " : "en ") + categoryName(cat) }
        return leadingSpace ? "" : (en ? "anywhere" : "tous commerces confondus")
    }

    // MARK: - Values

    private func format(_ figure: Figure) -> String {
        switch figure {
        case .decimal(let d, let scale):
            if options.hideAmounts { return MoneyFormatter.mask }
            return scale == 2 ? money.money(d) : money.number(d, scale: scale)
        case .int(let n): return options.hideAmounts ? MoneyFormatter.mask : String(n)
        case .date(let d): return periods.date(d)
        case .string(let s): return s
        }
    }

    private func categoryName(_ figure: Figure?) -> String {
        guard case .string(let id)? = figure, let category = Category(rawValue: id),
            let names = CategoryLexicon.names[category]
        else {
            if case .string(let s)? = figure { return s }
            return ""
        }
        return en ? names.en : names.fr
    }

    private func whereName(_ figure: Figure?) -> String {
        guard case .string(let s)? = figure else { return "" }
        return Category(rawValue: s) != nil ? categoryName(figure) : s
    }

    private func unitName(_ figure: Figure?) -> String {
        guard case .string(let s)? = figure else { return "" }
        switch s {
        case "day": return en ? "day" : "jour"
        case "week": return en ? "week" : "semaine"
        default: return en ? "month" : "mois"
        }
    }

    private func cadenceName(_ figure: Figure?) -> String {
        guard case .string(let s)? = figure, let cadence = Cadence(rawValue: s) else { return "" }
        switch cadence {
        case .weekly: return en ? "weekly" : "par semaine"
        case .monthly: return en ? "monthly" : "par mois"
        case .quarterly: return en ? "quarterly" : "par trimestre"
        case .yearly: return en ? "yearly" : "par an"
        }
    }

    private func isPositive(_ figure: Figure?) -> Bool {
        if case .decimal(let d, _)? = figure { return d > 0 }
        return false
    }

    private func cards(_ c: Computation) -> [Card] {
        let titles: [String: (String, String)] = [
            "total": ("Total", "Total"), "count": ("Payments", "Paiements"), "average": ("Average", "Moyenne"),
            "income": ("Income", "Revenus"), "spending": ("Spending", "Dépenses"), "leftover": ("Left", "Reste"),
            "net": ("Net", "Net"), "perDay": ("Per day", "Par jour"), "daysLeft": ("Days left", "Jours restants"),
            "balance": ("Balance", "Solde"), "projected": ("Projected", "Prévu"),
            "current": ("This period", "Cette période"),
            "previous": ("Before", "Avant"), "delta": ("Change", "Écart"), "monthlyTotal": ("Per month", "Par mois"),
            "amount": ("Amount", "Montant"), "date": ("Date", "Date"), "nextDate": ("Next", "Prochain"),
        ]
        let order = [
            "total", "count", "average", "income", "spending", "leftover", "net", "perDay", "daysLeft",
            "balance", "projected", "current", "previous", "delta", "monthlyTotal", "amount", "date", "nextDate",
        ]
        return order.compactMap { name in
            guard let figure = c.figures[name], let title = titles[name] else { return nil }
            return Card(title: en ? title.0 : title.1, value: format(figure), figure: name)
        }
    }

    /// Fills `{name}` blanks; a blank without a value is left empty.
    private func fill(_ template: String, _ values: [String: String]) -> String {
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            out += values[String(rest[rest.index(after: open)..<close])] ?? ""
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        return out
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
