import Testing

@testable import FinanceAssistant

// Dates as calendars write them (GUIDE §19), one table per family, English
// and French, in words written for these tests. Today is Wednesday 2026-03-18;
// the budget month starts on the 25th, but a day number names a calendar date.
enum CalendarDateTables {
    static let weekdayAndDate: [PeriodCase] = [
        PeriodCase("what did I spend on Friday, February 20th, 2026?", "day:2026-02-20"),
        PeriodCase("groceries on Thu 12 Feb", "day:2026-02-12"),
        PeriodCase("Monday the 2nd of March, anything at Lidl?", "day:2026-03-02"),
        PeriodCase("combien le vendredi 6 mars 2026 ?", "day:2026-03-06"),
        PeriodCase("le jeudi 5/03, j'ai payé quoi ?", "day:2026-03-05", locale: .fr),
        PeriodCase("sam. 7 févr. courses", "day:2026-02-07"),
    ]
    static let nthWeekday: [PeriodCase] = [
        PeriodCase("spending on the first Friday of March", "day:2026-03-06"),
        PeriodCase("the last Sunday of January", "day:2026-01-25"),
        PeriodCase("the 2nd Monday in February", "day:2026-02-09"),
        PeriodCase("the third Wednesday of March", "day:2026-03-18"),
        PeriodCase("the fourth Saturday of March", "day:2025-03-22"),
        PeriodCase("le deuxième jeudi de février", "day:2026-02-12"),
        PeriodCase("le dernier samedi de décembre 2025", "day:2025-12-27"),
        PeriodCase("the first Monday of next month", "day:2026-04-06"),
    ]
    static let dayOfMonth: [PeriodCase] = [
        PeriodCase("on the 8th day of January", "day:2026-01-08"),
        PeriodCase("the 4th of last month", "day:2026-02-04"),
        PeriodCase("the 20th of this month", "day:2026-03-20"),
        PeriodCase("anything due on the 2nd of next month?", "day:2026-04-02"),
        PeriodCase("le 15 du mois dernier", "day:2026-02-15"),
        PeriodCase("le 3 du mois prochain", "day:2026-04-03"),
        PeriodCase("the 30th of last month", "unspecified"),
    ]
    static let weekdayOfWeek: [PeriodCase] = [
        PeriodCase("Thursday of last week", "day:2026-03-12"),
        PeriodCase("Monday next week, any bills?", "day:2026-03-23"),
        PeriodCase("last week's Saturday", "day:2026-03-14"),
        PeriodCase("le mercredi de la semaine dernière", "day:2026-03-11"),
        PeriodCase("jeudi de la semaine prochaine", "day:2026-03-26"),
        PeriodCase("mardi de cette semaine", "day:2026-03-17"),
    ]
    static let lastAndNext: [PeriodCase] = [
        PeriodCase("next Tuesday, what goes out?", "day:2026-03-24"),
        PeriodCase("samedi prochain", "day:2026-03-21"),
        PeriodCase("last March 10th", "day:2026-03-10"),
        PeriodCase("le 2 avril prochain", "day:2026-04-02"),
        PeriodCase("le 20 mars dernier", "day:2025-03-20"),
    ]
    static let twoDigitYears: [PeriodCase] = [
        PeriodCase("in '23 what did I spend?", "year:2023"),
        PeriodCase("spending in Oct ’25", "month:2025-10"),
        PeriodCase("winter ’24 heating", "range:2024-12-01..2025-02-28"),
        PeriodCase("Q2 '25 total", "quarter:2025-Q2"),
        PeriodCase("le 04/02/26", "day:2026-02-04", locale: .fr),
    ]
    /// What the contract cannot say is no period, never a misreading.
    static let noPeriod: [PeriodCase] = [
        PeriodCase("what did I spend this morning?", "unspecified"),
        PeriodCase("j'ai payé combien ce soir ?", "unspecified"),
        PeriodCase("what goes out in 3 days?", "unspecified"),
        PeriodCase("ça part dans 5 jours ?", "unspecified"),
        // an amount is never a day: the month alone is read
        PeriodCase("how much did I spend on March 25 euros", "month:2026-03"),
    ]

