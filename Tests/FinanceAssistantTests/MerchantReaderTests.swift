import Testing

@testable import FinanceAssistant

// One merchant reader for transaction labels and for questions (DESIGN §2,
// GUIDE §5). The catalog is the built-in one merged with a made-up ledger's
// merchants.

enum MerchantTables {
    static let catalog = MerchantCatalog(ledgerMerchants: ["Le Petit Zinc", "Carrefour", "Lidl", "CARREFOUR MARKET"])
    static let reader = MerchantReader(catalog: catalog)

    static let labels: [(String, String?)] = [
        ("CARTE 03/02 CARREFOUR MARKET PARIS 11", "Carrefour"),
        ("CB CARREFOUR CITY 17/02", "Carrefour"),
        ("CARREFOUR MASSY", "Carrefour"),
        ("UBER *EATS PARIS", "Uber Eats"),
        ("UBER *TRIP HELP.UBER.COM", "Uber"),
        ("PRLV SEPA NETFLIX.COM", "Netflix"),
        ("MCDONALDS PARIS 11", "McDonald's"),
        ("AMZN MKTP FR", "Amazon"),
        ("FREE MOBILE", "Free"),
        ("ORANGE SA", "Orange"),
        ("PRLV EDF CLIENTS PARTICULIERS", "EDF"),
        ("CB MONOPRIX 12/03", "Monoprix"),
        ("SNCF CONNECT", "SNCF"),
        ("ACTION 1234 LYON", "Action"),
        ("CB LE PETIT ZINC", "Le Petit Zinc"),
        ("CB INTERMARCHÉ SUPER", "Intermarché"),
        ("CB H&M 2231 PARIS", "H&M"),
        ("VIR SALAIRE ACME", nil),
        ("PRLV LOYER MARS", nil),
    ]

    static let questions: [(String, String?)] = [
        ("How much did I spend at Carrefour?", "Carrefour"),
        ("combien chez carrefour market ?", "Carrefour"),
        ("CB CARREFOUR CITY", "Carrefour"),
        ("how much at Carefour last month", "Carrefour"),
        ("et chez Monoprx ?", "Monoprix"),
        ("how much did i spend at starbuks", "Starbucks"),
        ("how much did I spend at Netflx", "Netflix"),
        ("combien chez macdo", "McDonald's"),
        ("combien chez mcdo ce mois-ci", "McDonald's"),
        ("mc donalds last week", "McDonald's"),
        ("how much did I spend at Lidl's?", "Lidl"),
        ("how much at uber eats", "Uber Eats"),
        ("how much on Uber rides", "Uber"),
        ("spent at le petit zinc", "Le Petit Zinc"),
        ("combien chez Décathlon", "Decathlon"),
        ("combien chez monop ?", "Monoprix"),
        ("how much at leclerc", "E.Leclerc"),
        ("how much is my Orange bill?", "Orange"),
        ("combien chez Free ?", "Free"),
        ("combien chez Action ?", "Action"),
        ("how much did I spend at H&M?", "H&M"),
        ("combien chez h et m ?", "H&M"),
        ("how much at Burger King?", "Burger King"),
        ("I bought an orange", nil),
        ("I had a free coffee", nil),
        ("mes actions ont baissé", nil),
        ("how much did I spend at the supermarket", nil),
        ("combien à la boulangerie ?", nil),
        ("how much at the pharmacy", nil),
        ("how much did I spend this month", nil),
        ("my dirty laundry money", nil),
    ]
}

@Suite("Merchant reader")
struct MerchantReaderTests {
    @Test("Transaction labels", arguments: MerchantTables.labels)
    func labels(_ label: String, _ expected: String?) {
        #expect(MerchantTables.reader.merchant(inLabel: label) == expected)
    }

    @Test("Questions", arguments: MerchantTables.questions)
    func questions(_ text: String, _ expected: String?) {
        #expect(MerchantTables.reader.merchant(in: TextFolding.tokens(of: text))?.name == expected)
    }

