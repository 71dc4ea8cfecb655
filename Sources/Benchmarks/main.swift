import FinanceAssistant
import Foundation
import TallyKit
import TallyModel
import TallyReports

// `tally-bench`: the speed of the parts, as medians of repeated runs (these
// machines are shared and noisy: never read one run, never assert a time).
// Run with `make bench` (release build), from the repository root.

// Every measure reads eval-sets/finely/v1 from the working directory: elsewhere, one line and the fix.
if !FileManager.default.fileExists(atPath: "eval-sets/finely/v1/manifest.json") {
    FileHandle.standardError.write(
        Data(
            "tally-bench: eval-sets/finely/v1 is not here; run it from the repository root (make bench)\n".utf8))
    exit(2)
}

// `TALLY_BENCH=micro-raw`: the in-process rates only, as lines for `make bench-compare`.
if ProcessInfo.processInfo.environment["TALLY_BENCH"] == "micro-raw" {
    try Micro.printRaw()
    exit(0)
}

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
// `TALLY_BENCH=compare TALLY_BENCH_REF=DIR` (make bench-compare): today beside the build in DIR.
if ProcessInfo.processInfo.environment["TALLY_BENCH"] == "compare" {
    let environment = ProcessInfo.processInfo.environment
    guard let ref = environment["TALLY_BENCH_REF"] else {
        FileHandle.standardError.write(
            Data("TALLY_BENCH=compare needs TALLY_BENCH_REF=DIR (make bench-compare REF=…)\n".utf8))
        exit(2)
    }
    try Compare.main(
        root: root, refRoot: URL(fileURLWithPath: ref), refName: environment["TALLY_BENCH_REF_NAME"] ?? "ref")
    exit(0)
}
let setURL = root.appendingPathComponent("eval-sets/finely/v1")
let tallyBinary = root.appendingPathComponent(".build/release/tally").path
let set = try EvalSet.load(at: setURL)
let texts: [(String, [String])] = try set.cases().map { r in
    let c = try r.get()
    return (c.tags.first ?? "", c.turns.map(\.text))
}
let microTexts = try Micro.texts(set)
let periodPhrases = microTexts.periodPhrases
let firstTurns = microTexts.firstTurns

/// Collects the results; printed as a table at the end.
struct Row: Sendable {
    var name: String
    var value: String
}
let results = Locked<[Row]>([])
func report(_ name: String, _ value: String) {
    results.withLock { $0.append(Row(name: name, value: value)) }
    FileHandle.standardError.write(Data("  \(name): \(value)\n".utf8))
}

func median(_ xs: [Double]) -> Double { xs.sorted()[xs.count / 2] }

/// Median seconds of `body` over `runs` runs (after one warm-up).
func measure(runs: Int = 5, _ body: () throws -> Void) rethrows -> Double {
    median(try Micro.samples(runs: runs, body))
}

func rateText(_ r: Double) -> String {
    r >= 10_000 ? String(format: "%.0f k/s", r / 1000) : String(format: "%.0f /s", r)
}

func rate(_ count: Int, _ seconds: Double) -> String { rateText(Double(count) / seconds) }

/// "median (min–max)" of repeated measures: one run of a shared machine means little.
func spread(_ xs: [Double], _ format: (Double) -> String) -> String {
    let sorted = xs.sorted()
    guard sorted.count > 1, let low = sorted.first, let high = sorted.last else { return format(median(xs)) }
    return "\(format(median(xs))) (\(format(low))–\(format(high)), \(xs.count) runs)"
}

// MARK: - Period parser, pipeline

let context = ReadingContext(ledger: set.ledger)
var sink = 0
report(
    "period parses (\(periodPhrases.count) phrases × 20, text → canonical)",
    spread(Micro.parseRates(set, microTexts), rateText))
// `TALLY_BENCH=parse`: the parser alone, long enough for a profiler.
if ProcessInfo.processInfo.environment["TALLY_BENCH"] == "parse" {
    for _ in 0..<2000 { for p in periodPhrases { sink &+= context.periodParser.parse(p).spans.count } }
    exit(sink == 42 ? 1 : 0)
}

let pipeline = AssistantPipeline(context: context)
report(
    "pipeline readings, rules (\(firstTurns.count) questions)", spread(Micro.readRates(set, microTexts), rateText))
// `TALLY_BENCH=read`: the pipeline's readings alone, long enough for a profiler.
if ProcessInfo.processInfo.environment["TALLY_BENCH"] == "read" {
    for _ in 0..<100 { for t in firstTurns { sink &+= pipeline.readWithRules(t).reading.intent.rawValue.count } }
    exit(sink == 42 ? 1 : 0)
}

