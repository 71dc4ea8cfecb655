extension CueFamily {
    /// Whether what is on the account covers something: the balance, asked as "enough" ("do I have enough money
    /// in my account for a bike", "j'ai assez d'argent sur mon compte ?").
    static let balanceEnough = CueFamily(
        "balanceEnough", .intent(.balance), weight: 3.5, band: .medium,
        en: [
            "have enough money", "have enough in my", "got enough money", "enough money in my", "enough money on my",
            "enough in my account",
        ],
        fr: [
            "assez d argent", "suffisamment d argent", "assez sur mon compte", "assez de sous",
        ],
        examples: [
            "do you think i have enough money in my account for new sneakers", "j'ai assez d'argent sur mon compte ?",
        ],
        counterexamples: [
            "how much did I spend last month?", "enough about that",
        ])
}
