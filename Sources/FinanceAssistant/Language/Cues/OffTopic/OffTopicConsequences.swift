extension CueFamily {
    /// Consequences and safety: how things work, not what happened.
    static let offTopicConsequences = CueFamily(
        "offTopicConsequences", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "what happens if", "what happens when", "is it safe",
        ],
        fr: [
            "que se passe t il si", "qu est ce qui se passe si", "que se passe t il quand", "c est sur de",
            "est ce sur", "est ce que c est sur",
        ],
        examples: [
            "is it safe to freeze cooked rice"
        ],
        counterexamples: [
            "wait what"
        ])
}
