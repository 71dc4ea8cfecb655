extension CueFamily {
    /// Cues of `largestExpenses` that weigh 5.
    static let largestExpensesDecisive = CueFamily(
        "largestExpensesDecisive", .intent(.largestExpenses), weight: 5, band: .strong,
        en: [
            "biggest expenses", "biggest expense", "largest expenses", "largest expense", "biggest purchases",
            "biggest purchase",
            "biggest payments", "biggest payment", "largest payments", "largest purchases", "most expensive",
            "big purchases",
            "big expenses", "biggest spends", "top expenses", "largest transactions", "biggest transactions",
            "biggest bills",
            "largest amounts", "biggest amounts", "highest expenses", "highest payments", "big payments",
            "large expenses",
            "large purchases", "large payments", "hurt the most", "in one go", "single biggest", "biggest single",
            "most i ve ever spent",
        ],
        fr: [
            "plus grosses depenses", "plus grosse depense", "plus gros achats", "plus gros achat", "grosses depenses",
            "gros achats",
            "plus grosses sorties", "plus gros paiements", "les plus couteuses", "les plus chers", "les plus cheres",
            "plus grosses factures",
            "depenses les plus importantes", "plus gros montants", "grosses sorties", "gros paiements",
            "gros prelevements", "grosses factures",
            "fait le plus mal", "en une fois", "en une seule fois", "la plus elevee", "plus elevee", "le plus eleve",
            "plus eleve", "le plus cher que", "la plus chere que", "les plus chers que",
        ],
        both: [
            "costliest", "plus grosses transactions", "big ticket", "priciest",
        ],
        examples: [
            "biggest spends last week", "mes plus gros achats en 2023",
        ],
        counterexamples: [
            "dépenses du S1"
        ])
}
