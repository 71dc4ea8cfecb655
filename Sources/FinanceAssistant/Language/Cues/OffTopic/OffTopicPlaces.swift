extension CueFamily {
    /// A named city or country: a place, not the user's records ("il y a un Decathlon à Marseille ?"); French "à X"
    /// only on French.
    static let offTopicPlaces = CueFamily(
        "offTopicPlaces", .intent(.offTopic), weight: 3.5, band: .medium,
        en: ScopeCues.places.flatMap { ["in " + $0, "at " + $0] },
        fr: ScopeCues.places.map { "a " + $0 },
        examples: [
            "is Deliveroo available in Nantes?", "il va faire quel temps à Lyon demain ?",
        ],
        counterexamples: [
            "a nice way to see my spending"
        ])
}
