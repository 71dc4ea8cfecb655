extension CueFamily {
    /// Sums on amounts the user did not record: "what's 20 % VAT on 250 euros?".
    static let offTopicSums = CueFamily(
        "offTopicSums", .intent(.offTopic), weight: 3.5, band: .medium,
        en: [
            "reduction"
        ],
        fr: [
            "tva", "remise",
        ],
        both: [
            "%", "vat", "discount",
        ],
        examples: [
            "what's 20% VAT on 250 euros?", "la TVA sur 100 € ?",
        ],
        counterexamples: [
            "tv purchases this year"
        ])
}
