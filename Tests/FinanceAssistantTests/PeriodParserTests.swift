import Testing

@testable import FinanceAssistant

// Phrase → canonical period, English and French (docs/periods.md).
// Today is Wednesday 2026-03-18 unless a case says otherwise. A reading
// counts as right when it is the expected canonical string or resolves to the
// same interval (period accuracy is scored by resolved interval).

struct PeriodCase: Sendable, CustomTestStringConvertible {
    let text: String
    let period: String
    let comparison: String
    let startDay: Int
    let today: String
    /// The message's language, when the case depends on it ("3/2"); else guessed from the words.
    let locale: Language?

    init(
        _ text: String, _ period: String, vs comparison: String = "unspecified", startDay: Int = 25,
        today: String = Fixtures.today, locale: Language? = nil
    ) {
        self.text = text
        self.period = period
        self.comparison = comparison
        self.startDay = startDay
        self.today = today
        self.locale = locale
    }

    var testDescription: String {
        var s = "\"\(text)\" → \(period)"
        if comparison != "unspecified" { s += " vs \(comparison)" }
        if startDay != 25 { s += " [start day \(startDay)]" }
        if today != Fixtures.today { s += " [today \(today)]" }
        if let locale { s += " [\(locale.rawValue)]" }
        return s
    }
}

/// Same canonical string, or the same resolved interval; `unspecified` equals only itself.
func sameInterval(_ a: Period, _ b: Period, _ calendar: BudgetCalendar) -> Bool {
    if a == b { return true }
    guard a.isSpecified, b.isSpecified, let x = a.interval(in: calendar), let y = b.interval(in: calendar) else {
        return false
    }
    return x == y
}

func checkPeriod(_ c: PeriodCase) {
    let calendar = BudgetCalendar(today: day(c.today), budgetMonthStartDay: c.startDay, historyStart: day("2023-03-01"))
    let result = PeriodParser(calendar: calendar).parse(c.text, locale: c.locale)
    let want = period(c.period)
    let wantComparison = period(c.comparison)
    #expect(
        sameInterval(result.period, want, calendar),
        "\"\(c.text)\": period is \(result.period.canonical), expected \(c.period)")
    #expect(
        sameInterval(result.comparison, wantComparison, calendar),
        "\"\(c.text)\": comparison is \(result.comparison.canonical), expected \(c.comparison)")
}