    @Test(
        "Canonical names whatever the spelling",
        arguments: [
            ("mac do", "McDonald's"), ("MCDO", "McDonald's"), ("mcdonalds", "McDonald's"),
            ("Carrefour City", "Carrefour"),
            ("carrefour market", "Carrefour"), ("monop'", "Monoprix"), ("ubereats", "Uber Eats"),
            ("le petit zinc", "Le Petit Zinc"),
            ("LE PETIT ZINC", "Le Petit Zinc"), ("intermarche", "Intermarché"),
        ])
    func canonical(_ text: String, _ expected: String) {
        #expect(MerchantTables.catalog.canonicalName(for: text) == expected)
    }

    @Test("A ledger merchant that is a catalog alias joins that shop")
    func ledgerAliasJoinsShop() {
        #expect(MerchantTables.catalog.names.filter { $0 == "Carrefour" }.count == 1)
        #expect(!MerchantTables.catalog.names.contains("CARREFOUR MARKET"))
        #expect(MerchantTables.catalog.names.contains("Le Petit Zinc"))
    }

    @Test("Unknown shops are unknown")
    func unknown() {
        #expect(MerchantTables.catalog.canonicalName(for: "Zorglub") == nil)
        #expect(MerchantTables.catalog.canonicalName(for: "") == nil)
    }
}

// Shops as people type them (GUIDE §5): spacing folded, slips on short names,
// nicknames, names that are words. Each family has sentences that must not
// read a shop.
enum TypedNameTables {
    /// Split and joined names: one mechanism, spacing folded against the catalog.
    static let spacing: [(String, String?)] = [
        ("how much did I leave at leroymerlin this spring?", "Leroy Merlin"),
        ("what did easy jet charge me for the bags?", "easyJet"),
        ("net flix since the summer", "Netflix"),
        ("pizzahut on friday nights, how much?", "Pizza Hut"),
        ("combien chez mono prix cette semaine ?", "Monoprix"),
        ("mes commandes deli veroo du mois", "Deliveroo"),
        ("je paie encore you tube premium ?", "YouTube Premium"),
        ("combien chez grandfrais en janvier ?", "Grand Frais"),
        ("combien au lepetitzinc ce mois-ci ?", "Le Petit Zinc"),
        // ordinary phrases whose words spell a shop once joined
        ("what's the cheapest way to get around Paris?", nil),
        ("the train line to work was closed all week", nil),
        ("she in fact paid for dinner", nil),
        ("we had a lan party", nil),
        ("I took the sub way home", nil),
        ("check it on my mac if you can", nil),
        ("a photo de cat", nil),
    ]

    /// A slip on a name of three or four letters, written like a name.
    static let shortSlips: [(String, String?)] = [
        ("how much at Lild last week?", "Lidl"),
        ("anything at Aldii this month?", "Aldi"),
        ("the upcoming EFD payment", "EDF"),
        ("my ubers since Monday", "Uber"),
        ("combien chez Zarra en mars ?", "Zara"),
        ("mon dernier passage chez Ikae ?", "Ikea"),
        ("j'ai versé combien à la Maiff ?", "MAIF"),
        // everyday words, lowercase slips with nothing to say a shop follows
        ("we listened in rapt silence", nil),
        ("Aldo has nice shoes", nil),
        ("is that a good idea?", nil),
        ("lild is not a word", nil),
        ("efd means nothing", nil),
        ("after a long gym sesh", nil),
    ]

    /// One word of a longer name mistyped.
    static let multiWordTypos: [(String, String?)] = [
        ("burger kign on friday, how much?", "Burger King"),
        ("combien chez leroy merlim ?", "Leroy Merlin"),
        ("how much on uber trips last week", "Uber"),
        ("uber east orders since Monday", "Uber Eats"),
    ]

    /// Colloquial names, read exactly as written.
    static let nicknames: [(String, String?)] = [
        ("how much went on Maccas this week?", "McDonald's"),
        ("Starbs since payday?", "Starbucks"),
        ("combien au Carrouf hier ?", "Carrefour"),
        ("combien chez Décat en mai ?", "Decathlon"),
        ("mes achats sur LBC", "Leboncoin"),
        ("deliv orders this month", "Deliveroo"),
        // one letter away from a nickname is a word, not the shop
        ("how many stars did the hotel have?", nil),
        ("it starts at nine", nil),
        ("the death of the high street", nil),
        ("a decal for the car", nil),
    ]

