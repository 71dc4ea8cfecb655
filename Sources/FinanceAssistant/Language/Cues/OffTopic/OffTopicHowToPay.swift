extension CueFamily {
    /// How to pay, and shares of an income in general: "can I pay my rent by card?", "what percentage of my salary
    /// should go to rent?". Paying in a way, not the way alone: "combien par carte cette semaine", "how much have I
    /// withdrawn in cash" ask the ledger.
    static let offTopicHowToPay = CueFamily(
        "offTopicHowToPay", .intent(.offTopic), weight: 3.5, band: .medium,
        en: [
            "pay with a credit card", "pay with a card", "pay by card", "pay by credit card", "pay in cash",
            "pay by cheque", "pay by check", "pay contactless", "paying by card", "paying in cash", "should go to",
            "should be spent",
            "percentage of", "the word", "in english", "in french", "how do you spell",
            // how to fund something, whose tail is a subscription's cue: "how do I pay for college"
            "how do i pay for", "how can i pay for", "how will i pay for", "how to pay for",
            "how am i going to pay for",
        ],
        fr: [
            "payer par carte", "payer en carte", "payer en especes", "payer par cheque", "payer sans contact",
            "payer avec apple pay", "payer avec google pay", "doit aller", "pourcentage de", "le mot",
            "en anglais", "en francais",
        ],
        both: [
            "comment s ecrit"
        ],
        examples: [
            "can I pay by card at the market?", "je peux payer en espèces chez Picard ?",
            "any of them in English with subtitles?", "how do I pay for college",
        ],
        counterexamples: [
            "et par jour ?", "combien par carte cette semaine", "how much have I withdrawn in cash this month",
            "how much do I pay for Netflix",
        ])
}
