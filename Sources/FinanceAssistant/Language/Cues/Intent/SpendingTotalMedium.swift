extension CueFamily {
    /// Cues of `spendingTotal` that weigh 2.5.
    static let spendingTotalMedium = CueFamily(
        "spendingTotalMedium", .intent(.spendingTotal), weight: 2.5, band: .medium,
        en: [
            "how much did i spend", "how much have i spent", "total spent", "money out", "went out", "how many times",
            "how much did i pay", "have i spent", "i spent", "i ve spent", "what did i spend", "spent in total",
            "how often", "how many purchases", "how many payments", "dropped at", "how much do i spend",
            // a count of the records, however they are called: not a list of them (2.18.8)
            "how many card payments", "how many card purchases", "how many transactions", "how many card transactions",
            "how much am i spending",
            "set me back", "take off me", "took off me", "get out of me", "got out of me", "take from me",
            "took from me", "have i given", "i given", "did i drop", "i dropped", "fork out",
            "forked out", "shell out", "what did i fork", "paid out", "what i paid", "went out of my account",
            "goes out", "what goes out", "how much of that", "total spending", "my total spending", "total spend",
            "what did i put on", "i put on my", "been spending", "been giving", "my expenditures", "ran me", "run me",
        ],
        fr: [
            "jai depense", "g depense", "jai claque", "jai paye",
            "j y ai depense", "j y ai claque", "j y ai laisse",
            "combien de fois", "combien j ai depense", "j ai depense", "ai je depense", "j ai claque", "ai je claque",
            "combien j ai paye", "combien de depenses", "combien ca m a coute", "combien m a coute", "ca m a coute",
            "depense en tout", "j ai mis sur ma carte",
            "j ai laisse", "laisse chez", "j ai mis chez", "m a coute", "m ont coute", "m a pris",
            "m ont pris", "j ai file", "j ai donne", "j ai sorti", "j en suis a combien", "ce que j ai paye",
            "parti du compte", "est parti", "sorti du compte", "sorties d argent", "combien la dedans",
            "la dedans combien",
            "total des paiements", "total de mes paiements",
        ],
        both: [
            "outgoings", "shelled", "consacre",
        ],
        examples: [
            "have i been spending a lot on take out lately", "what have my expenditures been at Zara",
            "total spent at Aldi", "j'ai dépensé combien en tout",
            "how many card payments did I make in February?", "how many transactions at Lidl last month",
            "total des paiements par carte cette semaine",
        ],
        counterexamples: [
            "wait what"
        ])
}
