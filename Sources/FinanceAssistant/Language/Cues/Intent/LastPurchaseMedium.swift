extension CueFamily {
    /// Cues of `lastPurchase` that weigh 2.5: "c'est quand" asks for a date, past or coming: weak for the last
    /// purchase.
    static let lastPurchaseMedium = CueFamily(
        "lastPurchaseMedium", .intent(.lastPurchase), weight: 2.5, band: .medium,
        fr: [
            "c est quand"
        ],
        both: [
            "dernier", "derniere",
        ],
        examples: [
            "dernier ciné ?"
        ],
        counterexamples: [
            "dernières opé stp"
        ])
}
