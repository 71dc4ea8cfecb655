/// Everything the deterministic layers read in one message, computed once and
/// shared by the rules classifier, the follow-up repair and the gates.
///
/// Nothing here depends on who read the kind of question: the same features
/// feed every backend's pipeline.
public struct MessageFeatures: Sendable {
    public let tokens: [Token]
    public let words: [String]
    /// `words` with their numbers in the `Vocabulary`, for the matchers.
    let wordIDs: WordIDs
    public let periods: PeriodParser.Result
    public let merchant: MerchantReader.Match?
    let category: CategoryReader.Match?
    /// Sum of cue weights per kind of question, outside period and shop words.
    let cueScores: IntentScores
    /// A money word, currency sign, category or known shop outside an
    /// off-topic question shape ("qui a gagné" is not income).
    public let hasFinanceEvidence: Bool
    /// How strongly the message ties the writer to money, in its strongest
    /// sentence: a cue of a kind of question or an opener in a sentence with "I /
    /// my / me / je / mon" ("how much did I spend", "il me reste"), plus a bonus
    /// for a money word next to one ("my salary", "m'a coûté"). Zero when
    /// nobody's money is named.
    let ownMoneyScore: Double
    /// The weight of off-topic question shapes ("is X open", "what is a",
    /// "how much does X cost", "comment résilier"), greetings and general topics.
    let offTopicScore: Double
    /// Whether the message asks about the user's own money (GUIDE §3, §11):
    /// its own-money tie outweighs any off-topic shape, or it is only slots —
    /// a shop, a category, a period, money words and cues ("Lidl last
    /// month?", "relevé de février") — with no general question around them.
    public let isAboutOwnMoney: Bool
    /// "the year before", "le mois d'avant": the unit before the previous
    /// turn's period (only a follow-up can resolve it).
    let shiftBack: CalendarUnit?
    /// Only fillers ("hmm", "ok", "?") or nothing at all.
    public let isContentless: Bool
    /// Starts like a follow-up ("and …", "what about …", "et …").
    public let startsLikeFollowUp: Bool
    /// Points back at the previous shop ("there", "y", "chez eux").
    public let refersToPreviousShop: Bool
    /// Words that are not period, shop, category, opener, glue or filler.
    let otherWordCount: Int
    /// A top-N count, when one is given.
    public let limit: Int?
    /// What the message says about the turn it follows.
    let followUp: FollowUpCues
    /// Which language's cues the message hears (`CueLanguage`).
    let cueLanguage: CueLanguage
    /// The intent cue families that counted (indices into `CueFamilies.all`), for `CueFamilyTests`.
    let cueFamilies: [Int]
    /// A question for the bank, not the ledger (GUIDE §16): a bank cue family fired, or a
    /// request to act names money. A refusal of this message carries `bankService`.
    public let asksBank: Bool
    /// A request to the bank no ledger answer may stand beside (a vetoing family or a request
    /// to act with money, not withdrawn by a topic shift after it): the whole message is refused.
    public let refusedWhole: Bool
    /// The writer speaks of themself ("I", "my", "je", "mon"), not of someone else ("my friend").
    let isFirstPerson: Bool
    /// A bill named with a definite article ("the gas bill", "la facture d'eau"): in a money app, the writer's.
    let namesOwnBill: Bool
    /// A bank product or channel is named ("my card", "a PIN", "le découvert").
    let namesBankProduct: Bool
    /// A service question for the bank: a shape asking for a way, a permission or a reason ("how do I",
    /// "can I", "why", "je peux") beside one of the bank's things (a card, a top-up, a transfer), where
    /// neither "how much", an opener about the writer nor a decisive cue (`ScopeGate.decisiveCue`) asks
    /// the ledger — the rules refuse it (GUIDE §16).
    let asksBankService: Bool
    /// A kind of question asked of the ledger, not only a ledger word named: a cue of 3 or more, or a medium one
    /// with "how much", an opener about the writer or a period ("mon compte est à combien", "total spent last
    /// week"). "the recipient does not see the funds in their account" names an account and asks nothing.
    let asksKindOfQuestion: Bool
    /// One of the bank's things (a card, a top-up, a transfer, a fee, the account) in the last sentence.
    let namesBankObject: Bool
    /// Investment or buy/sell advice is asked (`AdviceGate`), read once for the rules and the gate.
    let seeksAdvice: Bool
    /// A word of `Lexicon.budgetWords` ("budget").
    let namesBudget: Bool
    /// "how much", "combien" in so many words.
    let asksHowMuch: Bool

    /// One of the bank's things in a message of its own words (at least `ScopeGate.bankMatterWords`
    /// outside slots and cues) that asks no kind of question and carries on nothing: a matter for the
    /// bank, not a fragment to ask again about ("I want to cancel the transfer I made this morning").
    var isBankMatter: Bool {
        guard namesBankObject, !startsLikeFollowUp, !asksKindOfQuestion else {
            return false
        }
        // A ledger word named without asking needs words of its own at length: "card payments?" is a fragment.
        if cueScores.contains(where: { $0.key.isAnswerable }) { return otherWordCount >= ScopeGate.unaskedWords }
        return asksAboutBankThings || otherWordCount >= ScopeGate.bankMatterWords
    }

