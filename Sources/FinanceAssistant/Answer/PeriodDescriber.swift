/// Says in words which days an answer covers, so a misread period shows:
/// "last month (25 Jan – 24 Feb 2026)", "le mois dernier (25 janv. – 24 févr. 2026)".
struct PeriodDescriber: Sendable {
    let locale: Language

    static let monthsEN = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let monthsFR = [
        "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc.",
    ]
    static let fullMonthsEN = [
        "January", "February", "March", "April", "May", "June", "July", "August",
        "September", "October", "November", "December",
    ]
    static let fullMonthsFR = [
        "janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août",
        "septembre", "octobre", "novembre", "décembre",
    ]

    func date(_ d: Day, withYear: Bool = true) -> String {
        switch locale {
        case .en:
            return "\(d.day) \(PeriodDescriber.monthsEN[d.month - 1])" + (withYear ? " \(d.year)" : "")
        case .fr:
            let day = d.day == 1 ? "1er" : String(d.day)
            return "\(day) \(PeriodDescriber.monthsFR[d.month - 1])" + (withYear ? " \(d.year)" : "")
        }
    }

    func span(_ interval: DayInterval) -> String {
        let last = interval.lastDay
        if interval.start == last { return date(last) }
        return "\(date(interval.start, withYear: interval.start.year != last.year)) – \(date(last))"
    }

    /// The period in words, with its days where words alone would hide them.
    func describe(_ period: Period, _ interval: DayInterval?) -> String {
        let en = locale == .en
        let words: String?
        switch period {
        case .current(.day): words = en ? "today" : "aujourd'hui"
        case .previous(.day): words = en ? "yesterday" : "hier"
        case .next(.day): words = en ? "tomorrow" : "demain"
        case .current(.week): words = en ? "this week" : "cette semaine"
        case .previous(.week): words = en ? "last week" : "la semaine dernière"
        case .next(.week): words = en ? "next week" : "la semaine prochaine"
        case .current(.month): words = en ? "this month" : "ce mois-ci"
        case .previous(.month): words = en ? "last month" : "le mois dernier"
        case .next(.month): words = en ? "next month" : "le mois prochain"
        case .current(.quarter): words = en ? "this quarter" : "ce trimestre"
        case .previous(.quarter): words = en ? "last quarter" : "le trimestre dernier"
        case .next(.quarter): words = en ? "next quarter" : "le trimestre prochain"
        case .current(.year): words = en ? "this year" : "cette année"
        case .previous(.year): words = en ? "last year" : "l'an dernier"
        case .next(.year): words = en ? "next year" : "l'an prochain"
        case .quarter(let y, let q):
            words = en ? "in Q\(q) \(y)" : "au \(q == 1 ? "1er" : "\(q)e") trimestre \(y)"
        case .half(let y, let h):
            words = en ? "in H\(h) \(y)" : "au \(h == 1 ? "1er" : "2e") semestre \(y)"
        case .all: return en ? "over your whole history" : "sur tout votre historique"
        case .month(let y, let m):
            return en
                ? "in \(PeriodDescriber.fullMonthsEN[m - 1]) \(y)" : "en \(PeriodDescriber.fullMonthsFR[m - 1]) \(y)"
        case .year(let y): return en ? "in \(y)" : "en \(y)"
        case .since(let d): return en ? "since \(date(d))" : "depuis le \(date(d))"
        default: words = nil
        }
        guard let interval else { return words ?? "" }
        if let words {
            switch period {
            case .current(.day), .previous(.day), .next(.day): return words
            default: return "\(words) (\(span(interval)))"
            }
        }
        let last = interval.lastDay
        if interval.start == last { return en ? "on \(date(last))" : "le \(date(last))" }
        return en
            ? "from \(date(interval.start, withYear: interval.start.year != last.year)) to \(date(last))"
            : "du \(date(interval.start, withYear: interval.start.year != last.year)) au \(date(last))"
    }
}
