extension CueFamily {
    /// Cues of `periodSummary` that weigh 1.5.
    static let periodSummaryFaint = CueFamily(
        "periodSummaryFaint", .intent(.periodSummary), weight: 1.5, band: .weak,
        en: [
            "how was", "how did",
        ],
        fr: [
            "comment etait"
        ],
        both: [
            "report", "breakdown", "comment a ete",
        ],
        examples: [
            "spending breakdown please", "comment a été février ?",
        ],
        counterexamples: [
            "how about February"
        ])
}
