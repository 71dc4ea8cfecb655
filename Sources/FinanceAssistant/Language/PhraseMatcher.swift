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

    init(_ phrases: [(String, Value)]) {
        for (phrase, value) in phrases {
            let words = TextFolding.tokens(of: phrase).map(\.text)
            guard let first = words.first else { continue }
            byFirstWord[first, default: []].append(Entry(words: words, value: value))
        }
        for key in byFirstWord.keys {
            byFirstWord[key]!.sort { $0.words.count > $1.words.count }
        }
    }

    /// The longest phrase starting at `index`, if any.
    func longest(at index: Int, in words: [String]) -> Match? {
        guard index < words.count, let entries = byFirstWord[words[index]] else { return nil }
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
