import FinanceAssistant
import TallyModel
import TallyReports

/// The shops of a catalog as the perturbations need them: each canonical name
/// with its aliases and nicknames, and whether the name is an everyday word or
/// a first name (which a careful reader needs a capital or a cue to read as a
/// shop, so case and typo variants leave them alone).
///
/// The data is the catalog's own (`MerchantCatalog`, in FinanceAssistant), not
/// a copy: the catalog is the system under test and keeps its shops internal,
/// so they are read through reflection (`Mirror`) rather than duplicated here.
/// Every alias is also checked against the catalog's public
/// `canonicalName(for:)` before use, and a test fails if the reflected fields
/// ever move — so a rename there can make a family produce fewer variants,
/// never a wrong label.
struct ShopNames: Sendable {
    struct Shop: Sendable, Hashable {
        var name: String
        /// Aliases and nicknames, folded, that the catalog maps to this shop.
        var aliases: [String]
        var nicknames: Set<String>
        /// Its folded forms that are everyday words ("booking"): never an alias variant.
        var commonWords: Set<String>
        /// An everyday word or a first name ("Orange", "Paul").
        var isWord: Bool
    }

    let shops: [Shop]
    private let byName: [String: Int]

    init(catalog: MerchantCatalog) {
        var shops: [Shop] = []
        let mirror = Mirror(reflecting: catalog)
        let reflected = mirror.children.first { $0.label == "shops" }?.value as? [Any] ?? []
        for item in reflected {
            var name: String?
            var aliases: [String] = []
            var nicknames: [String] = []
            var commonWords: Set<String> = []
            var isWord = false
            for child in Mirror(reflecting: item).children {
                switch child.label {
                case "name": name = child.value as? String
                case "aliases": aliases = child.value as? [String] ?? []
                case "nicknames": nicknames = child.value as? [String] ?? []
                case "commonWords": commonWords = child.value as? Set<String> ?? []
                case "isCommonWord", "isFirstName": isWord = isWord || (child.value as? Bool ?? false)
                default: break
                }
            }
            guard let name else { continue }
            // Only what the public catalog itself reads as this very shop.
            let checked = (aliases + nicknames).map(TextFolding.fold).filter {
                catalog.canonicalName(for: $0) == name
            }
            shops.append(
                Shop(
                    name: name, aliases: checked, nicknames: Set(nicknames.map(TextFolding.fold)),
                    commonWords: commonWords, isWord: isWord))
        }
        // Whatever reflection missed, the public list still names.
        let known = Set(shops.map(\.name))
        for name in catalog.names where !known.contains(name) {
            shops.append(Shop(name: name, aliases: [], nicknames: [], commonWords: [], isWord: false))
        }
        self.shops = shops
        byName = Dictionary(shops.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
    }

    func shop(named name: String) -> Shop? { byName[name].map { shops[$0] } }
}
