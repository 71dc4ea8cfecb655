import Testing

@testable import FinanceAssistant

// The resolver against docs/figures.md, on made-up ledgers whose figures are
// computed by hand (see Fixtures).

@Suite("Resolver: the seed case")
struct SeedCaseTests {
    struct Seed: Sendable, CustomTestStringConvertible {
        let locale: Language
        let startDay: Int
        var testDescription: String { "\(locale.rawValue), budget month from day \(startDay)" }
    }

    @Test(
        "A typo in the shop's name gives the same answer",
        arguments: [
            ("How much did I spend at Carefour last month?", Language.en),
            ("Combien j'ai dépensé chez carefour le mois dernier ?", .fr),
            ("how much did i spend at CARREFOUR MARKET last month", .en),
        ])
    func typo(_ text: String, _ locale: Language) async {
        let (reading, answer) = await Assistant(Fixtures.seed(budgetMonthStartDay: 25)).ask(text, locale: locale)
        #expect(reading.merchant == "Carrefour")
        #expect(
            figures(answer, ["total", "count", "average"]) == ["total": "75.00", "count": "2", "average": "37.50"])
    }

    @Test(
        "Carrefour last month is 75.00 in two payments, not 1,575",
        arguments: [
            Seed(locale: .en, startDay: 1), Seed(locale: .en, startDay: 25),
            Seed(locale: .fr, startDay: 1), Seed(locale: .fr, startDay: 25),
        ])
    func seed(_ s: Seed) async {
        let assistant = Assistant(Fixtures.seed(budgetMonthStartDay: s.startDay))
        let text =
            s.locale == .en
            ? "How much did I spend at Carrefour last month?"
            : "Combien j'ai dépensé chez Carrefour le mois dernier ?"
        let (reading, answer) = await assistant.ask(text, locale: s.locale)
        #expect(reading.intent == .merchantSpend)
        #expect(reading.merchant == "Carrefour")
        #expect(reading.period == .previous(.month))
        #expect(
            figures(answer, ["total", "count", "average"])
                == ["total": "75.00", "count": "2", "average": "37.50"])
        #expect(!answer.notes.contains("usedWholeHistory"))
        let shown = plainSpaces(answer.text)
        if s.locale == .en {
            #expect(shown.contains("last month"), "\(shown)")
            #expect(shown.contains("€75.00"), "\(shown)")
            #expect(shown.contains("€37.50"), "\(shown)")
        } else {
            #expect(shown.contains("le mois dernier"), "\(shown)")
            #expect(shown.contains("75,00 €"), "\(shown)")
            #expect(shown.contains("37,50 €"), "\(shown)")
        }
        #expect(shown.contains("Carrefour"))
        #expect(!shown.contains("1,575") && !shown.contains("1 575") && !shown.contains("1575"))
    }

    @Test("Without a period a shop question covers the whole history")
    func wholeHistory() async {
        let (_, answer) = await Assistant(Fixtures.seed(budgetMonthStartDay: 1)).ask(
            "How much did I spend at Carrefour?")
        #expect(
            figures(answer, ["total", "count", "average"])
                == ["total": "1575.00", "count": "4", "average": "393.75"])
    }
}

@Suite("Resolver: facts")
struct FactsTests {
    @Test("Income 2,000 and spending 620 leave 1,380, a spending ratio of 0.31")
    func leftover() {
        let answer = Assistant(Fixtures.facts).answer(Reading(intent: .leftover))
        #expect(
            figures(answer, ["income", "spending", "refunds", "leftover", "spendingRatio"]) == [
                "income": "2000.00", "spending": "620.00", "refunds": "0.00", "leftover": "1380.00",
                "spendingRatio": "0.31",
            ])
    }

    @Test(
        "The same through the pipeline, in both languages",
        arguments: [
            ("How much is left this month?", Language.en, "€1,380.00"),
            ("il me reste combien ce mois-ci ?", .fr, "1 380,00 €"),
        ])
    func leftoverAsked(_ text: String, _ locale: Language, _ shown: String) async {
        let (reading, answer) = await Assistant(Fixtures.facts).ask(text, locale: locale)
        #expect(reading.intent == .leftover)
        #expect(answer.figures["leftover"]?.plain == "1380.00")
        #expect(answer.figures["spendingRatio"]?.plain == "0.31")
        #expect(plainSpaces(answer.text).contains(shown), "\(answer.text)")
    }
}

