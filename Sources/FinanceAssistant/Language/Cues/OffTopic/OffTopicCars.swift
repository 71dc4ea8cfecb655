extension CueFamily {
    /// Cars.
    static let offTopicCars = CueFamily(
        "offTopicCars", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "what fuel", "fuel do i put", "gas do i put", "put in my car", "put in this car",
            "tyre pressure", "which fuel", "change oil", "oil changed", "oil at home", "change my tires",
            "replace my tires", "change my tyres", "kind of fuel", "gas mileage", "car serviced", "car was serviced",
            "tire rotation", "change my oil", "change the oil", "jump start", "check engine", "miles per gallon",
            "kind of gas",
            "tires changed", "tires rotated", "tyres changed", "oil was changed", "oil changes", "car in for",
            "maintenance on my car", "car maintenance", "maintenance is due", "take my car in", "rent a car",
            "a rental car", "gas do i have", "gas left in", "gas in my tank", "fuel level", "gas is in my",
            "gas tank", "fuel tank", "gas level", "gas left", "petrol left", "gas i have", "gas i got",
            "fuel do i have", "fuel i have", "petrol do i have", "low on gas", "gas meter", "gallons", "gas supply",
            "gas is left", "gas in my car", "as far as gas", "gas to get to", "enough gas", "on the gas i have",
            "get gas soon", "tires due", "tire change", "tires need", "replace them next", "tires to be changed",
            "change any of my tires",
            // The car's own consumption, and whether it needs filling: no purchase asked.
            "fuel economy", "fuel efficiency", "need gas", "need fuel", "need petrol", "need to get gas",
            // a car due for its care, not a charge due: "when is my car due for maintenance"
            "due for maintenance", "due for service", "due for a service", "due for servicing", "due for an oil change",
            "due for inspection", "due for an inspection", "due for a tune up", "due for new tires",
            "need to fill up",
        ],
        fr: [
            "carburant je mets", "quelle essence",
            "pneus", "quel carburant", "voiture electrique", "voitures electriques",
            "entretien de ma voiture", "louer une voiture", "voiture de location", "niveau d essence", "reservoir",
            "consomme ma voiture", "consommation de ma voiture", "besoin d essence", "besoin de carburant",
        ],
        both: [
            "diesel", "tire pressure", "e10", "electric car", "supercharger", "charge an ev", "mpg",
        ],
        examples: [
            "what fuel do I put in my new car", "quel carburant je mets dans la Clio ?",
            "elle accepte le E10, celle-là ?", "which fuel does a 2016 Golf TDI take?",
            "when is it recommended that I change my tires next", "how's my gas mileage in town",
            "when should I change my oil", "how do I jump start my car", "what's the mpg on my car",
            "tell me when should i get my tires changed next", "when did i last take my car in for maintenance",
            "how much total gas do i have", "je voudrais louer une voiture à Nice",
            "what's left in my gas tank", "are my tires due to be changed soon",
            "do I need gas", "when is my car due for maintenance", "what is my fuel economy",
            "combien consomme ma voiture ?",
        ],
        counterexamples: [
            "how much did I spend on fuel this month?",
            "on regarde quel film ce soir", "how much did I spend on fuel last month?",
            "how much did I spend on my car service last year?",
            "how much did I spend on the rental car in Nice?", "how much do I need for gas this month?",
        ])
}
