extension CueFamily {
    /// The bank's own products and channels: a message refused beside one of them is a question for the
    /// bank (GUIDE §16), so its refusal says `bankService` ("my card keeps getting rejected online", "I
    /// need a new PIN").
    static let bankProducts = CueFamily(
        "bankProducts", .bankProduct,
        en: [
            "my card", "debit card", "credit card", "bank card", "pin", "overdraft", "direct debit",
            "standing order", "atm", "cash machine", "online banking", "banking app", "chequebook", "bank transfer",
            "contactless", "transfer", "transfers", "top up", "my account", "savings account", "current account",
            "exchange rate",
        ],
        fr: [
            "ma carte", "carte bancaire", "cb", "virement", "prelevement", "decouvert", "distributeur", "dab",
            "plafond", "agios", "chequier", "mon compte", "compte courant", "sans contact", "espace client",
            "taux de change",
        ],
        both: ["iban", "rib", "visa", "mastercard"],
        examples: ["my card keeps getting rejected online", "ma carte ne passe plus"],
        counterexamples: ["write me a birthday card", "how much did I spend on cards games?"])
}
