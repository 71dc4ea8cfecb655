/// Phrases that point at a kind of question, with a weight, English and
/// French. The rules classifier adds the weights of every cue it finds (outside
/// period wording) and reads the kind with the highest total.
///
/// `spendingTotal` cues mean "spending" in general: with a shop they become
/// `merchantSpend`, with a category `categorySpend`.
enum IntentCues {
    static let table: [(String, Intent, Double)] = {
        var rows: [(String, Intent, Double)] = []
        func add(_ intent: Intent, _ weight: Double, _ phrases: [String]) {
            rows += phrases.map { ($0, intent, weight) }
        }
        // leftover
        add(
            .leftover, 3,
            [
                "left over", "leftover", "what s left", "whats left", "how much is left", "left this month",
                "have left", "got left", "saved", "did i save", "have i saved", "put aside", "set aside", "put away",
                "surplus", "in the green", "in the black", "managed to save", "how much did i save",
                "il me reste", "il reste", "me reste t il", "reste t il", "ce qui reste", "ce qu il me reste",
                "reste combien", "economise", "mis de cote", "mettre de cote", "epargne ce mois", "j ai epargne",
                "ai je epargne", "fait des economies", "fait d economies", "dans le vert", "excedent", "mis a gauche",
            ])
        add(.leftover, 2, ["left", "remaining", "remains", "reste", "restant", "net", "break even", "de cote"])
        add(
            .leftover, 4,
            [
                "left of my", "left from my", "remains of my", "remained from", "reste de ma", "reste de mes",
                "reste de mon", "minus spending", "minus expenses", "minus my spending", "moins depenses",
                "moins mes depenses",
                "after expenses", "after all expenses", "apres depenses", "une fois les depenses", "kept from my",
                "garde de ma",
                "garde de mon", "less than i earned", "moins que ce que j ai gagne", "more than i earned",
                "plus que ce que j ai gagne", "savings rate", "taux d epargne", "reste a vivre",
            ])
        // dailyAllowance
        add(
            .dailyAllowance, 4,
            [
                "per day", "each day", "daily", "a day until", "every day until", "daily budget",
                "budget per day", "safe to spend", "par jour", "chaque jour", "quotidien", "quotidiennement",
                "budget journalier", "par journee", "jusqu a la paie", "jusqu a la paye", "jusqu au salaire",
                "jusqu au virement", "until payday", "till payday", "until pay day", "before payday",
            ])
        add(
            .dailyAllowance, 2.5,
            [
                "can i spend", "can i still spend", "allowed to spend", "could i spend",
                "je peux depenser", "je peux encore depenser", "puis je depenser", "je peux claquer",
                "je peux me permettre", "me permettre", "afford", "a day",
            ])
        // balance
        add(
            .balance, 4,
            [
                "balance", "balances", "how much money do i have", "how much do i have", "money do i have",
                "in my account", "on my account", "in the bank", "in my bank", "bank balance", "current account",
                "my checking", "checking account", "how much i have", "got in the bank", "in my accounts",
                "solde", "soldes", "combien j ai sur", "combien il y a sur", "sur mon compte", "sur mes comptes",
                "sur le compte", "sur mon livret", "a la banque", "en banque", "compte courant",
                "combien d argent j ai",
                "combien j ai d argent", "j ai combien sur", "il y a combien sur", "overdrawn", "a decouvert",
                "on my savings", "in my savings", "sur le livret", "dans le rouge", "in the red", "in total right now",
            ])
        add(
            .balance, 2.5,
            [
                "livret a", "livret", "savings account", "accounts", "account", "compte", "comptes",
                "combien d argent", "my savings", "mes economies", "mon epargne", "overdraft", "am i broke",
                "money have i got", "have i got",
            ])
        // spending (routed to merchant / category when one is named)
        add(
            .spendingTotal, 2.5,
            [
                "how much did i spend", "how much have i spent", "total spent", "money out",
                "outgoings", "went out", "how many times", "combien de fois", "combien j ai depense", "j ai depense",
                "ai je depense", "j ai claque", "ai je claque", "combien j ai paye", "combien de depenses",
                "how much did i pay", "have i spent", "i spent", "i ve spent", "what did i spend",
                "combien ca m a coute",
                "combien m a coute", "ca m a coute", "spent in total", "depense en tout", "how often",
                "how many purchases",
                "how many payments", "j ai laisse", "laisse chez", "j ai mis chez", "dropped at",
            ])
        add(
            .spendingTotal, 1.5,
            [
                "spend", "spent", "spending", "expenses", "expense", "expenditure", "depense",
                "depenses", "depenser", "claque", "crame", "debourse", "cost me", "costed", "blew", "splashed",
                "paid", "coute", "coutent", "payments", "purchases", "shopping at", "went to", "go to", "gone to",
                "visits", "visited", "orders", "ordered", "commande", "commandes", "alle", "passe chez", "sorti",
            ])
        // incomeTotal
        add(
            .incomeTotal, 3.5,
            [
                "income", "earn", "earned", "earnings", "salary", "salaries", "paycheck", "paycheque",
                "wage", "wages", "got paid", "came in", "money in", "how much did i make", "did i make", "revenue",
                "revenus", "revenu", "salaire", "salaires", "gagne", "touche", "rentre", "rentree d argent",
                "rentrees d argent", "entrees d argent", "ma paie", "ma paye", "la paie", "la paye", "virements recus",
                "get paid", "been paid", "ete paye", "ete payee",
                "percu", "encaisse", "argent recu", "ce que j ai recu", "combien j ai recu", "what did i receive",
                "how much did i receive", "received", "pay slip", "payslip", "fiche de paie",
            ])
        add(.incomeTotal, 2, ["recu", "incoming", "coming in", "come in", "deposits", "entrees", "inflows", "gains"])
        // periodSummary
        add(
            .periodSummary, 4,
            [
                "summary", "summarize", "summarise", "sum up", "overview", "recap", "rundown",
                "how did my month go", "how was my month", "how did the month go", "how was last month",
                "how did last month go", "big picture", "snapshot", "at a glance", "where do i stand", "review of",
                "bilan", "recapitulatif", "resume", "synthese", "faire le point", "point sur", "vue d ensemble",
                "comment s est passe", "etat des lieux", "apercu", "comment ca se passe",
                "ou j en suis", "ou en suis je", "comment va mon budget", "how is my budget", "how s my budget",
                "how am i doing", "financial situation", "my finances", "mes finances", "situation financiere",
            ])
        add(
            .periodSummary, 4,
            [
                "how did go", "how did it go", "how did do", "how did i do", "ca a donne quoi", "c etait comment",
            ])
        add(.periodSummary, 2.5, ["how was my", "how s my", "comment etait mon", "comment s est passe mon"])
        add(.periodSummary, 1.5, ["how was", "how did", "report", "breakdown", "comment etait", "comment a ete"])
        // comparePeriods
        add(
            .comparePeriods, 4,
            [
                "compare", "compared", "comparison", "versus", "vs", "difference between",
                "up or down", "more or less", "comparer", "compare a", "comparaison", "par rapport", "plus ou moins",
                "evolution", "than usual", "que d habitude", "qu avant",
            ])
        add(
            .comparePeriods, 2.5,
            [
                "more than", "less than", "than", "increase", "increased", "decrease",
                "decreased", "went up", "gone up", "went down", "gone down", "higher", "lower", "plus que", "moins que",
                "qu en", "que le mois", "que l an", "que l annee", "difference", "augmente", "baisse", "davantage",
                "diminue", "trend", "changed", "change",
            ])
        // topCategories
        add(
            .topCategories, 5,
            [
                "where does my money go", "where is my money going", "where did my money go",
                "where does all my money go", "where my money goes", "spend the most on", "spend most on",
                "spent the most on", "spent most on", "biggest categories", "top categories", "by category",
                "per category", "biggest spending categories", "what eats", "ou part mon argent", "ou passe mon argent",
                "ou va mon argent", "ou file mon argent", "ou part ma thune", "ou passe ma thune", "ou part mon fric",
                "postes de depenses", "postes de depense", "poste de depense", "par categorie", "par poste",
                "en quoi je depense", "dans quoi je depense", "sur quoi je depense", "le plus en quoi",
                "repartition", "what do i spend the most", "what do i spend most", "what costs me the most",
                "categories ou je depense le plus", "categories where i spend the most",
                "category where i spend the most",
            ])
        add(
            .topCategories, 3,
            [
                "categories", "category", "categorie", "most on", "en quoi", "dans quoi",
                "sur quoi", "what takes",
            ])
        // topMerchants
        add(
            .topMerchants, 5,
            [
                "where do i spend the most", "where i spend the most", "where do i spend most",
                "where did i spend the most", "where have i spent the most", "which shops", "which stores",
                "which shop", "which store", "which merchants", "which merchant", "top shops", "top merchants",
                "top stores", "where do i shop the most", "who do i pay the most", "who gets most of my money",
                "quels magasins", "quel magasin", "quelles enseignes", "quelle enseigne", "chez qui",
                "ou je depense le plus", "ou est ce que je depense le plus", "ou ai je depense le plus",
                "ou j ai depense le plus", "quels commercants", "les commercants", "mes magasins",
                "which places", "what shops", "what stores", "quelles boutiques",
            ])
        add(
            .topMerchants, 2.5,
            [
                "merchants", "shops", "stores", "magasins", "enseignes", "commercants",
                "commerces", "boutiques", "marchands", "retailers", "places",
            ])
        // largestExpenses
        add(
            .largestExpenses, 5,
            [
                "biggest expenses", "biggest expense", "largest expenses", "largest expense",
                "biggest purchases", "biggest purchase", "biggest payments", "biggest payment", "largest payments",
                "largest purchases", "most expensive", "big purchases", "big expenses", "biggest spends",
                "top expenses", "largest transactions", "biggest transactions", "costliest", "biggest bills",
                "plus grosses depenses", "plus grosse depense", "plus gros achats", "plus gros achat",
                "grosses depenses", "gros achats", "plus grosses sorties", "plus gros paiements",
                "plus grosses transactions", "les plus couteuses", "les plus chers", "les plus cheres",
                "plus grosses factures", "depenses les plus importantes", "plus gros montants", "grosses sorties",
                "big ticket", "largest amounts", "biggest amounts", "highest expenses", "highest payments",
            ])
        add(
            .largestExpenses, 2.5,
            [
                "biggest", "largest", "expensive", "plus grosses", "plus gros", "plus cher",
                "plus cheres", "grosse depense", "big spend", "highest",
            ])
        // lastPurchase
        add(
            .lastPurchase, 5,
            [
                "last time", "when did i last", "when was the last", "when was my last",
                "last purchase", "last payment", "last order", "last visit", "last went", "last bought",
                "most recent", "latest purchase", "latest payment", "derniere fois", "dernier achat",
                "dernier paiement", "derniere commande", "dernier passage", "c etait quand", "c est quand",
                "quand est ce que j ai", "quand ai je", "depuis quand", "when did i go", "last ordered",
                "last used", "last took",
            ])
        add(.lastPurchase, 2, ["latest", "when did", "when was", "quand", "mon dernier", "ma derniere", "recent"])
        add(
            .lastPurchase, 4,
            [
                "how long since", "how long ago", "how many days ago", "how many days since",
                "combien de temps que", "combien de temps depuis", "combien de jours que", "il y a combien de jours",
                "la plus recente", "le plus recent", "plus recente", "i last", "did i last", "last pay",
            ])
        add(.lastPurchase, 2.5, ["dernier", "derniere"])
        // subscriptions
        add(
            .subscriptions, 4.5,
            [
                "subscriptions", "subscription", "subscribed", "memberships", "membership",
                "recurring payments", "recurring", "streaming services", "abonnements", "abonnement", "abos", "abo",
                "abonne", "paiements recurrents", "prelevements recurrents", "depenses recurrentes", "recurrents",
                "what do i pay every month", "what do i pay each month", "standing orders",
                "ce que je paie chaque mois",
            ])
        // upcomingCharges
        add(
            .upcomingCharges, 4,
            [
                "upcoming", "coming up", "to come", "will be taken", "will be debited",
                "going to be taken", "due", "scheduled", "next payments", "next bills", "next direct debit",
                "next charge", "next charges", "still to pay", "left to pay", "have to pay", "need to pay",
                "what s coming", "whats coming", "any bills", "bills coming", "pending", "going out",
                "a venir", "prochains prelevements", "prochain prelevement", "prochaines factures",
                "prochaine facture", "va etre preleve", "vont etre preleves", "va etre debite", "vont etre debites",
                "va tomber", "vont tomber", "doit etre preleve", "reste a payer", "encore a payer", "echeances",
                "echeance", "prevus", "programmes", "a payer", "qui arrivent", "qui arrive", "va partir", "vont partir",
                "va sortir", "vont sortir", "prevu", "planned", "expected charges", "direct debits", "prelevements",
            ])
        add(.upcomingCharges, 2, ["bills", "factures", "charges", "next", "prochain", "prochains", "prochaine"])
        add(
            .upcomingCharges, 3.5,
            [
                "coming out", "taken out", "getting debited", "be debited", "be taken",
                "etre preleve", "etre prelevee", "etre preleves", "etre debite", "sera preleve", "seront preleves",
                "qui tombe", "qui tombent", "doit passer", "va passer", "vont passer", "going to come out",
            ])
        add(.upcomingCharges, 2.5, ["soon", "bientot"])
        add(.upcomingCharges, 2, ["tombe", "tombent"])
        // projection
        add(
            .projection, 4.5,
            [
                "end up", "finish the month", "end the month", "at this rate", "at this pace",
                "on track", "forecast", "projection", "projected", "predict", "prediction", "will i have",
                "will be left",
                "will i be", "going to end", "gonna end", "will i make it", "make it to the end", "expect to have",
                "finir le mois", "terminer le mois", "a ce rythme", "prevision", "previsions", "il me restera",
                "aurai je", "j aurai", "je vais finir", "boucler le mois", "tenir jusqu", "vais je finir",
                "est ce que je vais finir", "je vais terminer", "on finit", "je finis", "will my balance be",
                "sera mon solde", "mon solde sera", "estimate", "estimation",
            ])
        add(.projection, 2, ["will i", "am i going to", "going to", "vais je", "est ce que je vais", "je vais"])
        // savingsIdeas
        add(
            .savingsIdeas, 5,
            [
                "how can i save", "how could i save", "how do i save", "how to save", "ways to save",
                "cut back", "cut down", "cut costs", "spend less", "reduce my spending", "reduce my expenses",
                "save more", "where can i save", "where could i save", "help me save", "economize", "economise on",
                "savings ideas", "saving ideas", "what can i cut", "could i cut", "tips to save", "saving tips",
                "comment economiser", "comment je peux economiser", "comment puis je economiser",
                "reduire mes depenses", "depenser moins", "moins depenser", "ou je peux economiser", "ou economiser",
                "ou puis je economiser", "serrer la ceinture", "idees d economies", "pistes d economies",
                "economiser plus", "economiser davantage", "reduire mon budget", "optimiser mon budget", "optimise",
                "trim my", "save a bit", "save some money", "lower my bills", "baisser mes depenses",
                "baisser mes factures", "what could i cut", "where should i cut", "where to cut", "stop overspending",
                "wasting money", "wasting my money", "gaspille", "arreter de claquer", "put more aside",
                "mettre plus de cote", "make savings", "quoi couper", "pourrais couper",
                "pourrais reduire", "reduire ou", "tenir mon budget", "a reduire",
            ])
        add(
            .savingsIdeas, 2.5,
            [
                "save money", "tips", "ideas", "economiser", "idees", "astuces", "conseils",
                "reduce", "reduire", "cheaper", "couper", "save", "cut", "economies",
            ])
        // averageSpending
        add(
            .averageSpending, 4.5,
            [
                "average", "on average", "avg", "moyenne", "en moyenne", "moyen", "moyens",
                "typically", "d habitude", "habituellement", "per month", "par mois", "per week", "par semaine",
                "a month on", "mean monthly", "monthly average", "typical month", "normal month", "mois type",
                "mois normal",
            ])
        add(
            .averageSpending, 2,
            [
                "usually", "normally", "typical", "normalement", "monthly", "mensuel",
                "mensuelle", "weekly", "hebdomadaire", "each month", "chaque mois", "every month", "tous les mois",
                "a week", "a month", "generalement",
            ])
        // merchantSpend: per visit / per order at the shop of the conversation
        add(
            .merchantSpend, 3,
            [
                "per visit", "each visit", "per order", "each time", "par passage", "a chaque fois",
                "par visite", "par commande", "chaque fois",
            ])
        // a bare "how much" / "combien" in a money app is about spending, weakly
        add(
            .spendingTotal, 1,
            [
                "how much", "combien", "ca fait combien", "ca donne combien", "lache", "sorti de ma poche",
                "burned through", "burnt", "blown", "blow", "went", "go out", "outflows", "out of pocket",
                "shelled out",
            ])
        // offTopic: greetings and thanks (weak: "thanks! and my balance?" is a question)
        add(
            .offTopic, 2,
            [
                "hello", "hi", "hey", "bonjour", "salut", "coucou", "thanks", "thank you", "merci",
                "bye", "goodbye", "au revoir", "good morning", "good night", "bonne nuit", "bonsoir", "cheers",
                "ca va", "how are you", "comment ca va", "a demain", "see you",
            ])
        // offTopic: openers of general questions — weak, a finance cue or a shop outweighs them
        add(.offTopic, 2, ["what is the", "what s the", "c est quoi le"])
        // Cues once listed in two groups: one entry with the weight both gave.
        add(.periodSummary, 8, ["comment ca s est passe"])
        add(.lastPurchase, 9, ["last paid"])
        add(.savingsIdeas, 10, ["faire des economies"])
        add(.offTopic, 5.5, ["c est quoi la", "c est quoi les"])
        // offTopic: general knowledge, and money that is not the user's own
        add(
            .offTopic, 3.5,
            [
                "who are you", "qui es tu", "tu es qui", "joke", "blague", "weather", "meteo", "poem",
                "poeme", "recipe", "recette", "exchange rate", "taux de change", "inflation", "interest rate",
                "interest rates", "taux d interet", "smic", "minimum wage", "stock price", "le cours du", "le cours de",
                "price of", "prix du", "prix de l", "how does a", "how do taxes", "what is a", "what is an",
                "what s a", "c est quoi un", "c est quoi une",
                "qu est ce qu un", "qu est ce qu une", "definition", "tax law",
                "tax rate", "taux du livret", "how much does a", "how much is a", "how much is one", "combien coute un",
                "combien coute une", "ca coute combien un", "write me", "ecris moi", "translate", "traduis", "code",
                "python", "javascript", "function", "capital of", "capitale", "story", "histoire", "song", "chanson",
                "movie", "film", "football", "foot", "match", "who is", "who won", "qui a gagne", "c est qui",
                "qui est", "how do i make", "how do you say", "comment on dit", "stand for", "veut dire", "convert",
                "convertis", "conversion", "worth in", "how do the", "how does the", "comment marche",
                "comment marchent",
                "comment fonctionne", "comment ca fonctionne", "average rent", "loyer moyen",
                "salaire median", "median salary", "average salary", "salaire moyen", "the average french",
                "tax brackets", "tranches d impot", "deadline", "date limite", "jusqu a quand", "open on", "ouvrent",
                "opening hours", "horaires", "in the us", "aux etats unis", "en france", "in france", "in paris",
                "a paris", "rain", "pleuvoir", "pluie", "bce", "ecb", "fed", "what should i cook", "cook", "cuisiner",
                "is it bad", "c est grave", "pourboire", "tipping", "what counts as", "credit score", "how are",
                "tell me about",
                "parle moi de", "explain", "explique", "difference between a", "difference entre un",
                "difference entre une", "what does", "que veut dire", "who invented", "what time", "quelle heure",
            ])
        return rows
    }()
}
