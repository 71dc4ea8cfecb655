extension CueFamily {
    /// Asking the bank to dispute, reverse or refund a payment (GUIDE §16): "can you dispute it?", "chargeback",
    /// "vous pouvez en annuler un ?".
    static let bankDisputeAsk = CueFamily(
        "bankDisputeAsk", .intent(.offTopic), weight: 9, band: .overriding, refusal: .bankService, vetoes: true,
        en: [
            "dispute", "disputes", "open a dispute", "contest", "chargeback", "reverse it",
            "reverse the", "claw back", "get it back", "get the money back", "get one back", "refund one",
            "please refund", "can you refund", "can you reverse", "can you stop it", "block that merchant",
            "who did that",
            "waive", "refund the",
        ],
        fr: [
            "contester", "conteste", "je conteste", "en rembourser un", "en annuler un", "remboursez moi",
            "reclamation", "enqueter", "bloquer ce marchand", "recuperer l argent", "rejeter les prochains",
            "me rembourser la",
            "me rembourser les", "rembourser les agios", "annuler les frais", "les annuler",
        ],
        examples: [
            "Uber charged me for a ride I cancelled, can you dispute it?", "chargeback on the Zara order please",
            "je veux contester un achat Amazon", "débit en double chez Lidl, c’est possible d’en annuler un ?",
        ],
        counterexamples: [
            "how much did Amazon refund me in March?", "Zara m’a remboursé combien ?",
        ])
}
