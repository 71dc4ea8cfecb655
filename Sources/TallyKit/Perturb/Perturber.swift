import FinanceAssistant
import Foundation
import TallyModel
import TallyReports

/// Writes the perturbed variants of a turn, deterministically.
///
/// Each (turn, family) draws from its own SplitMix64 stream, seeded by the
/// plan's seed, the case id, the turn number and the family's name: the same
/// variants on every machine, with any `--jobs`, in any shard, whatever other
/// families run beside it.
///
/// A variant's label is what a careful reader expects of it, or there is no
/// variant: a family that does not apply to a turn (no shop named, no period
/// phrase, a name too short for a typo, a phrase whose swap would break the
/// grammar) produces nothing rather than something doubtful.
struct Perturber: Sendable {
    /// One rewritten turn and what it should be read as.
    struct Variant: Sendable, Hashable {
        var family: PerturbationFamily
        var kind: String
        var text: String
        /// What the variant is scored against.
        var expect: Expectation
        /// The `history` family's earlier exchange.
        var history: String?
        /// For a directional family: the field changed and its new value.
        var change: Change?
    }

    enum Change: Sendable, Hashable {
        case merchant(String)
        case period(Period)
    }

    let plan: PerturbationPlan
    let catalog: MerchantCatalog
    let shops: ShopNames
    let calendar: BudgetCalendar
    /// Ledger shops a swap may put in: the ledger's merchants, never an everyday word or a first name.
    let swapTargets: [String]

    init(plan: PerturbationPlan, context: ReadingContext) {
        self.plan = plan
        catalog = context.catalog
        let shops = ShopNames(catalog: context.catalog)
        self.shops = shops
        calendar = context.calendar
        var seen = Set<String>()
        swapTargets = context.merchantsByFrequency.filter { name in
            guard seen.insert(name).inserted else { return false }
            return !(shops.shop(named: name)?.isWord ?? false)
        }
    }

    /// The variants of turn `index` (0-based) of a conversation, families in order.
    func variants(of c: Conversation, turn index: Int) -> [Variant] {
        let turn = c.turns[index]
        // A variant past the input cap would be read by the rules by design: not the same test.
        guard turn.text.count <= AssistantPipeline.maxInputCharacters - 40 else { return [] }
        var out: [Variant] = []
        for family in plan.families {
            var rng = SplitMix64(seed: plan.seed ^ StableHash.of("\(c.id)\u{0}\(index + 1)\u{0}\(family.rawValue)"))
            let context = TurnContext(text: turn.text, expect: turn.expect, locale: c.locale, isFirst: index == 0)
            switch family {
            case .merchantSurface: out += merchantSurface(context, &rng)
            case .periodParaphrase: out += periodParaphrase(context, &rng).map { [$0] } ?? []
            case .filler: out += filler(context, &rng)
            case .history: out += history(context, &rng).map { [$0] } ?? []
            case .merchantSwap: out += merchantSwap(context, &rng).map { [$0] } ?? []
            case .periodSwap: out += periodSwap(context, &rng).map { [$0] } ?? []
            }
        }
        return out
    }

    struct TurnContext {
        var text: String
        var expect: Expectation
        var locale: Language
        /// A conversation's first turn: nothing earlier for a phrase to refer to.
        var isFirst: Bool
        var chars: [Character] { Array(text) }
    }

    // MARK: merchant-surface

