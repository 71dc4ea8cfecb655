extension CueFamily {
    /// Verbs that are a request to act only before an amount: "send 50 € to Marie" — "send me my statement" asks to
    /// see one.
    static let amountActionVerbs = CueFamily(
        "amountActionVerbs", .amountActionVerb,
        en: [
            "send"
        ],
        fr: [
            "envoie", "envoyer", "virer",
        ],
        examples: [
            "envoie-moi le relevé de février", "send me the statement for Q4 2025",
        ],
        counterexamples: [
            "who sent me money?"
        ])
}
