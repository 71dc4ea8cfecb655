extension CueFamily {
    /// Cues of `upcomingCharges` that weigh 2.5.
    static let upcomingChargesMedium = CueFamily(
        "upcomingChargesMedium", .intent(.upcomingCharges), weight: 2.5, band: .medium,
        both: [
            "soon", "bientot",
        ],
        examples: [
            "is anything big coming out soon", "j'ai des trucs qui vont être débités bientôt ?",
        ],
        counterexamples: [
            "salut, bien dormi ?"
        ])
}
