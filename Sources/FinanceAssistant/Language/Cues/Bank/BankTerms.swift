extension CueFamily {
    /// The bank’s own fees, rates and exchange rates (GUIDE §16): what it charges, what my savings account pays,
    /// which exchange rate my card used — not what the ledger recorded ("how much did I pay in bank fees?" is
    /// answered).
    static let bankTerms = CueFamily(
        "bankTerms", .intent(.offTopic), weight: 9, band: .overriding, refusal: .bankService, vetoes: true,
        namesPrices: true,
        en: [
            "charge when money", "fee charge", "fees from adding", "additional fees", "this fee",
            "a fee for using", "pay to get my money", "fee with my", "charge on my cash",
            "free atm withdrawals", "free withdrawals", "transfers free", "free transfers", "how many free",
            "card fee every month", "charged a card fee", "fee to withdraw", "just to withdraw", "early repayment",
            "repay my mortgage early", "rate on my", "fees if i top up", "fee for topping up", "charge for topping up",
            "what rate does my", "what interest", "interest do i get", "interest on my", "interest rate on my",
            "overdraft limit",
            "authorised overdraft", "authorized overdraft", "contactless limit", "rate does my", "interest will my",
            "interest get paid",
            "my livret a interest", "overdraft interest", "overdraft fee for", "split the payment",
            "what happened to it", "exchange rate did",
            "exchange rate does", "rate did my card", "fee if i", "fee for withdrawing", "fee on my transfer",
            "fees on a transfer",
            "your fees", "do you charge", "you charge me", "you charge for", "free with you", "intervention fee",
            "rejection fee", "fee for the transfer", "transaction fee", "transaction fees", "foreign transaction",
            "international transaction", "limit on my", "interest do i pay", "much interest", "interests",
            "interest related",
            "interest can i expect",
            "money protected", "money safe", "safe is my money", "deposit guarantee", "protected by",
        ],
        fr: [
            "retraits gratuits", "virements sont gratuits", "gratuits avec mon compte", "frais si je recharge",
            "des frais si", "pour retirer", "indemnites", "remboursement anticipe", "rembourse mon pret",
            "taux de mon", "limite de decouvert", "plafond de decouvert", "decouvert autorise",
            "taux de change ma carte", "quel taux de change",
            "mon taux de livret", "rapporte combien en ce moment", "interets de mon livret", "vous prenez",
            "vous m avez pris", "vous me facturez",
            "vous m avez compte", "chez vous", "c est payant", "est payant", "frais sur le virement", "frais de rejet",
            "frais pour un", "frais de transaction", "commission d intervention", "coute combien par an",
            "frais etranger", "ces agios",
            "taux de mon decouvert",
            "argent protege", "argent en securite", "fgdr", "garantie des depots",
        ],
        examples: [
            "what rate does my Livret A pay right now?", "what exchange rate did my card use in London?",
            "quel taux de change ma carte a utilisé à Londres ?", "le virement instantané est payant ?",
        ],
        counterexamples: [
            "how much did I pay in bank fees last month?", "combien j’ai payé de frais bancaires le mois dernier ?",
            "mes frais de banque depuis toujours ?",
        ])
}
