import Testing

@testable import FinanceAssistant

// Questions for the bank, not the ledger (GUIDE §16), by family, English and
// French; every sentence was written for these tests. They are refused with
// the reason `bankService`; their answerable neighbours stay answered.
@Suite("Questions for the bank")
struct BankServiceTests {
    static let refused: [String] = [
        // card, PIN and account admin
        "I forgot my PIN", "how do I activate my new card?", "j’ai perdu ma carte bleue hier soir",
        "je voudrais fermer mon compte",
        // money in transit or missing
        "my refund from the airline still hasn’t come through", "where’s my transfer from Monday?",
        "le virement de ma mère n’est toujours pas arrivé", "il manque de l’argent sur mon compte",
        // declined or failed
        "my card got declined at the cinema", "pourquoi mon paiement a été refusé ?",
        // disputes and fraud
        "there’s a payment on my statement that isn’t mine", "on m’a débité deux fois au supermarché",
        // the bank's own terms
        "what’s the fee for withdrawing cash abroad?", "quel est le taux de mon livret ?",
        // requests to act
        "transfer 100 € to my savings account", "block my card please", "annulez mon prélèvement Free",
        // a service asked of the bank: a way, a permission or a reason beside one of its things (2.9.0)
        "can I top up with a card from another bank?", "how long does a transfer to Germany take?",
        "je peux avoir une carte à usage unique ?", "pourquoi 2 % de frais sur ma commande Amazon UK ?",
        // a problem reported beside "my balance" / "my account" (weight 8.5 over a cue and a relation)
        "i transferred money in from my other bank but my balance hasn’t updated",
        "my card got declined at Lidl but I have money on my account",
        // a bank thing in words of their own, with no kind of question
        "I want to cancel the transfer I made this morning",
        // one of the bank's things and what happened to it, side by side (2.11.0)
        "our joint account got frozen this morning", "ma carte est bloquée depuis hier",
        // the bank's facts about the account no ledger holds (2.11.0)
        "what's the IBAN of my account, my employer needs it", "c’est quoi mon score de crédit",
        "how many loyalty points have I got",
        // a bare "what's this charge?" points at nothing the ledger can find (2.11.0)
        "what is this payment?",
        // the ledger's words beside what happened to them: money in transit or undone (2.15.0)
        "my balance hasn't updated", "mon solde ne s'est pas mis à jour après le virement",
        "why did a payment get reversed", "un paiement a été annulé, pourquoi ?", "is my Lidl payment still pending?",
        // the bank's things in general, nobody's money (2.15.0)
        "les virements SEPA sont gratuits ?", "les retraits sont payants ?", "les virements passent le week-end ?",
        // the bank's prices, asked as its terms or why it charged them, with a period or not (2.15.0)
        "what is the exchange fee?", "why was I charged an exchange fee last week?",
        "what exchange fee did you charge me on my payment yesterday?",
        // a problem said, then a price of the bank asked: no spending asked (2.15.0)
        "my card is blocked, how much does a new one cost?",
        // the bank's prices on a payment, beside a transaction's word (2.18.0)
        "what's the foreign transaction fee on my card?",
        // the bank's products, what is paid in and out through it, what failed (2.18.0)
        "when will my loan be approved", "could I get an overdraft of 500 € until June?",
        "je voudrais faire une demande de prêt", "I'd like to open a business account with you",
        "je veux clôturer le compte joint", "comment déposer de l'argent sur mon compte ?",
        "can I deposit money at the branch?", "send 30 € from me to Léa", "je souhaite payer une facture",
        "give me a refund for that", "I couldn't send money to my brother yesterday",
        "je n'arrive pas à faire un virement", "what's my rewards balance?",
        // a ledger word named, nothing asked: the rules read a matter for the bank (2.18.0)
        "I transferred money but my sister does not see it in her account",
        "I see a duplicate payment from the weekend", "the ATM won't give me my money",
        // both the bank and the ledger in one message
        "why was my card declined at Franprix, and how much have I spent there this month?",
        // the bank's limits and rates on the writer's account; "the apr" is no April (2.18.3)
        "what's the credit limit on my Amex?", "is there a transfer limit on my account?",
        "what's the apr on my store card?", "quel est le plafond de virement de mon compte ?",
        // a problem said without a contraction, or of a transfer, refund or payment (2.18.3)
        "the balance has not changed since my deposit", "my transfer to Paul is still waiting",
        "there's a weird payment on my account from Tuesday", "I was charged three times for one coffee",
        "the refund from Zara is not visible in my account", "I asked for 80 € at the ATM but only got 40",
        "why hasn't my transfer been processed?", "I cannot see the cheque I deposited",
        // what a bank action costs; a service asked (2.18.3)
        "will I be charged for receiving money from abroad?", "how can my sister pay me?",
        // what a transfer would cost; cash the ATM kept; a payment put back; salary paid in; a trip the bank is
        // told of (2.18.3)
        "how much would it cost me if I send 300 € abroad?", "the ATM wouldn't give me my cash this morning",
        "my payment came back to my account a week later", "my salary is paid in pounds, do I need to configure this?",
        "I'll be out of the country in May and want to notify my bank",
        // a hold on the account, the least to pay, setting up a deposit, the account's rate, a bill or a transfer
        // to make (2.18.3)
        "why is there a hold on my savings account?", "what's the minimum due on my Amex this month?",
        "how do i set up direct deposit for my paycheck", "what's the interest rate for my checking account",
        "i gotta pay my cable bill", "make a transfer of 200 € from my savings account to my checking account",
        // the account held or closed, a trip told, money moved, a bill to pay, the account's rate, a credit line, a
        // transfer's arrival or fee, a deposit not showing, identity theft, an amount in words (2.18.4)
        "please put a stop on my bank account", "the bank needs to know that i am traveling soon",
        "shift 500 from savings to my current account", "transfer sixty dollars to dad from my biggest account",
        "could you go ahead and settle my phone bill for this month", "payer ma facture d'électricité",
        "what is the apy for my checking", "does my checking account earn interest", "What's my credit line?",
        "whats the eta on my transfer", "why did i pay 15 dollars for a wire",
        "i scanned a cheque in the app but my balance hasnt changed", "report id theft",
        "Je souhaite signaler une activité suspecte sur mon compte.", "has my amex application gone through yet",
        "how can i build credit", "what's the minimum i owe on the car payment",
        // a bill asked to be paid without a determiner, with "for", or wished paid; a payment made for me; when a
        // transfer arrives; a transfer's fee; a deposit not there; what a card may be charged (2.18.6)
        "pay water bill", "pay for my phone bill", "pay this month's phone bill", "i want my phone bill paid",
        "take care of my water bill", "could you make my car payment",
        "When does my transfer from the US arrive in my account?", "Will the transfer show up in my account soon?",
        "I have a fee listed for a transfer.", "Will I be charged for transfers?",
        "I put money in the ATM last week but it isn't there", "how much can i charge on my visa",
        // the writer's account beside a rate; a withdrawal's charge; a balance not updated after a transfer; an
        // item to refund (2.18.6)
        "what rate am i getting on my checking account", "is my savings account earning a good rate",
        "I withdrew cash and was charged. Why?", "when does my balance update for a transfer",
        "What happened to the transfer I did?", "Can I get an item refunded?",
        // an order to pay after "when" tells of a payment, with no duty asked (2.18.7)
        "quand je veux payer ma facture, ça ne marche pas", "je voudrais payer ma facture d'eau",
        // the bank's app or client space as a problem or a place to reach, not where a balance is shown (2.18.8)
        "je n'arrive pas à voir mon solde dans mon espace client", "comment accéder à mon espace client ?",
        // verifying a card, or how to see the account's history in the app, is the bank's (2.18.8)
        "how do I verify my card?", "comment consulter l'historique de mon compte sur l'application ?",
        // what needs to be paid for a card is the bank's fee (2.18.9)
        "how much needs to be paid for a spare card?",
        // where the available funds come from, an instalment changed, money pending: the bank's (2.18.11)
        "where did my available funds come from?", "je veux augmenter ma mensualité de crédit",
        "can i lower my car loan payment", "why is my card payment still pending?",
    ]