struct ResolverCase: Sendable, CustomTestStringConvertible {
    let name: String
    let reading: Reading
    let expected: [String: String?]
    let interval: (String, String)?
    let notes: [String]

    init(
        _ name: String, _ reading: Reading, _ expected: [String: String?], interval: (String, String)? = nil,
        notes: [String] = []
    ) {
        self.name = name
        self.reading = reading
        self.expected = expected
        self.interval = interval
        self.notes = notes
    }

    var testDescription: String { name }
}

private func r(
    _ intent: Intent, merchant: String? = nil, category: FinanceAssistant.Category? = nil,
    period p: String = "unspecified", comparison: String = "unspecified", limit: Int? = nil
) -> Reading {
    Reading(
        intent: intent, merchant: merchant, category: category, period: period(p), comparison: period(comparison),
        limit: limit)
}

enum ResolverTables {
    /// Fixtures.mini, today 2026-03-18, calendar budget months. Sums by hand.
    static let mini: [ResolverCase] = [
        ResolverCase(
            "spendingTotal: this month by default", r(.spendingTotal),
            ["total": "1038.49", "count": "6", "refunds": "20.00"], interval: ("2026-03-01", "2026-04-01")),
        ResolverCase(
            "spendingTotal: last month (a transfer is not spending)", r(.spendingTotal, period: "previous:month"),
            ["total": "135.00", "count": "3", "refunds": "0.00"], interval: ("2026-02-01", "2026-03-01")),
        ResolverCase("incomeTotal: this month", r(.incomeTotal), ["total": "2000.00", "count": "1"]),
        ResolverCase(
            "incomeTotal: last year", r(.incomeTotal, period: "previous:year"), ["total": "0.00", "count": "0"]),
        ResolverCase(
            "leftover: this month", r(.leftover),
            [
                "income": "2000.00", "spending": "1038.49", "refunds": "20.00", "leftover": "981.51",
                "spendingRatio": "0.52",
            ]),
        ResolverCase(
            "leftover: no income, no ratio", r(.leftover, period: "previous:year"),
            [
                "income": "0.00", "spending": "55.99", "refunds": "0.00", "leftover": "-55.99", "spendingRatio": nil,
            ]),
        ResolverCase(
            "periodSummary: this month", r(.periodSummary),
            [
                "income": "2000.00", "spending": "1038.49", "refunds": "20.00", "net": "981.51",
                "topCategory": "housing", "topCategoryTotal": "800.00",
            ]),
        ResolverCase(
            "periodSummary: last month", r(.periodSummary, period: "previous:month"),
            [
                "income": "2000.00", "spending": "135.00", "refunds": "0.00", "net": "1865.00",
                "topCategory": "groceries", "topCategoryTotal": "75.00",
            ]),
        ResolverCase(
            "periodSummary: nothing spent, no top category", r(.periodSummary, period: "year:2024"),
            [
                "income": "0.00", "spending": "0.00", "net": "0.00", "topCategory": nil, "topCategoryTotal": nil,
            ]),
        ResolverCase(
            "dailyAllowance", r(.dailyAllowance),
            [
                "scheduled": "69.99", "available": "911.52", "daysLeft": "14", "perDay": "65.11",
            ]),
        ResolverCase(
            "dailyAllowance ignores the period asked", r(.dailyAllowance, period: "previous:year"),
            [
                "scheduled": "69.99", "available": "911.52", "daysLeft": "14", "perDay": "65.11",
            ]),
        ResolverCase(
            "balance today", r(.balance),
            [
                "balance": "4290.52", "balance.checking": "3590.52", "balance.savings": "700.00",
            ]),
        ResolverCase(
            "balance at the end of February", r(.balance, period: "month:2026-02"),
            [
                "balance": "3309.01", "balance.checking": "2609.01", "balance.savings": "700.00",
            ]),
        ResolverCase(
            "merchantSpend: whole history by default (a label-only Carrefour counts)",
            r(.merchantSpend, merchant: "Carrefour"),
            ["total": "145.00", "count": "4", "average": "36.25", "refunds": "0.00"],
            interval: ("2025-10-15", "2026-03-19")),
        ResolverCase(
            "merchantSpend: last month", r(.merchantSpend, merchant: "Carrefour", period: "previous:month"),
            ["total": "75.00", "count": "2", "average": "37.50", "refunds": "0.00"],
            interval: ("2026-02-01", "2026-03-01")),
        ResolverCase(
            "merchantSpend: one payment has no average, refunds at the shop",
            r(.merchantSpend, merchant: "Amazon", period: "current:month"),
            ["total": "120.00", "count": "1", "average": nil, "refunds": "20.00"]),
        ResolverCase(
            "merchantSpend: a shop never paid", r(.merchantSpend, merchant: "H&M"),
            ["total": "0.00", "count": "0", "average": nil]),
        ResolverCase("merchantSpend: no shop, no figures", r(.merchantSpend), ["total": nil, "count": nil]),
        ResolverCase(
            "merchantSpend: nothing in the period → whole history",
            r(.merchantSpend, merchant: "Lidl", period: "previous:month"),
            ["total": "50.00", "count": "1", "average": nil], notes: ["usedWholeHistory"]),
        ResolverCase(
            "categorySpend: groceries this month", r(.categorySpend, category: .groceries),
            ["total": "75.00", "count": "2", "refunds": "0.00"]),
        ResolverCase(
            "categorySpend: shopping with a refund", r(.categorySpend, category: .shopping),
            ["total": "120.00", "count": "1", "refunds": "20.00"]),
        ResolverCase(
            "categorySpend: dining last month", r(.categorySpend, category: .dining, period: "previous:month"),
            ["total": "60.00", "count": "1", "refunds": "0.00"]),
        ResolverCase("categorySpend: no category, no figures", r(.categorySpend), ["total": nil, "count": nil]),
        ResolverCase(
            "comparePeriods: this month vs last month by default", r(.comparePeriods),
            ["current": "1038.49", "previous": "135.00", "delta": "903.49", "deltaPercent": "669.3"],
            interval: ("2026-03-01", "2026-04-01")),
        ResolverCase(
            "comparePeriods: at a shop", r(.comparePeriods, merchant: "Carrefour"),
            ["current": "25.00", "previous": "75.00", "delta": "-50.00", "deltaPercent": "-66.7"]),
        ResolverCase(
            "comparePeriods: in a category, no change", r(.comparePeriods, category: .groceries),
            ["current": "75.00", "previous": "75.00", "delta": "0.00", "deltaPercent": "0.0"]),
        ResolverCase(
            "comparePeriods: a named month against the month before, nothing then",
            r(.comparePeriods, period: "month:2026-02"),
            ["current": "135.00", "previous": "0.00", "delta": "135.00", "deltaPercent": nil]),
        ResolverCase(
            "comparePeriods: last month against the one before", r(.comparePeriods, period: "previous:month"),
            ["current": "135.00", "previous": "0.00", "delta": "135.00", "deltaPercent": nil],
            interval: ("2026-02-01", "2026-03-01")),
        ResolverCase(
            "comparePeriods: only the reference said (a year) → this year",
            r(.comparePeriods, comparison: "previous:year"),
            ["current": "1173.49", "previous": "55.99", "delta": "1117.50", "deltaPercent": "1995.9"],
            interval: ("2026-01-01", "2027-01-01")),
        ResolverCase(
            "comparePeriods: only the reference said (a week) → this week",
            r(.comparePeriods, comparison: "previous:week"),
            ["current": "25.00", "previous": "43.49", "delta": "-18.49", "deltaPercent": "-42.5"],
            interval: ("2026-03-16", "2026-03-23")),
        ResolverCase(
            "comparePeriods: only the reference said (a month) → this month",
            r(.comparePeriods, comparison: "month:2026-01"),
            ["current": "1038.49", "previous": "0.00", "delta": "1038.49", "deltaPercent": nil],
            interval: ("2026-03-01", "2026-04-01")),
        ResolverCase(
            "comparePeriods: explicit period and reference",
            r(.comparePeriods, period: "month:2026-02", comparison: "month:2025-12"),
            ["current": "135.00", "previous": "45.00", "delta": "90.00", "deltaPercent": "200.0"]),
        ResolverCase(
            "topCategories: top 3 by default", r(.topCategories),
            [
                "count": "3", "name1": "housing", "total1": "800.00", "name2": "shopping", "total2": "120.00",
                "name3": "groceries", "total3": "75.00", "name4": nil,
            ]),
        ResolverCase(
            "topCategories: top 5", r(.topCategories, limit: 5),
            [
                "count": "5", "name4": "dining", "total4": "30.00", "name5": "subscriptions", "total5": "13.49",
                "name6": nil,
            ]),
        ResolverCase(
            "topCategories: fewer than the limit", r(.topCategories, period: "previous:month"),
            [
                "count": "2", "name1": "groceries", "total1": "75.00", "name2": "dining", "total2": "60.00",
                "name3": nil,
            ]),
        ResolverCase(
            "topMerchants: top 3", r(.topMerchants),
            [
                "count": "3", "name1": "Foncia", "total1": "800.00", "name2": "Amazon", "total2": "120.00",
                "name3": "Lidl", "total3": "50.00",
            ]),
        ResolverCase(
            "topMerchants: in a category", r(.topMerchants, category: .groceries),
            [
                "count": "2", "name1": "Lidl", "total1": "50.00", "name2": "Carrefour", "total2": "25.00", "name3": nil,
            ]),
        ResolverCase(
            "topMerchants: six months, top 2 (a label-only payment counts)",
            r(.topMerchants, period: "trailing:6:month", limit: 2),
            [
                "count": "2", "name1": "Foncia", "total1": "800.00", "name2": "Carrefour", "total2": "145.00",
                "name3": nil,
            ]),
        ResolverCase(
            "largestExpenses: top 3", r(.largestExpenses),
            [
                "count": "3", "amount1": "800.00", "date1": "2026-03-03", "amount2": "120.00", "date2": "2026-03-07",
                "amount3": "50.00", "date3": "2026-03-05",
            ]),
        ResolverCase(
            "largestExpenses: at a shop over all history, top 2",
            r(.largestExpenses, merchant: "Carrefour", period: "all", limit: 2),
            [
                "count": "2", "amount1": "45.00", "date1": "2025-12-15", "amount2": "40.00", "date2": "2026-02-03",
                "amount3": nil,
            ]),
        ResolverCase(
            "largestExpenses: at a known shop never paid, none (not every payment)",
            r(.largestExpenses, merchant: "H&M", period: "all"),
            ["count": "0", "amount1": nil]),
        ResolverCase(
            "lastPurchase: at a shop", r(.lastPurchase, merchant: "Carrefour"),
            ["date": "2026-03-16", "amount": "25.00", "daysAgo": "2"]),
        ResolverCase(
            "lastPurchase: in a category", r(.lastPurchase, category: .dining),
            ["date": "2026-03-12", "amount": "30.00", "daysAgo": "6"]),
        ResolverCase(
            "lastPurchase: anywhere (scheduled charges are not payments)", r(.lastPurchase),
            ["date": "2026-03-16", "amount": "25.00", "daysAgo": "2"]),
        ResolverCase(
            "lastPurchase: within last month", r(.lastPurchase, merchant: "Carrefour", period: "previous:month"),
            ["date": "2026-02-17", "amount": "35.00", "daysAgo": "29"]),
        ResolverCase(
            "lastPurchase: never", r(.lastPurchase, merchant: "H&M"),
            ["date": nil, "amount": nil, "daysAgo": nil], notes: ["noMatch"]),
        ResolverCase(
            "subscriptions: a yearly one counts a twelfth, rounded once", r(.subscriptions),
            ["count": "3", "monthlyTotal": "29.31"]),
        ResolverCase(
            "subscriptions: one named", r(.subscriptions, merchant: "Netflix"),
            ["amount": "13.49", "nextDate": "2026-04-15", "count": nil, "monthlyTotal": nil]),
        ResolverCase(
            "upcomingCharges: next 30 days (a transfer is not a charge)", r(.upcomingCharges),
            ["count": "3", "total": "869.99"], interval: ("2026-03-18", "2026-04-17")),
        ResolverCase(
            "upcomingCharges: next week", r(.upcomingCharges, period: "next:week"),
            ["count": "2", "total": "69.99"], interval: ("2026-03-23", "2026-03-30")),
        ResolverCase(
            "upcomingCharges: at a shop", r(.upcomingCharges, merchant: "Foncia"),
            ["count": "1", "total": "800.00"]),
        ResolverCase(
            "projection: every scheduled amount to the month's end, signed", r(.projection),
            ["balance": "4290.52", "scheduled": "-169.99", "projected": "4120.53"]),
        ResolverCase(
            "savingsIdeas: three months against the three before", r(.savingsIdeas),
            [
                "count": "5",
                "idea1": "categoryRise:shopping", "amount1": "120.00",
                "idea2": "categoryRise:groceries", "amount2": "105.00",
                "idea3": "categoryRise:dining", "amount3": "90.00",
                "idea4": "trim:shopping", "amount4": "12.00",
                "idea5": "priceRise:Netflix", "amount5": "2.50",
            ], interval: ("2025-12-18", "2026-03-19")),
        ResolverCase(
            "averageSpending: six months by default", r(.averageSpending),
            ["total": "1229.48", "unit": "month", "units": "6", "average": "204.91"],
            interval: ("2025-09-18", "2026-03-19")),
        ResolverCase(
            "averageSpending: at a shop", r(.averageSpending, merchant: "Carrefour"),
            ["total": "145.00", "unit": "month", "units": "6", "average": "24.17"]),
        ResolverCase(
            "averageSpending: this year counts months to date", r(.averageSpending, period: "current:year"),
            ["total": "1173.49", "unit": "month", "units": "3", "average": "391.16"]),
        ResolverCase(
            "averageSpending: this quarter", r(.averageSpending, period: "current:quarter"),
            ["total": "1173.49", "unit": "month", "units": "3", "average": "391.16"]),
        ResolverCase(
            "averageSpending: last year", r(.averageSpending, period: "previous:year"),
            ["total": "55.99", "unit": "month", "units": "12", "average": "4.67"]),
        ResolverCase(
            "averageSpending: per day over 30 days", r(.averageSpending, period: "trailing:30:day"),
            ["total": "1073.49", "unit": "day", "units": "30", "average": "35.78"]),
        ResolverCase(
            "averageSpending: per week, half away from zero", r(.averageSpending, period: "trailing:2:week"),
            ["total": "238.49", "unit": "week", "units": "2", "average": "119.25"]),
        ResolverCase(
            "averageSpending: a year is twelve months", r(.averageSpending, period: "trailing:1:year"),
            ["total": "1229.48", "unit": "month", "units": "12", "average": "102.46"]),
        ResolverCase(
            "averageSpending: since January, calendar months", r(.averageSpending, period: "since:2026-01-01"),
            ["total": "1173.49", "unit": "month", "units": "3", "average": "391.16"]),
        ResolverCase(
            "averageSpending: since December, four calendar months",
            r(.averageSpending, period: "since:2025-12-01"),
            ["total": "1218.49", "unit": "month", "units": "4", "average": "304.62"]),
        ResolverCase(
            "averageSpending: a range over two calendar months",
            r(.averageSpending, period: "range:2026-02-10..2026-03-05"),
            ["total": "945.00", "unit": "month", "units": "2", "average": "472.50"]),
        ResolverCase(
            "averageSpending: a past calendar year", r(.averageSpending, period: "year:2025"),
            ["total": "55.99", "unit": "month", "units": "12", "average": "4.67"]),
        ResolverCase(
            "averageSpending: this calendar year", r(.averageSpending, period: "year:2026"),
            ["total": "1173.49", "unit": "month", "units": "3", "average": "391.16"]),
    ]

