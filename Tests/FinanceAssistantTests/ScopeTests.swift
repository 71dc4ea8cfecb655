import Testing

@testable import FinanceAssistant

// Scope by meaning (GUIDE §3 "Own money", §11): a message is answered when it
// asks about the user's own money, not because it holds a category word or a
// shop name. Every sentence here was written for these tests, one table per
// family of phrasing, English and French.

struct ScopeCase: Sendable, CustomTestStringConvertible {
    let text: String
    let intent: Intent

    init(_ text: String, _ intent: Intent = .offTopic) {
        self.text = text
        self.intent = intent
    }

    var testDescription: String { "\"\(text)\" → \(intent.rawValue)" }
}

enum ScopeTables {
    /// Questions about something else that carry a shop, a category or a money word.
    static let refused: [String: [ScopeCase]] = [
        "public price": [
            ScopeCase("how much does Spotify Premium cost in Italy?"),
            ScopeCase("how much is a weekly Navigo pass?"),
            ScopeCase("combien coûte un abonnement Deezer pour deux ?"),
            ScopeCase("le forfait Orange 100 Go, c'est combien ?"),
            // "the bill" is the writer's, "the average bill" anyone's (2.18.6)
            ScopeCase("how much is the average electricity bill in France?"),
        ],
        "opening hours, delivery, places": [
            ScopeCase("is Picard open on bank holidays?"),
            ScopeCase("does Uber Eats deliver to Vincennes?"),
            ScopeCase("Decathlon ouvre à quelle heure dimanche ?"),
            ScopeCase("Franprix livre à domicile ?"),
            ScopeCase("la pharmacie de garde la plus proche ?"),
        ],
        "timetables and fixtures (2.17.0)": [
            ScopeCase("when is the next train to Lyon"), ScopeCase("prochain bus"),
            ScopeCase("le prochain grand prix c'est quand"),
        ],
        "a car's upkeep, the calendar, the home, work and travel (2.18.0)": [
            ScopeCase("when is it time to change oil on a Clio"), ScopeCase("what kind of fuel does a hybrid take?"),
            ScopeCase("what day will it be 90 days from now"), ScopeCase("on est le combien aujourd'hui ?"),
            ScopeCase("toss a coin for me"), ScopeCase("il fait combien dans la cuisine ?"),
            ScopeCase("les portes du garage sont verrouillées ?"), ScopeCase("how many holiday days do I have left"),
            ScopeCase("do I need a plug adapter in Japan?"), ScopeCase("where are you from?"),
            // a shop or a category in words of their own, no period, no more than a hint of a kind of question
            ScopeCase("how much petrol does my old Clio hold"),
        ],
        "cars, time off, orders, music, tables and conversions (2.18.3)": [
            ScopeCase("when should I get the tires rotated on the Clio"), ScopeCase("I need a rental car for Friday"),
            ScopeCase("how many vacation days have I got left"), ScopeCase("did my order arrive yet?"),
            ScopeCase("skip this song"), ScopeCase("réserve une table pour 4 ce soir"),
            ScopeCase("how many pounds will I get for 200 euros"),
        ],
        "a car's tank and tyres, days off, insurance perks, flights, the assistant's memory (2.18.3)": [
            ScopeCase("tell me the amount of gas I have"), ScopeCase("when is my next vacation day"),
            ScopeCase("i need to know my health benefits"), ScopeCase("is flight AF123 on time"),
            ScopeCase("what is my name saved as"),
        ],
        "an off-topic shape and no kind of question; no money, period or bank word at all (2.18.3)": [
            ScopeCase("what's a good apr"), ScopeCase("rappelle-moi de sortir le chien"),
            ScopeCase("mets la radio dans la cuisine"),
        ],
        "definitions": [
            ScopeCase("what is a direct debit mandate?"),
            ScopeCase("what does APR mean on a credit card?"),
            ScopeCase("c'est quoi un découvert autorisé ?"),
            ScopeCase("les frais de tenue de compte, c'est quoi ?"),
        ],
        "recipes and shopping lists": [
            ScopeCase("what can I cook with the courgettes I bought at Lidl?"),
            ScopeCase("shopping list for a curry for eight people"),
            ScopeCase("liste de courses pour un couscous pour huit"),
            ScopeCase("je cuisine quoi avec des lentilles et du riz ?"),
        ],
        "work and HR": [
            ScopeCase("can my boss refuse my holiday dates in August?"),
            ScopeCase("how do I negotiate my salary for a new job?"),
            ScopeCase("comment demander une augmentation à mon patron ?"),
            ScopeCase("combien de jours de congés payés après un an ?"),
        ],
        "conversions and sums": [
            ScopeCase("how much is 120 dollars in euros?"),
            ScopeCase("what's 15% of 80 euros?"),
            ScopeCase("45 livres, ça fait combien en euros ?"),
        ],
        "public rates, shop policies, account admin, retirement advice": [
            ScopeCase("is Netflix raising its prices?"),
            ScopeCase("do I need the receipt to return a jacket to Zara?"),
            ScopeCase("how do I change my address with my bank?"),
            ScopeCase("c'est quoi le taux du livret jeune ?"),
        ],
        "cars, health, cancelling, law": [
            ScopeCase("which fuel does a Toyota Yaris hybrid take?"),
            ScopeCase("how do I cancel my Netflix?"),
            ScopeCase("can I take ibuprofen with a cold, the pharmacy says yes"),
            ScopeCase("comment résilier ma salle de sport ?"),
            ScopeCase("est-ce obligatoire de déclarer ses ventes Vinted ?"),
            ScopeCase("c'est vrai que le pass Navigo augmente en janvier ?"),
            // a deadline beside no bill or payment of the writer's is the law's (2.18.8)
            ScopeCase("when's the deadline for the tax return this year?"),
        ],
        "a request to act": [
            ScopeCase("please wire 300 € to my landlord"),
            ScopeCase("can you book me a table at Bouillon Pigalle"),
            ScopeCase("order me a burger on Deliveroo"),
            ScopeCase("règle ma facture EDF stp"),
            ScopeCase("résilie mon abonnement Basic-Fit"),
            ScopeCase("commande-moi des courses chez Monoprix"),
        ],
        "someone else's money": [
            ScopeCase("my brother spends 200 a week on Uber Eats, is that crazy?"),
            ScopeCase("mon pote dépense tout son salaire en fringues, c'est normal ?"),
        ],
        "the assistant itself": [
            ScopeCase("do you like Starbucks?"),
            ScopeCase("tu gagnes combien toi ?"),
        ],
        "money in general": [
            ScopeCase("money doesn't grow on trees"),
            ScopeCase("l'argent ne fait pas tout"),
        ],
        "how things work, where shops are, how to pay": [
            ScopeCase("comment ouvrir un compte joint ?"),
            ScopeCase("is there a Decathlon near me?"),
            ScopeCase("y a-t-il un Monoprix à Lyon ?"),
            ScopeCase("can I pay the electricity bill by card?"),
            ScopeCase("Monoprix c'est plus cher que Franprix ?"),
            ScopeCase("what's 15 % of 80 euros?"),
        ],
        "help with a problem": [
            ScopeCase("the ticket machine ate my card at the station, what should I do?"),
            ScopeCase("Fnac m'a facturé un câble jamais livré, comment je me fais rembourser ?"),
        ],
        "sums on amounts the user imagines": [
            ScopeCase("if I save 150 a month, how much will I have by Christmas?"),
            ScopeCase("si j'emprunte 8000 € sur 3 ans, ça me fait quelle mensualité ?"),
            ScopeCase("how much could I borrow for a studio with my salary?"),
        ],
        "cover and rights": [
            ScopeCase("are my glasses covered by my health insurance?"),
            ScopeCase("ma banque peut-elle bloquer mon compte sans prévenir ?"),
            ScopeCase("est-ce que j'ai droit au chômage si je démissionne ?"),
        ],
        "the bank's and a service's admin": [
            ScopeCase("where do I find my IBAN in the app?"),
            ScopeCase("I forgot my Deezer password"),
            ScopeCase("comment augmenter mon plafond de retrait ?"),
            ScopeCase("je veux mettre en pause mon abonnement Canal+ pendant l'été"),
        ],
        "money feelings, said rather than asked": [
            ScopeCase("I'm stressed about money all the time"),
            ScopeCase("j'ai honte de ce que je claque en fringues"),
        ],
        "the writer's life that is not money, in the first person (2.11.0)": [
            ScopeCase("when is my next team meeting?"),
            ScopeCase("how many steps did I do yesterday"),
            ScopeCase("how much fuel is left in the tank of my car"),
            ScopeCase("c’est quand mon prochain rappel de vaccin ?"),
            ScopeCase("il me reste combien de jours de congé à poser ?"),
        ],
        "about the writer's money at length, with no kind of question (2.13.0)": [
            ScopeCase("my money was sent back without any explanation"),
            ScopeCase("le vendeur me doit encore la caution de l'appart"),
        ],
        "a money verb about something else: weight, hours, other people, a car (2.18.49)": [
            ScopeCase("how much weight did I lose this month"),
            ScopeCase("combien de kilos j'ai perdu ce mois-ci ?"),
            ScopeCase("how many hours did I spend on Netflix last week?"),
            ScopeCase("combien d'heures j'ai passé sur Netflix ?"),
            ScopeCase("what do most people spend on rent?"),
            ScopeCase("combien dépense un Français moyen par mois ?"),
            ScopeCase("is it normal to spend 500 on groceries"),
            ScopeCase("do I need gas"),
            ScopeCase("what is my fuel economy"),
            ScopeCase("how many weeks in a year"),
        ],
        "a car due for its care, a meal suggested, a horoscope (2.18.53)": [
            ScopeCase("when is my car due for maintenance"),
            ScopeCase("suggest something for dinner"),
            ScopeCase("what should I make for dinner"),
            ScopeCase("what's my horoscope for today"),
            ScopeCase("what's my tax bracket"),
            ScopeCase("when will I get my stimulus check"),
            ScopeCase("how much money does a youtuber make"),
        ],
        "where a loan stands, how to fund something, whether a shop is safe (2.18.54)": [
            ScopeCase("how much is left on my mortgage"),
            ScopeCase("what's my loan balance"),
            ScopeCase("combien il me reste à rembourser sur mon prêt ?"),
            ScopeCase("how do I pay for college"),
            ScopeCase("is PayPal safe"),
        ],
        "the writer's age, whatever year (2.18.56)": [
            ScopeCase("how old will I be in 2030")
        ],
        "rules of thumb, and someone else's spending asked like mine": [
            ScopeCase("how big should my emergency fund be?"),
            ScopeCase("c'est quoi la différence entre mon PEL et mon CEL ?"),
            ScopeCase("how much does my sister spend on clothes?"),
        ],
    ]

