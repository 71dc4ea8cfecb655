/// Refuses investment and buy/sell advice, even behind finance words
/// ("should I invest my savings in bitcoin", "où placer mon argent", "should I
/// buy stocks with my salary"). It runs after the follow-up repair and before
/// the scope gate, whatever the backend read.
struct AdviceGate: Sendable {
    /// Whether the message asks for advice.
    func seeksAdvice(_ f: MessageFeatures) -> Bool {
        let sets = WordSets.shared
        // A shop's name is not an instrument ("chez Action" is not "actions").
        var words = f.words
        if let m = f.merchant { for i in m.range { words[i] = "_" } }
        // What is withdrawn is not asked: "forget the investing bit, what's left?",
        // "laisse tomber le placement".
        for r in sets.retractions.matcher(for: f.cueLanguage).matches(in: words) {
            for i in r.range.upperBound..<min(words.count, r.range.upperBound + 3) { words[i] = "_" }
        }
        if sets.standaloneAdvice.contains(in: words) { return true }
        if sets.instruments.contains(in: words) { return true }
        return sets.recommendation.contains(in: words) && sets.decisions.contains(in: words)
    }
}
