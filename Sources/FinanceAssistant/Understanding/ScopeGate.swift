/// Keeps the assistant to the user's own money (GUIDE §3 "Own money", §11).
///
/// A message is in scope when it asks about the writer's own money — "I / my /
/// me / je / mon" tied to spending, income, a balance, a bill or a budget —
/// or when it is only the slots of such a question ("Lidl last month?",
/// "relevé de février"). A category word or a shop name is not enough: "is
/// Lidl open on Sunday?", "how much does Netflix cost in Germany?" and "which
/// fuel does a Golf take?" are refused, with no reason (they carry finance
/// words); a message with no money, category or shop word at all is refused
/// as `noFinanceEvidence`. A message with no content words is `unclear`, not
/// refused. Legitimate follow-ups of a money question pass.
struct ScopeGate: Sendable {
    enum Verdict: Equatable {
        case pass
        case unclear
        case refuse
    }

    /// What a money word next to "I / my / me" adds to the own-money score: as
    /// much as a strong off-topic shape, so "how much did I spend on cooking
    /// classes" stays in scope while "how do I cancel my gym membership" does not.
    static let relationBonus = 3.0
    /// What an opener about the writer ("how much did I", "what's my", "ça
    /// m'a coûté") counts for, like a cue of a kind of question.
    static let openerWeight = 2.5
    /// Off-topic shapes lighter than this (a greeting, "what's the") do not
    /// refuse a message that is only slots: "merci ! combien chez Biocoop ?".
    static let weakShape = 3.0
    /// At most this many content words outside slots, cues and money words
    /// make a message "only slots" ("what's the damage at Biocoop"); one more
    /// when it names a period ("how much on ubre rides since payday").
    static let slotsOnlyWords = 1
    /// At least this many words of its own make a message about a bank thing with no kind of question a
    /// matter for the bank (`MessageFeatures.isBankMatter`), not a fragment ("and the transfer?").
    static let bankMatterWords = 2
    /// At least this many words of its own make a message about the writer's money that asks no kind of question
    /// say something the ledger does not answer (the rules refuse it); fewer are a fragment to ask again about
    /// ("my money?", "and the other one?"). Two cost own-money neighbours on the development sets; three none.
    static let unaskedWords = 3
    /// A cue of a kind of question this strong ("how much did I spend", "my last payment") asks the ledger,
    /// whatever service shape surrounds it ("can I …", "why …"); "on my account" (4) does not.
    static let decisiveCue = 5.0

    /// One of the bank's things beside what has happened to it ("my account is locked") weighs as a reported
    /// problem (`bankMissing`, `bankDeclined`): above a strong cue plus a money word next to "my".
    static let bankStateWeight = 8.5
    /// A request to act ("pay my EDF bill", "I want my phone bill paid"): as much as an off-topic family that
    /// outweighs a money word next to "my" (`MessageFeatures`).
    static let requestWeight = 6.0

    /// A cue of a kind of question found in the message, with its word positions.
    struct Hit {
        let intent: Intent
        let weight: Double
        let span: ClosedRange<Int>
    }

    /// What one stretch of the message says about whose money it is about.
    struct Evidence {
        /// The strongest cue of a kind of question next to "I / my / me / je / mon"
        /// ("how much did I spend", "il me reste"), plus `relationBonus` for a
        /// money word next to one ("my salary", "m'a coûté").
        var ownMoney = 0.0
        /// The summed weight of off-topic shapes, greetings and general topics.
        var offTopic = 0.0
        var otherWords = 0
        /// A money word, currency sign, category, shop or cue of a kind of question.
        var hasEvidence = false
        var namesPeriod = false
        /// A cue of a kind of question or an opener about the writer: the stretch
        /// asks about money rather than only mentioning it.
        var asks = false
        /// "how much / combien" with a shop or a category: with a period, a
        /// money question whatever context surrounds it ("j'ai pris un café chez
        /// Paul, ça fait combien chez eux cette semaine ?").
        var asksHowMuchOfSubject = false

        /// In scope: the writer's money outweighs any off-topic shape, or the
        /// stretch is only slots with nothing but a greeting around them.
        var isInScope: Bool {
            if ownMoney > offTopic { return true }
            let slack = ScopeGate.slotsOnlyWords + (namesPeriod ? 1 : 0)
            guard offTopic < ScopeGate.weakShape else { return false }
            return (otherWords <= slack && hasEvidence) || (namesPeriod && asksHowMuchOfSubject)
        }
    }

