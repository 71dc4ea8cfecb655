import Testing

@testable import FinanceAssistant

// Issue 24, step 3: where the evidence against it is thin, the scope gate lets a model's reading
// of the writer's own money stand; the rules reader still refuses the same message.

@Suite("Scope gate: a model's reading where evidence is thin")
struct ModelScopeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        /// The previous turn's kind of question, when the message follows one.
        let previous: Intent?
        let model: Intent
        let merchant: String?
        let expected: Intent
        let reason: RefusalReason?
        var testDescription: String { "model says \(model) for \"\(text)\" → \(expected)" }

        init(
            _ text: String, after previous: Intent? = nil, model: Intent, merchant: String? = nil,
            expected: Intent, reason: RefusalReason? = nil
        ) {
            self.text = text
            self.previous = previous
            self.model = model
            self.merchant = merchant
            self.expected = expected
            self.reason = reason
        }
    }

    static let cases: [Case] = [
        // First person and a shop, a category or a period: the model's reading stands.
        Case("how many ubers did i take last week", model: .merchantSpend, merchant: "Uber", expected: .merchantSpend),
        Case("did i receive anything last friday", model: .incomeTotal, expected: .incomeTotal),
        Case("what did i burn through this week", model: .spendingTotal, expected: .spendingTotal),
        // No "I / my", but a money word, a shop or a category and a period, and no off-topic shape at all.
        Case("what happened on the 26th of last month, money-wise?", model: .periodSummary, expected: .periodSummary),
        Case(
            "Put last month and this month side by side for shopping", model: .comparePeriods,
            expected: .comparePeriods),
        // A bill named with "the" is the writer's, as "my" would make it (2.18.6).
        Case("any news on the cable bill", model: .upcomingCharges, expected: .upcomingCharges),
        // A thing purchased, ordered shown: a money word, first person (2.18.18).
        Case("show me all video games purchased", model: .lastPurchase, expected: .lastPurchase),
        // A period alone, or a general question, is not enough.
        Case("what about Friday, still on?", model: .spendingTotal, expected: .offTopic, reason: .noFinanceEvidence),
        // A short fragment pointing at the answer before it.
        Case("on what?", after: .spendingTotal, model: .topCategories, expected: .topCategories),
        Case("lesquels ?", after: .merchantSpend, model: .largestExpenses, expected: .largestExpenses),
        Case("c'était où ?", after: .categorySpend, model: .topMerchants, expected: .topMerchants),
        // The same kind of question carried on with a period, a limit or a follow-up's opening (2.12.0).
        Case("and what was it at the start of January?", after: .balance, model: .balance, expected: .balance),
        Case(
            "narrow it down to the first week of March", after: .incomeTotal, model: .incomeTotal,
            expected: .incomeTotal),
        // …not with an off-topic shape in it, whatever the model read.
        Case(
            "and what's the weather on Friday?", after: .spendingTotal, model: .spendingTotal, expected: .offTopic,
            reason: .noFinanceEvidence),
        // A thank-you or chit-chat after an answer points at nothing: still refused.
        Case("ty!", after: .lastPurchase, model: .spendingTotal, expected: .offTopic, reason: .noFinanceEvidence),
        Case(
            "merciii 🙏🙏", after: .merchantSpend, model: .spendingTotal, expected: .offTopic, reason: .noFinanceEvidence),
        Case(
            "tu regardes quoi comme séries toi ?", after: .merchantSpend, model: .spendingTotal, expected: .offTopic,
            reason: .noFinanceEvidence),
        // Not the writer's money, or a general question: refused whatever the model read.
        Case("is Lidl open on Sunday?", model: .merchantSpend, merchant: "Lidl", expected: .offTopic),
        Case("on what?", model: .topCategories, expected: .offTopic, reason: .noFinanceEvidence),
    ]

    private func history(_ previous: Intent?) -> History {
        var history = History()
        if let previous { history.append(Exchange(text: "…", reading: Reading(intent: previous))) }
        return history
    }

    @Test("The model's reading stands only on thin evidence", arguments: cases)
    func modelReading(_ c: Case) async {
        let stub = RecordingClassifier(intent: c.model, merchant: c.merchant)
        let reading = await Assistant(Fixtures.mini, classifier: stub).read(c.text, history: history(c.previous))
        #expect(reading.source == .model)
        #expect(reading.intent == c.expected)
        if c.expected == .offTopic { #expect(reading.reason == c.reason) }
    }

    @Test("A question for the bank is refused as bankService whatever the model read")
    func bankQuestion() async {
        let stub = RecordingClassifier(intent: .lastPurchase)
        let reading = await Assistant(Fixtures.mini, classifier: stub).read("my card was declined at Lidl, why?")
        #expect(reading.intent == .offTopic)
        #expect(reading.reason == .bankService)
    }

    @Test("The rules reader decides scope itself: its refusals are not overruled")
    func rulesUnchanged() async {
        let reading = await Assistant(Fixtures.mini).read("how many ubers did i take last week")
        #expect(reading.source == .rules)
        #expect(reading.intent == .offTopic)
    }
}
