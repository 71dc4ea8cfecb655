import Testing

@testable import FinanceAssistant

// Follow-ups as people type them (GUIDE §7): fillers and "same thing" keep the
// subject, corrections replace the slot they name, "that month" and "the one
// before that" point at the previous period, an off-topic thread stays off
// topic. The fixture's budget month is the calendar month; today is 18 March 2026.

typealias FollowUpExpectation = PipelineFollowUpTests.Expectation

private let carrefour = "How much did I spend at Carrefour last month?"
private let carrefourFR = "Combien j'ai dépensé chez Carrefour le mois dernier ?"
private let january = "range:2026-01-01..2026-01-31"

enum FollowUpTables {
    static let fillers: [FollowUpExpectation] = [
        FollowUpExpectation(
            [carrefour, "right, and in 2024?"], .merchantSpend, merchant: "Carrefour", period: "year:2024"),
        FollowUpExpectation(
            [carrefour, "ok so what about last year?"], .merchantSpend, merchant: "Carrefour", period: "previous:year"),
        FollowUpExpectation(
            [carrefour, "now last year, same thing?"], .merchantSpend, merchant: "Carrefour", period: "previous:year"),
        FollowUpExpectation(
            [carrefourFR, "du coup, et en 2024 ?"], .merchantSpend, merchant: "Carrefour", period: "year:2024"),
        FollowUpExpectation(
            [carrefourFR, "bon, pareil pour l'an dernier alors"], .merchantSpend, merchant: "Carrefour",
            period: "previous:year"),
        // chit-chat after a question is not a follow-up
        FollowUpExpectation([carrefour, "great thanks"], .offTopic),
    ]

    static let corrections: [FollowUpExpectation] = [
        FollowUpExpectation(
            [carrefour, "no sorry, I meant Lidl"], .merchantSpend, merchant: "Lidl", period: "previous:month"),
        FollowUpExpectation(
            [carrefourFR, "non pardon, je voulais dire Lidl"], .merchantSpend, merchant: "Lidl",
            period: "previous:month"),
        FollowUpExpectation(
            ["how much on restaurants this month?", "sorry, groceries not restaurants"], .categorySpend,
            category: .groceries, period: "current:month"),
        FollowUpExpectation(
            ["combien en restos ce mois-ci ?", "pardon, pas les restos, les courses"], .categorySpend,
            category: .groceries, period: "current:month"),
        FollowUpExpectation(
            [carrefour, "oh sorry, the month before"], .merchantSpend, merchant: "Carrefour", period: january),
        FollowUpExpectation(
            [carrefourFR, "non, plutôt le mois d'avant"], .merchantSpend, merchant: "Carrefour", period: january),
        FollowUpExpectation(
            ["what did I spend in October?", "no wait, I meant September"], .spendingTotal,
            period: "month:2025-09"),
    ]

    static let previousPeriod: [FollowUpExpectation] = [
        FollowUpExpectation(
            [carrefour, "and at Lidl that month?"], .merchantSpend, merchant: "Lidl", period: "previous:month"),
        FollowUpExpectation(
            [carrefour, "and Lidl over the same period?"], .merchantSpend, merchant: "Lidl", period: "previous:month"),
        FollowUpExpectation(
            [carrefourFR, "et chez Lidl sur la même période ?"], .merchantSpend, merchant: "Lidl",
            period: "previous:month"),
        FollowUpExpectation(
            [carrefour, "and what were my biggest expenses that month?"], .largestExpenses,
            period: "previous:month"),
        FollowUpExpectation(
            ["what were my top categories last month?", "and the one before that?"], .topCategories, period: january),
        FollowUpExpectation(
            ["mes plus grosses catégories le mois dernier ?", "et celui d'avant ?"], .topCategories, period: january),
        // a week or a weekend of the previous period, a week back
        FollowUpExpectation(
            ["groceries in the first week of February", "and the third week?"], .categorySpend, category: .groceries,
            period: "range:2026-02-15..2026-02-21"),
        FollowUpExpectation(
            ["les courses la première semaine de février", "et la quatrième semaine ?"], .categorySpend,
            category: .groceries, period: "range:2026-02-22..2026-02-28"),
        FollowUpExpectation(
            ["restaurants last weekend?", "and the weekend before?"], .categorySpend, category: .dining,
            period: "range:2026-03-07..2026-03-08"),
        FollowUpExpectation(
            ["les restos le week-end dernier ?", "et le week-end d'avant ?"], .categorySpend, category: .dining,
            period: "range:2026-03-07..2026-03-08"),
        FollowUpExpectation(
            [carrefour, "and the whole of this year?"], .merchantSpend, merchant: "Carrefour", period: "current:year"),
    ]

