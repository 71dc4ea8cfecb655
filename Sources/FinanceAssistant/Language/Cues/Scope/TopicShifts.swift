extension CueFamily {
    /// Words that move on from a problem just reported to a question of its own ("card got refused at
    /// Picard… anyway, how much have I spent there?", "toujours pas reçu ma carte, en attendant, combien de
    /// courses ?"): what follows is read as a clause of its own, and a request to the bank before it is
    /// no longer what is asked (GUIDE §16: a report followed by a ledger question is the ledger question).
    static let topicShifts = CueFamily(
        "topicShifts", .topicShift,
        en: ["anyway", "anyways", "in the meantime", "meanwhile", "whatever", "not asking about that", "separately"],
        fr: ["bref", "en attendant", "peu importe", "sinon", "a part ca", "autre chose"],
        examples: [
            "card got refused at Picard earlier… anyway, how much have I spent at Picard since payday?",
            "toujours pas reçu ma nouvelle carte 🙄 en attendant, combien de courses ce mois-ci ?",
        ],
        counterexamples: ["what's my balance in the mean time frame", "en attente de mon salaire"])
}
