/// The words periods are made of, English and French, folded.
///
/// The period grammar (`PeriodParser` and its `PeriodGrammar` files) never
/// names a word: it asks `PeriodTokens` for a role ("a month", "a range
/// connector", "a word for *last* after its unit"), and the roles come from
/// these tables. A new way of saying a period is a word added here when the
/// grammar already has its shape, and a production there when it does not.
enum PeriodLexicon {
    // MARK: Date parts

    /// After "the week", the day it starts on: "the week starting 9 March", "la semaine commençant le 9 mars".
    static let weekStartWords: Set<String> = ["starting", "beginning", "commencing", "commencant", "debutant"]
    /// "the week ending June 7": the seven days up to that day.
    static let weekEndWords: Set<String> = ["ending", "ended", "finishing", "terminant", "finissant"]
    /// "a week 50 €", "par semaine 3": before a unit, a rate, not a numbered week.
    static let perUnitWords: Set<String> = ["a", "per", "each", "every", "par", "une", "chaque"]

    static let units: [String: CalendarUnit] = [
        "day": .day, "days": .day, "jour": .day, "jours": .day, "journee": .day, "journees": .day,
        "week": .week, "weeks": .week, "semaine": .week, "semaines": .week, "wk": .week, "wks": .week,
        "month": .month, "months": .month, "mois": .month, "mth": .month, "mths": .month,
        "quarter": .quarter, "quarters": .quarter, "trimestre": .quarter, "trimestres": .quarter, "qtr": .quarter,
        "qtrs": .quarter,
        "year": .year, "years": .year, "an": .year, "ans": .year, "annee": .year, "annees": .year,
        "yr": .year, "yrs": .year,
    ]

    /// What may follow a month's two-digit year ("in April 87 at Lidl"): a preposition or a link, not a counted
    /// noun ("in April 45 times").
    static let afterShortYear: Set<String> = [
        "and", "to", "until", "till", "for", "on", "at", "in", "with", "from", "or", "vs", "versus",
        "et", "au", "a", "jusqu", "pour", "chez", "en", "avec", "de", "du", "des", "ou", "sur",
    ]

    /// "fortnight" is a unit of its own (two weeks).
    static let fortnights: Set<String> = ["fortnight", "fortnights"]

    /// "weekend"; "week-end" folds to two words, matched as `weekendPhrases`.
    static let weekends: Set<String> = ["weekend", "weekends", "wkend", "wkends"]
    static let weekendPhrases: [[String]] = [["week", "end"], ["week", "ends"]]
    /// Monday to Friday of a week: "this work week", "last workweek", "la semaine de travail".
    static let workweekPhrases: [[String]] = [
        ["workweek"], ["work", "week"], ["working", "week"], ["business", "week"], ["semaine", "de", "travail"],
        ["semaine", "ouvree"], ["semaine", "ouvrable"],
    ]

    /// Half years by their word ("the first half", "le premier semestre").
    static let halves: Set<String> = ["half", "semestre", "semestres"]

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

    /// Words before an ambiguous month word that make it a month ("in May", "fin mai").
    static let monthCuesBefore: Set<String> = [
        "in", "during", "for", "fin", "debut", "end", "start", "early", "late", "mid", "until", "till", "through",
        "on",
    ]

    /// Month names that are also everyday words: a month only next to a
    /// period cue ("in May", "may 2024"), never in "may I see…" or "sept jours".
    static let ambiguousMonths: Set<String> = ["may", "mar", "jan", "sep", "dec", "mai", "sept", "apr"]
    /// Ambiguous months that are also a finance acronym ("the apr on my card" is a rate): an article before
    /// one, or its ending the message, is no month cue.
    static let acronymMonths: Set<String> = ["apr"]

    static let weekdays: [String: Int] = [
        "monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6, "sunday": 7,
        "lundi": 1, "mardi": 2, "mercredi": 3, "jeudi": 4, "vendredi": 5, "samedi": 6, "dimanche": 7,
    ]

    /// Weekdays in the plural, read only as counted back ("two Sundays ago", "il y a deux dimanches"): "on
    /// Sundays" is every Sunday, no period.
    static let weekdayPlurals: [String: Int] = [
        "mondays": 1, "tuesdays": 2, "wednesdays": 3, "thursdays": 4, "fridays": 5, "saturdays": 6, "sundays": 7,
        "lundis": 1, "mardis": 2, "mercredis": 3, "jeudis": 4, "vendredis": 5, "samedis": 6, "dimanches": 7,
    ]

    /// Weekdays as calendars shorten them, read only before a date ("Tue 3 Mar", "sam. 14 févr."):
    /// "sun", "sat" and "wed" are words too, and "mon", "mar" are French.
    static let weekdayAbbreviations: [String: Int] = [
        "tue": 2, "tues": 2, "wed": 3, "thu": 4, "thur": 4, "thurs": 4, "fri": 5, "sat": 6, "sun": 7,
        "lun": 1, "mer": 3, "jeu": 4, "ven": 5, "sam": 6, "dim": 7,
    ]

    /// Meteorological seasons: spring is March–May, summer June–August,
    /// autumn September–November, winter December–February.
    static let seasons: [String: Season] = [
        "spring": .spring, "printemps": .spring, "summer": .summer, "ete": .summer, "autumn": .autumn,
        "fall": .autumn, "automne": .autumn, "winter": .winter, "hiver": .winter,
    ]
    /// Season words that are also other words ("j'ai été", "did it fall"):
    /// a season only after an article or "this/last", or before a year.
    static let ambiguousSeasons: Set<String> = ["ete", "fall"]
    /// "this season", "la saison dernière": the season of today, or the one before or after it.
    static let seasonWords: Set<String> = ["season", "saison"]

