extension CueFamily {
    /// Cover and rights: "is my phone covered by my policy?", "mon proprio peut-il…".
    static let offTopicCover = CueFamily(
        "offTopicCover", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "covered by", "cover the", "cover it", "cover water", "cover my", "insurance pay",
            "insurance cover", "insurer pay", "allowed to close", "allowed to take", "allowed to charge",
            "is my bank allowed",
            "can my employer", "can my landlord", "can my bank", "can my boss", "my rights", "unemployment benefits",
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
            "and does a Navigo pass cover the airport zone?"
        ],
        counterexamples: [
            "mon solde stp"
        ])
}
