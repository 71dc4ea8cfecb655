extension CueFamily {
    /// Openers that also open money questions ("what's the damage at Biocoop", "c'est quoi le plus gros achat"): no
    /// content.
    static let offTopicOpeners = CueFamily(
        "offTopicOpeners", .intent(.offTopic), weight: 1.5, band: .weak,
        en: [
            "what is the", "what s the",
        ],
        fr: [
            "c est quoi le"
        ],
        examples: [
            "c'est quoi le SMIC en 2026", "what's the VAT rate in france",
        ],
        counterexamples: [
            "wait what"
        ])
}
