extension CueFamily {
    /// "Mes achats" asks what was spent, as a total: "mes achats de mai", "total de mes achats aujourd'hui",
    /// "achats des 3 derniers mois", "mes achats chez Leclerc". ("Mes derniers achats" lists the latest ones:
    /// `lastPurchaseStrong`.)
    static let spendingTotalPurchases = CueFamily(
        "spendingTotalPurchases", .intent(.spendingTotal), weight: 2.5, band: .medium,
        fr: [
            "mes achats", "achats du", "achats de", "achats des", "achats en", "mes depenses",
        ],
        examples: [
            "Mes achats de mai", "Achats des 3 derniers mois", "total de mes achats aujourd'hui",
        ],
        counterexamples: [
            "mes derniers achats", "my purchases",
        ])
}
