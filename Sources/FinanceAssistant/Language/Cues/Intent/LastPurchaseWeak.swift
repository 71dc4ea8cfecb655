extension CueFamily {
    /// Cues of `lastPurchase` that weigh 2.
    static let lastPurchaseWeak = CueFamily(
        "lastPurchaseWeak", .intent(.lastPurchase), weight: 2, band: .weak,
        en: [
            "when did", "when was",
        ],
        fr: [
            "mon dernier", "ma derniere",
        ],
        both: [
            "latest", "quand", "recent",
        ],
        examples: [
            "latest Uber?", "mon dernier resto ?",
        ],
        counterexamples: [
            "mon solde stp"
        ])
}
