extension CueFamily {
    /// Cues of `averageSpending` that weigh 2.
    static let averageSpendingWeak = CueFamily(
        "averageSpendingWeak", .intent(.averageSpending), weight: 2, band: .weak,
        en: [
            "each month", "every month", "a month",
        ],
        fr: [
            "chaque mois", "tous les mois",
        ],
        both: [
            "usually", "normally", "typical", "normalement", "monthly", "mensuel",
            "mensuelle", "weekly", "hebdomadaire", "a week", "generalement",
        ],
        examples: [
            "ytd avg monthly spend", "ma dépense mensuelle moyenne",
        ],
        counterexamples: [
            "next month?"
        ])
}
