import FinanceAssistant
import Foundation
import TallyKit
import TallyModel
import TallyReports

/// `tally ask "question"`: one reading and its answer.
enum AskCommand: Command {
    static let name = "ask"
    static let abstract = "read one question (or a short conversation) and answer it"
    static let positionals = "\"QUESTION\""
    static let history = OptionKey<String>.text(
        "history", "\"EARLIER QUESTION\"", "an earlier question of the conversation, oldest first", repeatable: true)
    static let defaultLedger = RunCommand.defaultSet + "/ledger.json"
    static let ledger = OptionKey<URL>.path(
        "ledger", "FILE", "the ledger to answer from", default: defaultLedger,
        defaultNote: "\(defaultLedger), today 2026-03-18")
    static let locale = OptionKey<Language>.custom(
        "locale", "en|fr", "the language of the answer", defaultNote: "guessed from the question"
    ) { text in
        guard let parsed = Language(rawValue: text) else { throw UsageError("--locale must be en or fr") }
        return parsed
    }
    static let hideAmounts = FlagKey("hide-amounts", "mask every amount, in the text and the figures")
    static let json = FlagKey("json", "print the reading and the answer as JSON")
    static let explain = FlagKey(
        "explain",
        "also print what the rules heard: the cue families that counted, the scope evidence, the bank's matters")
    static let options = [history.spec, ledger.spec, locale.spec, hideAmounts.spec, json.spec, explain.spec]
    static let discussion = """
        Reads the question with the rules reader through the shared pipeline and answers it from the
        ledger.
        """

    static func run(_ args: OptionValues) async throws -> ExitCode {
        try args.expectPositionals(1...1, "ask takes one question (quote it)")
        let locale = try args.value(Self.locale)
        let ledger = try Ask.loadLedger(try args.defaulted(Self.ledger))
        let earlier = try args.all(Self.history)
        let steps = Ask(ledger: ledger).run(
            earlier + args.positional, locale: locale, hideAmounts: args.has(Self.hideAmounts),
            explain: args.has(Self.explain))
        if args.has(Self.json) {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            let data = try encoder.encode(earlier.isEmpty ? AnyEncodable(steps.last!) : AnyEncodable(steps))
            Output.out(String(decoding: data, as: UTF8.self))
        } else {
            Output.out(steps.map(Ask.render).joined(separator: "\n\n"))
        }
        return .ok
    }
}

/// Encodes one step or all of them with one call.
struct AnyEncodable: Encodable {
    let encodeTo: (any Encoder) throws -> Void
    init<T: Encodable>(_ value: T) { encodeTo = value.encode }
    func encode(to encoder: any Encoder) throws { try encodeTo(encoder) }
}
