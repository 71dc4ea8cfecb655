/// English and French word lists the deterministic layers share. Entries are
/// written naturally and folded when the matchers are built, so "dépensé" and
/// "depense" are one entry.
enum Lexicon {
    /// Words that make a message about money (scope evidence), beside currency
    /// signs, categories and known shops.
    static let moneyWords: [String] = [
        // English
        "money", "spend", "spent", "spending", "expense", "expenses", "expenditure", "paid", "pay", "paying",
        "payment", "payments", "cost", "costs", "budget", "budgets", "balance", "account", "accounts", "bank",
        "income", "salary", "earn", "earned", "earnings", "wage", "wages", "paycheck", "paycheque", "payday",
        "save", "saved", "saving", "savings", "cash", "bill", "bills", "subscription", "subscriptions",
        "subscribed", "charge", "charges", "charged", "debit", "debits", "debited", "direct debit", "transfer",
        "transfers", "refund", "refunds", "refunded", "purchase", "purchases", "bought", "buy", "buying",
        "euro", "euros", "eur", "dollar", "dollars", "bucks", "quid", "overdraft", "overdrawn", "broke",
        "afford", "owe", "leftover", "left over", "finances", "financial", "finance", "invest", "investment",
        "investing", "stocks", "shares", "crypto", "bitcoin", "loan", "mortgage", "credit", "outgoings",
        "money out", "money in", "splurge", "splurged", "blew", "transactions", "transaction", "shopping",
        "price", "prices", "expensive", "cheap", "fees", "tax", "taxes",
        // French
        "argent", "thune", "thunes", "fric", "sous", "pognon", "oseille", "depense", "depenses", "depenser",
        "depensee", "depensees", "paye", "payee", "payer", "paie", "paiement", "paiements", "coute", "coutent",
        "solde", "soldes", "compte", "comptes", "banque", "revenu", "revenus", "salaire",
        "salaires", "gagne", "epargne", "epargner", "economies", "economise", "economiser", "liquide",
        "especes", "facture", "factures", "abonnement", "abonnements", "abo", "abos", "prelevement",
        "prelevements", "preleve", "debite", "virement", "virements", "remboursement", "remboursements",
        "rembourse", "achat", "achats", "achete", "balles", "decouvert", "fauche", "claque",
        "crame", "mis de cote", "de cote", "financier", "investir", "placement", "placements",
        "actions", "bourse", "pret", "emprunt", "impots", "frais", "cher", "prix", "tune", "ronds",
        "debourse", "encaisse", "touche", "operations",
    ]

    /// Words before a name that is also a word which make it a shop:
    /// "at Action", "chez Free", "mon forfait Orange".
    static let shopCuesBefore: Set<String> = [
        "at", "from", "chez", "au", "forfait", "abonnement", "facture", "box", "ligne", "via", "with",
    ]
    /// Words after such a name which make it a shop: "my Orange bill", "Free mobile".
    static let shopCuesAfter: Set<String> = [
        "bill", "bills", "subscription", "plan", "contract", "payment", "payments", "order", "orders", "store",
        "shop", "account", "facture", "factures", "abonnement", "forfait", "box", "mobile", "magasin",
        "boutique", "commande", "commandes", "prelevement",
    ]

    /// Words of five letters or more that sit one edit from a shop name but are
    /// words in their own right ("engine" ≠ Engie, "dirty" ≠ Darty).
    static let typoStopWords: Set<String> = [
        "engine", "dirty", "party", "actor", "vented", "casts", "dominoes", "lidle", "amazing", "shine",
        "spend", "spent", "money", "month", "monthly", "weekly", "these", "those", "there", "their",
        "total", "totals", "store", "stores", "shops", "payed", "water", "later", "paris", "payer",
        "depuis", "depense", "depenses", "combien", "moyenne", "semaine", "derniers", "derniere",
        "dernier", "courses", "achats", "bouffe", "restos", "resto", "restau", "toujours",
    ]

    /// Words that carry no content: a message made only of these is `unclear`.
    static let fillers: Set<String> = [
        "hmm", "hmmm", "hm", "huh", "euh", "euhh", "heu", "bof", "ok", "okay", "k", "kk", "oui", "non", "yes",
        "no", "yeah", "yep", "nope", "ah", "oh", "eh", "uh", "um", "umm", "lol", "mdr", "and", "et", "so",
        "alors", "donc", "well", "bah", "ben", "bon", "hein", "quoi", "what", "pardon", "hum", "mmh", "mh",
        "mmm", "ouais", "ouai", "wait", "attends", "hmmmm", "uhh", "ehh", "voila", "bref", "genre", "like",
        "then", "puis", "really", "vraiment", "sure", "€", "$", "£", "%", "d", "accord", "daccord", "mouais",
        "pff", "pfff", "pffff", "meh", "nah", "hmmmmm", "erm", "er", "uhm", "mhm", "ouf", "tkt",
    ]

