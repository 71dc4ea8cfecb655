/// What tells a question about the user's own money from one that only
/// carries a money word, a category or a shop name (GUIDE §3 "Own money",
/// §11). The off-topic question shapes ("is X open", "what is a", "how much
/// does X cost") are `offTopic` rows of `IntentCues`; this file holds the
/// words of the other side.
enum ScopeCues {
    /// Words of a money relation. With "I / my / me / je / mon / m'" at most two
    /// words away they make the message about the writer's own money ("my
    /// salary", "I spent", "combien m'a coûté", "mes dernières opérations").
    /// Public money words (price, tax, rate, currencies) are not here: "my
    /// taxes" is own money only through a cue ("how much tax did I pay").
    static let relationWords: [String] = [
        // English
        "money", "spend", "spent", "spending", "spends", "expense", "expenses", "expenditure", "paid", "pay",
        "paying", "pays", "payment", "payments", "cost", "costs", "costed", "charge", "charged", "charges",
        "charging", "budget", "budgets", "balance", "account", "accounts", "income", "salary", "wage",
        "wages", "paycheck", "paycheque", "payday", "earn", "earned", "earnings", "saved", "savings", "cash",
        "bill", "bills", "subscription", "subscriptions", "subs", "membership", "memberships", "subscribed",
        "debit", "debits", "debited", "transfer", "transfers", "refund", "refunds", "refunded", "purchase",
        "purchases", "bought", "transactions", "transaction", "statement", "outgoings", "overdraft",
        "overdrawn", "finances", "wallet", "take home", "takehome", "pay packet", "payslip", "payroll",
        "inflows", "outflows", "blew", "blown", "splurged", "forked out", "fork out", "shelled out",
        "overspent", "overspend", "overspending", "claquer", "cramer", "lacher", "got paid", "get paid", "been paid",
        // French
        "argent", "thune", "thunes", "tune", "fric", "sous", "pognon", "oseille", "ronds", "balles", "depense",
        "depenses", "depenser", "depensee", "depensees", "paye", "payee", "payer", "paie", "paies",
        "payes", "paiement", "paiements", "coute", "coutent", "coute cher", "solde", "compte", "comptes",
        "banque", "revenu", "revenus", "salaire", "salaires", "gagne", "epargne", "economies", "economise",
        "facture", "factures", "abonnement", "abonnements", "abo", "abos", "prelevement", "prelevements",
        "preleve", "prelevee", "preleves", "debite", "debitee", "virement", "virements",
        "remboursement", "remboursements", "rembourse", "achat", "achats", "achete", "decouvert", "claque",
        "crame", "lache", "debourse", "encaisse", "touche", "recu", "verse", "operations", "operation", "ope",
        "opes", "mouvements", "releve", "rentrees", "sorties d argent", "budget mensuel", "porte monnaie",
        "fiche de paie", "ai mis", "y ai mis", "put in", "put into",
    ]

    /// Words that carry no content of their own for the scope decision:
    /// requests to the assistant ("could you show me", "envoie-moi", "I need"),
    /// auxiliaries and question words. "can you pull up my statement" is as
    /// short as "my statement".
    static let nonContentWords: [String] = [
        // requests
        "can", "could", "would", "you", "u", "show", "give", "send", "tell", "list", "produce", "pull", "up",
        "display", "need", "want", "see", "check", "let", "know", "find", "please", "kindly", "quickly", "quick",
        "affiche", "afficher", "envoie", "envoyer", "donne", "donner", "sors", "montre", "montrer", "dis", "dire",
        "peux", "pouvez", "pourriez", "pourrais", "vous", "tu", "te", "voudrais", "veux", "aimerais", "faut",
        "voir", "checker", "indiquer", "communiquer", "editer", "fais", "faire", "calcule", "calculer", "moi",
        "do", "make",
        // auxiliaries and question words
        "did", "does", "doing", "done", "have", "has", "had", "will", "am", "been", "being", "get", "got", "ve",
        "ll", "re", "which", "when", "where", "ai", "as", "avais", "avait", "aurai", "ete", "suis", "es", "sera",
        "quel", "quelle", "quels", "quelles", "comment", "ou", "quand", "much", "many", "combien", "cb", "vrai",
        "really", "exactly", "exactement", "so", "far", "yet", "still", "encore", "toujours", "any",
        "anything", "something", "quelque", "chose", "truc", "trucs", "thing", "things", "stuff", "va", "vais",
        "vont", "etre", "doit", "doivent", "avoir", "peut", "se", "qui", "is", "going", "gonna",
        "plain", "court", "sans", "ne", "n", "was", "are", "think", "crois", "pense", "guess", "ds",
        // instructions on the answer's form ("juste le montant, pas de phrase")
        "phrase", "sentence", "montant", "amount", "number", "nombre", "chiffre", "figure", "figures", "answer",
        "reponse", "short", "courte", "bref", "briefly",
        // bank-statement labels pasted into a question ("PRLV SEPA FREE MOBILE")
        "prlv", "sepa", "carte", "vir", "sa", "mktp",
    ]

