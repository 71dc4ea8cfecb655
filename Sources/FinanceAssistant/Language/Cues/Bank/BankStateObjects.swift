extension CueFamily {
    /// The ledger's own words that are a matter for the bank only beside what has happened to them
    /// (`bankObjectStates`): "my balance hasn't updated", "a payment got reversed", "le paiement est en attente".
    /// Alone, or with a service shape ("can I see my balance?"), they ask the ledger.
    static let bankStateObjects = CueFamily(
        "bankStateObjects", .bankStateObject,
        en: [
            "balance", "payment", "payments", "deposit", "deposits", "charge",
            "charges", "purchase", "salary", "paycheck", "wages",
            "debit", "withdrawal", "withdrawals", "refund", "refunds",
            "transfer", "transfers", "cash withdrawal",
        ],
        fr: [
            "solde", "paiement", "paiements", "depot", "versement", "achat",
            "operation", "salaire", "paie",
            "prelevement", "retrait", "retraits", "remboursement",
            "virement", "virements",
        ],
        both: ["transaction", "transactions"],
        examples: ["my balance hasn't updated", "mon solde ne s'est pas mis à jour"],
        counterexamples: ["how much did I spend last week?", "combien j'ai dépensé hier ?"])
}
