extension CueFamily {
    /// Facts about the world no ledger holds: the calendar ("what day of the week was", "c'est quand Pâques"),
    /// sums to work out ("87 divided by 3"), what other people earn ("combien gagne un
    /// député"), the news. They carry date and money words, so only their shape tells them from a ledger question.
    static let offTopicWorldFacts = CueFamily(
        "offTopicWorldFacts", .intent(.offTopic), weight: 6, band: .overriding,
        en: [
            "what s the date", "what is the date", "what day will it be", "days from now", "what day is it",
            "what day is today", "today s date",
            "what year is it", "what month is it",
            "what time is it", "time zone", "timezone",
            "how far is", "distance from", "directions to", "traffic",
            "what day of the week", "day of the week was", "how many days between", "how many days until",
            "how many weeks until", "how many weeks till", "how many months until", "how many days are in",
            "how many days are there", "how many weeks are in", "how many days does",
            "days until christmas", "when is easter", "when is christmas", "when is thanksgiving",
            "when is mother s day", "when is father s day", "bank holiday", "public holiday", "daylight saving",
            "clocks go forward", "clocks go back", "leap year", "divided by", "divide by", "multiplied by",
            "multiply by", "square root", "salary of a",
            "how much does he earn", "how much does she earn", "how much do they earn", "how much does he make",
            "how much does she make", "how much do they make", "net worth", "the news", "latest news", "news today",
            "headlines",
        ],
        fr: [
            "quel jour on est", "on est quel jour", "quel jour est il", "nous sommes le combien",
            "quel jour sommes nous", "on est le combien", "c est quel jour",
            "quelle date", "la date d aujourd hui", "on est en quelle annee",
            "fuseau horaire", "c est loin", "itineraire",
            "bouchons", "trafic",
            "quel jour de la semaine", "c etait quel jour", "tombe quel jour", "combien de jours entre",
            "combien de jours avant", "combien de semaines avant", "combien de jours jusqu", "c est quand paques",
            "combien de semaines jusqu", "combien de mois jusqu", "combien de mois avant", "combien de jours en",
            "combien de jours a", "quand est paques", "quand est noel",
            "c est quand noel", "jour ferie", "jours feries", "changement d heure", "annee bissextile",
            "vacances scolaires", "vacances de printemps", "vacances de la toussaint", "tour de france",
            "c est quand les soldes", "quand commencent les soldes",
            "divise par", "diviser par", "multiplie par", "multiplier par",
            "racine carree", "combien gagne un", "combien gagne une", "combien gagnent", "il gagne combien",
            "elle gagne combien", "ils gagnent combien", "salaire minimum", "les infos",
            "actualites", "actu du jour",
        ],
        examples: [
            "what day of the week was 14 july 1789",
            "c’est quand Pâques 2026 ?", "87 € divisé par 3 ça fait combien", "combien gagne un député",
            "combien de semaines jusqu'aux vacances", "combien de jours en février",
            "quand est Pâques cette année", "how many days are there in February 2028",
        ],
        counterexamples: [
            "how much did I spend between March 3 and June 20?", "combien j’ai dépensé entre le 3 mars et le 20 juin ?",
            "what did I spend at Christmas?", "mon solde ?", "je gagne combien par mois ?",
            "combien de jours ai-je dépensé plus de 50 € ?",
        ])
}
