extension CueFamily {
    /// Cars.
    static let offTopicCars = CueFamily(
        "offTopicCars", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "tyre pressure", "which fuel", "change oil", "oil changed", "oil at home", "change my tires",
            "replace my tires", "change my tyres", "kind of fuel", "gas mileage", "car serviced", "car was serviced",
            "tire rotation",
        ],
        fr: [
            "pneus", "quel carburant", "voiture electrique", "voitures electriques",
        ],
        both: [
            "diesel", "tire pressure", "e10", "electric car", "supercharger", "charge an ev",
        ],
        examples: [
            "elle accepte le E10, celle-là ?", "which fuel does a 2016 Golf TDI take?",
            "when is it recommended that I change my tires next", "how's my gas mileage in town",
        ],
        counterexamples: [
            "on regarde quel film ce soir", "how much did I spend on fuel last month?",
        ])
}
