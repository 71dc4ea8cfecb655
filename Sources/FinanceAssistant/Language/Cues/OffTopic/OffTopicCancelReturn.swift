extension CueFamily {
    /// Cancelling, returning, tracking a parcel.
    static let offTopicCancelReturn = CueFamily(
        "offTopicCancelReturn", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "cancel", "cancelling", "canceling", "cancelled", "unsubscribe", "notice period",
            "return policy", "refund policy", "returns", "return something", "return an", "send back",
            "track", "parcel",
        ],
        fr: [
            "annuler", "annule", "resilier", "preavis", "retour", "retours",
            "renvoie", "renvoyer", "rendre un", "rendre une", "colis", "suivre un colis",
        ],
        both: [
            "annulee", "resilie", "resiliation", "desabonne", "desabonner", "desinscrire",
            "tracking",
        ],
        examples: [
            "comment annuler ma formation ?", "does Amazon charge for returns now?",
        ],
        counterexamples: [
            "send me the statement for Q4 2025"
        ])
}
