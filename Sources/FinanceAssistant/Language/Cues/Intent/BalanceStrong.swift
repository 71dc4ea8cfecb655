extension CueFamily {
    /// Cues of `balance` that weigh 4.
    static let balanceStrong = CueFamily(
        "balanceStrong", .intent(.balance), weight: 4, band: .strong,
        en: [
            "how much money do i have", "how much do i have", "money do i have", "in my account", "on my account",
            "in the bank",
            "in my bank", "current account", "my checking", "checking account", "how much i have", "got in the bank",
            "in my accounts", "on my savings", "in my savings", "in the red", "in total right now", "in checking",
            "sitting in", "in the negative", "across both accounts", "both accounts", "all my accounts",
            "how much money i have",
            "money did i have", "did i have in",
            "my net worth", "my total net worth",
            "money in all", "money in each", "money in both", "all of my accounts", "each of my accounts",
            "both of my accounts", "both my accounts", "my different accounts", "my various accounts",
            "in my joint account", "in our joint account", "in the joint account", "on my joint account",
            "on our joint account", "on the joint account", "how much is available in", "how much money is available",
            "how much cash is available", "what s available in my", "what is available in my",
            "left on my card", "left on my debit card", "left on the card",
            // what can be spent now: "fonds" alone is a fund to invest in (`AdvicePatterns.notInstruments`)
            "available funds",
            // the balance checked, where "verify" alone is the bank's check of a card or an identity
            "verify my balance", "verify the balance", "verify my account balance",
            "verify my checking account balance",
            "verify my savings balance", "verify how much",
        ],
        fr: [
            "combien j ai sur", "combien il y a sur", "sur mon compte", "sur mes comptes", "sur le compte",
            "sur mon livret",
            "a la banque", "en banque", "compte courant", "combien d argent j ai", "combien j ai d argent",
            "j ai combien sur",
            "il y a combien sur", "sur le livret", "dans le rouge", "dans le negatif", "tous mes comptes",
            "j ai combien de",
            "combien j ai de", "de thune en vrai", "j avais combien",
            "mon patrimoine",
            "chacun de mes comptes", "l ensemble de mes comptes", "mes differents comptes", "sur mon compte joint",
            "sur notre compte joint", "sur le compte joint",
            "expliquez moi le solde", "explique moi le solde", "vous pouvez m expliquer le solde",
            "reste sur ma carte", "reste sur la carte", "expliquez moi mon solde", "explique moi mon solde",
            "vous pouvez m expliquer mon solde", "pouvez vous m expliquer mon solde",
            "pouvez vous m expliquer le solde",
            "fonds disponibles", "fonds disponible",
            "verifier mon solde", "verifier le solde", "verifier combien",
        ],
        both: [
            "balance", "balances", "bank balance", "solde", "soldes", "overdrawn",
            "a decouvert",
        ],
        examples: [
            "mon solde stp", "am I overdrawn",
            "what's my total net worth in all of my bank accounts",
            "what's the total amount of money in all of my accounts", "how much is in our joint account?",
            "how much is available in my account", "combien il y a sur notre compte joint ?",
            "est-ce que vous pouvez m'expliquer le solde de mon compte ?", "how much is left on my debit card",
            "combien il me reste sur ma carte",
            "what are my available funds", "quels sont mes fonds disponibles ?", "can you verify my balance",
            "pouvez-vous vérifier mon solde ?",
        ],
        counterexamples: [
            "et sur un an ?",
            "what is Elon Musk's net worth?",
            "how much money came in last month?", "when will the money be available in my account?",
        ])
}
