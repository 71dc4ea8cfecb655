extension CueFamily {
    /// Charges I don’t recognise, double charges and fraud, said (GUIDE §16): "there’s a charge I don’t recognise",
    /// "débité deux fois chez Monoprix".
    static let bankDispute = CueFamily(
        "bankDispute", .intent(.offTopic), weight: 8.5, band: .overriding, refusal: .bankService,
        reports: true,
        en: [
            "dont recognise", "dont recognize", "never set up", "didn t set up", "never authorised", "never authorized",
            "says unknown", "went through twice", "taken twice", "instead of",
            "charge on my statement", "fee on my statement",
            "what is this charge", "what s this charge", "what is this payment", "what s this payment",
            "don t recognise", "extra charge", "extra fee", "additional fee", "additional charge", "charged an extra",
            "charged a fee", "charged me a fee", "fee was charged", "charged extra", "wrong amount", "less cash",
            "didn t get all", "wrong exchange rate", "rate was wrong", "overcharged", "isn t mine", "not mine",
            "wasn t me", "not me", "unknown transaction", "unknown charge", "unknown payment", "unfamiliar",
            "strange charge", "weird charge", "suspicious", "don t recognize", "didn t make", "never made",
            "didn t authorise", "didn t authorize", "never signed up", "never received", "charged twice",
            "charged me twice",
            "took the money twice", "double charge", "double charged", "charged me for an order", "fraud", "scam",
            "scammed", "cloned", "hacked", "someone used my card", "is someone testing", "after i cancelled",
            "kept charging me", "extra after i left", "charge i don t",
            "debited twice", "billed twice", "paid twice", "charged me double", "someone took", "somebody took",
            "someone has taken", "somebody has taken", "someone i don t know", "somebody i don t know",
            "i don t know who",
        ],
        fr: [
            "jamais autorise", "jamais autorisee", "pas autorise", "que j ai pas fait", "que j ai jamais fait",
            "que je n ai pas fait", "au lieu de", "encore debitee", "encore debite", "quand meme ete debite",
            "quand meme debite", "toujours debite", "toujours preleve", "c est quoi ces frais",
            "c est quoi ce prelevement", "c est quoi ce debit", "c est quoi ce paiement", "frais sur mon releve",
            "reconnais pas", "mauvais montant", "frais supplementaires", "mauvais taux", "moins de billets",
            "pas a moi",
            "inconnu", "inconnue", "surfacture", "trop preleve", "suspect", "bizarre",
            "connais pas", "jamais faits", "jamais fait", "jamais pris", "jamais eu lieu", "jamais recue",
            "c est pas moi", "debite deux fois", "preleve deux fois", "preleve 2 fois", "paye 2 fois",
            "debit en double",
            "fraude", "frauduleux", "arnaque", "piratee", "pirate", "qqn a utilise",
            "quelqu un a utilise", "continue de me prelever", "de plus apres", "operation inconnue", "a retire 300",
            "quelqu un a pris", "qqn a pris", "quelqu un a retire", "qqn a retire",
        ],
        examples: [
            "there’s a charge I don’t recognise", "I was charged twice at Carrefour", "fraude sur mon compte",
            "y a un débit que je reconnais pas",
        ],
        counterexamples: [
            "how much did Zara refund me?", "how many times did I go to Carrefour?",
            "combien de fois je suis allé chez Lidl ?",
        ])
}
