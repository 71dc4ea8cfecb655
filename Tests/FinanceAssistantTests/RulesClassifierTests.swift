import Testing

@testable import FinanceAssistant

// The rules classifier on natural phrasing (GUIDE §3): intent, shop, category.
// A shop question carries a category only when the user also names one;
// income questions carry none (GUIDE §6).

struct RulesCase: Sendable, CustomTestStringConvertible {
    let text: String
    let intent: Intent
    let merchant: String?
    let category: String?

    init(_ text: String, _ intent: Intent, merchant: String? = nil, category: String? = nil) {
        self.text = text
        self.intent = intent
        self.merchant = merchant
        self.category = category
    }

    var testDescription: String {
        "\"\(text)\" → \(intent.rawValue)" + (merchant.map { " @\($0)" } ?? "") + (category.map { " #\($0)" } ?? "")
    }
}

enum RulesTables {
    static let context = ReadingContext(ledger: Fixtures.mini)

    static let cases: [RulesCase] = [
        // leftover
        RulesCase("how much is left this month?", .leftover),
        RulesCase("il me reste combien ?", .leftover),
        RulesCase("how much did I save in January?", .leftover),
        RulesCase("j'ai mis combien de côté en mai ?", .leftover),
        RulesCase("what did I put aside in May", .leftover),
        RulesCase("how much did I save last month", .leftover),
        // dailyAllowance
        RulesCase("how much can I spend per day until payday?", .dailyAllowance),
        RulesCase("je peux dépenser combien par jour ?", .dailyAllowance),
        // balance
        RulesCase("how much money do I have?", .balance),
        RulesCase("combien j'ai sur mon compte ?", .balance),
        RulesCase("how much is left on my account?", .balance),
        RulesCase("what's my balance?", .balance),
        RulesCase("quel est mon solde ?", .balance),
        // projection
        RulesCase("where will I be at the end of the month?", .projection),
        RulesCase("je vais finir le mois à combien ?", .projection),
        // spendingTotal
        RulesCase("how much did I spend last week?", .spendingTotal),
        RulesCase("combien j'ai dépensé cette semaine ?", .spendingTotal),
        RulesCase("what did I spend yesterday?", .spendingTotal),
        // categorySpend
        RulesCase("how much did I spend on food shopping?", .categorySpend, category: "groceries"),
        RulesCase("how much did I spend on fuel?", .categorySpend, category: "transport"),
        RulesCase("combien en restos ce mois-ci ?", .categorySpend, category: "dining"),
        RulesCase("combien j'ai dépensé en courses ?", .categorySpend, category: "groceries"),
        RulesCase("how much did I pay in insurance", .categorySpend, category: "insurance"),
        RulesCase("combien pour le loyer ?", .categorySpend, category: "housing"),
        RulesCase("how much on groceries last month?", .categorySpend, category: "groceries"),
        // merchantSpend
        RulesCase("how much did I spend at Lidl?", .merchantSpend, merchant: "Lidl"),
        RulesCase("How much did I spend at Carrefour last month?", .merchantSpend, merchant: "Carrefour"),
        RulesCase("combien j'ai dépensé chez Carrefour le mois dernier ?", .merchantSpend, merchant: "Carrefour"),
        RulesCase(
            "how much did I spend on groceries at Lidl?", .merchantSpend, merchant: "Lidl", category: "groceries"),
        RulesCase("combien chez macdo ?", .merchantSpend, merchant: "McDonald's"),
        RulesCase("how much at Carefour?", .merchantSpend, merchant: "Carrefour"),
        // incomeTotal
        RulesCase("how much did I earn in 2025?", .incomeTotal),
        RulesCase("c'était combien mon salaire ?", .incomeTotal),
        RulesCase("how much income did I get last month?", .incomeTotal),
        // periodSummary
        RulesCase("recap of February", .periodSummary),
        RulesCase("bilan du mois dernier", .periodSummary),
        RulesCase("how did last month go?", .periodSummary),
        // comparePeriods
        RulesCase("did I spend more than last month?", .comparePeriods),
        RulesCase("je dépense plus qu'en janvier ?", .comparePeriods),
        RulesCase("did I spend more this month than last month?", .comparePeriods),
        // topCategories
        RulesCase("where does my money go?", .topCategories),
        RulesCase("what do I spend the most on?", .topCategories),
        RulesCase("où part mon argent ?", .topCategories),
        // topMerchants
        RulesCase("where do I spend the most?", .topMerchants),
        RulesCase("which shops cost me the most?", .topMerchants),
        // largestExpenses
        RulesCase("my biggest expenses this month", .largestExpenses),
        RulesCase("mes plus grosses dépenses", .largestExpenses),
        // lastPurchase
        RulesCase("when did I last go to McDo?", .lastPurchase, merchant: "McDonald's"),
        RulesCase("c'était quand mon dernier Uber ?", .lastPurchase, merchant: "Uber"),
        // subscriptions
        RulesCase("what subscriptions do I pay for?", .subscriptions),
        RulesCase("mes abonnements me coûtent combien ?", .subscriptions),
        // upcomingCharges
        RulesCase("what bills are coming up?", .upcomingCharges),
        RulesCase("qu'est-ce qui va être prélevé ?", .upcomingCharges),
        // savingsIdeas
        RulesCase("how can I save money?", .savingsIdeas),
        RulesCase("comment faire des économies ?", .savingsIdeas),
        RulesCase("where could I cut back?", .savingsIdeas),
        // averageSpending
        RulesCase("what's my average monthly spending?", .averageSpending),
        RulesCase("je dépense combien en moyenne par mois ?", .averageSpending),
        // offTopic chit-chat and money that is not the user's
        RulesCase("hello", .offTopic),
        RulesCase("merci !", .offTopic),
        RulesCase("write me a poem", .offTopic),
        RulesCase("what's the euro–dollar rate?", .offTopic),
        RulesCase("c'est quoi l'inflation en ce moment ?", .offTopic),
        // unclear
        RulesCase("?", .unclear),
        RulesCase("hmm", .unclear),
        RulesCase("euh", .unclear),
        RulesCase("ok", .unclear),
        // more natural phrasing
        RulesCase("how much have I spent so far this month?", .spendingTotal),
        RulesCase("what have I spent on eating out this month?", .categorySpend, category: "dining"),
        RulesCase("how much went on rent last month?", .categorySpend, category: "housing"),
        RulesCase("how much did I spend at the supermarket?", .categorySpend, category: "groceries"),
        RulesCase("total at Monoprix in 2025", .merchantSpend, merchant: "Monoprix"),
        RulesCase("how much on Uber Eats last month?", .merchantSpend, merchant: "Uber Eats"),
        RulesCase("how much did I spend on Uber rides?", .merchantSpend, merchant: "Uber"),
        RulesCase("how much was my Orange bill last month?", .merchantSpend, merchant: "Orange"),
        RulesCase("what did I spend at the Apple store?", .merchantSpend, merchant: "Apple"),
        RulesCase("how many times did I go to McDonald's last month?", .merchantSpend, merchant: "McDonald's"),
        RulesCase("j'ai claqué combien chez Zara ?", .merchantSpend, merchant: "Zara"),
        RulesCase("combien j'ai dépensé en essence ce mois-ci ?", .categorySpend, category: "transport"),
        RulesCase("j'ai payé combien de loyer l'an dernier ?", .categorySpend, category: "housing"),
        RulesCase("combien de fois je suis allé chez McDo ce mois-ci ?", .merchantSpend, merchant: "McDonald's"),
        RulesCase("what's my salary been this year?", .incomeTotal),
        RulesCase("did I get paid this month?", .incomeTotal),
        RulesCase("j'ai gagné combien l'an dernier ?", .incomeTotal),
        RulesCase("am I spending more on groceries than last month?", .comparePeriods, category: "groceries"),
        RulesCase("how does this month compare with last month?", .comparePeriods),
        RulesCase("j'ai dépensé plus ce mois-ci que le mois dernier ?", .comparePeriods),
        RulesCase("what's my biggest spending category?", .topCategories),
        RulesCase("dans quoi je dépense le plus ?", .topCategories),
        RulesCase("où est-ce que je dépense le plus ?", .topMerchants),
        RulesCase("quelles sont mes plus grosses dépenses du mois ?", .largestExpenses),
        RulesCase("when was my last Amazon order?", .lastPurchase, merchant: "Amazon"),
        RulesCase("last time I paid at Lidl?", .lastPurchase, merchant: "Lidl"),
        RulesCase("la dernière fois que je suis allé chez Lidl ?", .lastPurchase, merchant: "Lidl"),
        RulesCase("do I have any direct debits coming up?", .upcomingCharges),
        RulesCase("qu'est-ce qui va être prélevé la semaine prochaine ?", .upcomingCharges),
        RulesCase("will I be in the red at the end of the month?", .projection),
        RulesCase("how much will I have left at the end of the month?", .projection),
        RulesCase("je vais finir le mois dans le rouge ?", .projection),
        RulesCase("how much money is in my savings account?", .balance),
        RulesCase("am I overdrawn?", .balance),
        RulesCase("quel est le solde de mon livret A ?", .balance),
        RulesCase("je suis à découvert ?", .balance),
        RulesCase("combien je peux dépenser par jour jusqu'à la fin du mois ?", .dailyAllowance),
        RulesCase("give me a summary of last month", .periodSummary),
        RulesCase("how was my February?", .periodSummary),
        RulesCase("fais-moi le bilan de février", .periodSummary),
        RulesCase("how can I cut my spending?", .savingsIdeas),
        RulesCase("comment je peux dépenser moins ?", .savingsIdeas),
        RulesCase("what do I spend on average per week?", .averageSpending),
        RulesCase("je dépense combien par semaine en moyenne ?", .averageSpending),
        RulesCase("mes abonnements ?", .subscriptions),
        RulesCase("tell me a joke", .offTopic),
        RulesCase("quelle heure est-il ?", .offTopic),
        RulesCase("who won the football match?", .offTopic),
        RulesCase("and the other one?", .unclear),
    ]
}

