extension CueFamily {
    /// Transport and travel information.
    static let offTopicTravel = CueFamily(
        "offTopicTravel", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "strike", "how long is the flight", "how long is an", "how long does it take", "how early", "passport",
            "suitcase", "luggage", "drive on the left", "work on the",
            "plug type", "plug adapter", "will i be safe",
        ],
        fr: [
            "passeport", "valise", "bagage", "roule a gauche", "permis", "indemniser",
            "en retard", "de retard", "toutes les combien", "marche sur",
        ],
        both: [
            "greve", "a visa", "un visa", "visa for", "visa pour", "tourist visa", "licence", "compensation",
            "late train",
        ],
        examples: [
            "is a suitcase free on Ouigo?", "y a grève dans le métro demain ?",
        ],
        counterexamples: [
            "et le mois passé", "what transactions did I put on my Visa last month?",
        ])
}
