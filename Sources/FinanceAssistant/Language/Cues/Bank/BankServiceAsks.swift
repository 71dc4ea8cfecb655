extension CueFamily {
    /// Shapes that ask for a service, a way or a reason rather than a figure (GUIDE §16): "how do I", "can I",
    /// "why", "when will", "I need to", "je peux", "comment faire", "pourquoi". Beside one of the bank's things
    /// (`bankServiceObjects`) and with no strong cue of a ledger question, the message asks the bank.
    static let bankServiceAsks = CueFamily(
        "bankServiceAsks", .bankAsk,
        en: [
            "how do i", "how can i", "how do you", "how to", "can i", "could i", "may i", "am i able to",
            "is it possible", "is there a way", "what do i do", "what should i do", "what can i do", "what do i need",
            "do i need", "do i have to", "i want to", "i would like to", "i d like to", "i need to", "i need a",
            "i need help", "help me", "please help", "do you", "are you", "will you", "where can i", "where do i",
            "where is my", "where s my", "how long", "when will", "when can i", "when do i", "why", "what happens",
            "what if", "is it normal", "is it safe", "does it", "will it", "i can t",
            "i cannot", "i still", "i m still", "i am still", "i tried to", "i ve been trying", "i was charged",
            "i got charged", "someone",
            "how can my", "can my", "how can someone", "how does someone",
            "when does my", "when does the", "how long until", "how long before", "how soon", "how quickly",
            "wait time", "waiting time", "time frame", "time frames", "estimated time", "when should i expect",
            "when can i expect", "when will i see", "will i see", "should i expect",
        ],
        fr: [
            "comment je", "comment on", "comment faire", "comment puis je", "comment est ce que", "je peux",
            "est ce que je peux", "puis je", "on peut", "peut on", "je voudrais", "je veux", "j aimerais",
            "il faut que", "je dois", "dois je", "aidez moi", "aide moi", "vous pouvez", "pouvez vous",
            "est ce que vous", "vous acceptez", "ou puis je", "combien de temps", "quand est ce que", "pourquoi",
            "pk", "pq", "c est normal", "que faire", "je fais quoi", "qu est ce que je dois", "y a t il",
            "est ce qu il y a", "je n arrive pas", "j arrive pas", "j ai essaye", "on m a", "quelqu un",
        ],
        examples: [
            "how do I get a virtual card?", "can I top up with a card from another bank?",
            "why was my transfer sent back?", "comment je recharge mon compte ?", "je peux avoir une carte virtuelle ?",
            "When does my transfer from the US arrive in my account?",
            "What is the wait time until money reaches my account?",
        ],
        counterexamples: [
            "what did I spend on my card last week?", "combien j’ai dépensé par carte ce mois-ci ?",
            "when did my Netflix renew?",
        ])

    /// The bank's own things a service question is about: a card, a PIN, a top-up, a transfer, an exchange, a
    /// fee, the account itself. Only with a `bankServiceAsks` shape; alone they are ledger words ("my card
    /// payments this week").
    static let bankServiceObjects = CueFamily(
        "bankServiceObjects", .bankObject,
        en: [
            "card", "cards", "pin", "passcode", "password", "top up", "topup", "topped up", "topping up",
            "transfer", "transfers", "withdrawal", "withdrawals", "withdraw", "atm", "cash machine",
            "exchange", "currency", "currencies", "fee", "fees", "account", "apple pay", "google pay", "refund",
            "identity", "id", "verify", "beneficiary", "direct debit", "overdraft",
            "interest", "limit",
            "receive", "receiving", "pay me", "contactless",
        ],
        fr: [
            "carte", "cartes", "cb", "code", "mot de passe", "recharge", "recharger", "rechargement", "virement",
            "virements", "retrait", "retraits", "retirer", "distributeur", "dab", "change", "devise",
            "devises", "frais", "compte", "remboursement", "identite", "verifier", "beneficiaire",
            "prelevement", "decouvert", "interets", "plafond",
            "recevoir", "sans contact",
        ],
        both: ["iban", "rib", "visa", "mastercard", "kyc", "cheque", "verification"],
        examples: [
            "how do I get a virtual card?", "je peux avoir une carte virtuelle ?", "How can my friend pay me?",
            "am i able to receive my salary this way?", "Can I make a contactless payment?",
        ],
        counterexamples: ["why is my spending so high?", "pourquoi je dépense autant ?"])
}
