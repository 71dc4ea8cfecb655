/// Every shop the assistant can name: the built-in catalog of well-known shops
/// merged with the merchants of the user's ledger.
///
/// A name is always returned in its canonical spelling (`McDonald's`,
/// `Carrefour`); aliases, case, accents and punctuation only lead to it.
public struct MerchantCatalog: Sendable {
    /// Canonical names, catalog first, then ledger-only merchants, in order.
    public let names: [String]
    let shops: [Shop]
    /// Folded alias → index in `shops`.
    let byFoldedAlias: [String: Int]
    /// Folded alias with its spaces removed → index in `shops`: spacing is
    /// folded too, so "leroymerlin" and "deli veroo" find their shop.
    let bySpaceless: [String: Int]
    /// A name that starts with a French article, without it ("petit cler" for
    /// "Le Petit Cler"): "au Petit Cler" holds the article in "au".
    let byArticleless: [String: Int]
    /// Folded nicknames, read only exactly (no typo, no spacing).
    let exactOnly: Set<String>
    /// A canonical name as written → its index, for the names `index(of:)` leads back to their own
    /// shop: every reading's shop is looked up again, and most are canonical already (no fold needed).
    private let byCanonicalName: [String: Int]

    /// The catalog without any ledger.
    public static let builtIn = MerchantCatalog(ledgerMerchants: [])

    /// - Parameter ledgerMerchants: canonical merchant names from a ledger; a
    ///   name that folds to a catalog alias joins that shop.
    public init(ledgerMerchants: [String]) {
        var shops = MerchantCatalog.wellKnownShops
        var byFolded: [String: Int] = [:]
        for (index, shop) in shops.enumerated() {
            for alias in [shop.name] + shop.aliases + shop.nicknames {
                let folded = TextFolding.fold(alias)
                if !folded.isEmpty, byFolded[folded] == nil { byFolded[folded] = index }
            }
        }
        exactOnly = Set(shops.flatMap(\.nicknames).map(TextFolding.fold))
        for merchant in ledgerMerchants {
            let folded = TextFolding.fold(merchant)
            guard folded.count >= 3, byFolded[folded] == nil else { continue }
            shops.append(Shop(merchant))
            byFolded[folded] = shops.count - 1
        }
        var spaceless: [String: Int] = [:]
        var articleless: [String: Int] = [:]
        for (alias, shop) in byFolded.sorted(by: { $0.key < $1.key }) where !exactOnly.contains(alias) {
            let joined = alias.filter { $0 != " " }
            if spaceless[joined] == nil { spaceless[joined] = shop }
            for article in MerchantCatalog.articles where alias.hasPrefix(article + " ") {
                let rest = String(alias.dropFirst(article.count + 1))
                if byFolded[rest] == nil, articleless[rest] == nil { articleless[rest] = shop }
            }
        }
        self.shops = shops
        self.byFoldedAlias = byFolded
        self.bySpaceless = spaceless
        self.byArticleless = articleless
        self.names = shops.map(\.name)
        var canonical: [String: Int] = [:]
        for (index, shop) in shops.enumerated()
        where Self.index(of: shop.name, byFoldedAlias: byFolded, bySpaceless: spaceless) == index {
            canonical[shop.name] = index
        }
        byCanonicalName = canonical
    }

    static let articles = ["le", "la", "les", "l"]

    /// The canonical name for a name or alias written any way, or `nil` when
    /// the shop is unknown.
    public func canonicalName(for text: String) -> String? {
        index(of: text).map { shops[$0].name }
    }

    /// The usual category of a known shop.
    public func category(of merchant: String) -> Category? {
        index(of: merchant).flatMap { shops[$0].category }
    }

    /// The shop a whole name denotes, spacing folded ("Leroy-Merlin", "leroymerlin").
    private func index(of text: String) -> Int? {
        byCanonicalName[text] ?? Self.index(of: text, byFoldedAlias: byFoldedAlias, bySpaceless: bySpaceless)
    }

    private static func index(of text: String, byFoldedAlias: [String: Int], bySpaceless: [String: Int]) -> Int? {
        let folded = TextFolding.fold(text)
        if let exact = byFoldedAlias[folded] { return exact }
        let joined = folded.filter { $0 != " " }
        return joined.count >= MerchantReader.minimumJoinedLength ? bySpaceless[joined] : nil
    }

    public func contains(_ name: String) -> Bool { canonicalName(for: name) != nil }
}
