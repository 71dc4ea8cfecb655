extension CueFamily {
    /// Cues of `incomeTotal` that weigh 5: money arriving in the account, which outweighs "in my account" (`balance`).
    static let incomeTotalDecisive = CueFamily(
        "incomeTotalDecisive", .intent(.incomeTotal), weight: 5, band: .strong,
        en: [
            "came into my account", "hit my account", "went into my account",
            "lands in my account", "landed in my account", "land in my account", "show up in my account",
            "showed up in my account", "shown up in my account", "salary in my account", "paycheck in my account",
            "wages in my account",
        ],
        fr: [
            "est rentre sur mon compte", "rentre sur mon compte", "arrive sur mon compte", "credite sur mon compte",
        ],
        examples: [
            "qu'est-ce qui est rentré sur mon compte en janvier",
            "did my salary show up in my account?", "is my salary in my account yet",
        ],
        counterexamples: [
            "c'est quoi mon solde"
        ])
}
