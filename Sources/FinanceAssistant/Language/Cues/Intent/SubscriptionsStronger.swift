extension CueFamily {
    /// Cues of `subscriptions` that weigh 4.5.
    static let subscriptionsStronger = CueFamily(
        "subscriptionsStronger", .intent(.subscriptions), weight: 4.5, band: .strong,
        en: [
            "recurring payments", "what do i pay every month", "what do i pay each month", "standing orders",
        ],
        fr: [
            "paiements recurrents", "depenses recurrentes", "ce que je paie chaque mois", "que je paye chaque mois",
            "que je paie chaque mois", "je paye chaque mois",
        ],
        both: [
            "subscriptions", "subscription", "subscribed", "memberships", "membership", "recurring",
            "streaming services", "abonnements", "abonnement", "abos", "abo", "abonne",
            "prelevements recurrents", "recurrents", "services",
        ],
        examples: [
            "combien d'abos j'ai", "list my subscriptions",
        ],
        counterexamples: [
            "wait what"
        ])
}
