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