    /// Spans of days joined by a dash, before their month or after a day's opener, and ends said in words (issue 24,
    /// round 4).
    static let daySpans: [PeriodCase] = [
        PeriodCase("spent on Aug 3-9?", "range:2025-08-03..2025-08-09"),
        PeriodCase("how much 2-6 February", "range:2026-02-02..2026-02-06"),
        PeriodCase("j'ai dépensé combien les 4-8 février ?", "range:2026-02-04..2026-02-08"),
        PeriodCase("du quatre au 9 février", "range:2026-02-04..2026-02-09"),
        PeriodCase("entre le 2 et le dix-sept, combien ?", "range:2026-03-02..2026-03-17"),
        PeriodCase("mes dépenses du 5 - 9 oct. 2024", "range:2024-10-05..2024-10-09"),
        // a relative month after the second day holds both
        PeriodCase("from the 2nd to the 6th of last month", "range:2026-02-02..2026-02-06"),
        PeriodCase("du 3 au 7 du mois prochain", "range:2026-04-03..2026-04-07"),
        PeriodCase("du 1er au 10 de ce mois", "range:2026-03-01..2026-03-10"),
        // a weekday opening an end says nothing more; alone, "from" that date is the day
        PeriodCase("du mardi 3 au jeudi 5 février", "range:2026-02-03..2026-02-05"),
        PeriodCase("from Monday the 9th to Friday the 13th of February", "range:2026-02-09..2026-02-13"),
        PeriodCase("the Lidl receipt from Thursday 5 February", "day:2026-02-05"),
    ]
    /// A span between two days that other productions name: weekdays keep to one week.
    static let spansBetweenDays: [PeriodCase] = [
        PeriodCase("spent from Monday to Wednesday?", "range:2026-03-16..2026-03-18"),
        PeriodCase("groceries from Wednesday to Friday", "range:2026-03-11..2026-03-13"),
        PeriodCase("between last Monday and last Friday", "range:2026-03-09..2026-03-13"),
        PeriodCase("from last Friday through Sunday", "range:2026-03-13..2026-03-15"),
        PeriodCase("from March 3 to yesterday", "range:2026-03-03..2026-03-17"),
        PeriodCase("from 3 days ago until now", "since:2026-03-15"),
        PeriodCase("from Christmas to New Year's Day", "range:2025-12-25..2026-01-01"),
        PeriodCase("du lundi au mercredi", "range:2026-03-16..2026-03-18"),
        PeriodCase("entre lundi dernier et hier", "range:2026-03-16..2026-03-17"),
        PeriodCase("de vendredi jusqu'à aujourd'hui", "since:2026-03-13"),
        // two days compared, not a span: after a change verb the second is the one asked about
        PeriodCase("did it go up from Monday to Tuesday?", "day:2026-03-17", vs: "day:2026-03-16"),
        PeriodCase("did my spending go up from January to March?", "month:2026-03", vs: "month:2026-01"),
        PeriodCase("the difference between Monday and Tuesday", "day:2026-03-16", vs: "day:2026-03-17"),
        // a range word closing the message opens nothing
        PeriodCase("how much did I spend last week and from", "previous:week"),
        PeriodCase("combien du", "unspecified"),
    ]
    /// A day said in words or after "the" beside its month, a year closing it, a month's last day, the Nth day.
    static let daysOfMonths: [PeriodCase] = [
        PeriodCase("what did I spend on january the 9th", "day:2026-01-09"),
        PeriodCase("spent on february ninth 2025", "day:2025-02-09"),
        PeriodCase("spent on June 3, 2024", "day:2024-06-03"),
        PeriodCase("spent on june 3 2024", "day:2024-06-03"),
        PeriodCase("spent on 3 June 24", "day:2024-06-03"),
        PeriodCase("how much did I spend June 3 24", "day:2024-06-03"),
        PeriodCase("the last day of January", "day:2026-01-31"),
        PeriodCase("le dernier jour de février 2024", "day:2024-02-29"),
        PeriodCase("the last day of last month", "day:2026-02-28"),
        PeriodCase("le 2e jour de janvier", "day:2026-01-02"),
        PeriodCase("how much on the 9?", "day:2026-03-09"),
    ]
    /// Units and days as people shorten or place them: "qtr", "season", "wkend", "fri", "après-demain", the
    /// Nth weekday or weekend of a month.
    static let shortAndPlaced: [PeriodCase] = [
        PeriodCase("this qtr so far", "current:quarter"),
        PeriodCase("the 2nd qtr of 2024", "quarter:2024-Q2"),
        PeriodCase("what goes out next season?", "range:2026-06-01..2026-08-31"),
        PeriodCase("la saison dernière", "range:2025-12-01..2026-02-28"),
        PeriodCase("the last weekend of January", "range:2026-01-31..2026-02-01"),
        PeriodCase("le premier week-end de février", "range:2026-02-07..2026-02-08"),
        PeriodCase("the second wkend of March", "range:2026-03-14..2026-03-15"),
        PeriodCase("qu'est-ce qui part après-demain ?", "day:2026-03-20"),
        PeriodCase("anything due the day after tomorrow?", "day:2026-03-20"),
        PeriodCase("les 3 dernier mois", "trailing:3:month"),
        PeriodCase("the first Tuesday of the month", "day:2026-03-03"),
        PeriodCase("le dernier samedi du mois", "day:2026-03-28"),
        PeriodCase("spent on fri", "day:2026-03-13"),
        PeriodCase("on thurs. how much", "day:2026-03-12"),
        // no period: a word that is also a weekday's short form, away from "on"; a season's word with nothing to place it
        PeriodCase("I sat on the bus, how much on transport?", "unspecified"),
        // "all week" is this week since 2.18.41; "sat" is still no Saturday
        PeriodCase("I sat on the bus all week, how much on transport?", "current:week"),
        PeriodCase("the season finale cost me how much", "unspecified"),
    ]
    /// A half named by its side or by six months with its year; a period's start up to now (2.18.3).
    static let halvesAndStartsUpToNow: [PeriodCase] = [
        PeriodCase("during the latter half of 2025", "half:2025-H2"),
        PeriodCase("in the first six months of 2025", "half:2025-H1"),
        PeriodCase("in the last 6 months of 2024", "half:2024-H2"),
        PeriodCase("les six premiers mois de 2025", "half:2025-H1"),
        // without its year, the last six months are a trailing window
        PeriodCase("in the last six months", "trailing:6:month"),
        PeriodCase("since the start of 2025", "since:2025-01-01"),
        PeriodCase("since the beginning of last year", "since:2025-01-01"),
        PeriodCase("depuis le début de 2025", "since:2025-01-01"),
        PeriodCase("between January 2025 and now", "since:2025-01-01"),
        PeriodCase("from the start of February until today", "since:2026-02-01"),
        PeriodCase("from last June until now", "since:2025-06-01"),
        PeriodCase("entre janvier 2025 et aujourd'hui", "since:2025-01-01"),
        // today's own year, started, is still this year
        PeriodCase("since the start of the year", "current:year"),
        // a year's last quarter or half, a quarter by its number, with their year; alone, the one before now
        PeriodCase("in the last quarter of 2025", "quarter:2025-Q4"),
        PeriodCase("au dernier trimestre 2024", "quarter:2024-Q4"),
        PeriodCase("in quarter 3 of 2025", "quarter:2025-Q3"),
        PeriodCase("au semestre 2 de 2025", "half:2025-H2"),
        PeriodCase("in the last quarter", "previous:quarter"),
        PeriodCase("I paid a quarter 2 times", "unspecified"),
        // the year first, then its quarter or half
        PeriodCase("in 2025 Q2", "quarter:2025-Q2"),
        PeriodCase("en 2024 T3", "quarter:2024-Q3"),
        PeriodCase("during 2025-H1", "half:2025-H1"),
        PeriodCase("en 2024 S2", "half:2024-H2"),
        // a year alone at one end of a span is all of it; "since" opens a span that names its end
        PeriodCase("from 2019 through June 2021", "range:2019-01-01..2021-06-30"),
        PeriodCase("from June 2024 to 2025", "range:2024-06-01..2025-12-31"),
        PeriodCase("entre 2023 et mars 2025", "range:2023-01-01..2025-03-31"),
        PeriodCase("depuis le 3 jusqu'au 9 mars", "range:2026-03-03..2026-03-09"),
        PeriodCase("since March 2 until March 6", "range:2026-03-02..2026-03-06"),
        PeriodCase("depuis le 3 mars", "since:2026-03-03"),
        PeriodCase("since 2025-08-01", "since:2025-08-01"),
        PeriodCase("spent on 2025-09-01", "day:2025-09-01"),
        // the week from the day it starts on; "the week of" is that day's Monday-to-Sunday week
        PeriodCase("the week starting 4 March", "range:2026-03-04..2026-03-10"),
        PeriodCase("la semaine commençant le 4 mars", "range:2026-03-04..2026-03-10"),
        PeriodCase("in the week beginning on March 2nd", "range:2026-03-02..2026-03-08"),
        // ISO with dots; "prior" and "preceding" as "past"; "couple of" as two
        PeriodCase("spent on 2025.06.14", "day:2025-06-14"),
        PeriodCase("in the prior 3 months", "trailing:3:month"),
        PeriodCase("over the preceding 30 days", "trailing:30:day"),
        PeriodCase("in the last couple of weeks", "trailing:2:week"),
    ]

    /// Decades, and holidays whose day moves with the year (2.18.4). Today is Wednesday 2026-03-18: Easter 2026
    /// (5 April) is still to come, so "at Easter" is 20 April 2025.
    static let decadesAndHolidays: [PeriodCase] = [
        PeriodCase("in the 1990s", "range:1990-01-01..1999-12-31"),
        PeriodCase("back in the '80s", "range:1980-01-01..1989-12-31"),
        PeriodCase("in the 90's", "range:1990-01-01..1999-12-31"),
        PeriodCase("during the nineties", "range:1990-01-01..1999-12-31"),
        PeriodCase("in the twenties", "range:2020-01-01..2029-12-31"),
        PeriodCase("in the 2010s", "range:2010-01-01..2019-12-31"),
        PeriodCase("dans les années 90", "range:1990-01-01..1999-12-31"),
        PeriodCase("dans les années 2000", "range:2000-01-01..2009-12-31"),
        PeriodCase("dans les années soixante-dix", "range:1970-01-01..1979-12-31"),
        PeriodCase("this decade", "range:2020-01-01..2029-12-31"),
        PeriodCase("cette décennie", "range:2020-01-01..2029-12-31"),
        PeriodCase("in the last decade", "range:2010-01-01..2019-12-31"),
        PeriodCase("pendant la décennie précédente", "range:2010-01-01..2019-12-31"),
        PeriodCase("over the past decade", "trailing:10:year"),
        PeriodCase("over the past two decades", "trailing:20:year"),
        // a life, not a calendar
        PeriodCase("in my twenties", "unspecified"),
        PeriodCase("at Easter", "day:2025-04-20"),
        PeriodCase("on Easter 2026", "day:2026-04-05"),
        PeriodCase("on Good Friday 2025", "day:2025-04-18"),
        PeriodCase("le lundi de Pâques", "day:2025-04-21"),
        PeriodCase("à Pâques 2024", "day:2024-03-31", locale: .fr),
        PeriodCase("on Thanksgiving", "day:2025-11-27"),
        PeriodCase("on Black Friday 2024", "day:2024-11-29"),
        PeriodCase("on Memorial Day", "day:2025-05-26"),
        PeriodCase("on Labor Day", "day:2025-09-01"),
        PeriodCase("à la Toussaint", "day:2025-11-01", locale: .fr),
        PeriodCase("on Boxing Day", "day:2025-12-26"),
        PeriodCase("on a Christmas tree", "unspecified"),
        // so many days from a named day; one after today is a forward offset, no period (2.18.5)
        PeriodCase("2 days before yesterday", "day:2026-03-15"),
        PeriodCase("three days before today", "day:2026-03-15"),
        PeriodCase("deux jours avant hier", "day:2026-03-15"),
        PeriodCase("3 jours avant aujourd'hui", "day:2026-03-15"),
        PeriodCase("4 days before tomorrow", "day:2026-03-15"),
        PeriodCase("3 days after tomorrow", "unspecified"),
    ]

