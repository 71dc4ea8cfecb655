extension CueFamily {
    /// Cues of `projection` that weigh 5: a balance going under is a forecast. Also: a balance in the future is a
    /// forecast: "what'll I have in the bank by month end", "mon compte sera à combien", "solde prévu".
    static let projectionDecisive = CueFamily(
        "projectionDecisive", .intent(.projection), weight: 5, band: .strong,
        en: [
            "go overdrawn", "go negative", "go into the red", "go into overdraft", "will be on my account",
            "will be in my account",
            "will be in the bank", "ll i have", "ll i be", "expected balance", "should i expect", "where do i land",
            "gonna be short", "going to be short", "will i still have", "once all", "once everything",
        ],
        fr: [
            "passer a decouvert", "etre a decouvert", "passer dans le rouge", "etre dans le rouge", "sera a combien",
            "serai a combien",
            "serai combien", "solde prevu", "estimer mon solde", "solde de fin de mois", "j arrive a combien",
            "y aura combien",
            "il y aura combien", "une fois tous les prelevements", "une fois les prelevements", "compte tenu des",
        ],
        both: [
            "anticiper"
        ],
        examples: [
            "solde prévu fin du mois ?", "what'll i have in the bank by month end",
        ],
        counterexamples: [
            "mon solde stp"
        ])
}
