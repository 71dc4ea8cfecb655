extension CueFamily {
    /// Cues of `upcomingCharges` that weigh 3.
    static let upcomingChargesFirm = CueFamily(
        "upcomingChargesFirm", .intent(.upcomingCharges), weight: 3, band: .medium,
        en: [
            "due to take"
        ],
        fr: [
            "le prelevement", "est preleve", "est prelevee", "sont preleves", "est debite", "sont debites",
        ],
        both: [
            "prelevement"
        ],
        examples: [
            "un prélèvement demain ?", "what does 'prélèvement' mean in English?",
        ],
        counterexamples: [
            "bills due soon?"
        ])
}
