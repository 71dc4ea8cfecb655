extension CueFamily {
    /// Cues of `dailyAllowance` that weigh 2.5.
    static let dailyAllowanceMedium = CueFamily(
        "dailyAllowanceMedium", .intent(.dailyAllowance), weight: 2.5, band: .medium,
        en: [
            "can i spend", "can i still spend", "allowed to spend", "could i spend",
        ],
        fr: [
            "je peux depenser", "je peux encore depenser", "puis je depenser", "je peux claquer",
            "je peux me permettre", "me permettre",
        ],
        both: [
            "afford", "a day",
        ],
        examples: [
            "how much can I spend per day", "combien je peux me permettre par jour ?",
        ],
        counterexamples: [
            "hw can i save mony"
        ])
}
