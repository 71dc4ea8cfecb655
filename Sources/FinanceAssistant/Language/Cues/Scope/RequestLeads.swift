extension CueFamily {
    /// What may precede an action verb in a request: "please", "can you", "je veux que tu", "I need to".
    static let requestLeads = CueFamily(
        "requestLeads", .requestLead,
        en: [
            "please", "can you", "could you", "would you", "will you", "can u",
            "okay", "so", "now", "quickly", "kindly", "i want to",
            "i need to", "i would like to", "go ahead and",
            "i need you to",
        ],
        fr: [
            "peux tu", "tu peux", "pourrais tu", "tu pourrais", "vous pouvez", "pouvez vous",
            "je veux que tu", "je voudrais que tu", "il faut que tu", "svp", "s il te plait", "s il vous plait",
            "merci de", "je veux", "je voudrais", "allez", "vas y",
        ],
        both: [
            "pls", "plz", "hey", "hi", "ok", "just",
            "i d like to", "stp", "bon",
        ],
        examples: [
            "and so?", "ok et 2025",
        ],
        counterexamples: [
            "merci"
        ])
}
