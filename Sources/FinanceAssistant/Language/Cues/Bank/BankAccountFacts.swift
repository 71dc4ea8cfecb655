extension CueFamily {
    /// What the bank knows about the writer's account and no ledger of payments holds (GUIDE §16): its numbers
    /// and codes, a credit score or limit, the rates and minimum payment of a credit, points and cashback.
    static let bankAccountFacts = CueFamily(
        "bankAccountFacts", .intent(.offTopic), weight: 9, band: .overriding, refusal: .bankService,
        en: [
            "account number", "routing number", "sort code", "bic code", "bank details",
            "banking details", "my details for", "credit rating", "minimum payment",
            "min payment", "reward points", "rewards points", "loyalty points", "cash back",
            "expiry date", "expiration date", "cvv", "cvc", "security code", "credit limit",
            "rate of interest", "rewards balance", "reward balance", "balance for rewards", "my rewards",
            "cash in my rewards", "payees i have saved", "saved payees", "minimum i can pay",
            "least i could pay", "least i can pay", "my bank know", "inform my bank", "tell my bank",
        ],
        fr: [
            "numero de compte", "coordonnees bancaires", "code guichet", "code banque", "score de credit",
            "cote de credit", "points fidelite", "points de fidelite",
            "date d expiration", "date de validite", "cryptogramme",
            "mensualite minimum",
        ],
        examples: [
            "whats my routing number", "what's the minimum payment on my credit card",
            "how many rewards points do I have",
            "mon numéro de compte stp", "combien de points fidélité j’ai", "envoie-moi mes coordonnées bancaires",
        ],
        counterexamples: [
            "what did I spend on my card last week?", "how much interest did I pay last month?",
            "combien j’ai payé par carte ce mois-ci ?",
        ])

    /// What has happened to one of the bank's things (`bankServiceObjects`): blocked, frozen, hacked, declined,
    /// expired. Right after the thing ("my account is locked", "ma carte est bloquée") or just before it ("a
    /// blocked card"), a matter for the bank, not a ledger question.
    static let bankObjectStates = CueFamily(
        "bankObjectStates", .bankState,
        en: [
            "blocked", "locked", "frozen", "suspended", "hacked", "compromised", "closed", "deactivated",
            "disabled", "cancelled", "canceled", "stolen", "lost", "expired", "declined", "rejected", "refused",
            "bounced", "failed", "reversed", "returned", "stuck", "broken", "not working", "doesn t work",
            "isn t working", "restricted", "on hold", "pending", "still pending", "not updated", "hasn t updated",
            "hasn t been updated", "didn t update", "isn t updated", "didn t change", "hasn t changed",
            "not showing", "isn t showing", "doesn t show", "not showing up", "shows up twice", "shows twice",
            "appears twice", "duplicated", "wrong", "incorrect",
        ],
        fr: [
            "bloque", "bloquee", "verrouille", "verrouillee", "gele", "gelee", "suspendu", "suspendue", "pirate",
            "piratee", "desactive", "desactivee", "cloture", "cloturee", "ferme", "fermee", "vole", "volee",
            "perdu", "perdue", "expire", "expiree", "refuse", "refusee", "rejete", "rejetee", "echoue", "echouee",
            "retourne", "retournee", "coince", "coincee", "ne marche pas", "marche plus", "ne fonctionne pas",
            "fonctionne plus", "en panne", "en attente", "pas a jour", "pas mis a jour", "pas ete mis a jour",
            "ne s est pas mis a jour", "n a pas change", "n a pas bouge", "apparait deux fois", "en double", "faux",
            "annule", "annulee",
        ],
        examples: [
            "my account is locked after too many attempts", "mon compte est bloqué après 3 essais",
            "my balance hasn't updated", "un paiement a été annulé, pourquoi ?",
        ],
        counterexamples: ["what did I spend on my card last week?", "mon compte est à combien ?"])
}
