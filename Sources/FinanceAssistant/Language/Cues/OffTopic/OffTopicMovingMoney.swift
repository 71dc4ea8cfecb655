extension CueFamily {
    /// Moving money for someone.
    static let offTopicMovingMoney = CueFamily(
        "offTopicMovingMoney", .intent(.offTopic), weight: 6, band: .overriding, refusal: .bankService,
        en: [
            "send money", "send some money",
        ],
        fr: [
            "envoie de l argent", "envoyer de l argent",
        ],
        examples: [
            "how do I send money to Portugal?", "comment envoyer de l'argent au Maroc ?",
        ],
        counterexamples: [
            "envoie-moi le relevé de février"
        ])
}
