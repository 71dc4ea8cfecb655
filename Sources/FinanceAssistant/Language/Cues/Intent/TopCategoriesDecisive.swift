extension CueFamily {
    /// Cues of `topCategories` that weigh 5.
    static let topCategoriesDecisive = CueFamily(
        "topCategoriesDecisive", .intent(.topCategories), weight: 5, band: .strong,
        en: [
            "where does my money go", "where is my money going", "where did my money go", "where does all my money go",
            "where my money goes", "spend the most on",
            "spend most on", "spent the most on", "spent most on", "biggest categories", "by category", "per category",
            "biggest spending categories", "what eats", "what do i spend the most", "what do i spend most",
            "what costs me the most", "categories where i spend the most",
            "category where i spend the most", "things i spend", "things i spend money on", "where s my money",
            "where has my money", "where has all my money",
            "money been going", "my money going", "my money gone", "my money went", "eats my budget", "eats up my",
            "biggest category", "expense category", "spending category", "top category", "the most money on",
            "most money on",
            "biggest bite", "bite out of",
        ],
        fr: [
            "ou part mon argent", "ou passe mon argent", "ou va mon argent", "ou file mon argent", "ou part ma thune",
            "ou passe ma thune",
            "ou part mon fric", "postes de depenses", "postes de depense", "poste de depense", "par categorie",
            "par poste",
            "en quoi je depense", "dans quoi je depense", "sur quoi je depense", "le plus en quoi",
            "categories ou je depense le plus", "mon argent part",
            "mon argent passe", "mon argent est passe", "mon argent est parti", "mon fric est parti",
            "est parti mon fric", "est passe mon argent",
            "ma thune passe", "passe toute ma thune", "plombe mon budget", "bouffe mon budget", "plus grosse categorie",
            "categorie de depense",
            "dans quoi part", "en quoi part", "me coute le plus", "qui me coute le plus",
        ],
        both: [
            "top categories", "repartition", "main things", "plombe",
        ],
        examples: [
            "mon argent part où", "what costs me the most",
        ],
        counterexamples: [
            "wait what"
        ])
}
