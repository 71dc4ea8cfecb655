extension MerchantCatalog {
    /// Well-known shops, each with the aliases people and bank statements use.
    ///
    /// Matching folds case, diacritics, punctuation and spacing, so list an alias
    /// only when its folded form differs once its spaces are removed (`mcdo`,
    /// `carrefour market`, not `mc do`). Colloquial names people really use are
    /// aliases too ("carrouf", "maccas", "starbs").
    /// `isCommonWord` marks names that are also everyday words ("free", "orange",
    /// "action"): in a question they count only when written with a capital or
    /// after a shop cue ("at", "chez", "my … bill"); in a transaction label always.
    /// `wordIn` says in which language the word is everyday ("free" is English
    /// only); `isFirstName` marks a name that a capital does not make a shop.
    static let wellKnownShops: [Shop] = [
        // Groceries
        Shop(
            "Carrefour",
            aliases: [
                "carrefour market", "carrefour city", "carrefour express", "carrefour contact", "crf",
            ], nicknames: ["carrouf"],
            category: .groceries),
        Shop("Lidl", category: .groceries),
        Shop("Aldi", category: .groceries),
        Shop("Auchan", category: .groceries),
        Shop("E.Leclerc", aliases: ["leclerc", "e leclerc", "centre leclerc"], category: .groceries),
        Shop("Intermarché", aliases: ["intermarche", "intermarche super"], category: .groceries),
        Shop("Monoprix", aliases: ["monop"], category: .groceries),
        Shop("Franprix", category: .groceries),
        Shop("Picard", aliases: ["picard surgeles"], category: .groceries),
        Shop("Biocoop", category: .groceries),
        Shop("Casino", aliases: ["geant casino", "casino supermarche"], category: .groceries, isCommonWord: true),
        Shop("Super U", aliases: ["hyper u", "systeme u", "magasins u", "u express"], category: .groceries),
        Shop("Naturalia", category: .groceries),
        Shop("Grand Frais", category: .groceries),
        // Dining
        Shop(
            "McDonald's",
            aliases: [
                "mcdo", "macdo", "mc do", "mcdonalds", "mc donalds", "mc donald s", "mcdonald", "mac do",
            ], nicknames: ["maccas", "maccies", "mickey d s", "mickey ds"],
            category: .dining),
        Shop("Burger King", aliases: ["burgerking"], nicknames: ["bk"], category: .dining),
        Shop("KFC", aliases: ["kentucky fried chicken"], category: .dining),
        Shop("Starbucks", aliases: ["starbuck", "sbux"], nicknames: ["starbs"], category: .dining),
        Shop("Uber Eats", aliases: ["ubereats", "uber eats", "uber eat"], category: .dining),
        Shop("Deliveroo", aliases: ["deliveroo fr"], nicknames: ["deliv"], category: .dining),
        Shop("Just Eat", aliases: ["justeat"], category: .dining),
        Shop("Paul", aliases: ["paul boulangerie", "boulangerie paul"], category: .dining, isFirstName: true),
        Shop("Domino's", aliases: ["dominos", "domino s pizza", "dominos pizza"], category: .dining),
        Shop("Subway", category: .dining, isCommonWord: true, wordIn: [.en]),
        Shop("Five Guys", category: .dining),
        Shop("Pizza Hut", category: .dining),
        Shop("Pret A Manger", aliases: ["pret a manger"], category: .dining),
        Shop("Big Mamma", category: .dining),
        // Transport
        Shop("Uber", aliases: ["uber trip", "uber bv"], category: .transport),
        Shop("Bolt", category: .transport, isCommonWord: true, wordIn: [.en]),
        Shop("SNCF", aliases: ["sncf connect", "ouigo", "tgv inoui", "oui sncf"], category: .transport),
        Shop("RATP", category: .transport),
        Shop("Navigo", aliases: ["pass navigo", "comutitres"], category: .transport),
        Shop("TotalEnergies", aliases: ["total energies", "total access", "station total"], category: .transport),
        Shop("Shell", category: .transport, isCommonWord: true),
        Shop("Esso", category: .transport),
        Shop("BlaBlaCar", aliases: ["bla bla car"], category: .transport),
        Shop("Lime", category: .transport, isCommonWord: true),
        Shop("Vélib'", aliases: ["velib"], category: .transport),
        Shop("Getaround", category: .transport),
        Shop("Trainline", category: .transport),
        // Shopping
        Shop(
            "Amazon", aliases: ["amzn", "amazon prime", "amazon payments", "amazon fr", "amazon marketplace"],
            category: .shopping),
        Shop("Fnac", category: .shopping),
        Shop("Darty", category: .shopping),
        Shop("Boulanger", category: .shopping, isCommonWord: true, wordIn: [.fr]),
        Shop("Decathlon", nicknames: ["decat", "decath"], category: .shopping),
        Shop("Ikea", category: .shopping),
        Shop("Leroy Merlin", category: .shopping),
        Shop("Castorama", aliases: ["casto"], category: .shopping),
        Shop("Zara", category: .shopping),
        Shop("H&M", aliases: ["h et m", "h and m"], category: .shopping),
        Shop("Uniqlo", category: .shopping),
        Shop("Primark", nicknames: ["primarni"], category: .shopping),
        Shop("Sephora", category: .shopping),
        Shop("Action", category: .shopping, isCommonWord: true),
        Shop("Cdiscount", aliases: ["c discount"], category: .shopping),
        Shop("Vinted", category: .shopping),
        Shop("Leboncoin", aliases: ["le bon coin"], nicknames: ["lbc"], category: .shopping),
        Shop(
            "Apple", aliases: ["apple store", "apple com", "apple com bill", "icloud", "itunes", "app store"],
            category: .shopping, isCommonWord: true, wordIn: [.en]),
        Shop("Nature & Découvertes", aliases: ["nature et decouvertes"], category: .shopping),
        Shop("Kiabi", category: .shopping),
        Shop("Galeries Lafayette", aliases: ["lafayette"], category: .shopping),
        Shop("Printemps", category: .shopping, isCommonWord: true, wordIn: [.fr]),
        Shop("Shein", category: .shopping),
        // Subscriptions and streaming
        Shop("Netflix", aliases: ["netflix com"], category: .subscriptions),
        Shop("Spotify", aliases: ["spotify ab"], category: .subscriptions),
        Shop("Disney+", aliases: ["disney plus", "disneyplus", "disney"], category: .subscriptions),
        Shop(
            "Canal+", aliases: ["canal plus", "canalplus"], category: .subscriptions, isCommonWord: true,
            commonWords: ["canal"]),
        Shop("Deezer", category: .subscriptions),
        Shop("YouTube Premium", aliases: ["youtube"], nicknames: ["yt premium"], category: .subscriptions),
        // Telecoms and energy
        Shop(
            "Free", aliases: ["free mobile", "freebox", "free telecom"], category: .utilities, isCommonWord: true,
            wordIn: [.en]),
        Shop("Orange", aliases: ["orange sa", "orange mobile"], category: .utilities, isCommonWord: true),
        Shop("SFR", category: .utilities),
        Shop("Bouygues Telecom", aliases: ["bouygues", "bbox"], category: .utilities),
        Shop("Sosh", category: .utilities),
        Shop("EDF", aliases: ["edf clients particuliers"], category: .utilities),
        Shop("Engie", category: .utilities),
        Shop("Veolia", category: .utilities),
        // Housing, insurance, health
        Shop("Foncia", category: .housing),
        Shop("MAIF", category: .insurance),
        Shop("AXA", category: .insurance),
        Shop("MACIF", category: .insurance),
        Shop("Alan", category: .insurance, isFirstName: true),
        // Leisure
        Shop("Basic-Fit", aliases: ["basic fit", "basicfit"], category: .leisure),
        Shop("Fitness Park", category: .leisure),
        Shop("UGC", aliases: ["ugc cine cite"], category: .leisure),
        Shop("Pathé", aliases: ["pathe gaumont"], category: .leisure),
        Shop("Ticketmaster", category: .leisure),
        // Travel
        Shop("Airbnb", aliases: ["air b and b", "air b n b"], category: .travel),
        Shop(
            "Booking.com", aliases: ["booking"], category: .travel, isCommonWord: true, commonWords: ["booking"],
            wordIn: [.en]),
        Shop("Air France", aliases: ["airfrance"], category: .travel),
        Shop("easyJet", aliases: ["easy jet"], category: .travel),
        Shop("Ryanair", category: .travel),
        Shop("Transavia", category: .travel),
        Shop("Expedia", category: .travel),
        Shop("Accor", aliases: ["ibis", "novotel"], category: .travel),
        // Payments
        Shop("PayPal", category: .shopping),
    ]
}
