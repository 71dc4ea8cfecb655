/// Reads a small count written in digits or words, English or French:
/// "8", "eight", "a dozen", "twenty-one", "huit", "une douzaine",
/// "vingt et un", "quatre-vingt-dix".
enum NumberWords {
    static let units: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14,
        "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "ninety": 90,
        "hundred": 100,
        "un": 1, "une": 1, "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8,
        "neuf": 9, "dix": 10, "onze": 11, "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15,
        "seize": 16, "vingt": 20, "trente": 30, "quarante": 40, "cinquante": 50, "soixante": 60,
        "cent": 100,
    ]

    /// Words that are a count on their own after "a"/"une": "a dozen", "une douzaine".
    static let collectives: [String: Int] = [
        "dozen": 12, "couple": 2, "fortnight": 14, "douzaine": 12, "quinzaine": 15, "vingtaine": 20,
        "trentaine": 30,
    ]

    /// The words `count(at:in:)` may read a count from, besides digits: one lookup turns the others away.
    static let countStarts: Set<String> = Set(units.keys).union(collectives.keys).union(["a", "un", "une"])

    /// Whether `count(at:in:)` may read a count starting with `word`.
    static func mayStartCount(_ word: String) -> Bool {
        guard let first = word.utf8.first else { return false }
        return (first >= 48 && first <= 57) || countStarts.contains(word)
    }

    /// The count starting at `index`, and how many words it spans.
    static func count(at index: Int, in words: [String]) -> (value: Int, length: Int)? {
        guard index < words.count else { return nil }
        let word = words[index]
        if word.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), word.utf8.count <= 4, let n = Int(word) {
            return (n, 1)
        }
        // "a dozen", "a couple of", "une douzaine de", "a fortnight"
        // "of" / "de" after a collective belongs to it: "the last couple of weeks"
        func of(_ k: Int) -> Int { k < words.count && ["of", "de", "d"].contains(words[k]) ? 1 : 0 }
        if word == "a" || word == "une" || word == "un", index + 1 < words.count,
            let n = collectives[words[index + 1]]
        {
            return (n, 2 + of(index + 2))
        }
        if let n = collectives[word] { return (n, 1 + of(index + 1)) }
        // French "quatre-vingt(s)" → 80, "quatre-vingt-dix" → 90.
        if word == "quatre", index + 1 < words.count, words[index + 1] == "vingt" || words[index + 1] == "vingts" {
            var value = 80
            var length = 2
            if index + 2 < words.count, let extra = units[words[index + 2]], extra < 20 {
                value += extra
                length += 1
            }
            return (value, length)
        }
        guard let first = units[word] else { return nil }
        // French "dix-sept", "dix-huit", "dix-neuf": 17 to 19.
        if first == 10, index + 1 < words.count, let extra = units[words[index + 1]], (7...9).contains(extra) {
            return (10 + extra, 2)
        }
        // "twenty one", "vingt et un", "trente-deux", "soixante-dix" (70)
        if first >= 20, first < 100, first.isMultiple(of: 10), index + 1 < words.count {
            var next = index + 1
            if words[next] == "et", next + 1 < words.count { next += 1 }
            if let extra = units[words[next]], extra < (first == 60 ? 20 : 10) {
                return (first + extra, next - index + 1)
            }
        }
        return (first, 1)
    }

    /// The first two digits of a year said in pairs: "twenty twenty-four", "nineteen ninety".
    static let yearCenturies: [String: Int] = ["twenty": 20, "nineteen": 19]
    /// "two thousand (and) twenty-five", "deux mille vingt-cinq".
    static let yearThousands: [[String]] = [["two", "thousand"], ["deux", "mille"]]
    static let yearAnd: Set<String> = ["and", "et"]

    /// A year said in words at `index`, and how many words it spans.
    static func year(at index: Int, in words: [String]) -> (value: Int, length: Int)? {
        guard index < words.count else { return nil }
        func spelled(at i: Int) -> (Int, Int)? {
            guard i < words.count, units[words[i]] != nil, let (n, len) = count(at: i, in: words) else { return nil }
            return (n, len)
        }
        if let century = yearCenturies[words[index]], let (n, len) = spelled(at: index + 1), (10...99).contains(n) {
            return (century * 100 + n, 1 + len)
        }
        for thousand in yearThousands
        where index + 1 < words.count && words[index] == thousand[0] && words[index + 1] == thousand[1] {
            var j = index + 2
            if j < words.count, yearAnd.contains(words[j]), spelled(at: j + 1) != nil { j += 1 }
            if let (n, len) = spelled(at: j), n < 100 { return (2000 + n, j + len - index) }
            return (2000, 2)
        }
        return nil
    }
}
