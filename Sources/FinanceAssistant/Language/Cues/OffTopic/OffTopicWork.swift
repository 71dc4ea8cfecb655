extension CueFamily {
    /// Work and HR.
    static let offTopicWork = CueFamily(
        "offTopicWork", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "my manager", "my company", "negotiate", "ask for a raise", "vacation days", "days off",
            "holiday request", "leave request", "unpaid leave", "sick leave", "resign", "training course",
            "sign up for a course", "health plan", "holiday days", "vacation request", "my w2", "conferences",
            "next holiday",
        ],
        fr: [
            "patronne", "cheffe", "ma boite", "entretien d embauche", "negocier", "demander une augmentation",
            "conges payes", "jours de conges", "conge sans solde", "rupture conventionnelle", "demission",
            "arret maladie",
            "s inscrire",
        ],
        both: [
            "boss", "employer refuse", "patron", "job interview",
        ],
        examples: [
            "et pour une rupture conventionnelle ?", "and if she says no, can I take unpaid leave instead?",
        ],
        counterexamples: [
            "last 90 days spend"
        ])
}
