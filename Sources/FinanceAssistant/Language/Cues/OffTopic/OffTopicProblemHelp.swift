extension CueFamily {
    /// Help with a problem: "my card got blocked, what do I do?".
    static let offTopicProblemHelp = CueFamily(
        "offTopicProblemHelp", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "what do i do", "what should i do", "what can i do", "what do we do", "what now", "get my money back",
            "get a refund", "get refunded", "how do i get", "how can i get",
        ],
        fr: [
            "je fais quoi", "je fais comment", "on fait quoi", "on fait comment", "que faire", "qu est ce que je fais",
            "qu est ce que je dois faire", "comment je fais pour", "comment je me fais", "me faire rembourser",
            "se faire rembourser", "comment recuperer",
            "comment je recupere",
        ],
        examples: [
            "put petrol in my diesel car by mistake, what do I do??",
            "git refuse mon push, il dit non-fast-forward, je fais quoi",
        ],
        counterexamples: [
            "wait what"
        ])
}