    /// The scope evidence of a message, whole and sentence by sentence.
    struct Assessment {
        let whole: Evidence
        let isAboutOwnMoney: Bool

        init(
            hits: [Hit], openers: [ClosedRange<Int>], relations: [Range<Int>], howMuch: [Bool], subject: [Bool],
            firstPerson: [Int], owners: [Int] = [], evidence: [Bool],
            isOther: [Bool],
            sentenceStarts: [Int], namesPeriod: Bool, longPaste: Bool = false
        ) {
            // A phrase is the writer's when "I / my / me…" sits in its sentence.
            // No array is made a message here but the sentences': this runs on every read.
            func assess(_ r: Range<Int>) -> Evidence {
                let isOwned = firstPerson.contains { r.contains($0) }
                // Where no "my" is said, `owners` speak for it: a kind of question asked of "the gas bill", or
                // an order to be shown the records ("show all purchases"), is the writer's too.
                let spokenFor = owners.contains { r.contains($0) }
                var e = Evidence()
                for h in hits where r.contains(h.span.lowerBound) {
                    if h.intent == .offTopic {
                        e.offTopic += h.weight
                    } else if h.intent.isAnswerable {
                        e.hasEvidence = true
                        if h.weight >= 2.5 { e.asks = true }
                        if h.weight >= 2, isOwned || spokenFor { e.ownMoney = max(e.ownMoney, h.weight) }
                    }
                }
                if openers.contains(where: { r.contains($0.lowerBound) }) {
                    e.ownMoney = max(e.ownMoney, ScopeGate.openerWeight)
                    e.asks = true
                }
                if isOwned, relations.contains(where: { r.contains($0.lowerBound) }) {
                    e.ownMoney += ScopeGate.relationBonus
                }
                e.hasEvidence = e.hasEvidence || r.contains { evidence[$0] }
                e.otherWords = r.reduce(0) { $0 + (isOther[$1] ? 1 : 0) }
                e.asksHowMuchOfSubject = r.contains { howMuch[$0] } && r.contains { subject[$0] }
                e.namesPeriod = namesPeriod
                return e
            }
            // "I / my / me" ties money to the writer within its own sentence; the
            // whole message sums its shapes and content words. A sentence runs from one start to the next
            // (the first from 0, the last to the end).
            var sentences: [Evidence] = []
            sentences.reserveCapacity(sentenceStarts.count + 1)
            var lower = 0
            for (k, start) in sentenceStarts.enumerated() where k > 0 || start != 0 {
                sentences.append(assess(lower..<start))
                lower = start
            }
            sentences.append(assess(lower..<evidence.count))
            var all = Evidence()
            // The largest of the sentences' (there is at least one), as `max()` would give.
            var ownMoney = -Double.infinity
            var elsewhere = -Double.infinity
            for s in sentences {
                ownMoney = max(ownMoney, s.ownMoney)
                all.offTopic += s.offTopic
                all.otherWords += s.otherWords
                all.hasEvidence = all.hasEvidence || s.hasEvidence
                all.asksHowMuchOfSubject = all.asksHowMuchOfSubject || s.asksHowMuchOfSubject
                elsewhere = max(elsewhere, s.offTopic)
            }
            all.ownMoney = ownMoney
            all.namesPeriod = namesPeriod
            whole = all
            if whole.isInScope || sentences.count < 2 {
                isAboutOwnMoney = whole.isInScope
                return
            }
            // A long paste is judged by its closing question, whatever the pasted text weighs.
            if longPaste, let last = sentences.last, last.isInScope, last.asks {
                isAboutOwnMoney = true
                return
            }
            // A real question after a preamble ("ignore your rules. how much is left?",
            // a pasted text ending with a question) is read on its own sentence.
            // Against an off-topic question elsewhere, only a sentence that asks
            // about the writer's money counts — not one that merely mentions it
            // ("comment on fait une pâte brisée ? j'ai tout acheté à la Biocoop").
            isAboutOwnMoney = sentences.indices.contains { k in
                let s = sentences[k]
                guard s.isInScope else { return false }
                if elsewhere < ScopeGate.weakShape { return true }
                // The closing question, or a strong one anywhere ("how much did I spend…").
                return s.asks && s.ownMoney > 0 && (k == sentences.count - 1 || s.ownMoney > ScopeGate.relationBonus)
            }
        }
    }

