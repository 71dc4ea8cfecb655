extension CueFamily {
    /// Cues of `comparePeriods` that weigh 3.
    static let comparePeriodsFirm = CueFamily(
        "comparePeriodsFirm", .intent(.comparePeriods), weight: 3, band: .medium,
        en: [
            "spent more", "spending more", "spend more", "more expensive than", "cost more than", "better than",
            "worse than", "go up", "go down",
            "heavier", "which was heavier",
        ],
        fr: [
            "plus depense", "plus claque", "moins depense", "depense plus", "depense moins", "plus cher que",
            "plus couteux que", "moins cher que", "mieux que", "pire que",
            "pire qu en", "mieux qu en",
        ],
        both: [
            "contre"
        ],
        examples: [
            "Starbucks en 2024 contre 2025", "have I spent more than last month",
        ],
        counterexamples: [
            "MTD spend"
        ])
}