    /// The bank's things in general, with a word of its own and nobody's money or period: "les virements SEPA
    /// sont gratuits ?", "do transfers go through on weekends" — what the bank does, whatever shop or category
    /// it names ("les retraits sont payants ?").
    var asksAboutBankThings: Bool { !isFirstPerson && !periods.period.isSpecified && otherWordCount >= 1 }

    /// A bank matter the rules read as one: the bank's things in general, or in the writer's words naming no
    /// shop or category of theirs ("le 9 du mois dernier g pris un uber, cb ?" is the writer's Uber) — a ledger
    /// word it names without asking ("the recipient does not see the funds in their account") asks nothing.
    var readAsBankMatter: Bool { isBankMatter && (asksAboutBankThings || (merchant == nil && category == nil)) }

    /// A bank matter refused whoever read it: one that names no kind of question at all. Where it names one
    /// without asking, a model's reading of it stands as any reading does (`ScopeGate.check`).
    var refusedAsBankMatter: Bool { readAsBankMatter && !cueScores.contains { $0.key.isAnswerable } }

    /// Whether any kind of question is cued (outside period wording).
    var hasIntentCue: Bool { cueScores.contains { $0.value > 0 } }

    init(text: String, locale: Language?, merchantReader: MerchantReader, periodParser: PeriodParser) {
        let sets = WordSets.shared
        let tokens = TextFolding.tokens(of: text)
        self.tokens = tokens
        let words = tokens.map(\.text)
        self.words = words
        // Every word looked up once in the vocabulary (after the tables above numbered theirs):
        // the matchers and word tables below read the numbers.
        let vocabulary = Vocabulary.shared.current()
        let ids = WordIDs(words, in: vocabulary)
        wordIDs = ids
        // What each word is in the single-word lists asked below, read once.
        let flags = WordFlags.of(ids)
        // Which cues may fire: a French one never on a plainly English message ("à Nice").
        // One lookup a word for every language guess below.
        let marks = LanguageMarks.of(ids)
        let language = LanguageMarks.cueLanguage(marks)
        cueLanguage = language
        let guessed = LanguageMarks.guess(marks)
        let shops = merchantReader.matches(in: tokens, words: ids, language: guessed, flags: flags)
        var merchant = merchantReader.preferred(among: shops, words: ids)
        // A shop's name written as one is no period ("Printemps Haussmann", "au Printemps");
        // a lower-case word that may be either yields to a period around it ("au printemps 2024").
        let strongShop =
            merchant.map { m in m.range.count > 1 || m.range.contains { tokens[$0].isCapitalized } } ?? false
        let found = periodParser.parse(
            tokens: tokens, words: ids, locale: locale ?? guessed,
            excluding: strongShop ? merchant.map { [$0.range] } ?? [] : [])
        if let m = merchant, !strongShop, found.spans.contains(where: { $0.overlaps(m.range) }) { merchant = nil }
        periods = found
        self.merchant = merchant
        let categories = CategoryReader.shared.matches(in: ids)
            .filter { c in !shops.contains { $0.range.overlaps(c.range) } }
        // A category word inside a longer money phrase is none ("sorties d'argent"); one set
        // aside ("groceries, not restaurants") yields to the other.
        let moneyPhrases = sets.relations.matcher(for: language).matches(in: ids).filtered { $0.range.count > 1 }
        let readable = categories.filter { c in
            !moneyPhrases.contains { $0.range.count > c.range.count && $0.range.overlaps(c.range) }
        }
        let category = readable.first { !Negation.precedes($0.range, in: ids) } ?? readable.first
        self.category = category

        var claimed = [Bool].filled(with: false, count: words.count)
        for span in periods.spans { for i in span { claimed[i] = true } }
        if let m = merchant { for i in m.range { claimed[i] = true } }

        // "my friend", "ma sœur" name someone else: their money is not the writer's.
        let firstPerson = words.indices.filtered { k in
            flags[k].contains(.firstPerson) && !(k + 1 < words.count && flags[k + 1].contains(.otherPeople))
        }
        isFirstPerson = !firstPerson.isEmpty
        // "the gas bill" is the writer's bill: beside a kind of question the article speaks as "my" ("when is the gas
        // bill due"); a bill alone names nobody's money ("who pays the bill at a restaurant").
        let billOwners = words.indices.filtered { k in
            // "spectrum's bill", "verizon's bill": the issuer's bill, which the writer pays.
            if words[k] == "s", k > 0, k + 1 < words.count, flags[k + 1].contains(.billNoun),
                !Lexicon.isContractions.contains(words[k - 1])
            {
                return true
            }
            guard flags[k].contains(.billDeterminer),
                let bill = ((k + 1)..<min(k + 3, words.count)).first(where: { flags[$0].contains(.billNoun) })
            else { return false }
            return !words[(k + 1)..<bill].contains(where: Lexicon.billGeneralisers.contains)
        }
        namesOwnBill = !billOwners.isEmpty
        namesBudget = flags.contains { $0.contains(.budgetWord) }
        // Money words as meant: one typo in an unknown word is read through ("my balnce").
        var read = ids
        do {
            var readWords = words
            var readIDs = ids.ids
            var corrections = false
            for k in words.indices where !claimed[k] {
                if let corrected = sets.typoCorrection(at: k, in: ids), corrected != words[k] {
                    readWords[k] = corrected
                    readIDs[k] = vocabulary.id(of: corrected)
                    corrections = true
                }
            }
            if corrections { read = WordIDs(words: readWords, ids: readIDs, known: ids.known) }
        }

        // Cues are read on the words outside period and shop wording, so that
        // "how did [last month] go" reads "how did go"; strong cues may also sit
        // inside a period phrase ("je vais [finir le mois] à combien").
        var scores = IntentScores()
        // Room for a message's usual cues at once: growing from empty allocates at every doubling.
        var hits: [ScopeGate.Hit] = []
        hits.reserveCapacity(8)
        var families: [Int] = []
        families.reserveCapacity(8)
        var bankAt: [Int] = []
        var vetoAt: [Int] = []
        var pricesAt: [ClosedRange<Int>] = []
        var reportsAt: [ClosedRange<Int>] = []
        var paymentsAt: [ClosedRange<Int>] = []
        var recordsAt: [Int] = []
        var latestRecordsAt: [Int] = []
        let intentCues = sets.intentCues.matcher(for: language)
        var cueCovered = claimed
        let free = words.indices.filtered { !claimed[$0] }
        let freeWords = read.picking(free)
        func count(_ m: PhraseMatcher<[IntentCues.Cue]>.Match, positions: [Int], minimum: Double = 0) {
            let span = positions[m.range.lowerBound]...positions[m.range.upperBound - 1]
            for cue in m.value where cue.weight >= minimum {
                scores[cue.intent, default: 0] += cue.weight
                hits.append(ScopeGate.Hit(intent: cue.intent, weight: cue.weight, span: span))
                families.append(cue.family)
                if WordSets.bankFamilies[cue.family] { bankAt.append(span.lowerBound) }
                if WordSets.vetoFamilies[cue.family] { vetoAt.append(span.lowerBound) }
                if WordSets.priceFamilies[cue.family] { pricesAt.append(span) }
                if WordSets.reportFamilies[cue.family] { reportsAt.append(span) }
                if WordSets.paymentFamilies[cue.family] { paymentsAt.append(span) }
                if cue.intent == .lastPurchase { recordsAt.append(span.lowerBound) }
                if cue.intent == .lastPurchase, cue.weight >= 4 { latestRecordsAt.append(span.lowerBound) }
            }
            if m.value.contains(where: { $0.intent != .offTopic }) {
                for k in m.range { cueCovered[positions[k]] = true }
            }
        }
        // Every start position counts its longest cue, so overlapping cues both
        // speak ("je peux [dépenser moins]").
        var coveredUpTo = 0
        for i in freeWords.indices {
            guard let m = intentCues.longest(at: i, in: freeWords) else { continue }
            if m.range.upperBound <= coveredUpTo { continue }  // a tail of a longer cue already counted
            count(m, positions: free)
            coveredUpTo = m.range.upperBound
        }
        for span in periods.spans {
            let inside = Array(span)
            let spanWords = ids.picking(inside)
            for i in spanWords.indices {
                if let m = intentCues.longest(at: i, in: spanWords), m.value.contains(where: { $0.weight >= 4.5 }) {
                    count(m, positions: inside, minimum: 4.5)
                }
            }
        }
        // "what's my…", "how much do I…", "ça m'a coûté combien" open a question
        // about the writer: no definition or public price is asked.
        // An opener ending in "my / ma" before someone else ("how much does my boyfriend…") is about them.
        let openers = sets.ownOpeners.matcher(for: language).matches(in: ids).filtered { m in
            !(m.range.upperBound < words.count && flags[m.range.upperBound - 1].contains(.firstPerson)
                && flags[m.range.upperBound].contains(.otherPeople))
        }.map { $0.range.lowerBound...($0.range.upperBound - 1) }
        for span in openers {
            hits.removeAll { h in
                guard h.intent == .offTopic, h.span.overlaps(span) else { return false }
                // A shape the opener holds is not asked ("[how much do] I…", "ça [me coûte combien]"); one
                // that goes on past it names a thing of its own: "when [is my] next meeting", "what is this charge"
                // (unless that charge is a shop's, which the ledger finds: "c'est quoi ce prélèvement AMZN ?").
                let pointsAtShop = merchant != nil && bankAt.contains(h.span.lowerBound)
                if h.span.upperBound > span.upperBound, !pointsAtShop { return false }
                scores[.offTopic, default: 0] -= h.weight
                return true
            }
        }
        // An off-topic shape the rules read beyond the cue tables: its weight counts against the writer's money.
        func addShape(_ span: ClosedRange<Int>, weight: Double) {
            hits.append(ScopeGate.Hit(intent: .offTopic, weight: weight, span: span))
            scores[.offTopic, default: 0] += weight
        }
        // An off-topic shape that does not count after all: its weight, its bank question and its veto go.
        func withdraw(_ span: ClosedRange<Int>) {
            hits.removeAll { h in
                guard h.intent == .offTopic, h.span == span else { return false }
                scores[.offTopic, default: 0] -= h.weight
                return true
            }
            bankAt.removeAll { $0 == span.lowerBound }
            vetoAt.removeAll { $0 == span.lowerBound }
        }
        // The bank's prices, asked as what they cost the writer over a period, are the ledger's fees (GUIDE §16):
        // "how much did I pay in exchange fees last month?", "les frais de change m'ont coûté combien en 2025 ?".
        if periods.period.isSpecified, !firstPerson.isEmpty, (scores[.spendingTotal] ?? 0) > 0 {
            for span in pricesAt { withdraw(span) }
        }
        // "how much is the [cable] bill": a shape ending on the writer's bill's article asks no public price.
        for h in hits where h.intent == .offTopic && billOwners.contains(h.span.upperBound) { withdraw(h.span) }
        // A deadline beside the writer's bill or payment is its due date, not the law's ("when is the deadline for
        // the cable bill", "what deadline do I have for my car payment", "bill deadlines this month?"); "the tax
        // return deadline" names neither.
        if isFirstPerson || !billOwners.isEmpty || periods.period.isSpecified {
            func billed(_ i: Int) -> Bool { !flags[i].isDisjoint(with: [.billNoun, .paymentWord]) }
            for k in words.indices where flags[k].contains(.deadlineWord) {
                guard (max(0, k - 7)..<min(words.count, k + 8)).contains(where: billed) else { continue }
                for h in hits where h.intent == .offTopic && h.span.contains(k) { withdraw(h.span) }
                scores[.upcomingCharges, default: 0] += CueFamily.upcomingChargesOwed.weight
            }
            // What the writer owes on a bill, or on what is billed ("my phone", "gas and electric"), is what is
            // still to pay on it; "what I owe on my overdraft" names neither and stays the balance.
            let owedOn: WordFlags = [.billNoun, .billedService]
            for k in words.indices where flags[k].contains(.oweWord) {
                if words[k] == "dois", !(k + 1 < words.count && ScopeCues.owesBefore.contains(words[k + 1])) {
                    continue
                }
                guard (k + 1..<min(words.count, k + 5)).contains(where: { !flags[$0].isDisjoint(with: owedOn) }) else {
                    continue
                }
                // A cue of its own, which speaks for the writer's money in the scope gate as one would: "what is the
                // amount I owe to the electric company".
                let owed = CueFamily.upcomingChargesOwed.weight
                scores[.upcomingCharges, default: 0] += owed
                hits.append(ScopeGate.Hit(intent: .upcomingCharges, weight: owed, span: k...k))
            }
        }
        // A request to act at the start of a clause ("pay my EDF bill", "résilie mon
        // abonnement", "can you transfer 200 €…"): the app reads money, it moves none.
        let requestLeads = sets.requestLeads.matcher(for: language)
        let actions = sets.actions.matcher(for: language)
        let amountActions = sets.amountActions.matcher(for: language)
        // Where a topic shift ("anyway", "en attendant") starts: a clause, and the point a veto is withdrawn before.
        let shiftStarts = sets.topicShifts.matcher(for: language).matches(in: ids).map(\.range.lowerBound)
        let clauseStarts = MessageFeatures.clauseStarts(
            words: ids, flags: flags, tokens: tokens, openers: openers, shiftStarts: shiftStarts,
            language: language)
        // An order to pay after a deadline, or after "when" and a duty, in its clause is a due date asked: "quand
        // dois-je payer ma facture ?", "la date limite pour régler ma facture d'eau".
        for span in paymentsAt {
            // Its clause, or the four words before it: "quand est-ce que je dois…" opens a clause at "est-ce que".
            let clause = clauseStarts.last { $0 <= span.lowerBound } ?? 0
            let before = min(clause, max(0, span.lowerBound - 4))..<span.lowerBound
            func names(_ set: Set<String>) -> Bool { before.contains { set.contains(words[$0]) } }
            // …or after a question of whether it is due: "dois-je payer ma facture de téléphone ce mois-ci ?" (the
            // words joined only when the rest did not decide).
            func asksIfDue() -> Bool {
                let said = " " + before.map { words[$0] }.joined(separator: " ") + " "
                return AdvicePatterns.dueQuestions.contains { said.contains(" \($0) ") }
            }
            if names(ScopeCues.deadlines) || (names(ScopeCues.timeQuestions) && names(ScopeCues.obligations))
                || asksIfDue()
            {
                withdraw(span)
            }
        }
        var actionAt: [Int] = []
        // Also after a request anywhere: "…, can you reverse it?", "vous pouvez augmenter mon plafond ?".
        // Not inside a question of when, what or how much: "when do I need to pay the cable bill?" asks a date,
        // "how much do I need to pay on my bills" a figure, not for a payment.
        let leadStarts = words.indices.filtered { k in
            // The lead first: it is rare, and the question words are a hashed set.
            guard requestLeads.longest(at: k, in: ids).map({ m in m.range.count > 1 || words[k] == "please" }) ?? false
            else { return false }
            if (max(0, k - 3)..<k).contains(where: { ScopeCues.leadQuestions.contains(words[$0]) }) { return false }
            if k > 0, ScopeCues.whetherQuestions.contains(words[k - 1]) { return false }
            // …or in a clause that opens as one ("what's the final amount of the money I need to pay in bills").
            let clause = clauseStarts.last { $0 <= k } ?? 0
            return !(ScopeCues.leadQuestions.contains(words[clause]) || words[clause] == "whats")
        }
        for start in Self.clauseHeads(clauseStarts, leadStarts, below: words.count + 1) {
            var k = start
            while let lead = requestLeads.longest(at: k, in: ids) { k = lead.range.upperBound }
            let needsAmount = actions.longest(at: k, in: ids) == nil
            guard let verb = actions.longest(at: k, in: ids) ?? amountActions.longest(at: k, in: ids),
                verb.range.upperBound < words.count
            else { continue }
            let after = verb.range.upperBound
            func isAmount(_ i: Int) -> Bool {
                guard i < words.count else { return false }
                if words[i].utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) || Self.isCurrencySign(words[i]) { return true }
                // "transfer sixty dollars to dad": a number in words, then its currency.
                guard flags[i].contains(.countStart), let (_, length) = NumberWords.count(at: i, in: words) else {
                    return false
                }
                return i + length < words.count && PeriodLexicon.currencyNames.contains(words[i + length])
            }
            // "send Léa 20 €", "pay Sarah 12,99 €": a name may stand between the verb and its amount.
            let named = tokens[after].isCapitalized && isAmount(after + 1)
            // "pay bills", "pay water bill", "pay for my phone bill", "pay rent": a bill a few words on is what the
            // order takes, as a determiner is. A period is no object ("…need to pay this month"); one owning the
            // next word is a determiner ("pay this month's phone bill").
            var object = after
            while object < words.count, claimed[object] { object += 1 }
            let ownedByPeriod = object > after && object + 1 < words.count && words[object] == "s"
            let billAhead = (object..<min(object + 4, words.count)).contains {
                flags[$0].contains(.billNoun) || ScopeCues.paidThings.contains(words[$0])
            }
            let takesObject =
                object < words.count
                && (ScopeCues.actionObjects.contains(words[object]) || ownedByPeriod || billAhead)
            guard isAmount(after) || named || (!needsAmount && takesObject) else { continue }
            addShape(k...(after - 1), weight: ScopeGate.requestWeight)
            actionAt.append(k)
        }
        // A bill asked to be paid in so many words: "I want my water bill paid", "i need the cable bill settled
        // now" — not one asked after ("I'd like to know if my phone bill was paid"), nor bills paid in a period or
        // asked to be shown ("please show me the bills paid last month").
        for k in words.indices where flags[k].contains(.paidState) {
            guard k > 0, !ScopeCues.paidAuxiliaries.contains(words[k - 1]), !(k + 1 < words.count && claimed[k + 1]),
                let bill = (max(0, k - 4)..<k).last(where: { flags[$0].contains(.billNoun) }),
                let wish = (max(0, bill - 5)..<bill).first(where: { ScopeCues.paymentWishes.contains(words[$0]) }),
                !(wish..<k).contains(where: { ScopeCues.displayVerbs.contains(words[$0]) })
            else { continue }
            addShape(wish...k, weight: ScopeGate.requestWeight)
            actionAt.append(wish)
        }
        // The writer's account's own rate ("what rate am I getting on my checking account", "is my savings account
        // earning a good rate"): the bank's terms. Not with a period, which asks what it paid ("how much interest did
        // I earn last year"), nor "my savings rate", what the writer saves; "the Livret A rate" is anyone's.
        if !firstPerson.isEmpty, !periods.period.isSpecified,
            let rate = words.indices.first(where: { flags[$0].contains(.rateWord) }),
            words.indices.contains(where: { k in
                flags[k].contains(.accountWord) && !(words[k] == "savings" && k + 1 == rate)
            })
        {
            addShape(rate...rate, weight: CueFamily.bankTerms.weight)
            bankAt.append(rate)
        }
        // Money missing: a negation just before a word of money arriving ("hasn't arrived",
        // "toujours pas reçu", "n'apparaît pas") — a problem for the bank (GUIDE §16).
        for k in words.indices where flags[k].contains(.missingNegation) {
            let window = (k + 1)..<min(k + 5, words.count)
            guard let a = window.first(where: { flags[$0].contains(.arrival) }) else { continue }
            addShape(k...a, weight: ScopeGate.bankStateWeight)
            bankAt.append(k)
            reportsAt.append(k...a)
        }
        // One of the bank's things and what has happened to it, side by side: "my account is locked",
        // "a blocked card", "ma carte est bloquée" — a matter for the bank (GUIDE §16).
        // States are rare: the bank's things are looked for beside one only when there is one.
        let states = sets.bankStates.matcher(for: language).matches(in: ids)
        let objects = states.isEmpty ? [] : sets.stateObjects.matcher(for: language).matches(in: ids)
        for object in objects {
            let after = object.range.upperBound..<min(object.range.upperBound + 4, words.count)
            guard
                let state = states.first(where: {
                    after.contains($0.range.lowerBound) || $0.range.upperBound == object.range.lowerBound
                })
            else { continue }
            let first = min(object.range.lowerBound, state.range.lowerBound)
            let last = max(object.range.upperBound, state.range.upperBound) - 1
            addShape(first...last, weight: ScopeGate.bankStateWeight)
            bankAt.append(first)
            reportsAt.append(first...last)
            break
        }
        // A problem said, then what was spent asked after it ("how much" and a spending cue), is the ledger
        // question (GUIDE §16: "my card got declined at Lidl, how much did I spend there this month?").
        let howMuch = sets.howMuch.matcher(for: language).matches(in: ids)
        asksHowMuch = !howMuch.isEmpty
        if (scores[.spendingTotal] ?? 0) >= 2.5, let ask = howMuch.map(\.range.lowerBound).max() {
            for span in reportsAt where span.upperBound < ask { withdraw(span) }
        }
        // The writer's latest records asked for beside a problem said, in either order ("can you show me my latest
        // transactions, there's a payment I don't recognise", "what are the last transactions on my account, I don't
        // recognise one"): the records are the question (GUIDE §10.9). "I see a transaction I don't recognise" asks
        // for none: a display verb, then "my", then the records; or a question's word before the latest ones.
        let asksForRecords =
            recordsAt.contains { r in
                (max(0, r - 4)..<r).contains { k in
                    ScopeCues.displayVerbs.contains(words[k])
                        && (k + 1..<r).contains { flags[$0].contains(.firstPerson) }
                }
            }
            || latestRecordsAt.contains { r in
                (max(0, r - 3)..<r).contains { ScopeCues.leadQuestions.contains(words[$0]) }
            }
        if asksForRecords { for span in reportsAt { withdraw(span) } }
        // Prices compared between shops, with no period compared ("Lidl c'est moins cher que Carrefour ?").
        if !periods.period.isSpecified, !periods.comparison.isSpecified {
            for m in sets.priceComparisons.matcher(for: language).matches(in: ids) {
                addShape(m.range.lowerBound...(m.range.upperBound - 1), weight: 6)
            }
        }
        // "comment ouvrir un livret A ?": how to do something, unless a cue already reads the verb.
        for k in words.indices.dropLast() where flags[k].contains(.howTo) && !cueCovered[k + 1] {
            let verb = words[k + 1]
            guard verb.utf8.count > 3, ScopeCues.infinitiveEndings.contains(where: verb.hasSuffix),
                !flags[k + 1].contains(.firstPerson)
            else { continue }
            addShape(k...(k + 1), weight: 3.5)
        }
        // A long paste ending in a question is read by its last sentence ("…I keep telling myself
        // I'll go through everything. anyway how much have I spent since the 1st?").
        let longPaste = tokens.count > PeriodParser.longMessage
        let lastSentence = longPaste ? (tokens.indices.last { tokens[$0].startsSentence } ?? 0) : 0
        if longPaste {
            scores = IntentScores()
            for h in hits where h.span.lowerBound >= lastSentence { scores[h.intent, default: 0] += h.weight }
        }
        if scores[.offTopic] == 0 { scores[.offTopic] = nil }
        cueScores = scores
        cueFamilies = families

