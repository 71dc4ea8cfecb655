extension CueFamily {
    /// "how much" in so many words: with a shop or a category and a period, a money question whatever context
    /// surrounds it.
    static let howMuch = CueFamily(
        "howMuch", .howMuch,
        en: [
            "how much"
        ],
        fr: [
            "combien"
        ],
        both: [
            "cb"
        ],
        examples: [
            "je gagne combien", "how much do I make",
        ],
        counterexamples: [
            "how about February"
        ])
}