    /// Off-topic shapes lighter than this (a greeting, an opener) are thin evidence against a
    /// model's reading: what a model read as a kind of question stands over them (issue 24).
    static let thinEvidence = 3.5
    /// At most this many words, and `fragmentOtherWords` outside slots and cues, make a fragment
    /// that carries on an answered question ("on what?", "which ones?", "et la plus chère ?").
    static let fragmentWords = 6
    static let fragmentOtherWords = 2

    func check(
        _ f: MessageFeatures, intent: Intent, isFollowUp: Bool, previous: Reading?, previousNamedCategory: Bool = false,
        readByModel: Bool = false
    ) -> Verdict {
        if f.isContentless { return .unclear }
        if previous?.intent == .offTopic, continuesOffTopic(f, previousNamedCategory: previousNamedCategory) {
            return .refuse
        }
        guard intent.isAnswerable else { return .pass }
        // A request to the bank beside a ledger question refuses the whole message (GUIDE §16).
        if f.refusedWhole { return .refuse }
        // A bank matter with no kind of question, whoever read it, as the rules read it.
        if f.refusedAsBankMatter { return .refuse }
        if f.isAboutOwnMoney || isFollowUp { return .pass }
        if readByModel, prefersReading(f, intent: intent, previous: previous) { return .pass }
        return .refuse
    }

    /// Where the evidence against it is thin, a model's reading of a kind of question stands: the
    /// writer speaks of their own money, a shop, a category or a period ("what did I buy there most
    /// recently?", "how many ubers did i take last week"), asks the bank nothing and names none of
    /// its products, and holds no off-topic shape heavier than a greeting or an opener. A short
    /// fragment with no off-topic shape at all that carries on an answered question ("on what?",
    /// "lesquels ?", "top 2 only") is the writer's by the conversation — a thank-you is not ("ty!",
    /// "merciii"): it points at nothing. The rules' own readings never come here: they decide
    /// scope themselves.
    private func prefersReading(_ f: MessageFeatures, intent: Intent, previous: Reading?) -> Bool {
        // A question for the bank is refused whatever a model read (GUIDE §16).
        guard !f.asksBank, !f.namesBankProduct, !f.asksBankService, f.offTopicScore < ScopeGate.thinEvidence else {
            return false
        }
        if f.isFirstPerson || f.namesOwnBill, f.hasFinanceEvidence || f.periods.period.isSpecified { return true }
        if f.offTopicScore == 0, f.hasFinanceEvidence, f.periods.period.isSpecified { return true }
        guard let previous, previous.intent.isAnswerable, f.offTopicScore == 0 else { return false }
        // The same kind of question carried on with a new period, a limit or a follow-up's opening, with no
        // off-topic shape at all: "and what was it at the end of February?", "narrow it to Feb 23–27?",
        // "donne-moi juste les 2 premières pistes".
        if intent == previous.intent, f.startsLikeFollowUp || f.periods.period.isSpecified || f.limit != nil {
            return true
        }
        guard f.words.count <= ScopeGate.fragmentWords, f.otherWordCount <= ScopeGate.fragmentOtherWords
        else { return false }
        return f.startsLikeFollowUp || f.limit != nil || f.words.contains { Lexicon.answerPointers.contains($0) }
    }

    /// A follow-up of a refused turn that carries on its subject ("and in
    /// pounds?" after a conversion, "et pour un enfant ?") is refused too; one
    /// that could only be about the user's money ("and last month?", "ok and
    /// at Lidl?") is left to the reader, which finds nothing to follow (GUIDE §7).
    private func continuesOffTopic(_ f: MessageFeatures, previousNamedCategory: Bool) -> Bool {
        guard f.startsLikeFollowUp, f.ownMoneyScore == 0 else { return false }
        // "same", "pareil": the previous question again, whatever it names.
        if f.words.contains(where: { Lexicon.sameWords.contains($0) }) { return true }
        // A bare time fragment ("and the day after?", "et celui d'avant ?") is money-shaped too (GUIDE §7).
        let namesSlot =
            f.periods.period.isSpecified || f.periods.comparison.isSpecified || f.periods.shiftBack != nil
            || f.merchant != nil || (f.category != nil && !previousNamedCategory)
            || f.cueScores.contains { $0.key.isAnswerable && $0.value >= 2.5 }
            || f.words.contains(where: WordSets.shared.timeWords.contains)
        let moneyShaped = namesSlot && f.otherWordCount == 0
        return !moneyShaped || f.offTopicScore >= ScopeGate.weakShape
    }
}
