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
                "budget journalier", "par journee",

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
                "dernier paiement", "derniere commande", "dernier passage", "c etait quand",
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
        // Own-money paraphrases (issue 11): income, statements, budgets, bills,
        // latest transactions — the ways people ask about their own money
        // without the words above.
        add(
            .incomeTotal, 3.5,
            [
                "how much do i make", "take home", "takehome", "take home pay",
                "pay packet", "my pay", "total pay", "pay come to", "paycheck come to", "payroll", "pay me",
                "paid me", "m a verse", "on m a verse", "m ont verse", "verse sur mon compte", "credites",
                "lands in my account", "landed in my account", "mes rentrees", "rentrees", "bringing in",
                "brought in", "money coming in", "what came in", "qui est rentre", "est rentre", "sont rentrees",
                "salary come", "salary came", "salary in", "salaire est tombe",
                "virement de mon employeur",
            ])
        add(.topCategories, 5, ["things i spend", "things i spend money on", "main things"])
        add(.periodSummary, 3, ["statement", "statements", "releve", "releves"])
        add(.spendingTotal, 1.5, ["j ai mis"])
        add(
            .periodSummary, 4,
            [
                "e statement", "bank statement", "releve de compte",
                "releve bancaire", "cash flow", "cashflow", "in and out", "money in and out", "money in and money out",
                "entrees et sorties", "entrees sorties", "en bref", "review", "in review", "highlights",
                "happened with my money", "s est passe quoi", "il s est passe quoi", "comment se passe",
                "how s my month", "how is my month", "monthly report", "for my wallet", "pour mon portefeuille",
            ])
        add(
            .leftover, 4,
            [
                "within budget", "within my budget", "on budget", "over budget", "over my budget", "under budget",
                "stay on budget", "blown my budget", "blew my budget", "overspent", "overspend", "overspending",
                "dans les clous", "dans mon budget", "tenu mon budget", "tenir mon budget", "explose mon budget",
                "depasse mon budget", "budget est equilibre", "put by", "keep from my", "manage to keep",
                "haven t i spent", "spent less than i earned", "spend less than i earned",
                "plus depense que gagne", "gagne plus que", "earned more than i",
                "ai pu economiser", "mis combien de cote", "mettre combien de cote", "mis des sous de cote",
                "mettre des sous de cote",
                "reussi a economiser", "manage to save", "end up saving",
                "ended up saving", "save anything", "epargne", "pu epargner",
            ])
        add(
            .balance, 4,
            [
                "in checking", "sitting in", "in the negative", "dans le negatif", "across both accounts",
                "both accounts", "all my accounts", "tous mes comptes", "j ai combien de", "combien j ai de",
                "how much money i have", "de thune en vrai",
            ])
        add(
            .upcomingCharges, 4,
            [
                "come out", "comes out", "coming off", "when does it", "when is it taken", "taken next",
                "take its money", "take their money", "next one", "charged next", "next charged", "renewal",
                "renews", "will be charged", "get charged", "gets charged", "est preleve quand", "prelevee quand",
                "preleve quand", "debite quand", "passe quand", "tombe quand", "repasse", "la prochaine fois",
                "le prochain c est quand", "la prochaine c est quand", "me prelever", "va me prelever",
                "doit me prelever", "encore etre preleve", "reste a prelever", "reste a sortir", "what will come out",
                "still going to be debited", "still to be debited", "going to take", "va prendre", "vont prendre",
            ])
        add(
            .lastPurchase, 4,
            [
                "last transactions", "latest transactions", "recent transactions", "last five",
                "last ten", "last few transactions", "last few payments", "last few purchases", "last few things",
                "last thing i", "latest outgoings", "last card payments", "last payments",
                "dernieres operations", "derniers mouvements", "derniers achats", "derniers paiements",
                "derniers debits", "dernieres transactions", "dernieres opes", "dernieres ope",
                "operations les plus recentes",
                "last withdrawal", "last cash withdrawal", "last bill", "last phone bill",
                "last one", "the last thing", "date of my last", "last run", "dernier retrait",
            ])
        add(
            .savingsIdeas, 5,
            [
                "stop bleeding money", "bleeding money", "stretch my", "stretching my", "make my salary last",
                "make my pay last", "last longer", "faire durer", "je coupe quoi", "stop wasting",
            ])
        add(
            .spendingTotal, 2.5,
            [
                "how much do i spend", "how much am i spending", "m a coute", "m ont coute",
                "set me back", "take off me", "took off me", "get out of me", "got out of me",
                "take from me", "took from me", "m a pris", "m ont pris", "j ai file",
                "j ai donne", "have i given", "i given", "did i drop", "i dropped", "fork out", "forked out",
                "shell out", "shelled", "j ai sorti", "what did i fork", "consacre", "j en suis a combien",
                "paid out", "what i paid", "ce que j ai paye", "went out of my account", "parti du compte",
                "est parti", "sorti du compte", "goes out", "what goes out",
            ])
        add(
            .topCategories, 5,
            [
                "where s my money", "where has my money", "where has all my money", "money been going",
                "my money going", "my money gone", "my money went", "mon argent part", "mon argent passe",
                "mon argent est passe", "mon argent est parti", "mon fric est parti", "est parti mon fric",
                "est passe mon argent", "ma thune passe", "passe toute ma thune", "plombe mon budget",
                "plombe", "bouffe mon budget", "eats my budget", "eats up my",
            ])
        add(.topMerchants, 5, ["which brands", "quelles marques", "qui me prend le plus", "who takes the most"])
        add(
            .largestExpenses, 5,
            [
                "gros paiements", "gros prelevements", "grosses factures", "big payments", "large expenses",
                "large purchases", "large payments", "priciest", "fait le plus mal", "hurt the most",
            ])
        // Strong enough to be read inside period wording ("how's my [month so far] looking").
        add(.periodSummary, 4.5, ["month looking", "mois se passe", "mon mois", "my month", "my week", "ma semaine"])
        add(
            .projection, 4.5,
            [
                "termine le mois", "je termine", "boucle le mois", "je boucle", "tenir le mois",
                "make it through the month",
            ])
        // The present cost of one service is its subscription ("how much does Netflix
        // cost me", "Spotify me coûte combien"); with a period it is a total (RulesClassifier).
        add(
            .subscriptions, 4,
            [
                "how much does cost me", "does cost me", "charging me", "charge me", "charges me", "still paying",
                "still pay for", "je paie toujours", "je paie encore", "je paye toujours", "je paye encore",
                "me coute", "me coutent", "me prend combien", "do i pay for", "what do i pay for",
            ])
        add(.offTopic, 3.5, ["c est quoi"])
        // "until payday" bounds a daily allowance but does not ask for one on its
        // own: "how much have I got left till payday" is a leftover.
        add(
            .dailyAllowance, 2,
            [
                "jusqu a la paie", "jusqu a la paye", "jusqu au salaire", "jusqu au virement", "until payday",
                "till payday", "until pay day", "before payday",
            ])
        // "c'est quand" asks for a date, past or coming: weak for the last purchase.
        add(.lastPurchase, 2.5, ["c est quand"])
        // When a bill or a debit comes: the coming charge.
        add(
            .upcomingCharges, 5,
            [
                "est debite quand", "est prelevee quand", "sont preleves quand",
                "charge me next", "charge me again", "will charge me", "will take", "c est quand le prochain",
                "c est quand la prochaine", "when is the next", "when s the next", "when is my next",
            ])
        add(
            .upcomingCharges, 3,
            [
                "prelevement", "le prelevement", "est preleve", "est prelevee", "sont preleves", "est debite",
                "sont debites", "due to take",
            ])
        // Leftover: what is left of the income ("what's left of my wages").
        add(
            .leftover, 4,
            [
                "left of", "s left of", "minus outgoings", "income minus", "revenus moins", "entrees moins",
            ])
        // A balance going under is a forecast.
        add(
            .projection, 5,
            [
                "go overdrawn", "go negative", "go into the red", "go into overdraft", "passer a decouvert",
                "etre a decouvert", "passer dans le rouge", "etre dans le rouge",
            ])
        add(
            .topCategories, 5,
            [
                "biggest category", "expense category", "spending category", "top category",
                "plus grosse categorie", "categorie de depense", "dans quoi part", "en quoi part",
            ])
        add(
            .topMerchants, 5,
            ["c est ou que je depense le plus", "ou que je depense le plus", "ou que j ai le plus depense"])
        add(
            .largestExpenses, 5,
            [
                "in one go", "en une fois", "en une seule fois", "single biggest", "biggest single",
                "most i ve ever spent",
            ])
        add(.subscriptions, 4, ["subs", "my subs", "paying every month", "paye tous les mois", "paie tous les mois"])
        add(.spendingTotal, 2.5, ["sorties d argent"])
        // A balance in the future is a forecast: "what'll I have in the bank by
        // month end", "mon compte sera à combien", "solde prévu".
        add(
            .projection, 5,
            [
                "will be on my account", "will be in my account", "will be in the bank", "ll i have", "ll i be",
                "sera a combien", "serai a combien", "serai combien", "solde prevu", "expected balance",
                "should i expect", "estimer mon solde", "solde de fin de mois", "where do i land", "j arrive a combien",
                "gonna be short", "going to be short", "will i still have", "y aura combien", "il y aura combien",
                "once all", "once everything", "une fois tous les prelevements", "une fois les prelevements",
                "compte tenu des", "anticiper",
            ])
        // Payday as a bound names a period, not income: swallowed, weightless
        // ("until the salary comes in", "depuis que la paie est tombée").
        add(
            .spendingTotal, 0,
            [
                "until the salary", "until my salary", "until salary", "till the salary", "till my salary",
                "before salary day", "salary day", "avant la paie", "avant la paye", "depuis la paie",
                "depuis la paye", "depuis que la paie", "depuis que la paye", "since payday", "since pay day",
                "since my salary", "since the salary",
            ])
        // Top shops and categories by size: the adjective qualifies the shops ("my
        // most expensive shops", "les plus gros marchands"); where I spend the most.
        add(
            .topMerchants, 5,
            [
                "spend the most at", "the most at", "depense le plus ou", "dans quels", "quels restos",
                "laisse le plus", "qui m a coute le plus", "le commercant qui", "magasin par magasin", "shop by shop",
                "par magasin", "par enseigne", "received the most", "got the most",
                "ou est ce que j ai depense le plus",
            ])
        add(
            .topCategories, 5,
            [
                "me coute le plus", "qui me coute le plus", "the most money on", "most money on", "biggest bite",
                "bite out of",
            ])
        add(.topCategories, 3, ["postes", "poste"])
        add(
            .comparePeriods, 3,
            [
                "plus depense", "plus claque", "moins depense", "depense plus", "depense moins", "spent more",
                "spending more", "spend more", "plus cher que", "plus couteux que", "moins cher que",
                "more expensive than", "cost more than", "mieux que", "better than", "worse than", "pire que",
                "go up", "go down", "contre",
            ])
        add(
            .leftover, 5,
            ["solde entre", "entre mes revenus et mes depenses", "revenus et depenses"])
        add(.leftover, 4, ["budget balanced", "balanced budget", "break even this month", "reussi a epargner"])
        add(
            .upcomingCharges, 3.5,
            ["quelque chose passe", "quelque chose tombe", "anything going out", "anything coming out"])
        add(
            .leftover, 6,
            [
                "than i was bringing in", "than i bring in", "than i brought in", "que ce que je gagne",
                "que ce que j ai gagne",
            ])
        add(.leftover, 3, ["il me restait", "me restait", "j ai garde", "ai garde combien", "garde de ma paie"])
        add(
            .dailyAllowance, 4,
            ["spend every day", "spend each day", "depenser chaque jour", "quotidienne", "enveloppe", "can i blow"])
        add(.largestExpenses, 5, ["la plus elevee", "plus elevee", "le plus eleve", "plus eleve"])
        add(.averageSpending, 4.5, ["semaine type", "typical week", "typique"])
        add(
            .subscriptions, 4.5,
            ["que je paye chaque mois", "que je paie chaque mois", "je paye chaque mois", "services"])
        // Superlatives and "only" are no comparison: "où j'ai le plus dépensé",
        // "et rien qu'en restos ?" — swallowed, weightless.
        add(
            .comparePeriods, 0,
            [
                "le plus depense", "le plus claque", "le moins depense", "rien qu en", "rien que",
            ])
        add(.largestExpenses, 5, ["le plus cher que", "la plus chere que", "les plus chers que"])
        add(
            .lastPurchase, 5,
            ["last charge", "last charged", "dernier prelevement", "last direct debit", "derniere facture"])
        add(
            .incomeTotal, 5,
            [
                "est rentre sur mon compte", "rentre sur mon compte", "arrive sur mon compte", "credite sur mon compte",
                "came into my account", "hit my account", "went into my account",
            ])
        add(
            .projection, 4.5,
            [
                "will i still be", "je serai", "serai je", "finirai le mois", "je finirai", "on finira",
                "j en serai ou", "en serai ou",
            ])
        add(
            .spendingTotal, 2.5,
            [
                "how much of that", "combien la dedans", "la dedans combien", "total spending", "my total spending",
                "total spend",
            ])
        add(.balance, 4, ["money did i have", "did i have in", "j avais combien"])
        // Cues once listed in two groups: one entry with the weight both gave.
        add(.periodSummary, 8, ["comment ca s est passe"])
        add(.lastPurchase, 9, ["last paid"])
        add(.savingsIdeas, 10, ["faire des economies"])

        // offTopic. The scope decision (ScopeGate) weighs these against the
        // writer's own money: a money word next to "I / my / me" counts 3, plus
        // the strongest cue of a kind of question in a first-person sentence.
        // Weak (2): greetings and openers — any own-money question outweighs them.
        add(
            .offTopic, 2,
            [
                "hello", "hi", "hey", "bonjour", "salut", "coucou", "thanks", "thank you", "merci",
                "bye", "goodbye", "au revoir", "good morning", "good night", "bonne nuit", "bonsoir", "cheers",
                "ca va", "how are you", "comment ca va", "a demain", "see you",
            ])
        // Openers (1.5): as light, but they also open money questions ("what's the
        // damage at Biocoop", "c'est quoi le plus gros achat"), so they are no content.
        add(.offTopic, 1.5, ["what is the", "what s the", "c est quoi le"])
        // Medium (3.5): general knowledge and topics; definitions ("what is a",
        // "c'est quoi les agios"); public prices ("how much does X cost", "combien
        // coûte", "c'est combien") — "cost me", "me coûte" are the user's own.
        add(
            .offTopic, 3.5,
            [
                "who are you", "qui es tu", "tu es qui", "joke", "blague", "weather", "meteo", "poem",
                "poeme", "recipe", "recette", "exchange rate", "taux de change", "inflation", "interest rate",
                "interest rates", "taux d interet", "smic", "minimum wage", "stock price", "le cours du", "le cours de",
                "price of", "prix du", "prix de l", "prix d un", "prix d une", "how does a", "how do taxes",
                "what is a", "what is an", "what s a", "what s an", "what are", "c est quoi un", "c est quoi une",
                "c est quoi la", "c est quoi les", "c est quoi l", "c est quoi exactement", "qu est ce qu un",
                "qu est ce qu une", "qu est ce que c est", "definition", "define", "meaning of", "tax law",
                "tax rate", "taux du livret", "how much does a", "how much is a", "how much is one", "how much is the",
                "how much is an", "how much does", "how much do", "how much does it cost", "how much would",
                "combien coute", "combien coutent", "coute combien", "coutent combien", "ca coute combien",
                "ca coute combien un", "c est combien", "est a combien", "il est a combien", "c est combien pour",
                "how expensive", "is it expensive", "tarif", "tarifs", "write me", "ecris moi", "translate",
                "traduis", "code", "python", "javascript", "function", "capital of", "capitale", "story", "histoire",
                "song", "chanson", "movie", "film", "football", "foot", "match", "who is", "who won", "qui a gagne",
                "c est qui", "qui est le", "qui est la", "how do you say", "comment on dit", "stand for", "veut dire",
                "worth in",
                "how do the", "how does the", "how do they", "comment marche", "comment marchent",
                "comment ca marche", "ca marche comment", "comment fonctionne", "comment ca fonctionne",
                "average rent", "loyer moyen", "salaire median", "median salary", "average salary", "salaire moyen",
                "the average french", "tax brackets", "tranches d impot", "in the us", "aux etats unis", "en france",
                "in france", "in paris", "a paris", "rain", "pleuvoir", "pluie", "bce", "ecb", "fed", "is it bad",
                "c est grave", "pourboire", "tipping", "tip", "what counts as", "credit score", "how are",
                "tell me about", "parle moi de", "explain", "explique", "difference between a", "difference entre un",
                "difference entre une", "what s the difference", "what is the difference", "quelle difference",
                "c est quoi la difference", "what does", "que veut dire", "who invented", "what time",
                "quelle heure", "a quelle heure", "why are", "why is", "pourquoi", "in germany", "en allemagne",
                "in spain", "en espagne", "for a student", "pour un etudiant", "pour un touriste", "for a tourist",
                "for a child", "pour un enfant", "is it true", "c est vrai que", "est ce vrai", "rapporte",
                "rapportent", "rapporter", "interest", "interets",
                "taux", "yield", "rendement", "rate", "rates", "taeg", "apr", "ca coute un", "ca coute une",
                "coute un", "coute une", "% of", "percent", "pourcent", "pour cent",
                // how-to: "how do I / you …", "comment on fait"; cancelling or returning is stronger (below)
                "how do i", "how do you", "how to", "how can you", "can you use", "can i use", "can you bring",
                "comment on", "comment faire pour", "comment se", "comment s", "on peut", "peut on", "est ce qu on",

            ])
        // Strong (6): questions no own-money figure answers — cancelling, returning,
        // tracking, opening hours and delivery, conversions and sums, law and
        // rights, work and HR, health, cooking, transport and travel
        // information, cars, shop policies and trivia, cinema listings.
        add(
            .offTopic, 6,
            [
                // cancel, return, track
                "cancel", "cancelling", "canceling", "cancelled", "unsubscribe", "annuler", "annule", "annulee",
                "resilier", "resilie", "resiliation", "desabonne", "desabonner", "desinscrire", "notice period",
                "preavis", "return policy", "refund policy", "returns", "return something", "return an", "send back",
                "retour", "retours", "renvoie", "renvoyer", "rendre un", "rendre une", "track", "tracking", "parcel",
                "colis", "suivre un colis",
                // hours, delivery, places
                "open on", "open at", "open today", "open tomorrow", "open now", "open late", "is open", "still open",
                "opening hours", "closed", "closing time", "ouvert", "ouverte", "ouverts", "ouvrent", "ferme le",
                "a ferme", "horaires", "deliver", "delivers", "deliver to", "livre a", "livre le", "livrent",
                "nearest", "le plus proche", "la plus proche", "de garde", "on call",
                // conversions and sums
                "in euros", "in dollars", "in pounds", "to euros", "to dollars", "en euros", "en dollars",
                "en livres", "convert", "convertis", "conversion", "percent of", "% de", "each person", "chacun",
                "brut", "gross", "en net", "after tax", "apres impots",
                // law, rights, admin
                "is it legal", "legal", "illegal", "le droit", "have the right", "do you have to", "do i have to",
                "have to declare", "declare", "declarer", "declaration", "tax return", "tax office", "impots gouv",
                "deadline", "date limite", "jusqu a quand", "obligatoire", "mandatory", "keep payslips",
                "how long do you", "how long should", "combien de temps faut", "combien de temps pour",
                "combien de temps garder", "combien de temps en general",
                // work and HR
                "boss", "my manager", "employer refuse", "patron", "patronne", "cheffe", "ma boite", "my company",
                "job interview", "entretien d embauche", "negotiate", "negocier", "ask for a raise",
                "demander une augmentation", "vacation days", "days off", "holiday request", "leave request",
                "unpaid leave", "sick leave", "conges payes", "jours de conges", "conge sans solde",
                "rupture conventionnelle", "demission", "resign", "arret maladie", "training course",
                "s inscrire", "sign up for a course",
                // health
                "ibuprofen", "ibuprofene", "paracetamol", "doliprane", "sore throat", "mal a la gorge", "cough",
                "toux", "fever", "fievre", "back pain", "mal au dos", "mal aux", "stretches", "see a doctor",
                "voir un medecin", "calories", "lose weight", "perdre du poids", "train for", "drink a day",
                // cooking
                "what should i cook", "what can i cook", "what can i make", "cook", "cuisiner", "je cuisine quoi",
                "soup", "soupe", "shopping list", "liste de courses", "fridge", "frigo", "comment on fait une",
                "je peux faire quoi avec", "how many people", "pour dix personnes", "for 6 people", "meal idea",
                "meal ideas", "idee de repas", "idees de repas", "what to eat", "quoi manger", "idee de recette",
                "grocery list", "meal plan", "meal prep", "healthy meals", "liste des courses", "menu de la semaine",
                // transport and travel information
                "strike", "greve", "how long is the flight", "how long is an", "how long does it take",
                "how early", "visa", "passport", "passeport", "suitcase", "valise", "luggage", "bagage",
                "drive on the left", "roule a gauche", "licence", "permis", "compensation", "indemniser",
                "late train", "en retard", "de retard", "toutes les combien", "work on the", "marche sur",
                // cars
                "diesel", "tire pressure", "tyre pressure", "pneus", "which fuel", "quel carburant", "e10",
                "electric car", "voiture electrique", "voitures electriques", "supercharger", "charge an ev",
                // shop policies and trivia
                "busy", "crowded", "bonde", "du monde", "open", "opening", "joignable", "reachable",
                "phone number", "numero de telephone", "where to buy", "where can i buy", "ou acheter",
                "achete ou", "receipt", "ticket de caisse", "proof of purchase", "usd", "cad", "gbp", "chf",
                "jpy", "francs suisses", "dollars canadiens", "its prices", "their prices", "ses prix", "leurs prix",
                "raising", "price increase", "change my address", "update my address", "change my pin",
                "changer mon adresse", "changer d adresse", "changer mon code", "modifier mon adresse", "cheaper at",
                "is cheaper", "cheapest", "le moins cher",
                "moins cher chez", "pas cher", "founded", "fonde", "who owns", "appartient", "german or", "s appelle",
                "bringing out",
                "meal vouchers", "titres resto", "ticket resto", "tickets resto", "pay with apple pay",
                "payer en cb", "minimum pour payer", "self checkout", "samples", "echantillons", "warranty",
                "garantie", "reprend", "reprennent", "free shipping", "frais de port", "gratuit", "gratuite",
                "accept cards", "take cards", "refuse card", "refuser la carte", "extra member",
                // cinema listings
                "what s on at", "what s on", "playing at", "showing at", "passe quoi", "qu est ce qui passe",
                "a l affiche", "en vo",
                // the assistant itself: its tastes, its pay, what it would do
                "do you like", "do you love", "do you prefer", "what would you", "if you had", "are you paid",
                "do you get paid", "do you earn", "how much do you earn", "how much do you make", "your favourite",
                "your favorite", "t es paye", "tu es paye", "tu gagnes", "tu aimes", "t aimes", "tu preferes",
                "et toi", "ton prefere", "ta preferee", "si tu avais", "tu as de l argent",
                // moving money for someone
                "send money", "send some money", "envoie de l argent", "envoyer de l argent",
                // consequences and safety: how things work, not what happened
                "what happens if", "what happens when", "que se passe t il si", "qu est ce qui se passe si",
                "que se passe t il quand", "is it safe", "c est sur de", "est ce sur", "est ce que c est sur",
            ])
        // Strong (6), families of first-person questions no record answers:
        // help with a problem, cover and rights, money feelings, rules of thumb.
        add(
            .offTopic, 6,
            [
                // help with a problem: "my card got blocked, what do I do?"
                "what do i do", "what should i do", "what can i do", "what do we do", "what now", "je fais quoi",
                "je fais comment", "on fait quoi", "on fait comment", "que faire", "qu est ce que je fais",
                "qu est ce que je dois faire", "comment je fais pour", "comment je me fais", "me faire rembourser",
                "se faire rembourser", "get my money back", "get a refund", "get refunded", "how do i get",
                "how can i get", "comment recuperer", "comment je recupere",
                // cover and rights: "is my phone covered by my policy?", "mon proprio peut-il…"
                "covered by", "cover the", "cover it", "cover water", "cover my", "insurance pay", "insurance cover",
                "insurer pay", "prend en charge", "prendre en charge", "prise en charge", "couvert par", "couverte par",
                "me couvre", "rembourse les", "rembourse la", "rembourse le", "allowed to close", "allowed to take",
                "allowed to charge", "is my bank allowed", "can my employer", "can my landlord", "can my bank",
                "can my boss", "mon proprio peut", "ma banque peut", "mon employeur peut",
                "mon patron peut", "ma proprio peut", "j ai droit aux", "j ai droit au", "j ai droit a l",
                "ai je droit", "est ce que j ai droit", "my rights", "mes droits", "pension rights",
                "droits a la retraite", "droit au chomage", "unemployment benefits", "allocations chomage",
                // money feelings, said rather than asked
                "stressed", "stressing", "je stresse", "stresse pour", "anxious", "angoisse", "scared", "afraid",
                "j ai peur", "hate being", "ashamed", "j ai honte", "deprime", "me deprime", "j en ai marre",
                "marre d etre", "proud", "fier de", "fiere de", "i feel like", "j ai l impression", "a mess",
                "la galere", "je galere", "broke at", "etre fauche", "money fights", "disputes d argent",
                // rules of thumb and savings doctrine
                "50 30 20", "rule of thumb", "the rule", "la regle", "emergency fund", "epargne de precaution",
                "fonds d urgence", "matelas de securite", "pocket money", "argent de poche",
                "difference between my", "difference entre mon", "difference entre ma", "difference entre mes",
                "la difference entre", "faire un budget", "make a budget", "start a budget", "budget quand je",
            ])
        // Stronger (9): an imagined sum or an account's admin outweighs "my salary" or
        // "mon abonnement" beside it — "how much could I borrow with my salary?",
        // "je veux mettre en pause mon abonnement": no record answers either.
        add(
            .offTopic, 9,
            [
                // sums on amounts the user imagines: "if I earn 3000 a month…", "si je mets 100 € par mois…"
                "if i earn", "if i earned", "if i make", "if i save", "if i saved", "if i put", "if i invest",
                "if i borrow", "if i borrowed", "if i took", "if i take out", "if i went", "if i go part",
                "if i got a raise", "if i get a raise", "si je gagne", "si je gagnais", "si je mets", "si je mettais",
                "si je place", "si je placais", "si je fais un pret", "si je fais un credit", "si j emprunte",
                "si j empruntais", "si je passe a", "si je passais", "si je touche", "si je touchais",
                "how much can i borrow", "how much could i borrow", "combien je peux emprunter",
                "combien puis je emprunter", "je peux emprunter combien", "monthly repayment", "monthly repayments",
                "mensualite", "mensualites", "would my salary be", "would i pay", "would i get", "will i have if",
                "will i get after", "ca me fait combien net",
                "ca fait combien net",
                // the bank's and a service's admin: IBAN, limits, passwords, plans
                "iban", "rib", "bic", "swift code", "payment limit", "card limit", "spending limit on my card",
                "withdrawal limit", "plafond de ma carte", "plafond de paiement", "plafond de retrait",
                "augmenter mon plafond", "raise my limit", "got blocked", "is blocked", "was blocked",
                "carte bloquee", "carte avalee", "swallowed", "password", "mot de passe", "logging me out",
                "log in", "log me", "login", "se connecter", "me connecter", "connexion", "share my account",
                "partager mon compte", "changer d offre", "changer de forfait", "change my plan", "switch plans",
                "pause my", "mettre en pause", "suspendre mon", "numero de tel", "customer service", "service client",
                "contact my bank", "joindre ma banque", "appeler ma banque", "call my bank", "adresse postale",
                "passer de ma", "passer de mon", "upgrade my", "downgrade my",
            ])
        // How to pay, and shares of an income in general: "can I pay my rent by card?",
        // "what percentage of my salary should go to rent?".
        add(
            .offTopic, 3.5,
            [
                "with a credit card", "with a card", "by card", "by credit card", "par carte", "en carte", "en especes",
                "in cash", "par cheque", "by cheque", "by check", "contactless", "sans contact", "with apple pay",
                "avec apple pay", "with google pay", "avec google pay", "should go to", "should be spent", "doit aller",
                "percentage of", "pourcentage de", "le mot", "the word", "in english", "en anglais", "in french",
                "en francais", "how do you spell", "comment s ecrit",
            ])
        // Where a shop is: as light as a topic, "la station près de chez moi, j'y ai mis combien ?" is still mine.
        add(
            .offTopic, 3.5,
            [
                "near me", "nearby", "near here", "pres de chez moi", "pres d ici", "dans le coin", "around here",
                "in town", "en ville", "a cote de chez moi",
            ])
        // Sums on amounts the user did not record: "what's 20 % VAT on 250 euros?".
        add(.offTopic, 3.5, ["%", "vat", "tva", "discount", "remise", "reduction"])
        // A named city or country: a place, not the user's records ("il y a un Decathlon à Marseille ?").
        add(.offTopic, 3.5, ScopeCues.places.flatMap { place in ["in " + place, "a " + place, "at " + place] })
        return rows
    }()
}
