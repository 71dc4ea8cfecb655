import FinanceAssistant
import Foundation
import TallyKit

/// `tally ask "question"`: one reading and its answer.
enum AskCommand: Command {
    static let name = "ask"
    static let usage = """
        usage: tally ask "question" [--history "earlier question"]... [--ledger FILE] [--locale en|fr]
                         [--hide-amounts] [--json]

          Reads the question with the rules reader through the shared pipeline and answers it from
          the ledger (default: eval-sets/finely/v1/ledger.json, whose today is 2026-03-18).
          --history gives earlier questions of the conversation, oldest first.
          The language is guessed when --locale is not given.
        """
    static let options: Set<String> = ["ledger", "locale", "history"]
    static let flags: Set<String> = ["json", "hide-amounts"]

    static func run(_ args: Arguments) async throws -> ExitCode {
        guard args.positional.count == 1 else { throw UsageError("ask takes one question (quote it)") }
        var locale: Language?
        if let l = args.value("locale") {
            guard let parsed = Language(rawValue: l) else { throw UsageError("--locale must be en or fr") }
            locale = parsed
        }
        let ledger = try Ask.loadLedger(URL(fileURLWithPath: args.value("ledger") ?? "eval-sets/finely/v1/ledger.json"))
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
