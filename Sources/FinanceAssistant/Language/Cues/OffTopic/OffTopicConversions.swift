extension CueFamily {
    /// Conversions and sums on amounts not recorded.
    static let offTopicConversions = CueFamily(
        "offTopicConversions", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "in pounds", "to dollars", "convert", "percent of", "each person", "gross",
            "after tax",
            "can i get for", "will i get for", "would i get for", "do i get for",
        ],
        fr: [
            "en euros", "en dollars", "en livres", "convertis", "% de", "chacun",
            "brut", "en net", "apres impots",
        ],
        both: [
            "in euros", "in dollars", "to euros", "conversion",
        ],
        examples: [
            "and in pounds?", "et en livres ?", "how many us dollars can i get for 20 euros",
        ],
        counterexamples: [
            "and the day after?"
        ])
}
