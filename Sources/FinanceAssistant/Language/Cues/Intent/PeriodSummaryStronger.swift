extension CueFamily {
    /// Cues of `periodSummary` that weigh 4.5: strong enough to be read inside period wording ("how's my [month so
    /// far] looking").
    static let periodSummaryStronger = CueFamily(
        "periodSummaryStronger", .intent(.periodSummary), weight: 4.5, band: .strong,
        en: [
            "month looking", "my month", "my week",
        ],
        fr: [
            "mois se passe", "mon mois", "ma semaine",
        ],
        examples: [
            "recap of my week please", "récap de ma semaine stp",
        ],
        counterexamples: [
            "next month?"
        ])
}
