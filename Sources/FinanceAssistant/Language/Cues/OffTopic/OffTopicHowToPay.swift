extension CueFamily {
    /// How to pay, and shares of an income in general: "can I pay my rent by card?", "what percentage of my salary
    /// should go to rent?".
    static let offTopicHowToPay = CueFamily(
        "offTopicHowToPay", .intent(.offTopic), weight: 3.5, band: .medium,
        en: [
            "with a credit card", "with a card", "by card", "by credit card", "in cash", "by cheque",
            "by check", "contactless", "with apple pay", "with google pay", "should go to", "should be spent",
            "percentage of", "the word", "in english", "in french", "how do you spell",
        ],
        fr: [
            "par carte", "en carte", "en especes", "doit aller", "pourcentage de", "le mot",
            "en anglais", "en francais",
        ],
        both: [
            "par cheque", "sans contact", "avec apple pay", "avec google pay", "comment s ecrit",
        ],
        examples: [
            "mes derniers paiements par carte ?", "any of them in English with subtitles?",
        ],
        counterexamples: [
            "et par jour ?"
        ])
}
