extension CueFamily {
    /// Cues of `leftover` that weigh 2.
    static let leftoverWeak = CueFamily(
        "leftoverWeak", .intent(.leftover), weight: 2, band: .weak,
        en: [
            "break even"
        ],
        fr: [
            "de cote"
        ],
        both: [
            "left", "remaining", "remains", "reste", "restant", "net",
        ],
        examples: [
            "money remaining this month?", "mon restant ce mois ?",
        ],
        counterexamples: [
            "il me rest cb ce mois"
        ])
}
