extension CueFamily {
    /// Cues of `projection` that weigh 2.
    static let projectionWeak = CueFamily(
        "projectionWeak", .intent(.projection), weight: 2, band: .weak,
        en: [
            "will i", "am i going to", "going to",
        ],
        fr: [
            "vais je", "est ce que je vais", "je vais",
        ],
        examples: [
            "am I going to be ok?", "je vais y arriver ?",
        ],
        counterexamples: [
            "hey how's it going"
        ])
}