    /// Spans behind a preposition, of years named by their noun, of quarters, of two weekdays; the Nth week of a
    /// relative month or of a year (2.18.13). Today is Wednesday 2026-03-18.
    static let spansAndWeeksOfYears: [PeriodCase] = [
        PeriodCase("in 2007 to 2014", "range:2007-01-01..2014-12-31"),
        PeriodCase("for 2019 to 2021", "range:2019-01-01..2021-12-31"),
        PeriodCase("en 2007 à 2014", "range:2007-01-01..2014-12-31"),
        PeriodCase("on Jan 3 to Jan 9", "range:2026-01-03..2026-01-09"),
        PeriodCase("between the years 2007 and 2014", "range:2007-01-01..2014-12-31"),
        PeriodCase("de l'année 2007 à l'année 2014", "range:2007-01-01..2014-12-31"),
        PeriodCase("from 2007 up to 2014", "range:2007-01-01..2014-12-31"),
        // a year spent on something is no span: "compare 2024 to 2025" stays two periods
        PeriodCase("in 2024 on groceries", "year:2024"),
        PeriodCase("from Q1 to Q3 2017", "range:2017-01-01..2017-09-30"),
        PeriodCase("Q1-Q3 2017", "range:2017-01-01..2017-09-30"),
        PeriodCase("from the first to the third quarter", "range:2026-01-01..2026-09-30"),
        PeriodCase("from Q2 to Q4", "range:2025-04-01..2025-12-31"),
        PeriodCase("from Q4 2024 to Q1 2025", "range:2024-10-01..2025-03-31"),
        PeriodCase("du premier au troisième trimestre 2017", "range:2017-01-01..2017-09-30"),
        PeriodCase("du T1 2017 au T3 2017", "range:2017-01-01..2017-09-30"),
        PeriodCase("from the first to the third", "range:2026-03-01..2026-03-03"),
        PeriodCase("Monday through Wednesday", "range:2026-03-16..2026-03-18"),
        PeriodCase("lundi au mercredi", "range:2026-03-16..2026-03-18"),
        PeriodCase("the third week of this month", "range:2026-03-15..2026-03-21"),
        PeriodCase("the second week of last month", "range:2026-02-08..2026-02-14"),
        PeriodCase("la troisième semaine de ce mois", "range:2026-03-15..2026-03-21"),
        PeriodCase("the final week of December", "range:2025-12-25..2025-12-31"),
        // a year's weeks are its ISO weeks: week 1 holds 4 January
        PeriodCase("the first week of 2026", "range:2025-12-29..2026-01-04"),
        PeriodCase("in the 10th week of 2026", "range:2026-03-02..2026-03-08"),
        PeriodCase("the last week of 2020", "range:2020-12-28..2021-01-03"),
        PeriodCase("la dernière semaine de l'année dernière", "range:2025-12-22..2025-12-28"),
        PeriodCase("the 54th week of 2026", "unspecified"),
    ]

    /// Holidays the calendars of the US, the UK, Canada and France mark, placed by a year or by last / this /
    /// next without an opener, their weekends; sums of units ago, to the very day (2.18.14). Today is Wednesday
    /// 2026-03-18.
    static let holidaysAndDaysBack: [PeriodCase] = [
        PeriodCase("on Mother's Day", "day:2025-05-11"),
        PeriodCase("on Father's Day 2025", "day:2025-06-15"),
        PeriodCase("on MLK day", "day:2026-01-19"),
        PeriodCase("on Columbus Day", "day:2025-10-13"),
        PeriodCase("on Cyber Monday", "day:2025-12-01"),
        PeriodCase("on Ash Wednesday", "day:2026-02-18"),
        PeriodCase("on Juneteenth", "day:2025-06-19"),
        PeriodCase("on New Year's Eve", "day:2025-12-31"),
        PeriodCase("pour la fête des mères 2023", "day:2023-06-04"),
        PeriodCase("à la fête des mères 2025", "day:2025-05-25", locale: .fr),
        PeriodCase("aux Rameaux", "day:2025-04-13", locale: .fr),
        PeriodCase("à la Pentecôte", "day:2025-06-08", locale: .fr),
        PeriodCase("à la Saint-Jean", "day:2025-06-24", locale: .fr),
        PeriodCase("Easter 2015", "day:2015-04-05"),
        PeriodCase("Christmas last year", "day:2025-12-25"),
        PeriodCase("Noël 2024", "day:2024-12-25"),
        PeriodCase("last Christmas", "day:2025-12-25"),
        PeriodCase("this Christmas", "day:2026-12-25"),
        PeriodCase("next Easter", "day:2026-04-05"),
        PeriodCase("à Noël dernier", "day:2025-12-25", locale: .fr),
        PeriodCase("Christmas shopping", "unspecified"),
        PeriodCase("Labor Day weekend 2021", "range:2021-09-04..2021-09-06"),
        PeriodCase("over Thanksgiving weekend", "range:2025-11-27..2025-11-30"),
        PeriodCase("le week-end de la Toussaint 2025", "range:2025-11-01..2025-11-02"),
        PeriodCase("1 month and 5 days ago", "day:2026-02-13"),
        PeriodCase("il y a un mois et cinq jours", "day:2026-02-13"),
        PeriodCase("a year ago today", "day:2025-03-18"),
        PeriodCase("il y a une semaine jour pour jour", "day:2026-03-11"),
        PeriodCase("a month ago", "month:2026-02"),
        PeriodCase("on this day last year", "day:2025-03-18"),
        PeriodCase("le même jour l'année dernière", "day:2025-03-18"),
        // a weekday and a day's number: the latest such day that falls on it
        PeriodCase("on Saturday the 7th", "day:2026-03-07"),
        PeriodCase("on Sat 9th", "day:2025-08-09"),
        PeriodCase("le samedi 7", "day:2026-03-07"),
        PeriodCase("on Saturday 10 euros", "day:2026-03-14"),
        // the year first, after a preposition; a year with its noun; a month so many years ago (2.18.15)
        PeriodCase("on 2020 August 12", "day:2020-08-12"),
        PeriodCase("in 2020 August", "month:2020-08"),
        PeriodCase("on August 12th of the year 2020", "day:2020-08-12"),
        PeriodCase("le 12 août de l'an 2020", "day:2020-08-12"),
        PeriodCase("in April two years ago", "month:2024-04"),
        PeriodCase("en avril il y a deux ans", "month:2024-04"),
        PeriodCase("spent 2020 in August", "month:2025-08"),
    ]

    /// Spans that end or start today, weekday spans of a relative week, a span's year after its days, old and
    /// two-digit years beside a date (2.18.16). Today is Wednesday 2026-03-18.
    static let spansFromTodayAndOldYears: [PeriodCase] = [
        PeriodCase("between Jan 22 and now", "since:2026-01-22"),
        PeriodCase("January 22 through today", "since:2026-01-22"),
        PeriodCase("entre le 22 janvier et maintenant", "since:2026-01-22", locale: .fr),
        // from today the span runs forward, to the first such day
        PeriodCase("from today to November 15", "range:2026-03-18..2026-11-15"),
        PeriodCase("from now until the 2nd", "range:2026-03-18..2026-04-02"),
        PeriodCase("between now and Friday", "range:2026-03-18..2026-03-20"),
        PeriodCase("d'aujourd'hui au 15 novembre", "range:2026-03-18..2026-11-15", locale: .fr),
        PeriodCase("entre maintenant et le 21 mai", "range:2026-03-18..2026-05-21", locale: .fr),
        PeriodCase("from today to November 15, 2025", "unspecified"),
        // weekdays keep to the relative week beside them
        PeriodCase("from Thursday to Saturday next week", "range:2026-03-26..2026-03-28"),
        PeriodCase("Wednesday through Friday of next week", "range:2026-03-25..2026-03-27"),
        PeriodCase("next week from Wednesday to Friday", "range:2026-03-25..2026-03-27"),
        PeriodCase("this week from Monday to Wednesday", "range:2026-03-16..2026-03-18"),
        PeriodCase("la semaine prochaine du jeudi au samedi", "range:2026-03-26..2026-03-28"),
        PeriodCase("de jeudi à samedi la semaine prochaine", "range:2026-03-26..2026-03-28"),
        PeriodCase("from Friday to Sunday last week", "range:2026-03-13..2026-03-15"),
        // a year after a span of days in one month
        PeriodCase("Feb 2-7, 2018", "range:2018-02-02..2018-02-07"),
        PeriodCase("May 1 - 7 2020", "range:2020-05-01..2020-05-07"),
        PeriodCase("May 1-7 2020 euros", "range:2025-05-01..2025-05-07"),
        // a year beside a day and its month may be old; alone it is 1990-2100
        PeriodCase("on September 21, 1978", "day:1978-09-21"),
        PeriodCase("le 21/09/1901", "day:1901-09-21", locale: .fr),
        PeriodCase("in 1987", "unspecified"),
        // two digits pivot as strptime does
        PeriodCase("on 9/21/78", "day:1978-09-21"),
        PeriodCase("in '78", "year:1978"),
        PeriodCase("on 3/4/68", "day:2068-03-04"),
    ]

