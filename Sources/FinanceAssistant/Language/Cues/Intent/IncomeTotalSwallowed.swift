extension CueFamily {
    /// Cues of `incomeTotal` that weigh 0: the records the writer made are no income, whether a list or a count
    /// follows from the words around them ("what purchases did I make last week", "how many card payments did I
    /// make in February?"): "did I make" after them is swallowed, weightless.
    static let incomeTotalSwallowed = CueFamily(
        "incomeTotalSwallowed", .intent(.incomeTotal), weight: 0, band: .swallowed,
        en: [
            "transactions did i make", "purchases did i make", "payments did i make", "transfers did i make",
            "transaction did i make", "purchase did i make", "payment did i make", "transactions have i made",
            "purchases have i made", "payments have i made", "transfers have i made",
        ],
        examples: [
            "how many card payments did I make in February?", "how many purchases did i make at Lidl",
            "how many payments have i made this week",
        ],
        counterexamples: [
            "how much did I make last month?"
        ])
}
