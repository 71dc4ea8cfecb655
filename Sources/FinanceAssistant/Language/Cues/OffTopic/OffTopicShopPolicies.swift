extension CueFamily {
    /// Shop policies and trivia.
    static let offTopicShopPolicies = CueFamily(
        "offTopicShopPolicies", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "busy", "crowded", "opening", "reachable", "phone number", "where to buy",
            "where can i buy", "receipt", "proof of purchase", "its prices", "their prices", "raising",
            "price increase", "change my address", "update my address", "cheaper at", "is cheaper", "cheapest",
            "founded", "who owns", "german or", "bringing out", "meal vouchers", "pay with apple pay",
            "self checkout", "samples", "warranty", "free shipping", "accept cards", "take cards",
            "extra member", "accept cash", "take credit cards", "accept credit cards", "take apple pay",
            "accept apple pay",
            // what a shop is worth trusting, with its name read apart: "is PayPal safe" reads "is safe"
            "is safe", "is it legit", "is legit", "a scam", "trustworthy", "is reliable",
        ],
        fr: [
            "du monde", "joignable", "ou acheter", "achete ou", "ticket de caisse", "francs suisses",
            "ses prix", "leurs prix", "changer mon adresse", "changer d adresse", "changer mon code",
            "modifier mon adresse",
            "le moins cher", "moins cher chez", "pas cher", "fonde", "appartient", "titres resto",
            "payer en cb", "minimum pour payer", "echantillons", "garantie", "reprend", "reprennent",
            "frais de port", "gratuit", "gratuite", "refuser la carte", "accepte la carte", "acceptent la carte",
            "prend la carte", "prennent la carte", "accepte les especes",
        ],
        both: [
            "bonde", "open", "numero de telephone", "usd", "cad", "gbp",
            "chf", "jpy", "dollars canadiens", "change my pin", "s appelle", "ticket resto",
            "tickets resto", "refuse card",
        ],
        examples: [
            "100 eur to cad", "on l'achète où à Roissy ?", "does aldi accept credit cards",
            "est-ce que Lidl accepte la carte ?", "is paypal safe",
        ],
        counterexamples: [
            "and Free?", "how much cash did I take out last week",
        ])
}