    /// Ordinal words, for weeks of a month, quarters and halves; digits with
    /// a suffix ("3rd", "2e", "1er") are read by the grammar.
    static let ordinals: [String: Int] = [
        "first": 1, "premier": 1, "premiere": 1, "second": 2, "seconde": 2, "deuxieme": 2, "third": 3,
        "troisieme": 3, "fourth": 4, "quatrieme": 4,
    ]
    /// Ordinal words for a day of the month ("the third of March"; "twenty first" is read as 20 + 1).
    static let dayOrdinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
        "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19, "twentieth": 20,
        "thirtieth": 30,
    ]
    /// Suffixes that make digits an ordinal: "1st", "2nd", "3rd", "4th", "1er", "1re", "2e", "2eme".
    static let ordinalSuffixes: [String] = ["st", "nd", "rd", "th", "er", "re", "ere", "eme", "e"]

    /// Quarters and halves by their short name: "Q1", "T3" (trimestre), "H2", "S1" (semestre).
    static let quarterNames: [String: Int] = [
        "q1": 1, "q2": 2, "q3": 3, "q4": 4, "t1": 1, "t2": 2, "t3": 3, "t4": 4,
    ]
    static let halfNames: [String: Int] = ["h1": 1, "h2": 2, "s1": 1, "s2": 2]
    /// "au 1er trim. 2019", "ce trim": French tables' quarter, in French only (in English a trim is a haircut).
    static let quarterAbbreviations: Set<String> = ["trim"]
    /// Decades by name, by their first two-digit year: "the nineties", "the twenties" (the 2020s: two-digit
    /// decades up to 20 are this century's, as "the 20s" is).
    static let decadeNames: [String: Int] = [
        "twenties": 20, "thirties": 30, "forties": 40, "fifties": 50, "sixties": 60, "seventies": 70,
        "eighties": 80, "nineties": 90, "noughties": 0, "aughts": 0, "oughts": 0,
    ]
    /// The decade as a unit: "this decade", "la décennie précédente", "the past two decades".
    static let decades: Set<String> = ["decade", "decades", "decennie", "decennies"]
    /// "the 15th century", "le XVe siècle", "this century": a hundred years from a year ending in 00.
    static let centuries: Set<String> = ["century", "siecle"]
    /// Before a decade's year in French: "les années 90", "les années 1990".
    static let decadeOpeners: Set<String> = ["annees"]
    /// Before a decade's name, a writer's own life, not the calendar: "in my twenties".
    static let decadeOwners: Set<String> = [
        "my", "his", "her", "their", "our", "your", "mes", "ses", "nos", "vos", "leurs",
    ]
    /// "the latter half", "the back half": which half a side word names before "half".
    static let halfSides: [String: Int] = ["latter": 2, "later": 2, "back": 2, "front": 1]
    /// "the last quarter of 2025", "le dernier trimestre 2024": a year's last quarter or half.
    static let finalWords: Set<String> = ["last", "final", "dernier", "derniere"]
    /// The end a count of units is taken from: 1 the start, 2 the end ("the first six months", "the last 10 days
    /// of March", "les six derniers mois").
    static let countSides: [String: Int] = ["first": 1, "last": 2, "final": 2, "premiers": 1, "derniers": 2]
    /// The same, only after the count: "les deux premières semaines de février" (so no period starts with them:
    /// "mes dernières dépenses" is common).
    static let countSidesAfterCount: [String: Int] = ["premieres": 1, "dernieres": 2]
    /// A half of a month: "the first half of February", "la seconde quinzaine de mars", "la première moitié du mois".
    static let monthHalves: Set<String> = ["half", "moitie", "quinzaine"]
    /// A third of a month, 1 to 3 (days 1–10, 11–20, 21 to the end): "early March", "mid-March", "late last month",
    /// "début mars", "à la mi-mars". Not "the end of February", "fin janvier": a balance or what was left then is
    /// the month's, as of its end (v3's labels), so they stay the month.
    static let monthThirds: [String: Int] = [
        "early": 1, "beginning": 1, "start": 1, "debut": 1, "mid": 2, "middle": 2, "milieu": 2, "mi": 2, "late": 3,
    ]

    // MARK: Relative words

    /// The words that place a period before or after now ("last", "prochaine",
    /// "the past", "precedent"), weekends and halves: time words, not content,
    /// to the scope decision.
    static var relativeWords: Set<String> {
        weekends.union(halves).union(lastBefore).union(lastAfter).union(lastPlural).union(past).union(nextBefore)
            .union(nextAfter).union(nextPlural).union(precedingAfter)
    }

    /// Words for "this": "this month", "ce mois-ci", "cette année", "current year".
    static let this: Set<String> = ["this", "current", "present", "ongoing", "ce", "cette", "cet"]
    /// Words before a unit for "the previous one": "last month", "previous week".
    static let lastBefore: Set<String> = ["last", "previous", "prior", "prev"]
    /// Words after a unit (French) for "the previous one": "le mois dernier".
    static let lastAfter: Set<String> = ["dernier", "derniere", "passe", "passee", "precedent", "precedente"]
    /// "l'année précédente": the previous one — or, in a follow-up, the one
    /// before the period just discussed.
    static let precedingAfter: Set<String> = ["precedent", "precedente"]
    /// "le mois écoulé": the rolling unit up to today.
    static let elapsed: Set<String> = ["ecoule", "ecoulee", "ecoules", "ecoulees"]
    /// Plural "last" around a count: "les 3 derniers mois", "ces huit dernières semaines".
    static let lastPlural: Set<String> = ["derniers", "dernieres", "passes", "passees"]
    /// Rolling-window words: "past month", "the last 8 months".
    static let past: Set<String> = ["past", "last", "previous", "recent", "trailing", "prior", "preceding", "prev"]
    static let nextBefore: Set<String> = ["next", "coming", "upcoming", "following"]
    static let nextAfter: Set<String> = ["prochain", "prochaine", "suivant", "suivante", "pro", "proch"]
    static let nextPlural: Set<String> = ["prochains", "prochaines"]
    /// After a named period, its start on: "2016 onwards", "March or later", "2016 et après" ("on" only after
    /// "from": "from 2016 on").
    static let openEnds: [[String]] = [
        ["onwards"], ["onward"], ["or", "later"], ["and", "later"], ["and", "after"], ["or", "after"],
        ["and", "beyond"], ["et", "apres"], ["ou", "apres"], ["et", "au", "dela"], ["ou", "plus", "tard"],
        ["et", "plus", "tard"],
    ]
    /// After a named period, up to today: "2019 so far", "2024 to date", "2025 jusqu'à présent". The period
    /// holding today stays itself, as "this year so far" is the year (the sets' labels: "2026 so far" is
    /// `year:2026`); an earlier one is `since` its first day.
    static let soFar: [[String]] = [
        ["so", "far"], ["to", "date"], ["until", "now"], ["up", "to", "now"], ["jusqu", "ici"],
        ["jusqu", "a", "present"], ["jusqu", "a", "maintenant"], ["a", "ce", "jour"], ["jusqu", "a", "ce", "jour"],
        ["jusqu", "a", "aujourd", "hui"],
    ]
    /// Before a year: its end on ("after 2016", "après 2016").
    static let afterYear: Set<String> = ["after", "apres"]
    /// "the week after next", "le mois après le prochain": two ahead.
    static let afterNext: [[String]] = [
        ["after", "next"], ["apres", "la", "prochaine"], ["apres", "le", "prochain"],
    ]
    /// "the coming weekend", "this upcoming weekend": the first one to start after today ("next weekend" is
    /// ambiguous, v3 GUIDE).
    static let upcoming: Set<String> = ["coming", "upcoming"]
    /// "le week-end qui vient", "le week-end à venir".
    static let upcomingAfter: [[String]] = [["qui", "vient"], ["a", "venir"]]
    /// "this calendar month", "l'année civile dernière": the calendar unit, where "this month" is the budget one.
    static let calendarWords: Set<String> = ["calendar", "civil", "civile"]
    /// "the weekend before last", "l'avant-dernier week-end": two back.
    static let beforeLastBefore: [[String]] = [["avant", "dernier"], ["avant", "derniere"]]
    static let beforeLastAfter: [[String]] = [
        ["before", "last"], ["d", "avant", "le", "dernier"], ["d", "avant", "la", "derniere"],
    ]
    /// After a holiday's name, a stretch around it rather than its day: "the Christmas holidays", "the Easter
    /// break", "Christmas time".
    static let holidayBreaks: Set<String> = [
        "holidays", "holiday", "hols", "break", "vacation", "vacations", "season", "time", "period", "festivities",
    ]
    /// Holidays by their day: "on Christmas Day", "depuis Noël", "le jour de l'an", "at Easter", "à Pâques".
    static let holidays: [(words: [String], date: HolidayDate)] = [
        (["christmas"], .fixed(12, 25)), (["christmas", "day"], .fixed(12, 25)), (["xmas"], .fixed(12, 25)),
        (["noel"], .fixed(12, 25)), (["jour", "de", "noel"], .fixed(12, 25)), (["christmas", "eve"], .fixed(12, 24)),
        (["reveillon"], .fixed(12, 24)), (["boxing", "day"], .fixed(12, 26)),
        (["new", "year", "s", "day"], .fixed(1, 1)), (["new", "years", "day"], .fixed(1, 1)),
        (["new", "year", "s", "eve"], .fixed(12, 31)), (["new", "years", "eve"], .fixed(12, 31)),
        (["jour", "de", "l", "an"], .fixed(1, 1)), (["nouvel", "an"], .fixed(1, 1)),
        (["saint", "sylvestre"], .fixed(12, 31)), (["valentine", "s", "day"], .fixed(2, 14)),
        (["valentines", "day"], .fixed(2, 14)), (["saint", "valentin"], .fixed(2, 14)), (["halloween"], .fixed(10, 31)),
        (["independence", "day"], .fixed(7, 4)), (["st", "patrick", "s", "day"], .fixed(3, 17)),
        (["saint", "patrick", "s", "day"], .fixed(3, 17)), (["st", "patricks", "day"], .fixed(3, 17)),
        (["veterans", "day"], .fixed(11, 11)), (["armistice", "day"], .fixed(11, 11)),
        (["toussaint"], .fixed(11, 1)), (["la", "toussaint"], .fixed(11, 1)), (["fete", "nationale"], .fixed(7, 14)),
        (["assomption"], .fixed(8, 15)), (["fete", "du", "travail"], .fixed(5, 1)), (["epiphanie"], .fixed(1, 6)),
        (["chandeleur"], .fixed(2, 2)), (["fete", "de", "la", "musique"], .fixed(6, 21)),
        (["easter"], .easter(0)), (["easter", "sunday"], .easter(0)), (["easter", "monday"], .easter(1)),
        (["good", "friday"], .easter(-2)), (["paques"], .easter(0)), (["dimanche", "de", "paques"], .easter(0)),
        (["lundi", "de", "paques"], .easter(1)), (["vendredi", "saint"], .easter(-2)), (["pentecote"], .easter(49)),
        (["lundi", "de", "pentecote"], .easter(50)), (["ascension"], .easter(39)), (["mardi", "gras"], .easter(-47)),
        (["thanksgiving"], .weekdayOfMonth(11, 4, 4, 0)), (["thanksgiving", "day"], .weekdayOfMonth(11, 4, 4, 0)),
        (["black", "friday"], .weekdayOfMonth(11, 4, 4, 1)), (["memorial", "day"], .weekdayOfMonth(5, 1, -1, 0)),
        (["labor", "day"], .weekdayOfMonth(9, 1, 1, 0)), (["labour", "day"], .weekdayOfMonth(9, 1, 1, 0)),
        // 2.18.14: the days a calendar of the US, the UK, Canada or France marks, and the Church's around Easter.
        (["new", "year"], .fixed(1, 1)), (["new", "years"], .fixed(1, 1)), (["new", "year", "eve"], .fixed(12, 31)),
        (["mother", "s", "day"], .weekdayOfMonth(5, 7, 2, 0)), (["mothers", "day"], .weekdayOfMonth(5, 7, 2, 0)),
        (["father", "s", "day"], .weekdayOfMonth(6, 7, 3, 0)), (["fathers", "day"], .weekdayOfMonth(6, 7, 3, 0)),
        (["martin", "luther", "king", "day"], .weekdayOfMonth(1, 1, 3, 0)),
        (["martin", "luther", "king", "jr", "day"], .weekdayOfMonth(1, 1, 3, 0)),
        (["mlk", "day"], .weekdayOfMonth(1, 1, 3, 0)), (["presidents", "day"], .weekdayOfMonth(2, 1, 3, 0)),
        (["president", "s", "day"], .weekdayOfMonth(2, 1, 3, 0)),
        (["washington", "s", "birthday"], .weekdayOfMonth(2, 1, 3, 0)),
        (["columbus", "day"], .weekdayOfMonth(10, 1, 2, 0)),
        (["indigenous", "peoples", "day"], .weekdayOfMonth(10, 1, 2, 0)),
        (["cyber", "monday"], .weekdayOfMonth(11, 4, 4, 4)), (["election", "day"], .weekdayOfMonth(11, 1, 1, 1)),
        (["juneteenth"], .fixed(6, 19)), (["cinco", "de", "mayo"], .fixed(5, 5)), (["april", "fools"], .fixed(4, 1)),
        (["april", "fools", "day"], .fixed(4, 1)), (["april", "fool", "s", "day"], .fixed(4, 1)),
        (["earth", "day"], .fixed(4, 22)), (["groundhog", "day"], .fixed(2, 2)), (["flag", "day"], .fixed(6, 14)),
        (["inauguration", "day"], .fixed(1, 20)), (["remembrance", "day"], .fixed(11, 11)),
        (["canada", "day"], .fixed(7, 1)), (["bastille", "day"], .fixed(7, 14)), (["australia", "day"], .fixed(1, 26)),
        (["st", "george", "s", "day"], .fixed(4, 23)), (["saint", "george", "s", "day"], .fixed(4, 23)),
        (["guy", "fawkes", "night"], .fixed(11, 5)), (["bonfire", "night"], .fixed(11, 5)),
        (["ash", "wednesday"], .easter(-46)), (["palm", "sunday"], .easter(-7)), (["maundy", "thursday"], .easter(-3)),
        (["holy", "thursday"], .easter(-3)), (["holy", "saturday"], .easter(-1)), (["pentecost"], .easter(49)),
        (["whit", "sunday"], .easter(49)), (["whitsun"], .easter(49)), (["whit", "monday"], .easter(50)),
        (["ascension", "day"], .easter(39)), (["shrove", "tuesday"], .easter(-47)), (["pancake", "day"], .easter(-47)),
        (["mothering", "sunday"], .easter(-21)),
        (["fete", "des", "meres"], .frenchMothersDay), (["fete", "des", "peres"], .weekdayOfMonth(6, 7, 3, 0)),
        (["mercredi", "des", "cendres"], .easter(-46)), (["rameaux"], .easter(-7)),
        (["dimanche", "des", "rameaux"], .easter(-7)), (["jeudi", "saint"], .easter(-3)),
        (["samedi", "saint"], .easter(-1)),
        (["jeudi", "de", "l", "ascension"], .easter(39)), (["dimanche", "de", "pentecote"], .easter(49)),
        (["saint", "jean"], .fixed(6, 24)), (["saint", "nicolas"], .fixed(12, 6)), (["armistice"], .fixed(11, 11)),
        (["jour", "de", "l", "armistice"], .fixed(11, 11)), (["fete", "des", "rois"], .fixed(1, 6)),
        (["poisson", "d", "avril"], .fixed(4, 1)), (["fete", "de", "la", "victoire"], .fixed(5, 8)),
        (["reveillon", "du", "nouvel", "an"], .fixed(12, 31)),
        (["reveillon", "de", "la", "saint", "sylvestre"], .fixed(12, 31)),
        (["reveillon", "de", "noel"], .fixed(12, 24)), (["may", "day"], .fixed(5, 1)),
        (["st", "george", "day"], .fixed(4, 23)), (["st", "georges", "day"], .fixed(4, 23)),
        (["saint", "george", "day"], .fixed(4, 23)), (["st", "patrick", "day"], .fixed(3, 17)),
        (["saint", "patrick", "day"], .fixed(3, 17)), (["saint", "patrick"], .fixed(3, 17)),
        (["all", "saints", "day"], .fixed(11, 1)),
        (["all", "souls", "day"], .fixed(11, 2)), (["women", "s", "day"], .fixed(3, 8)),
        (["womens", "day"], .fixed(3, 8)), (["pi", "day"], .fixed(3, 14)), (["kwanzaa"], .fixed(12, 26)),
        (["jour", "de", "la", "terre"], .fixed(4, 22)), (["journee", "de", "la", "femme"], .fixed(3, 8)),
        (["journee", "des", "femmes"], .fixed(3, 8)), (["journee", "internationale", "des", "femmes"], .fixed(3, 8)),
        (["jour", "des", "morts"], .fixed(11, 2)), (["fete", "des", "morts"], .fixed(11, 2)),
        (["veille", "de", "noel"], .fixed(12, 24)), (["veille", "du", "nouvel", "an"], .fixed(12, 31)),
        (["veille", "du", "jour", "de", "l", "an"], .fixed(12, 31)), (["lendemain", "de", "noel"], .fixed(12, 26)),
        (["action", "de", "grace"], .weekdayOfMonth(10, 1, 2, 0)),
        (["action", "de", "graces"], .weekdayOfMonth(10, 1, 2, 0)),
        // 2.18.19: more named days of those calendars. Victoria Day and la fête de la reine are the Monday before
        // 25 May (the last Monday of May, less a week); Grandparents Day the Sunday after Labor Day.
        (["international", "women", "s", "day"], .fixed(3, 8)), (["international", "womens", "day"], .fixed(3, 8)),
        (["patriot", "day"], .fixed(9, 11)), (["singles", "day"], .fixed(11, 11)), (["epiphany"], .fixed(1, 6)),
        (["burns", "night"], .fixed(1, 25)), (["victoria", "day"], .weekdayOfMonth(5, 1, -1, -7)),
        (["family", "day"], .weekdayOfMonth(2, 1, 3, 0)), (["grandparents", "day"], .weekdayOfMonth(9, 1, 1, 6)),
        (["jour", "de", "la", "victoire"], .fixed(5, 8)), (["jour", "du", "souvenir"], .fixed(11, 11)),
        (["fete", "du", "canada"], .fixed(7, 1)), (["fete", "de", "la", "reine"], .weekdayOfMonth(5, 1, -1, -7)),
        (["fete", "des", "grands", "meres"], .weekdayOfMonth(3, 7, 1, 0)),
        (["jour", "de", "thanksgiving"], .weekdayOfMonth(11, 4, 4, 0)),
    ]
    /// A holiday asked about ("when is Easter 2026", "c'est quand Pâques cette année") is a fact of the world, not a
    /// period: these within three words before it.
    static let askWhen: Set<String> = ["when", "quand"]
    /// Before a holiday, beside the day openers: "at Easter"; "à Noël" (French only: "a Christmas tree" is a tree).
    static let holidayOpeners: Set<String> = ["at"]
    static let frenchHolidayOpeners: Set<String> = ["a", "aux"]
    /// Wording that points back at the previous turn's period: "that month",
    /// "ce mois-là", "the same period", "la même année".
    static let samePeriod: [[String]] = [
        ["that", "month"], ["that", "year"], ["that", "week"], ["that", "day"], ["that", "quarter"],
        ["that", "period"], ["that", "weekend"], ["the", "same", "period"], ["the", "same", "month"],
        ["the", "same", "year"], ["the", "same", "week"], ["the", "same", "stretch"], ["the", "same", "time"],
        ["same", "period"], ["same", "month"], ["same", "week"], ["same", "year"], ["same", "dates"],
        ["ce", "mois", "la"], ["cette", "annee", "la"], ["cette", "semaine", "la"], ["ce", "jour", "la"],
        ["ce", "trimestre", "la"], ["ce", "week", "end", "la"], ["la", "meme", "periode"], ["la", "meme", "annee"],
        ["la", "meme", "semaine"], ["le", "meme", "mois"], ["meme", "periode"], ["meme", "semaine"],
        ["meme", "mois"], ["meme", "annee"], ["ces", "dates", "la"], ["cette", "periode", "la"],
        ["same", "quarter"], ["same", "stretch"], ["same", "time"], ["same", "days"], ["same", "weekend"],
        ["that", "time"], ["those", "months"], ["those", "weeks"], ["a", "ce", "moment", "la"],
        ["ce", "moment", "la"],
    ]
    /// Before a period, words that keep it whole: "the whole of last week",
    /// "tout le mois de mars", "all of 2025"; before a bare unit, the current one ("all week", "toute la semaine").
    static let wholeOf: [[String]] = [
        ["the", "whole", "of"], ["the", "whole"], ["the", "entire"], ["all", "of"], ["all"], ["this", "whole"],
        ["this", "entire"], ["tout", "le"], ["toute", "la"],
        ["tout", "l"], ["toute", "l"], ["sur", "tout", "le"], ["sur", "toute", "la"], ["pendant", "tout", "le"],
        ["pendant", "toute", "la"],
        // "the rest of the week", "le reste de l'année": the current unit, as "the rest of this month" always was.
        ["the", "rest", "of", "the"], ["the", "rest", "of"], ["rest", "of", "the"], ["rest", "of"],
        ["the", "remainder", "of", "the"], ["the", "remainder", "of"], ["le", "reste", "de", "la"],
        ["le", "reste", "de", "l"], ["le", "reste", "du"], ["reste", "de", "la"], ["reste", "de", "l"],
        ["reste", "du"],
        ["le", "restant", "de", "la"], ["le", "restant", "de", "l"], ["le", "restant", "du"],
    ]
    /// "the same 3 months", "les mêmes trois mois": a count between these and a unit.
    static let samePrefix: [[String]] = [["the", "same"], ["les", "memes"], ["same"], ["memes"]]

    /// "the month before", "le mois d'avant": the unit before the previous turn's period.
    static let shiftBackAfter: [[String]] = [["before"], ["before", "that"], ["d", "avant"]]
    /// "3 days ago", "il y a 3 jours" ("ça fait trois mois" is a duration, not a date).
    static let agoBefore: [[String]] = [["il", "y", "a"]]
    /// After a count and its unit, back from today: "3 days ago", "two weeks back", "three days prior" (but "prior
    /// to" a day is before that day: `PeriodParser.ago(at:in:)` leaves it).
    static let agoAfter: Set<String> = ["ago", "back", "prior"]
    /// Today's day in another month or year: "on this day last year", "le même jour l'année dernière".
    static let sameDay: [[String]] = [
        ["this", "day"], ["the", "same", "day"], ["same", "day"], ["le", "meme", "jour"], ["meme", "jour"],
    ]
    /// After "N units ago": to this very day ("a year ago today", "il y a une semaine jour pour jour").
    static let toTheDay: [[String]] = [
        ["today"], ["to", "the", "day"], ["aujourd", "hui"], ["jour", "pour", "jour"],
    ]
    /// A named day counted from ("2 days before yesterday", "deux jours avant hier"): its offset from today, and
    /// its words ("aujourd'hui" is two).
    static let dayAnchors: [(words: [String], offset: Int)] =
        [
            (["today"], 0), (["yesterday"], -1), (["tomorrow"], 1), (["aujourd", "hui"], 0), (["aujourdhui"], 0),
            (["hier"], -1), (["demain"], 1),
        ] + textedDays.map { ([$0.texted], $0.offset) }
    /// Today, yesterday and tomorrow as people text them: their offset from today. They read as the words do,
    /// alone ("spent tdy"), after "the day before / after" and as a day counted from (`dayAnchors`).
    static let textedDays: [(texted: String, offset: Int)] = [
        ("tdy", 0), ("2day", 0), ("yday", -1), ("yest", -1), ("tmrw", 1), ("tmr", 1), ("2moro", 1), ("2morrow", 1),
    ]
    /// `textedDays` as fixed phrases: the day itself, and the day after tomorrow or before yesterday.
    static var textedDayPhrases: [(String, PeriodTemplate)] {
        textedDays.flatMap { d -> [(String, PeriodTemplate)] in
            let unit: Period = d.offset == 0 ? .current(.day) : d.offset < 0 ? .previous(.day) : .next(.day)
            var found: [(String, PeriodTemplate)] = [(d.texted, .fixed(unit))]
            if d.offset == 1 { found.append(("day after " + d.texted, .daysAgo(-2))) }
            if d.offset == -1 { found.append(("day before " + d.texted, .daysAgo(2))) }
            return found
        }
    }
    /// Counting days from a named day: back (-1) or on (+1).
    static let dayShifts: [String: Int] = ["before": -1, "after": 1, "avant": -1, "apres": 1]
    /// Between a unit and a period of that unit: "the month before March", "l'année suivant 2019".
    static let unitShifts: [String: Int] = dayShifts.merging(
        ["preceding": -1, "following": 1, "precedant": -1, "suivant": 1], uniquingKeysWith: { a, _ in a })
    /// The day next to a named one, before "of" ("the eve of", "la veille de", "le lendemain du"): its shift.
    static let nextDays: [String: Int] = ["eve": -1, "veille": -1, "lendemain": 1]

    // MARK: Connectors

    /// Words that open a range: "from … to", "between … and", "du … au", "d'avril à mai".
    static let rangeStarts: Set<String> = ["from", "between", "de", "du", "d", "entre"]
    /// Words that close one: "to", "through", "au", "à", "jusqu'au".
    static let rangeEnds: Set<String> = ["to", "till", "til", "until", "through", "thru", "a", "au", "jusqu"]
    /// A preposition before a span that the shorter reading at it would cut: "in 2007 to 2014" is no "in 2007",
    /// "on Jan 3 to Jan 9" no "on Jan 3", "pendant 2007 à 2014" no "pendant 2007".
    static let spanCues: Set<String> = [
        "in", "on", "during", "for", "over", "throughout", "across", "en", "pendant", "durant", "pour", "sur",
    ]
    /// A year's noun before its number at a span's end: "from the year 2007 to the year 2014", "de l'année 2007".
    static let yearNouns: Set<String> = ["year", "years", "annee", "annees"]
    /// "and" closes a range only after "between" / "entre".
    static let rangeAnds: Set<String> = ["and", "et"]
    /// "between", "entre": the openers that take "and".
    static let rangeBetweens: Set<String> = ["between", "entre"]
    /// "within 10 days", "d'ici deux semaines", "dans 3 jours": a window from today.
    static let forwardWindows: Set<String> = ["within", "ici", "sous", "dans"]
    /// "depuis trois mois", "sur une douzaine de mois", "over two years": a window up to today.
    static let rollingWindows: Set<String> = ["depuis", "sur", "over", "for"]
    /// Before a season word: "au printemps", "in summer", "pendant l'été".
    static let seasonOpeners: Set<String> = ["au", "en", "in", "during", "pendant", "durant"]
    /// "since June", "depuis juin"; "starting (from) March", "beginning March 2", "à partir de mars" ("the
    /// beginning of March" is its first days: `startOf`).
    static let since: Set<String> = ["since", "depuis"]
    static let startingFrom: [[String]] = [
        ["starting", "from"], ["starting", "in"], ["starting"], ["beginning", "from"], ["beginning"], ["commencing"],
        ["a", "partir", "de"], ["a", "partir", "du"],
        ["a", "partir", "d"], ["partir", "de"], ["partir", "du"], ["partir", "d"],
    ]
    /// "since the start of February", "depuis début février".
    static let startOf: [[String]] = [
        ["the", "start", "of"], ["the", "beginning", "of"], ["start", "of"], ["beginning", "of"], ["early"],
        ["debut"], ["debut", "de"], ["debut", "d"], ["le", "debut", "de"], ["le", "debut", "d"],
    ]
    /// "to now", "jusqu'à aujourd'hui": a range that is a `since`.
    static let now: [[String]] = [
        ["now"], ["today"], ["date"], ["maintenant"], ["aujourd", "hui"], ["present"], ["ce", "jour"],
    ]
    static let articles: Set<String> = ["the", "le", "la", "l", "les"]
    /// "of", "de", "d'", "du", "en", "in": between a part and its month or year.
    static let ofWords: Set<String> = ["of", "de", "d", "du", "en", "in"]
    /// "on the 3rd", "le 3": before a lone day.
    static let dayOpeners: Set<String> = ["on", "the", "le", "du", "au"]
    /// "of this month", "du mois", "de ce mois": after a day of the current month.
    static let currentMonthPhrases: [[String]] = [
        ["of", "this", "month"], ["of", "the", "month"], ["this", "month"], ["du", "mois"], ["de", "ce", "mois"],
        ["ce", "mois", "ci"], ["de", "ce", "mois", "ci"], ["ce", "mois"],
    ]

    // MARK: Years and amounts

    /// Before a number, these make it an amount, not a year: "more than 2000".
    static let amountCuesBefore: Set<String> = [
        "€", "$", "£", "than", "over", "under", "above", "below", "about", "around", "approx", "cost", "costs",
        "que", "plus", "moins", "environ", "exactly", "only", "just", "almost", "nearly", "least", "most", "max",
        "min", "budget",
    ]
    /// After a spending verb a year is a period ("what did I spend 2019"),
    /// unless what follows says where the amount went ("spent 2000 on rent").
    static let spendVerbs: Set<String> = ["spent", "spend", "paid", "pay", "depense", "paye", "claque"]
    static let amountObjects: Set<String> = ["on", "at", "for", "sur", "chez", "pour", "dans", "in", "en"]
    /// Before an ambiguous amount cue, these make it a question: "what about 2024?".
    static let notAmountBefore: Set<String> = ["what", "how"]
    /// Amount cues that leave a recent year a year: "what did I earn over 2025".
    static let softAmountCues: Set<String> = ["over", "about", "around", "under", "above", "below"]
    /// "a payment of 2000", "un virement de 2000": one payment's amount (a
    /// determiner, a singular noun, "of") — but "my payments of 2024", "les
    /// loyers de 2023", "j'ai dépensé de 2024 à 2025" are periods.
    static let amountOf: Set<String> = ["of", "de", "d"]
    static let amountDeterminers: Set<String> = [
        "a", "an", "one", "un", "une", "the", "le", "la", "l", "my", "mon", "ma", "this", "ce", "cette", "that",
    ]
    static let amountNouns: Set<String> = [
        "payment", "purchase", "transfer", "bill", "amount", "sum", "total", "loan", "virement", "achat",
        "paiement", "depense", "facture", "prelevement", "retrait", "cheque", "montant", "somme", "pret",
        "credit", "loyer", "salaire", "budget",
    ]
    /// Two-word amount cues: "plus de 2000", "moins de 1500".
    static let amountCuePairs: Set<String> = [
        "plus de", "moins de", "pres de", "autour de", "au moins", "more than", "less than",
    ]
    /// Currencies by name: after a number, in digits or in words, they make it money ("sixty dollars").
    static let currencyNames: Set<String> = [
        "euro", "euros", "eur", "dollars", "dollar", "usd", "bucks", "quid", "pounds", "balles", "balle",
    ]
    /// After a number, these make it an amount: "2024 euros", "2024€".
    static let amountCuesAfter: Set<String> = moneyAfter.union([
        "%", "times", "fois", "transactions", "payments", "paiements",
    ])
    /// After a number, these make it money: "20 euros", "20€", "20k".
    static let moneyAfter: Set<String> = currencyNames.union(["€", "$", "£", "e", "eu", "k", "cents", "centimes"])
    /// Before a year these make it a period: "in 2024", "en 2025".
    static let yearCues: Set<String> = [
        "in", "during", "for", "en", "pour", "of", "annee", "year", "durant", "courant", "over", "throughout",
        "across", "de", "du",
    ]

    // MARK: Comparisons

    /// Comparison cues: the period after them is the reference.
    static let comparisonCues: Set<String> = [
        "than", "vs", "versus", "v", "compared", "against", "que", "qu", "contre", "rapport", "compare",
        "comparaison", "relative", "comparativement", "with", "avec", "over",
    ]
    /// "January or February", "ce mois ou le mois dernier": two periods set side by side.
    static let alternatives: Set<String> = ["or", "ou"]
    /// Cues that compare only in a longer phrase ("compared with", "this month over last").
    static let weakComparisonCues: Set<String> = ["with", "avec", "over"]
    /// "compare March and April" names the subject first; these verbs mark the
    /// reference only with a link ("compare to March", "comparé à mars"). Before
    /// "X to Y" they make it two periods compared, not a range.
    static let compareVerbs: Set<String> = [
        "compare", "compared", "comparing", "comparer", "compares", "comparez",
    ]
    /// Little words allowed between a comparison cue and its period.
    static let comparisonLinks: Set<String> = [
        "the", "in", "to", "with", "at", "for", "on", "of", "au", "a", "en", "l", "le", "la", "les", "du", "de",
        "d", "aux", "pendant", "during", "what", "i", "did", "spent", "j", "ai", "avais", "had", "it", "was", "were",
        "they", "we", "do",
    ]
    /// "the difference between Monday and Friday": two days set side by side, not a span between them.
    static let differenceNouns: [[String]] = [["difference"], ["differences"], ["ecart"], ["evolution"]]
    /// "did my costs go up since last month": after a change verb, the period
    /// after "since" is the reference, not a start.
    static let changeVerbs: [[String]] = [
        ["go", "up"], ["gone", "up"], ["went", "up"], ["going", "up"], ["go", "down"], ["gone", "down"],
        ["went", "down"], ["going", "down"], ["increase"], ["increased"], ["risen"], ["rose"], ["grown"],
        ["decrease"], ["decreased"], ["fallen"], ["augmente"], ["augmentee"], ["augmentes"], ["augmentees"],
        ["baisse"], ["diminue"], ["diminuee"], ["grimpe"], ["explose"], ["evolue"],
    ]
    /// The links that let "compare" point at the reference, by language: "compare to March", "comparé à mars".
    static let compareLinksEnglish: Set<String> = ["to", "with"]
    static let compareLinksFrench: Set<String> = ["a", "au", "aux", "avec"]

    // MARK: Payday

    /// "since payday", "since my last paycheck", "depuis que la paie est
    /// tombée", "depuis le virement du salaire": `since` and a run of these
    /// words holding one pay noun.
    static let payNouns: Set<String> = [
        "payday", "paycheck", "paycheque", "salary", "wages", "pay", "paie", "paye", "salaire", "paies",
    ]
    /// "paid" is a pay noun after these ("since I got paid").
    static let paidAfter: Set<String> = ["got", "get", "was", "been", "were"]
    static let payPhraseWords: Set<String> = [
        "my", "last", "the", "i", "got", "get", "was", "been", "were", "received", "came", "come", "in", "landed",
        "hit", "day", "paid", "que", "la", "le", "ma", "mon", "derniere", "dernier", "j", "ai", "touche", "recu",
        "est", "tombe", "tombee", "arrive", "arrivee", "du", "de", "jour", "virement", "ve", "d", "ete", "eu",
    ]

    /// Verbs that close a pay clause: "depuis que la paie est tombée", "since my salary came in".
    static let payVerbs: Set<String> = [
        "est", "tombe", "tombee", "arrive", "arrivee", "came", "in", "landed", "hit", "verse", "versee",
    ]

    // MARK: Fixed phrases

    /// Phrases that need no combining.
    static let phrases: [(String, PeriodTemplate)] =
        [
            ("today", .fixed(.current(.day))), ("tonight", .none),
            ("this morning", .none), ("so far today", .fixed(.current(.day))),
            // Times of day are no period the contract can say (GUIDE §19): read, so no word of them is misread.
            ("this afternoon", .none), ("this evening", .none), ("cet apres midi", .none), ("ce midi", .none),
            ("at lunch", .none), ("a midi", .none),
            ("aujourd hui", .fixed(.current(.day))), ("ce matin", .none),
            ("ce soir", .none), ("ajd", .fixed(.current(.day))), ("auj", .fixed(.current(.day))),
            ("yesterday", .fixed(.previous(.day))), ("hier", .fixed(.previous(.day))),
            ("tomorrow", .fixed(.next(.day))), ("demain", .fixed(.next(.day))),
            ("aujourdhui", .fixed(.current(.day))), ("this very day", .fixed(.current(.day))),
            ("day after tomorrow", .daysAgo(-2)), ("apres demain", .daysAgo(-2)),
            ("day before yesterday", .daysAgo(2)), ("avant hier", .daysAgo(2)),
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
            ("since new year s day", .fixed(.current(.year))),
            ("since this time last year", .fixed(.trailing(1, .year))),
            ("depuis l an dernier a la meme epoque", .fixed(.trailing(1, .year))),
            ("the year before last", .yearsAgo(2)), ("l annee d avant", .none), ("as of today", .none),
            ("a ce jour", .none), ("jusqu a ce jour", .none), ("jamais", .fixed(.all)),
            // Sign-offs name no period: "bonne nuit, à demain", "see you next week".
            ("a demain", .none), ("see you tomorrow", .none), ("see you next week", .none),
            ("a la semaine prochaine", .none), ("bon week end", .none), ("bonne semaine", .none),
            ("have a nice weekend", .none), ("have a good weekend", .none), ("a lundi", .none),
            ("as of now", .none), ("right now", .none), ("to date", .none), ("currently", .none),
            ("end of this budget month", .fixed(.current(.month))),
            ("end of the budget month", .fixed(.current(.month))),
            ("rest of the month", .fixed(.current(.month))), ("rest of this month", .fixed(.current(.month))),
            ("remainder of the month", .fixed(.current(.month))), ("reste du mois", .fixed(.current(.month))),
            ("until the end of the month", .fixed(.current(.month))),
            ("till the end of the month", .fixed(.current(.month))),
            ("before the end of the month", .fixed(.current(.month))),
            ("when the month ends", .fixed(.current(.month))),
            ("month ends", .fixed(.current(.month))), ("d ici la fin du mois", .fixed(.current(.month))),
            ("jusqu a la fin du mois", .fixed(.current(.month))), ("finish the month", .fixed(.current(.month))),
            ("end the month", .fixed(.current(.month))), ("finir le mois", .fixed(.current(.month))),
            ("finis le mois", .fixed(.current(.month))), ("finit le mois", .fixed(.current(.month))),
            ("terminer le mois", .fixed(.current(.month))), ("termine le mois", .fixed(.current(.month))),
            ("boucler le mois", .fixed(.current(.month))), ("boucle le mois", .fixed(.current(.month))),
            ("my month", .fixed(.current(.month))), ("mon mois", .fixed(.current(.month))),
            ("my week", .fixed(.current(.week))), ("ma semaine", .fixed(.current(.week))),
            ("du mois", .fixed(.current(.month))), ("le mois en cours", .fixed(.current(.month))),
            // The unit a total is "for" or "over", or the unit the writer is in: the current one ("spending for
            // the month", "dépenses de la semaine", "the month we're in"), unless more words name another
            // (`PeriodParser.fixedPhrase(at:in:)`). Not "for the day": "a car I rented for the day last week".
            ("for the month", .fixed(.current(.month))), ("for the week", .fixed(.current(.week))),
            ("for the year", .fixed(.current(.year))),
            ("pour le mois", .fixed(.current(.month))), ("sur le mois", .fixed(.current(.month))),
            ("pour la semaine", .fixed(.current(.week))), ("sur la semaine", .fixed(.current(.week))),
            ("de la semaine", .fixed(.current(.week))), ("pour l annee", .fixed(.current(.year))),
            ("sur l annee", .fixed(.current(.year))), ("de l annee", .fixed(.current(.year))),
            ("de la journee", .fixed(.current(.day))),
            ("the month we re in", .fixed(.current(.month))), ("the month we are in", .fixed(.current(.month))),
            ("the week we re in", .fixed(.current(.week))), ("the week we are in", .fixed(.current(.week))),
            ("the year we re in", .fixed(.current(.year))), ("the year we are in", .fixed(.current(.year))),
            ("le mois ou on est", .fixed(.current(.month))), ("le mois ou nous sommes", .fixed(.current(.month))),
            ("la semaine ou on est", .fixed(.current(.week))), ("l annee ou on est", .fixed(.current(.year))),
            ("the month in progress", .fixed(.current(.month))), ("the week in progress", .fixed(.current(.week))),
            ("the year in progress", .fixed(.current(.year))), ("this very month", .fixed(.current(.month))),
            ("this very week", .fixed(.current(.week))), ("this very year", .fixed(.current(.year))),
            ("during the month", .fixed(.current(.month))),
            ("during the year", .fixed(.current(.year))), ("throughout the month", .fixed(.current(.month))),
            ("throughout the year", .fixed(.current(.year))), ("over the month", .fixed(.current(.month))),
            ("over the year", .fixed(.current(.year))), ("end of the year", .fixed(.current(.year))),
            ("end of the week", .fixed(.current(.week))), ("end of the day", .fixed(.current(.day))),
            ("end of day", .fixed(.current(.day))), ("pendant le mois", .fixed(.current(.month))),
            ("pendant l annee", .fixed(.current(.year))), ("durant l annee", .fixed(.current(.year))),
            ("au cours du mois", .fixed(.current(.month))), ("au cours de l annee", .fixed(.current(.year))),
            ("fin de l annee", .fixed(.current(.year))), ("fin de la semaine", .fixed(.current(.week))),
            ("mois en cours", .fixed(.current(.month))), ("l annee en cours", .fixed(.current(.year))),
            ("annee en cours", .fixed(.current(.year))), ("trimestre en cours", .fixed(.current(.quarter))),
            ("semaine en cours", .fixed(.current(.week))), ("current month", .fixed(.current(.month))),
            ("since i got the app", .fixed(.all)), ("since i ve had the app", .fixed(.all)),
            ("since i downloaded", .fixed(.all)), ("depuis que j ai l appli", .fixed(.all)),
            ("depuis que j utilise l appli", .fixed(.all)), ("depuis l appli", .fixed(.all)),
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
            ("sur un an", .fixed(.trailing(1, .year))), ("sur une annee", .fixed(.trailing(1, .year))),
            ("en un an", .fixed(.trailing(1, .year))),
        ] + textedDayPhrases
}

