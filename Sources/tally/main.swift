import Foundation
import TallyKit
import TallyModel
import TallyReports

#if os(macOS)
    import FoundationModelsBackend
#endif

/// `tally`: a thin command line over TallyKit. Each subcommand lives in its
/// own file with its option table; this one dispatches and turns errors into
/// exit codes (the library never exits).
enum Tool {
    static let commands: [any Command.Type] = [
        RunCommand.self, MergeCommand.self, ValidateCommand.self, StatsCommand.self, DiffCommand.self,
        GateCommand.self, AskCommand.self, MatrixCommand.self, VerifyCommand.self, OpenCommand.self,
    ]
}

#if os(macOS)
    FoundationModelsRegistration.register()  // --backend foundation-models (macOS / iOS only)
#endif

func command(named name: String) throws -> any Command.Type {
    var names: [String] = []
    for c in Tool.commands {
        if c.name == name { return c }
        names.append(c.name)
    }
    let hint = Suggest.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
    throw UsageError("unknown command '\(name)'\(hint)")
}

func main(_ arguments: [String]) async -> ExitCode {
    guard let first = arguments.first else {
        Output.err(Help.tool(Tool.commands))
        return .badInput
    }
    switch first {
    case "--help", "-h":
        Output.out(Help.tool(Tool.commands))
        return .ok
    case "--version":
        Output.out("tally \(Tally.version)")
        return .ok
    case "help":
        guard let name = arguments.dropFirst().first else {
            Output.out(Help.tool(Tool.commands))
            return .ok
        }
        do {
            Output.out(Help.full(try command(named: name)))
            return .ok
        } catch {
            Output.err("tally: \(error)\n\n\(Help.tool(Tool.commands))")
            return .badInput
        }
    default:
        do {
            return await run(try command(named: first), Array(arguments.dropFirst()))
        } catch {
            Output.err("tally: \(error)\n`tally --help` lists the commands.")
            return .badInput
        }
    }
}

func run(_ command: any Command.Type, _ arguments: [String]) async -> ExitCode {
    do {
        let parsed = try OptionValues(parsing: arguments, options: command.options)
        if parsed.wantsHelp {
            Output.out(Help.full(command))
            return .ok
        }
        return try await command.run(parsed)
    } catch let error as UsageError {
        Output.err(
            "tally \(command.name): \(error)\n\n\(Help.usage(command))\n`tally \(command.name) --help` for more.")
        return .badInput
    } catch let error as UsageProblem {
        Output.err("tally \(command.name): \(error)")
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

var status = await main(Array(CommandLine.arguments.dropFirst()))
if let failure = Output.failure {
    Output.err("tally: \(failure)")
    status = .badInput
}
exit(status.rawValue)
