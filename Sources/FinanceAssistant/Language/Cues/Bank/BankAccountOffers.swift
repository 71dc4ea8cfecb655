extension CueFamily {
    /// Opening, closing and choosing the bank's accounts (GUIDE §16, account admin): "I am looking into opening a
    /// current account with you", "can I kill my savings account?", "what savings accounts do you offer?", "je
    /// veux fermer mon compte".
    static let bankAccountOffers = CueFamily(
        "bankAccountOffers", .intent(.offTopic), weight: 9, band: .overriding, refusal: .bankService, vetoes: true,
        en: [
            "your accounts", "your current accounts", "your savings accounts", "your business accounts",
            "accounts you offer", "accounts do you offer", "accounts do you have", "business account",
            "business accounts", "open the account", "open that account", "opening an account",
            "opening a current", "opening a savings", "close an account", "close the account",
            "closing my account", "kill my savings", "kill my account", "need that account", "need the account",
            "accounts i can have", "number of accounts",
        ],
        fr: [
            "ouvrir un livret", "fermer le compte", "cloturer le compte", "cloture de mon compte",
            "comptes que vous proposez",
        ],
        examples: [
            "I am looking into opening a current bank account with you", "can I kill my savings account?",
            "what savings accounts do you offer?", "je veux clôturer le compte",
        ],
        counterexamples: [
            "what's on my savings account?", "combien sur mon compte courant ?",
        ])
}
