import FinanceAssistant
import Foundation
import TallyKit

// `tally-bench`: the speed of the parts, as medians of repeated runs (these
// machines are shared and noisy: never read one run, never assert a time).
// Run with `make bench` (release build), from the repository root.

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let setURL = root.appendingPathComponent("eval-sets/finely/v1")
let tallyBinary = root.appendingPathComponent(".build/release/tally").path
let set = try EvalSet.load(at: setURL)
let texts: [(String, [String])] = try set.cases().map { r in
    let c = try r.get()
    return (c.tags.first ?? "", c.turns.map(\.text))
}
let periodPhrases = texts.filter { $0.0 == "period" }.flatMap(\.1)
let firstTurns = texts.compactMap { $0.1.first }

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
    try body()
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return median(times)
}

func rate(_ count: Int, _ seconds: Double) -> String {
    let r = Double(count) / seconds
    return r >= 10_000 ? String(format: "%.0f k/s", r / 1000) : String(format: "%.0f /s", r)
}

// MARK: - Period parser, pipeline

let context = ReadingContext(ledger: set.ledger)
var sink = 0
let parseTime = measure(runs: 7) {
    for _ in 0..<20 { for p in periodPhrases { sink &+= context.periodParser.parse(p).spans.count } }
}
report(
    "period parses (\(periodPhrases.count) phrases × 20, text → canonical)", rate(periodPhrases.count * 20, parseTime))
// `TALLY_BENCH=parse`: the parser alone, long enough for a profiler.
if ProcessInfo.processInfo.environment["TALLY_BENCH"] == "parse" {
    for _ in 0..<2000 { for p in periodPhrases { sink &+= context.periodParser.parse(p).spans.count } }
    exit(sink == 42 ? 1 : 0)
}

let pipeline = AssistantPipeline(context: context)
let readTime = measure {
    for t in firstTurns { sink &+= pipeline.readWithRules(t).reading.intent.rawValue.count }
}
report("pipeline readings, rules (\(firstTurns.count) questions)", rate(firstTurns.count, readTime))
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

/// Runs the tally binary; returns wall seconds and the child's peak RSS in MB.
///
/// Spawned with `posix_spawn` and reaped with `wait4` here: Foundation's
/// `Process` reaps its children itself, and then their resource usage is lost.
func runTally(_ arguments: [String]) throws -> (Double, Double) {
    let (seconds, memory, status, _) = try spawnTally(arguments)
    // A run that failed measured nothing: say so rather than print its time.
    guard status == 0 else {
        FileHandle.standardError.write(Data("tally \(arguments.joined(separator: " ")) exited \(status)\n".utf8))
        exit(1)
    }
    return (seconds, memory)
}

/// Wall seconds, peak RSS in MB, exit status and the child's own CPU seconds (user + system).
///
/// Darwin: `posix_spawn_file_actions_t` is `typedef void *` (xnu `spawn.h`), so
/// it starts as nil for `…_init` to allocate; glibc's is a struct. The
/// environment is passed from `ProcessInfo` rather than `environ`, which Apple's
/// headers do not declare (`_NSGetEnviron()` is their spelling).
func spawnTally(_ arguments: [String]) throws -> (Double, Double, Int32, Double) {
    #if canImport(Darwin)
        var fileActions: posix_spawn_file_actions_t? = nil
    #else
        var fileActions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&fileActions)
    defer { posix_spawn_file_actions_destroy(&fileActions) }
    posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&fileActions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([tallyBinary] + arguments).map { strdup($0) } + [nil]
    let envp: [UnsafeMutablePointer<CChar>?] =
        ProcessInfo.processInfo.environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") }
        + [nil]
    defer { for p in argv + envp { free(p) } }
    var pid: pid_t = 0
    let start = DispatchTime.now().uptimeNanoseconds
    guard posix_spawn(&pid, tallyBinary, &fileActions, nil, argv, envp) == 0 else {
        throw CocoaError(.executableLoad)
    }
    var status: Int32 = 0
    var usage = rusage()
    wait4(pid, &status, 0, &usage)
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let cpu =
        Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    // `ru_maxrss` is in kilobytes on Linux (getrusage(2)) and in bytes on macOS (its getrusage(2) man page).
    #if canImport(Darwin)
        let megabytes = Double(usage.ru_maxrss) / (1024 * 1024)
    #else
        let megabytes = Double(usage.ru_maxrss) / 1024
    #endif
    return (seconds, megabytes, exitStatus, cpu)
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

var v1Runs: [(Double, Double)] = []
for _ in 0..<5 {
    v1Runs.append(
        try runTally([
            "run", "--set", setURL.path, "--out", work.appendingPathComponent("v1").path, "--quiet", "--jobs", "2",
        ]))
}
let v1Time = median(v1Runs.map(\.0))
let turnsV1 = texts.reduce(0) { $0 + $1.1.count }
report(
    "tally run finely v1, rules, --jobs 2, with reports (\(turnsV1) turns)",
    String(format: "%.2f s, %@ turns, peak %.0f MB", v1Time, rate(turnsV1, v1Time), v1Runs.map(\.1).max()!))

