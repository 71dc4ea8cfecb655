extension CueFamily {
    /// ScopeCues.relationWords: words of a money relation; with "I / my / me / je / mon / m'" at most two words
    /// away they make the message about the writer's own money ("my salary", "I spent", "combien m'a coûté").
    static let moneyRelations = CueFamily(
        "moneyRelations", .moneyRelation,
        en: [
            "money", "spend", "spent", "spends", "expense", "expenditure",
            "paid", "paying", "payment", "payments", "cost", "costs",
            "costed", "charged", "charging", "account", "accounts", "wage",
            "wages", "paycheque", "payday", "earn", "earned", "earnings",
            "saved", "savings", "bills", "subscription", "subscriptions", "membership",
            "memberships", "subscribed", "debited", "transfer", "transfers", "refunds",
            "refunded", "purchase", "purchases", "bought", "statement", "outgoings",
            "overdraft", "overdrawn", "wallet", "take home", "pay packet", "payslip",
            "payroll", "inflows", "outflows", "blew", "blown", "splurged",
            "forked out", "fork out", "shelled out", "overspent", "overspending", "got paid",
            "get paid", "been paid", "put in", "put into",
        ],
        fr: [
            "lacher", "argent", "thune", "thunes", "fric", "sous",
            "pognon", "oseille", "ronds", "balles", "depense", "depenses",
            "depenser", "paye", "payer", "paie", "paies", "payes",
            "paiement", "paiements", "coute", "coutent", "coute cher", "compte",
            "comptes", "banque", "revenu", "revenus", "salaire", "salaires",
            "gagne", "epargne", "facture", "factures", "abonnement", "debite",
            "virement", "virements", "remboursement", "remboursements", "rembourse", "achat",
            "achats", "achete", "decouvert", "claque", "crame", "lache",
            "encaisse", "touche", "recu", "mouvements", "releve", "sorties d argent",
            "budget mensuel", "porte monnaie", "fiche de paie", "ai mis", "y ai mis",
        ],
        both: [
            "spending", "expenses", "pay", "pays", "charge", "charges",
            "budget", "budgets", "balance", "income", "salary", "paycheck",
            "cash", "bill", "subs", "debit", "debits", "refund",
            "transactions", "transaction", "finances", "takehome", "overspend", "claquer",
            "cramer", "tune", "depensee", "depensees", "payee", "solde",
            "economies", "economise", "abonnements", "abo", "abos", "prelevement",
            "prelevements", "preleve", "prelevee", "preleves", "debitee", "debourse",
            "verse", "operations", "operation", "ope", "opes", "rentrees",
        ],
        examples: [
            "MTD spend", "mon solde stp",
        ],
        counterexamples: [
            "when's rent due"
        ])
}
