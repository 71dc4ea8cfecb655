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
        "fiche de paie",
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
        // bank-statement labels pasted into a question ("PRLV SEPA FREE MOBILE")
        "prlv", "sepa", "carte", "vir", "sa", "mktp",
    ]

    /// Date words the period grammar may leave unread ("the second week of
    /// February", "twenty twenty-three", "last summer"): not content. Units,
    /// months, weekdays and number words come from `PeriodLexicon` and
    /// `NumberWords`; these are the rest.
    static let timeWords: [String] = [
        "weekend", "week end", "summer", "winter", "spring", "autumn", "fall", "ete", "hiver", "printemps",
        "automne", "first", "second", "third", "fourth", "fifth", "premier", "premiere", "deuxieme", "troisieme",
        "quatrieme", "seconde", "between", "through", "thru", "ago", "from", "until", "till", "since", "entre",
        "depuis", "jusqu", "today", "yesterday", "tomorrow", "aujourd", "hui", "hier", "demain", "avant",
        "before", "after", "apres", "lately", "recently", "dernierement", "semestre", "half", "pro", "thousand",
        "mille", "twenty", "end", "fin", "start", "debut", "beginning", "so", "far", "jour", "jours", "last",
        "next", "previous", "past", "coming", "dernier", "derniere", "derniers", "dernieres", "prochain",
        "prochaine", "prochains", "prochaines", "precedent", "precedente",
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

    /// What follows these is a rejected alternative, not content: "plain Uber,
    /// not Uber Eats", "les courses, pas les restos".
    static let rejections: Set<String> = ["not", "pas", "instead", "plutot"]

    /// Words that join a second question: "…, and how much have I got?".
    static let clauseJoins: Set<String> = ["and", "et", "but", "mais"]

    /// "how much" in so many words: with a shop or a category and a period, a
    /// money question whatever context surrounds it (ScopeGate).
    static let howMuch: [String] = ["how much", "combien", "cb"]
}
