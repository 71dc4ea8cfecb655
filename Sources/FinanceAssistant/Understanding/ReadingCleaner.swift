import Foundation

/// Checks the shop and the category a backend returned (docs/intents.md): a name is
/// kept only when it is a known name or its folded form appears in the user's
/// text; "none", "n/a" and names under three letters are dropped.
struct ReadingCleaner: Sendable {
    static let placeholders: Set<String> = [
        "none", "n a", "na", "null", "nil", "aucun", "aucune", "rien", "unknown", "empty", "no", "nothing",
        "not applicable", "pas de", "inconnu", "other", "autre",
    ]

    let context: ReadingContext

    /// The clean merchant, and a note when one was dropped.
    func merchant(_ raw: String?, words: [String]) -> (String?, drop: String?) {
        guard let raw else { return (nil, nil) }
        let folded = TextFolding.fold(raw)
        if folded.isEmpty || ReadingCleaner.placeholders.contains(folded) { return (nil, nil) }
        // A known name is kept whatever its length ("H&M"); an unknown one needs three letters.
        if let canonical = context.catalog.canonicalName(for: raw) { return (canonical, nil) }
        if folded.filter(\.isLetter).count < 3 { return (nil, "merchant:tooShort") }
        if containsPhrase(folded, in: words) { return (raw.trimmingCharacters(in: .whitespacesAndNewlines), nil) }
        return (nil, "merchant:notInText")
    }

    /// The clean category, and a note when one was dropped.
    func category(_ raw: String?) -> (Category?, drop: String?) {
        guard let raw else { return (nil, nil) }
        let folded = TextFolding.fold(raw)
        if folded.isEmpty || ReadingCleaner.placeholders.contains(folded) { return (nil, nil) }
        if let c = CategoryReader.shared.category(named: raw) { return (c, nil) }
        return (nil, "category:unknown")
    }

    /// Whether a known shop is literally in the message: read there by the
    /// merchant reader, or its name written out.
    func isInText(merchant name: String, features f: MessageFeatures) -> Bool {
        if let read = f.merchant?.name, read == name { return true }
        return containsPhrase(TextFolding.fold(name), in: f.words)
    }

    private func containsPhrase(_ folded: String, in words: [String]) -> Bool {
        let needle = folded.split(separator: " ").map(String.init)
        guard !needle.isEmpty, needle.count <= words.count else { return false }
        for start in 0...(words.count - needle.count) where Array(words[start..<(start + needle.count)]) == needle {
            return true
        }
        return false
    }
}
