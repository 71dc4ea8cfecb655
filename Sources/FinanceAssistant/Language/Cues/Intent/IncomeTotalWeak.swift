extension CueFamily {
    /// Cues of `incomeTotal` that weigh 2.
    static let incomeTotalWeak = CueFamily(
        "incomeTotalWeak", .intent(.incomeTotal), weight: 2, band: .weak,
        en: [
            "coming in", "come in",
        ],
        both: [
            "recu", "incoming", "deposits", "entrees", "inflows", "gains",
        ],
        examples: [
            "did my wages come in?", "j'ai reçu combien en mars ?",
        ],
        counterexamples: [
            "what's coming out next May"
        ])
}
