extension CueFamily {
    /// Paying money in at the bank (GUIDE §16, top-ups): "je souhaiterais déposer de l'argent sur mon compte",
    /// "comment transférer de l'argent sur mon compte ?", "can I deposit cash at a branch?". What came in is the
    /// ledger's income.
    static let bankDeposits = CueFamily(
        "bankDeposits", .intent(.offTopic), weight: 9, band: .overriding, refusal: .bankService, vetoes: true,
        en: [
            "deposit money", "deposit a cheque", "deposit a check", "pay in a cheque",
            "put money into my account", "put money on my account",
            "salary be received", "salary deposited as", "salary received in", "salary in gbp", "salary is in gbp",
            "salary through this", "salary in a different currency", "salary in another currency",
            "get paid in another currency", "get paid in a different currency", "employer be able to pay",
            "this app take my salary", "configure this", "need to configure", "set this up somewhere",
            "set up direct deposit", "set up a direct deposit", "setting up direct deposit",
            "arrange a direct deposit", "get direct deposit", "to direct deposit", "i direct deposit",
            "directly deposited", "direct deposited", "go directly to my bank", "set up instant paycheck",
            "instructions to set up",
            // how pay would come by direct deposit, not what came: "can I get my paycheck via direct deposit"
            "paycheck through direct deposit", "paycheck via direct deposit", "paycheck by direct deposit",
        ],
        fr: [
            "deposer de l argent", "deposer une", "deposer mon argent", "deposer de l espece",
            "transferer de l argent sur mon compte", "passer de l argent sur mon compte",
            "verser de l argent", "mettre de l argent sur mon compte",
        ],
        examples: [
            "je souhaiterais déposer de l'argent sur mon compte", "can I deposit money at a branch?",
            "Can my salary be received here?", "My salary is in GBP, is this something I need to configure?",
            "how do i set up direct deposit for my paycheck", "can I get my paycheck via direct deposit",
        ],
        counterexamples: [
            "how much came in last month?", "combien j'ai reçu en mars ?",
            "when was my salary deposited last month?", "how much salary did I receive in February?",
            "how much was my direct deposit last week?", "has my direct deposit come in yet",
        ])
}
