extension CueFamily {
    /// Conversions and sums on amounts not recorded.
    static let offTopicConversions = CueFamily(
        "offTopicConversions", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "in pounds", "to dollars", "convert", "percent of", "each person", "gross",
            "after tax",
        ],
        fr: [
            "en euros", "en dollars", "en livres", "convertis", "% de", "chacun",
            "brut", "en net", "apres impots",
        ],
        both: [
            "in euros", "in dollars", "to euros", "conversion",
        ],
        examples: [
            "and in pounds?", "et en livres ?",
        ],
        counterexamples: [
            "and the day after?"
        ])
}
