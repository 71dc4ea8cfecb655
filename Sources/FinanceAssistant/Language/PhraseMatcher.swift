/// Finds lexicon phrases (sequences of folded words) in a token list.
///
/// Phrases are kept as a trie over their words' numbers in the `Vocabulary`, so the
/// longest phrase at a position costs one probe per word it matches, however many
/// phrases share its first words (hundreds of cues start "how", "what", "combien").
/// A message's words are numbered once (`WordIDs`) for every matcher: a word is turned
/// away as a first word by one bit (`firstWords`), and the edges are an integer-keyed
/// `EdgeTable`; no word's bytes are hashed here.
/// When phrases overlap, `matches` prefers the longest one starting at each
/// position and never reports two overlapping matches; of two identical phrases
/// the first listed counts.
final class PhraseMatcher<Value: Sendable>: Sendable {
    struct Match {
        let range: Range<Int>
        let value: Value
    }

    /// One word of the trie while it is built: the words that may follow, and the value of the phrase ending here.
    private struct Node {
        var next: [Int32: Int32] = [:]
        var value: Value?
    }

    /// One bit per word number: whether a phrase starts with that word (past the end: none).
    /// Bits, not a node per number: dozens of matchers ask about every word, and tables as
    /// long as the vocabulary each missed the cache on most asks.
    private let firstWords: [UInt64]
    /// The trie's edges: (node, word number) → the node the word leads to. The root is node 0.
    private let edges: EdgeTable
    /// The value of the phrase ending at each node.
    private let values: [Value?]
    /// One more than the largest word number of the trie: a message read before it was numbered is read again (`WordIDs.resolved(for:)`).
    private let needed: Int32

    convenience init(_ phrases: [(String, Value)]) {
        self.init(words: phrases.map { (TextFolding.tokens(of: $0.0).map(\.text), $0.1) })
    }

    /// Phrases already split into folded words: a caller that builds several matchers from one list folds it once.
    init(words phrases: [([String], Value)]) {
        let vocabulary = Vocabulary.shared
        var nodes: [Node] = [Node()]
        var maxID: Int32 = -1
        for (words, value) in phrases {
            guard !words.isEmpty else { continue }
            var node = 0
            for word in words {
                let id = vocabulary.intern(word)
                maxID = max(maxID, id)
                if let n = nodes[node].next[id] {
                    node = Int(n)
                } else {
                    nodes.append(Node())
                    nodes[node].next[id] = Int32(nodes.count - 1)
                    node = nodes.count - 1
                }
            }
            if nodes[node].value == nil { nodes[node].value = value }
        }
        var firstWords = [UInt64](repeating: 0, count: Int(nodes[0].next.keys.max().map { $0 / 64 + 1 } ?? 0))
        for id in nodes[0].next.keys { firstWords[Int(id) / 64] |= 1 << UInt64(id % 64) }
        self.firstWords = firstWords
        var entries: [(node: Int32, id: Int32, child: Int32)] = []
        for (k, node) in nodes.enumerated() {
            for (id, child) in node.next { entries.append((Int32(k), id, child)) }
        }
        edges = EdgeTable(entries)
        values = nodes.map(\.value)
        needed = maxID + 1
    }

    /// The longest phrase starting at `index`, if any.
    func longest(at index: Int, in words: WordIDs) -> Match? {
        guard needed <= words.known else { return longest(at: index, in: words.resolved(for: needed)) }
        return words.ids.withUnsafeBufferPointer { ids in longest(at: index, ids) }
    }

    @inline(__always)
    private func longest(at index: Int, _ ids: UnsafeBufferPointer<Int32>) -> Match? {
        guard index >= 0, index < ids.count else { return nil }
        let first = ids[index]
        guard first >= 0, Int(first) / 64 < firstWords.count,
            (firstWords[Int(first) / 64] >> UInt64(first % 64)) & 1 == 1
        else { return nil }
        var node = edges.child(of: 0, first)
        guard node >= 0 else { return nil }
        var k = index + 1
        // The longest phrase's end and node; its value is read once, at the end (a value may be an array).
        var best: (end: Int, node: Int32)?
        while true {
            if values[Int(node)] != nil { best = (k, node) }
            guard k < ids.count else { break }
            let id = ids[k]
            guard id >= 0 else { break }
            let n = edges.child(of: node, id)
            guard n >= 0 else { break }
            node = n
            k += 1
        }
        guard let best, let value = values[Int(best.node)] else { return nil }
        return Match(range: index..<best.end, value: value)
    }

    /// Every non-overlapping match, left to right, longest first at each position.
    func matches(in words: WordIDs) -> [Match] {
        guard needed <= words.known else { return matches(in: words.resolved(for: needed)) }
        return words.ids.withUnsafeBufferPointer { ids in
            var result: [Match] = []
            var i = 0
            while i < ids.count {
                if let m = longest(at: i, ids) {
                    result.append(m)
                    i = m.range.upperBound
                } else {
                    i += 1
                }
            }
            return result
        }
    }

    func contains(in words: WordIDs) -> Bool {
        guard needed <= words.known else { return contains(in: words.resolved(for: needed)) }
        return words.ids.withUnsafeBufferPointer { ids in
            for i in 0..<ids.count where longest(at: i, ids) != nil { return true }
            return false
        }
    }

    // The same over plain words, numbered on the way (callers off the hot path, and tests).

    func longest(at index: Int, in words: [String]) -> Match? { longest(at: index, in: WordIDs(words)) }
    func matches(in words: [String]) -> [Match] { matches(in: WordIDs(words)) }
    func contains(in words: [String]) -> Bool { contains(in: WordIDs(words)) }
}
