extension CueFamily {
    /// Where a shop is: as light as a topic ("la station près de chez moi, j'y ai mis combien ?" is still mine).
    static let offTopicNearby = CueFamily(
        "offTopicNearby", .intent(.offTopic), weight: 3.5, band: .medium,
        en: [
            "near me", "nearby", "near here", "around here", "in town",
        ],
        fr: [
            "pres de chez moi", "pres d ici", "dans le coin", "en ville", "a cote de chez moi",
        ],
        examples: [
            "la station Total près de chez moi, j'y ai mis combien ce mois-ci ?"
        ],
        counterexamples: [
            "et dans les restos ?"
        ])
}
