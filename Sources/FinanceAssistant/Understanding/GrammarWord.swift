/// The words the period grammar names one by one ("on", "the", "prior"…), rather than through a role
/// of `PeriodLexicon`.
///
/// Each is numbered first in `PeriodTokens.WordFacts.table`, in this order, so that its raw value is its
/// id there: `PeriodTokens.isWord(_:_:)` compares two integers, where comparing two strings was a
/// tenth of a parse.
enum GrammarWord: Int32, CaseIterable {
    // English
    case a, an, date, day, fifth, `for`, from, half, `in`, last, long, mid, next, of, on, paid, past,
        prior
    case recent, s, same, the, these, this, to, trailing, up, yesterday
    // French (folded)
    case au, ci, cinquieme, d, de, demi, dernier, derniere, du, durant, en, hier, jour, le, les, meme
    case pendant, qu, un, une, venir

    /// The word as the grammar's tokens spell it (folded).
    var text: String { "\(self)" }
}
