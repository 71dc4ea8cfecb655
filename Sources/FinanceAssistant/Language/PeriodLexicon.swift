/// The words periods are made of, English and French, folded.
///
/// The parser (`PeriodParser`) combines them: a unit, a relative word, a
/// count, a month name. Fixed phrases that need no combining are in `phrases`.
enum PeriodLexicon {
    static let units: [String: CalendarUnit] = [
        "day": .day, "days": .day, "jour": .day, "jours": .day, "journee": .day, "journees": .day,
        "week": .week, "weeks": .week, "semaine": .week, "semaines": .week, "wk": .week, "wks": .week,
        "month": .month, "months": .month, "mois": .month, "mth": .month, "mths": .month,
        "quarter": .quarter, "quarters": .quarter, "trimestre": .quarter, "trimestres": .quarter,
        "year": .year, "years": .year, "an": .year, "ans": .year, "annee": .year, "annees": .year,
        "yr": .year, "yrs": .year,
    ]

    /// "fortnight" and "quinzaine" are units of their own.
    static let fortnights: Set<String> = ["fortnight", "fortnights"]

    static let months: [String: Int] = [
        "january": 1, "jan": 1, "janvier": 1, "janv": 1,
        "february": 2, "feb": 2, "fevrier": 2, "fevr": 2, "fev": 2,
        "march": 3, "mar": 3, "mars": 3,
        "april": 4, "apr": 4, "avril": 4, "avr": 4,
        "may": 5, "mai": 5,
        "june": 6, "jun": 6, "juin": 6,
        "july": 7, "jul": 7, "juillet": 7, "juil": 7,
        "august": 8, "aug": 8, "aout": 8,
        "september": 9, "sep": 9, "sept": 9, "septembre": 9,
        "october": 10, "oct": 10, "octobre": 10,
        "november": 11, "nov": 11, "novembre": 11,
        "december": 12, "dec": 12, "decembre": 12,
    ]

    /// Month names that are also everyday words: a month only next to a
    /// period cue ("in May", "may 2024"), never in "may I see…".
    static let ambiguousMonths: Set<String> = ["may", "mar", "jan", "sep", "dec", "mai"]

    static let weekdays: [String: Int] = [
        "monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6, "sunday": 7,
        "lundi": 1, "mardi": 2, "mercredi": 3, "jeudi": 4, "vendredi": 5, "samedi": 6, "dimanche": 7,
    ]

    /// Words for "this": "this month", "ce mois-ci", "cette année", "current year".
    static let this: Set<String> = ["this", "current", "ce", "cette", "cet"]
    /// Words before a unit for "the previous one": "last month", "previous week".
    static let lastBefore: Set<String> = ["last", "previous", "prior"]
    /// Words after a unit (French) for "the previous one": "le mois dernier".
    static let lastAfter: Set<String> = ["dernier", "derniere", "passe", "passee", "precedent", "precedente"]
    /// Plural "last" around a count: "les 3 derniers mois", "ces huit dernières semaines".
    /// "le mois écoulé": the rolling unit up to today.
    static let elapsed: Set<String> = ["ecoule", "ecoulee", "ecoules", "ecoulees"]
    static let lastPlural: Set<String> = ["derniers", "dernieres", "passes", "passees"]
    /// Rolling-window words: "past month", "the last 8 months".
    static let past: Set<String> = ["past", "last", "previous", "recent", "trailing"]
    static let nextBefore: Set<String> = ["next", "coming", "upcoming", "following"]
    static let nextAfter: Set<String> = ["prochain", "prochaine", "suivant", "suivante"]
    static let nextPlural: Set<String> = ["prochains", "prochaines"]

    /// Before a number, these make it an amount, not a year: "more than 2000".
    static let amountCuesBefore: Set<String> = [
        "€", "$", "£", "than", "over", "under", "above", "below", "about", "around", "approx", "spent", "spend",
        "paid", "pay", "cost", "costs", "of", "que", "plus", "moins", "environ", "de", "depense", "paye",
        "exactly", "only", "just", "almost", "nearly", "least", "most", "max", "min", "budget",
    ]
    /// Two-word amount cues: "plus de 2000", "moins de 1500".
    static let amountCuePairs: Set<String> = [
        "plus de", "moins de", "pres de", "autour de", "au moins", "more than", "less than",
    ]
    /// After a number, these make it an amount: "2024 euros", "2024€".
    static let amountCuesAfter: Set<String> = [
        "€", "$", "£", "%", "euro", "euros", "eur", "e", "eu", "dollars", "dollar", "usd", "bucks", "quid",
        "pounds", "balles", "k", "cents", "centimes", "balle",
    ]
    /// Before a year these make it a period: "in 2024", "en 2025".
    static let yearCues: Set<String> = [
        "in", "during", "for", "en", "pour", "of", "annee", "year", "durant", "courant", "over", "throughout",
        "across", "de", "du",
    ]

