extension CueFamily {
    /// Rules of thumb and savings doctrine.
    static let offTopicRulesOfThumb = CueFamily(
        "offTopicRulesOfThumb", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "rule of thumb", "the rule", "emergency fund", "pocket money", "difference between my",
        ],
        fr: [
            "la regle", "fonds d urgence", "matelas de securite", "argent de poche", "difference entre mon",
            "difference entre mes",
            "la difference entre", "faire un budget", "budget quand je",
        ],
        both: [
            "50 30 20", "epargne de precaution", "difference entre ma", "make a budget", "start a budget",
        ],
        examples: [
            "c'est quoi la différence entre RTT et congés payés ?",
            "how much should I keep as an emergency fund and where do I invest the rest",
        ],
        counterexamples: [
            "and the Free one?"
        ])
}