enum PeriodTables {
    static let english: [PeriodCase] = [
        // previous vs trailing
        PeriodCase("How much did I spend at Carrefour last month?", "previous:month"),
        PeriodCase("last month", "previous:month"),
        PeriodCase("what did I spend last month", "previous:month"),
        PeriodCase("in the last month", "trailing:1:month"),
        PeriodCase("how much did I spend in the last month?", "trailing:1:month"),
        PeriodCase("over the past month", "trailing:1:month"),
        PeriodCase("past month", "trailing:1:month"),
        PeriodCase("the last 8 months", "trailing:8:month"),
        PeriodCase("spending over the last 8 months", "trailing:8:month"),
        PeriodCase("the last eight months", "trailing:8:month"),
        PeriodCase("last 3 months", "trailing:3:month"),
        PeriodCase("the last three months", "trailing:3:month"),
        PeriodCase("the last 6 months", "trailing:6:month"),
        PeriodCase("the last two months", "trailing:2:month"),
        PeriodCase("past thirty days", "trailing:30:day"),
        PeriodCase("past 30 days", "trailing:30:day"),
        PeriodCase("the last thirty days", "trailing:30:day"),
        PeriodCase("the last 30 days", "trailing:30:day"),
        PeriodCase("past fourteen days", "trailing:14:day"),
        PeriodCase("the last twenty-one days", "trailing:21:day"),
        PeriodCase("the past 2 weeks", "trailing:2:week"),
        PeriodCase("over the past six weeks", "trailing:6:week"),
        PeriodCase("the past year", "trailing:1:year"),
        PeriodCase("in the last 12 months", "trailing:12:month"),
        PeriodCase("the last twelve months", "trailing:1:year"),
        PeriodCase("the last dozen months", "trailing:12:month"),
        PeriodCase("the past 2 years", "trailing:2:year"),
        PeriodCase("the last two years", "trailing:2:year"),
        // days, weeks, quarters, years
        PeriodCase("today", "current:day"),
        PeriodCase("how much did I spend today?", "current:day"),
        PeriodCase("yesterday", "previous:day"),
        PeriodCase("this week", "current:week"),
        PeriodCase("last week", "previous:week"),
        PeriodCase("in the last week", "trailing:1:week"),
        PeriodCase("over the past week", "trailing:1:week"),
        PeriodCase("last weekend", "range:2026-03-14..2026-03-15"),
        PeriodCase("since Monday", "since:2026-03-16"),
        PeriodCase("this quarter", "current:quarter"),
        PeriodCase("last quarter", "previous:quarter"),
        PeriodCase("this year", "current:year"),
        PeriodCase("so far this year", "current:year"),
        PeriodCase("year to date", "current:year"),
        PeriodCase("last year", "previous:year"),
        PeriodCase("and last year?", "previous:year"),
        // this month
        PeriodCase("this month", "current:month"),
        PeriodCase("so far this month", "current:month"),
        PeriodCase("this month so far", "current:month"),
        PeriodCase("at the end of the month", "current:month"),
        // named months and years
        PeriodCase("in March", "month:2026-03"),
        PeriodCase("in April", "month:2025-04"),
        PeriodCase("in January", "month:2026-01"),
        PeriodCase("in February", "month:2026-02"),
        PeriodCase("in December", "month:2025-12"),
        PeriodCase("in May", "month:2025-05"),
        PeriodCase("last March", "month:2025-03"),
        PeriodCase("last January", "month:2026-01"),
        PeriodCase("March 2024", "month:2024-03"),
        PeriodCase("in March 2024", "month:2024-03"),
        PeriodCase("February 2025", "month:2025-02"),
        PeriodCase("2024", "year:2024"),
        PeriodCase("in 2023", "year:2023"),
        PeriodCase("in 2025", "year:2025"),
        PeriodCase("during 2024", "year:2024"),
        PeriodCase("my spending for 2023", "year:2023"),
        PeriodCase("how much did I spend at Lidl in 2024?", "year:2024"),
        PeriodCase("I paid 1500 in 2024", "year:2024"),
        // amounts are not years
        PeriodCase("I spent 2024 euros", "unspecified"),
        PeriodCase("I spent €2024", "unspecified"),
        PeriodCase("did I spend more than 2000 euros?", "unspecified"),
        PeriodCase("May I see my balance?", "unspecified"),
        // since
        PeriodCase("since June", "since:2025-06-01"),
        PeriodCase("since 3 May", "since:2025-05-03"),
        PeriodCase("since May 3rd", "since:2025-05-03"),
        PeriodCase("since the 3rd of May", "since:2025-05-03"),
        PeriodCase("since January", "since:2026-01-01"),
        PeriodCase("since February", "since:2026-02-01"),
        PeriodCase("since the 1st of March", "since:2026-03-01"),
        PeriodCase("since 20 March", "since:2025-03-20"),
        // ranges
        PeriodCase("from January to March", "range:2026-01-01..2026-03-31"),
        PeriodCase("between the 1st and the 15th of March", "range:2026-03-01..2026-03-15"),
        PeriodCase("from November to January", "range:2025-11-01..2026-01-31"),
        PeriodCase("from October to December", "range:2025-10-01..2025-12-31"),
        PeriodCase("from March 1 to March 10", "range:2026-03-01..2026-03-10"),
        PeriodCase("between January and February", "range:2026-01-01..2026-02-28"),
        PeriodCase("from January 2025 to March 2025", "range:2025-01-01..2025-03-31"),
        // forward
        PeriodCase("next month", "next:month"),
        PeriodCase("what's due next month?", "next:month"),
        PeriodCase("next week", "next:week"),
        PeriodCase("in the next 10 days", "coming:10:day"),
        PeriodCase("in the next ten days", "coming:10:day"),
        PeriodCase("in the coming two weeks", "coming:2:week"),
        PeriodCase("over the next 30 days", "coming:30:day"),
        PeriodCase("in the next 3 months", "coming:3:month"),
        // all history
        PeriodCase("ever", "all"),
        PeriodCase("what's the most I've ever spent at Amazon?", "all"),
        PeriodCase("since I started", "all"),
        PeriodCase("all time", "all"),
        // no period
        PeriodCase("overall", "unspecified"),
        PeriodCase("how much do I have right now?", "unspecified"),
        PeriodCase("what did I spend recently?", "unspecified"),
        PeriodCase("lately", "unspecified"),
        PeriodCase("how much do I spend per month?", "unspecified"),
        PeriodCase("what do I usually spend?", "unspecified"),
        PeriodCase("how much can I spend before payday?", "unspecified"),
        PeriodCase("How much did I spend at Carrefour?", "unspecified"),
        // comparisons
        PeriodCase("this month vs last month", "current:month", vs: "previous:month"),
        PeriodCase("this month compared to last month", "current:month", vs: "previous:month"),
        PeriodCase("did I spend more in February than in January?", "month:2026-02", vs: "month:2026-01"),
        PeriodCase("did I spend more than last month?", "unspecified", vs: "previous:month"),
        PeriodCase("more than last month?", "unspecified", vs: "previous:month"),
        PeriodCase("compared to last year", "unspecified", vs: "previous:year"),
        PeriodCase("compared with last month", "unspecified", vs: "previous:month"),
        PeriodCase("this year vs last year", "current:year", vs: "previous:year"),
        PeriodCase("this week versus last week", "current:week", vs: "previous:week"),
        PeriodCase("January vs February", "month:2026-01", vs: "month:2026-02"),
        PeriodCase("2025 vs 2024", "year:2025", vs: "year:2024"),
        PeriodCase("how much did I spend last month compared to this month", "previous:month", vs: "current:month"),
        // more natural variants
        PeriodCase("in the past 3 months", "trailing:3:month"),
        PeriodCase("over the last 2 weeks", "trailing:2:week"),
        PeriodCase("during the last 6 months", "trailing:6:month"),
        PeriodCase("within the last 30 days", "trailing:30:day"),
        PeriodCase("last 7 days", "trailing:7:day"),
        PeriodCase("past week", "trailing:1:week"),
        PeriodCase("in the last year", "trailing:1:year"),
        PeriodCase("over the past year", "trailing:1:year"),
        PeriodCase("in the past twelve months", "trailing:12:month"),
        PeriodCase("last 12 months", "trailing:12:month"),
        PeriodCase("the past three years", "trailing:3:year"),
        PeriodCase("the last fifteen days", "trailing:15:day"),
        PeriodCase("how much did I spend the previous month?", "previous:month"),
        PeriodCase("since last June", "since:2025-06-01"),
        PeriodCase("since the beginning of March", "since:2026-03-01"),
        PeriodCase("since March 1st", "since:2026-03-01"),
        PeriodCase("from the 1st to the 15th of March", "range:2026-03-01..2026-03-15"),
        PeriodCase("from 1 to 15 March", "range:2026-03-01..2026-03-15"),
        PeriodCase("between March 1 and March 15", "range:2026-03-01..2026-03-15"),
        PeriodCase("from Jan to Mar", "range:2026-01-01..2026-03-31"),
        PeriodCase("on March 3rd", "range:2026-03-03..2026-03-03"),
        PeriodCase("Jan 2025", "month:2025-01"),
        PeriodCase("in Feb", "month:2026-02"),
        PeriodCase("in Sept", "month:2025-09"),
        PeriodCase("in september 2025", "month:2025-09"),
        PeriodCase("how much did I spend in august?", "month:2025-08"),
        PeriodCase("next 7 days", "coming:7:day"),
        PeriodCase("the next two weeks", "coming:2:week"),
        PeriodCase("within the next 10 days", "coming:10:day"),
        PeriodCase("over the next 3 months", "coming:3:month"),
        PeriodCase("so far this week", "current:week"),
        PeriodCase("this week so far", "current:week"),
        PeriodCase("for the year 2024", "year:2024"),
        PeriodCase("I paid 2025€", "unspecified"),
        PeriodCase("about 2000 euros last month", "previous:month"),
        PeriodCase("in 2024 compared to 2023", "year:2024", vs: "year:2023"),
        PeriodCase("February vs January", "month:2026-02", vs: "month:2026-01"),
        PeriodCase("less than in January?", "unspecified", vs: "month:2026-01"),
        PeriodCase("how much was last month's rent?", "previous:month"),
        PeriodCase("HOW MUCH DID I SPEND LAST MONTH", "previous:month"),
        PeriodCase("for the past 8 months", "trailing:8:month"),
        PeriodCase("since the start of the year", "current:year"),
        PeriodCase("since Jan", "since:2026-01-01"),
        PeriodCase("between 1 March and 15 March", "range:2026-03-01..2026-03-15"),
    ]

