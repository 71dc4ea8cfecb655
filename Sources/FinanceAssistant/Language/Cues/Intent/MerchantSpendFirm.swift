extension CueFamily {
    /// Cues of `merchantSpend` that weigh 3: merchantSpend: per visit / per order at the shop of the conversation
    static let merchantSpendFirm = CueFamily(
        "merchantSpendFirm", .intent(.merchantSpend), weight: 3, band: .medium,
        en: [
            "per visit", "each visit", "per order", "each time",
        ],
        fr: [
            "par passage", "a chaque fois", "par visite", "par commande", "chaque fois",
        ],
        examples: [
            "and per visit?", "et par passage ?",
        ],
        counterexamples: [
            "et par jour ?"
        ])
}
