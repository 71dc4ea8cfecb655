extension CueFamily {
    /// Declined or failed payments and transfers, said (GUIDE §16): "card declined at Lidl", "my transfer bounced",
    /// "paiement refusé".
    static let bankDeclined = CueFamily(
        "bankDeclined", .intent(.offTopic), weight: 8.5, band: .overriding, refusal: .bankService,
        reports: true,
        en: [
            "declined at", "refused at",
            "card won t work", "doesn t work abroad",
            "declined", "card declined", "payment declined", "was declined", "got declined", "got refused",
            "was refused", "payment refused", "refused on", "bounced", "bounced back", "got rejected",
            "was rejected", "get rejected", "payment failed", "transfer failed", "payments fail", "failed because",
            "transaction not allowed", "insufficient funds", "won t work", "stopped working", "keeps saying",
            "3d secure",
            "beneficiary rejected", "refused to give me",
            "didn t let me pay", "didnt let me pay", "wouldn t let me pay", "won t let me pay", "not let me pay",
            "couldn t pay", "could not pay", "unable to pay",
            "declined at atm", "take money out at the atm", "can t take money out", "cant take money out",
        ],
        fr: [
            "s est bloquee", "s est bloque", "carte marche pas", "carte ne marche pas", "carte fonctionne pas",
            "refusee", "carte refusee", "cb refusee", "paiement refuse", "transaction refusee", "operation refusee",
            "virement refuse", "a ete refuse", "a ete refusee", "ca a refuse", "refuse a chaque fois", "rejete",
            "rejetee", "a ete rejete", "virement rejete", "prelevement rejete", "a echoue", "echoue",
            "echouent", "echec du virement", "marche plus", "passe pas", "passe nulle part", "plafond atteint",
            "c est vous qui bloquez",
            "pas pu payer", "pu payer",
            "distributeur ne veut pas",
        ],
        examples: [
            "card declined at ugc lol", "my transfer to Paul bounced back", "carte refusée au péage",
            "mon virement à Julie a été rejeté",
            "A shop I go to didn't let me pay.", "j'ai pas pu payer chez Lidl",
            "can't take money out at the atm", "le distributeur ne veut pas me donner d'argent",
        ],
        counterexamples: [
            "how much did I spend at Lidl?", "refund from Zara?", "ma carte m’a coûté combien cette année ?",
        ])
}
