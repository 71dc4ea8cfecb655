extension CueFamily {
    /// The records themselves asked for (GUIDE §10.9: "show my last transactions" is `lastPurchase`): "show me my
    /// transactions from last week", "i need to see my shopping transactions", "mes transactions Carrefour",
    /// "transactions des 30 derniers jours" — a list of payments, most recent first, with the shop, category and
    /// period said. Weighs 3: above a shop's own `merchantSpend` (1), below a spending cue (how much, total).
    static let lastPurchaseRecords = CueFamily(
        "lastPurchaseRecords", .intent(.lastPurchase), weight: 3, band: .medium,
        en: [
            "see all", "show all", "list all", "bring up all", "pull up all",
            "transaction history", "list of transactions", "list of transaction", "list my transactions",
        ],
        fr: [
            "mes operations", "historique des transactions", "liste des transactions", "transactions recentes",
            "transactions recents",
        ],
        both: [
            "transactions", "transaction", "tx",
        ],
        examples: [
            "bring up all purchases from Amazon",
            "show me my transactions from yesterday", "i need to see my shopping transactions",
            "Mes transactions Carrefour", "Transactions des 30 derniers jours",
        ],
        counterexamples: [
            "how much did I spend at Carrefour last week?", "mes derniers achats",
        ])
}
