extension CueFamily {
    /// Loans, mortgages and overdrafts as the bank's products (GUIDE §16, account admin): applying, approval, their
    /// start and end, what is offered, raising an overdraft — "when will my loan be approved?", "could I get an
    /// overdraft up to 600 pounds?", "je voudrais faire une demande de prêt". What was paid on them is the
    /// ledger's ("how much did I pay on my mortgage last month?" is housing).
    static let bankLending = CueFamily(
        "bankLending", .intent(.offTopic), weight: 9, band: .overriding, refusal: .bankService, vetoes: true,
        en: [
            "overdraft protection", "overdraft cover",
            "a loan", "loan approved", "loan be approved", "loan starts", "loan start", "loan ends", "loan end",
            "loan contract", "loan rate", "loan rates", "your loans", "loans for", "about loans", "student loan",
            "a mortgage", "mortgage start", "mortgage starts", "mortgage ends", "mortgage end", "receive my mortgage",
            "your mortgage", "your mortgages", "mortgage options", "mortgage arrangement", "about mortgages",
            "do mortgages", "an overdraft", "increase the overdraft", "increased overdraft", "larger overdraft",
            "overdraft up to", "use overdraft", "use my overdraft", "increase my overdraft", "raise my overdraft",
            "credit be increased", "increase my credit", "increase my limit",
            // where a loan stands, which the lender keeps, not the ledger: "how much is left on my mortgage"
            "left on my mortgage", "left on my loan", "left on my car loan", "left on my student loan",
            "owe on my mortgage", "owe on my loan", "owe on my car loan", "owe on my student loan",
            "loan balance", "mortgage balance", "payoff amount", "be paid off", "is paid off", "payments are left",
            "payments left on", "payments remaining on",
        ],
        fr: [
            "protection decouvert", "reste a rembourser", "capital restant du",
            "un pret", "demande de pret", "mon pret", "pret immobilier", "credit immobilier", "un credit",
            "obtenir un credit", "augmenter mon decouvert", "un decouvert",
        ],
        examples: [
            "how much will overdraft protection cover?",
            "when will my loan be approved?", "would it be possible to get an overdraft up to 600 pounds?",
            "je voudrais faire une demande de prêt", "how much is left on my mortgage",
            "when will my car loan be paid off",
        ],
        counterexamples: [
            "how much did I pay on my mortgage last month?", "combien j'ai payé de loyer ?",
            "am I in my overdraft?", "when is my mortgage payment due", "how much is left this month?",
        ])
}
