/// What makes a message a request for investment or buy/sell advice, which the
/// assistant refuses even when it is full of finance words ("should I invest my
/// savings in bitcoin", "où placer mon argent").
///
/// Two kinds of evidence: an instrument or product of investment on its own,
/// or a recommendation cue ("should I", "vaut-il mieux") with a decision to buy,
/// sell, borrow, insure or invest.
enum AdvicePatterns {
    /// Investment instruments and placements: advice whatever the sentence.
    static let instruments: [String] = [
        "invest", "investing", "investment", "investments", "investir", "investis", "investissement",
        "investissements", "stock", "stocks", "shares", "share price", "equities", "bitcoin", "btc", "crypto",
        "cryptos", "cryptocurrency", "ethereum", "eth", "solana", "dogecoin", "etf", "etfs", "index fund",
        "index funds", "mutual fund", "bonds", "forex", "nft", "nfts", "trading", "day trading", "portfolio",
        "actions", "action tesla", "bourse", "obligations", "fonds", "placement", "placements", "placer",
        "pea", "assurance vie", "scpi", "cto", "trader", "plus value", "dividendes", "dividends",
        "gold bars", "lingots", "or physique", "real estate", "rental property", "investissement locatif",
        "robo advisor", "pension fund", "retirement fund", "401k", "isa", "stock market", "marches financiers",
        "crowdfunding", "tesla shares", "apple shares", "amazon shares", "scpis", "gold", "l or", "cac 40",
        "nasdaq", "s p 500", "spsoo" /* "sp500": digits inside a word fold to letters */, "msci", "dow jones",
        "the dow",
        "short the market", "shorte", "shorter", "jinvesti",
        "investi", "investit", "hedge fund", "options trading", "livret a ou", "ou livret a", "valeur refuge",
        "safe bet", "pension contributions", "plan retraite", "plan d epargne retraite", "epargne retraite",
        "for retirement", "pour la retraite", "pour ma retraite", "retirement savings",
    ]

    /// Phrases that hold an instrument's word but name money to spend, not to place: "mes fonds disponibles".
    static let notInstruments: [String] = ["fonds disponibles", "fonds disponible", "fonds dispo"]

    /// Cues that ask for a recommendation.
    static let recommendationCues: [String] = [
        "should i", "should we", "shall i", "do you recommend", "would you recommend", "recommend",
        "is it worth", "is it a good idea", "is it smart", "is it wise", "good idea to", "worth it",
        "which is better", "what s better", "better to", "best way to", "best time to", "good time to",
        "what should i", "advise", "advice", "would you", "do i need to", "is now a good time", "or should i",
        "tell me what to", "worth buying", "which one should", "should i get", "better off",
        "devrais je", "je devrais", "dois je", "je dois", "faut il", "il faut que je", "vaut il mieux",
        "vaut mieux", "ca vaut le coup", "vaut le coup", "tu me conseilles", "vous me conseillez",
        "tu conseilles", "conseille moi", "conseillez moi", "tu recommandes", "vous recommandez",
        "quel est le meilleur", "quelle est la meilleure", "le meilleur moment", "c est le moment",
        "bonne idee", "est ce que je devrais", "tu penses que je", "tu ferais quoi", "je fais quoi",
        "qu est ce que je fais", "ou mettre", "ou placer", "que faire de",
        "il vaut mieux", "mieux vaut", "est ce judicieux", "judicieux",
        "interessant de", "rentable", "what would you do", "or wait", "what makes more sense", "makes more sense",
        "is it dumb", "is it stupid", "do i really need", "do i need", "would you buy", "which would you",
        "is it a good time", "is now the time", "should i up", "t en penses quoi", "tu en penses quoi",
        "vous en pensez quoi", "bon moment pour", "c est le bon moment", "t acheterais", "tu acheterais",
        "lequel", "laquelle", "ou pas", "je signe", "c est debile", "c est malin", "le plus malin", "faut il que je",
        "est ce que je dois", "ou j attends", "ou je garde", "ou je", "ou j", "or do i",
        "worth it to", "is it better", "c est mieux", "vaut il", "j attends avant", "sign up", "j ouvre",
        // a choice between two offers: "je prends la mutuelle Alan ou celle d'AXA ?"
        "je prends", "je choisis", "je pars sur", "should i go with", "should i pick", "should i choose",
    ]

    /// What follows "je dois" when it owes: "combien je dois sur ma facture", "ce que je dois à mon proprio".
    static let owedTo: Set<String> = ["sur", "a", "au", "aux"]

