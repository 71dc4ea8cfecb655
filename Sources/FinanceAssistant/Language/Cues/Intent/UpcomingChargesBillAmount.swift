extension CueFamily {
    /// What a bill comes to (GUIDE §10.16: a bill is `upcomingCharges`): "how much is the bill", "the invoice total
    /// for my plumbing bill", "what my verizon bill comes to", "le montant de ma facture". Read whole,
    /// so the public-price shape inside ("how much is the", `offTopicTopics`) does not fire: a bill is the writer's.
    /// What a bill cost over a past period is spending ("how much did I pay for my phone bill last month").
    static let upcomingChargesBillAmount = CueFamily(
        "upcomingChargesBillAmount", .intent(.upcomingCharges), weight: 4, band: .strong,
        en: [
            "how much is the bill", "how much is my bill", "how much are my bills", "how much are the bills",
            "invoice total", "bill total", "bills total", "total of my bills", "total of the bills",
            "bill comes to", "bill amount", "amount of my bill", "amount of the bill",
            "amount due", "how much do i owe for",
        ],
        fr: [
            "montant de ma facture", "montant de la facture", "montant des factures", "montant de mes factures",
            "total de mes factures", "total des factures", "ma facture fait combien", "la facture fait combien",
            "combien fait ma facture", "combien fait la facture",
        ],
        examples: [
            "how much is the bill for water and electricity", "tell me what my verizon bill comes to",
            "what's the amount due on my gas bill", "quel est le montant de ma facture d'électricité ?",
        ],
        counterexamples: [
            "how much did I pay for my phone bill last month?", "how much is the iphone 15",
            "combien j'ai payé de factures en février ?",
            "how much did my Orange bill come to last month",
        ])
}
