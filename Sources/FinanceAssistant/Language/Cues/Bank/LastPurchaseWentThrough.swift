extension CueFamily {
    /// Whether an expected payment went through (GUIDE §16, §20.9): "did the 40 € at Lidl go through?", "is my
    /// Amazon payment there?", "MAIF a bien prélevé ?" — the latest payment shows it.
    static let lastPurchaseWentThrough = CueFamily(
        "lastPurchaseWentThrough", .intent(.lastPurchase), weight: 5, band: .strong,
        en: [
            "go through", "gone through", "go through yet", "actually go through", "did it go through",
            "payment go through",
            "debit go through", "bill go through", "charge go through", "order go through", "transfer go through",
            "there yet",
            "showing", "was i charged by", "did i get charged by",
        ],
        fr: [
            "bien passe", "est bien passe", "bien parti", "est bien parti", "apparait", "a bien preleve",
            "bien preleve", "bien debite",
        ],
        examples: [
            "did that 27,58 € at Lidl actually go through?", "is my Amazon payment there yet?",
            "le paiement de 40 € chez Carrefour est bien passé ?", "MAIF a bien prélevé ce mois-ci ?",
        ],
        counterexamples: [
            "my transfer hasn’t gone through", "how much did I spend at Lidl?",
        ])
}
