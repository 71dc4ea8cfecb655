extension CueFamily {
    /// The assistant itself: its tastes, its pay, what it would do.
    static let offTopicAssistant = CueFamily(
        "offTopicAssistant", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "do you like", "do you love", "do you prefer", "what would you", "if you had", "are you paid",
            "do you get paid", "do you earn", "how much do you earn", "how much do you make", "your favourite",
            "your favorite", "are you from", "where are you from", "tell me my name",
        ],
        fr: [
            "t es paye", "tu es paye", "tu gagnes", "tu aimes", "t aimes", "tu preferes",
            "et toi", "ton prefere", "ta preferee", "si tu avais", "tu as de l argent",
        ],
        examples: [
            "fixed or variable rate mortgage, what would you go for"
        ],
        counterexamples: [
            "wait what"
        ])
}
