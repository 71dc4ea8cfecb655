extension CueFamily {
    /// Cues of `periodSummary` that weigh 8: cues once listed in two groups: one entry with the weight both gave.
    static let periodSummaryFixed = CueFamily(
        "periodSummaryFixed", .intent(.periodSummary), weight: 8, band: .overriding,
        fr: [
            "comment ca s est passe"
        ],
        examples: [
            "comment ça s'est passé en février ?"
        ],
        counterexamples: [
            "comment tu t'appelles ?"
        ])
}