    /// How a follow-up starts: "and last year?", "what about Lidl", "et chez Monop ?".
    static let followUpOpeners: [String] = [
        "and", "what about", "how about", "same for", "same with", "same thing for", "also", "what of",
        "and for", "and in", "and at", "and on", "ok and", "then", "now", "et", "et pour", "et chez", "et en",
        "et sur", "et pour le", "pareil pour", "idem pour", "meme chose pour", "meme question pour",
        "et du coup", "et si", "sinon", "and what about", "et alors", "or", "same but for", "same again for",
        "what about for", "how about for", "and then", "et puis", "et le", "et la", "et les", "et l", "et du",
        "et pour la", "et pour les", "pareil", "same", "idem", "and over", "is it the same", "c est pareil",
        "pareil chez",
    ]

    /// Words that make a message about the writer ("my", "I", "je", "mon").
    static let firstPerson: Set<String> = [
        "i", "me", "my", "mine", "myself", "im", "ive", "id", "je", "j", "moi", "mon", "ma", "mes", "m",
        "we", "our", "us", "nous", "notre", "nos",
        // SMS French: "g dépensé" (j'ai), "jai", "jsuis"
        "g", "jai", "jsuis", "chui",
    ]

    /// Words that point back at the previous shop: "how many times did I go there?".
    static let shopAnaphora: [String] = [
        "there", "that shop", "that store", "that place", "them", "this shop", "this store", "that one",
        "la bas", "chez eux", "ce magasin", "cet endroit", "cette enseigne", "ce resto", "ce restaurant", "y",
        "chez lui", "chez elle", "this place", "it",
    ]

    /// Little words a short follow-up may carry besides its period or subject.
    static let glue: Set<String> = [
        "the", "a", "an", "in", "on", "at", "for", "of", "over", "during", "to", "from", "my", "me", "i", "is",
        "it", "was", "that", "this", "le", "la", "l", "les", "un", "une", "en", "pour", "sur", "de", "du", "des",
        "d", "au", "aux", "chez", "dans", "pendant", "mon", "ma", "mes", "ce", "cette", "same", "pareil",
        "please", "pls", "plz", "stp", "svp", "then", "alors", "about", "how", "what", "s", "c", "qu", "t",
        "only", "just", "seulement", "juste", "too", "aussi", "also", "one", "ones", "with", "avec", "now",
        "ok", "okay", "idem", "meme", "chose", "question", "instead", "plutot", "maintenant", "far", "instant",
        "coup", "tout", "toute", "toutes", "tous", "total", "overall", "whole", "entire", "ca", "donne", "quoi",
        "again", "encore", "but", "mais", "bon", "ben", "bah", "hein", "already", "deja", "ici", "here",
        "look", "like", "looking", "be", "are", "were", "est", "etait", "sont", "y", "il",
        "compared", "par", "rapport", "vs", "versus", "than", "que", "prends", "if", "si", "we",
        "specifically", "alone", "itself", "by", "rien", "dedans", "dont", "seul", "seule", "particulier",
        "uniquement", "general", "separately", "apart", "part", "sort",
        // corrections: "sorry, I meant September", "non, plutôt celui d'avant", "en fait…"
        "sorry", "rather", "actually", "meant", "mean", "oops", "right", "voulais", "desole", "fait",
        // pronouns standing for the previous subject: "et celui d'Orange ?", "only those at Lidl"
        "celui", "celle", "ceux", "celles", "those", "these", "there", "its", "own", "ensemble", "leur", "back",
    ]

    /// Words that repeat the previous question: "is it the same at easyJet?",
    /// "c'est pareil chez Lidl ?". After a refused turn the question stays refused.
    static let sameWords: Set<String> = ["same", "pareil", "pareille", "idem"]

    /// Words that ask for an average in so many words: they keep "Uber me coûte
    /// combien par mois en moyenne" an average, not a subscription.
    static let averageWords: Set<String> = ["average", "moyenne", "avg", "typically", "moyen"]

    /// Words of a budget: with a shop or a category named, "am I over my
    /// grocery budget?" asks for that spending (GUIDE §10.18).
    static let budgetWords: Set<String> = ["budget", "budgets"]

    /// Words that widen a question to the whole history: "how much there in total?".
    static let wholeHistory: Set<String> = [
        "total", "overall", "altogether", "ever", "tout", "toujours",
    ]

    /// Nouns a top-N count comes before or after: "top 3", "my five biggest expenses".
    static let limitCues: Set<String> = [
        "top", "biggest", "largest", "most", "main", "first", "premiers", "premieres", "principales",
        "principaux", "plus", "categories", "category", "shops", "stores", "merchants", "expenses",
        "purchases", "payments", "depenses", "achats", "magasins", "enseignes", "postes", "paiements",
        "transactions", "highest", "grosses", "gros", "cheres", "ways", "ideas", "tips", "idees", "astuces",
        "pistes", "facons", "moyens",
    ]
}
