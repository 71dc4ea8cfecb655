/// Every sentence of an answer, by key: each has an English and a French text
/// (a `switch`, so a key without both does not compile), and both fill the
/// same `{blanks}` (`TemplateTests`).
enum TemplateKey: String, CaseIterable, Sendable {
    case spendingTotal, refunds, incomeTotal, leftover, leftoverNegative, dailyAllowance, dailyAllowanceNone
    case balance, merchantSpend, merchantSpendOne, merchantSpendNone, wholeHistory, missingMerchant, categorySpend
    case missingCategory, periodSummary, periodSummaryEmpty, comparePeriods, more, less, same, noBaseline
    case topCategories, topMerchants, largestExpenses, emptyList, lastPurchase, lastPurchaseNone, subscriptions
    case subscription, upcomingCharges, upcomingChargesNone, projection, savingsIdeas, savingsIdeasNone
    case categoryRise, priceRise, trim, averageSpending, offTopic, advice, unclear

    var text: (en: String, fr: String) {
        switch self {
        case .spendingTotal:
            return (
                "You've spent {total} {period}, in {payments}.",
                "Vous avez dépensé {total} {period}, en {payments}."
            )
        case .refunds:
            return (
                " {refunds} came back as refunds.",
                " {refunds} vous ont été remboursés."
            )
        case .incomeTotal:
            return (
                "You received {total} {period} ({transfers}).",
                "Vous avez reçu {total} {period} ({transfers})."
            )
        case .leftover:
            return (
                "{Period}: {income} in, {spending} out — {leftover} left.",
                "{Period} : {income} reçus, {spending} dépensés — il reste {leftover}."
            )
        case .leftoverNegative:
            return (
                "{Period}: {income} in, {spending} out — you spent {overspend} more than came in.",
                "{Period} : {income} reçus, {spending} dépensés — vous avez dépensé {overspend} de plus que vos revenus."
            )
        case .dailyAllowance:
            return (
                "You can spend {perDay} a day for the {daysLeft} days left in this budget month ({available} available after {scheduled} of scheduled charges).",
                "Vous pouvez dépenser {perDay} par jour pendant les {daysLeft} jours qui restent ce mois-ci ({available} disponibles après {scheduled} de prélèvements prévus)."
            )
        case .dailyAllowanceNone:
            return (
                "Nothing is left to spend this budget month: {available} after {scheduled} of scheduled charges, with {daysLeft} days to go.",
                "Il ne reste rien à dépenser ce mois-ci : {available} après {scheduled} de prélèvements prévus, à {daysLeft} jours de la fin."
            )
        case .balance:
            return (
                "Your balance is {balance} {asOf}: {accounts}.",
                "Votre solde est de {balance} {asOf} : {accounts}."
            )
        case .merchantSpend:
            return (
                "You've spent {total} at {merchant} {period}: {payments}, {average} on average.",
                "Vous avez dépensé {total} chez {merchant} {period} : {payments}, {average} en moyenne."
            )
        case .merchantSpendOne:
            return (
                "You've spent {total} at {merchant} {period}, in a single payment.",
                "Vous avez dépensé {total} chez {merchant} {period}, en un seul paiement."
            )
        case .merchantSpendNone:
            return (
                "You have no payment at {merchant} {period}.",
                "Vous n'avez aucun paiement chez {merchant} {period}."
            )
        case .wholeHistory:
            return (
                "No payment at {merchant} {asked}, so here is your whole history. ",
                "Aucun paiement chez {merchant} {asked}, voici donc tout votre historique. "
            )
        case .missingMerchant:
            return (
                "Which shop do you mean? Name it and I'll add up your payments there.",
                "De quel magasin parlez-vous ? Donnez son nom et je fais le total de vos paiements."
            )
        case .categorySpend:
            return (
                "You've spent {total} on {category} {period} ({payments}).",
                "Vous avez dépensé {total} en {category} {period} ({payments})."
            )
        case .missingCategory:
            return (
                "Which category do you mean?",
                "De quelle catégorie parlez-vous ?"
            )
        case .periodSummary:
            return (
                "{Period}: {income} in, {spending} out, net {net}. Most of it went to {topCategory} ({topCategoryTotal}).",
                "{Period} : {income} reçus, {spending} dépensés, solde net {net}. Le premier poste : {topCategory} ({topCategoryTotal})."
            )
        case .periodSummaryEmpty:
            return (
                "{Period}: {income} in, {spending} out, net {net}.",
                "{Period} : {income} reçus, {spending} dépensés, solde net {net}."
            )
        case .comparePeriods:
            return (
                "You spent {current}{scope} {period}, against {previous} {comparison}: {change}.",
                "Vous avez dépensé {current}{scope} {period}, contre {previous} {comparison} : {change}."
            )
        case .more:
            return (
                "{delta} more ({deltaPercent} %)",
                "{delta} de plus ({deltaPercent} %)"
            )
        case .less:
            return (
                "{delta} less ({deltaPercent} %)",
                "{delta} de moins ({deltaPercent} %)"
            )
        case .same:
            return (
                "the same",
                "c'est pareil"
            )
        case .noBaseline:
            return (
                "nothing to compare with",
                "rien à comparer"
            )
        case .topCategories:
            return (
                "Where your money went {period}: {list}.",
                "Où est passé votre argent {period} : {list}."
            )
        case .topMerchants:
            return (
                "Where you spent most {period}: {list}.",
                "Là où vous avez le plus dépensé {period} : {list}."
            )
        case .largestExpenses:
            return (
                "Your biggest payments {period}: {list}.",
                "Vos plus grosses dépenses {period} : {list}."
            )
        case .emptyList:
            return (
                "No payment {period}.",
                "Aucun paiement {period}."
            )
        case .lastPurchase:
            return (
                "Your last payment {scope} was {amount} on {date}, {ago}.",
                "Votre dernier paiement {scope} : {amount} le {date}, {ago}."
            )
        case .lastPurchaseNone:
            return (
                "No payment {scope} {period}.",
                "Aucun paiement {scope} {period}."
            )
        case .subscriptions:
            return (
                "You have {subscriptionCount}, {monthlyTotal} a month in all: {list}.",
                "Vous avez {subscriptionCount}, {monthlyTotal} par mois au total : {list}."
            )
        case .subscription:
            return (
                "{name} costs {amount} ({cadence}); the next payment is on {nextDate}.",
                "{name} coûte {amount} ({cadence}) ; le prochain paiement est le {nextDate}."
            )
        case .upcomingCharges:
            return (
                "{charges} due {period}, {total} in all; the next is {nextName}, {nextAmount} on {nextDate}.",
                "{charges} prévus {period}, {total} au total ; le prochain : {nextName}, {nextAmount} le {nextDate}."
            )
        case .upcomingChargesNone:
            return (
                "No charge is due {period}.",
                "Aucun prélèvement n'est prévu {period}."
            )
        case .projection:
            return (
                "By the end of this budget month ({to}) you should have {projected}: {balance} today, {scheduled} still scheduled. Day-to-day spending is not guessed.",
                "À la fin de ce mois budgétaire ({to}) vous devriez avoir {projected} : {balance} aujourd'hui, {scheduled} encore prévus. Les dépenses courantes ne sont pas estimées."
            )
        case .savingsIdeas:
            return (
                "Ideas from your own spending {period}: {list}.",
                "Des pistes tirées de vos dépenses {period} : {list}."
            )
        case .savingsIdeasNone:
            return (
                "Nothing stands out in your spending {period}.",
                "Rien ne ressort de vos dépenses {period}."
            )
        case .categoryRise:
            return (
                "{category} is up {amount} on the period before",
                "{category} : {amount} de plus que la période précédente"
            )
        case .priceRise:
            return (
                "{name} now costs {amount} more than a year ago",
                "{name} coûte {amount} de plus qu'il y a un an"
            )
        case .trim:
            return (
                "trimming {category} by a tenth would save {amount}",
                "réduire {category} d'un dixième économiserait {amount}"
            )
        case .averageSpending:
            return (
                "On average you spend {average} a {unit}{scope} ({total} {period}).",
                "En moyenne vous dépensez {average} par {unit}{scope} ({total} {period})."
            )
        case .offTopic:
            return (
                "I can only answer questions about your own money in Finely. Try one of these:",
                "Je ne réponds qu'aux questions sur votre argent dans Finely. Essayez plutôt :"
            )
        case .advice:
            return (
                "I can describe the money you've recorded, but I don't give investment or purchase advice.",
                "Je peux décrire l'argent que vous avez enregistré, mais je ne donne pas de conseil d'investissement ou d'achat."
            )
        case .unclear:
            return (
                "I didn't catch that. You can ask, for instance:",
                "Je n'ai pas compris. Vous pouvez demander par exemple :"
            )
        }
    }
}

