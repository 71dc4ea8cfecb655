import Foundation
import TallyKit
import TallyModel
import TallyReports

/// `tally stats DIR`: the coverage of an eval set.
enum StatsCommand: Command {
    static let name = "stats"
    static let abstract = "coverage of an eval set: intents, tags, period kinds × locales"
    static let positionals = "DIR"
    static let detect = OptionKey<Double>.custom(
        "detect", "DROP",
        "also say how many turns a slice needs to detect a drop of DROP (2%, 0.02) at 80 % power, α = 0.05"
    ) { text in
        try Share.read(
            text, option: "detect",
            rule: NumberRule(
                0, 1, lowerOpen: true, decimals: 4, what: "the drop to detect, a share above 0 up to 1: 2%, 0.02",
                percentHint: true))
    }
    static let discordance = OptionKey<Double>.custom(
        "discordance", "D", "with --detect: the share of turns two versions read differently",
        default: "\(NumberRule.text(Power.defaultDiscordance * 100))%"
    ) { text in
        try Share.read(
            text, option: "discordance",
            rule: NumberRule(0, 1, lowerOpen: true, decimals: 4, what: "a share of turns above 0 up to 1: 10%, 0.1"))
    }
    static let options = [detect.spec, discordance.spec]
    static let discussion = """
        Prints the coverage matrices of an eval set — intents × locales, tags × locales, period kinds ×
        locales — with the minimums each should meet (✗ marks a shortfall).

        With --detect DROP: the turns a slice needs to detect that drop at 80 % power and α = 0.05 in a
        paired comparison (McNemar's test, normal approximation), given the discordance — the share of
        turns whose outcome differs between the two versions compared (10 % unless --discordance says;
        `tally gate` uses the one it observes) — and, for every slice of the set, the smallest drop it
        detects.
        """

    static func run(_ args: OptionValues) async throws -> ExitCode {
        try args.expectPositionals(1...1, "stats takes one eval set folder")
        if args.isGiven(Self.discordance.spec), !args.isGiven(Self.detect.spec) {
            throw UsageError("--discordance goes with --detect DROP")
        }
        let discordance = try args.defaulted(Self.discordance)
        let drop = try args.value(Self.detect)
        let validator = SetValidator(directory: URL(fileURLWithPath: args.positional[0]))
        let report = validator.validate()
        if let first = report.errors.first, report.stats.totalTurns == 0 { throw first }
        Output.out(report.stats.render(report.coverage))
        if let drop { Output.out(report.stats.renderPower(drop: drop, discordance: discordance)) }
        if !report.errors.isEmpty {
            Output.err("\(report.errors.count) errors; run `tally validate \(args.positional[0])` for the list")
            return .badInput
        }
        return .ok
    }
}
