/// Finds lexicon phrases (sequences of folded words) in a token list.
///
/// Phrases are indexed by their first word, so a lookup costs one dictionary
/// probe per token. When phrases overlap, `matches` prefers the longest one
/// starting at each position and never reports two overlapping matches.
struct PhraseMatcher<Value: Sendable>: Sendable {
    struct Entry: Sendable {
        let words: [String]
        let value: Value
    }

    struct Match {
        let range: Range<Int>
        let value: Value
    }

    private var byFirstWord: [String: [Entry]] = [:]
    /// The first two bytes of every first word, hashed into 1,024 bits: most
    /// words are turned away without hashing the whole word (dozens of matchers
    /// read every message). Nil when a first word is not ASCII (see `mayStart`).
    private var openings: [UInt64]?

    init(_ phrases: [(String, Value)]) {
        for (phrase, value) in phrases {
            let words = TextFolding.tokens(of: phrase).map(\.text)
            guard let first = words.first else { continue }
            byFirstWord[first, default: []].append(Entry(words: words, value: value))
        }
        for key in byFirstWord.keys {
            byFirstWord[key]!.sort { $0.words.count > $1.words.count }
        }
        if byFirstWord.keys.allSatisfy({ $0.utf8.allSatisfy { $0 < 0x80 } }) {
            var bits = [UInt64](repeating: 0, count: 16)
            for key in byFirstWord.keys {
                let bytes = Array(key.utf8.prefix(2))
                let slot = Self.slot(bytes.first ?? 0, bytes.count > 1 ? bytes[1] : 0)
                bits[slot >> 6] |= 1 << UInt64(slot & 63)
            }
            openings = bits
        }
    }

    /// The bit of a word's first two bytes (0 for a one-byte word's second).
    private static func slot(_ b0: UInt8, _ b1: UInt8) -> Int { (Int(b0) &* 31 &+ Int(b1)) & 1023 }

    /// Whether `word` may be a first word. Exact: the keys are ASCII, and a word
    /// whose first two bytes are ASCII equals an ASCII key (String equality is
    /// canonical equivalence) only if it starts with the key's first two bytes.
    /// A word that starts otherwise is looked up.
    private func mayStart(_ word: String) -> Bool {
        guard let openings else { return true }
        var it = word.utf8.makeIterator()
        guard let b0 = it.next(), b0 < 0x80 else { return true }
        let b1 = it.next() ?? 0
        if b1 >= 0x80 { return true }
        let slot = Self.slot(b0, b1)
        return openings[slot >> 6] & (1 << UInt64(slot & 63)) != 0
    }

    /// The longest phrase starting at `index`, if any.
    func longest(at index: Int, in words: [String]) -> Match? {
        guard index < words.count, mayStart(words[index]), let entries = byFirstWord[words[index]] else { return nil }
        for entry in entries where index + entry.words.count <= words.count {
            var ok = true
            for k in 1..<entry.words.count where words[index + k] != entry.words[k] {
                ok = false
                break
            }
            if ok { return Match(range: index..<(index + entry.words.count), value: entry.value) }
        }
        return nil
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
