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
            "couldn t get cash", "couldnt get cash", "could not get cash", "can t get money out", "cant get money out",
            "could not get the atm", "couldn t get the atm", "atm wouldn t", "atm would not", "atm didnt",
            "atm didn t", "atm keeps", "atm declined", "atms declined", "declined by two", "trouble withdrawing",
            "not able to withdraw", "unable to withdraw", "unable to use my card", "could not access my money",
            "couldn t access", "denied cash", "can i not take out", "atm not working", "atm to work",
            "not let me pull", "let me have my money", "get money out of an atm but",
            "payment was terminated", "payment was stopped", "payments have stopped", "payments have gone through",
            "returned to my checking", "returned to my account", "back in my account",
            "back to my account", "put back in the account", "added it back", "returning my payment",
            "redeposited", "redeposied", "didn t get paid", "never received payment", "did not get my payment",
            "can t find my payment", "hasn t the money taken out",
        ],
        fr: [
            "arrive pas a faire", "arrive pas a payer", "arrive pas a envoyer", "arrive pas a virer",
            "impossible de faire un virement", "impossible de payer",
        ],
        examples: [
            "The ATM wouldn't let me withdraw cash.", "My payment was stopped",
            "the payment came back to my account, what's going on?",
            "I just cannot send any money abroad", "I could not transfer on Thursday",
            "je n'arrive pas à faire un virement",
        ],
        counterexamples: [
            "how much did I withdraw at the ATM last week?", "how much did I get back from Zara in March?",
            "what did I send to Paul last month?", "combien j'ai viré à Paul ?",
        ])
}
