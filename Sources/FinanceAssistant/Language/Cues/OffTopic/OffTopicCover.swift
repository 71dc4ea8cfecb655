extension CueFamily {
    /// Cover and rights: "is my phone covered by my policy?", "mon proprio peut-il…".
    static let offTopicCover = CueFamily(
        "offTopicCover", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "covered by", "cover the", "cover it", "cover water", "cover my", "insurance pay",
            "insurance cover", "insurer pay", "allowed to close", "allowed to take", "allowed to charge",
            "is my bank allowed",
            "can my employer", "can my landlord", "can my bank", "can my boss", "my rights", "unemployment benefits",
            "insurance benefits", "health benefits", "insurance perks", "insurance advantages", "insurance amenities",
            "insurance assets", "insurance rewards", "benefits do i", "benefits does my", "benefits from insurance",
            "benefits with my insurance", "health coverage",
        ],
        fr: [
            "prend en charge", "prendre en charge", "prise en charge", "couvert par", "couverte par", "me couvre",
            "rembourse les", "rembourse la", "rembourse le", "mon proprio peut", "ma banque peut", "mon employeur peut",
            "mon patron peut", "ma proprio peut", "j ai droit aux", "j ai droit au", "j ai droit a l", "ai je droit",
            "est ce que j ai droit", "mes droits", "droits a la retraite", "droit au chomage", "allocations chomage",
        ],
        both: [
            "pension rights"
        ],
        examples: [
            "and does a Navigo pass cover the airport zone?",
            "what are my insurance perks",
        ],
        counterexamples: [
            "mon solde stp",
            "how much did I get in benefits last month?",
        ])
}