    /// Two units ahead, the coming weekend, a calendar unit beside the budget month (2.18.17). Today is
    /// Wednesday 2026-03-18; the budget month starts on the 25th.
    static let aheadAndCalendarUnits: [PeriodCase] = [
        PeriodCase("the week after next", "range:2026-03-30..2026-04-05"),
        PeriodCase("the month after next", "month:2026-05"),
        PeriodCase("the year after next", "year:2028"),
        PeriodCase("la semaine après la prochaine", "range:2026-03-30..2026-04-05", locale: .fr),
        PeriodCase("the weekend after next", "range:2026-04-04..2026-04-05"),
        PeriodCase("the coming weekend", "range:2026-03-21..2026-03-22"),
        PeriodCase("this upcoming weekend", "range:2026-03-21..2026-03-22"),
        PeriodCase("le week-end qui vient", "range:2026-03-21..2026-03-22", locale: .fr),
        PeriodCase("le week-end à venir", "range:2026-03-21..2026-03-22", locale: .fr),
        // on a Saturday the coming weekend is next week's
        PeriodCase("the coming weekend", "range:2026-03-28..2026-03-29", today: "2026-03-21"),
        // "next weekend" could be either (v3 GUIDE): no period
        PeriodCase("next weekend", "unspecified"),
        PeriodCase("this month", "range:2026-02-25..2026-03-24"),
        PeriodCase("this calendar month", "month:2026-03"),
        PeriodCase("last calendar month", "month:2026-02"),
        PeriodCase("next calendar month", "month:2026-04"),
        PeriodCase("last calendar year", "year:2025"),
        PeriodCase("le mois civil dernier", "month:2026-02", locale: .fr),
        PeriodCase("ce mois civil", "month:2026-03", locale: .fr),
        PeriodCase("l'année civile prochaine", "year:2027", locale: .fr),
    ]

    /// More named days of the US, UK, Canadian and French calendars; days as people text them; so many units
    /// back (2.18.19). Today is Wednesday 2026-03-18.
    static let namedAndTextedDays: [PeriodCase] = [
        PeriodCase("on International Women's Day", "day:2026-03-08"),
        PeriodCase("on Victoria Day", "day:2025-05-19"),
        PeriodCase("on Grandparents Day", "day:2025-09-07"),
        PeriodCase("on Family Day", "day:2026-02-16"),
        PeriodCase("on Burns Night", "day:2026-01-25"),
        PeriodCase("à la fête des grands-mères", "day:2026-03-01", locale: .fr),
        PeriodCase("le jour de la victoire", "day:2025-05-08", locale: .fr),
        PeriodCase("à la fête de la reine 2024", "day:2024-05-20", locale: .fr),
        PeriodCase("spent tdy", "current:day"),
        PeriodCase("yday at Lidl", "previous:day"),
        PeriodCase("what goes out tmrw", "next:day"),
        PeriodCase("dépensé aujourdhui", "current:day", locale: .fr),
        PeriodCase("on this very day", "current:day"),
        PeriodCase("3 days back", "day:2026-03-15"),
        PeriodCase("two weeks back", "range:2026-03-02..2026-03-08"),
        PeriodCase("I got 20 euros back", "unspecified"),
        PeriodCase("the day after tmrw", "day:2026-03-20"),
        PeriodCase("2 days before yday", "day:2026-03-15"),
        // a forward offset from today is no period, not the anchor's day
        PeriodCase("3 weeks from tomorrow", "unspecified"),
        PeriodCase("a week from today", "unspecified"),
        PeriodCase("two months from now", "unspecified"),
        // a quarter ahead is the calendar one, as "the last quarter" is; the year's ordinal quarter (2.18.20)
        PeriodCase("in the next quarter", "quarter:2026-Q2"),
        PeriodCase("the coming quarter", "quarter:2026-Q2"),
        PeriodCase("in the next month", "coming:1:month"),
        PeriodCase("in 2016's third quarter", "quarter:2016-Q3"),
        PeriodCase("the 2016 third quarter", "quarter:2016-Q3"),
    ]

    /// Parts of a month or a year, both ends named; weekdays two away (2.18.21). Today is Wednesday 2026-03-18.
    static let partsAndWeekdaysTwoAway: [PeriodCase] = [
        PeriodCase("in the first half of February", "range:2026-02-01..2026-02-15"),
        PeriodCase("the second half of last month", "range:2026-02-16..2026-02-28"),
        PeriodCase("the latter half of January 2025", "range:2025-01-16..2025-01-31"),
        PeriodCase("la première quinzaine de février", "range:2026-02-01..2026-02-15", locale: .fr),
        PeriodCase("la seconde quinzaine du mois dernier", "range:2026-02-16..2026-02-28", locale: .fr),
        PeriodCase("la deuxième moitié de janvier", "range:2026-01-16..2026-01-31", locale: .fr),
        PeriodCase("the first 10 days of March", "range:2026-03-01..2026-03-10"),
        PeriodCase("in the last two weeks of January", "range:2026-01-18..2026-01-31"),
        PeriodCase("the last 3 days of last month", "range:2026-02-26..2026-02-28"),
        PeriodCase("the last 2 days in January", "range:2026-01-30..2026-01-31"),
        PeriodCase("les 15 premiers jours du mois dernier", "range:2026-02-01..2026-02-15", locale: .fr),
        PeriodCase("les deux dernières semaines de janvier", "range:2026-01-18..2026-01-31", locale: .fr),
        PeriodCase("the last 3 months of 2025", "range:2025-10-01..2025-12-31"),
        PeriodCase("the first 2 quarters of 2025", "range:2025-01-01..2025-06-30"),
        PeriodCase("les 3 premiers mois de 2025", "range:2025-01-01..2025-03-31", locale: .fr),
        // a year's weeks are its ISO weeks (2.18.24), a month's its days
        PeriodCase("the first two weeks of 2021", "range:2021-01-04..2021-01-17"),
        PeriodCase("the last 3 weeks of 2019", "range:2019-12-09..2019-12-29"),
        PeriodCase("les deux premières semaines de 2021", "range:2021-01-04..2021-01-17", locale: .fr),
        // six months of a year stay the half; without a whole after them, a count is a rolling window
        PeriodCase("the first six months of 2025", "half:2025-H1"),
        PeriodCase("the last 10 days", "trailing:10:day"),
        PeriodCase("the last 2 weeks of spending", "trailing:2:week"),
        PeriodCase("the first half of 2025", "half:2025-H1"),
        PeriodCase("the Friday before last", "day:2026-03-06"),
        PeriodCase("the Tuesday before last", "day:2026-03-10"),
        PeriodCase("l'avant-dernier vendredi", "day:2026-03-06", locale: .fr),
        PeriodCase("le vendredi d'avant le dernier", "day:2026-03-06", locale: .fr),
        PeriodCase("the Friday after next", "day:2026-03-27"),
    ]

    /// So many days from a named day (2.18.22). Today is Wednesday 2026-03-18.
    static let daysFromNamedDays: [PeriodCase] = [
        PeriodCase("the day before Christmas", "day:2025-12-24"),
        PeriodCase("the day after Christmas 2024", "day:2024-12-26"),
        PeriodCase("2 days after Christmas last year", "day:2025-12-27"),
        PeriodCase("the day before Thanksgiving", "day:2025-11-26"),
        PeriodCase("3 days after Easter", "day:2025-04-23"),
        PeriodCase("two weeks before Christmas", "day:2025-12-11"),
        PeriodCase("the day after last Friday", "day:2026-03-14"),
        PeriodCase("2 days before March 3", "day:2026-03-01"),
        PeriodCase("the day before the 5th", "day:2026-03-04"),
        PeriodCase("la veille du 14 juillet", "day:2025-07-13", locale: .fr),
        PeriodCase("le lendemain de la Saint-Valentin", "day:2026-02-15", locale: .fr),
        PeriodCase("la veille du jour de l'an", "day:2025-12-31", locale: .fr),
        PeriodCase("deux jours après Noël", "day:2025-12-27", locale: .fr),
        PeriodCase("3 jours après le 1er mars", "day:2026-03-04", locale: .fr),
        // a count from a day is after it (2.18.24)
        PeriodCase("16 days from March 1", "day:2026-03-17"),
        PeriodCase("two weeks from last Friday", "unspecified"),
        PeriodCase("on September 13th of 1972", "day:1972-09-13"),
        PeriodCase("le 13 septembre de 1972", "day:1972-09-13", locale: .fr),
        // after today: a forward offset, no period; from today, yesterday or tomorrow: the day as before
        PeriodCase("the day after next Friday", "unspecified"),
        PeriodCase("the day after tomorrow", "day:2026-03-20"),
        PeriodCase("2 days before yesterday", "day:2026-03-15"),
        // no named day after the shift: no period
        PeriodCase("the day after my birthday", "unspecified"),
        PeriodCase("a week after payday", "unspecified"),
        PeriodCase("on the eve of the election", "unspecified"),
    ]

