extension CueFamily {
    /// Cues of `comparePeriods` that weigh 4.
    static let comparePeriodsStrong = CueFamily(
        "comparePeriodsStrong", .intent(.comparePeriods), weight: 4, band: .strong,
        en: [
            "difference between", "up or down", "more or less", "than usual",
        ],
        fr: [
            "par rapport", "plus ou moins", "que d habitude", "qu avant",
        ],
        both: [
            "compare", "compared", "comparison", "versus", "vs", "comparer",
            "compare a", "comparaison", "evolution",
        ],
        examples: [
            "MTD vs last month", "et par rapport à janvier ?",
        ],
        counterexamples: [
            "et par jour ?"
        ])
}
