/// The little words both language guesses read (`LanguageGuess`, which the shop reader
/// shares, and `CueLanguage`), in one table: a message's words are looked up once for
/// all of them instead of once per list.
enum LanguageMarks {
    static let frenchGuess: UInt8 = 1
    static let englishGuess: UInt8 = 2
    static let englishMarker: UInt8 = 4
    static let frenchMarker: UInt8 = 8

    static let table: [String: UInt8] = {
        var t: [String: UInt8] = [:]
        for w in LanguageGuess.french { t[w, default: 0] |= frenchGuess }
        for w in LanguageGuess.english { t[w, default: 0] |= englishGuess }
        for w in CueLanguage.englishMarkers { t[w, default: 0] |= englishMarker }
        for w in CueLanguage.frenchMarkers { t[w, default: 0] |= frenchMarker }
        return t
    }()

    /// `table` by the words' numbers in the `Vocabulary` (past the end: no mark): one array read a word.
    private static let byID = WordBitsTable(table.map { ($0.key, $0.value) })

    /// Each word's marks.
    static func of(_ words: [String]) -> [UInt8] { of(WordIDs(words)) }

    /// Each word's marks, by its number.
    static func of(_ words: WordIDs) -> [UInt8] { byID.of(words) }

    /// `LanguageGuess.guess(tokens:)` of the words these marks are of.
    static func guess(_ marks: [UInt8]) -> Language {
        var fr = 0
        var en = 0
        for m in marks {
            if m & frenchGuess != 0 { fr += 1 }
            if m & englishGuess != 0 { en += 1 }
        }
        return fr > en ? .fr : .en
    }

    /// `CueLanguage.of(_:)` of the words these marks are of.
    static func cueLanguage(_ marks: [UInt8]) -> CueLanguage {
        var english = false
        var french = false
        for m in marks {
            if m & englishMarker != 0 { english = true }
            if m & frenchMarker != 0 { french = true }
            if english && french { return .mixed }
        }
        if english { return .english }
        if french { return .french }
        return .mixed
    }
}
