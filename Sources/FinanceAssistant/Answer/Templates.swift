/// The answer sentences, English and French, with `{blanks}` for figures and
/// names. The only reader output that can fill a blank is a canonical shop name.
enum Templates {
    static let table: [String: (en: String, fr: String)] = [
        "spendingTotal": (
            "You've spent {total} {period}, in {payments}.",
            "Vous avez dépensé {total} {period}, en {payments}."
        ),
        "refunds": (" {refunds} came back as refunds.", " {refunds} vous ont été remboursés."),
        "incomeTotal": (
            "You received {total} {period} ({payments} in).",
            "Vous avez reçu {total} {period} ({transfers})."
        ),
        "leftover": (
            "{Period}: {income} in, {spending} out — {leftover} left.",
            "{Period} : {income} reçus, {spending} dépensés — il reste {leftover}."
        ),
        "leftoverNegative": (
            "{Period}: {income} in, {spending} out — you spent {overspend} more than came in.",
            "{Period} : {income} reçus, {spending} dépensés — vous avez dépensé {overspend} de plus que vos revenus."
        ),
        "dailyAllowance": (
            "You can spend {perDay} a day for the {daysLeft} days left in this budget month ({available} available after {scheduled} of scheduled charges).",
            "Vous pouvez dépenser {perDay} par jour pendant les {daysLeft} jours qui restent ce mois-ci ({available} disponibles après {scheduled} de prélèvements prévus)."
        ),
        "dailyAllowanceNone": (
            "Nothing is left to spend this budget month: {available} after {scheduled} of scheduled charges, with {daysLeft} days to go.",
            "Il ne reste rien à dépenser ce mois-ci : {available} après {scheduled} de prélèvements prévus, à {daysLeft} jours de la fin."
        ),
        "balance": (
            "Your balance is {balance} {asOf}: {accounts}.",
            "Votre solde est de {balance} {asOf} : {accounts}."
        ),
        "merchantSpend": (
            "You've spent {total} at {merchant} {period}: {payments}, {average} on average.",
            "Vous avez dépensé {total} chez {merchant} {period} : {payments}, {average} en moyenne."
        ),
        "merchantSpendOne": (
            "You've spent {total} at {merchant} {period}, in a single payment.",
            "Vous avez dépensé {total} chez {merchant} {period}, en un seul paiement."
        ),
        "merchantSpendNone": (
            "You have no payment at {merchant} {period}.",
            "Vous n'avez aucun paiement chez {merchant} {period}."
        ),
        "wholeHistory": (
            "No payment at {merchant} {asked}, so here is your whole history. ",
            "Aucun paiement chez {merchant} {asked}, voici donc tout votre historique. "
        ),
        "missingMerchant": (
            "Which shop do you mean? Name it and I'll add up your payments there.",
            "De quel magasin parlez-vous ? Donnez son nom et je fais le total de vos paiements."
        ),
        "categorySpend": (
            "You've spent {total} on {category} {period} ({payments}).",
            "Vous avez dépensé {total} en {category} {period} ({payments})."
        ),
        "missingCategory": ("Which category do you mean?", "De quelle catégorie parlez-vous ?"),
        "periodSummary": (
            "{Period}: {income} in, {spending} out, net {net}. Most of it went to {topCategory} ({topCategoryTotal}).",
            "{Period} : {income} reçus, {spending} dépensés, solde net {net}. Le premier poste : {topCategory} ({topCategoryTotal})."
        ),
        "periodSummaryEmpty": (
            "{Period}: {income} in, {spending} out, net {net}.",
            "{Period} : {income} reçus, {spending} dépensés, solde net {net}."
        ),
        "comparePeriods": (
            "You spent {current}{scope} {period}, against {previous} {comparison}: {change}.",
            "Vous avez dépensé {current}{scope} {period}, contre {previous} {comparison} : {change}."
        ),
        "more": ("{delta} more ({deltaPercent} %)", "{delta} de plus ({deltaPercent} %)"),
        "less": ("{delta} less ({deltaPercent} %)", "{delta} de moins ({deltaPercent} %)"),
        "same": ("the same", "c'est pareil"),
        "noBaseline": ("nothing to compare with", "rien à comparer"),
        "topCategories": ("Where your money went {period}: {list}.", "Où est passé votre argent {period} : {list}."),
        "topMerchants": (
            "Where you spent most {period}: {list}.", "Là où vous avez le plus dépensé {period} : {list}."
        ),
        "largestExpenses": ("Your biggest payments {period}: {list}.", "Vos plus grosses dépenses {period} : {list}."),
        "emptyList": ("No payment {period}.", "Aucun paiement {period}."),
        "lastPurchase": (
            "Your last payment {scope} was {amount} on {date}, {ago}.",
            "Votre dernier paiement {scope} : {amount} le {date}, {ago}."
        ),
        "lastPurchaseNone": ("No payment {scope} {period}.", "Aucun paiement {scope} {period}."),
        "subscriptions": (
            "You have {subscriptionCount}, {monthlyTotal} a month in all: {list}.",
            "Vous avez {subscriptionCount}, {monthlyTotal} par mois au total : {list}."
        ),
        "subscription": (
            "{name} costs {amount} ({cadence}); the next payment is on {nextDate}.",
            "{name} coûte {amount} ({cadence}) ; le prochain paiement est le {nextDate}."
        ),
        "upcomingCharges": (
            "{charges} due {period}, {total} in all; the next is {nextName}, {nextAmount} on {nextDate}.",
            "{charges} prévus {period}, {total} au total ; le prochain : {nextName}, {nextAmount} le {nextDate}."
        ),
        "upcomingChargesNone": ("No charge is due {period}.", "Aucun prélèvement n'est prévu {period}."),
        "projection": (
            "By the end of this budget month ({to}) you should have {projected}: {balance} today, {scheduled} still scheduled. Day-to-day spending is not guessed.",
            "À la fin de ce mois budgétaire ({to}) vous devriez avoir {projected} : {balance} aujourd'hui, {scheduled} encore prévus. Les dépenses courantes ne sont pas estimées."
        ),
        "savingsIdeas": (
            "Ideas from your own spending {period}: {list}.",
            "Des pistes tirées de vos dépenses {period} : {list}."
        ),
        "savingsIdeasNone": (
            "Nothing stands out in your spending {period}.",
            "Rien ne ressort de vos dépenses {period}."
        ),
        "categoryRise": (
            "{category} is up {amount} on the period before", "{category} : {amount} de plus que la période précédente"
        ),
        "priceRise": (
            "{name} now costs {amount} more than a year ago", "{name} coûte {amount} de plus qu'il y a un an"
        ),
        "trim": (
            "trimming {category} by a tenth would save {amount}",
            "réduire {category} d'un dixième économiserait {amount}"
        ),
        "averageSpending": (
            "On average you spend {average} a {unit}{scope} ({total} {period}).",
            "En moyenne vous dépensez {average} par {unit}{scope} ({total} {period})."
        ),
        "offTopic": (
            "I can only answer questions about your own money in Finely. Try one of these:",
            "Je ne réponds qu'aux questions sur votre argent dans Finely. Essayez plutôt :"
        ),
        "advice": (
            "I can describe the money you've recorded, but I don't give investment or purchase advice.",
            "Je peux décrire l'argent que vous avez enregistré, mais je ne donne pas de conseil d'investissement ou d'achat."
        ),
        "unclear": (
            "I didn't catch that. You can ask, for instance:", "Je n'ai pas compris. Vous pouvez demander par exemple :"
        ),
    ]

