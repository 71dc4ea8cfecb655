extension CueFamily {
    /// Whether the money on the account covers a purchase, said with "cover": the balance, however strong an
    /// insurer's "cover my…" beside it ("can the funds in my account cover my ski pass?").
    static let balanceCovers = CueFamily(
        "balanceCovers", .intent(.balance), weight: 7, band: .overriding,
        en: [
            "account cover", "account right now cover", "account to cover", "funds in my", "amount in my",
            "money in my account cover",
        ],
        fr: [
            "assez sur mon compte pour", "de quoi couvrir",
        ],
        examples: [
            "can the funds in my checking account cover my ski pass?",
            "will the money in my account cover a new dryer?",
        ],
        counterexamples: [
            "does my insurance cover my phone?", "is my phone covered by my policy?",
        ])
}