    /// Date words the period grammar may leave unread ("the second week of
    /// February", "twenty twenty-three", "last summer"): not content. Units,
    /// months, weekdays, seasons, ordinals and the relative words ("last",
    /// "prochain") come from `PeriodLexicon` (`WordSets` joins them), number
    /// words from `NumberWords`; these are the rest.
    static let timeWords: [String] = [
        "week end", "between", "through", "thru", "ago", "from", "until", "till", "since", "entre", "depuis",
        "jusqu", "today", "yesterday", "tomorrow", "aujourd", "hui", "hier", "demain", "avant", "before", "after",
        "apres", "lately", "recently", "dernierement", "thousand", "mille", "twenty", "end", "fin", "start",
        "debut", "beginning", "so", "far", "jour", "jours",
    ]

    /// Openers of a question about the writer: they count as a cue of the
    /// writer's own money, and an off-topic shape they overlap ("what are",
    /// "how much do", "coûte combien") is not asked. "what are my
    /// top shops" is no definition, "how much do I spend at Paul" no public
    /// price, "ça m'a coûté combien" no price list.
    static let ownOpeners: [String] = [
        "what is my", "what s my", "whats my", "what are my", "what were my", "what was my", "what will my",
        "how much do i", "how much did i", "how much have i", "how much am i", "how much will i", "how much do we",
        "how much did we", "how much does my", "how much do my", "how much did my", "how much is my",
        "how much are my", "how much was my", "how much were my", "how much of my",
        "c est quoi mon", "c est quoi ma", "c est quoi mes", "quel est mon", "quelle est ma", "quels sont mes",
        "quelles sont mes", "m a coute", "m ont coute", "me coute", "me coutent", "m a coute combien",
        "me coute combien", "combien me coute", "combien m a coute", "combien m ont coute",
        "combien me coutent", "cost me", "costs me", "costing me", "cost us", "charge me", "charges me",
        "charging me", "charged me", "does my", "do my", "is my", "are my", "j ai combien", "et moi",
        // "mettre" spends in French: "j'y ai mis combien ?"
        "j ai mis combien", "j y ai mis combien", "combien j ai mis", "combien j y ai mis", "how much did i put",
        // "what's this charge?" points at the user's own statement
        "c est quoi ce", "c est quoi cette", "what s this", "what is this", "what s that charge",
    ]

    /// Words that withdraw what came before ("what's the exchange rate… no,
    /// forget it, how much did I spend"): what follows is read as a question
    /// of its own.
    static let retractions: [String] = [
        "forget it", "forget that", "never mind", "nevermind", "scratch that", "no wait", "laisse tomber",
        "oublie ca", "oublie", "en fait non", "pas grave", "forget the", "forget about",
    ]

    /// Money in general, or a bare verb of it: evidence that a message is about
    /// money, but no slot of a question on its own ("money can't buy happiness",
    /// "l'argent fait pas le bonheur").
    static let genericMoneyWords: Set<String> = [
        "money", "argent", "cash", "fric", "thune", "thunes", "tune", "pognon", "oseille", "sous", "ronds",
        "finances", "finance", "financial", "financier", "buy", "pay", "spend", "save", "earn", "cost", "acheter",
        "payer", "depenser", "economiser", "gagner",
    ]

    /// What follows these is a rejected alternative, not content: "plain Uber,
    /// not Uber Eats", "les courses, pas les restos".
    static let rejections: Set<String> = ["not", "pas", "instead", "plutot"]

    /// Words that join a second question: "…, and how much have I got?".
    static let clauseJoins: Set<String> = ["and", "et", "but", "mais"]

