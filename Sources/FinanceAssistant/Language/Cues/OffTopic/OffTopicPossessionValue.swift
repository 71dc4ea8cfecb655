extension CueFamily {
    /// What a thing the writer owns is worth, or how its value moved: no ledger holds a car's or a house's price
    /// today, only what was paid for it ("how much is my car worth", "combien vaut ma maison").
    static let offTopicPossessionValue = CueFamily(
        "offTopicPossessionValue", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "my car worth", "my house worth", "my home worth", "my flat worth", "my apartment worth",
            "my watch worth", "in value", "house value", "home value", "resale value",
        ],
        fr: [
            "vaut ma voiture", "vaut ma maison", "vaut mon appart", "vaut mon appartement", "vaut ma montre",
            "valeur de ma maison", "valeur de ma voiture", "valeur de mon appartement", "valeur de revente",
            "cote de ma voiture",
        ],
        examples: [
            "how much is my car worth", "how much did my house go up in value", "combien vaut ma voiture",
            "quelle est la valeur de revente de ma voiture",
        ],
        counterexamples: [
            "how much did I pay for my car last year", "combien j'ai payé pour la maison en mars",
            "was it worth it to buy my car",
        ])
}
