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
    static let options: [Option] = [
        .value(
            "history", "\"EARLIER QUESTION\"", "an earlier question of the conversation, oldest first", repeatable: true
        ),
        .value(
            "ledger", "FILE",
            "the ledger to answer from (default: \(RunCommand.defaultSet)/ledger.json, today 2026-03-18)"),
        .value("locale", "en|fr", "the language of the answer (default: guessed from the question)"),
        .flag("hide-amounts", "mask every amount, in the text and the figures"),
        .flag("json", "print the reading and the answer as JSON"),
    ]
    static let discussion = """
        Reads the question with the rules reader through the shared pipeline and answers it from the
        ledger.
        """

    static func run(_ args: ParsedArguments) async throws -> ExitCode {
        try args.expectPositionals(1...1, "ask takes one question (quote it)")
        var locale: Language?
        if let l = args.value("locale") {
            guard let parsed = Language(rawValue: l) else { throw UsageError("--locale must be en or fr") }
            locale = parsed
        }
        let ledger = try Ask.loadLedger(
            URL(fileURLWithPath: args.value("ledger") ?? RunCommand.defaultSet + "/ledger.json"))
        let steps = Ask(ledger: ledger).run(
            args.all("history") + args.positional, locale: locale, hideAmounts: args.has("hide-amounts"))
        if args.has("json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            let data = try encoder.encode(args.all("history").isEmpty ? AnyEncodable(steps.last!) : AnyEncodable(steps))
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
