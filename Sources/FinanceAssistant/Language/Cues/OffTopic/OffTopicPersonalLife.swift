extension CueFamily {
    /// The writer's own life that is not money: the agenda, shifts and leave at work, health and fitness
    /// measures, the car's state, deliveries, media and the assistant's own settings. First person and often
    /// with a time word ("when is my next shift", "combien de pas j'ai fait aujourd'hui"), yet no ledger
    /// answers them.
    static let offTopicPersonalLife = CueFamily(
        "offTopicPersonalLife", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "where did i put", "where did i leave", "where did i place", "last place my", "where i put my",
            "where i left my",
            "my shift", "next shift", "my rota", "rota at work", "first appointment", "my appointments",
            "my next class", "my vaccine", "vaccine due", "my booster", "check up", "checkup", "inspection",
            "parental leave", "maternity leave", "paternity leave", "annual leave", "sick days", "pto", "nxt mtg",
            "my mtg", "meeting", "meetings",
            "hours of sleep", "how much sleep", "did i sleep", "my sleep", "my steps", "how many steps",
            "steps did i", "my weight", "weight trend", "heart rate", "how many km", "how many miles",
            "kilometers", "did i run", "did i walk", "how far did i", "how far can i",
            "in my tank", "in the tank", "fuel light", "fuel left", "my mileage", "s mileage", "car locked",
            "my order arrive", "tracking number", "my delivery",
            "play my", "resume my", "my playlist", "my podcast", "my audiobook", "what s new on", "new episodes",
            "your name", "your voice", "call you",
        ],
        fr: [
            "ou j ai mis", "ou ai je mis", "ou j ai laisse", "ou ai je laisse", "ou j ai range",
            "mon prochain service", "service au boulot", "mes horaires", "combien de rendez vous",
            "mes rendez vous", "prochain rendez vous", "rtt", "cp a poser", "conges a poser", "jours de conge",
            "conge parental", "conge maternite", "conge paternite", "rappel de vaccin", "mon vaccin",
            "controle technique", "combien de pas", "pas j ai fait", "j ai dormi", "heures de sommeil",
            "mon sommeil", "mon poids", "j ai couru", "km j ai", "combien de km", "dans le reservoir",
            "essence dans", "voyant", "commande est partie", "ma livraison", "numero de suivi",
            "ma playlist", "mon podcast", "mon livre audio", "quoi de neuf sur", "nouveaux episodes",
            "dans combien de jours", "ton nom", "ta voix", "t appeler",
        ],
        examples: [
            "where did I put my glasses", "où j'ai mis mes clés ?",
            "when is my next shift", "how many hours of sleep did I get on average last week",
            "how much fuel is left in my tank", "play my discover weekly on spotify",
            "combien de pas j’ai fait aujourd’hui", "il me reste combien d’essence dans le réservoir",
            "combien de RTT j’ai posé cette année",
        ],
        counterexamples: [
            "where did I spend the most last month?",
            "how much did I spend on fuel last month?", "what's on my payment calendar next week",
            "combien j’ai dépensé en essence ce mois-ci ?", "my Spotify payments this year",
        ])
}
