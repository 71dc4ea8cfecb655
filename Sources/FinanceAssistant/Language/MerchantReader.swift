/// Finds the shop a text names: one reader for questions and for bank
/// statement labels, so "CARTE 03/02 CARREFOUR MARKET PARIS 11" and "combien
/// chez carrefour market ?" both read `Carrefour`.
///
/// In a question the reader also tolerates one typo in a name of five letters
/// or more ("Carefour"), and accepts a name that is an everyday word ("Free",
/// "Orange", "Action") only when it is written with a capital mid-sentence, or
/// next to a shop cue ("chez Free", "my Orange bill"). Labels are read as is.
public struct MerchantReader: Sendable {
    /// A shop found in a text.
    public struct Match: Hashable, Sendable {
        public let name: String
        /// Token positions of the mention.
        public let range: Range<Int>
        /// Found through one typo rather than an exact alias.
        public let isTypo: Bool
    }

    public let catalog: MerchantCatalog
    private let matcher: PhraseMatcher<Int>
    /// Single-word aliases of 5+ letters, by length then first letter, for typos.
    private let typoCandidates: [Int: [UInt8: [(word: [UInt8], shop: Int)]]]

    public init(catalog: MerchantCatalog) {
        self.catalog = catalog
        matcher = PhraseMatcher(catalog.byFoldedAlias.map { ($0.key, $0.value) })
        var candidates: [Int: [UInt8: [(word: [UInt8], shop: Int)]]] = [:]
        for (alias, shop) in catalog.byFoldedAlias.sorted(by: { $0.key < $1.key })
        where !alias.contains(" ") && alias.utf8.count >= 5 && !catalog.shops[shop].isCommonWord {
            let bytes = Array(alias.utf8)
            candidates[bytes.count, default: [:]][bytes[0], default: []].append((bytes, shop))
        }
        typoCandidates = candidates
    }

    /// The shop a transaction label names, exactly (no typo, no word rule).
    public func merchant(inLabel label: String) -> String? {
        let words = TextFolding.tokens(of: label).map(\.text)
        return matcher.matches(in: words).first.map { catalog.shops[$0.value].name }
    }

    /// The first shop a question names.
    public func merchant(in tokens: [Token]) -> Match? {
        matches(in: tokens).first
    }

    /// Every shop a question names, left to right.
    public func matches(in tokens: [Token]) -> [Match] {
        let words = tokens.map(\.text)
        var found: [Match] = []
        var covered = Set<Int>()
        for m in matcher.matches(in: words) {
            let shop = catalog.shops[m.value]
            if m.range.count == 1, shop.commonWords.contains(words[m.range.lowerBound]),
                !isUsedAsShop(at: m.range.lowerBound, in: tokens)
            {
                continue
            }
            found.append(Match(name: shop.name, range: m.range, isTypo: false))
            covered.formUnion(m.range)
        }
        // Spaced or dotted letters: "C a r r e f o u r", "N-E-T-F-L-I-X", "m.c.d.o".
        var i = 0
        while i < words.count {
            var j = i
            while j < words.count, words[j].count == 1, words[j].first!.isLetter, !covered.contains(j) { j += 1 }
            if j - i >= 3, let shop = catalog.byFoldedAlias[words[i..<j].joined()] {
                found.append(Match(name: catalog.shops[shop].name, range: i..<j, isTypo: false))
                covered.formUnion(i..<j)
            }
            i = max(j, i + 1)
        }
        for (i, word) in words.enumerated() where !covered.contains(i) {
            if let shop = typoMatch(word) {
                found.append(Match(name: catalog.shops[shop].name, range: i..<(i + 1), isTypo: true))
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Whether an everyday word at `index` is used as a shop name.
    func isUsedAsShop(at index: Int, in tokens: [Token]) -> Bool {
        let token = tokens[index]
        if token.isCapitalized && !token.startsSentence { return true }
        if index > 0, Lexicon.shopCuesBefore.contains(tokens[index - 1].text) { return true }
        if index + 1 < tokens.count, Lexicon.shopCuesAfter.contains(tokens[index + 1].text) { return true }
        // "my Orange bill" with a word between: "mon abonnement chez Free mobile"
        if index + 2 < tokens.count, Lexicon.shopCuesAfter.contains(tokens[index + 2].text),
            token.isCapitalized
        {
            return true
        }
        return false
    }

    /// A shop one edit away from `word` (Damerau–Levenshtein), same first letter.
    private func typoMatch(_ word: String) -> Int? {
        let bytes = Array(word.utf8)
        guard bytes.count >= 5, !Lexicon.typoStopWords.contains(word), bytes.allSatisfy({ $0 >= 97 && $0 <= 122 })
        else { return nil }
        for length in (bytes.count - 1)...(bytes.count + 1) {
            guard let byFirst = typoCandidates[length]?[bytes[0]] else { continue }
            for candidate in byFirst where EditDistance.isWithinOne(bytes, candidate.word) {
                return candidate.shop
            }
        }
        return nil
    }
}
