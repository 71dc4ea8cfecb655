extension CueFamily {
    /// Cues of `leftover` that weigh 3.
    static let leftoverFirm = CueFamily(
        "leftoverFirm", .intent(.leftover), weight: 3, band: .medium,
        en: [
            "left over", "what s left", "whats left", "how much is left", "left this month", "have left",
            "got left", "did i save", "have i saved", "put aside", "set aside", "put away",
            "in the green", "in the black", "managed to save", "how much did i save",
        ],
        fr: [
            "il me reste", "il reste", "me reste t il", "reste t il", "ce qui reste", "ce qu il me reste",
            "reste combien", "mis de cote", "mettre de cote", "epargne ce mois", "j ai epargne", "ai je epargne",
            "fait des economies", "fait d economies", "dans le vert", "mis a gauche", "il me restait", "me restait",
            "j ai garde", "ai garde combien", "garde de ma paie",
        ],
        both: [
            "leftover", "saved", "surplus", "economise", "excedent",
        ],
        examples: [
            "whats left of my salary", "il reste quoi de ma paie",
        ],
        counterexamples: [
            "wait what"
        ])
}
