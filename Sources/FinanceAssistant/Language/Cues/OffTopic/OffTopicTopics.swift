extension CueFamily {
    /// Cues of `offTopic` that weigh 3.5.
    static let offTopicTopics = CueFamily(
        "offTopicTopics", .intent(.offTopic), weight: 3.5, band: .medium,
        en: [
            "who are you", "joke", "weather", "poem", "recipe", "exchange rate",
            "interest rate", "interest rates", "price of", "how does a", "how do taxes", "what is a",
            "what is an", "what s a", "what s an", "what are", "definition", "define",
            "meaning of", "tax law", "tax rate", "how much does a", "how much is a", "how much is one",
            "how much is the", "how much is an", "how much does", "how much do", "how much does it cost",
            "how much would",
            "how expensive", "is it expensive", "write me", "translate", "function", "capital of",
            "story", "song", "movie", "who is", "who won", "how do you say",
            "stand for", "worth in", "how do the", "how does the", "how do they", "average rent",
            "median salary", "average salary", "the average french", "tax brackets", "in the us", "rain",
            "ecb", "is it bad", "tipping", "tip", "what counts as", "how are",
            "tell me about", "explain", "difference between a", "what s the difference", "what is the difference",
            "what does",
            "who invented", "what time", "why are", "why is", "in germany", "in spain",
            "for a student", "for a tourist", "for a child", "is it true", "interest", "yield",
            "rate", "rates", "percent",
        ],
        fr: [
            "c est quoi", "qui es tu", "tu es qui", "blague", "recette", "taux de change",
            "taux d interet", "smic", "le cours du", "le cours de", "prix du", "prix de l",
            "prix d un", "prix d une", "c est quoi un", "c est quoi une", "c est quoi la", "c est quoi les",
            "c est quoi l", "c est quoi exactement", "qu est ce qu un", "qu est ce qu une", "qu est ce que c est",
            "taux du livret",
            "combien coute", "combien coutent", "coute combien", "coutent combien", "ca coute combien",
            "ca coute combien un",
            "c est combien", "est a combien", "il est a combien", "c est combien pour", "tarif", "tarifs",
            "ecris moi", "traduis", "capitale", "histoire", "chanson", "qui a gagne",
            "c est qui", "qui est le", "qui est la", "comment on dit", "veut dire", "comment marche",
            "comment marchent", "comment ca marche", "ca marche comment", "comment fonctionne", "comment ca fonctionne",
            "loyer moyen",
            "salaire median", "salaire moyen", "tranches d impot", "aux etats unis", "en france", "pleuvoir",
            "pluie", "c est grave", "pourboire", "parle moi de", "explique", "difference entre un",
            "difference entre une", "c est quoi la difference", "que veut dire", "quelle heure", "a quelle heure",
            "pourquoi",
            "en allemagne", "en espagne", "pour un etudiant", "pour un touriste", "pour un enfant", "c est vrai que",
            "est ce vrai", "rapporte", "rapportent", "rapporter", "interets", "taux",
            "rendement", "taeg", "ca coute un", "ca coute une", "coute un", "coute une",
            "pourcent", "pour cent",
        ],
        both: [
            "meteo", "poeme", "inflation", "minimum wage", "stock price", "code",
            "python", "javascript", "film", "football", "foot", "match",
            "in france", "in paris", "a paris", "bce", "fed", "credit score",
            "quelle difference", "apr", "% of",
        ],
        examples: [
            "what is an ETF", "et en Allemagne ?",
        ],
        counterexamples: [
            "wait what"
        ])
}
