extension CueFamily {
    /// Cues of `comparePeriods` that weigh 0: superlatives and "only" are no comparison: "où j'ai le plus dépensé",
    /// "et rien qu'en restos ?" — swallowed, weightless.
    static let comparePeriodsSwallowed = CueFamily(
        "comparePeriodsSwallowed", .intent(.comparePeriods), weight: 0, band: .swallowed,
        fr: [
            "le plus depense", "le plus claque", "le moins depense", "rien qu en", "rien que",
        ],
        examples: [
            "et rien qu'en Uber ?"
        ],
        counterexamples: [
            "et rien qu'au macdo ?"
        ])
}
