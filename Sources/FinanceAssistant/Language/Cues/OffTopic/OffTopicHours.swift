extension CueFamily {
    /// Opening hours, delivery, the nearest place.
    static let offTopicHours = CueFamily(
        "offTopicHours", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "open at", "open today", "open tomorrow", "open now", "open late", "is open",
            "still open", "opening hours", "closed", "closing time", "deliver", "delivers",
            "deliver to", "nearest",
        ],
        fr: [
            "ouvert", "ouverte", "ouverts", "ouvrent", "ferme le", "a ferme",
            "horaires", "livre a", "livre le", "livrent", "le plus proche", "la plus proche",
            "de garde",
        ],
        both: [
            "open on", "on call",
        ],
        examples: [
            "Ikea livre le samedi ?", "is Monoprix open on Sunday?",
        ],
        counterexamples: [
            "latest Deliveroo?"
        ])
}