// MARK: - Resolver on a generated 100,000-transaction ledger

func generatedLedger(_ n: Int) -> Ledger {
    let shops = [
        "Carrefour", "Lidl", "Monoprix", "Picard", "Franprix", "McDonald's", "Uber", "Amazon", "Fnac", "SNCF",
        "Starbucks", "Deliveroo", "Zara", "Ikea", "Netflix",
    ]
    let categories: [Category] = [
        .groceries, .groceries, .groceries, .groceries, .groceries, .dining, .transport,
        .shopping, .shopping, .transport, .dining, .dining, .shopping, .shopping, .subscriptions,
    ]
    let today = Day("2026-03-18")!
    var transactions: [Transaction] = []
    transactions.reserveCapacity(n)
    var seed: UInt64 = 42
    func next() -> UInt64 {
        seed = seed &* 6364136223846793005 &+ 1442695040888963407
        return seed >> 33
    }
    for i in 0..<n {
        let k = Int(next() % UInt64(shops.count))
        let day = today.adding(days: -Int(next() % 3650))
        let cents = Int(next() % 20000) + 100
        let amount = Money.parse("-\(cents / 100).\(String(format: "%02d", cents % 100))")!
        transactions.append(
            Transaction(
                id: String(format: "g%06d", i), date: day, amount: amount, label: "CB \(shops[k].uppercased())",
                merchant: shops[k], category: categories[k]))
    }
    for m in 0..<120 {
        let day = today.firstOfMonth.adding(months: -m).adding(days: 24)
        transactions.append(
            Transaction(id: "s\(m)", date: day, amount: Money.parse("3000.00")!, label: "SALAIRE", category: .income))
    }
    return Ledger(
        today: today, budgetMonthStartDay: 25,
        accounts: [Account(id: "checking", name: "Checking", openingBalance: Money.parse("1000.00")!)],
        transactions: transactions)
}

let bigLedger = generatedLedger(100_000)
let indexTime = measure(runs: 3) {
    sink &+= LedgerIndex(ledger: bigLedger, reader: context.merchantReader).ledger.transactions.count
}
let resolver = Resolver(index: LedgerIndex(ledger: bigLedger, reader: context.merchantReader))
let queries: [Reading] = [
    Reading(intent: .merchantSpend, merchant: "Carrefour", period: .previous(.month)),
    Reading(intent: .merchantSpend, merchant: "Lidl"),
    Reading(intent: .categorySpend, category: .dining, period: .current(.month)),
    Reading(intent: .spendingTotal, period: .trailing(6, .month)),
    Reading(intent: .leftover),
    Reading(intent: .topMerchants, period: .previous(.month)),
    Reading(intent: .topCategories, period: .current(.year)),
    Reading(intent: .largestExpenses, period: .previous(.month), limit: 5),
    Reading(intent: .lastPurchase, merchant: "Fnac"),
    Reading(intent: .balance),
    Reading(intent: .comparePeriods),
    Reading(intent: .averageSpending),
    Reading(intent: .dailyAllowance),
    Reading(intent: .projection),
]
var perQuery: [(String, Double)] = []
for q in queries {
    let t = measure(runs: 9) { for _ in 0..<20 { sink &+= resolver.compute(q).figures.count } } / 20
    perQuery.append(
        (
            "\(q.intent.rawValue) \(q.merchant ?? q.category?.rawValue ?? "") \(q.period.isSpecified ? q.period.canonical : "")",
            t
        ))
}
let queryMedian = median(perQuery.map(\.1))
report("resolver index of 100,000 transactions (build)", String(format: "%.0f ms", indexTime * 1000))
report(
    "resolver query on 100,000 transactions, median over \(queries.count) kinds",
    String(format: "%.3f ms (%@)", queryMedian * 1000, rate(1, queryMedian)))
let slowest = perQuery.max { $0.1 < $1.1 }!
report(
    "resolver slowest query kind (\(slowest.0.trimmingCharacters(in: .whitespaces)))",
    String(format: "%.3f ms", slowest.1 * 1000))

// MARK: - Whole runs, as a user runs them (release binary, separate process)

// `TALLY_BENCH=micro` stops here: the in-process measurements only.
if ProcessInfo.processInfo.environment["TALLY_BENCH"] == "micro" {
    print("| benchmark | median |")
    print("|---|---|")
    for row in results.value { print("| \(row.name) | \(row.value) |") }
    exit(0)
}

