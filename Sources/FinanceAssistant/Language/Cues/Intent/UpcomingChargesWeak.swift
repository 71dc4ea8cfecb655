extension CueFamily {
    /// Cues of `upcomingCharges` that weigh 2.
    static let upcomingChargesWeak = CueFamily(
        "upcomingChargesWeak", .intent(.upcomingCharges), weight: 2, band: .weak,
        both: [
            "bills", "factures", "charges", "next", "prochain", "prochains",
            "prochaine", "tombe", "tombent",
        ],
        examples: [
            "show my bills", "mes factures",
        ],
        counterexamples: [
            "la paye est tombee ?"
        ])
}