    static let french: [PeriodCase] = [
        PeriodCase("Combien j'ai dépensé chez Carrefour le mois dernier ?", "previous:month"),
        PeriodCase("le mois dernier", "previous:month"),
        PeriodCase("le mois passé", "previous:month"),
        PeriodCase("sur le dernier mois", "trailing:1:month"),
        PeriodCase("les 3 derniers mois", "trailing:3:month"),
        PeriodCase("les trois derniers mois", "trailing:3:month"),
        PeriodCase("sur les trois derniers mois", "trailing:3:month"),
        PeriodCase("ces 3 derniers mois", "trailing:3:month"),
        PeriodCase("Combien j'ai dépensé en courses les 3 derniers mois ?", "trailing:3:month"),
        PeriodCase("les huit derniers mois", "trailing:8:month"),
        PeriodCase("les 8 derniers mois", "trailing:8:month"),
        PeriodCase("les six derniers mois", "trailing:6:month"),
        PeriodCase("les 12 derniers mois", "trailing:12:month"),
        PeriodCase("les douze derniers mois", "trailing:12:month"),
        PeriodCase("sur une douzaine de mois", "trailing:12:month"),
        PeriodCase("sur un an", "trailing:1:year"),
        PeriodCase("sur une année", "trailing:1:year"),
        PeriodCase("les 30 derniers jours", "trailing:30:day"),
        PeriodCase("les trente derniers jours", "trailing:30:day"),
        PeriodCase("les quinze derniers jours", "trailing:15:day"),
        PeriodCase("les vingt et un derniers jours", "trailing:21:day"),
        PeriodCase("les deux dernières semaines", "trailing:2:week"),
        PeriodCase("les quatre dernières semaines", "trailing:4:week"),
        PeriodCase("les deux dernières années", "trailing:2:year"),
        // days, weeks, quarters, years
        PeriodCase("aujourd'hui", "current:day"),
        PeriodCase("hier", "previous:day"),
        PeriodCase("cette semaine", "current:week"),
        PeriodCase("la semaine dernière", "previous:week"),
        PeriodCase("la semaine passée", "previous:week"),
        PeriodCase("le week-end dernier", "range:2026-03-14..2026-03-15"),
        PeriodCase("depuis lundi", "since:2026-03-16"),
        PeriodCase("ce trimestre", "current:quarter"),
        PeriodCase("le trimestre dernier", "previous:quarter"),
        PeriodCase("cette année", "current:year"),
        PeriodCase("depuis le début de l'année", "current:year"),
        PeriodCase("l'an dernier", "previous:year"),
        PeriodCase("l'année dernière", "previous:year"),
        PeriodCase("l'an passé", "previous:year"),
        PeriodCase("Et l'année dernière ?", "previous:year"),
        // this month
        PeriodCase("ce mois-ci", "current:month"),
        PeriodCase("ce mois", "current:month"),
        PeriodCase("depuis le début du mois", "current:month"),
        PeriodCase("fin du mois", "current:month"),
        PeriodCase("à la fin du mois", "current:month"),
        // named months and years
        PeriodCase("en mars", "month:2026-03"),
        PeriodCase("en avril", "month:2025-04"),
        PeriodCase("en juin", "month:2025-06"),
        PeriodCase("et en juin ?", "month:2025-06"),
        PeriodCase("en janvier", "month:2026-01"),
        PeriodCase("en décembre", "month:2025-12"),
        PeriodCase("en mai", "month:2025-05"),
        PeriodCase("en mars dernier", "month:2025-03"),
        PeriodCase("janvier dernier", "month:2026-01"),
        PeriodCase("mars 2024", "month:2024-03"),
        PeriodCase("en mars 2024", "month:2024-03"),
        PeriodCase("décembre 2024", "month:2024-12"),
        PeriodCase("en février 2025", "month:2025-02"),
        PeriodCase("en 2025", "year:2025"),
        PeriodCase("2024", "year:2024"),
        PeriodCase("durant l'année 2024", "year:2024"),
        PeriodCase("j'ai payé 2025 € en 2024", "year:2024"),
        // amounts are not years
        PeriodCase("j'ai dépensé 2024 euros", "unspecified"),
        PeriodCase("plus de 2000 € ?", "unspecified"),
        // since
        PeriodCase("depuis juin", "since:2025-06-01"),
        PeriodCase("depuis le 3 mai", "since:2025-05-03"),
        PeriodCase("depuis janvier", "since:2026-01-01"),
        PeriodCase("mes dépenses depuis le 1er janvier", "since:2026-01-01"),
        PeriodCase("depuis le 15 février", "since:2026-02-15"),
        PeriodCase("depuis le 1er mars", "since:2026-03-01"),
        PeriodCase("depuis septembre", "since:2025-09-01"),
        PeriodCase("depuis mars 2025", "since:2025-03-01"),
        // ranges
        PeriodCase("entre le 1er et le 15 mars", "range:2026-03-01..2026-03-15"),
        PeriodCase("du 1er au 15 mars", "range:2026-03-01..2026-03-15"),
        PeriodCase("du 3 au 10 février", "range:2026-02-03..2026-02-10"),
        PeriodCase("de janvier à mars", "range:2026-01-01..2026-03-31"),
        PeriodCase("entre janvier et février", "range:2026-01-01..2026-02-28"),
        PeriodCase("de novembre à janvier", "range:2025-11-01..2026-01-31"),
        // forward
        PeriodCase("le mois prochain", "next:month"),
        PeriodCase("la semaine prochaine", "next:week"),
        PeriodCase("d'ici deux semaines", "coming:2:week"),
        PeriodCase("d’ici deux semaines", "coming:2:week"),
        PeriodCase("d'ici 10 jours", "coming:10:day"),
        PeriodCase("dans les dix prochains jours", "coming:10:day"),
        PeriodCase("les 7 prochains jours", "coming:7:day"),
        PeriodCase("dans les deux prochaines semaines", "coming:2:week"),
        PeriodCase("dans les trois prochains mois", "coming:3:month"),
        // all history
        PeriodCase("depuis toujours", "all"),
        PeriodCase("au total depuis le début", "all"),
        // no period
        PeriodCase("en tout", "unspecified"),
        PeriodCase("combien j'ai en ce moment ?", "unspecified"),
        PeriodCase("je dépense combien d'habitude ?", "unspecified"),
        PeriodCase("je dépense combien par mois ?", "unspecified"),
        PeriodCase("combien j'ai dépensé récemment ?", "unspecified"),
        PeriodCase("il me reste combien avant la paie ?", "unspecified"),
        PeriodCase("Combien j'ai dépensé chez Lidl ?", "unspecified"),
        // comparisons
        PeriodCase("ce mois-ci par rapport au mois dernier", "current:month", vs: "previous:month"),
        PeriodCase("ce mois-ci comparé au mois dernier", "current:month", vs: "previous:month"),
        PeriodCase("par rapport au mois dernier", "unspecified", vs: "previous:month"),
        PeriodCase("je dépense plus qu'en janvier ?", "unspecified", vs: "month:2026-01"),
        PeriodCase("plus que le mois dernier ?", "unspecified", vs: "previous:month"),
        PeriodCase("moins qu'en 2024 ?", "unspecified", vs: "year:2024"),
        PeriodCase("en février par rapport à janvier", "month:2026-02", vs: "month:2026-01"),
        PeriodCase("cette année par rapport à l'an dernier", "current:year", vs: "previous:year"),
        PeriodCase("cette semaine vs la semaine dernière", "current:week", vs: "previous:week"),
        // more natural variants
        PeriodCase("le mois précédent", "previous:month"),
        PeriodCase("l'année précédente", "previous:year"),
        PeriodCase("depuis trois mois", "trailing:3:month"),
        PeriodCase("depuis huit mois", "trailing:8:month"),
        PeriodCase("depuis une douzaine de mois", "trailing:12:month"),
        PeriodCase("au cours des 6 derniers mois", "trailing:6:month"),
        PeriodCase("pendant les deux dernières semaines", "trailing:2:week"),
        PeriodCase("ces trente derniers jours", "trailing:30:day"),
        PeriodCase("sur 12 mois", "trailing:12:month"),
        PeriodCase("sur les 12 derniers mois", "trailing:12:month"),
        PeriodCase("depuis début mars", "since:2026-03-01"),
        PeriodCase("en septembre dernier", "month:2025-09"),
        PeriodCase("le 3 mars", "range:2026-03-03..2026-03-03"),
        PeriodCase("du 1er janvier au 31 mars", "range:2026-01-01..2026-03-31"),
        PeriodCase("de février à mars 2025", "range:2025-02-01..2025-03-31"),
        PeriodCase("entre le 1er et le 15 février", "range:2026-02-01..2026-02-15"),
        PeriodCase("d'ici la fin du mois", "current:month"),
        PeriodCase("dans les 30 prochains jours", "coming:30:day"),
        PeriodCase("d'ici un mois", "coming:1:month"),
        PeriodCase("les deux prochaines semaines", "coming:2:week"),
        PeriodCase("j'ai dépensé 1500 € en mars", "month:2026-03"),
        PeriodCase("mon budget de 2000 €", "unspecified"),
        PeriodCase("par rapport à l'an dernier", "unspecified", vs: "previous:year"),
        PeriodCase("comparé à la semaine dernière", "unspecified", vs: "previous:week"),
        PeriodCase("plus qu'en 2025 ?", "unspecified", vs: "year:2025"),
        PeriodCase("en 2024 par rapport à 2023", "year:2024", vs: "year:2023"),
        PeriodCase("la semaine derniere", "previous:week"),
        PeriodCase("depuis le debut de l'annee", "current:year"),
        PeriodCase("l'annee derniere", "previous:year"),
        PeriodCase("ce mois ci", "current:month"),
        PeriodCase("le mois d'avril", "month:2025-04"),
        PeriodCase("au mois de mars", "month:2026-03"),
        PeriodCase("en avril dernier", "month:2025-04"),
        PeriodCase("à partir de janvier", "since:2026-01-01"),
        PeriodCase("sur les 3 mois passés", "trailing:3:month"),
        PeriodCase("le trimestre passé", "previous:quarter"),
        PeriodCase("du 01/03 au 15/03", "range:2026-03-01..2026-03-15"),
    ]