    /// Questions about the user's own money, including the look-alikes of the above.
    static let answered: [String: [ScopeCase]] = [
        "a French preamble of coming back from somewhere (2.14.0)": [
            ScopeCase("de retour de Lisbonne, j’ai dépensé combien depuis vendredi ?", .spendingTotal)
        ],
        "chatter around a shop, a hint of a question and a period (2.18.0)": [
            ScopeCase("j'ai pris deux croissants chez Paul, ça fait combien chez eux ce mois-ci ?", .merchantSpend)
        ],
        "spending with a category word or a shop": [
            ScopeCase("how much did I spend on petrol last month?", .categorySpend),
            ScopeCase("combien m'a coûté Netflix cette année ?", .merchantSpend),
            ScopeCase("what did Ikea set me back in 2025?", .merchantSpend),
            ScopeCase("how much do I spend at Lidl", .merchantSpend),
            ScopeCase("Lidl last month?", .merchantSpend),
            ScopeCase("merci ! et combien chez Lidl ce mois-ci ?", .merchantSpend),
        ],
        "the same money verbs about the writer's money (2.18.49)": [
            ScopeCase("how much did I lose at the casino last month?", .spendingTotal),
            ScopeCase("what do I spend on rent each month?", .categorySpend),
            ScopeCase("how much did I spend on petrol in March?", .categorySpend),
            ScopeCase("how much can I set aside this month?", .leftover),
        ],
        "whether anything was bought, and pay by direct deposit (2.18.53)": [
            ScopeCase("did I buy anything last week?", .spendingTotal),
            ScopeCase("did i buy anything at lidl recently", .merchantSpend),
            ScopeCase("est-ce que j'ai acheté quelque chose hier ?", .spendingTotal),
            ScopeCase("has my direct deposit come in yet", .incomeTotal),
            ScopeCase("how much was my direct deposit last week?", .incomeTotal),
            ScopeCase("when is my car payment due", .upcomingCharges),
            ScopeCase("how much did I spend on dinner last week", .categorySpend),
            ScopeCase("did I receive any money this week", .incomeTotal),
            ScopeCase("how much money is available in my account", .balance),
        ],
        "what was paid on a loan, and its due date (2.18.54)": [
            ScopeCase("how much did I pay on my mortgage last month?", .categorySpend),
            ScopeCase("when is my mortgage payment due", .upcomingCharges),
            ScopeCase("how much do I pay for Netflix", .subscriptions),
        ],
        "a wage by the hour, and what the writer was charged for (2.18.56)": [
            ScopeCase("what do I make per hour", .incomeTotal),
            ScopeCase("what was I charged for yesterday", .largestExpenses),
            ScopeCase("how much will I have at the end of 2030", .projection),
        ],
        "income paraphrases": [
            ScopeCase("is my salary in yet?", .incomeTotal),
            ScopeCase("what's my take-home pay this month?", .incomeTotal),
            ScopeCase("how much do I make", .incomeTotal),
            ScopeCase("mon employeur m'a versé combien en janvier ?", .incomeTotal),
        ],
        "statements, budgets, bills, transactions": [
            ScopeCase("can you pull up my statement for January?", .periodSummary),
            ScopeCase("mon relevé de février", .periodSummary),
            ScopeCase("am I over budget this month?", .leftover),
            ScopeCase("je suis dans les clous niveau budget ?", .leftover),
            ScopeCase("when does my phone bill come out?", .upcomingCharges),
            ScopeCase("mes dernières opérations", .lastPurchase),
            ScopeCase("how much does Netflix cost me each month?", .subscriptions),
        ],
        "budgets at a shop or in a category, future balances, top shops by size": [
            ScopeCase("am I over my restaurant budget this month?", .categorySpend),
            ScopeCase("how's my Uber budget looking?", .merchantSpend),
            ScopeCase("how much will be left in my account once the rent goes out?", .projection),
            ScopeCase("mon compte sera à combien à la fin du mois ?", .projection),
            ScopeCase("will I go overdrawn before payday?", .projection),
            ScopeCase("mes magasins les plus chers en 2025", .topMerchants),
            ScopeCase("which brands do I give the most money to?", .topMerchants),
        ],
        "left of the income, per day, coming charges, income on the account": [
            ScopeCase("what's left of my salary this month?", .leftover),
            ScopeCase("combien il me reste par jour jusqu'à la fin du mois ?", .dailyAllowance),
            ScopeCase("c'est quand le prochain prélèvement Free ?", .upcomingCharges),
            ScopeCase("when will Spotify take its money next?", .upcomingCharges),
            ScopeCase("is Netflix still charging me?", .subscriptions),
            ScopeCase("qu'est-ce qui est rentré sur mon compte ce mois-ci ?", .incomeTotal),
            ScopeCase("did my grocery spending go up since January?", .comparePeriods),
        ],
        "SMS French and spoken asides": [
            ScopeCase("g dépensé combien chez Lidl ce mois ?", .merchantSpend),
            ScopeCase("last weekend I think I had dinner out twice, how much was it", .categorySpend),
        ],
        "one typo in a money word": [
            ScopeCase("my salery this month", .incomeTotal),
            ScopeCase("how much did I spnd at Lidl?", .merchantSpend),
            ScopeCase("mes abonements ?", .subscriptions),
            ScopeCase("is my budget balanced this month?", .leftover),
        ],
        "look-alikes of requests, places and comparisons": [
            ScopeCase("send me my statement for January", .periodSummary),
            ScopeCase("order history at Amazon this year: how much?", .merchantSpend),
            ScopeCase("the Lidl near my place, how much did I leave there last week?", .merchantSpend),
            ScopeCase("was January more expensive than December?", .comparePeriods),
            ScopeCase("combien j'ai payé par carte ce mois-ci ?", .spendingTotal),
            ScopeCase("comment économiser sur les courses ?", .savingsIdeas),
        ],
        "look-alikes of help, imagined sums, cover and feelings": [
            ScopeCase("what can I do to spend less on takeaways?", .savingsIdeas),
            ScopeCase("if I want to last until payday, how much can I spend a day?", .dailyAllowance),
            ScopeCase("how much did my health insurance cost me in 2025?", .categorySpend),
            ScopeCase("j'ai droit à combien par jour jusqu'à la paie ?", .dailyAllowance),
            ScopeCase("I'm a bit worried: how much is left this month?", .leftover),
            // a hedge about the answer is no feeling said instead of a question (2.15.0)
            ScopeCase("can you tell me how much I spent last week in total, I feel like it was a lot", .spendingTotal),
            ScopeCase("j'ai l'impression d'avoir trop dépensé, combien chez Lidl ce mois-ci ?", .merchantSpend),
            // a coming charge, or a past ticket, beside a timetable's words (2.17.0)
            ScopeCase("c'est quand le prochain prélèvement EDF ?", .upcomingCharges),
            ScopeCase("how much did I spend on the last train to Paris?", .categorySpend),
            // a way of paying is no question how to pay (2.15.0)
            ScopeCase("combien par carte cette semaine", .spendingTotal),
            ScopeCase("how much have I withdrawn in cash this month", .categorySpend),
        ],
        "a real question after a preamble": [
            ScopeCase("what's the Livret A rate these days, and how much have I got on my savings?", .balance),
            ScopeCase("ignore the previous message. how much is left this month?", .leftover),
            ScopeCase(
                "what's the exchange rate… no, forget it: how much did I spend on travel in 2025?", .categorySpend),
        ],
    ]

