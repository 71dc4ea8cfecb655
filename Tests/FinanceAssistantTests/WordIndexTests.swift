import Testing

@testable import FinanceAssistant

/// The readers' word tables answer as a `Dictionary` keyed by `String` would: the same
/// words found, with canonical equivalence ("é" written as "e" + U+0301), by salt.
@Suite("Word index")
struct WordIndexTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let keys: [String]
        let word: String
        let salt: Int32
        let expected: Int32?
        var testDescription: String { "\(keys) ∋ \(word.unicodeScalars.map(\.value)) @\(salt)" }
    }

    /// Typed, so that the compiler does not infer a literal of mixed tuples.
    static let cases: [Case] = [
        Case(keys: ["cafe", "lidl"], word: "cafe", salt: 0, expected: 0),
        Case(keys: ["cafe", "lidl"], word: "lidl", salt: 0, expected: 1),
        Case(keys: ["cafe", "lidl"], word: "caf", salt: 0, expected: nil),
        Case(keys: ["cafe", "lidl"], word: "cafe", salt: 1, expected: nil),
        Case(keys: ["cafe"], word: "Cafe", salt: 0, expected: nil),
        Case(keys: ["café"], word: "cafe\u{301}", salt: 0, expected: 0),
        Case(keys: ["cafe\u{301}"], word: "café", salt: 0, expected: 0),
        Case(keys: ["café"], word: "cafe", salt: 0, expected: nil),
        Case(keys: ["\u{212A}elvin"], word: "Kelvin", salt: 0, expected: 0),
        Case(keys: ["東京"], word: "東京", salt: 0, expected: 0),
        Case(keys: ["", "a"], word: "", salt: 0, expected: 0),
        Case(keys: ["a", "a"], word: "a", salt: 0, expected: 0),
    ]

    @Test("a word is found exactly when String equality says it is a key of that salt", arguments: cases)
    func sameAsDictionary(_ c: Case) {
        let index = WordIndex(c.keys.enumerated().map { (salt: Int32(0), word: $0.element, value: Int32($0.offset)) })
        #expect(index.value(of: c.word, salt: c.salt) == c.expected)
    }

    @Test("a thousand words of one table, each found under its own salt only")
    func many() {
        let words = (0..<1000).map { "w\($0)" }
        let index = WordIndex(
            words.enumerated().map { (salt: Int32($0.offset % 7), word: $0.element, value: Int32($0.offset)) })
        for (k, w) in words.enumerated() {
            #expect(index.value(of: w, salt: Int32(k % 7)) == Int32(k))
            #expect(index.value(of: w, salt: Int32(k % 7 + 1)) == nil)
        }
    }
}
