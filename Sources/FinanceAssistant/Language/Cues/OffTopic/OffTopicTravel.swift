extension CueFamily {
    /// Transport and travel information.
    static let offTopicTravel = CueFamily(
        "offTopicTravel", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "carry on", "checked bag", "checked luggage", "hand luggage",
            "strike", "how long is the flight", "how long is an", "how long does it take", "how early", "passport",
            "suitcase", "luggage", "drive on the left", "work on the",
            "plug type", "plug adapter", "will i be safe",
        ],
        fr: [
            "bagage cabine", "bagage en soute", "bagages en soute",
            "passeport", "valise", "bagage", "roule a gauche", "permis", "indemniser",
            "en retard", "de retard", "toutes les combien", "marche sur",
        ],
        both: [
            "greve", "a visa", "un visa", "visa for", "visa pour", "tourist visa", "licence", "compensation",
            "late train",
        ],
        examples: [
            "do I need to pay for a carry on with easyJet", "faut-il payer le bagage cabine chez Ryanair ?",
            "is a suitcase free on Ouigo?", "y a grève dans le métro demain ?",
        ],
        counterexamples: [
            "how much did I spend on flights last year?",
            "et le mois passé", "what transactions did I put on my Visa last month?",
        ])
}
