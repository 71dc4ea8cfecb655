/// What tells a question about the user's own money from one that only
/// carries a money word, a category or a shop name (GUIDE §3 "Own money",
/// §11): the word sets of the scope decision. Its cues — money relations,
/// openers about the writer, requests to act, off-topic shapes — are cue
/// families (`CueFamilies`, `Cues/`).
enum ScopeCues {

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

    /// Money in general, or a bare verb of it: evidence that a message is about
    /// money, but no slot of a question on its own ("money can't buy happiness",
    /// "l'argent fait pas le bonheur").
    static let genericMoneyWords: Set<String> = [
        "money", "argent", "cash", "fric", "thune", "thunes", "tune", "pognon", "oseille", "sous", "ronds",
        "finances", "finance", "financial", "financier", "buy", "pay", "spend", "save", "earn", "cost", "acheter",
        "payer", "depenser", "economiser", "gagner",
    ]

    /// Words that ask when: a request lead after one is part of the question ("when do I need to pay…").
    static let timeQuestions: Set<String> = ["when", "quand"]
    /// A bill's deadline named: an order to pay after one is part of the question ("la date limite pour régler ma
    /// facture d'eau").
    static let deadlines: Set<String> = deadlineWords.union(["limite", "echeance"])
    /// A deadline, which beside the writer's bill or payment is its due date ("the deadline for the cable bill").
    static let deadlineWords: Set<String> = ["deadline", "deadlines"]
    /// What is paid, beside a deadline, besides a bill (`Lexicon.billNouns`): "the deadline for my car payment".
    static let paymentWords: Set<String> = ["payment", "payments", "pay", "paying", "rent"]
    /// Owing, which before the writer's bill asks what is still to pay on it ("what do I owe on my cable bill",
    /// "combien je dois pour la facture d'eau"); "dois" only before "sur / pour / à", where it owes, not must.
    static let oweWords: Set<String> = ["owe", "owed", "owing", "dois"]
    /// After "dois", the words that make it owe: "je dois sur ma facture", "je dois pour la facture d'eau".
    static let owesBefore: Set<String> = AdvicePatterns.owedTo.union(["pour"])
    /// What is billed as a bill is, after an owe word ("what I owe on my phone", "the amount owed on gas and
    /// electric", "what I owe to the electric company"): what is still to pay on it.
    static let billedServices: Set<String> = [
        "phone", "cable", "gas", "water", "electric", "electricity", "internet", "power", "utilities", "utility",
        "telephone", "mobile", "electricite", "gaz", "eau", "loyer", "rent",
    ]
    /// Beside "when" and the writer's bill, these ask its due date of the ledger, whatever service shape is
    /// around it ("when do I have to pay my credit card bill", "how do I find out when my visa bill is due").
    static let dueWords: Set<String> = ["due", "pay", "payer", "regler"]
    /// Words of a duty: after "when", an order to pay is a due date asked ("quand dois-je payer ma facture ?"),
    /// where "quand je veux payer ma facture, ça bloque" tells of a payment.
    static let obligations: Set<String> = ["dois", "doit", "faut", "need", "needs", "have", "has", "must"]
    /// Words that ask what or how much: a request lead after one is part of the question too ("how much do I
    /// need to pay on my bills", "what do I need to pay this week", "combien je dois payer").
    static let leadQuestions: Set<String> = timeQuestions.union([
        "what", "which", "how", "much", "combien", "quoi", "quel", "quelle", "quels", "quelles",
    ])
    /// Right before a request lead, these ask whether ("do I need to pay my phone bill this month?"). Only there:
    /// a clause that opens on "do" may still ask for a service ("do you think you could transfer…").
    static let whetherQuestions: Set<String> = ["do", "does"]

    /// After a shape that asks ("can I", "je peux"), these ask to be shown the records, not for a service
    /// of the bank: "can I see what I spent by card?", "je peux voir mes virements ?".
    static let displayVerbs: Set<String> = [
        "see", "view", "show", "check", "look", "list", "voir", "afficher", "consulter",
        "regarder", "montrer", "montrez", "montre", "savoir", "recherche", "rechercher", "verifier", "connaitre",
    ]

