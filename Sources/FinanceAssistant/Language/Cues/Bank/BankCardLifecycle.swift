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
        ],
        counterexamples: [
            "how much did I spend on my card this week?", "combien j’ai dépensé par carte ce mois-ci ?",
        ])
}