    /// Requests to act that open a clause ("transfer 200 € to…", "pay my EDF
    /// bill", "résilie mon abonnement", "commande-moi un Uber Eats"): the app
    /// reads money, it moves none. A verb counts only before what an order
    /// takes — a determiner, a pronoun, an amount — so "order history" or
    /// "commande Amazon de mars" stays a question.
    static let actionVerbs: [String] = [
        "transfer", "wire", "pay", "cancel", "order", "book", "buy", "reserve", "block", "freeze", "unblock",
        "unfreeze", "top up", "subscribe", "unsubscribe", "withdraw", "move", "put", "schedule", "set up", "renew",
        "activate", "deactivate", "make a transfer", "make a payment", "close", "open",
        "vire", "fais un virement", "faire un virement", "fais moi un virement", "paie", "paye", "regle",
        "resilie", "annule", "commande", "achete", "bloque", "debloque", "recharge", "transfere",
        "abonne", "desabonne", "ouvre", "ferme", "programme", "renouvelle", "mets", "place", "verse",
    ]
    /// Prices compared between shops ("Lidl c'est moins cher que Carrefour ?"):
    /// off topic unless the message names a period ("was February more
    /// expensive than January?").
    static let priceComparisons: [String] = [
        "cheaper than", "more expensive than", "moins cher que", "plus cher que", "moins chere que", "plus chere que",
    ]

    /// "comment ouvrir un livret A ?", "comment faire un budget" — "comment" and an
    /// infinitive ask how to do something (a cue of a kind of question, such as
    /// "comment économiser", is read as that cue instead).
    static let howTo: Set<String> = ["comment"]
    static let infinitiveEndings: [String] = ["er", "ir", "re"]

    /// Verbs that are a request to act only before an amount: "send 50 € to
    /// Marie" — "send me my statement" asks to see one.
    static let amountActionVerbs: [String] = ["send", "envoie", "envoyer", "virer"]
    /// What may precede such a verb in a request: "please", "can you", "je veux que tu", "I need to".
    static let requestLeads: [String] = [
        "please", "pls", "plz", "can you", "could you", "would you", "will you", "can u", "hey", "hi", "ok", "okay",
        "so", "now", "just", "quickly", "kindly", "i want to", "i need to", "i d like to", "i would like to",
        "go ahead and", "peux tu", "tu peux", "pourrais tu", "tu pourrais", "vous pouvez", "pouvez vous",
        "je veux que tu", "je voudrais que tu", "il faut que tu", "stp", "svp", "s il te plait", "s il vous plait",
        "merci de", "je veux", "je voudrais", "allez", "vas y", "bon",
    ]
    /// What an order takes after its verb (besides an amount).
    static let actionObjects: Set<String> = [
        "a", "an", "the", "my", "me", "some", "this", "that", "it", "all", "un", "une", "des", "le", "la", "les",
        "l", "mon", "ma", "mes", "moi", "m", "ce", "cette", "ces", "tout", "du", "de",
    ]

    /// "my friend", "ma sœur": a "my" that names someone else, whose money is
    /// theirs ("my friend spends 600 € a month on restaurants, is that a lot?").
    static let otherPeople: Set<String> = [
        "friend", "friends", "mate", "mates", "buddy", "pal", "sister", "brother", "sibling", "mum", "mom",
        "mother", "dad", "father", "parents", "wife", "husband", "girlfriend", "boyfriend", "partner", "colleague",
        "colleagues", "coworker", "coworkers", "neighbour", "neighbor", "son", "daughter", "kids", "children",
        "roommate", "flatmate", "cousin", "uncle", "aunt", "grandma", "grandpa", "grandmother", "grandfather",
        "ami", "amie", "amis", "amies", "pote", "potes", "copain", "copine", "copains", "soeur", "frere", "mere",
        "pere", "femme", "mari", "conjoint", "conjointe", "collegue", "collegues", "voisin", "voisine", "fils",
        "fille", "enfants", "gosses", "coloc", "colocataire", "oncle", "tante", "grand", "mamie", "papi", "daronne",
        "daron", "meuf", "mec",
    ]

    /// Cities and countries: "in Lyon", "à Marseille" (with IntentCues).
    static let places: [String] = [
        "lyon", "marseille", "lille", "toulouse", "bordeaux", "nantes", "nice", "strasbourg", "montpellier",
        "rennes", "grenoble", "london", "londres", "berlin", "madrid", "rome", "barcelona", "barcelone",
        "brussels", "bruxelles", "new york", "amsterdam", "lisbon", "lisbonne", "geneva", "geneve", "italy",
        "italie", "belgium", "belgique", "uk", "usa", "japan", "japon", "portugal",
    ]

    /// "how much" in so many words: with a shop or a category and a period, a
    /// money question whatever context surrounds it (ScopeGate).
    static let howMuch: [String] = ["how much", "combien", "cb"]
}
