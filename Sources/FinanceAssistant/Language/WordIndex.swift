import Foundation

/// A read-only table from a folded word (with a small integer beside it, for a trie's
/// edges: the node the word leaves) to an `Int32`, built once.
///
/// Every reader of a message asks dozens of such tables about each word; a `Dictionary`
/// keyed by `String` runs SipHash over the word on every ask, and that hashing was a third
/// of a reading. An ASCII word is looked up here with FNV-1a and open addressing instead.
/// Exact: `String` equality is canonical equivalence, so an ASCII word equals only a key
/// whose canonical (NFC) form is that word; a key that is not ASCII but whose NFC form is
/// turns the fast path off, and a word that is not ASCII is looked up in a `Dictionary`
/// of every entry, as before.
struct WordIndex: Sendable {
    private struct Slot: Sendable {
        var hash: UInt64 = 0
        var salt: Int32 = -1
        var value: Int32 = -1
        var word = ""
    }

    private struct Key: Hashable, Sendable {
        let salt: Int32
        let word: String
    }

    /// A power of two, at least twice the ASCII entries; an empty slot has salt -1.
    private let slots: [Slot]
    private let mask: Int
    /// Every entry: the words that are not ASCII, and all of them when `fast` is off.
    private let all: [Key: Int32]
    private let fast: Bool

    /// `entries` with salts of 0 or more; of two entries for one (salt, word) the first counts.
    init(_ entries: [(salt: Int32, word: String, value: Int32)]) {
        var all: [Key: Int32] = [:]
        var ascii: [(UInt64, Int32, String, Int32)] = []
        var fast = true
        for e in entries {
            let key = Key(salt: e.salt, word: e.word)
            guard all[key] == nil else { continue }
            all[key] = e.value
            if let h = Self.hash(e.word, salt: e.salt) {
                ascii.append((h, e.salt, e.word, e.value))
            } else if e.word.precomposedStringWithCanonicalMapping.utf8.allSatisfy({ $0 < 0x80 }) {
                fast = false
            }
        }
        var capacity = 16
        while capacity < ascii.count * 2 { capacity *= 2 }
        var slots = [Slot](repeating: Slot(), count: capacity)
        for (h, salt, word, value) in ascii {
            var i = Int(truncatingIfNeeded: h) & (capacity - 1)
            while slots[i].salt >= 0 { i = (i + 1) & (capacity - 1) }
            slots[i] = Slot(hash: h, salt: salt, value: value, word: word)
        }
        self.slots = slots
        mask = capacity - 1
        self.all = all
        self.fast = fast
    }

    /// The value of (`salt`, `word`), if it is an entry.
    @inline(__always)
    func value(of word: String, salt: Int32 = 0) -> Int32? {
        guard fast, let h = Self.hash(word, salt: salt) else { return all[Key(salt: salt, word: word)] }
        return slots.withUnsafeBufferPointer { s in
            var i = Int(truncatingIfNeeded: h) & mask
            while true {
                if s[i].salt < 0 { return nil }
                if s[i].hash == h, s[i].salt == salt, s[i].word == word { return s[i].value }
                i = (i + 1) & mask
            }
        }
    }

    /// FNV-1a over the word's bytes, mixed with the salt; nil when the word is not ASCII.
    @inline(__always)
    static func hash(_ word: String, salt: Int32) -> UInt64? {
        @inline(__always)
        func fnv(_ bytes: some Sequence<UInt8>) -> (UInt64, UInt8) {
            var h: UInt64 = 0xcbf2_9ce4_8422_2325
            var high: UInt8 = 0
            for b in bytes {
                high |= b
                h = (h ^ UInt64(b)) &* 0x0000_0100_0000_01b3
            }
            return (h, high)
        }
        // The bytes in place (a small string's too), not through the UTF-8 view's iterator.
        let (bytesHash, high) = word.utf8.withContiguousStorageIfAvailable { fnv($0) } ?? fnv(word.utf8)
        guard high < 0x80 else { return nil }
        var h = bytesHash
        h ^= UInt64(UInt32(bitPattern: salt)) &* 0x9e37_79b9_7f4a_7c15
        // The low bits pick the slot: fold the high ones in.
        return h ^ (h >> 29)
    }
}