    /// Fixtures.payday25: the budget month starts on the 25th.
    static let payday: [ResolverCase] = [
        ResolverCase(
            "this month is 25 Feb – 24 Mar", r(.spendingTotal), ["total": "120.00", "count": "2"],
            interval: ("2026-02-25", "2026-03-25")),
        ResolverCase(
            "last month is 25 Jan – 24 Feb", r(.spendingTotal, period: "previous:month"),
            ["total": "140.00", "count": "2"], interval: ("2026-01-25", "2026-02-25")),
        ResolverCase(
            "March is a calendar month", r(.spendingTotal, period: "month:2026-03"),
            ["total": "70.00", "count": "1"], interval: ("2026-03-01", "2026-04-01")),
        ResolverCase("income this budget month", r(.incomeTotal), ["total": "2500.00", "count": "1"]),
        ResolverCase(
            "daily allowance to the 25th", r(.dailyAllowance),
            ["scheduled": "30.00", "available": "2350.00", "daysLeft": "7", "perDay": "335.71"]),
        ResolverCase(
            "projection to the 25th", r(.projection),
            ["balance": "2740.00", "scheduled": "-30.00", "projected": "2710.00"]),
        ResolverCase(
            "a shop last budget month", r(.merchantSpend, merchant: "Carrefour", period: "previous:month"),
            ["total": "140.00", "count": "2", "average": "70.00"]),
        ResolverCase(
            "leftover this budget month", r(.leftover),
            ["income": "2500.00", "spending": "120.00", "leftover": "2380.00", "spendingRatio": "0.05"]),
    ]

