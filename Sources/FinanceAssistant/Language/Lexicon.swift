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
        "transfers", "refund", "refunds", "refunded", "purchase", "purchases", "purchased", "purchasing", "bought",
        "buy", "buying",
        // a wage by the hour: "what do I make per hour"
        "make per hour", "make an hour", "earn per hour", "earn an hour", "paid per hour", "paid by the hour",
        "euro", "euros", "eur", "dollar", "dollars", "bucks", "quid", "overdraft", "overdrawn", "broke",
        "afford", "owe", "leftover", "left over", "finances", "financial", "finance", "invest", "investment",
        "investing", "stocks", "shares", "crypto", "bitcoin", "loan", "mortgage", "credit", "outgoings",
        "money out", "money in", "splurge", "splurged", "blew", "transactions", "transaction", "shopping",
        "price", "prices", "expensive", "cheap", "fees", "tax", "taxes", "expenditures", "paychecks", "paycheques",
        "hourly rate", "hourly wage",
        "salaries",
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
        "boulangerie",
    ]
    /// Words after such a name which make it a shop: "my Orange bill", "Free mobile".
    static let shopCuesAfter: Set<String> = [
        "bill", "bills", "subscription", "plan", "contract", "payment", "payments", "order", "orders", "store",
        "shop", "account", "facture", "factures", "abonnement", "forfait", "box", "mobile", "magasin",
        "boutique", "commande", "commandes", "prelevement", "bakery",
    ]

    /// Words of five letters or more that sit one edit from a shop name but are
    /// words in their own right ("engine" ≠ Engie, "dirty" ≠ Darty).
    static let typoStopWords: Set<String> = [
        "engine", "dirty", "party", "actor", "vented", "casts", "dominoes", "amazing", "shine", "accro",
        "spend", "spent", "money", "month", "monthly", "weekly", "these", "those", "there", "their",
        "total", "totals", "store", "stores", "shops", "payed", "water", "later", "paris", "payer",
        "depuis", "depense", "depenses", "combien", "moyenne", "semaine", "derniers", "derniere",
        "dernier", "courses", "achats", "bouffe", "restos", "resto", "restau", "toujours",
        // words one slip from a short name ("rapt" ≠ RATP, "maaf" is another insurer)
        "rapt", "maaf", "aldo", "esse", "sash", "sesh", "zora",
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

    /// A bill named with a definite article is the writer's in a money app: "when is the gas bill due", "c'est quand
    /// la facture d'eau ?" (`MessageFeatures`: the article counts as "my" for the scope gate).
    static let billNouns: Set<String> = ["bill", "bills", "invoice", "invoices", "facture", "factures"]
    /// Before "'s", these say "is", not whose ("what's", "there's"): "verizon's bill" names its issuer, "there's a
    /// bill" does not.
    static let isContractions: Set<String> = [
        "what", "that", "it", "there", "here", "who", "where", "how", "when", "which", "he", "she", "this", "let",
    ]
    static let billDeterminers: Set<String> = [
        "the", "this", "that", "these", "le", "la", "les", "l", "ce", "cette", "ces",
    ]
    /// Between the article and the bill, these make it anyone's: "the average electricity bill".
    static let billGeneralisers: Set<String> = [
        "average", "typical", "usual", "median", "normal", "moyenne", "moyen", "type", "habituelle",
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

// MARK: - Merchants as people type them (MerchantReader)

extension Lexicon {
    /// Prepositions that hold a French article: "au Petit Cler" is "à le Petit Cler".
    static let articleContractions: Set<String> = ["au", "aux", "du", "des"]

    /// Everyday phrases whose words, joined, spell a shop: "get around" is not
    /// Getaround, "train line" not Trainline.
    static let joinStopPhrases: Set<String> = [
        "get around", "train line", "she in", "oui go", "mac if",
    ]

    /// Words after a capitalised name at the start of a sentence that make it the
    /// one charging: "Orange me coûte…", "Boulanger m'a pris…", "Free charged me".
    static let shopSubjectCues: Set<String> = [
        "me", "m", "charged", "charges", "billed", "bills", "took", "takes", "debited", "coute", "coutent",
        "preleve", "prelever", "facture",
    ]

    /// Verbs of going before "to" that make the next name a place: "how many
    /// times did I go to Paul?" ("going to" is a future: "going to free up cash").
    static let visitVerbs: Set<String> = ["go", "goes", "went", "been", "gone"]

    /// Words before a short name's slip that say a place follows: "at Lild", "au Lild".
    static let placeWords: Set<String> = [
        "to", "on", "in", "my", "the", "a", "la", "le", "l", "en", "aux", "du", "des", "mon", "ma", "mes",
    ]
}

// MARK: - Follow-ups and corrections (FollowUpRepair)

extension Lexicon {
    /// How a correction is said: "no sorry, I meant Lidl", "non, plutôt le mois
    /// d'avant". A correction replaces the slot it names and keeps the rest.
    static let corrections: [String] = [
        "i meant", "i mean", "meant", "sorry", "actually", "rather", "make that", "make it", "wait", "oops",
        "my bad", "scratch that", "i said", "correction", "no", "nope", "not", "je voulais dire",
        "je veux dire", "voulais dire", "veux dire", "pardon", "plutot", "en fait", "oups", "desole", "desolee",
        "dsl", "non", "nan", "attends", "je me suis trompe", "je me suis trompee", "pas",
    ]

    /// Words that add nothing to a follow-up but are not empty on their own
    /// ("great thanks" is still chit-chat): "right, and in 2024?", "ok so",
    /// "du coup", "now last year, same thing?", "can you do the same for…".
    static let followUpFillers: [String] = [
        "right", "alright", "all right", "cool", "great", "perfect", "nice", "fine", "good", "thanks",
        "thank you", "cheers", "merci", "parfait", "super", "genial", "d accord", "entendu", "got it", "i see",
        "je vois", "du coup", "forget it", "never mind", "nevermind", "laisse tomber", "tant pis", "so",
        "same thing", "same again", "the same", "thing", "la meme chose", "can you do", "could you do",
        "do the same", "tu peux me faire", "tu peux faire", "fais moi", "fais pareil", "refais", "show me",
        "tell me", "dis moi", "anything", "something", "quelque chose", "as a whole", "dans leur ensemble",
        "dans l ensemble", "tout court", "plain", "precisement", "en tout", "celle",
        "celui", "celles", "ceux", "cote", "du cote de", "niveau", "if i take", "what if i take", "if i look at",
        "if we take", "si je prends", "si on prend", "si je regarde", "si on regarde", "while we re at it",
        "while i m at it", "pendant qu on y est", "tant qu on y est",
    ]

    /// Words a short fragment points with at the answer before it ("on what?", "which ones?",
    /// "show me them", "lesquels ?", "c'était où ?", "la plus grosse ?"); a thank-you has none.
    static let answerPointers: Set<String> = [
        "what", "which", "where", "who", "whom", "them", "those", "these", "they", "ones", "detail",
        "itemise", "itemised", "itemize", "itemized", "list", "most", "biggest", "quoi", "koi", "lequel",
        "laquelle", "lesquels", "lesquelles", "ou", "ki", "qui", "detaille", "liste", "plus",
        "premiers", "premieres", "top",
    ]

    /// Words that narrow the previous answer: "how much of that was Amazon?",
    /// "et là-dedans, combien en restos ?".
    static let withinPrevious: [String] = [
        "of that", "of it", "of this", "of which", "in there", "in that", "in it", "out of that", "from that",
        "la dedans", "dont", "sur ce total", "parmi ca", "sur ca", "on its own", "on their own", "by itself",
        "by themselves", "tout seul", "toute seule", "tous seuls", "its own", "rien qu", "rien que",
    ]

    /// "now" in a follow-up of a balance on a past day: the balance today.
    static let asOfNow: [String] = [
        "now", "right now", "at the moment", "currently", "as of now", "maintenant", "en ce moment",
        "actuellement", "tout de suite", "a present",
    ]

    /// Words that step back once from the previous turn's period, in its own
    /// unit: "and the one before that?", "et celui d'avant ?".
    static let stepBack: [String] = [
        "the one before", "the one before that", "before that", "the one prior", "the previous one",
        "celui d avant", "celle d avant", "celui encore avant", "celle encore avant",
        "encore avant", "avant ca", "le precedent", "la precedente", "celui precedent", "celle precedente",
    ]

    /// Words before a subject that say it is the one being replaced: "groceries,
    /// not restaurants", "Uber tout court, pas Uber Eats".
    static let negations: [String] = [
        "not", "pas", "instead of", "rather than", "au lieu de", "au lieu du", "au lieu des", "plutot que",
        "plutot qu", "non pas",
    ]

    /// Words that point at a place named earlier: "how many times did I go
    /// there?", "j'y suis allé quand ?". Narrower than `shopAnaphora`: "it"
    /// or "them" may be anything.
    static let placeAnaphora: [String] = [
        "there", "la bas", "that shop", "that store", "that place", "this shop", "this store", "this place",
        "chez eux", "chez lui", "chez elle", "ce magasin", "cet endroit", "cette enseigne", "ce resto",
        "ce restaurant", "y", "ce truc", "ce machin",
    ]

    /// Words beside "there" or "y" that make them "there is", "il y a": no place.
    static let existential: [String: Set<String>] = [
        "there": ["is", "are", "was", "were", "s", "will", "isn", "aren", "wasn", "weren"],
        "y": ["il", "a", "avait", "aura", "en"],
    ]
}
