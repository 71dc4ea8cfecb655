extension CueFamily {
    /// Cues of `savingsIdeas` that weigh 2.5.
    static let savingsIdeasMedium = CueFamily(
        "savingsIdeasMedium", .intent(.savingsIdeas), weight: 2.5, band: .medium,
        en: [
            "save money"
        ],
        both: [
            "tips", "ideas", "economiser", "idees", "astuces", "conseils",
            "reduce", "reduire", "cheaper", "couper", "save", "cut",
            "economies",
        ],
        examples: [
            "any tips?", "des astuces ?",
        ],
        counterexamples: [
            "et en 2024 du coup ?"
        ])
}
