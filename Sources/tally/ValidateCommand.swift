import FinanceAssistant
import Foundation
import TallyKit
import TallyModel
import TallyReports

/// `tally validate DIR`: lint an eval set.
enum ValidateCommand: Command {
    static let name = "validate"
    static let abstract = "lint an eval set, or a prompt folder (errors as file:line)"
    static let positionals = "[DIR]"
    static let quiet = FlagKey("quiet", "print errors only, not warnings")
    static let prompt = OptionKey<URL>.path(
        "prompt", "DIR",
        "check a prompt folder instead: its files and keys, placeholders Tally never fills, its size against the 4,096-token window with the largest schema"
    )
    static let options = [quiet.spec, prompt.spec]
    static let discussion = """
        Schema, unknown intents / periods / categories / tags / merchants / keys, figures on questions
        that have none, duplicate ids and first-turn texts, empty turns, broken pairs, files outside the
        set, invalid UTF-8 (errors, as file:line); locale imbalance, thin coverage and labels kept for
        the record on off-topic turns (warnings). Exit 0 when there is no error, 2 otherwise.
        `tally run` runs the same checks before any work.
        """

    static func run(_ args: OptionValues) async throws -> ExitCode {
        if let folder = try args.value(Self.prompt) {
            try args.expectPositionals(0...0, "validate --prompt DIR takes no other folder")
            return try validatePrompt(folder)
        }
        try args.expectPositionals(1...1, "validate takes one eval set folder (or --prompt DIR)")
        let report = SetValidator(directory: URL(fileURLWithPath: args.positional[0])).validate()
        for e in report.errors { Output.err(e.description) }
        if !args.has(Self.quiet) { for w in report.warnings { Output.err(w.description) } }
        var summary =
            "\(args.positional[0]): \(report.stats.totalTurns) turns, \(report.errors.count) errors, \(report.warnings.count) warnings"
        if let sha = report.sha256 { summary += " · sha256 \(sha)" }
        if report.errors.isEmpty {
            Output.out(summary)
            return .ok
        }
        Output.err(summary)
        return .badInput
    }

    /// A prompt folder: loaded as `tally run --prompt` would, then checked.
    static func validatePrompt(_ folder: URL) throws -> ExitCode {
        let prompt = try PromptFolder.load(folder)
        let problems = PromptFolder.check(prompt, folder: folder)
        for p in problems { Output.err(p.description) }
        let size = PromptFolder.largest(prompt)
        let line =
            "\(folder.relativePath): prompt \(prompt.label) (\(prompt.version)), contract \(prompt.contract.rawValue) · largest prompt about \(size.total) of \(PromptFolder.window) tokens (instructions \(size.instructions), schema \(size.schema), recap and message \(size.message)) · \(problems.count) errors"
        if problems.isEmpty {
            Output.out(line)
            return .ok
        }
        Output.err(line)
        return .badInput
    }
}
