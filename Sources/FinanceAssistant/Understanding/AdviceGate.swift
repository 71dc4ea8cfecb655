/// Refuses investment and buy/sell advice, even behind finance words
/// ("should I invest my savings in bitcoin", "où placer mon argent", "should I
/// buy stocks with my salary"). It runs after the follow-up repair and before
/// the scope gate, whatever the backend read.
struct AdviceGate: Sendable {
    /// Whether the message asks for advice (read once, with its features).
    func seeksAdvice(_ f: MessageFeatures) -> Bool { f.seeksAdvice }

    /// Whether a message of these words, naming a shop at `merchant`, asks for advice.
    static func seeksAdvice(words ids: WordIDs, merchant: Range<Int>?, language: CueLanguage) -> Bool {
        let sets = WordSets.shared
        // A shop's name is not an instrument ("chez Action" is not "actions").
        var words = ids.blanking(merchant ?? 0..<0)
        // What is withdrawn is not asked: "forget the investing bit, what's left?",
        // "laisse tomber le placement".
        for r in sets.retractions.matcher(for: language).matches(in: words) {
            words = words.blanking(r.range.upperBound..<min(words.count, r.range.upperBound + 3))
        }
        if sets.standaloneAdvice.contains(in: words) { return true }
        let named = sets.notInstruments.matches(in: words).reduce(words) { $0.blanking($1.range) }
        if sets.instruments.contains(in: named) { return true }
        // "when do I need to pay the phone bill?" asks a date: a recommendation's words inside a question of when
        // ask none. "combien je dois sur ma facture ?" owes: "dois" before "sur / à" is a debt, not a duty.
        let cues = sets.recommendation.matches(in: words).filter { m in
            let end = m.range.upperBound
            if words.words[end - 1] == "dois", end < words.count, AdvicePatterns.owedTo.contains(words.words[end]) {
                return false
            }
            return !(max(0, m.range.lowerBound - 2)..<m.range.lowerBound).contains {
                ScopeCues.timeQuestions.contains(words.words[$0])
            }
        }
        guard !cues.isEmpty else { return false }
        // Asked only whether it is due ("do I need to pay my phone bill this month?", "dois-je payer le loyer ?"), a
        // decision's word that names a bill or is paid is the writer's charge, not a choice: "should I pay my phone
        // bill now" and "would you pay my insurance premium" still weigh one.
        let asksIfDue = cues.allSatisfy {
            AdvicePatterns.dueQuestions.contains(words.words[$0.range].joined(separator: " "))
        }
        return sets.decisions.matches(in: words).contains { m in
            guard asksIfDue else { return true }
            let end = m.range.upperBound
            if end < words.count, AdvicePatterns.billed.contains(words.words[end]) { return false }
            let before = max(0, m.range.lowerBound - 2)..<m.range.lowerBound
            // A bill's name after the bill: "ma facture de téléphone", "la facture d'assurance".
            if before.contains(where: { Lexicon.billNouns.contains(words.words[$0]) }) { return false }
            // Paid: "pay the mortgage", "payer ma mutuelle" ("pay for phone insurance" buys it).
            return !before.contains { k in
                AdvicePatterns.payVerbs.contains(words.words[k])
                    && (k + 1..<m.range.lowerBound).allSatisfy { AdvicePatterns.payArticles.contains(words.words[$0]) }
            }
        }
    }
}
