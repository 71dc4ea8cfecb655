extension CueFamily {
    /// The assistant itself: its tastes, its pay, what it would do.
    static let offTopicAssistant = CueFamily(
        "offTopicAssistant", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "your hobbies", "your hobby", "about yourself", "how old are you",
            "do you like", "do you love", "do you prefer", "what would you", "if you had", "are you paid",
            "do you get paid", "do you earn", "how much do you earn", "how much do you make", "your favourite",
            "your favorite", "are you from", "where are you from", "tell me my name",
            "you enjoy", "at free time", "your free time", "your spare time", "are you doing", "how have you been",
            "how is it going", "how you re doing", "are you okay", "are you ok", "are you well",
            "things going well for you", "how is my ai", "how is the ai", "saved as", "saved under", "save my name",
            "know me as", "my name saved",
        ],
        fr: [
            "tes loisirs", "tes passe temps", "parle moi de toi", "quel age as tu",
            "t es paye", "tu es paye", "tu gagnes", "tu aimes", "t aimes", "tu preferes",
            "et toi", "ton prefere", "ta preferee", "si tu avais", "tu as de l argent",
        ],
        examples: [
            "can you tell me about your hobbies", "parle-moi de tes loisirs",
            "fixed or variable rate mortgage, what would you go for",
            "what is my name saved as", "are you doing okay",
        ],
        counterexamples: [
            "wait what"
        ])
}
