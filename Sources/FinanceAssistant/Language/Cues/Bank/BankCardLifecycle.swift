extension CueFamily {
    /// The card and the account as products (GUIDE §16): activating, linking, delivering or replacing a card, spare
    /// and virtual cards, top-ups, identity checks, supported currencies and countries, personal details — no
    /// record answers them.
    static let bankCardLifecycle = CueFamily(
        "bankCardLifecycle", .intent(.offTopic), weight: 9, band: .overriding, refusal: .bankService,
        en: [
            "activate my card", "activate", "link my card", "link my", "spare card", "extra card",
            "second card", "additional card", "physical card", "plastic card", "disposable", "card arrival",
            "card delivery", "waiting on my card", "waiting for my card", "get my card", "receive my card",
            "card to arrive",
            "card isn t working", "card is not working", "card not working", "card doesn t work", "compromised",
            "about to expire",
            "expiring", "expiry", "lost my phone", "phone was stolen", "stolen phone", "delete my account",
            "terminate my account", "personal details", "change my name", "update my details", "visa or mastercard",
            "mastercard or visa",
            "which currencies", "currencies", "what currencies", "exchange money", "exchange currency",
            "currency exchange",
            "how old do i need to be", "age limit", "minimum age", "where can i use my card", "is my card accepted",
            "accepted",
            "top up", "topped up", "topping up", "top ups", "top up limit", "auto top up",
            "automatic top up", "verify", "verification", "identity", "passcode",
            "application gone through", "app go through", "applied for a credit card", "applied for a card",
            "card still coming", "where is my card", "where is the card", "card be here", "need my card",
            "card is needed", "card be mailed", "card i ordered", "card won t accept", "card wont accept",
            "can t make any transactions", "cant make any transactions", "card is broke", "add money automatically",
            "automatically add money", "automatically replenish", "top up automatically", "accounts for children",
            "account for children", "account for my child", "account for my daughter", "account for my son",
            "accounts for my kids", "accounts for kids", "account for my kid", "do exchanges", "exchanges with the",
            "change money", "someone sends me money", "to receive money",
            "money can i hold",
            "get paid by someone", "buyer pay me", "get money sent to me", "money sent to me from",
            "get paid into my account", "deposited here",
        ],
        fr: [
            "activer ma carte", "activer", "lier ma carte", "carte supplementaire", "deuxieme carte", "carte physique",
            "carte jetable", "pas encore recu ma carte", "attends ma carte", "recevoir ma carte",
            "ma carte ne marche pas", "ma carte ne fonctionne pas",
            "compromise", "va expirer", "perdu mon telephone", "vole mon telephone", "supprimer mon compte",
            "coordonnees",
            "changer mon nom", "visa ou mastercard", "quelles devises", "devises", "changer de l argent", "age minimum",
            "quel age", "ou puis je utiliser ma carte", "acceptee", "recharger", "rechargement", "identite",
            "code secret",
        ],
        examples: [
            "how do I activate my card?", "why is my top up still pending?", "comment activer ma carte ?",
            "quelles devises acceptez-vous ?",
            "has my amex application gone through yet", "Where is the card I ordered 2 weeks ago?",
            "Will my card be here soon?", "My card wont accept any transactions.", "How can I add money automatically?",
            "Would I be able to get an account for my child?", "Can you do exchanges of EUR?",
            "If someone sends me money, will I be charged?",
            "Can I get paid by someone in Europe?", "how do i get paid into my account",
        ],
        counterexamples: [
            "how much did I spend on my card this week?", "combien j’ai dépensé par carte ce mois-ci ?",
            "did I make any transactions at Lidl this week?", "how much money did I receive last month?",
            "what did I spend on my card in March?",
        ])
}