    /// With a budget month starting on the 1st, and on other days.
    static let otherCalendars: [PeriodCase] = [
        PeriodCase("last month", "previous:month", startDay: 1),
        PeriodCase("this month", "current:month", startDay: 1),
        PeriodCase("in the last month", "trailing:1:month", startDay: 1),
        PeriodCase("le mois dernier", "previous:month", startDay: 1),
        PeriodCase("ce mois-ci", "current:month", startDay: 1),
        PeriodCase("next month", "next:month", startDay: 1),
        PeriodCase("le mois prochain", "next:month", startDay: 1),
        PeriodCase("in March", "month:2026-03", startDay: 1),
        PeriodCase("this month vs last month", "current:month", vs: "previous:month", startDay: 1),
        // another today
        PeriodCase("last March", "month:2026-03", startDay: 1, today: "2026-04-10"),
        PeriodCase("in April", "month:2026-04", startDay: 1, today: "2026-04-10"),
        PeriodCase("en avril", "month:2026-04", startDay: 1, today: "2026-04-10"),
        PeriodCase("since June", "since:2025-06-01", startDay: 1, today: "2026-04-10"),
        PeriodCase("in December", "month:2025-12", startDay: 1, today: "2026-01-05"),
        PeriodCase("since December", "since:2025-12-01", startDay: 1, today: "2026-01-05"),
        PeriodCase("depuis décembre", "since:2025-12-01", startDay: 1, today: "2026-01-05"),
        PeriodCase("from November to January", "range:2025-11-01..2026-01-31", startDay: 1, today: "2026-01-05"),
        PeriodCase("in January", "month:2026-01", startDay: 1, today: "2026-01-05"),
        PeriodCase("in June", "month:2025-06", startDay: 1, today: "2026-05-31"),
        PeriodCase("in June", "month:2026-06", startDay: 1, today: "2026-06-01"),
        PeriodCase("since Monday", "since:2026-01-05", startDay: 1, today: "2026-01-05"),
        PeriodCase("last year", "previous:year", startDay: 15, today: "2026-01-05"),
        PeriodCase("l'an dernier", "previous:year", startDay: 15, today: "2026-01-05"),
        PeriodCase("2025", "year:2025", startDay: 15, today: "2026-01-05"),
    ]
}

