extension CueFamily {
    /// Cues of `dailyAllowance` that weigh 2: "until payday" bounds a daily allowance but does not ask for one on
    /// its own: "how much have I got left till payday" is a leftover.
    static let dailyAllowanceWeak = CueFamily(
        "dailyAllowanceWeak", .intent(.dailyAllowance), weight: 2, band: .weak,
        en: [
            "until payday", "till payday", "until pay day", "before payday",
        ],
        fr: [
            "jusqu a la paie", "jusqu a la paye", "jusqu au salaire", "jusqu au virement",
        ],
        examples: [
            "what's left ✨ until payday ✨", "je vais tenir jusqu'à la paie ?",
        ],
        counterexamples: [
            "and the year before?"
        ])
}
