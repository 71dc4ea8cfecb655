/// Phrases that point at a kind of question, with a weight, English and
/// French: the `intent` cue families (`CueFamilies`), one row per phrase. The
/// rules classifier adds the weights of every cue it finds (outside period
/// wording) and reads the kind with the highest total.
///
/// `spendingTotal` cues mean "spending" in general: with a shop they become
/// `merchantSpend`, with a category `categorySpend`.
enum IntentCues {
    /// One cue as the matcher carries it: its kind, its weight and its family
    /// (an index into `CueFamilies.all`, so a test can say which family fired).
    struct Cue: Sendable {
        let intent: Intent
        let weight: Double
        let family: Int
    }

    static let table: [(String, Intent, Double)] = rows.map { ($0.phrase, $0.cue.intent, $0.cue.weight) }

    /// Every intent cue with the language it is scoped to (`nil`: both).
    static let rows: [(phrase: String, language: Language?, cue: Cue)] = CueFamilies.all.enumerated().flatMap {
        (index, family) -> [(phrase: String, language: Language?, cue: Cue)] in
        guard case .intent(let intent) = family.role else { return [] }
        return family.phrases.map {
            ($0.phrase, $0.language, Cue(intent: intent, weight: family.weight, family: index))
        }
    }
}
