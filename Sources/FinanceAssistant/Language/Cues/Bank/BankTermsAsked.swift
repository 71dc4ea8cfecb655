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
            "where is an atm", "where is the nearest atm", "nearest atm", "atm near", "atms that i can",
            "which atms", "what atms", "atm fees", "atm fee", "fees for withdrawals", "withdrawals cost",
            "withdrawal cost", "cost anything", "costs anything", "cost extra",

            "exchange rate applied", "exchange rate used", "exchange rate you",
            "exchange rate your", "bad exchange rate", "poor exchange rate", "unfair exchange rate",
            "unhappy with the exchange", "not happy with the exchange",
        ],
        fr: [
            "frais de change",
            "frais mensuels", "frais annuels", "cotisation annuelle", "quels sont les frais", "c est combien les frais",
            "y a t il des frais",
            "il y a des frais", "des frais pour", "frais pour un virement", "frais pour un retrait",
            "ou est un distributeur", "distributeur le plus proche", "quel distributeur", "frais de retrait",
            "retraits payants", "ca coute quelque chose", "coute quelque chose", "taux de change applique",
        ],
        examples: [
            "is there a monthly fee for my account?", "what’s the fee for sending money abroad?",
            "quels sont les frais pour un virement à l’étranger ?",
            "Are there ATM fees?", "Do cash withdrawals cost anything?", "Where is an ATM?",
            "I'm unhappy with the exchange rate your cash transactions used",
            "les retraits au distributeur, ça coûte quelque chose ?",
        ],
        counterexamples: [
            "how much did I pay in bank fees last month?", "combien de frais bancaires cette année ?",
            "when will I be charged for Netflix?", "how much did I take out at ATMs last month?",
        ])
}
