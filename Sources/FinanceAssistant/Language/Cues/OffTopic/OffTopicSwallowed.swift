extension CueFamily {
    /// Phrases read whole, weighing nothing, so that an off-topic cue inside them does not fire: "de retour de
    /// vacances" is back from a trip, not a return to a shop ("retour", `offTopicCancelReturn`); "how do I know
    /// when" asks when, not how to do something (`offTopicHowTo`); "j'ai un compte chez vous" says where the
    /// account is, not what the bank charges ("chez vous", `bankTerms`); "remind me how much I spent" asks the ledger,
    /// where "remind me to pay the rent" asks for a reminder (`offTopicAssistantCommands`); "expliquez-moi mes
    /// dépenses" asks the ledger, where "…, expliquez-moi" asks the bank why (`bankWhy`); "le solde de mon compte
    /// joint" is where the money is, where "je voudrais un compte joint" asks the bank for one (`bankCardAdmin`).
    static let offTopicSwallowed = CueFamily(
        "offTopicSwallowed", .intent(.offTopic), weight: 0, band: .swallowed,
        en: [
            "how do i know when", "how do i find when", "how do i find out when", "how do i check when",
            "how do i locate when", "how can i tell when", "how can i know when", "how do i ascertain when",
            "remind me how much", "remind me what", "remind me of the", "remind me of my", "remind me of how much",
            "remind me which", "remind me where i",
            "of my joint account", "of our joint account", "of the joint account", "from my joint account",
            "from our joint account", "from the joint account",
            "in the banking app", "in my banking app", "on the banking app", "on my banking app", "in online banking",
            "on online banking",
        ],
        fr: [
            "de retour de", "de retour du", "de retour d", "de retour des", "de retour a", "de retour au",
            "compte chez vous",
            "rappelle moi combien", "rappelle moi ce que", "rappelle moi le montant", "rappelle moi mon",
            "rappelle moi ma", "rappelle moi mes",
            "expliquez moi mon", "expliquez moi ma", "expliquez moi mes", "explique moi mon", "explique moi ma",
            "explique moi mes",
            "vous pouvez m expliquer mon", "vous pouvez m expliquer ma", "vous pouvez m expliquer mes",
            "de mon compte joint", "de notre compte joint", "du compte joint", "depuis mon compte joint",
            "depuis notre compte joint", "depuis le compte joint", "avec mon compte joint", "avec notre compte joint",
            "avec le compte joint",
            "dans mon espace client", "sur mon espace client", "dans l espace client", "sur l espace client",
            "dans votre espace client", "sur votre espace client", "dans mon appli bancaire", "sur mon appli bancaire",
            "dans l appli bancaire", "sur l appli bancaire",
            "expliquez moi combien", "explique moi combien", "vous pouvez m expliquer combien",
            "expliquez moi ce qu il y a", "explique moi ce qu il y a", "vous pouvez m expliquer ce qu il y a",
            "expliquez moi ce qui reste", "explique moi ce qui reste", "vous pouvez m expliquer ce qui reste",
            "expliquez moi ce qu il reste", "explique moi ce qu il reste", "vous pouvez m expliquer ce qu il reste",
        ],
        examples: [
            "de retour de vacances, j’ai dépensé combien depuis lundi ?", "how do i know when to pay my gas bill",
            "j'ai un compte chez vous et je voulais voir mon solde",
            "remind me of the invoice total for my plumbing bill", "rappelle-moi combien j'ai dépensé chez Lidl",
            "expliquez-moi mes dépenses de février",
            "vous pouvez m'expliquer mes dépenses de mars ?", "donnez-moi le solde de mon compte joint",
            "what did we spend from our joint account last month?",
            "bonjour je veux voir mon solde dans mon espace client",
            "bonjour, expliquez-moi combien il reste sur mon compte",
        ],
        counterexamples: [
            "comment faire un retour chez Zara ?", "vous prenez combien de frais chez vous ?",
            "remind me to pay the rent on friday",
            "refusé chez Picard pour 23 €, j'ai 800 € sur le compte, expliquez-moi",
            "comment accéder à mon espace client ?",
            "expliquez-moi ce prélèvement de 40 €",
        ])
}
