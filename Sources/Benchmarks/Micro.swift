import FinanceAssistant
import Foundation
import TallyKit

// An old commit (`make bench-compare REF=…`) may predate the split of TallyKit into these.
#if canImport(TallyModel)
    import TallyModel
#endif
#if canImport(TallyReports)
    import TallyReports
#endif

/// The in-process measures: period parses and rule readings of v1's phrases.
///
/// `make bench-compare` builds this file (with tools/bench_ref_main.swift as its
/// main) against the old commit's library too, so both sides run the same
/// measuring code: it may use only API the old commit also has.
enum Micro {
    struct Texts {
        var periodPhrases: [String]
        var firstTurns: [String]
    }

    static func texts(_ set: EvalSet) throws -> Texts {
        let cases: [(String, [String])] = try set.cases().map { r in
            let c = try r.get()
            return (c.tags.first ?? "", c.turns.map(\.text))
        }
        return Texts(
            periodPhrases: cases.filter { $0.0 == "period" }.flatMap(\.1), firstTurns: cases.compactMap { $0.1.first })
    }

    /// Seconds of each of `runs` runs of `body`, after one warm-up.
    static func samples(runs: Int, _ body: () throws -> Void) rethrows -> [Double] {
        try body()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times
    }

    /// Phrases parsed a second, one value a run (each run: every phrase 20 times).
    static func parseRates(_ set: EvalSet, _ texts: Texts, runs: Int = 7) -> [Double] {
        let context = ReadingContext(ledger: set.ledger)
        var sink = 0
        let times = samples(runs: runs) {
            for _ in 0..<20 { for p in texts.periodPhrases { sink &+= context.periodParser.parse(p).spans.count } }
        }
        if sink == 42 { print("") }
        return times.map { Double(texts.periodPhrases.count * 20) / $0 }
    }

    /// First-turn questions read by the rules through the pipeline a second, one value a run.
    static func readRates(_ set: EvalSet, _ texts: Texts, runs: Int = 5) -> [Double] {
        let pipeline = AssistantPipeline(context: ReadingContext(ledger: set.ledger))
        var sink = 0
        let times = samples(runs: runs) {
            for t in texts.firstTurns { sink &+= pipeline.readWithRules(t).reading.intent.rawValue.count }
        }
        if sink == 42 { print("") }
        return times.map { Double(texts.firstTurns.count) / $0 }
    }

    /// `TALLY_BENCH=micro-raw`: the medians as two lines on stdout, `parse R` and `read R`, for the compare driver.
    static func printRaw() throws {
        let set = try EvalSet.load(
            at: URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(
                "eval-sets/finely/v1"))
        let texts = try texts(set)
        let parse = parseRates(set, texts).sorted()
        let read = readRates(set, texts).sorted()
        print("parse \(parse[parse.count / 2])")
        print("read \(read[read.count / 2])")
    }
}