/// A noun counted in a sentence, which is also the blank it fills ("{payments}").
enum CountedNoun: String, CaseIterable, Sendable {
    case payments, transfers, charges, subscriptionCount, days

    /// English singular and plural, French singular and plural.
    var forms: (String, String, String, String) {
        switch self {
        case .payments: return ("payment", "payments", "paiement", "paiements")
        case .transfers: return ("transfer in", "transfers in", "versement", "versements")
        case .charges: return ("charge is", "charges are", "prélèvement est", "prélèvements sont")
        case .subscriptionCount: return ("subscription", "subscriptions", "abonnement", "abonnements")
        case .days: return ("day", "days", "jour", "jours")
        }
    }
}

/// A follow-up chip, in both languages, and the period it asks for, if any.
struct Suggestion: Sendable {
    let en: String
    let fr: String
    let period: Period?

    init(_ en: String, _ fr: String, period: Period? = nil) {
        self.en = en
        self.fr = fr
        self.period = period
    }
}

/// The answer sentences, English and French, with `{blanks}` for figures and
/// names. The only reader output that can fill a blank is a canonical shop name.
enum Templates {
    static func text(_ key: TemplateKey, _ locale: Language) -> String {
        locale == .en ? key.text.en : key.text.fr
    }

    /// Follow-up chips offered after each kind of answer. A chip that asks for a
    /// period is left out when the answer already covers that period ("And last
    /// year?" after a question about last year).
    static let suggestions: [Intent: [Suggestion]] = [
        .leftover: [
            Suggestion("And per day?", "Et par jour ?"),
            Suggestion("Where does my money go?", "Où part mon argent ?"),
        ],
        .dailyAllowance: [
            Suggestion("What's still scheduled?", "Qu'est-ce qui va être prélevé ?"),
            Suggestion("Where will I end the month?", "Je vais finir le mois à combien ?"),
        ],
        .balance: [
            Suggestion("What's left this month?", "Il me reste combien ce mois-ci ?"),
            Suggestion("Upcoming charges", "Prélèvements à venir"),
        ],
        .spendingTotal: [
            Suggestion("And last month?", "Et le mois dernier ?", period: .previous(.month)),
            Suggestion("Where does my money go?", "Où part mon argent ?"),
        ],
        .incomeTotal: [
            Suggestion("And last year?", "Et l'an dernier ?", period: .previous(.year)),
            Suggestion("What's left this month?", "Il me reste combien ?"),
        ],
        .merchantSpend: [
            Suggestion("And last year?", "Et l'an dernier ?", period: .previous(.year)),
            Suggestion("When did I last go there?", "C'était quand la dernière fois ?"),
        ],
        .categorySpend: [
            Suggestion("And last month?", "Et le mois dernier ?", period: .previous(.month)),
            Suggestion("Compare with last month", "Comparer au mois dernier"),
        ],
        .periodSummary: [
            Suggestion("Top categories", "Mes catégories principales"),
            Suggestion("Biggest expenses", "Mes plus grosses dépenses"),
        ],
        .comparePeriods: [
            Suggestion("Where does my money go?", "Où part mon argent ?"),
            Suggestion("How can I save money?", "Comment faire des économies ?"),
        ],
        .topCategories: [
            Suggestion("Top shops", "Mes magasins principaux"),
            Suggestion("Biggest expenses", "Mes plus grosses dépenses"),
        ],
        .topMerchants: [
            Suggestion("Top categories", "Mes catégories principales"),
            Suggestion("And last month?", "Et le mois dernier ?", period: .previous(.month)),
        ],
        .largestExpenses: [
            Suggestion("Top categories", "Mes catégories principales"),
            Suggestion("And last month?", "Et le mois dernier ?", period: .previous(.month)),
        ],
        .lastPurchase: [
            Suggestion("How much there in total?", "Combien au total ?"),
            Suggestion("And this year?", "Et cette année ?", period: .current(.year)),
        ],
        .subscriptions: [
            Suggestion("Upcoming charges", "Prélèvements à venir"),
            Suggestion("How can I save money?", "Comment faire des économies ?"),
        ],
        .upcomingCharges: [
            Suggestion("My subscriptions", "Mes abonnements"),
            Suggestion("Where will I end the month?", "Je vais finir le mois à combien ?"),
        ],
        .projection: [
            Suggestion("How much per day?", "Combien par jour ?"),
            Suggestion("Upcoming charges", "Prélèvements à venir"),
        ],
        .savingsIdeas: [
            Suggestion("My subscriptions", "Mes abonnements"),
            Suggestion("Where does my money go?", "Où part mon argent ?"),
        ],
        .averageSpending: [
            Suggestion("And this month?", "Et ce mois-ci ?", period: .current(.month)),
            Suggestion("Where does my money go?", "Où part mon argent ?"),
        ],
        .offTopic: [
            Suggestion("What's left this month?", "Il me reste combien ce mois-ci ?"),
            Suggestion("How much did I spend last month?", "Combien j'ai dépensé le mois dernier ?"),
        ],
        .unclear: [
            Suggestion("What's left this month?", "Il me reste combien ce mois-ci ?"),
            Suggestion("My biggest expenses", "Mes plus grosses dépenses"),
        ],
    ]
}
