extension CueFamily {
    /// Sums on amounts the user imagines: "if I earn 3000 a month…", "si je mets 100 € par mois…" (outweighs "my
    /// salary" beside it).
    static let offTopicImaginedSums = CueFamily(
        "offTopicImaginedSums", .intent(.offTopic), weight: 9, band: .overriding,
        en: [
            "if i earn", "if i earned", "if i make", "if i save", "if i saved", "if i put",
            "if i invest", "if i borrow", "if i borrowed", "if i took", "if i take out", "if i went",
            "if i go part", "if i got a raise", "if i get a raise", "how much can i borrow", "how much could i borrow",
            "monthly repayment",
            "monthly repayments", "would my salary be", "would i pay", "would i get", "will i have if",
            "will i get after",
            "would my monthly repayment", "would my monthly repayments", "would my repayment", "would my repayments",
        ],
        fr: [
            "si je gagne", "si je gagnais", "si je mets", "si je mettais", "si je place", "si je placais",
            "si je fais un pret", "si je fais un credit", "si j emprunte", "si j empruntais", "si je passe a",
            "si je passais",
            "si je touche", "si je touchais", "combien je peux emprunter", "combien puis je emprunter",
            "je peux emprunter combien", "ca me fait combien net",
            "ca fait combien net",
            "serait ma mensualite", "seraient mes mensualites", "sera ma mensualite", "seront mes mensualites",
        ],
        both: [
            "mensualite", "mensualites",
        ],
        examples: [
            "if I earn 3000 a month, how much tax do I pay?", "si je mets 100 € par mois, j'aurai combien ?",
            "quelle serait ma mensualité pour un prêt de 200 000 € ?", "what would my monthly repayment be on 20k?",
        ],
        counterexamples: [
            "je gagne combien"
        ])
}
