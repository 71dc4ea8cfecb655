extension CueFamily {
    /// Phrases read whole, weighing nothing, so that an off-topic cue inside them does not fire: "de retour de
    /// vacances" is back from a trip, not a return to a shop ("retour", `offTopicCancelReturn`); "how do I know
    /// when" asks when, not how to do something (`offTopicHowTo`); "j'ai un compte chez vous" says where the
    /// account is, not what the bank charges ("chez vous", `bankTerms`).
    static let offTopicSwallowed = CueFamily(
        "offTopicSwallowed", .intent(.offTopic), weight: 0, band: .swallowed,
        en: [
            "how do i know when", "how do i find when", "how do i find out when", "how do i check when",
            "how do i locate when", "how can i tell when", "how can i know when", "how do i ascertain when",
        ],
        fr: [
            "de retour de", "de retour du", "de retour d", "de retour des", "de retour a", "de retour au",
            "compte chez vous",
        ],
        examples: [
            "de retour de vacances, j’ai dépensé combien depuis lundi ?", "how do i know when to pay my gas bill",
            "j'ai un compte chez vous et je voulais voir mon solde",
        ],
        counterexamples: ["comment faire un retour chez Zara ?", "vous prenez combien de frais chez vous ?"])
}