@Suite("Rules classifier")
struct RulesClassifierTests {
    @Test("every word a count may start with carries the flag the limit reader asks, and no other word does")
    func countStartFlags() {
        let words = Array(NumberWords.countStarts) + ["top", "biggest", "combien", "3"]
        let flags = WordFlags.of(words)
        for (word, flag) in zip(words, flags) {
            #expect(flag.contains(.countStart) == NumberWords.countStarts.contains(word), "\(word)")
        }
    }

    @Test("scores by kind of question: each kind has its own place, nil and 0 kept apart as in a dictionary")
    func intentScores() {
        #expect(Intent.allCases.enumerated().allSatisfy { $0.offset == $0.element.ordinal })
        var scores = IntentScores([.balance: 0, .spendingTotal: 2.5])
        #expect(scores[.balance] == 0)
        #expect(scores[.leftover] == nil)
        scores[.leftover, default: 0] += 1.5
        #expect(scores[.leftover] == 1.5)
        #expect(scores.removeValue(forKey: .spendingTotal) == 2.5)
        #expect(scores[.spendingTotal] == nil)
        scores[.balance] = nil
        #expect(scores[.balance] == nil)
        #expect(RulesClassifier.ranks[Intent.unclear.ordinal] == RulesClassifier.priority.count)
        #expect(RulesClassifier.ranks[Intent.lastPurchase.ordinal] == 0)
    }

    @Test("Natural questions, English and French", arguments: RulesTables.cases)
    func reads(_ c: RulesCase) {
        let reading = RulesClassifier().classify(RulesTables.context.features(of: c.text))
        #expect(reading.intent == c.intent)
        #expect(reading.merchant == c.merchant)
        #expect(reading.category == c.category)
    }

    @Test("The same message always gets the same reading")
    func deterministic() {
        let classifier = RulesClassifier()
        for c in RulesTables.cases.prefix(20) {
            let f = RulesTables.context.features(of: c.text)
            #expect(classifier.classify(f) == classifier.classify(f))
        }
    }

    @Test(
        "The same questions through the whole pipeline (rules backend): the final reading", arguments: RulesTables.cases
    )
    func throughPipeline(_ c: RulesCase) async {
        let reading = await Assistant(Fixtures.mini).read(c.text)
        #expect(reading.intent == c.intent)
        #expect(reading.merchant == c.merchant)
        #expect(reading.category?.rawValue == c.category)
        #expect(reading.source == .rules)
        #expect(reading.fallbackReason == nil)
    }
}
