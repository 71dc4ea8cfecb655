extension CueFamily {
    /// Health.
    static let offTopicHealth = CueFamily(
        "offTopicHealth", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "ibuprofen", "sore throat", "cough", "fever", "stretches", "see a doctor",
            "lose weight", "drink a day",
        ],
        fr: [
            "ibuprofene", "doliprane", "mal a la gorge", "toux", "fievre", "mal au dos",
            "mal aux", "voir un medecin", "perdre du poids",
        ],
        both: [
            "paracetamol", "back pain", "calories", "train for",
        ],
        examples: [
            "how do I train for my first 10k", "quel sport faire quand on a mal aux genoux",
        ],
        counterexamples: [
            "haha pas mal"
        ])
}
