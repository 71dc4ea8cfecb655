extension CueFamily {
    /// Cues of `topCategories` that weigh 3.
    static let topCategoriesFirm = CueFamily(
        "topCategoriesFirm", .intent(.topCategories), weight: 3, band: .medium,
        en: [
            "most on", "what takes",
        ],
        fr: [
            "en quoi", "dans quoi", "sur quoi",
        ],
        both: [
            "categories", "category", "categorie", "postes", "poste",
        ],
        examples: [
            "which category?", "ça part dans quoi ?",
        ],
        counterexamples: [
            "wait what"
        ])
}
