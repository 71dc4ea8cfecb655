import Foundation
import TallyKit

#if canImport(FoundationModelsBackend)
    import FoundationModelsBackend
#endif

/// `tally`: a thin command line over TallyKit. Each subcommand lives in its
/// own file; this one dispatches and turns errors into exit codes.
let commands: [String: any Command.Type] = [
    "run": RunCommand.self, "validate": ValidateCommand.self, "stats": StatsCommand.self,
    "diff": DiffCommand.self, "gate": GateCommand.self, "ask": AskCommand.self, "matrix": MatrixCommand.self,
]

let usage = """
    usage: tally <command> [options]

      run       replay an eval set through a backend and write its report
      validate  lint an eval set (errors as file:line)
      stats     coverage of an eval set: intents, tags, period kinds × locales
      diff      compare two reports: metric deltas, fixed and broken turns
      gate      check a report against a policy (and a baseline); exit 1 on failure
      ask       read one question (or a short conversation) and answer it
      matrix    headline metrics across model versions, one table

    `tally <command> --help` for its options.
    """

#if canImport(FoundationModelsBackend)
    FoundationModelsRegistration.register()  // --backend foundation-models (macOS / iOS only)
#endif

var arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, name != "--help", name != "-h", name != "help" else {
    Output.out(usage)
    exit(arguments.isEmpty ? ExitCode.badInput.rawValue : ExitCode.ok.rawValue)
}
guard let command = commands[name] else {
    Output.err("tally: unknown command '\(name)'\n\n\(usage)")
    exit(ExitCode.badInput.rawValue)
}
arguments.removeFirst()
let code = await runCommand(command, arguments)
exit(code.rawValue)

func runCommand(_ command: any Command.Type, _ arguments: [String]) async -> ExitCode {
    do {
        let parsed = try Arguments(arguments, options: command.options, flags: command.flags.union(["help"]))
        if parsed.has("help") {
            Output.out(command.usage)
            return .ok
        }
        return try await command.run(parsed)
    } catch let error as UsageError {
        Output.err("tally \(command.name): \(error)\n\n\(command.usage)")
        return .badInput
    } catch let error as TallyRun.Interrupted {
        Output.endProgress()
        Output.err("tally: \(error)")
        return error.signal == SIGTERM ? .terminated : .interrupted
    } catch let error as InputErrors {
        Output.endProgress()
        let shown = 5
        for e in error.errors.prefix(shown) { Output.err(e.description) }
        if error.errors.count > shown {
            Output.err("… and \(error.errors.count - shown) more; `tally validate` lists them all")
        }
        return .badInput
    } catch {
        Output.endProgress()
        Output.err("tally \(command.name): \(error)")
        return .badInput
    }
}

/// A subcommand.
protocol Command {
    static var name: String { get }
    static var usage: String { get }
    static var options: Set<String> { get }
    static var flags: Set<String> { get }
    static func run(_ args: Arguments) async throws -> ExitCode
}
