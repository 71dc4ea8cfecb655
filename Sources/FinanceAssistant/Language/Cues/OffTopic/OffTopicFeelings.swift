extension CueFamily {
    /// Money feelings, said rather than asked.
    static let offTopicFeelings = CueFamily(
        "offTopicFeelings", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "stressed", "stressing", "anxious", "scared", "afraid", "hate being",
            "ashamed", "proud", "broke at", "money fights",
        ],
        fr: [
            "je stresse", "stresse pour", "angoisse", "j ai peur", "j ai honte", "deprime",
            "j en ai marre", "marre d etre", "fier de", "fiere de", "la galere",
            "je galere", "etre fauche", "disputes d argent",
        ],
        both: [
            "me deprime", "a mess",
        ],
        examples: [
            "I'm so stressed about money", "j'en ai marre d'être fauché",
        ],
        counterexamples: [
            "money in this week?"
        ])
}