    /// Counted nouns: (English singular, plural, French singular, plural).
    static let nouns: [String: (String, String, String, String)] = [
        "payments": ("payment", "payments", "paiement", "paiements"),
        "transfers": ("transfer in", "transfers in", "versement", "versements"),
        "charges": ("charge is", "charges are", "prélèvement est", "prélèvements sont"),
        "subscriptionCount": ("subscription", "subscriptions", "abonnement", "abonnements"),
        "days": ("day", "days", "jour", "jours"),
    ]

    static func text(_ key: String, _ locale: Language) -> String {
        guard let pair = table[key] else { return "" }
        return locale == .en ? pair.en : pair.fr
    }

    /// Follow-up chips offered after each kind of answer.
    static let suggestions: [Intent: (en: [String], fr: [String])] = [
        .leftover: (["And per day?", "Where does my money go?"], ["Et par jour ?", "Où part mon argent ?"]),
        .dailyAllowance: (
            ["What's still scheduled?", "Where will I end the month?"],
            ["Qu'est-ce qui va être prélevé ?", "Je vais finir le mois à combien ?"]
        ),
        .balance: (
            ["What's left this month?", "Upcoming charges"],
            ["Il me reste combien ce mois-ci ?", "Prélèvements à venir"]
        ),
        .spendingTotal: (
            ["And last month?", "Where does my money go?"], ["Et le mois dernier ?", "Où part mon argent ?"]
        ),
        .incomeTotal: (["And last year?", "What's left this month?"], ["Et l'an dernier ?", "Il me reste combien ?"]),
        .merchantSpend: (
            ["And last year?", "When did I last go there?"], ["Et l'an dernier ?", "C'était quand la dernière fois ?"]
        ),
        .categorySpend: (
            ["And last month?", "Compare with last month"], ["Et le mois dernier ?", "Comparer au mois dernier"]
        ),
        .periodSummary: (
            ["Top categories", "Biggest expenses"], ["Mes catégories principales", "Mes plus grosses dépenses"]
        ),
        .comparePeriods: (
            ["Where does my money go?", "How can I save money?"],
            ["Où part mon argent ?", "Comment faire des économies ?"]
        ),
        .topCategories: (["Top shops", "Biggest expenses"], ["Mes magasins principaux", "Mes plus grosses dépenses"]),
        .topMerchants: (
            ["Top categories", "And last month?"], ["Mes catégories principales", "Et le mois dernier ?"]
        ),
        .largestExpenses: (
            ["Top categories", "And last month?"], ["Mes catégories principales", "Et le mois dernier ?"]
        ),
        .lastPurchase: (["How much there in total?", "And this year?"], ["Combien au total ?", "Et cette année ?"]),
        .subscriptions: (
            ["Upcoming charges", "How can I save money?"], ["Prélèvements à venir", "Comment faire des économies ?"]
        ),
        .upcomingCharges: (
            ["My subscriptions", "Where will I end the month?"],
            ["Mes abonnements", "Je vais finir le mois à combien ?"]
        ),
        .projection: (["How much per day?", "Upcoming charges"], ["Combien par jour ?", "Prélèvements à venir"]),
        .savingsIdeas: (["My subscriptions", "Where does my money go?"], ["Mes abonnements", "Où part mon argent ?"]),
        .averageSpending: (
            ["And this month?", "Where does my money go?"], ["Et ce mois-ci ?", "Où part mon argent ?"]
        ),
        .offTopic: (
            ["What's left this month?", "How much did I spend last month?"],
            ["Il me reste combien ce mois-ci ?", "Combien j'ai dépensé le mois dernier ?"]
        ),
        .unclear: (
            ["What's left this month?", "My biggest expenses"],
            ["Il me reste combien ce mois-ci ?", "Mes plus grosses dépenses"]
        ),
    ]
}
