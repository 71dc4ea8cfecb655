extension CueFamily {
    /// Work and HR.
    static let offTopicWork = CueFamily(
        "offTopicWork", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "side hustle", "side hustles", "side gig", "side gigs",
            "my manager", "my company", "negotiate", "ask for a raise", "vacation days", "days off",
            "holiday request", "leave request", "unpaid leave", "sick leave", "resign", "training course",
            "sign up for a course", "health plan", "holiday days", "vacation request", "my w2", "conferences",
            "next holiday",
            "vacation approved", "vacation been approved", "vacation has been approved", "vacation have i taken",
            "vacation time", "vacation left", "time off", "healthcare plan", "health care plan", "insurance plan",
            "benefits plan", "w 2", "w2", "holiday comes next", "upcoming holiday",
            "day off",
            "vacation day", "free day", "scheduled holiday", "office holiday", "paid holiday",
            "holiday is coming up", "holidays coming up", "holiday is comming", "holidays comming",
            "holiday s comming", "which holiday", "what holiday", "am i off next", "be off again", "scheduled off",
            "closest holiday", "let us have a holiday", "a day to myself",
        ],
        fr: [
            "petit boulot", "petits boulots", "activite complementaire",
            "patronne", "cheffe", "ma boite", "entretien d embauche", "negocier", "demander une augmentation",
            "conges payes", "jours de conges", "conge sans solde", "rupture conventionnelle", "demission",
            "arret maladie",
            "s inscrire",
            "prochain ferie", "mes conges", "poser des conges", "poser un conge",
        ],
        both: [
            "boss", "employer refuse", "patron", "job interview",
        ],
        examples: [
            "give me side hustles to make extra cash", "quels petits boulots pour arrondir mes fins de mois ?",
            "et pour une rupture conventionnelle ?", "and if she says no, can I take unpaid leave instead?",
            "please check to see if my vacation has been approved", "what holiday comes next",
            "where do i go to get my w-2", "je voudrais poser des congés en août",
            "when is my next vacation day", "what holiday is coming up next",
        ],
        counterexamples: [
            "last 90 days spend", "how much did I spend on my holiday in Spain?",
        ])
}
