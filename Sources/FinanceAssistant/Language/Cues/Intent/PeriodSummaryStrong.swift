extension CueFamily {
    /// Cues of `periodSummary` that weigh 4.
    static let periodSummaryStrong = CueFamily(
        "periodSummaryStrong", .intent(.periodSummary), weight: 4, band: .strong,
        en: [
            "sum up", "how did my month go", "how was my month", "how did the month go", "how was last month",
            "how did last month go",
            "big picture", "at a glance", "where do i stand", "review of", "how is my budget", "how s my budget",
            "how am i doing", "how did go", "how did it go", "how did do", "how did i do", "e statement",
            "bank statement", "in and out", "money in and out", "money in and money out", "in review",
            "happened with my money",
            "how s my month", "how is my month", "monthly report", "for my wallet",
        ],
        fr: [
            "faire le point", "point sur", "vue d ensemble", "comment s est passe", "etat des lieux",
            "comment ca se passe",
            "ou j en suis", "ou en suis je", "comment va mon budget", "mes finances", "situation financiere",
            "ca a donne quoi",
            "c etait comment", "releve de compte", "releve bancaire", "en bref", "s est passe quoi",
            "il s est passe quoi",
            "comment se passe", "pour mon portefeuille",
        ],
        both: [
            "summary", "summarize", "summarise", "overview", "recap", "rundown",
            "snapshot", "bilan", "recapitulatif", "resume", "synthese", "apercu",
            "financial situation", "my finances", "cash flow", "cashflow", "entrees et sorties", "entrees sorties",
            "review", "highlights",
        ],
        examples: [
            "summary of 2025", "récap de février",
        ],
        counterexamples: [
            "same for H2?"
        ])
}
