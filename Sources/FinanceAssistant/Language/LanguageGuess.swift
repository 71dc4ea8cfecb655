/// Guesses whether a message is English or French from its little words,
/// for callers that do not know the user's language.
public enum LanguageGuess {
    static let french: Set<String> = [
        "je", "j", "tu", "il", "elle", "nous", "vous", "mon", "ma", "mes", "le", "la", "les", "des", "du", "de",
        "un", "une", "et", "ou", "combien", "quoi", "quand", "pour", "avec", "chez", "depuis", "ce", "cette",
        "mois", "semaine", "annee", "dernier", "derniere", "est", "ai", "reste", "depense", "qu", "c", "ca",
        "dans", "sur", "au", "aux", "en", "pas", "plus", "moins", "mais", "donc", "quel", "quelle", "mes",
    ]
    static let english: Set<String> = [
        "i", "you", "my", "me", "the", "a", "an", "and", "or", "how", "much", "what", "when", "where", "did",
        "do", "is", "are", "was", "at", "on", "in", "for", "with", "since", "this", "last", "month", "week",
        "year", "spend", "spent", "left", "have", "has", "much", "many", "which", "of", "to", "from", "it",
    ]

    public static func guess(_ text: String) -> Language {
        guess(tokens: TextFolding.tokens(of: text))
    }

    static func guess(tokens: [Token]) -> Language {
        // The same count, from `LanguageMarks`' one table: one probe a word.
        LanguageMarks.guess(LanguageMarks.of(tokens.map(\.text)))
    }
}
