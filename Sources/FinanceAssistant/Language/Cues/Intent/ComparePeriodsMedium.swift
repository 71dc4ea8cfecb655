extension CueFamily {
    /// Cues of `comparePeriods` that weigh 2.5.
    static let comparePeriodsMedium = CueFamily(
        "comparePeriodsMedium", .intent(.comparePeriods), weight: 2.5, band: .medium,
        en: [
            "more than", "less than", "went up", "gone up", "went down", "gone down",
        ],
        fr: [
            "plus que", "moins que", "qu en", "que le mois", "que l an", "que l annee",
        ],
        both: [
            "than", "increase", "increased", "decrease", "decreased", "higher",
            "lower", "difference", "augmente", "baisse", "davantage", "diminue",
            "trend", "changed", "change",
        ],
        examples: [
            "did I spend less than in January?", "j'ai dépensé moins que le mois dernier ?",
        ],
        counterexamples: [
            "thanks mate"
        ])
}
