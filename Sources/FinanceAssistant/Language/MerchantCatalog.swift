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

    /// The catalog without any ledger.
    public static let builtIn = MerchantCatalog(ledgerMerchants: [])

    /// - Parameter ledgerMerchants: canonical merchant names from a ledger; a
    ///   name that folds to a catalog alias joins that shop.
    public init(ledgerMerchants: [String]) {
        var shops = MerchantCatalog.wellKnownShops
        var byFolded: [String: Int] = [:]
        for (index, shop) in shops.enumerated() {
            for alias in [shop.name] + shop.aliases {
                let folded = TextFolding.fold(alias)
                if !folded.isEmpty, byFolded[folded] == nil { byFolded[folded] = index }
            }
        }
        for merchant in ledgerMerchants {
            let folded = TextFolding.fold(merchant)
            guard folded.count >= 3, byFolded[folded] == nil else { continue }
            shops.append(Shop(merchant))
            byFolded[folded] = shops.count - 1
        }
        self.shops = shops
        self.byFoldedAlias = byFolded
        self.names = shops.map(\.name)
    }

    /// The canonical name for a name or alias written any way, or `nil` when
    /// the shop is unknown.
    public func canonicalName(for text: String) -> String? {
        byFoldedAlias[TextFolding.fold(text)].map { shops[$0].name }
    }

    /// The usual category of a known shop.
    public func category(of merchant: String) -> Category? {
        byFoldedAlias[TextFolding.fold(merchant)].flatMap { shops[$0].category }
    }

    public func contains(_ name: String) -> Bool { canonicalName(for: name) != nil }
}
