extension CueFamily {
    /// Greetings and sign-offs: any own-money question outweighs them.
    static let offTopicGreetings = CueFamily(
        "offTopicGreetings", .intent(.offTopic), weight: 2, band: .weak,
        en: [
            "thank you", "goodbye", "good morning", "good night", "cheers", "how are you",
            "see you",
        ],
        fr: [
            "bonjour", "salut", "coucou", "merci", "au revoir", "bonne nuit",
            "bonsoir", "ca va", "a demain",
        ],
        both: [
            "hello", "hi", "hey", "thanks", "bye", "comment ca va",
        ],
        examples: [
            "merci t'es au top", "hey how's it going",
        ],
        counterexamples: [
            "bonne année !!! 🥳"
        ])
}
