extension CueFamily {
    /// Cues of `spendingTotal` that weigh 1: a bare "how much" / "combien" in a money app is about spending, weakly
    static let spendingTotalHint = CueFamily(
        "spendingTotalHint", .intent(.spendingTotal), weight: 1, band: .weak,
        en: [
            "how much", "burned through", "go out", "out of pocket", "shelled out",
        ],
        fr: [
            "ca fait combien", "ca donne combien", "sorti de ma poche",
        ],
        both: [
            "combien", "lache", "burnt", "blown", "blow", "went",
            "outflows",
        ],
        examples: [
            "how much at Lidl?", "combien chez Lidl ?",
        ],
        counterexamples: [
            "how about February"
        ])
}
