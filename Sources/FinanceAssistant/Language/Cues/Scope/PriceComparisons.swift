extension CueFamily {
    /// Prices compared between shops ("Lidl c'est moins cher que Carrefour ?"): off topic unless the message names
    /// a period.
    static let priceComparisons = CueFamily(
        "priceComparisons", .priceComparison,
        en: [
            "cheaper than", "more expensive than",
        ],
        fr: [
            "moins cher que", "plus cher que", "moins chere que", "plus chere que",
        ],
        examples: [
            "was february more expensive than january", "février m'a coûté plus cher que janvier ?",
        ],
        counterexamples: [
            "et disney plus ?"
        ])
}
