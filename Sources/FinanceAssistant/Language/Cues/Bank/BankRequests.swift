extension CueFamily {
    /// Requests to act on the account (GUIDE §16) that a request verb at the start of a clause does not catch:
    /// standing orders, stopping or moving a debit, beneficiaries, instalments, emptying an account.
    static let bankRequests = CueFamily(
        "bankRequests", .intent(.offTopic), weight: 9, band: .overriding, refusal: .bankService, vetoes: true,
        en: [
            "set up a standing order", "move money", "transfer money", "faites un virement", "faites moi un virement",
            "standing order of",
            "set up a transfer", "stop the direct debit", "stop my direct debit", "cancel my direct debit",
            "cancel the direct debit", "cancel my transfer",
            "reverse the transfer", "as a beneficiary", "beneficiary", "make a transfer for me", "into instalments",
            "instalments",
            "move my rent debit", "bump my", "empty my", "from debiting",
            "make a payment to", "request money", "request a payment", "get me a refund", "i want a refund",
            "notify my bank", "notified my bank", "inform the bank", "let my bank know",
            "let me bank know", "bank needs to be notified", "travel notice", "travel notification",
            "going out of country", "out of the country and",
            "i need to transfer", "i have to transfer", "i got to transfer", "i must transfer",
            "make a transfer between", "make a transfer of", "transfer between accounts", "initiate a one time",
            "move my money", "money to be moved", "i need you to send", "deposit ten bucks from",
        ],
        fr: [
            "beneficiaire", "en beneficiaire", "virement permanent", "mets en place", "programme un virement",
            "stoppe le prelevement",
            "stoppe", "bloque le prelevement", "annule le prelevement", "annulez le", "annule mon virement",
            "decale mon prelevement",
            "decale", "etaler", "vide mon", "passe mon epargne", "vire ma paie", "fais un virement",
            "virer de l argent",
        ],
        examples: [
            "set up a standing order of 100 € to my Livret A", "add Karim as a beneficiary",
            "mets en place un virement permanent", "ajoute Karim en bénéficiaire",
            "i'm going out of the country and need to notify my bank",
            "make a transfer of 200 € from my savings account to my checking account",
        ],
        counterexamples: [
            "what standing orders do I have?", "mes prochains prélèvements ?",
            "how much did I transfer from my savings to my checking last month?",
        ])
}
