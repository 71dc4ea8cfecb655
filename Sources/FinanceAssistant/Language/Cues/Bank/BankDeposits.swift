extension CueFamily {
    /// Paying money in at the bank (GUIDE §16, top-ups): "je souhaiterais déposer de l'argent sur mon compte",
    /// "comment transférer de l'argent sur mon compte ?", "can I deposit cash at a branch?". What came in is the
    /// ledger's income.
    static let bankDeposits = CueFamily(
        "bankDeposits", .intent(.offTopic), weight: 9, band: .overriding, refusal: .bankService, vetoes: true,
        en: [
            "deposit money", "deposit a cheque", "deposit a check", "pay in a cheque",
            "put money into my account", "put money on my account",
        ],
        fr: [
            "deposer de l argent", "deposer une", "deposer mon argent", "deposer de l espece",
            "transferer de l argent sur mon compte", "passer de l argent sur mon compte",
            "verser de l argent", "mettre de l argent sur mon compte",
        ],
        examples: [
            "je souhaiterais déposer de l'argent sur mon compte", "can I deposit money at a branch?",
        ],
        counterexamples: [
            "how much came in last month?", "combien j'ai reçu en mars ?",
        ])
}
