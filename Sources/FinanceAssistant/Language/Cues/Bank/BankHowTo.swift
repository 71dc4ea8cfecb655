extension CueFamily {
    /// How to move money with the bank (GUIDE §16): "can I transfer money abroad?", "how do I send money to a
    /// friend?", "je peux virer de l’argent à l’étranger ?" — the app moves none.
    static let bankHowTo = CueFamily(
        "bankHowTo", .intent(.offTopic), weight: 6, band: .overriding, refusal: .bankService,
        en: [
            "can i transfer", "can i send", "can i top up", "can i withdraw", "can i order", "can i open",
            "can i close", "can i cancel", "can i change my", "can i get a new", "how can i transfer",
            "how do i transfer",
            "how do i send", "how can i send", "how to transfer", "how to send", "how do i pay in", "how do i withdraw",
            "how can i withdraw", "check the balance on my card", "check the balance in my card",
            "check my card balance",
        ],
        fr: [
            "je peux virer", "je peux envoyer", "est ce que je peux virer", "est ce que je peux envoyer",
            "comment virer", "comment envoyer",
            "comment faire un virement", "comment retirer", "je peux retirer", "comment deposer",
        ],
        examples: [
            "can I transfer money to another country?", "how do I send money to a friend?",
            "je peux virer de l’argent à l’étranger ?",
        ],
        counterexamples: [
            "can I spend 50 € today?", "how much did I transfer to my Livret A?",
            "combien j’ai viré sur mon livret A ?",
        ])
}