        // Money words inside an off-topic shape or a shop's name are not evidence
        // ("qui a gagné", "price of", "Pay Pal") — unless a cue of a kind of
        // question also holds them ("ça m'a [coûté combien]").
        let unshaped = read.blanking(hits.lazy.filter { $0.intent == .offTopic }.flatMap(\.span))
            .taking(hits.lazy.filter(\.intent.isAnswerable).flatMap(\.span), from: read)
            .blanking(merchant?.range ?? 0..<0)
        let moneyMatches = sets.money.matches(in: unshaped)
        let relations = sets.relations.matcher(for: language).matches(in: unshaped)
        var evidence = [Bool].filled(with: false, count: words.count)
        for k in words.indices where Self.isCurrencySign(words[k]) { evidence[k] = true }
        if let m = merchant { for k in m.range { evidence[k] = true } }
        for c in categories { for k in c.range { evidence[k] = true } }
        for m in moneyMatches { for k in m.range { evidence[k] = true } }
        hasFinanceEvidence = evidence.contains(true)
        // A topic shift ("anyway", "en attendant") moves on from what came before it.
        let shift = shiftStarts.max() ?? -1
        // The bank's terms a long paste quotes ask nothing ("…sorry, pasted all that by mistake.
        // so what bills are coming up?").
        let bankActions = (hasFinanceEvidence ? actionAt : []).filter { $0 >= lastSentence }
        asksBank = bankAt.contains { $0 >= lastSentence } || !bankActions.isEmpty
        let tail = ids.suffix(from: lastSentence)
        namesBankProduct = sets.bankProducts.matcher(for: language).contains(in: tail)
        let strongestAsk = scores.max(where: \.isAnswerable) ?? 0
        // "can I see…", "je peux voir…", "je voudrais les dernières transactions": a shape that asks to be shown
        // the records, or a cue of them right after it (past one little word: "les", "my"), asks the ledger.
        let ledgerCueAt = hits.lazy.filter { $0.intent.isAnswerable && $0.weight >= 3 }.map(\.span.lowerBound)
        let serviceAsk = sets.bankAsks.matcher(for: language).matches(in: tail).contains { m in
            var k = m.range.upperBound
            if k + 1 < tail.count,
                flags[k + lastSentence].contains(.glue) || flags[k + lastSentence].contains(.firstPerson)
            {
                if ledgerCueAt.contains(k + 1 + lastSentence) { return false }
            }
            guard k < tail.count else { return true }
            if ledgerCueAt.contains(k + lastSentence) { return false }
            k = m.range.upperBound
            return !ScopeCues.displayVerbs.contains(tail.words[k])
        }
        // "When" and the writer's bill, due or to pay, ask its due date whatever service shape is around them:
        // "when do I have to pay my credit card bill", "how do I find out when my visa bill is due".
        let asksWhenDue =
            (isFirstPerson || !billOwners.isEmpty)
            && words.indices.contains { k in
                guard k >= lastSentence, flags[k].contains(.timeQuestion) else { return false }
                let after = (k + 1)..<min(words.count, k + 10)
                return after.contains { flags[$0].contains(.billNoun) }
                    && after.contains { flags[$0].contains(.dueWord) }
            }
        // The ledger is asked when "how much", an opener about the writer ("what's my"), a decisive cue or a bill's
        // due date says so.
        let asksLedger =
            strongestAsk >= ScopeGate.decisiveCue || openers.contains { $0.lowerBound >= lastSentence }
            || sets.howMuch.matcher(for: language).contains(in: tail) || asksWhenDue
        namesBankObject = sets.bankObjects.matcher(for: language).contains(in: tail)
        asksBankService = !asksLedger && serviceAsk && namesBankObject
        asksKindOfQuestion = strongestAsk >= 3 || (strongestAsk >= 2.5 && (asksLedger || periods.period.isSpecified))
        refusedWhole = vetoAt.contains { $0 >= lastSentence && $0 > shift } || bankActions.contains { $0 > shift }
        // "money" alone is no slot of a question: "money can't buy happiness" is no "my money?".
        for m in moneyMatches
        where m.range.count == 1 && ScopeCues.genericMoneyWords.contains(words[m.range.lowerBound]) {
            evidence[m.range.lowerBound] = false
        }

