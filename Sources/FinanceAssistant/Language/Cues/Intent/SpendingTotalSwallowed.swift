extension CueFamily {
    /// Cues of `spendingTotal` that weigh 0: payday as a bound names a period, not income: swallowed, weightless
    /// ("until the salary comes in", "depuis que la paie est tombée").
    static let spendingTotalSwallowed = CueFamily(
        "spendingTotalSwallowed", .intent(.spendingTotal), weight: 0, band: .swallowed,
        en: [
            "until the salary", "until my salary", "until salary", "till the salary", "till my salary",
            "before salary day",
            "salary day", "since payday", "since pay day", "since my salary", "since the salary",
        ],
        fr: [
            "avant la paie", "avant la paye", "depuis la paie", "depuis la paye", "depuis que la paie",
            "depuis que la paye",
        ],
        examples: [
            "how much can I spend until my salary comes in?", "combien je peux dépenser avant la paie ?",
        ],
        counterexamples: [
            "et avant-hier ?"
        ])
}
