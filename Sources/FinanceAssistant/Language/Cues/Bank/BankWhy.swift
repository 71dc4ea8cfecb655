extension CueFamily {
    /// Asking the bank to explain a payment, a fee or a problem (GUIDE §16): "why was my card declined?", "why did
    /// you charge me?", "c’est quoi le souci avec ma carte" — refused even beside a ledger question (GUIDE §16: a
    /// message that asks both is refused).
    static let bankWhy = CueFamily(
        "bankWhy", .intent(.offTopic), weight: 9, band: .overriding, refusal: .bankService, vetoes: true,
        en: [
            "why was my card", "why is my card", "why did my card", "why won t my card", "why does my card",
            "why does the",
            "why was my transfer", "why is my transfer", "why did my transfer", "why was my payment",
            "why is my payment", "why did my payment",
            "why did my", "why was my", "why was i charged", "why did i get charged", "why did i pay a fee",
            "why was there a fee",
            "why did you", "why do you", "why am i paying", "why can t i", "why isn t", "is it you blocking",
            "what s wrong with it", "what s wrong with my card", "what s up with my card", "what s the deal",
            "what does that mean", "why was it rejected",
            "what can you do",
        ],
        fr: [
            "pourquoi ma carte", "pourquoi mon virement", "pourquoi mon paiement", "pourquoi mon prelevement",
            "pourquoi j ai paye des frais", "pourquoi vous",
            "pourquoi on m a", "pourquoi j ai ete", "pourquoi je l ai pas", "pourquoi ma derniere", "pk vous",
            "pk j ai",
            "pk mon", "pq mon", "pk ma", "c est quoi le souci", "c est quoi le probleme", "ca veut dire quoi",
            "vous pouvez m expliquer", "expliquez moi", "qui a fait ca", "jcomprends pas",
        ],
        examples: [
            "why was my card declined at Lidl?", "why did you take 45 € for my card?",
            "pourquoi ma carte a été refusée chez Carrefour ?", "c’est quoi le souci avec ma carte",
        ],
        counterexamples: [
            "why is my spending so high?", "how much did I pay in bank fees last month?",
        ])
}
