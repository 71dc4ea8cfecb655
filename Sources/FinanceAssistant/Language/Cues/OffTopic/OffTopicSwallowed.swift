extension CueFamily {
    /// Phrases read whole, weighing nothing, so that an off-topic cue inside them does not fire: "de retour de
    /// vacances" is back from a trip, not a return to a shop ("retour", `offTopicCancelReturn`).
    static let offTopicSwallowed = CueFamily(
        "offTopicSwallowed", .intent(.offTopic), weight: 0, band: .swallowed,
        fr: ["de retour de", "de retour du", "de retour d", "de retour des", "de retour a", "de retour au"],
        examples: ["de retour de vacances, j’ai dépensé combien depuis lundi ?"],
        counterexamples: ["comment faire un retour chez Zara ?"])
}
