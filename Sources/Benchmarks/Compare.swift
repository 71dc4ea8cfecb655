import FinanceAssistant
import Foundation
import TallyKit
import TallyModel
import TallyReports

/// `make bench-compare REF=<commit>`: today's build beside an old commit's, in one run,
/// alternating (old, new, old, new…) so the machine's load falls on both alike; ratios of medians.
///
/// The old side is `REF` checked out under .build/bench-ref/ and built in release, with today's
/// Micro.swift as its tally-bench (so both sides measure with the same code). Both run from this
/// root, on today's eval-sets/finely/v1 and the same derived 100k set.
enum Compare {
    struct Side {
        var name: String
        var tally: String
        var bench: String
    }

    static func main(root: URL, refRoot: URL, refName: String) throws {
        let old = Side(
            name: refName, tally: refRoot.appendingPathComponent(".build/release/tally").path,
            bench: refRoot.appendingPathComponent(".build/release/tally-bench").path)
        let new = Side(
            name: "today", tally: root.appendingPathComponent(".build/release/tally").path,
            bench: root.appendingPathComponent(".build/release/tally-bench").path)
        for side in [old, new] {
            for path in [side.tally, side.bench] where !FileManager.default.isExecutableFile(atPath: path) {
                FileHandle.standardError.write(Data("bench-compare: \(path) is not built\n".utf8))
                exit(2)
            }
        }
        let setURL = root.appendingPathComponent("eval-sets/finely/v1")
        let set = try EvalSet.load(at: setURL)
        let turns = try set.cases().reduce(0) { $0 + (try $1.get()).turns.count }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tally-bench-compare-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: work)
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let plugin =
            "\(Child.python) \(root.appendingPathComponent("examples/slow-echo/slow_echo.py").path) --delay-ms 0"

        /// The figures of one side, a list of samples per measure.
        var samples: [String: [String: [Double]]] = [old.name: [:], new.name: [:]]
        func add(_ side: Side, _ key: String, _ value: Double) {
            samples[side.name, default: [:]][key, default: []].append(value)
        }
        func run(_ side: Side, _ key: String, _ arguments: [String]) throws -> Child {
            let out = work.appendingPathComponent("\(side.name)-\(key)")
            let child = try Child.run(side.tally, arguments + ["--out", out.path, "--quiet"])
            add(side, key, child.seconds)
            add(side, key + "-cpu", child.cpuSeconds)
            // A fresh --out each time: a run into its own earlier report also reads that report back
            // to say how it moved (`tally diff`): another cost, and tens of MiB more at 100k.
            try? FileManager.default.removeItem(at: out)
            return child
        }
        let rounds = 5
        for round in 0..<rounds {
            FileHandle.standardError.write(Data("bench-compare: round \(round + 1) of \(rounds)\n".utf8))
            for side in [old, new] {
                let raw = work.appendingPathComponent("micro-\(side.name).txt")
                _ = try Child.run(side.bench, [], stdout: raw, environment: ["TALLY_BENCH": "micro-raw"])
                for line in try String(contentsOf: raw, encoding: .utf8).split(separator: "\n") {
                    let parts = line.split(separator: " ")
                    if parts.count == 2, let value = Double(parts[1]) { add(side, String(parts[0]), value) }
                }
                for jobs in [1, 2] {
                    _ = try run(side, "rules-j\(jobs)", ["run", "--set", setURL.path, "--jobs", "\(jobs)"])
                    _ = try run(
                        side, "plugin-j\(jobs)",
                        ["run", "--set", setURL.path, "--backend", "process", "--command", plugin, "--jobs", "\(jobs)"])
                }
            }
        }
        // The large sets at each side's default --jobs: three rounds (a run takes seconds).
        let sizes = [25_000, 50_000, 100_000]
        let large = try sizes.map { try BenchSets.derived(turns: $0, from: set, in: work) }
        for round in 0..<3 {
            FileHandle.standardError.write(Data("bench-compare: 25k/50k/100k turns, round \(round + 1) of 3\n".utf8))
            for side in [old, new] {
                for (size, dir) in zip(sizes, large) {
                    let key = "\(size / 1000)k"
                    let child = try run(side, key, ["run", "--set", dir.path])
                    add(side, "\(key)-peak", child.peakMiB)
                }
            }
        }

