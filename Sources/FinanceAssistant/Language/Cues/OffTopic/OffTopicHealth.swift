extension CueFamily {
    /// Health.
    static let offTopicHealth = CueFamily(
        "offTopicHealth", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "ibuprofen", "sore throat", "cough", "fever", "stretches", "see a doctor",
            "lose weight", "drink a day",
            // Body weight asked as an amount lost or gained: "lose" is also a money verb.
            "weight did i lose", "weight have i lost", "weight i lost", "weight i ve lost", "weight i have lost",
            "weight did i gain", "weight have i gained", "weight i gained", "kilos did i lose", "kilos have i lost",
        ],
        fr: [
            "ibuprofene", "doliprane", "mal a la gorge", "toux", "fievre", "mal au dos",
            "mal aux", "voir un medecin", "perdre du poids",
            "kilos j ai perdu", "kilos ai je perdu", "kilos perdus", "kilos j ai pris", "kilos ai je pris",
            "de poids ai je", "de poids j ai", "poids perdu",
        ],
        both: [
            "paracetamol", "back pain", "calories", "train for",
        ],
        examples: [
            "how do I train for my first 10k", "quel sport faire quand on a mal aux genoux",
            "how much weight did I lose this month", "how much weight have I lost since January?",
            "combien de kilos j'ai perdu ce mois-ci", "combien de poids ai-je perdu depuis janvier ?",
        ],
        counterexamples: [
            "haha pas mal", "how much did I lose at the casino last month?",
            "combien j'ai perdu au poker le mois dernier ?",
        ])
}
