extension CueFamily {
    /// Cues of `periodSummary` that weigh 2.5.
    static let periodSummaryMedium = CueFamily(
        "periodSummaryMedium", .intent(.periodSummary), weight: 2.5, band: .medium,
        en: [
            "how was my", "how s my",
        ],
        fr: [
            "comment etait mon", "comment s est passe mon",
        ],
        examples: [
            "how was my February?", "comment était mon budget en mars ?",
        ],
        counterexamples: [
            "how about February"
        ])
}
