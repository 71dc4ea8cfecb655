extension CueFamily {
    /// Asking the bank to pay, send or give back money (GUIDE §16, requests to act): "I'd really like to pay this
    /// bill", "send fifty dollars from me to Carrie", "yes give me the refund", "je souhaite payer une facture",
    /// "je dois effectuer un paiement". The app moves no money.
    static let bankPaymentRequests = CueFamily(
        "bankPaymentRequests", .intent(.offTopic), weight: 9, band: .overriding, refusal: .bankService, vetoes: true,
        en: [
            "like to get a refund", "put back in my account", "send me money",
            "pay this bill", "like to pay", "want to pay", "make a payment", "make the payment", "send the rent",
            "from me to", "transfer that money", "transfer the money", "transfer some of",
            "transfer funds", "give me a refund", "give me the refund", "refund me the", "my money back", "back asap",
            "help paying", "help me pay", "aid me in paying", "assist me in paying", "help with paying",
            "can i pay a bill", "can i pay my", "how can i pay my", "i got to pay", "i gotta pay",
            "i wanna pay", "i want to pay my", "help to pay", "hand paying", "make a bill payment",
            "do a payment on", "do a car payment",
            "please pay", "pay it immediately", "pay it now", "wish to pay my", "possible to pay my",
            "way to pay my bill", "take my bill payment", "account to pay", "account to the pay",
            "bill taken care of", "paid asap", "bill pay", "send the payment for", "pay it out of", "pay rent to",
            "you to pay",
            "settle my",
            "bill paid for me", "bill paid now",
            "take care of my", "take care of the bill", "take care of the payment", "handle the payment",
            "handle my payment", "handle my bill", "handle my rent", "process a payment", "process the payment",
            "process my payment", "make my payment", "make my car payment", "make my rent payment",
            "make my mortgage payment", "make my loan payment", "make my credit card payment",
            "make my monthly payment",
        ],
        fr: [
            "payer une facture", "souhaite payer", "souhaiterais payer", "voudrais payer", "regler une facture",
            "effectuer un paiement", "faire un paiement", "une facture a payer", "je veux etre rembourse",
            "aidez moi a payer", "m aider a payer",
            "que vous regliez", "soit payee", "merci de payer", "regler ma facture", "payer ma facture",
            "occupez vous de ma facture", "occupe toi de ma facture", "regle ma facture",

        ],
        examples: [
            "I'd really like to pay this bill", "send fifty dollars from me to carrie", "yes give me the refund",
            "je souhaite payer une facture",
            "i need help paying my cable bill", "will you aid me in paying my insurance premium",
            "i gotta pay my cable bill", "can you give me a hand paying my water bill",
            "please pay electric bill", "my water bill is due, pay it immediately",
            "use my savings account to pay the rent", "is it possible to pay my bill",
            "i need my water bill taken care of", "can i get you to pay my utility bill",
            "j'ai besoin que ma facture internet soit payée",
            "could you go ahead and settle my phone bill for this month",
            "i want my gas bill paid now",
            "take care of my water bill", "please handle my rent payment", "could you make my car payment",
            "process a payment for my electric bill",
        ],
        counterexamples: [
            "how much did Zara refund me?", "when do I need to pay the phone bill?", "quand dois-je payer le loyer ?",
            "did I pay my phone bill this month?", "when do i need to pay my at&t bill",
            "when do I need to pay the phone bill?",
            "how much did I pay on my account this month?",
            "which bill needs to be paid next?", "was my phone bill paid?",
            "was my phone bill paid today?",
        ])
}
