/// Finds the shop a text names: one reader for questions and for bank
/// statement labels, so "CARTE 03/02 CARREFOUR MARKET PARIS 11" and "combien
/// chez carrefour market ?" both read `Carrefour`.
///
/// In a question the reader also folds spacing ("leroymerlin", "deli veroo"),
/// reads a name whose French article sits in "au"/"du" ("au Petit Cler"),
/// tolerates one typo in a name of five letters or more ("Carefour"), and the
/// usual slips on a short name ("Lild", "Zarra") when written like a name. It
/// accepts a name that is an everyday word ("Free", "Orange", "Action") only
/// when it is written with a capital mid-sentence, or next to a shop cue
/// ("chez Free", "my Orange bill"). Labels are read as is.
public final class MerchantReader: Sendable {
    /// A shop found in a text.
    public struct Match: Hashable, Sendable {
        public let name: String
        /// Token positions of the mention.
        public let range: Range<Int>
        /// Found through one typo rather than an exact alias.
        public let isTypo: Bool
        /// An everyday word that only a capital makes a shop ("I love Orange
        /// juice"): another shop in the message wins over it.
        let isWeak: Bool

        init(name: String, range: Range<Int>, isTypo: Bool = false, isWeak: Bool = false) {
            self.name = name
            self.range = range
            self.isTypo = isTypo
            self.isWeak = isWeak
        }
    }

    /// Shortest joined form read across spaces ("a lan" is not Alan).
    static let minimumJoinedLength = 5

    public let catalog: MerchantCatalog
    private let matcher: PhraseMatcher<Int>
    /// Aliases without nicknames: a bank label never says "BK" or "Starbs" for the shop.
    private let labelMatcher: PhraseMatcher<Int>
    private let articleless: PhraseMatcher<Int>
    /// Single-word aliases of 5+ letters, by length then first letter, for typos: arrays
    /// indexed by the length and the byte (no hashing per word).
    private let typoCandidates: [[[(word: [UInt8], shop: Int)]]]
    /// Single-word aliases of 3 or 4 letters, for the slips people make on them, by first
    /// letter (each list in the catalog's order): 256 lists, indexed by the byte.
    private let shortNames: [[(word: [UInt8], shop: Int)]]
    /// Aliases of several words, for a typo in one of them ("burger kign").
    private let multiWordAliases: [(words: [String], shop: Int)]
    /// Positions in `multiWordAliases` by first and by second word. With one word
    /// mistyped, one of the two is exact: only those aliases are compared.
    /// By the word's number in the `Vocabulary` (-1: none; past the end: none).
    private let multiWordByWord: [Int32]
    /// The places `multiWordByWord` numbers.
    private let multiWordPlaces: [MultiWordPlaces]

    /// Where a word stands in `multiWordAliases`: first, second.
    private struct MultiWordPlaces: Sendable {
        var first: [Int] = []
        var second: [Int] = []
    }
    /// Every beginning of a `bySpaceless` key, with the key's shop when it is one (-1 when
    /// only a beginning): joining words stops at the first join that no key starts with,
    /// and one probe says both.
    private let spacelessPrefixes: WordIndex
    /// What `matches` asks of every word, by its number (`WordMemo`).
    private let wordFacts: WordMemo<WordFacts>

    /// One word as the shop readers see it.
    private struct WordFacts: Sendable {
        /// Only the letters a-z: a word that may be part of a name joined across spaces.
        let letters: Bool
        /// `spacelessPrefixes` of the word alone (nil: no key starts with it).
        let spaceless: Int32?
        /// The shop one typo away from it (`typoMatch`), or -1.
        let typo: Int32
    }

