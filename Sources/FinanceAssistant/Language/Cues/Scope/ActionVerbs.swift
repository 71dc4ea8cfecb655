extension CueFamily {
    /// Requests to act that open a clause ("transfer 200 € to…", "pay my EDF bill", "résilie mon abonnement"): a
    /// verb counts only before what an order takes — a determiner, a pronoun, an amount.
    static let actionVerbs = CueFamily(
        "actionVerbs", .actionVerb,
        en: [
            "transfer", "wire", "cancel", "order", "book", "buy",
            "block", "freeze", "unblock", "unfreeze", "top up", "subscribe",
            "unsubscribe", "withdraw", "move", "put", "schedule", "set up",
            "renew", "activate", "deactivate", "make a transfer", "make a payment", "close",
        ],
        fr: [
            "vire", "fais un virement", "faire un virement", "fais moi un virement", "paie", "paye",
            "regle", "annule", "commande", "achete", "bloque", "transfere",
            "abonne", "ouvre", "ferme", "renouvelle",
        ],
        both: [
            "pay", "reserve", "open", "resilie", "debloque", "recharge",
            "desabonne", "programme", "mets", "place", "verse",
        ],
        examples: [
            "my pay in jan?", "ma paye de janvier ?",
        ],
        counterexamples: [
            "and Free?"
        ])
}
