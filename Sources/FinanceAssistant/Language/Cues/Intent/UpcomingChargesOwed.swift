extension CueFamily {
    /// When the writer pays a bill (GUIDE §10.16: "when is my phone bill due?" is `upcomingCharges`): "when do I
    /// owe the rent", "when does the car payment come due", "do I pay my rent this week", "quand dois-je payer le
    /// loyer ?". What is owed on an account is its balance ("how much do I owe on my overdraft").
    static let upcomingChargesOwed = CueFamily(
        "upcomingChargesOwed", .intent(.upcomingCharges), weight: 4, band: .strong,
        en: [
            "when do i owe", "come due", "comes due", "when do i pay", "do i pay my", "when do i have to pay",
            "when do i need to pay", "when is the payment",
            "deadline for my", "deadline to pay", "payment deadline", "deadline for paying", "deadline on my",
        ],
        fr: [
            "quand dois je payer", "quand je dois payer", "quand est ce que je dois payer", "je dois payer quand",
            "c est quand que je paie", "c est quand que je dois payer",
            "date limite de paiement", "date limite pour payer", "date limite de ma", "date limite de mon",
        ],
        examples: [
            "when do i owe the rent", "when do i pay the utilities", "quand dois-je payer le loyer ?",
            "what's the deadline for my water bill", "quelle est la date limite pour payer le loyer ?",
        ],
        counterexamples: [
            "how much did I pay for rent?", "j'ai payé combien de loyer ?", "how much do i owe on my overdraft",
            "when's the deadline for the tax return this year?",
        ])
}
