extension CueFamily {
    /// Words that withdraw what came before ("what's the exchange rate… no, forget it, how much did I spend"): what
    /// follows is read as a question of its own.
    static let retractions = CueFamily(
        "retractions", .retraction,
        en: [
            "forget it", "forget that", "never mind", "scratch that", "no wait", "forget the",
            "forget about",
        ],
        fr: [
            "laisse tomber", "oublie ca", "oublie", "en fait non", "pas grave",
        ],
        both: [
            "nevermind"
        ],
        examples: [
            "no wait, I meant January", "ok laisse tomber. et en 2024, j'avais mis combien de côté ?",
        ],
        counterexamples: [
            "haha pas mal"
        ])
}
