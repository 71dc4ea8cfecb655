extension CueFamily {
    /// Whether the writer used their card somewhere, asked as a question: "have I used my card at Lidl lately?",
    /// "did I use my card at Amazon this week?", "quand ai-je utilisé ma carte chez Carrefour ?" — their own
    /// purchases, which the latest payment shows. A card named in a statement ("I used my card at an ATM and it was
    /// declined") or asked about for the future ("can I use my card at Lidl") stays the bank's matter.
    static let lastPurchaseCardUsed = CueFamily(
        "lastPurchaseCardUsed", .intent(.lastPurchase), weight: 5, band: .strong,
        en: [
            "have i used my card", "did i use my card", "when did i last use my card", "last used my card",
            "have i used my credit card", "did i use my credit card", "have i used my debit card",
            "did i use my debit card",
        ],
        fr: [
            "ai je utilise ma carte", "est ce que j ai utilise ma carte", "quand ai je utilise ma carte",
            "derniere fois que j ai utilise ma carte", "ai je paye par carte", "ai je paye avec ma carte",
        ],
        examples: [
            "have I used my card at Lidl lately?", "did I use my card at Amazon this week",
            "quand ai-je utilisé ma carte chez Carrefour ?",
        ],
        counterexamples: [
            "I used my card at an ATM and it was declined", "can I use my card at Lidl",
            "j'ai utilisé ma carte et elle a été refusée",
        ])
}