    /// Thirds of a month: days 1–10, 11–20, 21 to the end (2.18.23). Today is Wednesday 2026-03-18.
    static let thirdsOfMonths: [PeriodCase] = [
        PeriodCase("early last month", "range:2026-02-01..2026-02-10"),
        PeriodCase("the beginning of March 2025", "range:2025-03-01..2025-03-10"),
        PeriodCase("mid-February", "range:2026-02-11..2026-02-20"),
        PeriodCase("in the middle of last month", "range:2026-02-11..2026-02-20"),
        PeriodCase("in late February", "range:2026-02-21..2026-02-28"),
        PeriodCase("late last month", "range:2026-02-21..2026-02-28"),
        PeriodCase("début février", "range:2026-02-01..2026-02-10", locale: .fr),
        PeriodCase("à la mi-février", "range:2026-02-11..2026-02-20", locale: .fr),
        PeriodCase("au milieu du mois dernier", "range:2026-02-11..2026-02-20", locale: .fr),
        PeriodCase("since mid-January", "since:2026-01-11"),
        PeriodCase("depuis la mi-janvier", "since:2026-01-11", locale: .fr),
        // a month's end is the month's, as of its end (a balance then); this month's end asks a forecast; a span's
        // first end stays the span's
        PeriodCase("balance at the end of February", "month:2026-02"),
        PeriodCase("mon solde fin janvier", "month:2026-01", locale: .fr),
        PeriodCase("à la fin du mois", "current:month", locale: .fr),
        PeriodCase("at the end of this month", "current:month"),
        PeriodCase("from the start of February to now", "since:2026-02-01"),
        PeriodCase("since the start of March", "since:2026-03-01"),
    ]

    /// This unit a year back; a year's weeks and months without its number (2.18.25). Today is Wednesday 2026-03-18.
    static let thisUnitLastYear: [PeriodCase] = [
        PeriodCase("this month last year", "month:2025-03"),
        PeriodCase("this week last year", "range:2025-03-17..2025-03-23"),
        PeriodCase("this quarter last year", "quarter:2025-Q1"),
        PeriodCase("ce mois-ci l'an dernier", "month:2025-03", locale: .fr),
        PeriodCase("cette semaine l'année dernière", "range:2025-03-17..2025-03-23", locale: .fr),
        PeriodCase("the first week of the year", "range:2025-12-29..2026-01-04"),
        PeriodCase("the 10th week of the year", "range:2026-03-02..2026-03-08"),
        PeriodCase("la dernière semaine de l'année", "range:2026-12-28..2027-01-03", locale: .fr),
        // near misses: a comparison with last year, and "this month" alone
        PeriodCase("this month", "range:2026-02-25..2026-03-24"),
        PeriodCase("this year", "year:2026"),
    ]

    /// A period and its start on (2.18.26). Today is Wednesday 2026-03-18.
    static let openEnded: [PeriodCase] = [
        PeriodCase("2016 onwards", "since:2016-01-01"),
        PeriodCase("from March onwards", "since:2026-03-01"),
        PeriodCase("2016 or later", "since:2016-01-01"),
        PeriodCase("in 2016 and after", "since:2016-01-01"),
        PeriodCase("spending from 2016 on", "since:2016-01-01"),
        PeriodCase("from March 3rd onward", "since:2026-03-03"),
        PeriodCase("after 2016", "since:2017-01-01"),
        PeriodCase("2016 et après", "since:2016-01-01", locale: .fr),
        PeriodCase("après 2016", "since:2017-01-01", locale: .fr),
        // near misses: a year still to come, an amount, "on" before a shop
        PeriodCase("after 2026", "unspecified"),
        PeriodCase("spent after 2000 euros", "unspecified"),
        PeriodCase("from March on Netflix", "month:2026-03"),
    ]

    /// A bare holiday holding a weekday is no period, not that weekday (2.18.27). Today is Wednesday 2026-03-18.
    static let weekdayHolidays: [PeriodCase] = [
        PeriodCase("spent Easter Sunday with the kids", "unspecified"),
        // ending the message right after a spending verb, its day (2.18.33; before, no period)
        PeriodCase("spent Easter Sunday", "day:2025-04-20"),
        PeriodCase("my Black Friday spending", "unspecified"),
        PeriodCase("Cyber Monday deals I bought", "unspecified"),
        PeriodCase("dépensé lundi de Pâques", "unspecified", locale: .fr),
        // with an opener or a year, its day; a weekday alone, the last one
        PeriodCase("on Black Friday", "day:2025-11-28"),
        PeriodCase("Easter Sunday 2016", "day:2016-03-27"),
        PeriodCase("lundi de Pâques 2017", "day:2017-04-17", locale: .fr),
        PeriodCase("on Friday", "day:2026-03-13"),
        // a stretch around a holiday is no period; the week of a holiday is its Monday-to-Sunday week (2.18.31)
        PeriodCase("during the Christmas holidays", "unspecified"),
        PeriodCase("over the Easter break", "unspecified"),
        PeriodCase("at Christmas time", "unspecified"),
        PeriodCase("the week of Christmas", "range:2025-12-22..2025-12-28"),
        PeriodCase("la semaine de Noël", "range:2025-12-22..2025-12-28", locale: .fr),
        PeriodCase("at Christmas", "day:2025-12-25"),
        PeriodCase("la semaine de 35 heures", "unspecified", locale: .fr),
    ]

    /// One unit at an end of a named month or year (2.18.28). Today is Wednesday 2026-03-18.
    static let endUnits: [PeriodCase] = [
        PeriodCase("on the last day of 2025", "day:2025-12-31"),
        PeriodCase("le dernier jour de 2025", "day:2025-12-31", locale: .fr),
        PeriodCase("on the first day of 2025", "day:2025-01-01"),
        PeriodCase("in the last month of 2025", "range:2025-12-01..2025-12-31"),
        PeriodCase("the first month of last year", "range:2025-01-01..2025-01-31"),
        // a day of a month as before; the first week of a month its days 1-7
        PeriodCase("on the last day of February", "day:2026-02-28"),
        PeriodCase("the first week of January", "range:2026-01-01..2026-01-07"),
        // not yet begun: no period of its own (2.18.29); "the first" before a count of things is no day
        PeriodCase("what will my balance be on the last day of the month", "unspecified"),
        PeriodCase("show me the first 5 transactions of last month", "previous:month"),
        PeriodCase("what did I spend on the 3rd 20 €", "day:2026-03-03"),
        PeriodCase("what did I spend on the first", "day:2026-03-01"),
        // so many weekdays ago (2.18.30); a plural weekday alone is every one of them
        PeriodCase("two Sundays ago", "day:2026-03-08"),
        PeriodCase("3 Saturdays ago", "day:2026-02-28"),
        PeriodCase("one Wednesday ago", "day:2026-03-11"),
        PeriodCase("il y a deux dimanches", "day:2026-03-08", locale: .fr),
        PeriodCase("how much do I spend on Sundays", "unspecified"),
    ]