    static let answered: [(String, Intent)] = [
        ("did the 40 € at Lidl go through?", .lastPurchase),
        ("has my salary come in this month?", .incomeTotal),
        ("how much did I pay in bank fees last month?", .categorySpend),
        ("le paiement de 40 € chez Carrefour est bien passé ?", .lastPurchase),
        (
            "my card got refused at Picard earlier… anyway, how much have I spent at Picard since payday?",
            .merchantSpend
        ),
        (
            "toujours pas reçu ma nouvelle carte, en attendant, j’ai dépensé combien en courses ce mois-ci ?",
            .categorySpend
        ),
        ("a nice way to see my spending this month?", .spendingTotal),
        // a shape that asks, but of the ledger: a strong cue of a kind of question
        ("can I see what I spent by card last week?", .spendingTotal),
        ("pourquoi j’ai dépensé autant chez Lidl ce mois-ci ?", .merchantSpend),
        ("am I still in the negative?", .balance),
        ("is there still money on my account", .balance),
        // a shop names the charge: the ledger finds it
        ("what's this Deliveroo charge from last week?", .merchantSpend),
        // what leaves the account, in verbs (2.11.0)
        ("what gets taken on the 1st of next month?", .upcomingCharges),
        ("qu’est-ce qui part la semaine prochaine ?", .upcomingCharges),
        // the ledger's words with no state, or with a period or a shop of the writer's (2.15.0)
        ("what's my balance?", .balance), ("my payments this week", .spendingTotal),
        ("card payments?", .spendingTotal), ("transfers to Lidl last week?", .merchantSpend),
        // the bank's prices asked as what they cost me over a period: the ledger's fees (2.15.0)
        ("how much did I pay in exchange fees last month?", .categorySpend),
        ("how much did i lose in foreign exchange fees in 2025", .categorySpend),
        ("what have your fees cost me this year so far", .categorySpend),
        // a problem said, then what was spent asked after it, in one sentence (2.15.0)
        ("my card got declined at Lidl, how much did I spend there this month?", .merchantSpend),
        ("ma carte a été refusée chez Lidl tout à l’heure, j’y ai dépensé combien ce mois-ci ?", .merchantSpend),
        // the records asked for, a card or a bank named as how one paid (2.18.0)
        ("can you show me the transactions on my Visa from last week", .lastPurchase),
        ("mes transactions Carrefour du mois dernier", .lastPurchase),
        ("I'd like to see my transaction history", .lastPurchase),
        ("what did I put on my Chase card last month?", .spendingTotal),
        ("do I have enough money in my account for new running shoes?", .balance),
        ("j'ai assez d'argent sur mon compte pour le week-end ?", .balance),
        ("when do I pay the rent?", .upcomingCharges),
        ("what do I make a month", .incomeTotal), ("combien je gagne par mois ?", .incomeTotal),
        ("mes achats de février", .spendingTotal),
        ("how much did I pay on my mortgage last month?", .categorySpend),
        ("combien j'ai reçu en mars ?", .incomeTotal),
        ("how much did Zara refund me?", .merchantSpend),
        // a polite ask followed by the records; a request lead inside a question of when (2.18.0)
        ("je voudrais les dernières transactions de ma carte", .lastPurchase),
        ("when do I need to pay the phone bill?", .upcomingCharges),
        ("l'appli bug pour les virements, sinon jai dépensé combien ce mois-ci ?", .spendingTotal),
        ("i need to see all visa purchases for march", .lastPurchase),
        // the latest records asked for beside a problem said: the records are the question (2.18.3)
        ("can you show me my latest transactions? there's a payment I don't recognise", .lastPurchase),
        ("montrez-moi mes dernières transactions, il y a un paiement que je ne reconnais pas", .lastPurchase),
        // "apr" after a period cue is still April (2.18.3)
        ("how much did I spend in apr 2025?", .spendingTotal),
        // plural pay slips and the records brought up are the ledger's (2.18.3)
        ("what is the total of my paychecks this year?", .incomeTotal),
        ("bring up all purchases from Amazon", .lastPurchase),
        ("how much did I withdraw at the ATM last week?", .categorySpend),
        // what the account covers, said with "cover", beside a bank's name; a rate of pay (2.18.3)
        ("can the funds in my Boursorama account cover my ski pass?", .balance),
        ("what is my hourly rate", .incomeTotal),
        ("when do I need to pay my phone bill?", .upcomingCharges),
        // the writer's own: a savings rate, a net worth, when a bill is due, what it comes to, a polite ask to be
        // shown the balance (2.18.4)
        ("what's my savings rate this year", .leftover),
        ("what's my total net worth in all of my bank accounts", .balance),
        ("how do i know when to pay my gas bill", .upcomingCharges),
        ("how much is the bill for my water and electricity", .upcomingCharges),
        ("je veux vérifier mon solde bancaire s'il vous plaît", .balance),
        ("j'ai un compte chez vous et je voulais voir mon solde", .balance),
        // a bill named with "the" is the writer's; what a bill comes to; a question of what or how much is no
        // request ("…need to pay", "need to pay this week"); reminded of the ledger; pay by another name (2.18.6)
        ("whats the due date for the bill", .upcomingCharges),
        ("for my water and electricity, how much is the bill", .upcomingCharges),
        ("remind me how much i spent at lidl", .merchantSpend),
        ("how much do i need to pay on my bills", .upcomingCharges),
        ("what do i need to pay this week", .upcomingCharges),
        ("what's the final amount of all the money i need to pay in bills this month", .upcomingCharges),
        ("what was my total compensation last year", .incomeTotal),
        ("expliquez-moi mes dépenses de février", .spendingTotal),
        ("what's my savings rate", .leftover),
        ("how much did I pay in transfer fees last month?", .categorySpend),
        // an order to pay after a deadline, or after "when" and a duty, asks a due date; "je dois" before "sur"
        // owes; the money in all of the writer's accounts, or on the joint account; the balance explained; what
        // the writer makes after tax (2.18.7)
        ("quand dois-je payer ma facture d'eau ?", .upcomingCharges),
        ("c'est quand que je dois payer ma facture de gaz ?", .upcomingCharges),
        ("quelle est la date limite pour payer ma facture d'électricité ?", .upcomingCharges),
        // what is owed on a bill is still to pay (2.18.10; it read categorySpend, as "how much do i owe in bills"
        // is upcomingCharges in v3)
        ("combien je dois sur ma facture de téléphone ?", .upcomingCharges),
        ("what's the total amount of money in all of my accounts", .balance),
        ("how much is in our joint account?", .balance),
        ("donnez-moi le solde de mon compte joint", .balance),
        ("est-ce que vous pouvez m'expliquer le solde de mon compte ?", .balance),
        ("what do i make after tax each month", .incomeTotal),
        // the balance seen in the bank's app or client space; "explain" before a question of the writer's money; a
        // deadline beside the writer's bill or payment is its due date (2.18.8)
        ("bonjour je veux voir mon solde dans mon espace client", .balance),
        ("can I see my balance in the banking app?", .balance),
        ("bonjour, expliquez-moi combien il reste sur mon compte", .balance),
        ("when is the deadline for the cable bill", .upcomingCharges),
        ("what's the deadline for my car payment", .upcomingCharges),
        ("bill deadlines this month?", .upcomingCharges),
        // the records the writer made, listed or counted; what is left on a card; what the writer is paid (2.18.8)
        ("what purchases did i make last week", .lastPurchase),
        ("quels paiements ai-je effectués la semaine dernière ?", .lastPurchase),
        ("how many card payments did I make in February?", .spendingTotal),
        ("je veux consulter l'historique de ma carte", .lastPurchase),
        ("i'd like to verify my recent transactions", .lastPurchase),
        ("les derniers prélèvements sur mon compte", .lastPurchase),
        ("how much is left on my debit card", .balance), ("pouvez-vous m'expliquer mon solde ?", .balance),
        ("what am i making now", .incomeTotal), ("tell me how much i'm paid", .incomeTotal),
        // what the writer has made or brought in; a bill that needs to be paid; the records made, listed or counted
        // (2.18.9)
        ("how much have i made so far", .incomeTotal), ("how much did i bring in last year", .incomeTotal),
        ("what's my gross", .incomeTotal), ("when does my comcast need to be paid", .upcomingCharges),
        ("what purchases have i made this week", .lastPurchase),
        ("how many payments have i made this week", .spendingTotal),
        ("largest purchase I've made at decathlon?", .largestExpenses),
        // what the writer owes on a bill is still to pay; owed on an overdraft, it is the balance (2.18.10)
        ("what do i owe on my cable bill", .upcomingCharges),
        ("combien je dois pour la facture d'eau", .upcomingCharges),
        ("how much do i owe on my overdraft", .balance),
        // the available funds and the balance verified; bills pending; the writer's instalment; owed on what is
        // billed; a due date asked of the writer's card bill; records ordered shown with no "my"; the latest
        // records asked beside a problem; what work brought in (2.18.11)
        ("what are my available funds", .balance), ("quels sont mes fonds disponibles ?", .balance),
        ("can you verify my balance", .balance),
        ("do i have any pending bills", .upcomingCharges), ("j'ai des factures en attente ?", .upcomingCharges),
        ("quand tombe ma mensualité de crédit", .upcomingCharges),
        ("what is the amount i owe on my phone", .upcomingCharges),
        ("what is the amount i owe to the electric company", .upcomingCharges),
        ("when do i have to pay my credit card bill", .upcomingCharges),
        ("how do i find out when my visa bill is due", .upcomingCharges),
        ("show all purchases of video games", .lastPurchase),
        ("affiche les opérations de la semaine", .lastPurchase),
        ("what items do i have on my amex card this month", .lastPurchase),
        ("what are the last transactions on my account, i don't recognise one of them", .lastPurchase),
        ("combien m'a rapporté mon boulot en freelance cette année", .incomeTotal),
        ("total des paiements par carte cette semaine", .spendingTotal),
        // records to verify, where "verify" alone is the bank's check; an issuer's bill (2.18.18)
        ("verify the last transactions on my card", .lastPurchase),
        ("can you verify my recent card purchases", .lastPurchase),
        ("what's the due date for spectrum's bill", .upcomingCharges),
        ("when is verizon's bill due", .upcomingCharges),
    ]

