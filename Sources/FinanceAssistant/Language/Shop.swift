/// A shop of the catalog: its canonical name, the other names it goes by, the
/// category its payments usually fall in, and whether its name is also an
/// everyday word.
struct Shop: Sendable {
    let name: String
    let aliases: [String]
    /// Colloquial names ("starbs", "carrouf"): read only as written, since one
    /// letter off they are everyday words ("stars", "death").
    let nicknames: [String]
    let category: Category?
    let isCommonWord: Bool
    /// The folded forms that are everyday words ("free", "booking"): only these
    /// need a capital or a shop cue; "freebox" or "free mobile" never do.
    let commonWords: Set<String>
    /// The languages those words belong to: "free" is only English, so "Free va
    /// me prélever…" names the shop; "boulanger" is only French.
    let wordLanguages: Set<Language>
    /// A first name ("Paul"): a capital says nothing, since people's names have
    /// one too; only a shop cue ("chez Paul", "the Paul bakery") makes it the shop.
    let isFirstName: Bool

    init(
        _ name: String, aliases: [String] = [], nicknames: [String] = [], category: Category? = nil,
        isCommonWord: Bool = false,
        commonWords: [String] = [], wordIn: Set<Language> = Set(Language.allCases), isFirstName: Bool = false
    ) {
        self.name = name
        self.aliases = aliases
        self.nicknames = nicknames
        self.category = category
        self.isCommonWord = isCommonWord || isFirstName
        let folded = TextFolding.fold(name)
        var words = Set(commonWords.map(TextFolding.fold))
        if self.isCommonWord && !folded.contains(" ") { words.insert(folded) }
        self.commonWords = words
        self.wordLanguages = wordIn
        self.isFirstName = isFirstName
    }

    /// The everyday words of the name in a message of `language`.
    func commonWords(in language: Language) -> Set<String> {
        wordLanguages.contains(language) ? commonWords : []
    }
}
