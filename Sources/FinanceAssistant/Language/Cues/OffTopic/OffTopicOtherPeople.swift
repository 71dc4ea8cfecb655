extension CueFamily {
    /// What other people spend, or what is normal to spend: a norm, which no ledger of the writer's holds.
    static let offTopicOtherPeople = CueFamily(
        "offTopicOtherPeople", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "most people spend", "do most people", "people usually spend", "people normally spend",
            "people typically spend", "normal to spend", "typical to spend", "usual to spend", "reasonable to spend",
            "the average american", "the average couple", "the typical family", "a typical family",
            "people my age",
        ],
        fr: [
            "la plupart des gens", "les gens depensent", "les gens en moyenne", "francais moyen", "francaise moyenne",
            "normal de depenser", "raisonnable de depenser", "habituel de depenser", "gens de mon age",
        ],
        examples: [
            "what do most people spend on rent", "what's normal to spend on groceries?",
            "is it normal to spend 500 on groceries", "combien dépense un Français moyen par mois ?",
            "est-ce normal de dépenser 300 € en restaurants ?", "how much do people my age spend on eating out",
        ],
        counterexamples: [
            "what do I normally spend on rent?", "how much did I spend on groceries last month?",
            "combien je dépense en moyenne pour les courses ?", "what's my usual spend at Lidl?",
        ])
}