    public init(catalog: MerchantCatalog) {
        self.catalog = catalog
        matcher = PhraseMatcher(catalog.byFoldedAlias.map { ($0.key, $0.value) })
        labelMatcher = PhraseMatcher(
            catalog.byFoldedAlias.filter { !catalog.exactOnly.contains($0.key) }.map { ($0.key, $0.value) })
        articleless = PhraseMatcher(catalog.byArticleless.map { ($0.key, $0.value) })
        var candidates: [Int: [UInt8: [(word: [UInt8], shop: Int)]]] = [:]
        var short: [(word: [UInt8], shop: Int)] = []
        var multi: [(words: [String], shop: Int)] = []
        for (alias, shop) in catalog.byFoldedAlias.sorted(by: { $0.key < $1.key })
        where !catalog.shops[shop].isCommonWord && !catalog.exactOnly.contains(alias) {
            let bytes = Array(alias.utf8)
            if alias.contains(" ") {
                multi.append((alias.split(separator: " ").map(String.init), shop))
            } else if bytes.count >= 5 {
                candidates[bytes.count, default: [:]][bytes[0], default: []].append((bytes, shop))
            } else if bytes.count >= 3, bytes.allSatisfy(Self.isLetter), shop < MerchantCatalog.wellKnownShops.count {
                // Only the catalog's short names: their slips are checked against
                // everyday words (`typoStopWords`); a ledger's are not.
                short.append((bytes, shop))
            }
        }
        var byLength = [[[(word: [UInt8], shop: Int)]]](
            repeating: [], count: (candidates.keys.max() ?? 0) + 1)
        for (length, byFirst) in candidates {
            var lists = [[(word: [UInt8], shop: Int)]](repeating: [], count: 256)
            for (first, list) in byFirst { lists[Int(first)] = list }
            byLength[length] = lists
        }
        typoCandidates = byLength
        var shortByFirst = [[(word: [UInt8], shop: Int)]](repeating: [], count: 256)
        for name in short { shortByFirst[Int(name.word[0])].append(name) }
        shortNames = shortByFirst
        multiWordAliases = multi
        var byFirst: [String: [Int]] = [:]
        var bySecond: [String: [Int]] = [:]
        for (k, alias) in multi.enumerated() {
            byFirst[alias.words[0], default: []].append(k)
            if alias.words.count > 1 { bySecond[alias.words[1], default: []].append(k) }
        }
        var byWord: [String: MultiWordPlaces] = [:]
        for (w, places) in byFirst { byWord[w, default: MultiWordPlaces()].first = places }
        for (w, places) in bySecond { byWord[w, default: MultiWordPlaces()].second = places }
        let placed = byWord.sorted { $0.key < $1.key }
        let numbered = placed.enumerated().map { (Vocabulary.shared.intern($0.element.key), Int32($0.offset)) }
        var byID = [Int32](repeating: -1, count: Int(numbered.map(\.0).max().map { $0 + 1 } ?? 0))
        for (id, place) in numbered { byID[Int(id)] = place }
        multiWordByWord = byID
        multiWordPlaces = placed.map(\.value)
        var prefixes: [String: Int32] = [:]
        for key in catalog.bySpaceless.keys {
            for n in 1...max(1, key.count) { prefixes[String(key.prefix(n))] = -1 }
        }
        for (key, shop) in catalog.bySpaceless { prefixes[key] = Int32(shop) }
        spacelessPrefixes = WordIndex(prefixes.map { (salt: Int32(0), word: $0.key, value: $0.value) })
        let spaceless = spacelessPrefixes
        let typos = typoCandidates
        wordFacts = WordMemo { Self.facts(of: $0, candidates: typos, spaceless: spaceless) }
    }

    private static func facts(
        of word: String, candidates: [[[(word: [UInt8], shop: Int)]]], spaceless: WordIndex
    )
        -> WordFacts
    {
        let typo = typoMatch(word, isStopWord: Lexicon.typoStopWords.contains(word), candidates: candidates)
        return WordFacts(
            letters: word.utf8.allSatisfy(isLetter), spaceless: spaceless.value(of: word),
            typo: typo.map(Int32.init) ?? -1)
    }