    /// Comparison cues: the period after them is the reference.
    static let comparisonCues: Set<String> = [
        "than", "vs", "versus", "v", "compared", "against", "que", "qu", "contre", "rapport", "compare",
        "comparaison", "relative", "comparativement", "with", "avec", "over",
    ]

    /// Fixed phrases that need no combining.
    static let phrases: [(String, PeriodTemplate)] = [
        ("today", .fixed(.current(.day))), ("tonight", .fixed(.current(.day))),
        ("this morning", .fixed(.current(.day))), ("so far today", .fixed(.current(.day))),
        ("aujourd hui", .fixed(.current(.day))), ("ce matin", .fixed(.current(.day))),
        ("ce soir", .fixed(.current(.day))), ("ajd", .fixed(.current(.day))), ("auj", .fixed(.current(.day))),
        ("yesterday", .fixed(.previous(.day))), ("hier", .fixed(.previous(.day))),
        ("day before yesterday", .dayBeforeYesterday), ("avant hier", .dayBeforeYesterday),
        ("so far this month", .fixed(.current(.month))), ("month to date", .fixed(.current(.month))),
        ("mtd", .fixed(.current(.month))),
        ("so far this year", .fixed(.current(.year))), ("year to date", .fixed(.current(.year))),
        ("ytd", .fixed(.current(.year))), ("this year so far", .fixed(.current(.year))),
        ("since the start of the year", .fixed(.current(.year))),
        ("since the beginning of the year", .fixed(.current(.year))),
        ("since the start of this year", .fixed(.current(.year))),
        ("since the beginning of this year", .fixed(.current(.year))),
        ("since new year", .fixed(.current(.year))), ("since new year s", .fixed(.current(.year))),
        ("depuis le debut de l annee", .fixed(.current(.year))),
        ("depuis le debut de cette annee", .fixed(.current(.year))),
        ("depuis le debut d annee", .fixed(.current(.year))),
        ("depuis le 1er janvier", .fixed(.current(.year))),
        ("depuis le nouvel an", .fixed(.current(.year))),
        ("since the start of the month", .fixed(.current(.month))),
        ("since the beginning of the month", .fixed(.current(.month))),
        ("since the start of this month", .fixed(.current(.month))),
        ("depuis le debut du mois", .fixed(.current(.month))),
        ("depuis le debut de ce mois", .fixed(.current(.month))),
        ("since payday", .sincePayday), ("since pay day", .sincePayday), ("since my salary", .sincePayday),
        ("since i got paid", .sincePayday), ("since i was paid", .sincePayday), ("depuis la paie", .sincePayday),
        ("depuis la paye", .sincePayday), ("depuis mon salaire", .sincePayday), ("depuis le salaire", .sincePayday),
        ("depuis que j ai ete paye", .sincePayday),
        ("since christmas", .sinceHoliday(month: 12, day: 25)), ("depuis noel", .sinceHoliday(month: 12, day: 25)),
        ("since new year s day", .fixed(.current(.year))), ("since this time last year", .fixed(.trailing(1, .year))),
        ("depuis l an dernier a la meme epoque", .fixed(.trailing(1, .year))),
        ("the year before last", .yearsAgo(2)), ("l annee d avant", .none), ("as of today", .none),
        ("as of now", .none), ("right now", .none), ("to date", .none), ("currently", .none),
        ("end of this budget month", .fixed(.current(.month))), ("end of the budget month", .fixed(.current(.month))),
        ("rest of the month", .fixed(.current(.month))), ("rest of this month", .fixed(.current(.month))),
        ("remainder of the month", .fixed(.current(.month))), ("reste du mois", .fixed(.current(.month))),
        ("until the end of the month", .fixed(.current(.month))),
        ("till the end of the month", .fixed(.current(.month))),
        ("before the end of the month", .fixed(.current(.month))), ("when the month ends", .fixed(.current(.month))),
        ("month ends", .fixed(.current(.month))), ("d ici la fin du mois", .fixed(.current(.month))),
        ("jusqu a la fin du mois", .fixed(.current(.month))), ("finish the month", .fixed(.current(.month))),
        ("end the month", .fixed(.current(.month))), ("finir le mois", .fixed(.current(.month))),
        ("finis le mois", .fixed(.current(.month))), ("finit le mois", .fixed(.current(.month))),
        ("terminer le mois", .fixed(.current(.month))), ("termine le mois", .fixed(.current(.month))),
        ("boucler le mois", .fixed(.current(.month))), ("boucle le mois", .fixed(.current(.month))),
        ("my month", .fixed(.current(.month))), ("mon mois", .fixed(.current(.month))),
        ("my week", .fixed(.current(.week))), ("ma semaine", .fixed(.current(.week))),
        ("du mois", .fixed(.current(.month))), ("le mois en cours", .fixed(.current(.month))),
        ("mois en cours", .fixed(.current(.month))), ("l annee en cours", .fixed(.current(.year))),
        ("annee en cours", .fixed(.current(.year))), ("trimestre en cours", .fixed(.current(.quarter))),
        ("semaine en cours", .fixed(.current(.week))), ("current month", .fixed(.current(.month))),
        ("since i got the app", .fixed(.all)), ("since i ve had the app", .fixed(.all)),
        ("since i downloaded", .fixed(.all)), ("depuis que j ai l appli", .fixed(.all)),
        ("depuis que j utilise l appli", .fixed(.all)), ("depuis l appli", .fixed(.all)),
        ("1er trimestre", .quarter(1)), ("2e trimestre", .quarter(2)), ("3e trimestre", .quarter(3)),
        ("4e trimestre", .quarter(4)), ("2eme trimestre", .quarter(2)), ("3eme trimestre", .quarter(3)),
        ("4eme trimestre", .quarter(4)), ("1st quarter", .quarter(1)), ("2nd quarter", .quarter(2)),
        ("3rd quarter", .quarter(3)), ("4th quarter", .quarter(4)),
        ("end of the month", .fixed(.current(.month))), ("end of this month", .fixed(.current(.month))),
        ("end of month", .fixed(.current(.month))), ("month end", .fixed(.current(.month))),
        ("fin du mois", .fixed(.current(.month))), ("fin de mois", .fixed(.current(.month))),
        ("fin de ce mois", .fixed(.current(.month))),
        ("ever", .fixed(.all)), ("all time", .fixed(.all)), ("of all time", .fixed(.all)),
        ("since i started", .fixed(.all)), ("since the beginning", .fixed(.all)), ("since forever", .fixed(.all)),
        ("since day one", .fixed(.all)), ("since i joined", .fixed(.all)), ("since the start", .fixed(.all)),
        ("all history", .fixed(.all)), ("whole history", .fixed(.all)), ("entire history", .fixed(.all)),
        ("since i opened", .fixed(.all)), ("since records began", .fixed(.all)),
        ("depuis toujours", .fixed(.all)), ("depuis le debut", .fixed(.all)), ("de tous les temps", .fixed(.all)),
        ("depuis que j ai commence", .fixed(.all)), ("depuis l ouverture", .fixed(.all)),
        ("depuis que je suis", .fixed(.all)), ("depuis que j utilise", .fixed(.all)),
        ("tout l historique", .fixed(.all)), ("depuis le tout debut", .fixed(.all)),
        ("last weekend", .lastWeekend), ("last week end", .lastWeekend),
        ("le week end dernier", .lastWeekend), ("le weekend dernier", .lastWeekend),
        ("ce week end", .thisWeekend), ("ce weekend", .thisWeekend), ("this weekend", .thisWeekend),
        ("this past weekend", .lastWeekend),
        ("sur un an", .fixed(.trailing(1, .year))), ("sur une annee", .fixed(.trailing(1, .year))),
        ("en un an", .fixed(.trailing(1, .year))),
        ("first half", .half(1)), ("second half", .half(2)), ("h1", .half(1)), ("h2", .half(2)),
        ("premier semestre", .half(1)), ("second semestre", .half(2)), ("deuxieme semestre", .half(2)),
        ("q1", .quarter(1)), ("q2", .quarter(2)), ("q3", .quarter(3)), ("q4", .quarter(4)),
        ("t1", .quarter(1)), ("t2", .quarter(2)), ("t3", .quarter(3)), ("t4", .quarter(4)),
        ("first quarter", .quarter(1)), ("second quarter", .quarter(2)), ("third quarter", .quarter(3)),
        ("fourth quarter", .quarter(4)), ("premier trimestre", .quarter(1)), ("deuxieme trimestre", .quarter(2)),
        ("second trimestre", .quarter(2)), ("troisieme trimestre", .quarter(3)), ("quatrieme trimestre", .quarter(4)),
    ]
}

/// A fixed phrase's period; some depend on today.
enum PeriodTemplate: Sendable {
    case fixed(Period)
    case dayBeforeYesterday
    case lastWeekend
    case thisWeekend
    /// A calendar quarter of the latest year where it has started (a year may follow).
    case quarter(Int)
    /// A half year (a year may follow).
    case half(Int)
    /// From the start of the current budget month (payday).
    case sincePayday
    /// From the latest such day not after today ("since Christmas").
    case sinceHoliday(month: Int, day: Int)
    /// A calendar year N years before today's.
    case yearsAgo(Int)
    /// Wording that fixes no interval ("right now", "as of today"): consumed, no period.
    case none
}