    /// A name whose French article sits inside "au", "du", "aux", "des".
    static let articles: [(String, String?)] = [
        ("combien au Petit Zinc en février ?", "Le Petit Zinc"),
        ("la note du Petit Zinc", "Le Petit Zinc"),
        ("un petit zinc dans le quartier", nil),
    ]

    /// Names that are words, first names, and words of one language only.
    static let words: [(String, String?)] = [
        ("how much did I spend when Paul visited?", nil),
        ("combien j'ai dépensé quand Paul est passé ?", nil),
        ("how many times did I go to Paul in May?", "Paul"),
        ("sorry, I meant Paul", "Paul"),
        ("et pour Paul ?", "Paul"),
        ("how much at the Paul bakery?", "Paul"),
        ("combien de trajets bolt ce mois-ci ?", "Bolt"),
        ("a bolt of lightning hit the roof", nil),
        ("Free va me prélever combien ?", "Free"),
        ("Free est en panne chez toi ?", nil),
        ("Boulanger m'a pris combien en mai ?", "Boulanger"),
        ("le boulanger du coin est fermé", nil),
        ("I want to free up some cash", nil),
        ("I love Orange juice, but how much at Picard?", "Picard"),
    ]

    /// A correction names the old shop to set it aside.
    static let setAside: [(String, String?)] = [
        ("plain Uber, not Uber Eats", "Uber"),
        ("pas Uber Eats, Uber tout court", "Uber"),
        ("Lidl instead of Aldi", "Lidl"),
        ("plutôt que Carrefour, Monoprix", "Monoprix"),
    ]

    /// A bank label is read exactly: no slip, no spacing, no nickname.
    static let labels: [(String, String?)] = [
        ("CB LILD 12/03", nil),
        ("CB LEROYMERLIN 0412", nil),
        ("CB STARBS PARIS", nil),
        ("CB BK 1234", nil),
        ("CB LEROY MERLIN 0412", "Leroy Merlin"),
    ]
}

@Suite("Merchant reader: names as people type them")
struct TypedNameTests {
    static func read(_ text: String) -> String? {
        MerchantTables.reader.merchant(in: TextFolding.tokens(of: text))?.name
    }

    @Test("Split and joined names", arguments: TypedNameTables.spacing)
    func spacing(_ text: String, _ expected: String?) { #expect(Self.read(text) == expected) }

    @Test("Slips on short names", arguments: TypedNameTables.shortSlips)
    func shortSlips(_ text: String, _ expected: String?) { #expect(Self.read(text) == expected) }

    @Test("A typo in one word of a longer name", arguments: TypedNameTables.multiWordTypos)
    func multiWordTypos(_ text: String, _ expected: String?) { #expect(Self.read(text) == expected) }

    @Test("Nicknames, exactly", arguments: TypedNameTables.nicknames)
    func nicknames(_ text: String, _ expected: String?) { #expect(Self.read(text) == expected) }

    @Test("An article inside au, du", arguments: TypedNameTables.articles)
    func articles(_ text: String, _ expected: String?) { #expect(Self.read(text) == expected) }

    @Test("Names that are words", arguments: TypedNameTables.words)
    func words(_ text: String, _ expected: String?) { #expect(Self.read(text) == expected) }

    @Test("A shop set aside by a correction", arguments: TypedNameTables.setAside)
    func setAside(_ text: String, _ expected: String?) { #expect(Self.read(text) == expected) }

    @Test("Labels are read exactly", arguments: TypedNameTables.labels)
    func labels(_ label: String, _ expected: String?) {
        #expect(MerchantTables.reader.merchant(inLabel: label) == expected)
    }

    @Test(
        "Canonical names with spacing folded",
        arguments: [
            ("leroymerlin", "Leroy Merlin"), ("Basic Fit", "Basic-Fit"), ("galerieslafayette", "Galeries Lafayette"),
        ])
    func canonical(_ text: String, _ expected: String) {
        #expect(MerchantTables.catalog.canonicalName(for: text) == expected)
    }
}
