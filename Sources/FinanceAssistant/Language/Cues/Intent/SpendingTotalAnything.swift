extension CueFamily {
    /// Whether anything was bought asks what was spent: "did I buy anything last week?", "did I buy anything at
    /// Lidl in 2025?" (with a shop, that shop's spending), "ai-je acheté quelque chose le 2 ?". It used to be
    /// no cue at all: unclear with a period, and refused with a shop the catalog does not know.
    static let spendingTotalAnything = CueFamily(
        "spendingTotalAnything", .intent(.spendingTotal), weight: 2.5, band: .medium,
        en: [
            "did i buy anything", "did i buy something", "have i bought anything", "have i bought something",
            "did i purchase anything", "did i purchase something", "have i purchased anything",
            "did i spend anything", "have i spent anything", "did i pay for anything",
        ],
        fr: [
            "ai je achete quelque chose", "j ai achete quelque chose", "j ai achete quoi que ce soit",
            "ai je achete quoi que ce soit", "ai je depense quelque chose", "j ai depense quelque chose",
            // whole, so that "ce que j'ai acheté" (what I bought: `largestExpensesBought`) is not heard inside it
            "est ce que j ai achete quelque chose", "est ce que j ai achete quoi que ce soit",
            "est ce que j ai depense quelque chose",
        ],
        examples: [
            "did I buy anything last week?", "did i buy anything at lidl recently",
            "Thursday 25 December 2025 – did I buy anything?", "est-ce que j'ai acheté quelque chose hier ?",
        ],
        counterexamples: [
            "what did I buy there?", "should I buy anything for the trip", "did you buy anything",
        ])
}
