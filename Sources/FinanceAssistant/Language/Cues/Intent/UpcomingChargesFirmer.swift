extension CueFamily {
    /// Cues of `upcomingCharges` that weigh 3.5.
    static let upcomingChargesFirmer = CueFamily(
        "upcomingChargesFirmer", .intent(.upcomingCharges), weight: 3.5, band: .medium,
        en: [
            "coming out", "taken out", "getting debited", "be debited", "be taken", "going to come out",
            "anything going out", "anything coming out",
            "what gets taken", "gets taken", "get taken",
        ],
        fr: [
            "etre preleve", "etre prelevee", "etre preleves", "etre debite", "sera preleve", "seront preleves",
            "qui tombe", "qui tombent", "doit passer", "va passer", "vont passer", "quelque chose passe",
            "quelque chose tombe",
            "ce qui part", "qu est ce qui part", "ce qui sort", "qu est ce qui sort",
        ],
        examples: [
            "what's coming out next May", "qu'est-ce qui tombe la semaine pro",
        ],
        counterexamples: [
            "hey how's it going"
        ])
}
