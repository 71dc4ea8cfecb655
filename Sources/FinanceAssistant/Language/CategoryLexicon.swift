/// English and French words for each category, as people type them.
///
/// Entries are folded before use; multi-word aliases match on word boundaries.
/// A word listed here is also finance evidence for the scope gate.
enum CategoryLexicon {
    struct Names: Sendable {
        let en: String
        let fr: String
        let aliases: [String]
    }

    static let names: [Category: Names] = [
        .groceries: Names(
            en: "groceries", fr: "courses",
            aliases: [
                "grocery", "groceries", "food shopping", "supermarket", "supermarkets", "grocery store",
                "courses", "les courses", "alimentation", "alimentaire", "alimentaires", "supermarche", "supermarches",
                "epicerie", "bouffe",
            ]),
        .dining: Names(
            en: "dining out", fr: "restaurants",
            aliases: [
                "dining", "dining out", "eating out", "restaurant", "restaurants", "takeaway", "takeaways", "takeout",
                "takeouts",
                "take away", "food delivery", "fast food", "fastfood", "coffee shops", "lunches", "lunch",
                "resto", "restos", "restau", "restaus", "livraison de repas", "livraisons",
                "repas dehors", "sorties au resto", "cafes", "dejeuners", "diners", "dinner", "dinners",
                "dinner out", "going out to eat",
            ]),
        .transport: Names(
            en: "transport", fr: "transports",
            aliases: [
                "transport", "transportation", "transports", "commute", "commuting", "fuel", "petrol", "gas",
                "taxi", "taxis", "cabs", "train", "trains", "metro", "bus", "parking",
                "essence", "carburant", "peage", "peages", "trajets", "voiture",
            ]),
        .housing: Names(
            en: "housing", fr: "logement",
            aliases: [
                "housing", "rent", "logement", "loyer", "loyers", "mortgage",
            ]),
        .utilities: Names(
            en: "utilities", fr: "factures et énergie",
            aliases: [
                "utilities", "utility bills", "electricity", "energy", "internet", "phone bill", "phone bills",
                "mobile plan", "broadband", "gas bill", "water bill", "electricite", "energie",
                "forfait",
                "forfait mobile", "box internet", "facture d electricite", "factures d electricite",
                "electric bill", "electric bills", "electricity bill", "power bill", "energy bill",
                "cable bill", "internet bill", "cell phone bill", "mobile bill", "heating bill", "utility bill",
                "facture d eau", "factures d eau", "facture de gaz", "facture internet", "facture de telephone",
            ]),
        .subscriptions: Names(
            en: "subscriptions", fr: "abonnements",
            aliases: [
                "streaming", "streaming services",
            ]),
        .shopping: Names(
            en: "shopping", fr: "shopping",
            aliases: [
                "shopping", "clothes", "clothing", "electronics", "gadgets", "vetements", "fringues",
                "habits", "achats en ligne", "online shopping", "high tech", "fringue",
            ]),
        .health: Names(
            en: "health", fr: "santé",
            aliases: [
                "health", "healthcare", "pharmacy", "doctor", "doctors", "medical", "medicine", "medication",
                "sante", "pharmacie", "medecin", "medecins", "medicaments", "toubib", "dentiste", "dentist",
            ]),
        .leisure: Names(
            en: "leisure", fr: "loisirs",
            aliases: [
                "leisure", "entertainment", "cinema", "movies", "gym", "sport", "sports", "hobbies",
                "loisirs", "cine", "salle de sport", "sorties", "concerts", "going out",
            ]),
        .travel: Names(
            en: "travel", fr: "voyages",
            aliases: [
                "travel", "travels", "trips", "trip", "holiday", "holidays", "vacation", "vacations",
                "hotel", "hotels", "flights", "flight", "voyage", "voyages", "vacances",
                "vols", "billets d avion",
            ]),
        .income: Names(en: "income", fr: "revenus", aliases: []),
        .insurance: Names(
            en: "insurance", fr: "assurances",
            aliases: [
                "insurance", "insurances", "assurance", "assurances", "mutuelle", "home insurance",
            ]),
        .fees: Names(
            en: "bank fees", fr: "frais bancaires",
            aliases: [
                "bank fees", "fees", "bank charges", "frais bancaires", "frais de banque", "agios", "cotisation carte",
            ]),
        .cash: Names(
            en: "cash withdrawals", fr: "retraits",
            aliases: [
                "cash", "atm", "withdrawals", "cash withdrawals", "retraits", "retrait", "liquide",
                "especes", "distributeur",
            ]),
        .taxes: Names(
            en: "taxes", fr: "impôts",
            aliases: [
                "taxes", "tax", "impots", "impot",
            ]),
        .gifts: Names(
            en: "gifts", fr: "cadeaux",
            aliases: [
                "gifts", "presents", "cadeaux", "cadeau",
            ]),
        .education: Names(
            en: "education", fr: "éducation",
            aliases: [
                "education", "school", "tuition", "formation", "ecole",
            ]),
        .transfer: Names(en: "transfers", fr: "virements internes", aliases: []),
    ]
}
