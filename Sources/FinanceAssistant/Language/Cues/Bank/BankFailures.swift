extension CueFamily {
    /// A payment or transfer that could not be made, said (GUIDE §16, declined or failed): "I just cannot send any
    /// money abroad", "I could not transfer on Thursday", "what happened with my payment from yesterday?", "je
    /// n'arrive pas à faire un virement". Said before a ledger question, the question is the ledger's.
    static let bankFailures = CueFamily(
        "bankFailures", .intent(.offTopic), weight: 8.5, band: .overriding, refusal: .bankService, reports: true,
        en: [
            "wasn t able to", "was not able to", "not been approved", "didn t work", "won t give me",
            "could not get money", "couldn t get money",
            "cannot send", "can t send", "could not send", "couldn t send", "cannot transfer", "could not transfer",
            "couldn t transfer", "trying to make", "tried to pay", "tried to transfer",
            "what happened with my payment", "what happened to my payment", "money been received",
            "cannot get any money", "can t get any money", "can t see my card balance", "can t see the balance",
        ],
        fr: [
            "arrive pas a faire", "arrive pas a payer", "arrive pas a envoyer", "arrive pas a virer",
            "impossible de faire un virement", "impossible de payer",
        ],
        examples: [
            "I just cannot send any money abroad", "I could not transfer on Thursday",
            "je n'arrive pas à faire un virement",
        ],
        counterexamples: [
            "what did I send to Paul last month?", "combien j'ai viré à Paul ?",
        ])
}
