extension CueFamily {
    /// Cues of `lastPurchase` that weigh 4.
    static let lastPurchaseStrong = CueFamily(
        "lastPurchaseStrong", .intent(.lastPurchase), weight: 4, band: .strong,
        en: [
            "how long since", "how long ago", "how many days ago", "how many days since", "i last", "did i last",
            "last pay", "latest transactions", "recent transactions", "last five", "last ten", "last few transactions",
            "last few payments", "last few purchases", "last few things", "last thing i", "latest outgoings",
            "last card payments",
            "last payments", "last withdrawal", "last cash withdrawal", "last bill", "last phone bill", "last one",
            "the last thing", "date of my last", "last run", "most recently",
            "latest charges", "recent charges", "last charges", "latest debits", "recent debits",
        ],
        fr: [
            "combien de temps que", "combien de temps depuis", "combien de jours que", "il y a combien de jours",
            "la plus recente", "plus recente",
            "derniers mouvements", "derniers achats", "derniers paiements", "derniers debits", "dernieres transactions",
            "dernieres ope",
            "dernier retrait", "derniers prelevements",
        ],
        both: [
            "le plus recent", "last transactions", "dernieres operations", "dernieres opes",
            "operations les plus recentes",
        ],
        examples: [
            "when was I last there?", "mes derniers achats CB", "pull up the latest charges on my bank account",
            "les derniers prélèvements sur mon compte",
        ],
        counterexamples: [
            "no, last week"
        ])
}
