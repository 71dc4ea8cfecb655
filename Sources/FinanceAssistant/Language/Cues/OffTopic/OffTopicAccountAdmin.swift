extension CueFamily {
    /// The bank's and a service's admin: IBAN, limits, passwords, plans (outweighs "mon abonnement" beside it).
    static let offTopicAccountAdmin = CueFamily(
        "offTopicAccountAdmin", .intent(.offTopic), weight: 9, band: .overriding, refusal: .bankService,
        en: [
            "payment limit", "card limit", "spending limit on my card", "withdrawal limit", "raise my limit",
            "got blocked",
            "is blocked", "was blocked", "swallowed", "password", "logging me out", "log in",
            "share my account", "call my bank", "upgrade my", "downgrade my",
        ],
        fr: [
            "plafond de ma carte", "plafond de paiement", "plafond de retrait", "augmenter mon plafond",
            "carte bloquee", "mot de passe",
            "se connecter", "me connecter", "connexion", "partager mon compte", "changer d offre", "changer de forfait",
            "mettre en pause", "suspendre mon", "numero de tel", "joindre ma banque", "appeler ma banque",
            "adresse postale",
            "passer de ma", "passer de mon",
        ],
        both: [
            "iban", "rib", "bic", "swift code", "carte avalee", "log me",
            "login", "change my plan", "switch plans", "pause my", "customer service", "service client",
            "contact my bank",
        ],
        examples: [
            "is an IBAN the same thing as a BIC?"
        ],
        counterexamples: [
            "H1 spending"
        ])
}
