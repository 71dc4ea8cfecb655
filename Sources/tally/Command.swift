import TallyKit
import TallyModel
import TallyReports

/// A subcommand of `tally`: one table of options drives its parsing, its
/// `--help`, its usage line and its checks, so what help says is what is
/// accepted. A command reads its values through the table's keys
/// (`OptionKey`, `FlagKey`), never by name.
protocol Command: SendableMetatype {
    static var name: String { get }
    /// One line, for `tally --help`.
    static var abstract: String { get }
    /// What follows the options on the usage line (`DIR`, `BEFORE AFTER`).
    static var positionals: String { get }
    /// More about the command, after the options in `--help`.
    static var discussion: String { get }
    static var options: [OptionSpec] { get }
    static func run(_ args: OptionValues) async throws -> ExitCode
}

extension Command {
    static var positionals: String { "" }
    static var discussion: String { "" }
}

/// Bad usage: printed with the command's usage line on stderr, exit 2.
typealias UsageError = OptionError