/// A fixed phrase's period; some depend on today.
enum PeriodTemplate: Sendable {
    case fixed(Period)
    /// The day N days before today ("the day before yesterday").
    case daysAgo(Int)
    /// A calendar year N years before today's.
    case yearsAgo(Int)
    /// Wording that fixes no interval ("right now", "as of today"): consumed, no period.
    case none
}

/// A meteorological season.
enum Season: Int, Sendable {
    /// The month each starts in.
    case spring = 3, summer = 6, autumn = 9, winter = 12
}

/// The day a holiday falls on in a year.
enum HolidayDate: Sendable {
    /// The same day every year: month, day.
    case fixed(Int, Int)
    /// Easter Sunday (Gregorian), plus so many days: Good Friday is -2, Whit Sunday 49.
    case easter(Int)
    /// The nth weekday (1 Monday … 7 Sunday) of a month (-1: the last), plus so many days: Thanksgiving is
    /// the fourth Thursday of November, Black Friday the day after.
    case weekdayOfMonth(Int, Int, Int, Int)
    /// France's Mothers' Day: the last Sunday of May, or the first of June when Whit Sunday takes that day.
    case frenchMothersDay

    func day(in year: Int) -> Day {
        switch self {
        case .fixed(let month, let day):
            // February 29 aside, no fixed holiday is impossible; a year without it takes the 28th.
            return Day(year: year, month: month, day: day) ?? Day(unchecked: year, month, 28)
        case .easter(let offset):
            // The anonymous Gregorian computus (Meeus/Jones/Butcher).
            let a = year % 19, b = year / 100, c = year % 100, d = b / 4, e = b % 4
            let f = (b + 8) / 25, g = (b - f + 1) / 3, h = (19 * a + b - d - g + 15) % 30
            let i = c / 4, k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = (a + 11 * h + 22 * l) / 451
            let month = (h + l - 7 * m + 114) / 31
            let day = (h + l - 7 * m + 114) % 31 + 1
            return Day(unchecked: year, month, day).adding(days: offset)
        case .weekdayOfMonth(let month, let weekday, let n, let offset):
            let first = Day(unchecked: year, month, 1)
            let firstMatch = first.adding(days: (weekday - first.weekday + 7) % 7)
            if n > 0 { return firstMatch.adding(days: 7 * (n - 1) + offset) }
            let last = Day(unchecked: year, month, Day.daysIn(month: month, year: year))
            return last.adding(days: -((last.weekday - weekday + 7) % 7) + offset)
        case .frenchMothersDay:
            let sunday = HolidayDate.weekdayOfMonth(5, 7, -1, 0).day(in: year)
            return sunday == HolidayDate.easter(49).day(in: year) ? sunday.adding(days: 7) : sunday
        }
    }
}
