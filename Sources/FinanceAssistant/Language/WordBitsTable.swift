/// Bits for each word, by its number in the `Vocabulary`: one array read a word (a word past the
/// table's end has none). `WordFlags` and `LanguageMarks` are read through one of these each.
struct WordBitsTable<Bits: FixedWidthInteger & Sendable>: Sendable {
    private let table: [Bits]

    /// Numbers every entry's word; a word listed twice gets its entries' bits together.
    init(_ entries: some Sequence<(word: String, bits: Bits)>) {
        var byID: [Int32: Bits] = [:]
        for (word, bits) in entries { byID[Vocabulary.shared.intern(word), default: 0] |= bits }
        var table = [Bits](repeating: 0, count: Int(byID.keys.max().map { $0 + 1 } ?? 0))
        for (id, bits) in byID { table[Int(id)] = bits }
        self.table = table
    }

    /// The bits of each word.
    func of(_ words: WordIDs) -> [Bits] {
        let words = words.resolved(for: Int32(table.count))
        return words.ids.map { id in id >= 0 && Int(id) < table.count ? table[Int(id)] : 0 }
    }
}
