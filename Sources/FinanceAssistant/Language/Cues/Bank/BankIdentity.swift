extension CueFamily {
    /// Top-ups and identity checks (GUIDE §16): adding money to the account, ID, selfie and proof-of-address
    /// checks, a restricted account.
    static let bankIdentity = CueFamily(
        "bankIdentity", .intent(.offTopic), weight: 9, band: .overriding, refusal: .bankService, vetoes: true,
        en: [
            "top up my account", "top up with", "add money to my account", "deposit cash", "pay a cheque in",
            "cheque in with the app",
            "my id again", "id check", "selfie check", "verify your identity", "verify my identity", "proof of address",
            "kyc", "passport upload", "document unreadable", "account is restricted", "froze my account",
            "prove where my salary",
            "what document", "what paperwork", "upload a payslip", "tax notice", "onto this account",
        ],
        fr: [
            "alimenter mon compte", "recharger mon compte", "recharge compte", "deposer des especes",
            "deposer du liquide", "encaisser un cheque",
            "piece d identite", "verif selfie", "verification d identite", "verif d identite", "verifier mon identite",
            "justificatif de domicile",
            "compte est restreint", "bulletin de salaire", "avis d imposition", "justifier d ou viennent",
            "selfie avec ma carte",
        ],
        examples: [
            "how can I top up my account from another bank?", "the app wants my ID again, why",
            "comment alimenter mon compte ?", "l’appli me redemande ma pièce d’identité",
        ],
        counterexamples: [
            "how much did I top up on Navigo last month?", "combien de liquide j’ai retiré ce mois-ci ?",
        ])
}
