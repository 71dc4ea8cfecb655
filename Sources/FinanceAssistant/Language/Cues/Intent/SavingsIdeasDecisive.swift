extension CueFamily {
    /// Cues of `savingsIdeas` that weigh 5.
    static let savingsIdeasDecisive = CueFamily(
        "savingsIdeasDecisive", .intent(.savingsIdeas), weight: 5, band: .strong,
        en: [
            "how can i save", "how could i save", "how do i save", "how to save", "ways to save", "cut back",
            "cut down", "cut costs", "spend less", "reduce my spending", "reduce my expenses", "save more",
            "where can i save", "where could i save", "help me save", "savings ideas", "saving ideas", "what can i cut",
            "could i cut", "tips to save", "saving tips", "trim my", "save a bit", "save some money",
            "lower my bills", "what could i cut", "where should i cut", "where to cut", "stop overspending",
            "wasting money",
            "wasting my money", "put more aside", "make savings", "stop bleeding money", "bleeding money", "stretch my",
            "stretching my", "make my salary last", "make my pay last", "last longer", "stop wasting",
        ],
        fr: [
            "comment economiser", "comment je peux economiser", "comment puis je economiser", "reduire mes depenses",
            "depenser moins", "moins depenser",
            "ou je peux economiser", "ou economiser", "ou puis je economiser", "serrer la ceinture",
            "idees d economies", "pistes d economies",
            "economiser plus", "economiser davantage", "reduire mon budget", "optimiser mon budget",
            "baisser mes depenses", "baisser mes factures",
            "arreter de claquer", "mettre plus de cote", "quoi couper", "pourrais couper", "pourrais reduire",
            "reduire ou",
            "tenir mon budget", "faire durer", "je coupe quoi",
        ],
        both: [
            "economize", "economise on", "optimise", "gaspille", "a reduire",
        ],
        examples: [
            "any tips to spend less?", "comment mettre plus de côté",
        ],
        counterexamples: [
            "wait what"
        ])
}
