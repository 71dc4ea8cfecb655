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
            // the records made, where "did I make" alone is income ("what purchases did I make last week")
            "what transactions did i make", "which transactions did i make", "what purchases did i make",
            "which purchases did i make", "what payments did i make", "which payments did i make",
            "what transfers did i make", "which transfers did i make", "what purchases have i made",
            "which purchases have i made", "what payments have i made", "which payments have i made",
            "what transactions have i made", "which transactions have i made", "did i make any purchases",
            "did i make any purchase", "did i make any payments", "did i make any payment",
            "did i make any transactions", "did i make a purchase", "did i make a payment", "did i make a transaction",
            // the writer's records to look over, where "verify" alone is the bank's check of a card or an identity
            "verify my transactions", "verify my recent transactions", "verify my last transactions",
            "verify my latest transactions", "verify the transactions", "verify my charges", "verify my purchases",
            "verify my payments", "review my transactions", "review my recent transactions", "review my charges",
            "verify the last transactions", "verify the latest transactions", "verify the recent transactions",
            "verify the purchases", "verify the charges", "verify the payments", "verify the last purchases",
            "verify the last charges", "verify the last payments", "verify my recent purchases",
            "verify my last purchases", "verify my latest purchases", "verify my recent charges",
            "verify my last charges", "verify my recent payments", "verify my last payments",
            "verify my card transactions", "verify my recent card transactions", "verify my recent card purchases",
            "verify my card purchases",
            // what a card holds, where the card alone is the bank's ("what items do I have on my amex card"); not
            // "purchases on my card", which the biggest ones are too ("my five biggest purchases on my visa")
            "items on my", "items do i have on", "items are on my", "purchases are on my", "purchases do i have on",
            "charges do i have on",
        ],
        fr: [
            "mes operations", "historique des transactions", "liste des transactions", "transactions recentes",
            "transactions recents",
            "achats j ai faits", "achats ai je faits", "achats que j ai faits", "achats j ai fait",
            "achats que j ai fait",
            "paiements j ai faits", "paiements ai je faits", "paiements que j ai faits", "paiements j ai effectues",
            "paiements ai je effectues", "paiements que j ai effectues", "operations j ai faites",
            "operations ai je faites", "operations que j ai faites",
            "historique de ma carte", "historique de mes operations",
            "historique des operations", "historique de mes paiements", "historique des paiements",
            "historique de mes achats",
            "verifier mes transactions", "verifier mes operations", "verifier mes dernieres operations",
            "verifier mes dernieres transactions", "verifier mes paiements", "verifier mes achats",
            "montre moi les operations", "montre les operations", "affiche les operations",
            "affiche moi les operations",
            "voir les operations", "achats j ai sur",
        ],
        both: [
            "transactions", "transaction", "tx",
        ],
        examples: [
            "bring up all purchases from Amazon",
            "show me my transactions from yesterday", "i need to see my shopping transactions",
            "Mes transactions Carrefour", "Transactions des 30 derniers jours",
            "what purchases did i make last week", "did i make any purchases at Amazon last week",
            "quels paiements ai-je effectués la semaine dernière ?", "je veux consulter l'historique de ma carte",
            "i'd like to verify my recent transactions", "je voudrais vérifier mes dernières opérations",
            "verify the last transactions on my card", "can you verify my recent card purchases",
            "montre moi les opérations d'aujourd'hui",
            "what items do i have on my amex card this month", "quels achats j'ai sur ma carte ce mois-ci ?",
        ],
        counterexamples: [
            "how much did I spend at Carrefour last week?", "mes derniers achats",
            "What were the twelve biggest charges on my card in 2024?",
        ])
}
