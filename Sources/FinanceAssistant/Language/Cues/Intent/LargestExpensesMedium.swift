extension CueFamily {
    /// Cues of `largestExpenses` that weigh 2.5.
    static let largestExpensesMedium = CueFamily(
        "largestExpensesMedium", .intent(.largestExpenses), weight: 2.5, band: .medium,
        en: [
            "big spend"
        ],
        fr: [
            "plus grosses", "plus gros", "plus cher", "plus cheres", "grosse depense",
        ],
        both: [
            "biggest", "largest", "expensive", "highest",
        ],
        examples: [
            "the biggest one?", "le plus cher du mois ?",
        ],
        counterexamples: [
            "et disney plus ?"
        ])
}