    @Test("A question for the bank is refused as bankService", arguments: refused)
    func refusedAsBank(_ text: String) async {
        let reading = await Assistant(Fixtures.mini).read(text)
        #expect(reading.intent == .offTopic)
        #expect(reading.reason == .bankService)
    }

    /// A ledger word named without asking, beside one of the bank's things: the rules read a matter for the
    /// bank; a model's reading of it as the ledger's stands (the gate refuses only what names no kind of question).
    @Test("A ledger word named without asking: the rules refuse, a model's reading stands (2.18.0)")
    func namedNotAsked() async {
        // "…but my sister does not see it" reports money in transit since 2.18.3: refused whoever read it.
        let text = "I transferred money to my sister's account and she is asking me about it"
        #expect(await Assistant(Fixtures.mini).read(text).intent == .offTopic)
        let stub = RecordingClassifier(intent: .balance)
        #expect(await Assistant(Fixtures.mini, classifier: stub).read(text).intent == .balance)
    }

    /// A bank matter with no kind of question in it: the rules refuse it, and a model's ledger reading of it too.
    static let bankMatters = [
        "les virements SEPA sont gratuits ?", "les retraits sont payants ?",
        "I want to cancel the transfer I made this morning",
    ]

    @Test("A bank matter is refused whatever the model read (2.15.0)", arguments: bankMatters)
    func bankMatterWhateverTheModelRead(_ text: String) async {
        let stub = RecordingClassifier(intent: .spendingTotal)
        let reading = await Assistant(Fixtures.mini, classifier: stub).read(text)
        #expect(reading.intent == .offTopic)
        #expect(reading.reason == .bankService)
    }

    @Test("Its answerable neighbours are answered", arguments: answered)
    func neighbours(_ text: String, _ intent: Intent) async {
        #expect(await Assistant(Fixtures.mini).read(text).intent == intent)
    }

    @Test("A model's ledger reading of a bank question is refused, with the reason")
    func gateOverModel() async {
        let stub = RecordingClassifier(intent: .lastPurchase)
        let reading = await Assistant(Fixtures.mini, classifier: stub).read("my transfer to Léa hasn’t arrived")
        #expect(reading.intent == .offTopic)
        #expect(reading.reason == .bankService)
    }

    @Test("A model's refusal of a bank question gets the reason")
    func reasonForModelRefusal() async {
        let stub = RecordingClassifier(intent: .offTopic)
        let reading = await Assistant(Fixtures.mini, classifier: stub).read("can you raise my card limit?")
        #expect(reading.reason == .bankService)
    }
}
