extension CueFamily {
    /// Openers of a question about the writer: they count as a cue of the writer's own money, and an off-topic
    /// shape they overlap ("what are", "how much do", "coûte combien") is not asked.
    static let ownOpeners = CueFamily(
        "ownOpeners", .ownOpener,
        en: [
            "what is my", "what s my", "whats my", "what are my", "what were my", "what was my",
            "what will my", "how much do i", "how much did i", "how much have i", "how much am i", "how much will i",
            "how much do we", "how much did we", "how much does my", "how much do my", "how much did my",
            "how much is my",
            "how much are my", "how much was my", "how much were my", "how much of my", "costs me", "costing me",
            "cost us", "charging me", "charged me", "does my", "do my", "is my",
            "are my", "how much did i put",
            // "what's this charge?" points at the user's own statement
            "what s this", "what is this", "what s that charge",
            "how expensive is my", "how expensive was my", "how expensive are my", "how expensive were my",
            "price of my", "price of our",
        ],
        fr: [
            "c est quoi mon", "c est quoi ma", "c est quoi mes", "quel est mon", "quelle est ma", "quels sont mes",
            "quelles sont mes", "m a coute", "m ont coute", "me coute", "m a coute combien", "me coute combien",
            "combien me coute", "combien m a coute", "combien m ont coute", "combien me coutent", "j ai combien",
            "et moi",
            // "mettre" spends in French: "j'y ai mis combien ?"
            "j ai mis combien", "j y ai mis combien", "combien j ai mis", "combien j y ai mis",
            "c est quoi ce", "c est quoi cette",
            "combien coute mon", "combien coute ma", "combien coutent mes", "prix de mon", "prix de ma", "prix de mes",
        ],
        both: [
            "me coutent", "cost me", "charge me", "charges me",
        ],
        examples: [
            "whats my income", "c'est quoi mon solde",
            "how expensive is my phone bill", "what's the price of my gym membership",
        ],
        counterexamples: [
            "wait what"
        ])
}