    /// Dates written year first or with their parts dashed, ordinals that need no article, a year so far, a year at
    /// one end of a span of quarters (2.18.32). Today is Wednesday 2026-03-18.
    static let yearFirstAndSoFar: [PeriodCase] = [
        PeriodCase("how much did I spend 2024 November", "month:2024-11"),
        PeriodCase("spent 2025, June", "month:2025-06"),
        PeriodCase("what went out 2025 Aug 12", "day:2025-08-12"),
        PeriodCase("payments 2024-Sep-23", "day:2024-09-23"),
        PeriodCase("payments Jul-04-2019", "day:2019-07-04"),
        PeriodCase("from 2023 May to 2024 June", "range:2023-05-01..2024-06-30"),
        PeriodCase("since 2025 August", "since:2025-08-01"),
        PeriodCase("combien j'ai dépensé 2024 novembre", "month:2024-11", locale: .fr),
        // near misses: an old year alone is an amount; a year and its month dashed stay a span with a year after
        PeriodCase("I spent 2000 March rent", "year:2000"),
        PeriodCase("payments 2024-March 2025", "range:2024-03-01..2025-03-31"),
        PeriodCase("Aug 3-9", "range:2025-08-03..2025-08-09"),
        // an ordinal word before "of" and a month; French written ordinals ending in "ère"; "the month of June"
        PeriodCase("the twenty second of June", "day:2025-06-22"),
        PeriodCase("fourth of July", "day:2025-07-04"),
        PeriodCase("la 1ère semaine de mai 2020", "range:2020-05-01..2020-05-07", locale: .fr),
        PeriodCase("la 1ère quinzaine de mars", "range:2026-03-01..2026-03-15", locale: .fr),
        PeriodCase("le 2e jour du mois d'août", "day:2025-08-02", locale: .fr),
        PeriodCase("the 3rd day of the month of June", "day:2025-06-03"),
        PeriodCase("ma 1ère facture", "unspecified", locale: .fr),
        // an earlier period so far is since its first day; the one holding today stays itself
        PeriodCase("how much did I spend 2025 so far", "since:2025-01-01"),
        PeriodCase("2026 so far", "year:2026"),
        PeriodCase("in March so far", "month:2026-03"),
        PeriodCase("2024 to date", "since:2024-01-01"),
        PeriodCase("en 2025 jusqu'à présent", "since:2025-01-01", locale: .fr),
        PeriodCase("this year so far", "current:year"),
        PeriodCase("at Lidl so far", "unspecified"),
        // a year at one end of a span of quarters; a quarter with no year beside a year is no span
        PeriodCase("from 2017 to the first quarter of 2018", "range:2017-01-01..2018-03-31"),
        PeriodCase("de 2017 au premier trimestre 2018", "range:2017-01-01..2018-03-31", locale: .fr),
        PeriodCase("from Q3 2017 to 2018", "range:2017-07-01..2018-12-31"),
        PeriodCase("2017-Q3", "quarter:2017-Q3"),
        PeriodCase("from 2020 to Q1", "year:2020"),
        PeriodCase("from the first to the third quarter", "range:2026-01-01..2026-09-30"),
    ]

    /// A period's possessive before its part, a holiday right after a spending verb, a month and year dotted
    /// (2.18.33). Today is Wednesday 2026-03-18.
    static let possessivesAndBareHolidays: [PeriodCase] = [
        PeriodCase("in last year's first quarter", "quarter:2025-Q1"),
        PeriodCase("this year's first half", "half:2026-H1"),
        PeriodCase("in last year's December", "month:2025-12"),
        PeriodCase("last month's first week", "range:2026-02-01..2026-02-07"),
        PeriodCase("on last month's 5th", "day:2026-02-05"),
        PeriodCase("in 2024's last day", "day:2024-12-31"),
        PeriodCase("last year's first 10 days", "range:2025-01-01..2025-01-10"),
        // near misses: a possessive before what is no part stays the period
        PeriodCase("how much was last year's spending", "previous:year"),
        PeriodCase("last month's total at Lidl", "previous:month"),
        // a holiday right after a spending verb, ending the message, is its day; before more words, none
        PeriodCase("how much did I spend Thanksgiving", "day:2025-11-27"),
        PeriodCase("what did I spend Christmas Eve?", "day:2025-12-24"),
        PeriodCase("combien j'ai dépensé Noël", "day:2025-12-25", locale: .fr),
        PeriodCase("how much did I spend Christmas shopping", "unspecified"),
        PeriodCase("how much did I spend for Christmas", "unspecified"),
        PeriodCase("my Black Friday spending", "unspecified"),
        // a month and a year joined by a dot; a dotted amount stays one
        PeriodCase("combien j'ai dépensé 11.2025", "month:2025-11", locale: .fr),
        PeriodCase("how much did I spend in 03.2025", "month:2025-03"),
        PeriodCase("I paid 12.2016 euros", "unspecified"),
        PeriodCase("what is 13.2016", "unspecified"),
    ]

    /// The same unit a year back, weeks counted from yesterday, so long ago counted from yesterday (2.18.34). Today
    /// is Wednesday 2026-03-18.
    static let sameUnitAndAnchoredAgo: [PeriodCase] = [
        PeriodCase("the same month last year", "month:2025-03"),
        PeriodCase("the same week last year", "range:2025-03-17..2025-03-23"),
        PeriodCase("le même mois l'an dernier", "month:2025-03", locale: .fr),
        PeriodCase("la même semaine l'année dernière", "range:2025-03-17..2025-03-23", locale: .fr),
        PeriodCase("the same quarter two years ago", "quarter:2024-Q1"),
        // near misses: no unit after "same"; a follow-up's "same month" has no year
        PeriodCase("the same period last year", "previous:year"),
        PeriodCase("and Decathlon, same month?", "unspecified"),
        // weeks from yesterday; so long ago from yesterday or tomorrow
        PeriodCase("two weeks before yesterday", "day:2026-03-03"),
        PeriodCase("a week ago yesterday", "day:2026-03-10"),
        PeriodCase("il y a une semaine hier", "day:2026-03-10", locale: .fr),
        PeriodCase("a week ago tomorrow", "day:2026-03-12"),
        PeriodCase("two weeks ago today", "day:2026-03-04"),
        PeriodCase("2 weeks ago", "range:2026-03-02..2026-03-08"),
        PeriodCase("a week after yesterday", "unspecified"),
        // a span after "over" (no period before it to compare); a start day lasting so many units
        PeriodCase("how much did I spend over March 3 to 9", "range:2026-03-03..2026-03-09"),
        PeriodCase("spending in March over February", "month:2026-03", vs: "month:2026-02"),
        PeriodCase("from Jan 12th 2016 for ten days", "range:2016-01-12..2016-01-21"),
        PeriodCase("starting March 2 for a week", "range:2026-03-02..2026-03-08"),
        PeriodCase("à partir du 2 mars pendant une semaine", "range:2026-03-02..2026-03-08", locale: .fr),
        PeriodCase("since March 2 for groceries", "since:2026-03-02"),
        PeriodCase("from January for a month", "month:2026-01"),
    ]

    /// A span of days after the month it is in, or written days before it; numbered weeks; the week ending a day
    /// (2.18.37). Today is Wednesday
    /// 2026-03-18.
    static let daysOfANamedMonth: [PeriodCase] = [
        PeriodCase("this month from the 4th to the 23rd", "range:2026-03-04..2026-03-23"),
        PeriodCase("last month between the 1st and the 10th", "range:2026-02-01..2026-02-10"),
        PeriodCase("in March from the 4th to the 9th", "range:2026-03-04..2026-03-09"),
        PeriodCase("ce mois-ci du 4 au 23", "range:2026-03-04..2026-03-23", locale: .fr),
        PeriodCase("en janvier du 3 au 10", "range:2026-01-03..2026-01-10", locale: .fr),
        PeriodCase("4th to 23rd of this month", "range:2026-03-04..2026-03-23"),
        // near misses: no span of days after the month
        PeriodCase("last month from Lidl", "previous:month"),
        PeriodCase("last month from the 1st", "previous:month"),
        PeriodCase("4 to 23 of this month", "day:2026-03-23"),
        // a numbered ISO week (the latest begun without a year); the week ending a day
        PeriodCase("in week 23", "range:2025-06-02..2025-06-08"),
        PeriodCase("wk 11", "range:2026-03-09..2026-03-15"),
        PeriodCase("week 23 of 2015", "range:2015-06-01..2015-06-07"),
        PeriodCase("week 27 of last year", "range:2025-06-30..2025-07-06"),
        PeriodCase("week 5 2024", "range:2024-01-29..2024-02-04"),
        PeriodCase("la semaine 23", "range:2025-06-02..2025-06-08", locale: .fr),
        PeriodCase("semaine 12 de 2024", "range:2024-03-18..2024-03-24", locale: .fr),
        PeriodCase("the week ending June 7 2015", "range:2015-06-01..2015-06-07"),
        PeriodCase("the week ending the 15th", "range:2026-03-09..2026-03-15"),
        PeriodCase("I spend 50 a week 3 times", "unspecified"),
        PeriodCase("week 54", "unspecified"),
        // a span of quarters written year first (2.18.38)
        PeriodCase("2017 Q1 to 2018 Q1", "range:2017-01-01..2018-03-31"),
        PeriodCase("de 2017 T1 à 2018 T2", "range:2017-01-01..2018-06-30", locale: .fr),
        PeriodCase("2017 Q1", "quarter:2017-Q1"),
        PeriodCase("from 2017 to 2018", "range:2017-01-01..2018-12-31"),
    ]

