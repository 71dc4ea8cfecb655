extension CueFamily {
    /// Cues of `upcomingCharges` that weigh 5: when a bill or a debit comes: the coming charge.
    static let upcomingChargesDecisive = CueFamily(
        "upcomingChargesDecisive", .intent(.upcomingCharges), weight: 5, band: .strong,
        en: [
            "will take", "when is the next", "when s the next", "when is my next",
        ],
        fr: [
            "est debite quand", "est prelevee quand", "sont preleves quand", "c est quand le prochain",
            "c est quand la prochaine",
        ],
        both: [
            "charge me next", "charge me again", "will charge me",
        ],
        examples: [
            "when's the next EDF bill", "l'assurance MAIF est prélevée quand",
        ],
        counterexamples: [
            "when's rent due"
        ])
}
