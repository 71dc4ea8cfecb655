extension CueFamily {
    /// How-to: "how do I / you …", "comment on fait" (cancelling or returning is stronger).
    static let offTopicHowTo = CueFamily(
        "offTopicHowTo", .intent(.offTopic), weight: 3.5, band: .medium,
        en: [
            "how do i", "how do you", "how to", "how can you", "can you use", "can i use",
            "can you bring",
        ],
        fr: [
            "comment faire pour", "comment se", "on peut", "peut on", "est ce qu on",
        ],
        both: [
            "comment on", "comment s",
        ],
        examples: [
            "how do i stop overspending", "comment on calcule les APL ?",
        ],
        counterexamples: [
            "how about February"
        ])
}
