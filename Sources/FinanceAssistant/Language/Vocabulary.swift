import Foundation

/// Every word a phrase matcher or word table of the readers knows, numbered once: a
/// message's words are looked up here once each (`WordIDs`), and the matchers and tables
/// then key on the numbers, so no reader hashes a word's bytes again.
///
/// Words are numbered as tables are built (`intern`), whenever that is: the cue families
/// at first use, a shop catalog per ledger. A message's numbers are read from the
/// vocabulary as it then was (`Snapshot`); a table built after that knows it
/// (`WordIDs.known`) and reads the words again.
final class Vocabulary: @unchecked Sendable {
    static let shared = Vocabulary()

    /// The vocabulary as it was at one moment: immutable, shared by every message read then.
    final class Snapshot: Sendable {
        /// Words numbered so far: every id below it is known.
        let count: Int32
        /// The words by their numbers (`WordMemo` works out a value for each).
        let words: [String]
        private let index: WordIndex

        init(_ words: [String]) {
            count = Int32(words.count)
            self.words = words
            index = WordIndex(words.enumerated().map { (salt: Int32(0), word: $0.element, value: Int32($0.offset)) })
        }

        /// The word's number, or -1 when no table knows it.
        @inline(__always)
        func id(of word: String) -> Int32 { index.value(of: word) ?? -1 }
    }

    // `lock` guards both; the snapshot is rebuilt on the first read after a new word.
    private let lock = NSLock()
    private var ids: [String: Int32] = [:]
    private var words: [String] = []
    private var snapshot: Snapshot?

    private init() {}

    /// The number of `word`, numbering it if it is new. Only tables call this, while they are built.
    func intern(_ word: String) -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if let id = ids[word] { return id }
        let id = Int32(words.count)
        ids[word] = id
        words.append(word)
        snapshot = nil
        return id
    }

    /// The vocabulary as it is now.
    func current() -> Snapshot {
        lock.lock()
        defer { lock.unlock() }
        if let snapshot { return snapshot }
        let made = Snapshot(words)
        snapshot = made
        return made
    }
}