@Suite("Period parser: phrase → canonical period")
struct PeriodParserTests {
    @Test("English phrases", arguments: PeriodTables.english)
    func english(_ c: PeriodCase) { checkPeriod(c) }

    @Test("French phrases", arguments: PeriodTables.french)
    func french(_ c: PeriodCase) { checkPeriod(c) }

    @Test("Other budget start days and other todays", arguments: PeriodTables.otherCalendars)
    func otherCalendars(_ c: PeriodCase) { checkPeriod(c) }

    @Test("The tables hold at least 150 phrases")
    func tableSize() {
        #expect(PeriodTables.english.count + PeriodTables.french.count + PeriodTables.otherCalendars.count >= 150)
    }
}

@Suite("Period phrases compiled to word ids")
struct PeriodPhrasesTests {
    /// `isWord(.on, i)` compares ids: each grammar word's raw value must be its id, and it must stand at `i`.
    @Test("Every grammar word is read by its id", arguments: GrammarWord.allCases)
    func grammarWord(_ word: GrammarWord) {
        #expect(PeriodTokens.WordFacts.table[word.text]?.id == word.rawValue)
        let t = PeriodTokens(words: ["zzz", word.text], glue: [.none, .none], order: .monthFirst)
        #expect(t.isWord(word, 1) && !t.isWord(word, 0) && !t.isWord(word, 2))
    }

    /// Every word of a compiled table has an id: a word left out would match nothing.
    @Test("Every compiled phrase word is known, and a table reads as its words do")
    func compiled() {
        #expect(PeriodPhrases.all.count == PeriodPhrases.sources.count)
        for (table, source) in zip(PeriodPhrases.all, PeriodPhrases.sources) {
            #expect(table.phrases.map(\.count) == source.map(\.count))
            #expect(table.phrases.allSatisfy { $0.allSatisfy { $0 >= 0 } })
            // Each phrase, written out as a message, is found at its start, and a word short of it is not.
            for phrase in source {
                let t = PeriodTokens(
                    words: phrase, glue: phrase.map { _ in .none }, order: .monthFirst)
                #expect(t.phrase(table, at: 0) == phrase.count, "\(phrase)")
                let cut = Array(phrase.dropLast()) + ["zzz"]
                let u = PeriodTokens(words: cut, glue: cut.map { _ in .none }, order: .monthFirst)
                #expect((u.phrase(table, at: 0) ?? 0) < phrase.count, "\(cut)")
            }
        }
    }
}
