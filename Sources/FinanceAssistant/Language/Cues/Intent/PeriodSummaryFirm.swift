extension CueFamily {
    /// Cues of `periodSummary` that weigh 3.
    static let periodSummaryFirm = CueFamily(
        "periodSummaryFirm", .intent(.periodSummary), weight: 3, band: .medium,
        both: [
            "statement", "statements", "releve", "releves",
        ],
        examples: [
            "mon releve stp", "my january statement",
        ],
        counterexamples: [
            "Please state my total expenditure at Amazon since 1 January."
        ])
}
