extension CueFamily {
    /// Cues of `savingsIdeas` that weigh 10.
    static let savingsIdeasAbsolute = CueFamily(
        "savingsIdeasAbsolute", .intent(.savingsIdeas), weight: 10, band: .overriding,
        fr: [
            "faire des economies"
        ],
        examples: [
            "comment je pourrais faire des économies"
        ],
        counterexamples: [
            "il va faire quel temps ce week-end ?"
        ])
}