        isContentless = flags.allSatisfy { $0.contains(.filler) }
        // An opener may follow fillers: "ok and last year?", "ok so what about 2024?",
        // "bon et chez Lidl alors" ("what" of "what about" is a filler too).
        var opener: PhraseMatcher<Bool>.Match?
        for i in words.indices {
            opener = sets.openers.longest(at: i, in: ids)
            if opener != nil || !flags[i].contains(.filler) { break }
        }
        startsLikeFollowUp = opener != nil
        refersToPreviousShop = sets.anaphora.contains(in: ids)
        shiftBack = periods.shiftBack

        var covered = cueCovered
        if let c = category { for k in c.range { covered[k] = true } }
        if let o = opener { for k in o.range { covered[k] = true } }
        for m in relations { for k in m.range { covered[k] = true } }
        for m in moneyMatches { for k in m.range { covered[k] = true } }
        // "plain Uber, not Uber Eats", "les courses, pas les restos": the rejected
        // shop or category is no content — "l'argent fait pas le bonheur" keeps its words.
        if let no = flags.firstIndex(where: { $0.contains(.rejection) }),
            let rejected = (shops.map(\.range) + categories.map(\.range)).filter({ $0.lowerBound > no })
                .min(by: { $0.lowerBound < $1.lowerBound }), rejected.lowerBound <= no + 3
        {
            for k in no..<rejected.upperBound { covered[k] = true }
        }
        // Off-topic shapes and greetings are content: "what's 80 quid in euros?"
        // is no bare fragment. Openers ("what's the", "c'est quoi le") are not.
        var shaped = [Bool].filled(with: false, count: words.count)
        for h in hits where h.intent == .offTopic && h.weight >= 2 {
            for k in h.span { shaped[k] = true }
        }
        let isOther = words.indices.map { k in
            shaped[k]
                || !covered[k] && flags[k].isDisjoint(with: [.glue, .filler, .nonContent, .limitCue, .firstPerson])
                    && !words[k].utf8.contains { $0 >= 48 && $0 <= 57 }
        }
        otherWordCount = isOther.reduce(0) { $0 + ($1 ? 1 : 0) }
        followUp = FollowUpCues(
            words: ids, flags: flags, covered: covered, mentions: shops.map(\.range) + categories.map(\.range),
            pointsAtPreviousPeriod: periods.refersBack)