    /// An order to be shown, at the start of a clause, before the records: the writer's records, as "my" says
    /// ("show all purchases of video games", "affiche les opérations de la semaine").
    static let recordOrders: Set<String> = displayVerbs.union(["display", "affiche", "affichez", "liste", "listez"])
    static let recordNouns: Set<String> = [
        "purchases", "purchase", "transactions", "transaction", "payments", "charges", "operations", "achats",
        "paiements", "prelevements", "debits", "depenses", "expenses",
    ]

    /// What follows these is a rejected alternative, not content: "plain Uber,
    /// not Uber Eats", "les courses, pas les restos".
    static let rejections: Set<String> = ["not", "pas", "instead", "plutot"]

    /// Words that join a second question: "…, and how much have I got?".
    static let clauseJoins: Set<String> = ["and", "et", "but", "mais"]

    /// "comment ouvrir un livret A ?", "comment faire un budget" — "comment" and an
    /// infinitive ask how to do something (a cue of a kind of question, such as
    /// "comment économiser", is read as that cue instead).
    static let howTo: Set<String> = ["comment"]
    static let infinitiveEndings: [String] = ["er", "ir", "re"]

    /// What an order takes after its verb (besides an amount).
    static let actionObjects: Set<String> = [
        "a", "an", "the", "my", "me", "some", "this", "that", "it", "all", "un", "une", "des", "le", "la", "les",
        "l", "mon", "ma", "mes", "moi", "m", "ce", "cette", "ces", "tout", "du", "de",
    ]

    /// What is paid as a bill is ("pay rent", "payer le loyer"): an order's object, as a bill is (`Lexicon.billNouns`).
    static let paidThings: Set<String> = ["rent", "mortgage", "loyer"]

    /// A bill wished paid ("I want my water bill paid", `MessageFeatures`): the wish, the state, and what makes
    /// the state a question asked after or a past payment, not a wish ("…if my bill was paid", "bills I paid").
    static let paymentWishes: Set<String> = ["want", "need", "like", "wanna", "please", "pls", "plz"]
    static let paidStates: Set<String> = ["paid", "payed", "settled"]
    static let paidAuxiliaries: Set<String> = [
        "was", "is", "been", "were", "has", "have", "already", "got", "being", "i", "we", "you", "they", "he", "she",
    ]

    /// An account and a rate in one message are the bank's terms ("what rate am I getting on my checking
    /// account", "quel est le taux de mon compte épargne": `MessageFeatures`); "my savings rate" is what the
    /// writer saves.
    static let rateWords: Set<String> = ["rate", "rates", "interest", "apr", "apy", "yield", "taux", "interets"]
    static let accountWords: Set<String> = [
        "savings", "checking", "account", "accounts", "livret", "compte", "comptes", "cd", "ira",
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

    /// "hasn't arrived", "still not showing", "toujours pas reçu", "n'apparaît pas": a negation
    /// at most two words before a word of money arriving is money missing (GUIDE §16) — a question
    /// for the bank. ("t" is the "n't" of "hasn't" once folded.)
    static let missingNegations: Set<String> = [
        "t", "not", "never", "no", "pas", "jamais", "rien", "aucun", "aucune", "cannot", "cant", "didnt", "hasnt",
        "havent",
        "isnt", "doesnt",
    ]
    static let arrivalWords: Set<String> = [
        "arrived", "arrive", "arrives", "arriving", "come", "came", "coming", "received", "receive", "landed",
        "credited", "showing", "shown", "showed", "show", "appeared", "appear", "appears", "cleared", "refunded",
        "reimbursed", "through", "work", "working", "worked", "recu", "recue", "recus", "recues", "arrivee",
        "credite", "creditee", "apparu", "apparue", "apparait", "apparaissent", "tombe", "tombee",
        "rembourse", "remboursee", "vu", "vois", "marche", "fonctionne", "passe", "updated", "update", "accepted",
        "accepte", "acceptee", "completed", "complete", "processed", "posted", "settled", "approved", "effectue",
        "effectuee", "traite", "traitee", "valide", "validee", "see", "seen", "seeing", "reflect", "reflected",
        "reflecting", "reflects", "displaying", "displayed", "added", "gotten", "happened",
    ]
}
