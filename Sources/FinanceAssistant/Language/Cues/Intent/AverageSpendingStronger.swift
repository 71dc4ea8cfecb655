extension CueFamily {
    /// Cues of `averageSpending` that weigh 4.5.
    static let averageSpendingStronger = CueFamily(
        "averageSpendingStronger", .intent(.averageSpending), weight: 4.5, band: .strong,
        en: [
            "on average", "per month", "mean monthly", "monthly average", "typical month", "normal month",
            "typical week",
        ],
        fr: [
            "en moyenne", "d habitude", "par mois", "par semaine", "mois type", "mois normal",
            "semaine type",
        ],
        both: [
            "average", "avg", "moyenne", "moyen", "moyens", "typically",
            "habituellement", "per week", "a month on", "typique",
        ],
        examples: [
            "ytd avg monthly spend", "ma dépense mensuelle moyenne",
        ],
        counterexamples: [
            "et par jour ?"
        ])
}
