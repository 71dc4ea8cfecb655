/// Finds lexicon phrases (sequences of folded words) in a token list.
///
/// Phrases are kept as a trie over their words, so the longest phrase at a
/// position costs one probe per word it matches, however many phrases
/// share its first words (hundreds of cues start "how", "what", "combien").
/// The trie's edges are one `WordIndex` keyed by (node, word): no `String` is
/// hashed with SipHash on the way.
/// When phrases overlap, `matches` prefers the longest one starting at each
/// position and never reports two overlapping matches; of two identical phrases
/// the first listed counts.
struct PhraseMatcher<Value: Sendable>: Sendable {
    struct Match {
        let range: Range<Int>
        let value: Value
    }

    /// One word of the trie: the words that may follow, and the value of the phrase ending here.
    private struct Node: Sendable {
        var next: [String: Int32] = [:]
        var value: Value?
    }

    /// The trie's edges: (node, word) → the node the word leads to. The root is node 0.
    private let edges: WordIndex
    /// The value of the phrase ending at each node.
    private let values: [Value?]
    /// Which first bytes, and which pairs of first two bytes (hashed into 256
    /// bits), the first words have: most words are turned away without hashing
    /// the whole word (dozens of matchers read every message). Plain integers,
    /// not an array: the test runs for every word. Off when a first word is not ASCII.
    private var filtered = false
    private var firstLow: UInt64 = 0
    private var firstHigh: UInt64 = 0
    private var pairs: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init(_ phrases: [(String, Value)]) {
        var nodes: [Node] = [Node()]
        for (phrase, value) in phrases {
            let words = TextFolding.tokens(of: phrase).map(\.text)
            guard !words.isEmpty else { continue }
            var node = 0
            for word in words {
                if let n = nodes[node].next[word] {
                    node = Int(n)
                } else {
                    nodes.append(Node())
                    nodes[node].next[word] = Int32(nodes.count - 1)
                    node = nodes.count - 1
                }
            }
            if nodes[node].value == nil { nodes[node].value = value }
        }
        var entries: [(salt: Int32, word: String, value: Int32)] = []
        for (k, node) in nodes.enumerated() {
            for (word, child) in node.next { entries.append((Int32(k), word, child)) }
        }
        edges = WordIndex(entries)
        values = nodes.map(\.value)
        let firstWords = nodes[0].next.keys
        filtered = firstWords.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0 < 0x80 } }
        guard filtered else { return }
        for key in firstWords {
            let bytes = Array(key.utf8.prefix(2))
            let b0 = bytes[0]
            if b0 < 64 { firstLow |= 1 << UInt64(b0) } else { firstHigh |= 1 << UInt64(b0 - 64) }
            let bit = Self.pairBit(b0, bytes.count > 1 ? bytes[1] : 0)
            switch bit >> 6 {
            case 0: pairs.0 |= 1 << UInt64(bit & 63)
            case 1: pairs.1 |= 1 << UInt64(bit & 63)
            case 2: pairs.2 |= 1 << UInt64(bit & 63)
            default: pairs.3 |= 1 << UInt64(bit & 63)
            }
        }
    }
    /// The bit of a word's first two bytes (0 for a one-byte word's second).
    private static func pairBit(_ b0: UInt8, _ b1: UInt8) -> Int { (Int(b0) &* 31 &+ Int(b1)) & 255 }

    /// Whether `word` may be a first word. Exact: the keys are ASCII, and String
    /// equality is canonical equivalence, so a word equals a key only if its
    /// normalized form is that ASCII key. A first byte that is ASCII is then the
    /// key's first byte (it composes with nothing, or the form would not be
    /// ASCII); a second byte likewise when it is ASCII too.
    private func mayStart(_ word: String) -> Bool {
        guard filtered else { return true }
        let utf8 = word.utf8
        guard let b0 = utf8.first, b0 < 0x80 else { return true }
        let known = b0 < 64 ? firstLow >> UInt64(b0) : firstHigh >> UInt64(b0 - 64)
        guard known & 1 == 1 else { return false }
        let second = utf8.index(after: utf8.startIndex)
        let b1 = second == utf8.endIndex ? 0 : utf8[second]
        guard b1 < 0x80 else { return true }
        let bit = Self.pairBit(b0, b1)
        let word64: UInt64
        switch bit >> 6 {
        case 0: word64 = pairs.0
        case 1: word64 = pairs.1
        case 2: word64 = pairs.2
        default: word64 = pairs.3
        }
        return (word64 >> UInt64(bit & 63)) & 1 == 1
    }

    /// The longest phrase starting at `index`, if any.
    func longest(at index: Int, in words: [String]) -> Match? {
        guard index >= 0, index < words.count, mayStart(words[index]) else { return nil }
        var node: Int32 = 0
        var k = index
        var best: Match?
        while k < words.count, let n = edges.value(of: words[k], salt: node) {
            node = n
            k += 1
            if let value = values[Int(n)] { best = Match(range: index..<k, value: value) }
        }
        return best
    }
    /// Every non-overlapping match, left to right, longest first at each position.
    func matches(in words: [String]) -> [Match] {
        var result: [Match] = []
        var i = 0
        while i < words.count {
            if let m = longest(at: i, in: words) {
                result.append(m)
                i = m.range.upperBound
            } else {
                i += 1
            }
        }
        return result
    }

    func contains(in words: [String]) -> Bool {
        for i in words.indices where longest(at: i, in: words) != nil { return true }
        return false
    }
}
