extension CueFamily {
    /// Cues of `lastPurchase` that weigh 9.
    static let lastPurchaseOutweighing = CueFamily(
        "lastPurchaseOutweighing", .intent(.lastPurchase), weight: 9, band: .overriding,
        en: [
            "last paid"
        ],
        examples: [
            "when was EDF last paid?"
        ],
        counterexamples: [
            "no, last week"
        ])
}
