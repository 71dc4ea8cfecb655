extension CueFamily {
    /// Cues of `upcomingCharges` that weigh 4.
    static let upcomingChargesStrong = CueFamily(
        "upcomingChargesStrong", .intent(.upcomingCharges), weight: 4, band: .strong,
        en: [
            "coming up", "to come", "will be taken", "will be debited", "going to be taken", "next payments",
            "next bills", "still to pay", "left to pay", "have to pay", "need to pay", "what s coming",
            "whats coming", "any bills", "bills coming", "going out", "expected charges", "come out",
            "comes out", "coming off", "when does it", "when is it taken", "taken next", "take its money",
            "take their money", "next one", "charged next", "next charged", "will be charged", "get charged",
            "gets charged", "what will come out", "still going to be debited", "still to be debited", "going to take",
            // "does my Comcast need to be paid": "how much needs to be paid for a spare card" asks a fee
            "how much is the bill for my", "need to be paid", "have to be paid", "due to be paid",
            "when to pay",
            // bills not yet paid, where "pending" alone is money stuck with the bank
            "pending bills", "pending bill", "bills pending", "bill pending", "bills are pending", "bill is pending",
            // the writer's own instalment, where "monthly repayment" alone is a loan imagined
            "my monthly repayment", "my monthly repayments", "my next repayment", "my loan repayment",
        ],
        fr: [
            "a venir", "prochains prelevements", "prochain prelevement", "prochaines factures", "prochaine facture",
            "va etre preleve",
            "vont etre preleves", "va etre debite", "vont etre debites", "va tomber", "vont tomber",
            "doit etre preleve",
            "reste a payer", "encore a payer", "qui arrivent", "qui arrive", "va partir", "vont partir",
            "va sortir", "vont sortir", "est preleve quand", "prelevee quand", "preleve quand", "debite quand",
            "passe quand", "tombe quand", "la prochaine fois", "le prochain c est quand", "la prochaine c est quand",
            "encore etre preleve",
            "reste a sortir", "va prendre", "vont prendre",
            // a duty to pay, as "have to pay" / "need to pay" (2.18.8)
            "dois payer", "dois je payer", "dois regler", "dois je regler", "faut il payer", "faut payer",
            "faut que je paie", "faut que je paye",
            "factures en attente", "facture en attente",
            "ma mensualite", "mes mensualites", "ma prochaine mensualite", "mes prochaines mensualites",
        ],
        both: [
            "upcoming", "due", "scheduled", "next direct debit", "next charge", "next charges",
            "pending", "echeances", "echeance", "prevus", "programmes", "a payer",
            "prevu", "planned", "direct debits", "prelevements", "renewal", "renews",
            "repasse", "me prelever", "va me prelever", "doit me prelever", "reste a prelever",
        ],
        examples: [
            "when's rent due", "le loyer passe quand",
            "how much is the bill for my water and electricity",
            "how do i know when to pay my gas bill", "when does my comcast need to be paid",
            "dois-je payer ma mutuelle ce mois-ci ?", "qu'est-ce que je dois payer avant vendredi ?",
            "do i have any pending bills", "j'ai des factures en attente ?", "quand tombe ma mensualité de crédit",
            "how much is my monthly repayment on the car loan",
        ],
        counterexamples: [
            "wait what", "why is my card payment still pending?",
        ])
}
