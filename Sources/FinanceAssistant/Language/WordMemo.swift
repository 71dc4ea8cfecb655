/// A pure function of a word, worked out once for every word the `Vocabulary` holds when the
/// memo is built, then read by the word's number: readers ask the same questions of the same
/// words in every message (is it a typo of a money word, of a shop's name; can a shop's name
/// written without spaces start with it). A word numbered after the memo, or by no table, is
/// worked out as it is met, by the same function: the answer never depends on which path gave it.
struct WordMemo<Value: Sendable>: Sendable {
    private let byID: [Value]
    private let compute: @Sendable (String) -> Value

    init(_ compute: @escaping @Sendable (String) -> Value) {
        byID = Vocabulary.shared.current().words.map(compute)
        self.compute = compute
    }

    /// The value for the word at `k`, when the memo holds it (a reader that works the others out
    /// piece by piece, only where it asks).
    @inline(__always)
    func known(at k: Int, in words: WordIDs) -> Value? {
        let id = words.ids[k]
        return id >= 0 && Int(id) < byID.count ? byID[Int(id)] : nil
    }

    /// The value for the word at `k`, worked out now when the memo does not hold it.
    @inline(__always)
    func value(at k: Int, in words: WordIDs) -> Value { known(at: k, in: words) ?? compute(words.words[k]) }
}