guard FileManager.default.isExecutableFile(atPath: tallyBinary) else {
    FileHandle.standardError.write(Data("build the release binary first: swift build -c release\n".utf8))
    exit(2)
}
let work = FileManager.default.temporaryDirectory.appendingPathComponent(
    "tally-bench-\(ProcessInfo.processInfo.processIdentifier)")
try? FileManager.default.removeItem(at: work)
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

/// Runs the tally binary (a run writes into work/`out`: one folder per reader); returns wall
/// seconds and the child's peak memory in MiB. A failed run measured nothing: the bench stops.
func runTally(_ arguments: [String], out: String = "rules") throws -> (Double, Double) {
    let extra = arguments.first == "run" ? ["--out", work.appendingPathComponent(out).path] : []
    // A fresh report folder each run: a run over its own earlier report also reads that report
    // back to say how it moved (`tally diff`), which is not the cost of a run (docs/bench.md).
    if arguments.first == "run" { try? FileManager.default.removeItem(at: work.appendingPathComponent(out)) }
    let run = try Child.run(tallyBinary, arguments + extra)
    return (run.seconds, run.peakMiB)
}

let instantPlugin =
    "\(Child.python) \(root.appendingPathComponent("examples/slow-echo/slow_echo.py").path) --delay-ms 0"
let turnsV1 = texts.reduce(0) { $0 + $1.1.count }

var v1Runs: [(Double, Double)] = []
for _ in 0..<5 {
    v1Runs.append(try runTally(["run", "--set", setURL.path, "--quiet"]))
}
report(
    "tally run finely v1, rules, default --jobs, with reports (\(turnsV1) turns)",
    spread(v1Runs.map(\.0)) { String(format: "%.2f s", $0) }
        + String(format: ", %@ turns, peak %.1f MiB", rate(turnsV1, median(v1Runs.map(\.0))), v1Runs.map(\.1).max()!))

// `make gate` without the build: run + gate.
var gateTimes: [Double] = []
for _ in 0..<3 {
    let (a, _) = try runTally(["run", "--set", setURL.path, "--quiet"])
    let (b, _) = try runTally([
        "gate", "--candidate", work.appendingPathComponent("rules").path,
        "--baseline", root.appendingPathComponent("reports/finely-v1/rules-v1").path,
        "--policy", root.appendingPathComponent("gates/finely-v1.json").path,
    ])
    gateTimes.append(a + b)
}
report("make gate, excluding the build (run + gate)", spread(gateTimes) { String(format: "%.2f s", $0) })

var scaling: [(Int, Double, Double)] = []
for size in [25_000, 50_000, 100_000] {
    let dir = try BenchSets.derived(turns: size, from: set, in: work)
    // The largest is the figure people quote: a median of three.
    var runs: [(Double, Double)] = []
    for _ in 0..<(size == 100_000 ? 3 : 1) {
        runs.append(try runTally(["run", "--set", dir.path, "--quiet"], out: "big"))
    }
    let (t, mem) = (median(runs.map(\.0)), runs.map(\.1).max()!)
    scaling.append((size, t, mem))
    report(
        "tally run, \(size) turns derived from v1, default --jobs",
        spread(runs.map(\.0)) { String(format: "%.1f s", $0) }
            + String(format: ", %@ turns, peak %.1f MiB", rate(size, t), mem))
}
let perTurn = scaling.map { $0.1 / Double($0.0) * 1e6 }
report(
    "cost per turn at 25k / 50k / 100k turns (linear if flat)",
    perTurn.map { String(format: "%.0f µs", $0) }.joined(separator: " / "))
let perTurnMemory = (scaling[2].2 - scaling[0].2) / Double(scaling[2].0 - scaling[0].0) * 1024
report(
    "peak memory per turn, 25k → 100k (MiB at 0 turns + KiB a turn)",
    String(
        format: "%.1f MiB + %.2f KiB a turn", scaling[0].2 - perTurnMemory * Double(scaling[0].0) / 1024, perTurnMemory)
)

// MARK: - Process backend: an instant plugin, net of the rules run