        // An order to be shown the records, opening a clause, is the writer's as "my" says: "show all purchases of
        // video games", "affiche les opérations de la semaine" ("show all restaurants nearby" names no records).
        let recordOrders = Self.clauseHeads(clauseStarts, below: words.count + 1).compactMap { start -> Int? in
            guard start < words.count, let k = words.indices[start...].first(where: { !flags[$0].contains(.filler) }),
                flags[k].contains(.recordOrder),
                ((k + 1)..<min(words.count, k + 4)).contains(where: { flags[$0].contains(.recordNoun) })
            else { return nil }
            return k
        }
        let scope = ScopeGate.Assessment(
            hits: hits, openers: openers, relations: relations.map(\.range),
            howMuch: MessageFeatures.positions(of: howMuch, count: words.count),
            subject: words.indices.map { k in
                merchant?.range.contains(k) ?? false || categories.contains { $0.range.contains(k) }
            },
            firstPerson: firstPerson, owners: billOwners + recordOrders,
            evidence: evidence,
            isOther: isOther,
            sentenceStarts: clauseStarts,
            namesPeriod: periods.period.isSpecified || periods.comparison.isSpecified, longPaste: longPaste)
        ownMoneyScore = scope.whole.ownMoney
        offTopicScore = scope.whole.offTopic
        isAboutOwnMoney = scope.isAboutOwnMoney && !refusedWhole
        limit = MessageFeatures.limit(in: words, flags: flags, claimed: claimed)
        seeksAdvice = AdviceGate.seeksAdvice(words: ids, merchant: merchant?.range, language: language)
    }

    /// Where the questions of a message start: sentences, a retraction ("what's
    /// the rate… no, forget it, how much did I spend") and an opener about the
    /// writer after "and" ("what's the Livret A rate, and how much have I got?").
    private static func clauseStarts(
        words: WordIDs, flags: [WordFlags], tokens: [Token], openers: [ClosedRange<Int>], shiftStarts: [Int],
        language: CueLanguage
    ) -> [Int] {
        // Marks by position, not a `Set` (hashed): every position is below the token count.
        var starts = [Bool].filled(with: false, count: tokens.count)
        for k in tokens.indices where tokens[k].startsSentence { starts[k] = true }
        let sets = WordSets.shared
        for m in sets.retractions.matcher(for: language).matches(in: words) { starts[m.range.lowerBound] = true }
        for k in shiftStarts { starts[k] = true }
        // "…, and can you move 200 € to savings?": a request after "and" opens a clause of its own.
        let leads = sets.requestLeads.matcher(for: language)
        for k in words.indices.dropLast() where flags[k].contains(.clauseJoin) {
            if leads.longest(at: k + 1, in: words) != nil { starts[k + 1] = true }
        }
        for o in openers {
            if flags[o.lowerBound].contains(.clauseJoin) {
                starts[o.lowerBound] = true
            } else if o.lowerBound > 0, flags[o.lowerBound - 1].contains(.clauseJoin) {
                starts[o.lowerBound - 1] = true
            }
        }
        return starts.indices.filtered { starts[$0] }
    }

    /// 0 and the positions of `some` and `more` (each below `bound`) once each, in order: what
    /// `Set([0] + some + more).sorted()` gives, with no hashing and no joined copies.
    private static func clauseHeads(_ some: [Int], _ more: [Int] = [], below bound: Int) -> [Int] {
        var seen = [Bool].filled(with: false, count: bound)
        seen[0] = true
        for k in some { seen[k] = true }
        for k in more { seen[k] = true }
        return seen.indices.filtered { seen[$0] }
    }

    /// "€", "$" or "£" (a token of its own, `TextFolding`).
    /// By bytes: `==` with a non-ASCII literal takes String's slow canonical comparison, on every word.
    @inline(__always)
    static func isCurrencySign(_ word: String) -> Bool {
        // Asked of every word: one byte turns most away before the iterator is made.
        guard let first = word.utf8.first, first == 0x24 || first == 0xC2 || first == 0xE2 else { return false }
        var bytes = word.utf8.makeIterator()
        switch (bytes.next(), bytes.next(), bytes.next(), bytes.next()) {
        case (0x24, nil, _, _), (0xC2, 0xA3, nil, _), (0xE2, 0x82, 0xAC, nil): return true
        default: return false
        }
    }

    /// The word positions the matches cover.
    private static func positions<Value>(of matches: [PhraseMatcher<Value>.Match], count: Int) -> [Bool] {
        var covered = [Bool].filled(with: false, count: count)
        for m in matches { for k in m.range { covered[k] = true } }
        return covered
    }

    /// A count next to a top-N cue: "top 3", "my five biggest", "les 2 catégories".
    /// - Parameter flags: the words' flags (`countStart` and `limitCue` are asked a word, not hashed).
    private static func limit(in words: [String], flags: [WordFlags], claimed: [Bool]) -> Int? {
        var i = 0
        while i < words.count {
            let mayStart = flags[i].contains(.countStart) || words[i].utf8.first.map { $0 >= 48 && $0 <= 57 } == true
            if !claimed[i], mayStart, let (n, len) = NumberWords.count(at: i, in: words),
                (1...50).contains(n),
                words[i] != "un" && words[i] != "une" && words[i] != "one" || (i > 0 && words[i - 1] == "top")
            {
                let after = i + len
                if after < words.count,
                    ["€", "$", "£", "%", "euros", "euro", "eur", "balles", "times", "fois"]
                        .contains(words[after])
                {
                    i = after
                    continue
                }
                let window = max(0, i - 2)..<min(words.count, after + 3)
                if window.contains(where: { flags[$0].contains(.limitCue) }) { return n }
                i = after
            } else {
                i += 1
            }
        }
        return nil
    }
}