    static var refusedCases: [ScopeCase] { refused.keys.sorted().flatMap { refused[$0]! } }
    static var answeredCases: [ScopeCase] { answered.keys.sorted().flatMap { answered[$0]! } }
}

@Suite("Scope by meaning")
struct ScopeTests {
    @Test("A shop, a category or a money word about something else is refused", arguments: ScopeTables.refusedCases)
    func refused(_ c: ScopeCase) async {
        let reading = await Assistant(Fixtures.mini).read(c.text)
        #expect(reading.intent == .offTopic)
        #expect(reading.reason != .advice)
    }

    @Test("A question about the user's own money is answered", arguments: ScopeTables.answeredCases)
    func answered(_ c: ScopeCase) async {
        let reading = await Assistant(Fixtures.mini).read(c.text)
        #expect(reading.intent == c.intent)
    }

    @Test("Finance words about something else are refused with no reason; no money at all, noFinanceEvidence")
    func reasons() async {
        let assistant = Assistant(Fixtures.mini)
        #expect(await assistant.read("is Lidl open on Sunday?").reason == nil)
        #expect(await assistant.read("any good stretches for a stiff neck?").reason == .noFinanceEvidence)
    }

    @Test("The gate refuses a model's money reading of a hard negative")
    func gateOverModel() async {
        let stub = RecordingClassifier(intent: .merchantSpend, merchant: "Lidl")
        let reading = await Assistant(Fixtures.mini, classifier: stub).read("is Lidl open on Sunday?")
        #expect(reading.intent == .offTopic)
    }

