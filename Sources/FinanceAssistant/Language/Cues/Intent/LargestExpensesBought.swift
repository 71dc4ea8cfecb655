extension CueFamily {
    /// What the writer bought, asked as a list of things (GUIDE §15: "what did I buy there?", "j'ai acheté quoi ?"
    /// is "for what?", `largestExpenses`): "what did I buy yesterday", "show me what I bought today", "qu'est-ce
    /// que j'ai acheté hier". Medium, so that "most recently" or "the last thing" still asks for the latest one.
    static let largestExpensesBought = CueFamily(
        "largestExpensesBought", .intent(.largestExpenses), weight: 2.5, band: .medium,
        en: [
            "what did i buy", "what have i bought", "what i bought", "what did i purchase", "what have i purchased",
            "what i purchased", "what did i get at",
            "what did i use my card for", "what did i use my debit card for", "what did i use my credit card for",
            // what the writer was charged for, done ("what am I being charged for" asks the bank why)
            "what was i charged for", "what have i been charged for", "what did i get charged for",
        ],
        fr: [
            "j ai achete quoi", "qu est ce que j ai achete", "ce que j ai achete", "j ai pris quoi",
            "qu est ce que j ai pris chez",
        ],
        examples: [
            "what did I buy yesterday", "show me what I bought today", "j'ai acheté quoi ?",
            "what did I use my card for today", "what was I charged for yesterday",
            "qu'est-ce que j'ai acheté hier",
        ],
        counterexamples: [
            "what was the last thing I bought at the Fnac?", "did I buy anything at leroymerlin in 2025?",
            "le truc le plus cher que j'ai acheté cette année", "what did i pay for the gym last year",
        ])
}