    /// Ties: categories by smaller id, shops by smaller name, payments by later date.
    static let tieLedger = Ledger(
        today: day(Fixtures.today),
        transactions: [
            tx("a", "2026-03-10", "-50.00", .groceries, merchant: "Zeta Market"),
            tx("b", "2026-03-12", "-50.00", .dining, merchant: "Alpha Bistro"),
            tx("c", "2026-03-02", "-20.00", .groceries, merchant: "Zeta Market"),
            tx("d", "2026-03-02", "-20.00", .dining, merchant: "Alpha Bistro"),
        ])

    static let ties: [ResolverCase] = [
        ResolverCase(
            "categories tie: smaller id first", r(.topCategories),
            ["count": "2", "name1": "dining", "total1": "70.00", "name2": "groceries", "total2": "70.00"]),
        ResolverCase(
            "shops tie: smaller name first", r(.topMerchants),
            ["count": "2", "name1": "Alpha Bistro", "name2": "Zeta Market"]),
        ResolverCase(
            "payments tie: later date first", r(.largestExpenses),
            [
                "count": "3", "amount1": "50.00", "date1": "2026-03-12", "amount2": "50.00", "date2": "2026-03-10",
                "amount3": "20.00", "date3": "2026-03-02",
            ]),
        ResolverCase(
            "summary top category tie", r(.periodSummary), ["topCategory": "dining", "topCategoryTotal": "70.00"]),
    ]
}