        func med(_ side: Side, _ key: String) -> Double {
            let xs = (samples[side.name]?[key] ?? []).sorted()
            return xs.isEmpty ? .nan : xs[xs.count / 2]
        }
        func spread(_ side: Side, _ key: String, _ scale: Double, _ format: String) -> String {
            let xs = (samples[side.name]?[key] ?? []).sorted()
            guard let low = xs.first, let high = xs.last else { return "—" }
            return String(
                format: "\(format) (\(format)–\(format))", xs[xs.count / 2] * scale, low * scale, high * scale)
        }
        func net(_ side: Side, _ jobs: Int) -> Double {
            (med(side, "plugin-j\(jobs)") - med(side, "rules-j\(jobs)")) / Double(turns) * 1000
        }
        print("bench-compare: \(old.name) against today, medians of \(rounds) alternating rounds (min–max)")
        print("the instant plugin: \(plugin)")
        print("| measure | \(old.name) | today | today vs \(old.name) (above 1: today better) |")
        print("|---|---|---|---|")
        func row(_ name: String, _ a: String, _ b: String, _ ratio: Double, _ sense: String) {
            print("| \(name) | \(a) | \(b) | \(String(format: "%.2f×", ratio))\(sense) |")
        }
        row(
            "period parses (k/s)", spread(old, "parse", 1e-3, "%.0f"), spread(new, "parse", 1e-3, "%.0f"),
            med(new, "parse") / med(old, "parse"), "")
        row(
            "rule readings (/s)", spread(old, "read", 1, "%.0f"), spread(new, "read", 1, "%.0f"),
            med(new, "read") / med(old, "read"), "")
        for jobs in [1, 2] {
            row(
                "run v1 (\(turns) turns), rules, --jobs \(jobs) (s)", spread(old, "rules-j\(jobs)", 1, "%.2f"),
                spread(new, "rules-j\(jobs)", 1, "%.2f"), med(old, "rules-j\(jobs)") / med(new, "rules-j\(jobs)"),
                "")
            row(
                "run v1, instant plugin, --jobs \(jobs) (s)", spread(old, "plugin-j\(jobs)", 1, "%.2f"),
                spread(new, "plugin-j\(jobs)", 1, "%.2f"), med(old, "plugin-j\(jobs)") / med(new, "plugin-j\(jobs)"),
                "")
            row(
                "plugin net ms a turn, --jobs \(jobs)", String(format: "%.3f", net(old, jobs)),
                String(format: "%.3f", net(new, jobs)), net(old, jobs) / net(new, jobs), "")
        }
        row(
            "plugin --jobs 2 against --jobs 1 (×)",
            String(format: "%.2f", med(old, "plugin-j1") / med(old, "plugin-j2")),
            String(format: "%.2f", med(new, "plugin-j1") / med(new, "plugin-j2")),
            (med(new, "plugin-j1") / med(new, "plugin-j2")) / (med(old, "plugin-j1") / med(old, "plugin-j2")), "")
        // Two cores hold at most twice the CPU a run keeps busy: a run that already uses more than one core's
        // worth at --jobs 1 (the plugin thinks while the turn reads with the rules) cannot gain 2× from a second.
        row(
            "instant plugin, --jobs 1: CPU of tally and plugin (s)", spread(old, "plugin-j1-cpu", 1, "%.2f"),
            spread(new, "plugin-j1-cpu", 1, "%.2f"), med(old, "plugin-j1-cpu") / med(new, "plugin-j1-cpu"), "")
        let bound = [old, new].map { String(format: "%.2f", 2 * med($0, "plugin-j1") / med($0, "plugin-j1-cpu")) }
        print(
            "| plugin --jobs 2 against --jobs 1 at most on two cores (2 × wall / CPU at --jobs 1) | \(bound[0]) | \(bound[1]) | — |"
        )
        for size in sizes {
            let key = "\(size / 1000)k"
            row(
                "run \(key) turns, rules, default --jobs (s)", spread(old, key, 1, "%.1f"), spread(new, key, 1, "%.1f"),
                med(old, key) / med(new, key), "")
            row(
                "run \(key) turns: peak memory (MiB, VmHWM)", spread(old, "\(key)-peak", 1, "%.1f"),
                spread(new, "\(key)-peak", 1, "%.1f"), med(old, "\(key)-peak") / med(new, "\(key)-peak"), "")
        }
        // Flat if the cost of a turn does not grow with the run: the same µs at each size.
        func perTurn(_ side: Side) -> String {
            sizes.map { String(format: "%.0f", med(side, "\($0 / 1000)k") / Double($0) * 1e6) }.joined(separator: " / ")
        }
        row(
            "cost per turn at 25k / 50k / 100k (µs)", perTurn(old), perTurn(new),
            med(old, "100k") / med(new, "100k"), " (100k)")
    }
}
