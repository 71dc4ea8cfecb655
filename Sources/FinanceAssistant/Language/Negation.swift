/// A subject named only to be set aside: "groceries, not restaurants", "Uber
/// tout court, pas Uber Eats", "instead of Lidl". A correction names the new
/// subject and the old one; the reading takes the new one.
enum Negation {
    private static let matcher = PhraseMatcher(Lexicon.negations.map { ($0, true) })

    /// Whether a negation ends just before `range`, a little word allowed
    /// between ("not at Carrefour", "pas les restos").
    static func precedes(_ range: Range<Int>, in words: [String]) -> Bool { precedes(range, in: WordIDs(words)) }

    static func precedes(_ range: Range<Int>, in words: WordIDs) -> Bool {
        for gap in 0...1 {
            let end = range.lowerBound - gap
            if gap == 1, end < 1 || !Lexicon.glue.contains(words.words[end]) { break }
            for start in max(0, end - 3)..<end where matcher.longest(at: start, in: words)?.range.upperBound == end {
                return true
            }
        }
        return false
    }
}
