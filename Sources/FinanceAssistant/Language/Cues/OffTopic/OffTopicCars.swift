extension CueFamily {
    /// Cars.
    static let offTopicCars = CueFamily(
        "offTopicCars", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "tyre pressure", "which fuel",
        ],
        fr: [
            "pneus", "quel carburant", "voiture electrique", "voitures electriques",
        ],
        both: [
            "diesel", "tire pressure", "e10", "electric car", "supercharger", "charge an ev",
        ],
        examples: [
            "elle accepte le E10, celle-là ?", "which fuel does a 2016 Golf TDI take?",
        ],
        counterexamples: [
            "on regarde quel film ce soir"
        ])
}