    static let subjects: [FollowUpExpectation] = [
        FollowUpExpectation(
            ["how much did I spend last month?", "how much of that was Amazon?"], .merchantSpend,
            merchant: "Amazon", period: "previous:month"),
        FollowUpExpectation(
            ["combien j'ai dépensé le mois dernier ?", "et là-dedans, combien chez Amazon ?"], .merchantSpend,
            merchant: "Amazon", period: "previous:month"),
        FollowUpExpectation(
            ["how much on groceries last month?", "and Lidl on its own?"], .merchantSpend, merchant: "Lidl",
            period: "previous:month"),
        FollowUpExpectation(
            ["combien en courses le mois dernier ?", "et Lidl tout seul ?"], .merchantSpend, merchant: "Lidl",
            period: "previous:month"),
        FollowUpExpectation(
            ["what's my balance on 1 March?", "and right now?"], .balance, period: "unspecified"),
        // a question of its own is not a follow-up
        FollowUpExpectation(
            ["when did I last shop at Lidl?", "what's my total spending this month?"], .spendingTotal,
            period: "current:month"),
    ]

    static let places: [FollowUpExpectation] = [
        FollowUpExpectation(
            [carrefour, "and what were my biggest purchases there?"], .largestExpenses, merchant: "Carrefour"),
        // the shop two exchanges back is still in view; four back it is not
        FollowUpExpectation(
            [carrefour, "what's my balance?", "when did I last go there?"], .lastPurchase, merchant: "Carrefour"),
        FollowUpExpectation(
            [carrefour, "what's my balance?", "how much did I earn?", "what's left?", "when did I last go there?"],
            .unclear),
        FollowUpExpectation(["what's my balance?", "j'y suis allé quand la dernière fois ?"], .unclear),
        // "is there", "il y a" point at no place
        FollowUpExpectation(
            ["what's my balance?", "is there anything due next week?"], .upcomingCharges, period: "next:week"),
    ]

    static let offTopicThreads: [FollowUpExpectation] = [
        FollowUpExpectation(["what's the weather like in Paris?", "and in Lyon?"], .offTopic),
        FollowUpExpectation(["il fait quel temps à Paris ?", "et à Lyon ?"], .offTopic),
        FollowUpExpectation(["what's the weather like in Paris?", "and last month?"], .unclear),
        FollowUpExpectation(["write me a poem", "what about Lidl"], .unclear),
        FollowUpExpectation(["écris-moi un poème", "et en 2024 ?"], .unclear),
        FollowUpExpectation(["should I buy bitcoin?", "what about 2024?"], .unclear),
    ]

}

@Suite("Pipeline: follow-ups as people type them")
struct FollowUpTests {
    @Test("Fillers and \"same thing\" keep the subject", arguments: FollowUpTables.fillers)
    func fillers(_ e: FollowUpExpectation) async { await Self.check(e) }

    @Test("Corrections replace the slot they name", arguments: FollowUpTables.corrections)
    func corrections(_ e: FollowUpExpectation) async { await Self.check(e) }

    @Test("\"That month\" and \"the one before that\"", arguments: FollowUpTables.previousPeriod)
    func previousPeriod(_ e: FollowUpExpectation) async { await Self.check(e) }

    @Test("A new subject inside the last answer", arguments: FollowUpTables.subjects)
    func subjects(_ e: FollowUpExpectation) async { await Self.check(e) }

    @Test("\"There\" needs a shop in view", arguments: FollowUpTables.places)
    func places(_ e: FollowUpExpectation) async { await Self.check(e) }

    @Test(
        "An off-topic thread stays off topic; a money fragment after it is unclear",
        arguments: FollowUpTables.offTopicThreads)
    func offTopicThreads(_ e: FollowUpExpectation) async { await Self.check(e) }

    static func check(_ e: FollowUpExpectation, sourceLocation: SourceLocation = #_sourceLocation) async {
        let last = await Assistant(Fixtures.mini).conversation(e.turns).last!
        #expect(last.intent == e.intent, sourceLocation: sourceLocation)
        if e.intent.isAnswerable {
            #expect(last.merchant == e.merchant, sourceLocation: sourceLocation)
            #expect(last.category == e.category, sourceLocation: sourceLocation)
        }
        if let p = e.period { #expect(last.period.canonical == p, sourceLocation: sourceLocation) }
    }
}