// Net: the plugin run's wall minus the rules run's at the same --jobs, a turn (a plugin run
// reads every turn with the rules too). The plugin's own work, a json.loads and a json.dumps, is in it.
var pluginCells: [String] = []
var pluginWalls: [Int: Double] = [:]
for jobs in [1, 2] {
    var rules: [Double] = []
    var plugin: [Double] = []
    for _ in 0..<5 {
        rules.append(try runTally(["run", "--set", setURL.path, "--quiet", "--jobs", "\(jobs)"]).0)
        plugin.append(
            try runTally(
                [
                    "run", "--set", setURL.path, "--quiet", "--backend", "process", "--command", instantPlugin,
                    "--jobs", "\(jobs)",
                ], out: "plugin"
            ).0)
    }
    pluginWalls[jobs] = median(plugin)
    pluginCells.append(
        String(
            format: "--jobs %d: %.3f ms net a turn (%.2f s vs %.2f s)", jobs,
            (median(plugin) - median(rules)) / Double(turnsV1) * 1000, median(plugin), median(rules)))
}
report("process backend, instant plugin, v1 (\(turnsV1) turns)", pluginCells.joined(separator: "; "))
report(
    "process backend, instant plugin: --jobs 2 against --jobs 1",
    String(format: "%.2f×", pluginWalls[1]! / pluginWalls[2]!))

// MARK: - cases.jsonl lines: the hand-written writer against JSONEncoder

let bigReport = work.appendingPathComponent("big")
let records = Array(try Report(folder: bigReport).turns().values)
let handTime = measure(runs: 5) { for r in records { sink &+= r.line.count } }
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
let encoderTime = try measure(runs: 5) { for r in records { sink &+= try encoder.encode(r).count } }
report(
    "cases.jsonl lines, \(records.count) turns: hand-written vs JSONEncoder",
    String(format: "%.2f s vs %.2f s (%.1f× faster)", handTime, encoderTime, encoderTime / handTime))

// MARK: - Process backend: a plugin answering after 50 ms, --jobs 1 vs 8

let plugin = root.appendingPathComponent("examples/slow-echo/slow_echo.py")
if FileManager.default.fileExists(atPath: plugin.path) {
    var times: [Int: Double] = [:]
    for jobs in [1, 8] {
        let (t, _) = try runTally(
            [
                "run", "--set", setURL.path, "--quiet", "--backend", "process", "--command",
                "\(Child.python) \(plugin.path) --delay-ms 50", "--filter", "tag=advice", "--jobs", "\(jobs)",
            ], out: "slow-\(jobs)")
        times[jobs] = t
    }
    report(
        "process backend, 50 ms plugin, advice conversations: --jobs 1 vs --jobs 8",
        String(format: "%.1f s vs %.1f s (%.1f×)", times[1]!, times[8]!, times[1]! / times[8]!))
}

// MARK: - HTTP backend: what tally spends while a model server thinks (200 ms a turn)

// The figure is tally's own CPU (user + system, from wait4), not the wall clock: waiting must cost
// nothing, or it is taken from the model server it waits for on a small machine.
let echoServer = root.appendingPathComponent("examples/slow-echo/slow_server.py")
if FileManager.default.fileExists(atPath: echoServer.path) {
    let server = Process()
    server.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    server.arguments = ["python3", echoServer.path, "--delay-ms", "200", "--port", "0"]
    let portPipe = Pipe()
    server.standardOutput = portPipe
    try server.run()
    defer { server.terminate() }
    var portLine = Data()
    while !portLine.contains(UInt8(ascii: "\n")), let byte = try portPipe.fileHandleForReading.read(upToCount: 1),
        !byte.isEmpty
    {
        portLine.append(byte)
    }
    let port = String(decoding: portLine, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    let turns = 200
    let small = try BenchSets.derived(turns: turns, from: set, in: work)
    var cells: [String] = []
    for jobs in [1, 4] {
        var cpu: [Double] = []
        var wall: [Double] = []
        for _ in 0..<3 {
            let run = try Child.run(
                tallyBinary,
                [
                    "run", "--set", small.path, "--out", work.appendingPathComponent("http-\(jobs)").path, "--quiet",
                    "--backend", "http", "--endpoint", "http://127.0.0.1:\(port)/v1", "--model", "echo",
                    "--jobs", "\(jobs)",
                ])
            cpu.append(run.cpuSeconds)
            wall.append(run.seconds)
        }
        cells.append(
            String(
                format: "--jobs %d: %.2f ms CPU a turn (%.1f s wall)", jobs, median(cpu) / Double(turns) * 1000,
                median(wall)))
    }
    report("http backend, \(turns) turns, a server answering after 200 ms: tally's CPU", cells.joined(separator: "; "))
}

print("| benchmark | median |")
print("|---|---|")
for row in results.value { print("| \(row.name) | \(row.value) |") }
if sink == 42 { print("") }