// `make gate` without the build: run + gate.
var gateTimes: [Double] = []
for _ in 0..<3 {
    let (a, _) = try runTally([
        "run", "--set", setURL.path, "--out", work.appendingPathComponent("gate").path, "--quiet", "--jobs", "2",
    ])
    let (b, _) = try runTally([
        "gate", "--candidate", work.appendingPathComponent("gate").path,
        "--baseline", root.appendingPathComponent("reports/finely-v1/rules-v1").path,
        "--policy", root.appendingPathComponent("gates/finely-v1.json").path,
    ])
    gateTimes.append(a + b)
}
report("make gate, excluding the build (run + gate)", String(format: "%.2f s", median(gateTimes)))

/// A set of `count` turns derived from v1: its conversations repeated with new ids.
func derivedSet(turns count: Int) throws -> URL {
    let dir = work.appendingPathComponent("big-\(count)")
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("cases"), withIntermediateDirectories: true)
    try FileManager.default.copyItem(
        at: setURL.appendingPathComponent("ledger.json"), to: dir.appendingPathComponent("ledger.json"))
    let manifest = """
        {"id": "finely-derived", "version": "0.0.1", "description": "v1 repeated with new ids (benchmark only)",
         "locales": ["en", "fr"], "ledger": "ledger.json", "cases": ["cases/all.jsonl"], "tags": \(try String(data: JSONEncoder().encode(set.manifest.tags ?? []), encoding: .utf8)!)}
        """
    try Data(manifest.utf8).write(to: dir.appendingPathComponent("manifest.json"))
    var lines: [String] = []
    for file in set.caseFiles {
        lines += String(decoding: try Data(contentsOf: file), as: UTF8.self).split(separator: "\n").map(String.init)
    }
    _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("cases/all.jsonl").path, contents: nil)
    let out = try FileHandle(forWritingTo: dir.appendingPathComponent("cases/all.jsonl"))
    var written = 0
    var round = 0
    let turnsPerRound = lines.reduce(0) { $0 + $1.components(separatedBy: #""text":"#).count - 1 }
    while written < count {
        let partial = written + turnsPerRound > count
        for line in lines where written < count {
            guard let idRange = line.range(of: #""id": ""#) else { continue }
            // First-turn texts must stay unique: word joiners (U+2060, a format
            // character that reading skips) make them so, and every round reads
            // like the first. The last, partial round drops its pairs (half a
            // pair is an error).
            let mark = String(repeating: "\u{2060}", count: round)
            var renamed = line.replacingCharacters(in: idRange, with: #""id": "r\#(round)-"#)
                .replacingOccurrences(of: #""text": ""#, with: #""text": "\#(mark)"#)
            if let pair = renamed.range(of: #""pair": ""#) {
                renamed =
                    partial
                    ? renamed.replacingOccurrences(of: #", "pair": "[^"]*""#, with: "", options: .regularExpression)
                    : renamed.replacingCharacters(in: pair, with: #""pair": "r\#(round)-"#)
            }
            out.write(Data((renamed + "\n").utf8))
            written += line.components(separatedBy: #""text":"#).count - 1
        }
        round += 1
    }
    try out.close()
    return dir
}

var scaling: [(Int, Double, Double)] = []
for size in [25_000, 50_000, 100_000] {
    let dir = try derivedSet(turns: size)
    // The largest is the figure people quote: a median of three. Each size writes over the last
    // one's report, another set's: tally run replaces it only when told (--replace).
    var runs: [(Double, Double)] = []
    for _ in 0..<(size == 100_000 ? 3 : 1) {
        runs.append(
            try runTally([
                "run", "--set", dir.path, "--out", work.appendingPathComponent("big").path, "--quiet", "--jobs", "2",
                "--replace",
            ]))
    }
    let (t, mem) = (median(runs.map(\.0)), runs.map(\.1).max()!)
    scaling.append((size, t, mem))
    report(
        "tally run, \(size) turns derived from v1, --jobs 2\(runs.count > 1 ? " (median of \(runs.count))" : "")",
        String(format: "%.1f s, %@ turns, peak %.0f MB", t, rate(size, t), mem))
}
let perTurn = scaling.map { $0.1 / Double($0.0) * 1e6 }
report(
    "cost per turn at 25k / 50k / 100k turns (linear if flat)",
    perTurn.map { String(format: "%.0f µs", $0) }.joined(separator: " / "))

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
        let (t, _) = try runTally([
            "run", "--set", setURL.path, "--out", work.appendingPathComponent("proc-\(jobs)").path,
            "--quiet", "--backend", "process", "--command", "python3 \(plugin.path) --delay-ms 50",
            "--filter", "tag=advice", "--jobs", "\(jobs)",
        ])
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
    let small = try derivedSet(turns: turns)
    var cells: [String] = []
    for jobs in [1, 4] {
        var cpu: [Double] = []
        var wall: [Double] = []
        for _ in 0..<3 {
            let (t, _, status, c) = try spawnTally([
                "run", "--set", small.path, "--out", work.appendingPathComponent("http-\(jobs)").path, "--quiet",
                "--backend", "http", "--endpoint", "http://127.0.0.1:\(port)/v1", "--model", "echo",
                "--jobs", "\(jobs)",
            ])
            guard status == 0 else {
                FileHandle.standardError.write(Data("tally run --backend http exited \(status)\n".utf8))
                exit(1)
            }
            cpu.append(c)
            wall.append(t)
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
