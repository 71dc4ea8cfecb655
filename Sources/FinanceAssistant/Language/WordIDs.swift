/// A message's folded words with their numbers in the `Vocabulary` (-1: a word no table
/// knows), read once: every matcher and word table asks about the numbers.
struct WordIDs: Sendable {
    let words: [String]
    let ids: [Int32]
    /// How many words the vocabulary had numbered when `ids` were read. A table built
    /// since may know a word read here as -1: it reads the words again (`resolved(for:)`).
    let known: Int32

    /// The words, looked up in the vocabulary as it is now.
    init(_ words: [String]) {
        let snapshot = Vocabulary.shared.current()
        self.init(words, in: snapshot)
    }

    init(_ words: [String], in snapshot: Vocabulary.Snapshot) {
        self.words = words
        ids = words.map { snapshot.id(of: $0) }
        known = snapshot.count
    }

    init(words: [String], ids: [Int32], known: Int32) {
        self.words = words
        self.ids = ids
        self.known = known
    }

    var count: Int { ids.count }
    var indices: Range<Int> { ids.indices }

    /// These words as a table that knows `needed` words must read them: themselves, or
    /// read again when the table was built after them (rare: a table first used late).
    @inline(__always)
    func resolved(for needed: Int32) -> WordIDs { needed <= known ? self : WordIDs(words) }

    /// The words at `positions`, in that order.
    func picking(_ positions: [Int]) -> WordIDs {
        WordIDs(words: positions.map { words[$0] }, ids: positions.map { ids[$0] }, known: known)
    }

    /// The words from `start` on.
    func suffix(from start: Int) -> WordIDs {
        WordIDs(words: Array(words[start...]), ids: Array(ids[start...]), known: known)
    }

    /// The same words with those at `positions` blanked (`blank`, which no table holds: "_", "").
    func blanking(_ positions: some Sequence<Int>, as blank: String = "_") -> WordIDs {
        var words = words
        var ids = ids
        for k in positions {
            words[k] = blank
            ids[k] = -1
        }
        return WordIDs(words: words, ids: ids, known: known)
    }

    /// Positions taken from `other` (the same message's words, read otherwise), the rest kept.
    func taking(_ positions: some Sequence<Int>, from other: WordIDs) -> WordIDs {
        var words = words
        var ids = ids
        for k in positions {
            words[k] = other.words[k]
            ids[k] = other.ids[k]
        }
        return WordIDs(words: words, ids: ids, known: min(known, other.known))
    }
}
