extension CueFamily {
    /// Cues of `incomeTotal` that weigh 5.
    static let incomeTotalDecisive = CueFamily(
        "incomeTotalDecisive", .intent(.incomeTotal), weight: 5, band: .strong,
        en: [
            "came into my account", "hit my account", "went into my account",
        ],
        fr: [
            "est rentre sur mon compte", "rentre sur mon compte", "arrive sur mon compte", "credite sur mon compte",
        ],
        examples: [
            "qu'est-ce qui est rentré sur mon compte en janvier"
        ],
        counterexamples: [
            "c'est quoi mon solde"
        ])
}
