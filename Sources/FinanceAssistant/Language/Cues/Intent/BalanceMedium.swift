extension CueFamily {
    /// Cues of `balance` that weigh 2.5.
    static let balanceMedium = CueFamily(
        "balanceMedium", .intent(.balance), weight: 2.5, band: .medium,
        en: [
            "savings account", "my savings", "am i broke", "money have i got", "have i got",
        ],
        fr: [
            "combien d argent", "mon epargne",
        ],
        both: [
            "livret a", "livret", "accounts", "account", "compte", "comptes",
            "mes economies", "overdraft",
        ],
        examples: [
            "solde du livret ?", "what are my accounts at",
        ],
        counterexamples: [
            "mon solde stp"
        ])
}
