import TallyKit
import TallyModel
import TallyReports

/// A subcommand of `tally`: one table of options drives its parsing, its
/// `--help` and its checks, so what help says is what is accepted.
protocol Command: SendableMetatype {
    static var name: String { get }
    /// One line, for `tally --help`.
    static var abstract: String { get }
    /// What follows the options on the usage line (`DIR`, `BEFORE AFTER`).
    static var positionals: String { get }
    /// More about the command, after the options in `--help`.
    static var discussion: String { get }
    static var options: [Option] { get }
    static func run(_ args: ParsedArguments) async throws -> ExitCode
}

extension Command {
    static var positionals: String { "" }
    static var discussion: String { "" }
}

/// One option of a command.
struct Option: Sendable {
    /// Without the dashes: `timeout`.
    var name: String
    /// The value's placeholder (`S`, `FILE`); nil for a flag.
    var value: String?
    var help: String
    /// The backends it applies to (`tally run`); nil: every one.
    var backends: [String]?
    /// May be given more than once (`--filter`).
    var repeatable = false

    static func flag(_ name: String, _ help: String, backends: [String]? = nil) -> Option {
        Option(name: name, value: nil, help: help, backends: backends)
    }

    static func value(
        _ name: String, _ value: String, _ help: String, backends: [String]? = nil, repeatable: Bool = false
    ) -> Option {
        Option(name: name, value: value, help: help, backends: backends, repeatable: repeatable)
    }

    /// `--timeout S`, `--json`.
    var synopsis: String { value.map { "--\(name) \($0)" } ?? "--\(name)" }

    /// Every command takes these.
    static let help = Option.flag("help", "show this help (also -h)")
}

/// Bad usage: printed with the command's usage line on stderr, exit 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}

/// The arguments of one command, parsed against its option table.
struct ParsedArguments {
    var positional: [String] = []
    private(set) var values: [String: [String]] = [:]
    private(set) var flags: Set<String> = []

    /// Parses `--name value`, `--name=value`, `--flag`, `-h` and positionals
    /// (`--` ends the options). Unknown options, a missing value, a value on a
    /// flag and a repeated single option are usage errors, with "did you mean".
    init(_ args: [String], options: [Option]) throws {
        let table = Dictionary(uniqueKeysWithValues: (options + [.help]).map { ($0.name, $0) })
        var i = 0
        while i < args.count {
            let arg = args[i]
            i += 1
            if arg == "--" {
                positional += args[i...]
                break
            }
            if arg == "-h" {
                flags.insert("help")
                continue
            }
            guard arg.hasPrefix("--") else {
                if arg.hasPrefix("-"), arg.count > 1, Double(arg) == nil {
                    throw UsageError("unknown option \(arg); options start with two dashes (--help lists them)")
                }
                positional.append(arg)
                continue
            }
            var name = String(arg.dropFirst(2))
            var value: String?
            if let eq = name.firstIndex(of: "=") {
                value = String(name[name.index(after: eq)...])
                name = String(name[..<eq])
            }
            guard let option = table[name] else {
                let hint = Suggest.closest(to: name, in: table.keys).map { "; did you mean --\($0)?" } ?? ""
                throw UsageError("unknown option --\(name)\(hint)")
            }
            if option.value == nil {
                guard value == nil else { throw UsageError("--\(name) takes no value") }
                flags.insert(name)
                continue
            }
            if value == nil {
                guard i < args.count else { throw UsageError("--\(name) needs a value (\(option.synopsis))") }
                value = args[i]
                i += 1
            }
            if !option.repeatable, values[name] != nil {
                throw UsageError("--\(name) is given twice; give it once")
            }
            values[name, default: []].append(value ?? "")
        }
    }

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) }
    /// The options given, by name (for checks such as "applies only to …").
    var given: Set<String> { flags.union(values.keys) }

    func int(_ name: String, range: ClosedRange<Int>) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let n = Int(text), range.contains(n) else {
            throw UsageError("--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return n
    }

    func seconds(_ name: String, range: ClosedRange<Double>) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let n = Double(text), range.contains(n) else {
            throw UsageError(
                "--\(name) must be a number of seconds from \(range.lowerBound) to \(Int(range.upperBound))")
        }
        return n
    }

    /// Refuses positionals a command does not take.
    func expectPositionals(_ count: ClosedRange<Int>, _ what: String) throws {
        guard count.contains(positional.count) else {
            if positional.count > count.upperBound, count.upperBound == 0 {
                throw UsageError("unexpected argument '\(positional[0])'")
            }
            throw UsageError(what)
        }
    }
}
