import Foundation

/// Finds the category a question names: "groceries", "les courses", "restos",
/// "fuel" → `transport`.
struct CategoryReader: Sendable {
    struct Match: Hashable, Sendable {
        let category: Category
        let range: Range<Int>
    }

    private let matcher: PhraseMatcher<Category>

    static let shared = CategoryReader()

    init() {
        var phrases: [(String, Category)] = []
        for category in Category.allCases {
            guard let names = CategoryLexicon.names[category] else { continue }
            phrases.append((category.rawValue, category))
            for alias in names.aliases { phrases.append((alias, category)) }
            if category != .income && category != .transfer {
                phrases.append((names.en, category))
                phrases.append((names.fr, category))
            }
        }
        matcher = PhraseMatcher(phrases)
    }

    /// Every category named, left to right.
    func matches(in words: WordIDs) -> [Match] {
        matcher.matches(in: words).map { Match(category: $0.value, range: $0.range) }
    }

    /// A category id or name as a model may write it ("Groceries", "restaurants").
    func category(named text: String) -> Category? {
        // An id as written (what the rules give) needs no trimming (Foundation's, which costs).
        if let c = Category(rawValue: text) { return c }
        if let c = Category(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) { return c }
        let words = TextFolding.tokens(of: text).map(\.text)
        guard let m = matcher.longest(at: 0, in: words), m.range.count == words.count else { return nil }
        return m.value
    }
}
