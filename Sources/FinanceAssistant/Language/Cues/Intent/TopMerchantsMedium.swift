extension CueFamily {
    /// Cues of `topMerchants` that weigh 2.5.
    static let topMerchantsMedium = CueFamily(
        "topMerchantsMedium", .intent(.topMerchants), weight: 2.5, band: .medium,
        both: [
            "merchants", "shops", "stores", "magasins", "enseignes", "commercants",
            "commerces", "boutiques", "marchands", "retailers", "places",
        ],
        examples: [
            "my favourite shops?", "mes enseignes préférées",
        ],
        counterexamples: [
            "taxis in march?"
        ])
}