    /// After a decision's word, these make it the name of a bill: "my phone bill", "my insurance payment".
    static let billed: Set<String> = Lexicon.billNouns.union(["payment", "payments", "premium", "premiums"])
    /// Paying it: "pay the mortgage", "régler mon assurance" — a charge of the writer's, not a decision to take.
    static let payVerbs: Set<String> = ["pay", "paying", "payer", "regler", "paye", "payes"]
    /// What may stand between paying and what is paid: "pay [the] mortgage", "payer [ma] mutuelle".
    static let payArticles: Set<String> = [
        "the", "my", "our", "le", "la", "les", "l", "mon", "ma", "mes", "notre", "nos",
    ]
    /// Recommendation cues that only ask whether something is due: "do I need to pay my phone bill this month?".
    static let dueQuestions: Set<String> = [
        "do i need to", "do i need", "do i have to", "do i really need", "dois je", "est ce que je dois", "faut il",
        "faut il que je",
    ]

    /// Decisions that, with a recommendation cue, make a request advice.
    static let decisions: [String] = [
        "buy", "buying", "sell", "selling", "purchase", "get a", "take out", "borrow", "loan", "loans",
        "mortgage", "credit", "insurance", "insure", "repay", "pay off", "pay back", "refinance", "rent or buy",
        "lease", "switch bank", "open an account", "open a", "put my money", "put my savings", "move my savings",
        "keep my money", "house", "flat", "apartment", "gold", "savings account", "livret", "lep", "pel",
        "acheter", "achete", "vendre", "vends", "emprunter", "pret", "assurance", "mutuelle",
        "rembourser", "renegocier", "louer ou acheter", "appartement", "maison", "ouvrir",
        "changer de banque", "souscrire", "mettre mon argent", "mon epargne", "mes economies", "placer",
        "garder mon argent", "lingots", "short", "iphone", "phone", "telephone", "holiday", "vacances", "appart",
        "immo", "rachat de credits", "taux fixe", "courtier", "broker", "compte a terme", "term deposit",
        "dollars", "assurance casse", "life insurance", "livret a", "ouvre", "open", "rent out", "louer",
        "mets l argent", "mettre l argent", "acheter un", "buy a", "contributions", "verse plus",
        "prime", "treso", "tresorerie", "abonnement premium", "upgrade", "get an", "keep the cash",
        "keep the money", "garder l argent",
        // how much to put by: "how much should I budget for a trip", "combien dois-je mettre de côté"
        "budget for", "set aside", "put aside", "mettre de cote", "to retire", "prendre ma retraite",
    ]

    /// Where-to-put-money phrases that are advice on their own.
    static let standalone: [String] = [
        "where should i put my money", "where to put my money", "where should i put my savings",
        "what should i do with my savings", "what should i do with my money", "what to do with my savings",
        "how should i invest", "how to invest", "grow my money", "make my money work", "get rich",
        "ou placer mon argent", "ou placer mes economies", "ou mettre mon argent", "ou mettre mes economies",
        "que faire de mon argent", "que faire de mes economies", "faire fructifier", "faire travailler mon argent",
        "devenir riche", "meilleur placement", "meilleure banque", "best bank", "best savings account",
        "quel livret", "which savings account", "best credit card", "meilleure assurance", "best insurance",
        "which insurance", "quelle assurance", "quelle mutuelle", "which bank", "quelle banque",
        "pay off my loan early", "repay my loan early", "rembourser mon pret par anticipation",
        "rembourser par anticipation", "remboursement anticipe", "par anticipation", "pay off early",
        "je les place", "je le place", "je place", "place comment", "invest in koi", "dans koi",
        // whether to use savings on a debt, asked as a yes/no
        "rembourse mon pret", "rembourser mon pret", "solder mon credit", "pioche dans mon epargne",
        "dip into my savings", "use my savings to", "pay off my loan", "repay my loan",
        // how to earn more: "how can I earn extra cash", "ways to make money", "comment gagner plus"
        "how can i earn more", "how do i earn more", "how to earn more", "how can i earn extra", "how do i earn extra",
        "how to earn extra", "how can i make more money", "how do i make more money", "how to make more money",
        "how can i make extra", "how do i make extra", "how to make extra", "how can i make money",
        "how do i make money", "how to make money", "ways to earn", "ways to make money", "ways to make extra",
        "side hustle", "comment gagner plus", "comment gagner de l argent", "comment gagner plus d argent",
        "arrondir mes fins de mois", "arrondir les fins de mois",
    ]
}