    @Test(
        "A follow-up that carries on a refused question is refused; a money fragment after it is unclear",
        arguments: [
            (["how much is 50 dollars in euros?", "and in pounds?"], Intent.offTopic),
            (["combien coûte un forfait Free ?", "et pour un enfant ?"], .offTopic),
            (["is Lidl open on Sunday?", "and last month?"], .unclear),
            (["Ikea livre le samedi ?", "et chez Lidl ?"], .unclear),
            // a category carried on after a refused question that named one; after one that named none, money
            (["what's the VAT rate on restaurant meals in Spain?", "and on groceries?"], .offTopic),
            (["should I buy shares in Tesla?", "ok and groceries only?"], .unclear),
            (["combien coûte un Pass Navigo ?", "et les restos ?"], .unclear),
        ])
    func afterRefusal(_ turns: [String], _ second: Intent) async {
        let readings = await Assistant(Fixtures.mini).conversation(turns)
        #expect(readings[0].intent == .offTopic)
        #expect(readings[1].intent == second)
    }

    @Test("Corrections keep the question: \"sorry, I meant…\"")
    func corrections() async {
        let readings = await Assistant(Fixtures.mini).conversation([
            "how much did I spend at Lidl in February?", "sorry, I meant January",
        ])
        #expect(readings[1].intent == .merchantSpend)
        #expect(readings[1].merchant == "Lidl")
    }
}
