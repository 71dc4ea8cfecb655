extension CueFamily {
    /// Cues of `spendingTotal` that weigh 1.5.
    static let spendingTotalFaint = CueFamily(
        "spendingTotalFaint", .intent(.spendingTotal), weight: 1.5, band: .weak,
        en: [
            "shopping at", "went to", "go to", "gone to",
        ],
        fr: [
            "passe chez", "j ai mis",
        ],
        both: [
            "spend", "spent", "spending", "expenses", "expense", "expenditure",
            "depense", "depenses", "depenser", "claque", "crame", "debourse",
            "cost me", "costed", "blew", "splashed", "paid", "coute",
            "coutent", "payments", "purchases", "visits", "visited", "orders",
            "ordered", "commande", "commandes", "alle", "sorti",
        ],
        examples: [
            "MTD spend", "dépenses du S1",
        ],
        counterexamples: [
            "and shopping?"
        ])
}
