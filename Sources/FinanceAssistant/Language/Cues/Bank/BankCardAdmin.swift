extension CueFamily {
    /// Card, PIN and account admin (GUIDE §16): a blocked, lost or stolen card, a PIN, a new or expiring card,
    /// online-banking access, opening or closing an account, a chequebook — a request to the bank whatever money
    /// word stands beside it.
    static let bankCardAdmin = CueFamily(
        "bankCardAdmin", .intent(.offTopic), weight: 9, band: .overriding, refusal: .bankService, vetoes: true,
        en: [
            "terminate the account", "make an account", "card issued", "accept my card",
            "retailers accept", "set up contactless", "currency types", "keep money in", "address needs to be changed",
            "unsupported merchant",
            "card arrive", "card will arrive", "card be delivered", "track my card",
            "apple wallet", "google wallet", "card not supported", "card accepted", "card be used in", "order a card",
            "order a new card", "get a card on my", "year old get a card", "change my surname",
            "update my surname", "travel insurance",
            "insurance included", "card come with", "one time card", "single use card", "disposable card",
            "usd account", "dollar account", "account in dollars", "currency account",
            "source of funds", "where my money comes from", "repayment schedule", "log in on", "new phone",

            "my pin", "pin", "the pin", "pin code", "wrong pin", "change my pin code",
            "card blocked", "card is blocked", "card s blocked", "card got blocked", "blocked my card", "unblock",
            "unblock my card", "lost my card", "lost my visa", "lost my wallet", "card was stolen", "card stolen",
            "stolen card", "nicked my wallet", "nicked my card", "block my card", "freeze my card", "unfreeze",
            "cancel my card", "new card", "replacement card", "a replacement", "send me a new one", "card expires",
            "card expired", "expired card", "valid thru", "online banking", "log into", "logged me out",
            "banking app", "device isn t trusted", "re link", "chequebook", "cheque book", "checkbook",
            "joint account", "close my account", "open a joint", "open an account", "virtual card", "add my card to",
            "online payments on my card", "payments abroad on my card", "withdraw per week", "the most i can withdraw",
            "contactless stopped", "chip on my card",
            "card got swallowed", "swallowed my card", "kept my card", "new chequebook", "card details",
        ],
        fr: [
            "carte a usage unique", "seconde carte",
            "change mon nom", "attestation de compte", "compte en dollars",
            "compte en devises", "suivre l envoi", "envoi de la carte", "perdu mon tel",
            "nouveau telephone", "je me connecte", "origine des fonds",
            "justificatif", "tableau d amortissement", "changer la date de prelevement", "je m adresse a qui",
            "a qui je m adresse", "dans quels pays",
            "code pin", "mon code", "code de carte", "code de ma carte", "code carte", "ma carte est bloquee",
            "carte est bloquee", "debloquer", "debloquer ma carte", "perdu ma carte", "perdu ma cb", "vole ma carte",
            "vole mon sac", "vole mon portefeuille", "faire opposition", "opposition", "bloquez la", "bloquer ma carte",
            "nouvelle carte", "ma carte expire", "carte expiree", "espace client", "appli bancaire", "chequier",
            "compte joint", "cloturer mon compte", "cloturer", "fermer mon compte", "ouvrir un compte",
            "carte virtuelle",
            "mettre ma carte dans", "sans contact marche plus", "ma puce", "la puce", "prevenir pour ma carte",
            "mon plafond",
            "plafond de retrait c est combien", "a garde ma carte", "avale ma carte", "paiements a l etranger",
            "recu ma nouvelle carte",
        ],
        examples: [
            "how do I unblock my card?", "I lost my card on the metro last night",
            "j’ai perdu ma CB, vous pouvez faire opposition ?", "je voudrais clôturer mon compte",
        ],
        counterexamples: [
            "what was my last card payment?", "how much have I spent by card this week?",
            "combien j’ai payé par carte ce mois-ci ?",
        ])
}
