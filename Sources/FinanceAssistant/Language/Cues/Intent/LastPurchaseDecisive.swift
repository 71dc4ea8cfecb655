extension CueFamily {
    /// Cues of `lastPurchase` that weigh 5.
    static let lastPurchaseDecisive = CueFamily(
        "lastPurchaseDecisive", .intent(.lastPurchase), weight: 5, band: .strong,
        en: [
            "last time", "when did i last", "when was the last", "when was my last", "last purchase", "last payment",
            "last order", "last visit", "last went", "last bought", "most recent", "latest purchase",
            "latest payment", "when did i go", "last ordered", "last used", "last took", "last charged",
        ],
        fr: [
            "derniere fois", "dernier achat", "dernier paiement", "derniere commande", "dernier passage",
            "c etait quand",
            "quand est ce que j ai", "quand ai je", "depuis quand", "dernier prelevement", "derniere facture",
        ],
        both: [
            "last charge", "last direct debit",
        ],
        examples: [
            "when was my last uber", "dernier resto c'était quand",
        ],
        counterexamples: [
            "no, last week"
        ])
}
