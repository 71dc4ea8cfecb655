extension CueFamily {
    /// Money in transit or missing, said (GUIDE §16): a transfer, salary or refund that has not arrived, a payment
    /// still pending or stuck. A report followed by a ledger question in a clause of its own is the ledger
    /// question.
    static let bankMissing = CueFamily(
        "bankMissing", .intent(.offTopic), weight: 8.5, band: .overriding, refusal: .bankService,
        reports: true,
        en: [
            "missing refund", "missing cash", "missing money", "see the funds",
            "not yet on my statement", "cheque i deposited", "check i deposited", "deposited a cheque",
            "deposited a check", "balance the same", "balance doesn t include", "changes in my account balance",
            "balance be updated", "rest of my cash",
            "hasn t updated", "hasn t changed", "not updated", "not on my balance", "isnt showing", "isn t showing",
            "not showing", "not showing up", "hasn t shown up", "hasn t got the money", "hasn t received",
            "haven t received", "didn t receive", "didn t get the money", "hasn t been credited", "hold on my card",
            "still has a hold", "doesn t show", "only gave me", "gave me less", "showing a negative",
            "hasn t arrived", "reverted", "revert", "wrong account", "wrong person", "wrong iban",
            "by mistake", "problem with my", "issue with my", "problem with the", "something wrong with", "unable to",
            "can t withdraw", "cannot withdraw", "can t pay", "can t transfer", "can t use my card", "won t let me",
            "doesn t let me", "unexpected", "balance is wrong", "wrong balance", "looks wrong", "seems wrong",
            "incorrect", "not right", "pending", "still isn t there", "isn t there yet", "not there yet",
            "still not there", "is missing", "are missing", "went missing", "gone missing", "disappeared",
            "vanished", "no sign of", "didn t give me", "didn t dispense", "has not arrived", "hasn t come in",
            "has not come in", "hasn t landed", "still hasn t", "still has not", "still not", "still waiting",
            "still pending", "been pending", "is pending", "showing as pending", "pending for", "never arrived",
            "never came", "not received", "still blocked", "stuck", "processing", "nothing has come in",
            "i see nothing", "can t see it", "isn t on my account", "not on my account", "should have arrived",
            "is late",
            "s late", "hasn t gone through", "didn t go through", "did not go through", "not gone through",
            "not in my account", "isn t in my account", "s not there", "is not there", "don t see it", "can t find it",
            "missing from",
        ],
        fr: [
            "a pas bouge", "pas bouge", "bouge pas", "apparait toujours pas", "apparait pas", "apparaissent pas",
            "toujours rien", "toujours marque", "marque en cours", "encore en cours", "empreinte bancaire",
            "empreinte sur ma carte", "m a rien donne", "solde est faux", "solde faux", "arrive toujours pas",
            "a pas recu", "a toujours pas recu", "pas recu l argent",
            "pas arrive", "par erreur", "mauvais compte", "un probleme avec", "souci avec", "impossible de",
            "je n arrive pas a", "j arrive pas a", "j arrive plus a", "pas normal", "anormal", "il manque",
            "manque de l argent", "a disparu", "disparu", "aucune trace", "ne passe plus", "passe plus",
            "pas arrivee", "pas recu", "pas encore arrive", "toujours pas", "toujours en attente",
            "en attente",
            "jamais arrive", "jamais recu", "bloque chez vous", "bloquee chez vous", "en traitement", "en cours depuis",
            "pas credite", "pas encore credite", "je l ai pas", "je le vois pas", "je vois rien", "n est pas passe",
            "est pas passe", "aurait du arriver", "pas tombe", "toujours pas tombe",
            "pas sur mon compte", "pas dans mon compte", "le vois toujours pas",
        ],
        examples: [
            "my transfer to Léa hasn’t arrived", "why is my Uber payment still pending", "virement à Léa pas arrivé ??",
            "mon salaire est toujours pas tombé",
        ],
        counterexamples: [
            "has my salary come in this month?", "did the 40 € at Lidl go through?", "ma paie est tombée ce mois-ci ?",
            "mon virement de salaire est arrivé ce mois-ci ?",
        ])
}
