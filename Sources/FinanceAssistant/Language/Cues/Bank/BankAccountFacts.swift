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
            "credit limits", "card limits", "limit on my card", "limit of my card", "overdraft limits",
            "transfer limit", "transfer limits", "withdrawal limits", "limits for my", "limits on my",
            "spending limit on my", "how much can i transfer", "how much money can i transfer",
            "how much can i withdraw",
            "the apr", "my apr", "an apr", "apr on", "apr for", "annual percentage rate", "points i have",
            "points have i", "how many points", "amount of points", "points on my", "least amount i can pay",
            "lowest amount i can pay", "smallest amount i can pay", "lowest payment i can make",
        ],
        fr: [
            "numero de compte", "coordonnees bancaires", "code guichet", "code banque", "score de credit",
            "cote de credit", "points fidelite", "points de fidelite",
            "date d expiration", "date de validite", "cryptogramme",
            "mensualite minimum",
            "plafond de virement", "plafonds de ma carte",
            "limite de ma carte", "combien de points", "le taeg", "mon taeg",
        ],
        examples: [
            "whats my routing number", "what's the minimum payment on my credit card",
            "how many rewards points do I have",
            "what are the current overdraft limits on my account?",
            "how much money can I transfer from my current account?",
            "could you please tell me the apr for the credit card",
            "what's the amount of points i have earned with my card",
            "what is the least amount i can pay for the power bill", "c'est quoi le TAEG de mon crédit ?",
            "mon numéro de compte stp", "combien de points fidélité j’ai", "envoie-moi mes coordonnées bancaires",
        ],
        counterexamples: [
            "what did I spend on my card last week?", "how much interest did I pay last month?",
            "how much did I spend in apr?", "got a free drink at Starbucks with my points, how much did I pay there?",
            "how much did I transfer to Karim last month?",
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
            "has not changed", "did not change", "has not updated", "has not been updated", "did not update",
            "is not updated", "is not showing", "does not show", "is not working", "does not work",
            "didn t go through", "didnt go through", "did not go through", "hasn t gone through",
            "has not gone through", "not gone through", "hasn t been completed", "has not been completed",
            "not completed", "isn t complete", "is missing", "missing",
        ],
        fr: [
            "bloque", "bloquee", "verrouille", "verrouillee", "gele", "gelee", "suspendu", "suspendue", "pirate",
            "piratee", "desactive", "desactivee", "cloture", "cloturee", "ferme", "fermee", "vole", "volee",
            "perdu", "perdue", "expire", "expiree", "refuse", "refusee", "rejete", "rejetee", "echoue", "echouee",
            "retourne", "retournee", "coince", "coincee", "ne marche pas", "marche plus", "ne fonctionne pas",
            "fonctionne plus", "en panne", "en attente", "pas a jour", "pas mis a jour", "pas ete mis a jour",
            "ne s est pas mis a jour", "n a pas change", "n a pas bouge", "apparait deux fois", "en double", "faux",
            "annule", "annulee",
            "pas passe", "pas passee", "n est pas passe", "n est pas passee", "pas abouti", "introuvable",
        ],
        examples: [
            "my account is locked after too many attempts", "mon compte est bloqué après 3 essais",
            "my balance hasn't updated", "un paiement a été annulé, pourquoi ?",
            "I recently transferred some cash, but the balance has not changed.",
            "My money didnt go through after I transferred.", "my transfer has not gone through",
            "le virement n'est pas passé",
        ],
        counterexamples: ["what did I spend on my card last week?", "mon compte est à combien ?"])
}
