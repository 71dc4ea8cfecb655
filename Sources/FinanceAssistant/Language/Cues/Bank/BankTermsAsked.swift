extension CueFamily {
    /// The bank’s price list asked in general (GUIDE §16): "is there a monthly fee for my account?", "quels sont
    /// les frais pour un virement à l’étranger ?" — outweighed by a question about what was paid ("how much did I
    /// pay in fees?").
    static let bankTermsAsked = CueFamily(
        "bankTermsAsked", .intent(.offTopic), weight: 6, band: .overriding, refusal: .bankService,
        namesPrices: true,
        en: [
            "exchange fees", "exchange fee", "conversion fee",
            "monthly fee", "annual fee", "yearly fee", "a fee for", "is there a fee", "fee to",
            "the fee for", "what s the fee", "what are the fees", "cost to withdraw", "cost to send", "charge to send",
            "fees for international", "charges for international",
        ],
        fr: [
            "frais de change",
            "frais mensuels", "frais annuels", "cotisation annuelle", "quels sont les frais", "c est combien les frais",
            "y a t il des frais",
            "il y a des frais", "des frais pour", "frais pour un virement", "frais pour un retrait",
        ],
        examples: [
            "is there a monthly fee for my account?", "what’s the fee for sending money abroad?",
            "quels sont les frais pour un virement à l’étranger ?",
        ],
        counterexamples: [
            "how much did I pay in bank fees last month?", "combien de frais bancaires cette année ?",
        ])
}
