/// A shop of the catalog: its canonical name, the other names it goes by, the
/// category its payments usually fall in, and whether its name is also an
/// everyday word.
struct Shop: Sendable {
    let name: String
    let aliases: [String]
    let category: Category?
    let isCommonWord: Bool
    /// The folded forms that are everyday words ("free", "booking"): only these
    /// need a capital or a shop cue; "freebox" or "free mobile" never do.
    let commonWords: Set<String>

    init(
        _ name: String, aliases: [String] = [], category: Category? = nil, isCommonWord: Bool = false,
        commonWords: [String] = []
    ) {
        self.name = name
        self.aliases = aliases
        self.category = category
        self.isCommonWord = isCommonWord
        let folded = TextFolding.fold(name)
        var words = Set(commonWords.map(TextFolding.fold))
        if isCommonWord && !folded.contains(" ") { words.insert(folded) }
        self.commonWords = words
    }
}