    /// A fortnight and units without "and" counted back, the unit before ("the month prior", "prev month"), half a
    /// year or decade up to today, a month's two-digit year, "this past" weekday, "beginning" a day, so many weeks
    /// from a day (2.18.40). Today is Wednesday 2026-03-18.
    static let fortnightsAndShortYears: [PeriodCase] = [
        PeriodCase("a fortnight ago", "range:2026-03-02..2026-03-08"),
        PeriodCase("two fortnights ago", "range:2026-02-16..2026-02-22"),
        PeriodCase("2 weeks 3 days ago", "day:2026-03-01"),
        PeriodCase("1 month 5 days ago", "day:2026-02-13"),
        PeriodCase("il y a 2 semaines 3 jours", "day:2026-03-01", locale: .fr),
        PeriodCase("prev month", "previous:month"),
        PeriodCase("the prev 3 months", "trailing:3:month"),
        PeriodCase("the month prior", "previous:month"),
        PeriodCase("in the year prior", "previous:year"),
        PeriodCase("the past half decade", "trailing:5:year"),
        PeriodCase("over the last half-year", "trailing:6:month"),
        PeriodCase("la dernière demi-décennie", "trailing:5:year", locale: .fr),
        PeriodCase("in April 87", "month:1987-04"),
        PeriodCase("in April 87 at Lidl", "month:1987-04"),
        PeriodCase("en juillet 98", "month:1998-07", locale: .fr),
        PeriodCase("this past Wednesday", "day:2026-03-11"),
        PeriodCase("beginning January 7", "since:2026-01-07"),
        PeriodCase("commencing 3 February", "since:2026-02-03"),
        PeriodCase("the two weeks starting May 20", "range:2025-05-20..2025-06-02"),
        PeriodCase("the 2 weeks ending March 15", "range:2026-03-02..2026-03-15"),
        PeriodCase("les deux semaines commençant le 2 mars", "range:2026-03-02..2026-03-15", locale: .fr),
        // near misses: a unit "prior to" a date is no previous unit (since 2.18.44 the one before that date's: it
        // read as March); two digits a day can be, or a count, are no year; the beginning "of" a month is its first
        // days; a count of weeks needs its start or end day
        PeriodCase("the month prior to March", "month:2026-02"),
        PeriodCase("in April 30", "day:2025-04-30"),
        PeriodCase("in April 45 times", "month:2025-04"),
        PeriodCase("at the beginning of March", "range:2026-03-01..2026-03-10"),
        PeriodCase("the two weeks of March", "month:2026-03"),
        PeriodCase("I'm beginning to spend too much", "unspecified"),
    ]

    /// A whole bare unit, a day of "the month of" a month, centuries, a tilde between years (2.18.41). Today is
    /// Wednesday 2026-03-18.
    static let wholeUnitsAndCenturies: [PeriodCase] = [
        PeriodCase("all week long", "current:week"),
        PeriodCase("all month", "current:month"),
        PeriodCase("all day", "current:day"),
        PeriodCase("this whole week", "current:week"),
        PeriodCase("the entire year", "current:year"),
        PeriodCase("toute la semaine", "current:week", locale: .fr),
        PeriodCase("toute la journée", "current:day", locale: .fr),
        PeriodCase("le 12 de septembre", "day:2025-09-12", locale: .fr),
        PeriodCase("du 3 au 12 du mois de septembre", "range:2025-09-03..2025-09-12", locale: .fr),
        PeriodCase("from the 3rd to the 12th of the month of September", "range:2025-09-03..2025-09-12"),
        PeriodCase("in the 15th century", "range:1400-01-01..1499-12-31"),
        PeriodCase("this century", "range:2000-01-01..2099-12-31"),
        PeriodCase("last century", "range:1900-01-01..1999-12-31"),
        PeriodCase("au XVe siècle", "range:1400-01-01..1499-12-31", locale: .fr),
        PeriodCase("au siècle dernier", "range:1900-01-01..1999-12-31", locale: .fr),
        PeriodCase("2014~2018", "range:2014-01-01..2018-12-31"),
        // near misses: a period after "all" keeps its own reading; a weekend is no week; a century to come is no
        // day
        PeriodCase("toute l'année dernière", "previous:year", locale: .fr),
        PeriodCase("all of last month", "previous:month"),
        PeriodCase("et sur tout le week-end ?", "unspecified", locale: .fr),
        PeriodCase("all the time", "unspecified"),
        PeriodCase("in the 25th century", "unspecified"),
        PeriodCase("le 3 du mois dernier", "day:2026-02-03", locale: .fr),
    ]

    /// A year, a preposition, then its quarter, half or month; Roman ordinals of quarters and halves (2.18.42).
    /// Today is Wednesday 2026-03-18.
    static let yearThenItsPart: [PeriodCase] = [
        PeriodCase("en 2019 au premier trimestre", "quarter:2019-Q1", locale: .fr),
        PeriodCase("in 2019 in the third quarter", "quarter:2019-Q3"),
        PeriodCase("in 2019 during Q3", "quarter:2019-Q3"),
        PeriodCase("in 2019 in the second half", "half:2019-H2"),
        PeriodCase("in 2019 in March", "month:2019-03"),
        PeriodCase("en 2019 en mars", "month:2019-03", locale: .fr),
        PeriodCase("au IIIe trimestre 2016", "quarter:2016-Q3", locale: .fr),
        PeriodCase("le Ier trimestre 2016", "quarter:2016-Q1", locale: .fr),
        PeriodCase("au IIe semestre 2016", "half:2016-H2", locale: .fr),
        // near misses: a year then no part of it stays the year
        PeriodCase("in 2019 in restaurants", "year:2019"),
        PeriodCase("en 2019 au restaurant", "year:2019", locale: .fr),
    ]

    /// So many days from today, yesterday or tomorrow; the 2000s by name (2.18.43). Today is Wednesday 2026-03-18.
    static let daysFromTodayAndNoughties: [PeriodCase] = [
        PeriodCase("the day before today", "day:2026-03-17"),
        PeriodCase("two days before today", "day:2026-03-16"),
        PeriodCase("3 days before yesterday", "day:2026-03-14"),
        PeriodCase("la veille d'aujourd'hui", "day:2026-03-17", locale: .fr),
        PeriodCase("in the noughties", "range:2000-01-01..2009-12-31"),
        PeriodCase("in the aughts", "range:2000-01-01..2009-12-31"),
        // near misses: forward, the fixed phrases keep their readings
        PeriodCase("the day before yesterday", "day:2026-03-16"),
        PeriodCase("the day after tomorrow", "day:2026-03-20"),
    ]

    /// Dates in digits without separators or with spaces; a year and its part in one word; the unit next to a
    /// period of that unit; the rest of a unit (2.18.44). Today is Wednesday 2026-03-18.
    static let compactDatesAndUnitsBeside: [PeriodCase] = [
        PeriodCase("on 20180118", "day:2018-01-18"),
        PeriodCase("le 18 08 1978", "day:1978-08-18", locale: .fr),
        PeriodCase("on 2018 01 18", "day:2018-01-18"),
        PeriodCase("on 01 18 2018", "day:2018-01-18"),
        PeriodCase("in 2019Q1", "quarter:2019-Q1"),
        PeriodCase("en 2019T3", "quarter:2019-Q3", locale: .fr),
        PeriodCase("in 2024H2", "half:2024-H2"),
        PeriodCase("in quarter 1 2019", "quarter:2019-Q1"),
        PeriodCase("au trimestre 3 2025", "quarter:2025-Q3", locale: .fr),
        PeriodCase("au semestre 2 2025", "half:2025-H2", locale: .fr),
        PeriodCase("au 1er trim. 2019", "quarter:2019-Q1", locale: .fr),
        PeriodCase("ce trim", "current:quarter", locale: .fr),
        PeriodCase("the month before March", "month:2026-02"),
        PeriodCase("the month after January", "month:2026-02"),
        PeriodCase("the year before 2020", "year:2019"),
        PeriodCase("the quarter before Q4 2025", "quarter:2025-Q3"),
        PeriodCase("the month before last month", "month:2026-01"),
        PeriodCase("le mois avant mars", "month:2026-02", locale: .fr),
        PeriodCase("l'année précédant 2020", "year:2019", locale: .fr),
        PeriodCase("the rest of the week", "current:week"),
        PeriodCase("the remainder of the year", "current:year"),
        PeriodCase("le reste de l'année", "current:year", locale: .fr),
        // near misses: money, a haircut, a future month, a split amount, a reference number
        PeriodCase("I paid 20180118 euros", "unspecified"),
        PeriodCase("the month after March", "unspecified"),
        PeriodCase("a trim last month", "previous:month"),
        PeriodCase("the rest of my money", "unspecified"),
        PeriodCase("transaction 12345678", "unspecified"),
        PeriodCase("I paid 1 000 € in 2024", "year:2024"),
    ]

