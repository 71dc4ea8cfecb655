import FinanceAssistant
import TallyModel
import TallyReports

/// The resolver's answers for a run, each computed once.
///
/// An answer depends on the reading, the locale and the ledger alone, and half
/// the turns of a set share their reading with another turn (v2: 2,233
/// readings for 4,825 turns), so each is computed once — with the numbers its
/// text would invent, which the record checks.
final class AnswerMemo: Sendable {
    struct Entry: Sendable {
        var answer: Answer
        /// Numbers in the text that no figure backs (empty for a refusal, which has no figures to back).
        var invented: [String]
    }

    private struct Key: Hashable, Sendable {
        var reading: Reading
        var locale: Language
    }

    /// Beyond this many readings, answers are computed again rather than kept: memory stays bounded.
    static let capacity = 20_000

    private let resolver: Resolver
    private let entries = Locked<[Key: Entry]>([:])

    init(resolver: Resolver) {
        self.resolver = resolver
    }

    func answer(_ reading: Reading, locale: Language) -> Entry {
        // Who read it and why the backend's reading was not used are not the resolver's to read
        // (Resolver, AnswerRenderer): a model's reading and the rules' same reading share one answer.
        var asked = reading
        asked.source = .rules
        asked.fallbackReason = nil
        let key = Key(reading: asked, locale: locale)
        if let kept = entries.withLock({ $0[key] }) { return kept }
        let answer = resolver.answer(reading, options: AnswerOptions(locale: locale))
        let entry = Entry(answer: answer, invented: reading.intent.isAnswerable ? answer.inventedNumbers() : [])
        entries.withLock { if $0.count < Self.capacity { $0[key] = entry } }
        return entry
    }
}
