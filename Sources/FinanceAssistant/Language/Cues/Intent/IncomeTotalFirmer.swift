extension CueFamily {
    /// Cues of `incomeTotal` that weigh 3.5: own-money paraphrases (issue 11): income, statements, budgets, bills,
    /// latest transactions — the ways people ask about their own money without the words above.
    static let incomeTotalFirmer = CueFamily(
        "incomeTotalFirmer", .intent(.incomeTotal), weight: 3.5, band: .medium,
        en: [
            "got paid", "came in", "money in", "how much did i make", "did i make", "get paid",
            "been paid", "what did i receive", "how much did i receive", "pay slip", "how much do i make", "take home",
            "take home pay", "pay packet", "my pay", "pay come to", "paycheck come to", "paid me",
            "bringing in", "brought in", "money coming in",
            "what came in",
            "salary come", "salary came", "salary in", "how much money do i make", "what do i make", "paying me",
            "how much do they pay me", "what do they pay me",
            "hourly rate", "hourly wage", "amount do i make",
            "my compensation", "my total compensation", "my remuneration",
            "make after tax", "made after tax", "earn after tax", "earned after tax", "take home after tax",
            "my salary after tax", "my income after tax", "my pay after tax", "my wages after tax",
            // what the writer brings home, is paid, or gets from the job (2.18.8)
            // ("how I am paid" and "my W-2 from my job" ask how, not how much)
            "bring home", "brought home", "bringing home", "am i paid", "much i m paid", "much im paid",
            "much i am paid", "yearly pay", "annual pay", "monthly pay", "weekly pay", "net pay", "gross pay",
            "base pay", "did i get from my job", "i got from my job", "do i get from my job", "i make from my job",
            "my employer paid", "my employer deposited", "much am i making", "what am i making", "much i m making",
            "much im making", "deposit from work", "deposits from work", "money from work", "pay from work",
            "paycheck from work", "have i made", "money have i made", "what i made", "been making",
            "did i bring in", "do i bring in", "i bring in", "do i pull in", "did i pull in", "i pull in",
            "i pulled in",
            "came to me", "my gross", "gross income", "net income", "money do i get a", "money do i get each",
            "money do i get per",
            "money do i get every",
            // pay landed by direct deposit: "has my direct deposit come in yet" (not direct deposit itself: "what
            // do I need for direct deposit" asks the bank, `bankDeposits`)
            "direct deposit come in", "direct deposit came in", "direct deposit hit", "direct deposit arrived",
            "direct deposit landed", "was my direct deposit", "my last direct deposit", "my direct deposits",
            // whether money came in at all: "did I receive any money this week"
            "did i receive any money", "did i receive money", "have i received any money", "have i received money",
        ],
        fr: [
            "rentree d argent", "rentrees d argent", "entrees d argent", "ma paie", "ma paye", "la paie",
            "la paye", "virements recus", "ete paye", "argent recu", "ce que j ai recu", "combien j ai recu",
            "fiche de paie", "m ont verse", "verse sur mon compte", "mes rentrees", "qui est rentre", "est rentre",
            "sont rentrees", "salaire est tombe", "virement de mon employeur",
            "ma remuneration",
            "gagne apres impots", "touche apres impots", "mon salaire apres impots", "mes revenus apres impots",
            "mon revenu apres impots",
            // what the writer's work brought in: "combien m'a rapporté mon boulot en freelance"
            "m a rapporte", "m ont rapporte", "ca m a rapporte",
        ],
        both: [
            "income", "earn", "earned", "earnings", "salary", "salaries",
            "paycheck", "paycheque", "paychecks", "paycheques", "wage", "wages", "revenue", "revenus",
            "revenu", "salaire", "salaires", "gagne", "touche", "rentre",
            "ete payee", "percu", "encaisse", "received", "payslip", "takehome",
            "total pay", "payroll", "pay me", "m a verse", "on m a verse", "credites",
            "rentrees",
        ],
        examples: [
            "my pay in jan?", "je gagne combien",
            "what was my total compensation last year",
            "what do i make after tax each month", "combien je gagne après impôts ?",
            "how much money do i bring home each month", "what's my yearly pay", "tell me how much i'm paid",
            "how much did i get from my job in january", "what am i making now",
            "how big was my last deposit from work",
            "how much money do i get a month", "how much money have i made this year", "tell me what i made",
            "how much did i bring in last year", "how much do i pull in a year", "what's my gross",
            "combien m'a rapporté mon boulot en freelance cette année", "ça m'a rapporté combien le mois dernier ?",
            "has my direct deposit come in yet", "how much was my direct deposit last week?",
            "did I receive any money this week",
        ],
        counterexamples: [
            "wait what"
        ])
}