    /// Case, accents, spacing, a typo, a homoglyph, an alias: one variant of
    /// each that applies to the one mention of the expected shop.
    func merchantSurface(_ t: TurnContext, _ rng: inout SplitMix64) -> [Variant] {
        guard let (mention, shop) = expectedMention(t) else { return [] }
        let chars = t.chars
        let surface = String(chars[mention.range])
        let folded = TextFolding.fold(surface)
        let isNickname = shop.nicknames.contains(folded)
        var out: [Variant] = []
        func add(_ kind: String, _ replacement: String) {
            guard replacement != surface else { return }
            // A new surface the catalog reads as another shop would change the meaning.
            if let other = catalog.canonicalName(for: replacement), other != shop.name { return }
            let text =
                String(chars[..<mention.range.lowerBound]) + replacement + String(chars[mention.range.upperBound...])
            out.append(Variant(family: .merchantSurface, kind: kind, text: text, expect: t.expect))
        }
        // case: an everyday-word shop keeps the capital that makes it a shop.
        var cases = [surface.lowercased(), surface.uppercased(), Self.titleCased(surface)].filter { $0 != surface }
        if shop.isWord { cases = cases.filter { $0.first?.isUppercase ?? false } }
        if !cases.isEmpty { add("case", rng.pick(cases)) }
        // accents
        let stripped = surface.folding(options: .diacriticInsensitive, locale: nil)
        if stripped != surface { add("accents", stripped) }
        // spacing: several words joined (or hyphenated), one long word split.
        let words = surface.split(whereSeparator: { $0 == " " || $0 == "-" }).map(String.init)
        if words.count > 1 {
            let joined = words.joined()
            if joined.filter(\.isLetter).count >= 5 {
                let hyphenated = words.joined(separator: "-")
                add("spacing", hyphenated != surface && rng.below(2) == 0 ? hyphenated : joined)
            }
        } else if !shop.isWord, !isNickname, surface.allSatisfy(\.isLetter), surface.count >= 6 {
            let at = 3 + rng.below(surface.count - 5)
            add("spacing", String(surface.prefix(at)) + " " + String(surface.dropFirst(at)))
        }
        // typo: one edit in a word of five letters or more, never the first letter.
        if !shop.isWord, !isNickname, let typo = Self.typo(in: surface, &rng) { add("typo", typo) }
        // homoglyph
        let glyphs = Array(surface.enumerated()).filter { PerturbationWords.homoglyphs[$0.element] != nil }
        if !glyphs.isEmpty {
            let (offset, letter) = rng.pick(glyphs)
            var letters = Array(surface)
            letters[offset] = PerturbationWords.homoglyphs[letter]!
            add("homoglyph", String(letters))
        }
        // alias: another name the catalog gives this shop, as people write it.
        // Not the name with a statement's suffix ("uber bv", "netflix com"): people do not type those.
        let spaceless = folded.filter { $0 != " " }
        let name = TextFolding.fold(shop.name)
        let aliases = shop.aliases.filter { alias in
            alias.filter { $0 != " " } != spaceless && alias.filter(\.isLetter).count >= 4
                && alias.split(separator: " ").allSatisfy { $0.count >= 2 } && !shop.commonWords.contains(alias)
                && !alias.hasPrefix(name + " ")
        }
        if !aliases.isEmpty {
            let alias = rng.pick(aliases.sorted())
            add("alias", shop.isWord ? Self.titleCased(alias) : alias)
        }
        return out
    }

    /// One edit — a letter dropped, doubled, swapped with the next, or replaced
    /// — in a word of five letters or more of `surface`, never its first letter.
    static func typo(in surface: String, _ rng: inout SplitMix64) -> String? {
        let chars = Array(surface)
        var words: [Range<Int>] = []
        var start: Int?
        for i in 0...chars.count {
            let isLetter = i < chars.count && chars[i].isLetter && chars[i].isASCII
            if isLetter, start == nil { start = i }
            if !isLetter, let s = start {
                if i - s >= 5 { words.append(s..<i) }
                start = nil
            }
        }
        guard !words.isEmpty else { return nil }
        let word = rng.pick(words)
        var out = chars
        let at = word.lowerBound + 1 + rng.below(word.count - 1)
        switch rng.below(4) {
        case 0: out.remove(at: at)
        case 1: out.insert(out[at], at: at)
        case 2:
            let next = at + 1 < word.upperBound ? at + 1 : at - 1
            guard out[at].lowercased() != out[next].lowercased() else { return nil }
            out.swapAt(at, next)
        default:
            let letters = Array("abcdefghijklmnopqrstuvwxyz").filter { String($0) != out[at].lowercased() }
            let letter = rng.pick(letters)
            out[at] = out[at].isUppercase ? Character(letter.uppercased()) : letter
        }
        return String(out)
    }

