extension CueFamily {
    /// Verbs that are a request to act only before an amount: "send 50 € to Marie" — "send me my statement" asks to
    /// see one.
    static let amountActionVerbs = CueFamily(
        "amountActionVerbs", .amountActionVerb,
        en: [
            "send",
            "shift", "move",
        ],
        fr: [
            "envoie", "envoyer", "virer",
            "mettre", "transferer",
        ],
        examples: [
            "envoie-moi le relevé de février", "send me the statement for Q4 2025",
            "shift 500 from savings to my current account", "mettre 300 € sur mon livret",
        ],
        counterexamples: [
            "who sent me money?"
        ])
}
