extension CueFamily {
    /// Cues of `projection` that weigh 4.5.
    static let projectionStronger = CueFamily(
        "projectionStronger", .intent(.projection), weight: 4.5, band: .strong,
        en: [
            "end up", "finish the month", "end the month", "at this rate", "at this pace", "will i have",
            "will be left", "will i be", "going to end", "gonna end", "will i make it", "make it to the end",
            "expect to have", "will my balance be", "make it through the month", "will i still be",
        ],
        fr: [
            "finir le mois", "terminer le mois", "a ce rythme", "il me restera", "aurai je", "j aurai",
            "je vais finir", "boucler le mois", "tenir jusqu", "vais je finir", "est ce que je vais finir",
            "je vais terminer",
            "on finit", "je finis", "sera mon solde", "mon solde sera", "termine le mois", "je termine",
            "boucle le mois", "je boucle", "tenir le mois", "je serai", "serai je", "finirai le mois",
            "je finirai", "on finira", "j en serai ou", "en serai ou", "j en serai",
        ],
        both: [
            "on track", "forecast", "projection", "projected", "predict", "prediction",
            "prevision", "previsions", "estimate", "estimation",
        ],
        examples: [
            "will i make it to payday", "projection fin de mois stp", "où j'en serai à la fin du mois ?",
        ],
        counterexamples: [
            "mon solde stp", "où j'en suis ce mois-ci ?",
        ])
}
