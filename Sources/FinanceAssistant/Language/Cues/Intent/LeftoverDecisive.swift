extension CueFamily {
    /// Cues of `leftover` that weigh 5.
    static let leftoverDecisive = CueFamily(
        "leftoverDecisive", .intent(.leftover), weight: 5, band: .strong,
        fr: [
            "solde entre", "entre mes revenus et mes depenses", "revenus et depenses",
        ],
        examples: [
            "Quel est le solde entre mes revenus et mes dépenses depuis le début de l'année ?"
        ],
        counterexamples: [
            "mon solde stp"
        ])
}