private func check(_ c: ResolverCase, _ ledger: Ledger) {
    let answer = Assistant(ledger).answer(c.reading)
    #expect(answer.intent == c.reading.intent)
    #expect(figures(answer, c.expected.keys) == expected(c.expected))
    if let (start, end) = c.interval {
        #expect(
            answer.interval == DayInterval(start: day(start), end: day(end)),
            "interval \(answer.interval.map { "[\($0.start), \($0.end))" } ?? "nil")")
    }
    for note in c.notes { #expect(answer.notes.contains(note), "notes \(answer.notes)") }
}

@Suite("Resolver: every intent on a small ledger")
struct ResolverTests {
    @Test("Figures computed by hand (calendar budget months)", arguments: ResolverTables.mini)
    func mini(_ c: ResolverCase) { check(c, Fixtures.mini) }

    @Test("Budget month from the 25th", arguments: ResolverTables.payday)
    func payday(_ c: ResolverCase) { check(c, Fixtures.payday25) }

    @Test("Ties", arguments: ResolverTables.ties)
    func ties(_ c: ResolverCase) { check(c, ResolverTables.tieLedger) }

    @Test("Overspent: nothing a day, never a negative allowance")
    func overspent() {
        let ledger = Ledger(
            today: day(Fixtures.today),
            accounts: [Account(id: "checking", name: "Compte courant", openingBalance: amount("100.00"))],
            transactions: [
                tx("p1", "2026-03-04", "-500.00", .shopping, merchant: "Fnac"),
                tx("s1", "2026-03-20", "-40.00", .utilities, merchant: "EDF", status: .scheduled),
            ])
        let answer = Assistant(ledger).answer(Reading(intent: .dailyAllowance))
        #expect(
            figures(answer, ["available", "scheduled", "daysLeft", "perDay"])
                == ["available": "-540.00", "scheduled": "40.00", "daysLeft": "14", "perDay": "0.00"])
        #expect(answer.inventedNumbers().isEmpty)
    }

    @Test("Last purchase: on the same day the higher id is the latest")
    func lastPurchaseTie() {
        let ledger = Ledger(
            today: day(Fixtures.today),
            transactions: [
                tx("a1", "2026-03-10", "-99.00", .groceries, merchant: "Lidl"),
                tx("z9", "2026-03-10", "-10.00", .groceries, merchant: "Lidl"),
                tx("m5", "2026-03-09", "-55.00", .groceries, merchant: "Lidl"),
            ])
        let answer = Assistant(ledger).answer(Reading(intent: .lastPurchase, merchant: "Lidl"))
        #expect(
            figures(answer, ["date", "amount", "daysAgo"]) == ["date": "2026-03-10", "amount": "10.00", "daysAgo": "8"])
    }

    @Test("Subscriptions: monthly equivalents summed, then rounded once")
    func subscriptionCadences() {
        let ledger = Ledger(
            today: day(Fixtures.today),
            subscriptions: [
                Subscription(name: "Gym Club", amount: amount("1.00"), cadence: .weekly, nextDate: day("2026-03-20")),
                Subscription(
                    name: "Magazine", amount: amount("1.00"), cadence: .quarterly, nextDate: day("2026-04-01")),
                Subscription(name: "Cloud Box", amount: amount("1.00"), cadence: .yearly, nextDate: day("2026-09-01")),
                Subscription(name: "Music", amount: amount("10.00"), cadence: .monthly, nextDate: day("2026-03-28")),
            ])
        let answer = Assistant(ledger).answer(Reading(intent: .subscriptions))
        #expect(figures(answer, ["count", "monthlyTotal"]) == ["count": "4", "monthlyTotal": "14.75"])
    }

    @Test("Savings ideas: a subscription's price rise is read from its own payments, not the shop's other purchases")
    func amazonPrime() {
        let ledger = Ledger(
            today: day(Fixtures.today),
            transactions: [
                tx("p1", "2025-06-02", "-49.00", .subscriptions, merchant: "Amazon Prime", label: "AMAZON PRIME FR"),
                tx("p2", "2026-03-02", "-69.90", .subscriptions, merchant: "Amazon Prime", label: "AMAZON PRIME FR"),
                tx("a1", "2025-07-01", "-30.00", .shopping, merchant: "Amazon", label: "AMZN MKTP FR"),
                tx("a2", "2026-01-10", "-120.00", .shopping, merchant: "Amazon", label: "AMZN MKTP FR"),
            ],
            subscriptions: [
                Subscription(
                    name: "Amazon Prime", amount: amount("69.90"), cadence: .yearly, nextDate: day("2027-03-02"),
                    category: .subscriptions)
            ])
        let answer = Assistant(ledger).answer(Reading(intent: .savingsIdeas))
        #expect(
            figures(answer, ["count", "idea1", "amount1", "idea2", "amount2", "idea3", "amount3"]) == [
                "count": "3", "idea1": "categoryRise:shopping", "amount1": "120.00",
                "idea2": "priceRise:Amazon Prime", "amount2": "20.90", "idea3": "trim:shopping", "amount3": "12.00",
            ])
    }

    @Test("A known shop with no payment: zero, and the text names it", arguments: [Language.en, .fr])
    func shopNeverPaid(_ locale: Language) async {
        let (reading, answer) = await Assistant(Fixtures.mini).ask(
            locale == .en ? "How much did I spend at H&M?" : "Combien j'ai dépensé chez H&M ?", locale: locale)
        #expect(reading.intent == .merchantSpend)
        #expect(reading.merchant == "H&M")
        #expect(figures(answer, ["total", "count"]) == ["total": "0.00", "count": "0"])
        #expect(answer.text.contains("H&M"))
    }

    @Test("On the 25th the budget month turns")
    func budgetMonthTurns() {
        var ledger = Fixtures.payday25
        ledger.today = day("2026-03-25")
        let answer = Assistant(ledger).answer(Reading(intent: .spendingTotal))
        #expect(answer.interval == DayInterval(start: day("2026-03-25"), end: day("2026-04-25")))
        #expect(figures(answer, ["total", "count"]) == ["total": "0.00", "count": "0"])
    }

    @Test("Every answerable intent answers on an empty ledger", arguments: Intent.answerable)
    func emptyLedger(_ intent: Intent) {
        let ledger = Ledger(today: day(Fixtures.today))
        let answer = Assistant(ledger).answer(Reading(intent: intent, merchant: "Carrefour", category: .groceries))
        #expect(answer.intent == intent)
        #expect(!answer.text.isEmpty)
        #expect(answer.inventedNumbers().isEmpty)
    }

    @Test("The shop fallback says which period had nothing", arguments: [Language.en, .fr])
    func fallbackText(_ locale: Language) {
        let answer = Assistant(Fixtures.mini).answer(
            r(.merchantSpend, merchant: "Lidl", period: "previous:month"), locale: locale)
        #expect(answer.notes.contains("usedWholeHistory"))
        #expect(answer.text.contains("Lidl"))
        #expect(answer.text.contains(locale == .en ? "last month" : "le mois dernier"), "\(answer.text)")
    }

    @Test(
        "Answer text says what was calculated: kind, shop, period",
        arguments: [
            (
                r(.categorySpend, category: .groceries, period: "previous:month"), Language.en,
                ["groceries", "last month", "€75.00"]
            ),
            (
                r(.categorySpend, category: .groceries, period: "previous:month"), .fr,
                ["courses", "le mois dernier", "75,00 €"]
            ),
            (r(.spendingTotal, period: "previous:month"), .en, ["last month", "€135.00"]),
            (r(.spendingTotal, period: "previous:month"), .fr, ["le mois dernier", "135,00 €"]),
            (r(.balance), .en, ["€4,290.52"]),
            (r(.balance), .fr, ["4 290,52 €"]),
            (r(.lastPurchase, merchant: "Carrefour"), .en, ["Carrefour", "€25.00"]),
            (
                r(.merchantSpend, merchant: "Carrefour", period: "month:2026-02"), .en,
                ["Carrefour", "February", "€75.00"]
            ),
            (
                r(.merchantSpend, merchant: "Carrefour", period: "month:2026-02"), .fr,
                ["Carrefour", "février", "75,00 €"]
            ),
        ])
    func textNamesWhat(_ reading: Reading, _ locale: Language, _ fragments: [String]) {
        let text = plainSpaces(Assistant(Fixtures.mini).answer(reading, locale: locale).text)
        for f in fragments { #expect(text.contains(f), "\"\(f)\" not in \(text)") }
    }
}
