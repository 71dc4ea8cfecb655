extension CueFamily {
    /// Cinema listings.
    static let offTopicCinema = CueFamily(
        "offTopicCinema", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "what s on at", "playing at", "showing at",
        ],
        fr: [
            "passe quoi", "qu est ce qui passe", "a l affiche", "en vo",
        ],
        both: [
            "what s on"
        ],
        examples: [
            "y en a en VO ?", "what's on at the UGC Bercy tonight?",
        ],
        counterexamples: [
            "wait what"
        ])
}
