extension CueFamily {
    /// Cues of `leftover` that weigh 6.
    static let leftoverOverriding = CueFamily(
        "leftoverOverriding", .intent(.leftover), weight: 6, band: .overriding,
        en: [
            "than i was bringing in", "than i bring in", "than i brought in",
        ],
        fr: [
            "que ce que je gagne", "que ce que j ai gagne",
        ],
        examples: [
            "was I spending more than I was bringing in last month?", "j'ai dépensé plus que ce que je gagne ?",
        ],
        counterexamples: [
            "je crois que je t'aime"
        ])
}
