import Foundation
import TallyKit
import TallyModel
import TallyReports
import TallyTestSupport
import Testing

/// End-to-end: the `tally` binary as a user runs it — exit codes, the one-line
/// messages that name the file and line, and what lands on disk.
@Suite("tally command line")
struct CLITests {
    static let root = TestFixtures.packageRoot

    /// The `tally` binary built next to this test bundle.
    static let binary: URL = {
        let here = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for dir in [here, here.deletingLastPathComponent(), root.appendingPathComponent(".build/debug")] {
            let candidate = dir.appendingPathComponent("tally")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return root.appendingPathComponent(".build/debug/tally")
    }()

    struct Result {
        var status: Int32
        var out: String
        var err: String
    }

    /// Runs `tally` from the repository root.
    static func tally(_ arguments: String...) async throws -> Result { try await tally(arguments) }

    static func tally(_ arguments: [String], environment: [String: String] = [:]) async throws -> Result {
        try await offPool {
            let p = Process()
            p.executableURL = binary
            p.arguments = arguments
            p.currentDirectoryURL = root
            if !environment.isEmpty {
                p.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            }
            let out = Pipe()
            let err = Pipe()
            p.standardOutput = out
            p.standardError = err
            try p.run()
            // Read stderr on its own thread: a child filling one pipe while we wait on the other would block.
            let e = Locked(Data())
            let read = DispatchSemaphore(value: 0)
            Thread {
                e.withLock { $0 = err.fileHandleForReading.readDataToEndOfFile() }
                read.signal()
            }.start()
            let o = out.fileHandleForReading.readDataToEndOfFile()
            p.waitUntilExit()
            read.wait()
            return Result(
                status: p.terminationStatus, out: String(decoding: o, as: UTF8.self),
                err: String(decoding: e.value, as: UTF8.self))
        }
    }

    static func temp(_ name: String) -> String {
        Scratch.folder("cli").appendingPathComponent(name).path
    }

    @Test("docs/commands.md is what tally --help and tally help <command> print")
    func commandsDoc() async throws {
        var text =
            "# Commands\n\nGenerated from the commands' option tables: `TALLY_RECORD_DOCS=1 swift test --filter commandsDoc`.\n\n```\n"
        text += try await Self.tally("--help").out + "```\n"
        for name in ["run", "merge", "validate", "stats", "diff", "gate", "ask", "matrix", "verify", "open"] {
            text += "\n## tally \(name)\n\n```\n" + (try await Self.tally("help", name).out) + "```\n"
        }
        let url = Self.root.appendingPathComponent("docs/commands.md")
        if ProcessInfo.processInfo.environment["TALLY_RECORD_DOCS"] == "1" { try Data(text.utf8).write(to: url) }
        #expect(
            String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self) == text,
            "docs/commands.md is stale; regenerate it with TALLY_RECORD_DOCS=1 swift test --filter commandsDoc")
    }

    @Test("usage: tally alone prints usage on stderr with exit 2; --help and help on stdout with exit 0")
    func usage() async throws {
        let bare = try await Self.tally()
        #expect(bare.status == 2)
        #expect(bare.out.isEmpty)
        #expect(bare.err.contains("usage: tally <command> [options]"))
        for args in [["--help"], ["-h"], ["help"]] {
            let r = try await Self.tally(args)
            #expect(r.status == 0)
            #expect(r.out.contains("usage: tally <command> [options]"))
            #expect(r.out.contains("143  stopped by SIGTERM"))
        }
        let version = try await Self.tally("--version")
        #expect(version.out == "tally \(TallyModel.Tally.version)\n")
        let help = try await Self.tally("help", "gate")
        #expect(help.status == 0)
        #expect(help.out.hasPrefix("check a report against a policy"))
        #expect(try await Self.tally("run", "-h").out.contains("with --backend http:"))
    }

    @Test("tally validate: the committed set is clean (exit 0) and names its hash")
    func validate() async throws {
        let r = try await Self.tally("validate", "eval-sets/finely/v1")
        #expect(r.status == 0)
        #expect(r.out.hasPrefix("eval-sets/finely/v1: 2170 turns, 0 errors, 0 warnings · sha256 "))
    }

    @Test("tally validate: a malformed line is reported as file:line with exit 2")
    func validateBadLine() async throws {
        let dir = Self.temp("set")
        try FileManager.default.createDirectory(atPath: dir + "/cases", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Self.root.path + "/eval-sets/finely/v1/ledger.json", toPath: dir + "/ledger.json")
        try Data(
            #"{"id": "x", "version": "1.0.0", "description": "", "locales": ["en"], "ledger": "ledger.json", "cases": ["cases/a.jsonl"]}"#
                .utf8
        )
        .write(to: URL(fileURLWithPath: dir + "/manifest.json"))
        try Data(
            """
            {"id": "a-en-1", "locale": "en", "tags": ["intent"], "turns": [{"text": "balance?", "expect": {"intent": "balance"}}]}
            {"id": "a-en-2", "locale": "en", "tags": ["intent"], "turns": [{"text": "spent?", "expect": {"intent": "spendingTotal", "period": "lastmonth"}}]}

            """.utf8
        ).write(to: URL(fileURLWithPath: dir + "/cases/a.jsonl"))
        let r = try await Self.tally("validate", dir, "--quiet")
        #expect(r.status == 2)
        #expect(r.err.contains("\(dir)/cases/a.jsonl:2: error: a-en-2 turn 1: \"lastmonth\" is not a canonical period"))
    }

    @Test(
        "bad usage and bad input: one line naming the file and what to do, exit 2",
        arguments: [
            (["run", "--set", "no/such/set"], "no/such/set: error: no such eval set folder"),
            (["run", "--backend", "gpt9"], "unknown backend 'gpt9'"),
            (["run", "--backend", "replay"], "--backend replay needs --predictions FILE"),
            (
                ["run", "--backend", "replay", "--predictions", "nope.jsonl"],
                "nope.jsonl: error: no such predictions file"
            ),
            (["run", "--jobs", "0"], "--jobs must be a whole number from 1 to 256"),
            (
                ["run", "--backend", "process", "--timeout", "1e300"],
                "--timeout must be a number of seconds from 0.001 to 86400"
            ),
            (
                ["run", "--backend", "replay", "--max-backend-failures", "7"],
                "--max-backend-failures 7: 7 is above 1; write a share of turns from 0 (none) to 1: 5%, 0.05: did you mean 0.07?"
            ),
            (["run", "--command", "python3 x.py"], "--command applies to --backend process, not rules"),
            (
                ["run", "--backend", "process", "--command", "x", "--endpoint", "http://x"],
                "--endpoint applies to --backend http, not process"
            ),
            (
                ["run", "--timeout", "5"],
                "--timeout applies to --backend process, http or foundation-models, not rules"
            ),
            (["run", "--fitler", "tag=x"], "unknown option --fitler; did you mean --filter?"),
            (["run", "--backend", "http", "--endpiont", "x"], "unknown option --endpiont; did you mean --endpoint?"),
            (["run", "--backend", "process", "--comand", "x"], "unknown option --comand; did you mean --command?"),
            (
                ["gate"],
                "--candidate DIR is required\n\nusage: tally gate --candidate DIR [--baseline DIR] --policy FILE [--fresh]"
            ),
            (["run", "--backend", "htpp"], "unknown backend 'htpp'; did you mean 'http'?"),
            (["run", "--jobs", "2", "--jobs", "3"], "--jobs is given twice; give it once"),
            (["rnu"], "unknown command 'rnu'; did you mean 'run'?"),
            (["validate"], "validate takes one eval set folder"),
            (["diff", "a"], "diff takes two report folders: BEFORE AFTER"),
            (["stats", "-x"], "unknown option -x; options start with two dashes"),
            (["run", "--filter", "colour=blue"], "--filter takes tag=T, locale=L or id=ID"),
            (["run", "--frobnicate"], "unknown option --frobnicate"),
            (["gate", "--policy"], "--policy needs a value (--policy FILE)"),
            (["gate", "--candidate", "reports/finely-v1/rules-v1"], "--policy FILE is required"),
            (["diff", "reports/finely-v1/rules-v1", "no/such/report"], "no/such/report: error: no such report folder"),
            (["ask", "balance?", "--ledger", "missing.json"], "missing.json: error: cannot read the ledger"),
            (["frobnicate"], "unknown command 'frobnicate'"),
            (["run", "--shard", "4/3"], "--shard takes I/N with 1 ≤ I ≤ N ≤ 256, e.g. --shard 2/4, not '4/3'"),
            (
                ["run", "--perturb", "filer"],
                "--perturb: unknown family 'filer'; did you mean 'filler'? use all or any of merchant-surface"
            ),
            (
                ["run", "--backend", "replay", "--perturb", "all"],
                "--perturb applies to --backend rules, process, http or foundation-models, not replay"
            ),
            (["run", "--perturb-seed", "3"], "--perturb-seed needs --perturb FAMILIES"),
            (["merge"], "merge takes the report folder of every shard"),
            (
                ["stats", "eval-sets/finely/v1", "--detect", "0"],
                "--detect 0: 0 is not above 0; write the drop to detect, a share above 0 up to 1: 2%, 0.02"
            ),
            (["stats", "eval-sets/finely/v1", "--discordance", "5%"], "--discordance goes with --detect DROP"),
        ])
    func badInput(arguments: [String], message: String) async throws {
        let r = try await Self.tally(arguments)
        #expect(r.status == 2)
        #expect(r.err.contains(message), "\(r.err)")
    }

    @Test(
        "--out never replaces what a user owns: the working copy, the eval set",
        arguments: [(".", "README.md"), ("eval-sets/finely/v1", "manifest.json")])
    func outRefusesUserFolders(out: String, kept: String) async throws {
        let r = try await Self.tally("run", "--filter", "id=period-en-0001", "--out", out, "--quiet")
        #expect(r.status == 2)
        #expect(r.err.contains("is not a Tally report (it holds "), "\(r.err)")
        #expect(r.err.contains("--out replaces only a folder written by `tally run`: choose a new folder"))
        #expect(
            FileManager.default.fileExists(
                atPath: Self.root.appendingPathComponent(out).appendingPathComponent(kept).path))
    }

    @Test("control characters from a user's files are shown escaped, never sent to the terminal")
    func escapesControlCharacters() async throws {
        let r = try await Self.tally("run", "--filter", "id=\u{1B}[2Jboom", "--quiet")
        #expect(r.status == 2)
        #expect(r.err.contains("--filter id=\\u{1B}[2Jboom selects no turn"), "\(r.err)")
        #expect(!r.err.contains("\u{1B}"))
    }

    @Test("an output folder that cannot be written: exit 2, nothing written")
    func unwritableOut() async throws {
        let file = Self.temp("file")
        try Data("x".utf8).write(to: URL(fileURLWithPath: file))
        let r = try await Self.tally("run", "--filter", "id=period-en-000*", "--out", file + "/report", "--quiet")
        #expect(r.status == 2)
        #expect(r.err.contains("cannot write the report here"))
        #expect(!FileManager.default.fileExists(atPath: file + "/report"))
    }

    @Test("tally ask --hide-amounts shows no amount or count, not even on its figures line or in JSON")
    func askHidesAmounts() async throws {
        let r = try await Self.tally("ask", "How much did I spend at Carrefour last month?", "--hide-amounts")
        #expect(r.status == 0)
        #expect(r.out.contains("figures  average ••• · count ••• · merchant Carrefour · refunds ••• · total •••"))
        #expect(!r.out.contains("75"))
        let json = try await Self.tally(
            "ask", "How much did I spend at Carrefour last month?", "--hide-amounts", "--json")
        #expect(json.out.contains("\"total\" : \"•••\""))
        #expect(!json.out.contains("75.00"))
    }

    @Test("the README's `tally ask` transcript is what tally ask prints")
    func readmeAskTranscript() async throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let prompt = "$ swift run tally ask \"How much did I spend at Carrefour last month?\"\n"
        let start = try #require(readme.range(of: prompt))
        let shown = try #require(readme[start.upperBound...].components(separatedBy: "\n```").first)
        let r = try await Self.tally("ask", "How much did I spend at Carrefour last month?")
        #expect(r.status == 0)
        #expect(r.out.trimmingCharacters(in: .newlines) == shown, "README.md's transcript is stale:\n\(r.out)")
    }

    @Test("tally ask --explain says what the rules heard, under the reading: cues, scores, scope, the bank's matters")
    func askExplains() async throws {
        let r = try await Self.tally("ask", "my card is blocked at Carrefour, how do I unblock it?", "--explain")
        #expect(r.status == 0)
        let lines = r.out.split(separator: "\n").map(String.init)
        #expect(lines.prefix(2).last?.hasPrefix("reading  offTopic · (bankService)") == true, "\(r.out)")
        #expect(lines.contains { $0.hasPrefix("cues     ") && $0.contains("bankCardAdmin (") }, "\(r.out)")
        #expect(lines.contains { $0.hasPrefix("scope    own money ") && $0.contains("about own money no") }, "\(r.out)")
        #expect(
            lines.contains { $0.hasPrefix("bank     asks the bank") && $0.contains("a service question") }, "\(r.out)")
        let plain = try await Self.tally("ask", "How much did I spend at Carrefour last month?", "--explain")
        #expect(plain.out.contains("\ncues     spendingTotalMedium (2.5)\n"), "\(plain.out)")
        #expect(plain.out.contains("about own money yes"))
        #expect(!plain.out.contains("\nbank     "))
        let json = try await Self.tally("ask", "How much did I spend at Carrefour last month?", "--explain", "--json")
        #expect(json.out.contains("\"explanation\" : ["))
    }

    @Test("tally ask never suggests the question just asked")
    func askSuggestionsSkipTheQuestion() async throws {
        let r = try await Self.tally(
            "ask", "et l'année dernière ?", "--history", "Combien j'ai dépensé chez Carrefour le mois dernier ?")
        let last = r.out.components(separatedBy: "\n\n").last ?? ""
        #expect(last.contains("try      C'était quand la dernière fois ?"), "\(last)")
        #expect(!last.contains("Et l'an dernier ?"))
    }

    @Test("tally ask answers the seed question out of the box, in both languages, and as JSON")
    func ask() async throws {
        let en = try await Self.tally("ask", "How much did I spend at Carrefour last month?")
        #expect(en.status == 0)
        #expect(en.out.contains("reading  merchantSpend · merchant Carrefour · period previous:month · read by rules"))
        #expect(
            en.out.contains(
                "answer   You've spent €75.00 at Carrefour last month (25 Jan – 24 Feb 2026): 2 payments, €37.50 on average."
            ))
        let fr = try await Self.tally("ask", "Combien j'ai dépensé chez Carrefour le mois dernier ?")
        #expect(fr.out.contains("Vous avez dépensé 75,00\u{a0}€ chez Carrefour le mois dernier"))
        let follow = try await Self.tally(
            "ask", "et l'année dernière ?", "--history", "Combien j'ai dépensé chez Carrefour le mois dernier ?",
            "--json")
        #expect(follow.status == 0)
        let steps = try JSONSerialization.jsonObject(with: Data(follow.out.utf8)) as? [[String: Any]]
        let reading = steps?.last?["reading"] as? [String: Any]
        #expect(reading?["intent"] as? String == "merchantSpend")
        #expect(reading?["merchant"] as? String == "Carrefour")
        #expect(reading?["period"] as? String == "previous:year")
    }

    @Test("a run, its gate and its diff, end to end; a degraded replay fails the gate with exit 1")
    func runGateDiff() async throws {
        let out = Self.temp("rules")
        let predictions = Self.temp("predictions.jsonl")
        let run = try await Self.tally(
            "run", "--filter", "tag=seed", "--filter", "locale=en", "--out", out, "--record", predictions, "--quiet")
        #expect(run.status == 0, "\(run.err)")
        #expect(run.out.contains("rules v1 ·"))
        for file in ["summary.json", "cases.jsonl", "summary.md", "junit.xml", "timing.json"] {
            #expect(FileManager.default.fileExists(atPath: out + "/" + file), "\(file)")
        }
        let policy = Self.temp("policy.json")
        try Data(#"{"rules": [{"metric": "turnAccuracy", "min": 0.99}], "baseline": {"maxDrop": {"*": 0.0}}}"#.utf8)
            .write(to: URL(fileURLWithPath: policy))
        let pass = try await Self.tally("gate", "--candidate", out, "--baseline", out, "--policy", policy)
        #expect(pass.status == 0)
        #expect(pass.out.hasPrefix("gate: passed"))

        let degraded = Self.temp("degraded.jsonl")
        let lines = String(decoding: try Data(contentsOf: URL(fileURLWithPath: predictions)), as: UTF8.self)
            .replacingOccurrences(of: #""intent":"merchantSpend""#, with: #""intent":"balance""#)
        try Data(lines.utf8).write(to: URL(fileURLWithPath: degraded))
        let replayOut = Self.temp("replay")
        let replay = try await Self.tally(
            "run", "--backend", "replay", "--predictions", degraded, "--filter", "tag=seed",
            "--filter", "locale=en", "--out", replayOut, "--quiet")
        #expect(replay.status == 0, "\(replay.err)")
        let fail = try await Self.tally("gate", "--candidate", replayOut, "--baseline", out, "--policy", policy)
        #expect(fail.status == 1)
        #expect(fail.err.contains("gate: turnAccuracy [all] = "))
        #expect(fail.err.contains("below the minimum 0.9900"))
        #expect(fail.err.contains("gate: FAILED"))
        let diff = try await Self.tally("diff", out, replayOut)
        #expect(diff.status == 0)
        #expect(diff.out.contains("## Broken ("))
    }

    @Test(
        "without --jobs the rules, the oracle and a plugin pool use every core; the report is byte for byte the --jobs 1 one",
        arguments: ["rules", "oracle", "process"])
    func defaultJobs(backend: String) async throws {
        var files: [String: [Data]] = [:]
        let plugin = backend == "process" ? ["--command", "python3 examples/slow-echo/slow_echo.py --delay-ms 0"] : []
        for jobs in [[], ["--jobs", "1"]] {
            let out = Self.temp("jobs")
            let r = try await Self.tally(
                [
                    "run", "--backend", backend, "--set", "eval-sets/finely/v1", "--filter", "tag=followup", "--out",
                    out,
                    "--quiet",
                ] + plugin + jobs)
            #expect(r.status == 0, "\(r.err)")
            let timing =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/timing.json")))
                as? [String: Any]
            #expect(timing?["jobs"] as? Int == (jobs.isEmpty ? ProcessInfo.processInfo.activeProcessorCount : 1))
            for file in ["summary.json", "cases.jsonl", "summary.md", "junit.xml"] {
                files[file, default: []].append(try Data(contentsOf: URL(fileURLWithPath: out + "/" + file)))
            }
        }
        for (file, copies) in files {
            #expect(copies[0] == copies[1], "\(file) differs between the default --jobs and --jobs 1")
        }
    }

    @Test("the naive-Bayes plugin runs end to end through tally run --backend process")
    func processPlugin() async throws {
        let out = Self.temp("nb")
        let r = try await Self.tally(
            "run", "--backend", "process", "--command", "python3 examples/naive-bayes/classifier.py",
            "--filter", "tag=followup", "--filter", "locale=fr", "--jobs", "2", "--out", out, "--quiet")
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("· process nb-"))
        let summary =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out + "/summary.json")))
            as? [String: Any]
        let counts = summary?["counts"] as? [String: Any]
        #expect(counts?["backendErrors"] as? Int == 0)
        #expect((counts?["turns"] as? Int ?? 0) > 100)
    }

    @Test("a plugin that exits at once: one line naming the command, exit 2, no report and nothing left behind")
    func pluginExitsAtOnce() async throws {
        let out = Self.temp("dead")
        let plugin = TestFixtures.plugin("exit_at_once.py").path
        let r = try await Self.tally(
            "run", "--backend", "process", "--command", "python3 \(plugin)", "--out", out, "--quiet")
        #expect(r.status == 2)
        #expect(r.err.contains("exit_at_once.py"), "\(r.err)")
        let parent = URL(fileURLWithPath: out).deletingLastPathComponent().path
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent) == [])
    }

    @Test("tally stats prints the coverage matrices with their minimums")
    func stats() async throws {
        let r = try await Self.tally("stats", "eval-sets/finely/v1")
        #expect(r.status == 0)
        #expect(r.out.contains("| merchantSpend | 217 | 216 | ≥ 15 |"))
        #expect(r.out.contains("Every minimum is met."))
    }

    @Test("tally matrix tabulates the committed reports")
    func matrix() async throws {
        let r = try await Self.tally("matrix", "reports/finely-v1")
        #expect(r.status == 0)
        #expect(r.out.contains("| rules | v1 | – | 2170 |"))
        // The real model's committed reports read a subset: the matrix says so, and names their prompt.
        #expect(r.out.contains("| http | smollm2-135m-q4_1-pyserver | finely-1 (4ca4e8e4d4e3) | 312 |"))
        #expect(r.out.contains("\nWarning: these reports read different turns of the set; compare rows with care:\n"))
        #expect(r.out.contains("\n- rules v1: every turn (2170)\n"))
    }

    @Test("--out onto a report of another reader is exit 2 and touches nothing; --replace replaces it")
    func anotherReader() async throws {
        let out = Self.temp("report")
        let rules = try await Self.tally(
            "run", "--set", "eval-sets/finely/v1", "--filter", "tag=seed", "--out", out, "--quiet")
        #expect(rules.status == 0)
        let before = try Data(contentsOf: URL(fileURLWithPath: out + "/cases.jsonl"))
        let plugin = [
            "run", "--set", "eval-sets/finely/v1", "--filter", "tag=seed", "--backend", "process",
            "--command", "python3 examples/unclear/classifier.py", "--out", out, "--quiet",
        ]
        let refused = try await Self.tally(plugin)
        #expect(refused.status == 2)
        #expect(
            refused.err.contains("holds the report of another reader (backend rules → process, model v1 → unclear-1)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: out + "/cases.jsonl")) == before)
        let replaced = try await Self.tally(plugin + ["--replace"])
        #expect(replaced.status == 0, "\(replaced.err)")
    }
}