    /// The shop a transaction label names, exactly (no typo, no word rule).
    public func merchant(inLabel label: String) -> String? {
        let words = TextFolding.tokens(of: label).map(\.text)
        return labelMatcher.matches(in: words).first.map { catalog.shops[$0.value].name }
    }

    /// The shop a question names: the first one, unless only a capital makes
    /// it a shop or it is set aside ("not Uber Eats") and another is named plainly.
    public func merchant(in tokens: [Token]) -> Match? {
        preferred(among: matches(in: tokens), words: WordIDs(tokens.map(\.text)))
    }

    /// The shop a question is about, among those it names.
    func preferred(among all: [Match], words: WordIDs) -> Match? {
        let kept = all.filter { !Negation.precedes($0.range, in: words) }
        return kept.first { !$0.isWeak } ?? kept.first ?? all.first
    }

    /// Every shop a question names, left to right.
    public func matches(in tokens: [Token]) -> [Match] {
        let words = WordIDs(tokens.map(\.text))
        return matches(in: tokens, words: words, language: Self.language(of: words.words), flags: WordFlags.of(words))
    }

    /// `matches(in:)` with the tokens' words, their language (`language(of:)`) and their flags already read.
    func matches(in tokens: [Token], words ids: WordIDs, language: Language, flags: [WordFlags]) -> [Match] {
        let words = ids.words
        // Each word's places in the aliases of several words, looked up once.
        let byWord = multiWordByWord
        // As positions in `multiWordPlaces` (-1: none): an array of the places themselves retained two arrays a word.
        let places = ids.resolved(for: Int32(byWord.count)).ids.map { id in
            id >= 0 && Int(id) < byWord.count ? byWord[Int(id)] : -1
        }
        // The memo's facts of the words it knows; the others are worked out below where asked, as before.
        let facts = words.indices.map { wordFacts.known(at: $0, in: ids) }
        var found: [Match] = []
        var covered = [Bool].filled(with: false, count: words.count)
        func add(_ shop: Int, _ range: Range<Int>, typo: Bool = false, weak: Bool = false) {
            found.append(Match(name: catalog.shops[shop].name, range: range, isTypo: typo, isWeak: weak))
            for k in range { covered[k] = true }
        }
        func isFree(_ range: Range<Int>) -> Bool { range.allSatisfy { !covered[$0] } }

        for m in matcher.matches(in: ids) {
            // "uber east": a longer name with a typo wins over the exact "uber" it starts with.
            if let (typo, length) = multiWordTypo(at: m.range.lowerBound, in: words, places: places),
                length > m.range.count
            {
                add(typo, m.range.lowerBound..<(m.range.lowerBound + length), typo: true)
                continue
            }
            let shop = catalog.shops[m.value]
            // A word of another language is a name, except first in the message,
            // where a capital says nothing ("Free est en panne ?").
            let everyday = m.range.lowerBound == 0 ? shop.commonWords : shop.commonWords(in: language)
            if m.range.count == 1, everyday.contains(words[m.range.lowerBound]) {
                guard let evidence = wordEvidence(shop, at: m.range.lowerBound, in: tokens) else { continue }
                add(m.value, m.range, weak: evidence == .capital)
            } else {
                add(m.value, m.range)
            }
        }
        // "au Petit Cler", "du Bon Marché": the article is inside the preposition.
        for i in words.indices.dropFirst() where flags[i - 1].contains(.articleContraction) {
            if let m = articleless.longest(at: i, in: ids), isFree(m.range) { add(m.value, m.range) }
        }
        // Spaced or dotted letters: "C a r r e f o u r", "N-E-T-F-L-I-X", "m.c.d.o".
        var i = 0
        while i < words.count {
            var j = i
            while j < words.count, Self.isSingleLetter(words[j]), !covered[j] { j += 1 }
            if j - i >= 3, let shop = catalog.byFoldedAlias[words[i..<j].joined()] {
                add(shop, i..<j)
            }
            i = max(j, i + 1)
        }
        for (shop, range) in readAcrossSpacing(words, facts: facts, language: language, covered: covered) {
            add(shop, range)
        }
        for start in words.indices where !covered[start] {
            if let (shop, length) = multiWordTypo(at: start, in: words, places: places),
                isFree(start..<(start + length))
            {
                add(shop, start..<(start + length), typo: true)
            }
        }
        for i in words.indices where !covered[i] {
            let typo: Int?
            if let known = facts[i] {
                typo = known.typo >= 0 ? Int(known.typo) : nil
            } else {
                typo = Self.typoMatch(
                    words[i], isStopWord: flags[i].contains(.typoStopWord), candidates: typoCandidates)
            }
            if let shop = typo ?? shortNameSlip(at: i, in: tokens, flags: flags) {
                add(shop, i..<(i + 1), typo: true)
            }
        }
        return found.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// Names typed with their spaces moved: "leroymerlin", "deli veroo", "you tube
    /// premium". Up to four words are joined and looked up with spaces removed;
    /// the longest join that names a shop (and passes the checks) wins.
    ///
    /// Returns the joins in order. Each starts past the one before, so none is read over by an earlier one and
    /// `covered` (the words already a shop's) is only read: passing a closure that marked it, as this did, kept
    /// the caller's marks on the heap and checked every access at run time.
    private func readAcrossSpacing(
        _ words: [String], facts: [WordFacts?], language: Language, covered: [Bool]
    ) -> [(shop: Int, range: Range<Int>)] {
        func isFree(_ range: Range<Int>) -> Bool { range.allSatisfy { !covered[$0] } }
        var joins: [(shop: Int, range: Range<Int>)] = []
        var i = 0
        var keys: [(length: Int, joined: String, shop: Int)] = []
        // Each word asked once, not once for every join it is in.
        let letters = words.indices.map { facts[$0]?.letters ?? words[$0].utf8.allSatisfy(Self.isLetter) }
        while i < words.count {
            // A join is read only where its first word is free: the others are not looked up.
            guard isFree(i..<(i + 1)) else {
                i += 1
                continue
            }
            keys.removeAll(keepingCapacity: true)
            var joined = ""
            for length in 1...min(4, words.count - i) {
                // A join holding a word that is not all letters is refused below: none is read past it.
                guard letters[i + length - 1] else { break }
                joined += words[i + length - 1]
                // No key starts with this join: none is longer either. Most stop at their first word, read once.
                let probe = length == 1 ? facts[i].map(\.spaceless) : nil
                guard let shop = probe ?? spacelessPrefixes.value(of: joined) else { break }
                if shop >= 0 { keys.append((length, joined, Int(shop))) }
            }
            var matched = false
            for (length, joined, shop) in keys.reversed() {
                let range = i..<(i + length)
                guard isFree(range), range.allSatisfy({ letters[$0] }),
                    joined.utf8.count >= Self.minimumJoinedLength
                else { continue }
                // A single word that is an alias was read above, or refused there.
                if range.count == 1, catalog.byFoldedAlias[joined] != nil { continue }
                if range.count > 1, Lexicon.joinStopPhrases.contains(words[range].joined(separator: " ")) { continue }
                if catalog.shops[shop].commonWords(in: language).contains(joined) { continue }
                joins.append((shop, range))
                i = range.upperBound
                matched = true
                break
            }
            if !matched { i += 1 }
        }
        return joins
    }

    /// How an everyday word is shown to be the shop, if it is.
    enum WordEvidence { case cue, capital }

    /// Whether an everyday word at `index` is used as a shop name, and how.
    func wordEvidence(_ shop: Shop, at index: Int, in tokens: [Token]) -> WordEvidence? {
        let token = tokens[index]
        if index > 0, Lexicon.shopCuesBefore.contains(tokens[index - 1].text) { return .cue }
        if index > 1, tokens[index - 1].text == "to", Lexicon.visitVerbs.contains(tokens[index - 2].text) {
            return .cue
        }
        if index + 1 < tokens.count, Lexicon.shopCuesAfter.contains(tokens[index + 1].text) { return .cue }
        // "my Orange bill" with a word between: "mon abonnement chez Free mobile"
        if index + 2 < tokens.count, Lexicon.shopCuesAfter.contains(tokens[index + 2].text),
            token.isCapitalized
        {
            return .cue
        }
        guard token.isCapitalized else { return nil }
        // "et pour Paul ?", "sorry, I meant Paul": nothing else in the message but the name.
        if Self.isBareMention(at: index, in: tokens) { return .cue }
        if shop.isFirstName { return nil }
        if !token.startsSentence { return .capital }
        // "Orange me coûte combien ?", "Free charged me twice": the shop charges.
        let after = tokens[(index + 1)..<min(tokens.count, index + 4)]
        if after.contains(where: { Lexicon.shopSubjectCues.contains($0.text) }) { return .cue }
        return nil
    }

    /// Whether every other word of the message is a little word of a follow-up.
    static func isBareMention(at index: Int, in tokens: [Token]) -> Bool {
        tokens.indices.allSatisfy { k in k == index || followUpWords.contains(tokens[k].text) }
    }

    /// The words a bare follow-up may hold besides its subject: "and", "what
    /// about", "sorry, I meant", "et pour".
    private static let followUpWords: Set<String> = {
        var words = Lexicon.glue.union(Lexicon.fillers.map(TextFolding.fold))
        for phrase in Lexicon.followUpOpeners + Lexicon.corrections {
            words.formUnion(TextFolding.tokens(of: phrase).map(\.text))
        }
        return words
    }()

    /// A shop one edit away from `word` (Damerau–Levenshtein), same first letter: for a word of five letters
    /// or more, letters only, that is not one of `Lexicon.typoStopWords` (`isStopWord`, as the caller knows it).
    private static func typoMatch(
        _ word: String, isStopWord: Bool, candidates typoCandidates: [[[(word: [UInt8], shop: Int)]]]
    ) -> Int? {
        // The cheap tests first: most words are too short or hold a digit.
        guard word.utf8.count >= 5, word.utf8.allSatisfy(isLetter), !isStopWord else { return nil }
        let bytes = Array(word.utf8)
        for length in (bytes.count - 1)...(bytes.count + 1) {
            guard length < typoCandidates.count, !typoCandidates[length].isEmpty else { continue }
            let byFirst = typoCandidates[length][Int(bytes[0])]
            for candidate in byFirst where EditDistance.isWithinOne(bytes, candidate.word) {
                return candidate.shop
            }
        }
        return nil
    }

    /// A name of several words with one of its long words mistyped: "burger kign",
    /// "leroy merlim". Returns the shop and the number of words.
    private func multiWordTypo(at start: Int, in words: [String], places: [Int32]) -> (Int, Int)? {
        let first = places[start] >= 0 ? multiWordPlaces[Int(places[start])].first : []
        let second =
            start + 1 < words.count && places[start + 1] >= 0 ? multiWordPlaces[Int(places[start + 1])].second : []
        // In the catalog's order, as when every alias was compared.
        let candidates = second.isEmpty ? first : first.isEmpty ? second : Array(Set(first + second)).sorted()
        // A plain loop: a lazy map's closure copied the whole reader (and retained each table) per call.
        for index in candidates {
            let alias = multiWordAliases[index]
            guard start + alias.words.count <= words.count else { continue }
            // Exactly one word may differ; find it with plain comparisons first; the
            // edit distance (which copies both words' bytes) runs only on that one.
            var slip: Int?
            var others = true
            for (k, expected) in alias.words.enumerated() where words[start + k] != expected {
                if slip != nil {
                    others = false
                    break
                }
                slip = k
            }
            guard others, let k = slip else { continue }
            let (word, expected) = (words[start + k], alias.words[k])
            guard expected.utf8.count >= 4, abs(word.utf8.count - expected.utf8.count) <= 1,
                word.utf8.first == expected.utf8.first
            else { continue }
            let (a, b) = (Array(word.utf8), Array(expected.utf8))
            guard a.allSatisfy(Self.isLetter), !Lexicon.typoStopWords.contains(word), EditDistance.isWithinOne(a, b)
            else { continue }
            return (alias.shop, alias.words.count)
        }
        return nil
    }

    /// The slips people make on a name of three or four letters, where any typo
    /// would reach everyday words: two letters swapped ("Lild", "SNFC"), a letter
    /// doubled ("Zarra", "Maiff"), an "e" or "s" added ("Lidle", "ubers"), or for
    /// four letters one vowel for another ("Ikia"). The word must also be
    /// written like a name: with a capital, or after "at", "chez", "au"…
    private func shortNameSlip(at index: Int, in tokens: [Token], flags: [WordFlags]) -> Int? {
        let token = tokens[index]
        let count = token.text.utf8.count
        // Most words are turned away by their length or first letter before any lookup.
        guard (3...5).contains(count), let first = token.text.utf8.first, case let names = shortNames[Int(first)],
            !names.isEmpty
        else {
            return nil
        }
        let cued =
            (index > 0 && !flags[index - 1].isDisjoint(with: [.shopCueBefore, .placeWord]))
            || (index + 1 < tokens.count && flags[index + 1].contains(.shopCueAfter))
        // Written in lower case and not after a shop cue, no name below may be read.
        guard token.isCapitalized || cued, token.text.utf8.allSatisfy(Self.isLetter),
            !flags[index].contains(.typoStopWord)
        else { return nil }
        let bytes = Array(token.text.utf8)
        for (name, shop) in names {
            // Three letters are acronyms ("EFD", "UCG"): a capital is required.
            guard token.isCapitalized || (cued && name.count == 4) else { continue }
            if Self.isSlip(bytes, of: name) { return shop }
        }
        return nil
    }

    static func isSlip(_ a: [UInt8], of name: [UInt8]) -> Bool {
        if a.count == name.count {
            guard let i = a.indices.first(where: { a[$0] != name[$0] }) else { return false }
            // two neighbours swapped
            if i + 1 < a.count, a[i] == name[i + 1], a[i + 1] == name[i], a[(i + 2)...] == name[(i + 2)...] {
                return true
            }
            // one vowel for another, in a four-letter name
            return name.count == 4 && isVowel(a[i]) && isVowel(name[i]) && a[(i + 1)...] == name[(i + 1)...]
        }
        guard a.count == name.count + 1 else { return false }
        if a.starts(with: name) {
            return a.last == UInt8(ascii: "e") || a.last == UInt8(ascii: "s") || a.last == name.last
        }
        // a letter doubled inside
        guard let i = a.indices.first(where: { a[$0] != name[$0] }) else { return false }
        return i > 0 && a[i] == a[i - 1] && a[(i + 1)...] == name[i...]
    }

    private static func isLetter(_ b: UInt8) -> Bool { b >= 97 && b <= 122 }

    /// One letter ("C a r r e f o u r"). An ASCII word is one character exactly when it is one byte:
    /// only other words pay for `String.count`, which walks grapheme breaks.
    private static func isSingleLetter(_ word: String) -> Bool {
        let bytes = word.utf8
        if let b = bytes.first, bytes.count == 1 { return (b | 0x20) >= 97 && (b | 0x20) <= 122 }
        if bytes.allSatisfy({ $0 < 0x80 }) { return false }
        return word.count == 1 && word.first!.isLetter
    }
    private static func isVowel(_ b: UInt8) -> Bool { "aeiouy".utf8.contains(b) }

    /// The language of a question, from its little words: the everyday words of a
    /// name depend on it.
    static func language(of words: [String]) -> Language {
        var fr = 0
        var en = 0
        for word in words {
            if LanguageGuess.french.contains(word) { fr += 1 }
            if LanguageGuess.english.contains(word) { en += 1 }
        }
        return fr > en ? .fr : .en
    }
}