    static func titleCased(_ s: String) -> String {
        s.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.prefix(1).uppercased() + word.dropFirst().lowercased()
        }.joined(separator: " ")
    }

    // MARK: merchant-swap

    /// The one shop of the turn replaced by another shop of the ledger (of the
    /// same category when the catalog knows one): the expected shop becomes it.
    func merchantSwap(_ t: TurnContext, _ rng: inout SplitMix64) -> Variant? {
        guard t.expect.scoresFields, t.expect.category == nil, let (mention, shop) = expectedMention(t) else {
            return nil
        }
        let text = t.text
        var targets = swapTargets.filter { $0 != shop.name && !Self.containsWord(TextFolding.fold($0), in: text) }
        if let category = catalog.category(of: shop.name) {
            let same = targets.filter { catalog.category(of: $0) == category }
            if !same.isEmpty { targets = same }
        }
        guard !targets.isEmpty else { return nil }
        let target = rng.pick(targets)
        let chars = t.chars
        var expect = t.expect
        expect.merchant = target
        expect.answer = nil  // the figures of another shop are not the original's
        return Variant(
            family: .merchantSwap, kind: "swap",
            text: String(chars[..<mention.range.lowerBound]) + target + String(chars[mention.range.upperBound...]),
            expect: expect, change: .merchant(target))
    }

    static func containsWord(_ folded: String, in text: String) -> Bool {
        (" " + TextFolding.fold(text) + " ").contains(" " + folded + " ")
    }

    // MARK: shop mentions

    struct Mention {
        var range: Range<Int>
        var shop: String
    }

    /// The one mention of the turn's expected shop — when the turn names that
    /// shop exactly once and no other shop (an everyday word like "free" in
    /// "free time" does not count as another shop).
    func expectedMention(_ t: TurnContext) -> (Mention, ShopNames.Shop)? {
        guard let expected = t.expect.merchant else { return nil }
        let name = catalog.canonicalName(for: expected) ?? expected
        guard let shop = shops.shop(named: name) else { return nil }
        let found = mentions(in: t.chars)
        let ofShop = found.filter { $0.shop == name }
        let others = found.filter { $0.shop != name && !(shops.shop(named: $0.shop)?.isWord ?? false) }
        guard ofShop.count == 1, others.isEmpty else { return nil }
        return (ofShop[0], shop)
    }

    /// Every maximal run of one to five words that the catalog reads as a shop.
    func mentions(in chars: [Character]) -> [Mention] {
        func isWordChar(_ i: Int) -> Bool {
            chars[i].isLetter || chars[i].isNumber || (chars[i] == "+" && i > 0 && chars[i - 1].isLetter)
        }
        var starts: [Int] = []
        var ends: [Int] = []
        for i in 0..<chars.count where isWordChar(i) {
            if i == 0 || !isWordChar(i - 1) { starts.append(i) }
            if i + 1 == chars.count || !isWordChar(i + 1) { ends.append(i + 1) }
        }
        var found: [Mention] = []
        for (w, start) in starts.enumerated() {
            for k in 0..<5 where w + k < ends.count {
                let end = ends[w + k]
                guard end - start <= 40 else { break }
                if let shop = catalog.canonicalName(for: String(chars[start..<end])) {
                    found.append(Mention(range: start..<end, shop: shop))
                }
            }
        }
        // Longest first; a shorter match inside a longer one is part of it.
        found.sort {
            $0.range.count != $1.range.count
                ? $0.range.count > $1.range.count : $0.range.lowerBound < $1.range.lowerBound
        }
        var kept: [Mention] = []
        for m in found where !kept.contains(where: { $0.range.overlaps(m.range) }) { kept.append(m) }
        return kept.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    // MARK: periods

    struct PhraseMatch {
        var range: Range<Int>
        var phrase: PerturbationWords.PeriodPhrase
        /// The word before the phrase, lowercased ("" at the start).
        var before: String
    }

    /// The one period phrase of the turn, from the language's table.
    func periodPhrase(_ t: TurnContext) -> PhraseMatch? {
        let phrases = PerturbationWords.periodPhrases[t.locale] ?? []
        let chars = t.chars
        let normalized = chars.map(Self.normalize)
        var found: [PhraseMatch] = []
        for phrase in phrases {
            let needle = Array(phrase.text).map(Self.normalize)
            guard needle.count <= normalized.count else { continue }
            for start in 0...(normalized.count - needle.count) {
                guard Array(normalized[start..<(start + needle.count)]) == needle else { continue }
                let end = start + needle.count
                if start > 0, Self.isWordChar(normalized[start - 1]) { continue }
                if end < normalized.count, Self.isWordChar(normalized[end]) { continue }
                found.append(
                    PhraseMatch(range: start..<end, phrase: phrase, before: Self.word(before: start, in: normalized)))
            }
        }
        found.sort {
            $0.range.count != $1.range.count
                ? $0.range.count > $1.range.count : $0.range.lowerBound < $1.range.lowerBound
        }
        var kept: [PhraseMatch] = []
        for m in found where !kept.contains(where: { $0.range.overlaps(m.range) }) { kept.append(m) }
        // One phrase, not embedded in a longer noun phrase ("the last month", "du mois dernier").
        guard kept.count == 1, !PerturbationWords.articles.contains(kept[0].before) else { return nil }
        // In a follow-up, "the previous month" is relative to the period discussed: not this test.
        guard t.isFirst || !kept[0].phrase.anaphoric else { return nil }
        return kept[0]
    }

    /// The phrases that may replace `match` in this turn, as they would be
    /// written there: grammatical after the word before it (an English noun
    /// phrase gets "in" where it has no preposition; "in last month" is never
    /// written; French "de le" never), and — past the first turn — never anaphoric.
    func replacements(
        for match: PhraseMatch, _ t: TurnContext
    ) -> [(phrase: PerturbationWords.PeriodPhrase, text: String)] {
        let current = Array(match.phrase.text).map(Self.normalize)
        return (PerturbationWords.periodPhrases[t.locale] ?? []).compactMap { p in
            guard Array(p.text).map(Self.normalize) != current, t.isFirst || !p.anaphoric else { return nil }
            let contracts = p.text.hasPrefix("le ") || p.text.hasPrefix("les ")
            if contracts && PerturbationWords.contractingPrepositions.contains(match.before) { return nil }
            guard t.locale == .en else { return (p, p.text) }
            if !p.isNounPhrase && PerturbationWords.containerPrepositions.contains(match.before) { return nil }
            if p.isNounPhrase && !match.phrase.isNounPhrase && !PerturbationWords.prepositions.contains(match.before) {
                return (p, "in " + p.text)
            }
            return (p, p.text)
        }
    }

    /// The period phrase swapped for another covering the same days.
    func periodParaphrase(_ t: TurnContext, _ rng: inout SplitMix64) -> Variant? {
        guard let match = periodPhrase(t), let days = match.phrase.period.interval(in: calendar) else { return nil }
        // The phrase must be the turn's period (or its reference), not a word in passing.
        let e = t.expect
        guard
            e.period.isEquivalent(to: match.phrase.period, in: calendar)
                || e.comparison.isEquivalent(to: match.phrase.period, in: calendar)
        else { return nil }
        let same = replacements(for: match, t).filter { $0.phrase.period.interval(in: calendar) == days }
        guard !same.isEmpty else { return nil }
        let chosen = rng.pick(same)
        return Variant(
            family: .periodParaphrase, kind: "paraphrase", text: replace(match, in: t, with: chosen.text), expect: e)
    }

    /// The period phrase replaced by one covering other days, in the same tense.
    func periodSwap(_ t: TurnContext, _ rng: inout SplitMix64) -> Variant? {
        let e = t.expect
        guard e.scoresFields, !e.comparison.isSpecified, let match = periodPhrase(t),
            e.period.isEquivalent(to: match.phrase.period, in: calendar),
            let days = match.phrase.period.interval(in: calendar)
        else { return nil }
        let other = replacements(for: match, t).filter {
            $0.phrase.tense == match.phrase.tense && $0.phrase.period.interval(in: calendar) != days
        }
        guard !other.isEmpty else { return nil }
        let chosen = rng.pick(other)
        var expect = e
        expect.period = chosen.phrase.period
        expect.answer = nil  // other days, other figures
        return Variant(
            family: .periodSwap, kind: "swap", text: replace(match, in: t, with: chosen.text), expect: expect,
            change: .period(chosen.phrase.period))
    }

    func replace(_ match: PhraseMatch, in t: TurnContext, with phrase: String) -> String {
        let chars = t.chars
        var replacement = phrase
        if chars[match.range.lowerBound].isUppercase {
            replacement = replacement.prefix(1).uppercased() + replacement.dropFirst()
        }
        return String(chars[..<match.range.lowerBound]) + replacement + String(chars[match.range.upperBound...])
    }

    static func normalize(_ c: Character) -> Character {
        if c == "’" || c == "ʼ" || c == "‘" { return "'" }
        let lower = c.lowercased()
        return lower.count == 1 ? Character(lower) : c
    }

    static func isWordChar(_ c: Character) -> Bool { c.isLetter || c.isNumber }

    static func word(before index: Int, in chars: [Character]) -> String {
        var end = index
        while end > 0, !isWordChar(chars[end - 1]) { end -= 1 }
        var start = end
        while start > 0, isWordChar(chars[start - 1]) { start -= 1 }
        return String(chars[start..<end])
    }

    // MARK: filler

    /// Politeness, trailing punctuation, an emoji, the casing: one variant each.
    func filler(_ t: TurnContext, _ rng: inout SplitMix64) -> [Variant] {
        var out: [Variant] = []
        func add(_ kind: String, _ text: String) {
            guard text != t.text, !text.isEmpty else { return }
            out.append(Variant(family: .filler, kind: kind, text: text, expect: t.expect))
        }
        let (core, ending) = Self.splitEnding(t.text)
        guard !core.isEmpty else { return [] }
        switch rng.below(3) {
        case 0:
            let opener = rng.pick(PerturbationWords.openers[t.locale] ?? [])
            add("politeness", opener.prefix(1).uppercased() + opener.dropFirst() + ", " + t.text)
        case 1: add("politeness", core + " " + rng.pick(PerturbationWords.pleas[t.locale] ?? []) + ending)
        default: add("politeness", t.text + " " + rng.pick(PerturbationWords.thanks[t.locale] ?? []))
        }
        let endings = PerturbationWords.endings.filter { $0 != ending }
        add("punctuation", core + rng.pick(endings))
        add("emoji", t.text + " " + rng.pick(PerturbationWords.emoji))
        // Lower case takes away the capital that makes an everyday-word shop a shop ("Orange").
        let shopIsWord =
            t.expect.merchant.flatMap { shops.shop(named: catalog.canonicalName(for: $0) ?? $0) }?.isWord ?? false
        var casings = [t.text.uppercased()]
        if !shopIsWord { casings.append(t.text.lowercased()) }
        casings = casings.filter { $0 != t.text }
        if !casings.isEmpty { add("casing", rng.pick(casings)) }
        return out
    }

    /// The text without its trailing punctuation, and that punctuation.
    static func splitEnding(_ text: String) -> (String, String) {
        var core = Substring(text)
        while let last = core.last, "?!.… ".contains(last) { core = core.dropLast() }
        return (String(core), String(text.dropFirst(core.count)))
    }

    // MARK: history

    /// Small talk before a conversation's first question.
    func history(_ t: TurnContext, _ rng: inout SplitMix64) -> Variant? {
        guard t.isFirst, t.expect.intent != .unclear, let talk = PerturbationWords.smallTalk[t.locale] else {
            return nil
        }
        return Variant(family: .history, kind: "smallTalk", text: t.text, expect: t.expect, history: rng.pick(talk))
    }
}
