import Foundation
import TallyKit
import TallyModel
import TallyReports

/// `tally merge SHARD_DIR…`: the report of a run split with `--shard I/N`.
enum MergeCommand: Command {
    static let name = "merge"
    static let abstract = "join the reports of tally run --shard I/N into the report one run would have written"
    static let positionals = "SHARD_DIR…"
    static let options = [RunCommand.out.spec]
    static let discussion = """
        Takes the report folder of every shard of one run and writes the report the whole run would have
        written: summary.json, cases.jsonl, junit.xml and summary.md byte for byte, intervals and the
        macro-F1 bootstrap included (every figure is recomputed from the shards' turns), and report.html
        (without prompt sizes: timing.json is wall clock and stays with each shard). Refuses, exit 2 and
        nothing written, shards of different sets, backends, model, prompt or pipeline versions, filters,
        repeats or perturbations, a shard given twice, a missing shard, a shard that stopped early, a
        shard holding a conversation of another one, a shard whose cases.jsonl is not the one its
        summary.json describes (its turn and conversation counts, the SHA-256 it records: an emptied or
        cut file, a line deleted), and shards that together do not hold each conversation the run
        selected exactly once.
        """

    static func run(_ args: OptionValues) async throws -> ExitCode {
        try args.expectPositionals(1...Shard.maxCount, "merge takes the report folder of every shard")
        let result = try ShardMerge.merge(
            args.positional.map { URL(fileURLWithPath: $0) }, into: try args.value(RunCommand.out))
        Output.out(Headline.render(result.summary, folder: result.folder))
        Output.out("  \("merged".padding(toLength: 28, withPad: " ", startingAt: 0)) \(result.shards) shards")
        for line in result.left { Output.err("tally: \(line)") }
        if let why = result.summary.incomplete {
            Output.err("tally: the report is incomplete: \(why)")
            return .failed
        }
        return .ok
    }
}
