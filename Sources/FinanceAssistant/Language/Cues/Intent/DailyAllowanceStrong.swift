extension CueFamily {
    /// Cues of `dailyAllowance` that weigh 4.
    static let dailyAllowanceStrong = CueFamily(
        "dailyAllowanceStrong", .intent(.dailyAllowance), weight: 4, band: .strong,
        en: [
            "per day", "each day", "a day until", "every day until", "safe to spend", "spend every day",
            "spend each day", "can i blow",
        ],
        fr: [
            "par jour", "chaque jour", "budget journalier", "par journee", "depenser chaque jour",
        ],
        both: [
            "daily", "daily budget", "budget per day", "quotidien", "quotidiennement", "quotidienne",
            "enveloppe",
        ],
        examples: [
            "et par jour ?", "ok and per day?",
        ],
        counterexamples: [
            "MTD spend"
        ])
}