    /// A month then a year before 1990; the work week; "present" and "ongoing" as "current" (2.18.45). Today is
    /// Wednesday 2026-03-18.
    static let olderYearsAndWorkweeks: [PeriodCase] = [
        PeriodCase("in April 1987", "month:1987-04"),
        PeriodCase("in April of 1987", "month:1987-04"),
        PeriodCase("en avril 1972", "month:1972-04", locale: .fr),
        PeriodCase("this work week", "range:2026-03-16..2026-03-20"),
        PeriodCase("during the workweek", "range:2026-03-16..2026-03-20"),
        PeriodCase("last work week", "range:2026-03-09..2026-03-13"),
        PeriodCase("cette semaine de travail", "range:2026-03-16..2026-03-20", locale: .fr),
        PeriodCase("la semaine de travail dernière", "range:2026-03-09..2026-03-13", locale: .fr),
        PeriodCase("in the present month", "current:month"),
        PeriodCase("this present week", "current:week"),
        PeriodCase("in the ongoing month", "current:month"),
        // near misses: a year that old alone is an amount; a present is a gift; a bare work week says not which
        PeriodCase("I spent 1987 in April", "month:2025-04"),
        PeriodCase("on a present", "unspecified"),
        PeriodCase("at work this week", "current:week"),
        PeriodCase("work week", "unspecified"),
    ]

    /// "prior" after a count and its unit as "ago" (2.18.47), or "before" a named day (2.18.48). Today is Wednesday
    /// 2026-03-18.
    static let countsPrior: [PeriodCase] = [
        PeriodCase("three days prior", "day:2026-03-15"),
        PeriodCase("2 weeks prior", "range:2026-03-02..2026-03-08"),
        PeriodCase("a month prior", "month:2026-02"),
        PeriodCase("two Sundays prior", "day:2026-03-08"),
        // so many days "prior to" a named day are before it (2.18.48)
        PeriodCase("3 days prior to March 10", "day:2026-03-07"),
        PeriodCase("two weeks prior to Christmas", "day:2025-12-11"),
        PeriodCase("a day prior to Easter", "day:2025-04-19"),
        // near misses: "the month prior" stays the previous one; "prior to" a day is not from today
        PeriodCase("the month prior", "previous:month"),
        PeriodCase("3 days prior to my trip", "unspecified"),
    ]

    /// The unit a total is "for" or "over", and the unit the writer is in: the current one (2.18.50). Today is
    /// Wednesday 2026-03-18.
    static let unitsOfNow: [PeriodCase] = [
        PeriodCase("what's my spending for the month", "current:month"),
        PeriodCase("how much have I spent for the week", "current:week"),
        PeriodCase("combien j'ai dépensé sur le mois", "current:month"),
        PeriodCase("dépenses de la semaine", "current:week"),
        PeriodCase("dépenses de l'année", "current:year"),
        PeriodCase("dépenses de la journée", "current:day"),
        PeriodCase("spending the month we're in", "current:month"),
        PeriodCase("combien j'ai dépensé le mois où on est", "current:month"),
        PeriodCase("spending the month in progress", "current:month"),
        PeriodCase("spending this very month", "current:month"),
        PeriodCase("spending during the month", "current:month"),
        PeriodCase("spending throughout the year", "current:year"),
        PeriodCase("spending by the end of the year", "current:year"),
        PeriodCase("dépenses pendant l'année", "current:year"),
        PeriodCase("will I finish the month in the black?", "current:month"),
        // near misses: more words name another unit
        PeriodCase("how much did I spend for the month of March", "month:2026-03"),
        PeriodCase("how much did I spend for the year 2024", "year:2024"),
        PeriodCase("combien j'ai dépensé sur l'année 2023", "year:2023"),
        PeriodCase("dépenses de la semaine dernière", "previous:week"),
        PeriodCase("dépenses de la semaine du 10 février", "range:2026-02-09..2026-02-15"),
        PeriodCase("I rented a car for the day last week, how much was it", "previous:week"),
        PeriodCase("spending in the year since I moved", "unspecified"),
        PeriodCase("how many days are left in the month", "unspecified"),
        // a current-unit phrase followed by another unit's words gives way to them (all of them, 2.18.50)
        PeriodCase("tu peux estimer où j'en serai fin du mois prochain", "next:month"),
        PeriodCase("spending fin du mois dernier", "previous:month"),
        PeriodCase("résume-moi ma semaine dernière", "previous:week"),
        PeriodCase("spending the end of the month of March", "month:2026-03"),
    ]

    /// "following" and "preceding" a named day; so many units before or after a period of that unit (2.18.51), a
    /// span of them after an article (2.18.52).
    /// Today is Wednesday 2026-03-18.
    static let countsBeside: [PeriodCase] = [
        PeriodCase("3 days following March 10", "day:2026-03-13"),
        PeriodCase("the day following March 10", "day:2026-03-11"),
        PeriodCase("2 days preceding Christmas", "day:2025-12-23"),
        PeriodCase("deux jours précédant Noël", "day:2025-12-23"),
        PeriodCase("2 years after 2020", "year:2022"),
        PeriodCase("deux ans après 2020", "year:2022"),
        PeriodCase("three months before March", "month:2025-12"),
        PeriodCase("2 quarters after Q1 2025", "quarter:2025-Q3"),
        // after an article, a span of them (2.18.52)
        PeriodCase("the two months before March", "range:2026-01-01..2026-02-28"),
        PeriodCase("the 3 years after 2020", "range:2021-01-01..2023-12-31"),
        PeriodCase("dépenses les deux mois avant mars", "range:2026-01-01..2026-02-28"),
        PeriodCase("the month before March", "month:2026-02"),
        // near misses: no period of the unit after the shift; a count that lands past today is none
        PeriodCase("2 years after I moved", "unspecified"),
        PeriodCase("5 years after 2024", "unspecified"),
    ]

    /// A year and its month dotted after a word that opens a year (2.18.55).
    static let dottedYearMonths: [PeriodCase] = [
        PeriodCase("in 2016.11", "month:2016-11"),
        PeriodCase("dépensé en 2016.11", "month:2016-11"),
        PeriodCase("during 2025.03", "month:2025-03"),
        // near misses: euros and cents, a month that does not exist, a month of one digit
        PeriodCase("I spent 2016.11", "unspecified"),
        PeriodCase("in 2016.13", "unspecified"),
        PeriodCase("in 2016.5", "unspecified"),
    ]

    static var all: [PeriodCase] {
        weekdayAndDate + nthWeekday + dayOfMonth + weekdayOfWeek + lastAndNext + twoDigitYears + noPeriod + daySpans
            + spansBetweenDays + daysOfMonths + shortAndPlaced + halvesAndStartsUpToNow + decadesAndHolidays
            + spansAndWeeksOfYears + holidaysAndDaysBack + spansFromTodayAndOldYears + aheadAndCalendarUnits
            + namedAndTextedDays + partsAndWeekdaysTwoAway + daysFromNamedDays
            + thirdsOfMonths + thisUnitLastYear + openEnded + weekdayHolidays + endUnits + yearFirstAndSoFar
            + possessivesAndBareHolidays + sameUnitAndAnchoredAgo + daysOfANamedMonth + fortnightsAndShortYears
            + wholeUnitsAndCenturies + yearThenItsPart + daysFromTodayAndNoughties + compactDatesAndUnitsBeside
            + olderYearsAndWorkweeks + countsPrior + unitsOfNow + countsBeside + dottedYearMonths
    }
}

@Suite("Dates as calendars write them")
struct CalendarDateTests {
    @Test("every family, English and French", arguments: CalendarDateTables.all)
    func family(_ c: PeriodCase) { checkPeriod(c) }
}
