/// A shop of the catalog: its canonical name, the other names it goes by, the
/// category its payments usually fall in, and whether its name is also an
/// everyday word.
struct Shop: Sendable {
    let name: String
    let aliases: [String]
    let category: Category?
    let isCommonWord: Bool

    init(_ name: String, aliases: [String] = [], category: Category? = nil, isCommonWord: Bool = false) {
        self.name = name
        self.aliases = aliases
        self.category = category
        self.isCommonWord = isCommonWord
    }
}
