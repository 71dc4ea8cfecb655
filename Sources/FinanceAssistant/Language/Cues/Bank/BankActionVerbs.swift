extension CueFamily {
    /// Requests the bank acts on (GUIDE §16), as verbs: at the start of a clause or after "can you /
    /// please / vous pouvez", before what an order takes ("stop the direct debit", "can you reverse it",
    /// "vous pouvez augmenter mon plafond ?", "remboursez-moi les frais").
    static let bankActionVerbs = CueFamily(
        "bankActionVerbs", .actionVerb,
        en: [
            "stop", "reverse", "refund", "dispute", "raise", "increase", "lower", "reset", "replace", "update",
            "remove", "waive", "chase", "trace", "release", "resend", "re send", "reissue", "approve",
            "authorise", "authorize", "switch off", "switch on", "turn off", "turn on", "enable", "disable",
            "lift", "restore", "reactivate", "speed up", "link", "unlink", "re link", "empty", "bump", "pause",
            "sort out", "fix", "investigate", "look into", "postpone", "delay", "split", "add", "change",
            "pay off",
        ],
        fr: [
            "stoppe", "stoppez", "arrete", "arretez", "annulez", "bloquez", "debloquez", "remboursez", "rembourse",
            "conteste", "contestez", "augmentez", "baissez", "changez", "modifie", "modifiez", "reinitialise",
            "reinitialisez", "remplace", "remplacez", "ajoute", "ajoutez", "supprime", "supprimez", "decale",
            "decalez", "etale", "etalez", "relance", "relancez", "virez", "transferez", "payez", "reglez", "activez",
            "desactive", "desactivez", "ouvrez", "fermez",
            "cloture", "cloturez", "levez", "validez", "videz", "vide", "suspends", "suspendez", "reporte",
            "reportez",
            "payer", "regler", "regliez", "transferer",
        ],
        examples: [
            "stop the Basic-Fit direct debit from next month", "can you reverse it?",
            "augmentez mon plafond svp", "relance leur banque stp",
            "payer ma facture d'électricité",
        ],
        counterexamples: [
            "what changed in my spending?", "mes dépenses ont baissé ?", "did I pay my phone bill?",
            "combien j'ai payé à EDF ?",
            "settle this for us please: which shops have I spent the most at since Christmas?",
        ])
}
