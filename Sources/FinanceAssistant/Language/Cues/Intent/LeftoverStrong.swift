extension CueFamily {
    /// Cues of `leftover` that weigh 4: leftover: what is left of the income ("what's left of my wages").
    static let leftoverStrong = CueFamily(
        "leftoverStrong", .intent(.leftover), weight: 4, band: .strong,
        en: [
            "left of my", "left from my", "remains of my", "remained from", "minus spending", "minus expenses",
            "minus my spending", "after expenses", "after all expenses", "kept from my", "less than i earned",
            "more than i earned",
            "savings rate", "within budget", "within my budget", "over my budget", "blown my budget", "blew my budget",
            "put by", "keep from my", "manage to keep", "spent less than i earned", "spend less than i earned",
            "earned more than i",
            "manage to save", "end up saving", "ended up saving", "save anything", "left of", "s left of",
            "minus outgoings", "income minus", "break even this month",
        ],
        fr: [
            "reste de ma", "reste de mes", "reste de mon", "moins depenses", "moins mes depenses", "apres depenses",
            "une fois les depenses", "garde de ma", "garde de mon", "moins que ce que j ai gagne",
            "plus que ce que j ai gagne", "taux d epargne",
            "reste a vivre", "dans les clous", "dans mon budget", "tenu mon budget", "tenir mon budget",
            "explose mon budget",
            "depasse mon budget", "budget est equilibre", "plus depense que gagne", "gagne plus que",
            "ai pu economiser", "mis combien de cote",
            "mettre combien de cote", "mis des sous de cote", "mettre des sous de cote", "reussi a economiser",
            "pu epargner", "revenus moins",
            "entrees moins", "reussi a epargner",
        ],
        both: [
            "on budget", "over budget", "under budget", "stay on budget", "overspent", "overspend",
            "overspending", "haven t i spent", "epargne", "budget balanced", "balanced budget",
        ],
        examples: [
            "whats left of my salary", "mon reste a vivre du mois",
        ],
        counterexamples: [
            "Q2 income"
        ])
}
