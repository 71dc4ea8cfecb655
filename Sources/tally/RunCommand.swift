import Foundation
import TallyKit
import TallyModel
import TallyReports

/// `tally run`: replay a set through a backend and the shared pipeline.
enum RunCommand: Command {
    static let name = "run"
    static let abstract = "replay an eval set through a backend and write its report"
    /// The latest released set: the release gate.
    static let defaultSet = "eval-sets/finely/v3"
    static let modelBackends = ["replay", "process", "http", "foundation-models"]
    /// The readers a prompt folder is sent to (the oracle answers within its contract; a replay checks it).
    static let promptedBackends = ["oracle", "replay", "process", "http", "foundation-models"]
    static let liveBackends = ["process", "http", "foundation-models"]
    /// A replay has no readings of texts it never recorded: variants would all be read by the rules.
    static let perturbableBackends = ["rules", "process", "http", "foundation-models"]

    static let options: [Option] = [
        .value("set", "DIR", "eval set folder (default: \(defaultSet))"),
        .value(
            "backend", "NAME",
            "who reads the questions: \(BackendFactory.names.joined(separator: ", ")) (default: rules)"),
        .value("model-version", "V", "the model version the report names (default: the backend's own)"),
        .value(
            "out", "DIR",
            "report folder (default: reports/<set>-v<N>/<backend>-<modelVersion>); replaces only a Tally report"),
        .value("jobs", "N", "conversations in parallel (default: every core for rules and oracle, else 1)"),
        .value(
            "filter", "F",
            "tag=T, locale=L or id=ID (ID may end with *): filters on one field are alternatives, on different fields all must hold",
            repeatable: true),
        .value("record", "FILE", "write the predictions file that --backend replay reads"),
        .value(
            "shard", "I/N",
            "run only part I of N of the conversations (a stable split by conversation id); tally merge joins the N reports"
        ),
        .value(
            "perturb", "FAMILIES",
            "also read perturbed variants of the turns, scored against the originals: all, or a comma-separated list of \(PerturbationFamily.allCases.map(\.rawValue).joined(separator: ", "))",
            backends: perturbableBackends),
        .value(
            "perturb-seed", "N",
            "the seed every variant's text is drawn from (default: \(PerturbationPlan.defaultSeed)); the report names it",
            backends: perturbableBackends),
        .value(
            "prompt", "DIR",
            "the prompt folder the model is sent (instructions.md and prompt.json; default: the built-in prompts/finely/1); a replay must name the prompt it was recorded under",
            backends: promptedBackends),
        .flag(
            "replace",
            "let --out replace the report of another reader (backend, model version, prompt, contract or set)"),
        .value("repeat", "K", "ask the backend K times per turn: consistency and the flaky turns"),
        .flag("resume", "continue a run stopped by Ctrl-C or SIGTERM"),
        .flag("quiet", "no progress line"),
        .flag("open", "open the report's report.html when the run is done (as tally open does)"),
        .value(
            "max-backend-failures", "R",
            "the share of turns whose backend call may fail (unreachable, crashed, timed out, throttled) before the report is marked incomplete and the run exits 1: 5%, 0.05, 0 (default: 5%)",
            backends: modelBackends),
        .value(
            "max-errors", "N", "stop after N failed backend calls; the report covers what ran and is incomplete",
            backends: modelBackends),
        .value(
            "timeout", "S",
            "per-turn limit on a backend call, in seconds (default: 120: a small model on a CPU is slow)",
            backends: liveBackends),
        .value("predictions", "FILE", "the predictions file to replay (written by --record)", backends: ["replay"]),
        .value("command", "\"CMD ARGS\"", "the plugin to run, through /bin/sh", backends: ["process"]),
        .value("endpoint", "URL", "an OpenAI-compatible root, e.g. http://127.0.0.1:8080/v1", backends: ["http"]),
        .value(
            "model", "NAME",
            "the model name the server knows (http); on-device (the default) or private-cloud-compute (foundation-models, OS 27+)",
            backends: ["http", "foundation-models"]),
        .value("seed", "N", "a sampling seed sent with every request", backends: ["http"]),
        .value(
            "response-format", "FORM",
            "how the schema is sent: json-schema (OpenAI, llama-server, vLLM, Ollama), json-object (llama-cpp-python), auto: the first, then the second if the server refuses it by name (default: auto)",
            backends: ["http"]),
        .flag(
            "deterministic",
            "temperature 0, a fixed seed (42 unless --seed), llama.cpp's prompt cache off: repeatable readings, slower",
            backends: ["http"]),
        .value(
            "api-key-env", "VAR", "the environment variable holding the API key (default: TALLY_API_KEY)",
            backends: ["http"]),
    ]

    static let discussion = """
        Ctrl-C or SIGTERM stops after the conversations in flight and keeps them (exit 130 / 143); the
        same command with --resume continues. A bad case line, a missing file, an unwritable or foreign
        --out stops the run before any work (exit 2), and no report is ever half written.

        --perturb families (INV: the reading must not change; DIR: one field changes to a known label):
        \(PerturbationFamily.allCases.map { "  \($0.rawValue) (\($0.kind.short)): \($0.summary)" }.joined(separator: "\n"))
        Variants are never corpus cases: they change no corpus metric and not the set's hash; summary.json
        gives invarianceRate and flipRate per family, cases.jsonl every variant under its turn.
        """

    static func run(_ args: ParsedArguments) async throws -> ExitCode {
        try args.expectPositionals(0...0, "run takes no arguments")
        let backendName = args.value("backend") ?? "rules"
        guard BackendFactory.names.contains(backendName) || ExternalBackends.maker(for: backendName) != nil else {
            let hint =
                Suggest.closest(to: backendName, in: BackendFactory.names).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("unknown backend '\(backendName)'\(hint)")
        }
        for option in options where args.given.contains(option.name) {
            guard let backends = option.backends, !backends.contains(backendName) else { continue }
            let names =
                backends.count > 1 ? backends.dropLast().joined(separator: ", ") + " or " + backends.last! : backends[0]
            throw UsageError("--\(option.name) applies to --backend \(names), not \(backendName)")
        }
        let set = try EvalSet.load(at: URL(fileURLWithPath: args.value("set") ?? defaultSet))
        var options = RunOptions()
        options.jobs = try args.int("jobs", range: 1...256) ?? BackendFactory.defaultJobs(for: backendName)
        options.timeout = try args.seconds("timeout", range: 0.001...86_400) ?? RunOptions.defaultTimeout
        options.maxErrors = try args.int("max-errors", range: 0...1_000_000)
        if let text = args.value("max-backend-failures") {
            options.maxBackendFailures = try Share.read(
                text, option: "max-backend-failures",
                rule: NumberRule(
                    0, 1, decimals: 4, what: "a share of turns from 0 (none) to 1: 5%, 0.05", percentHint: true))
        }
        options.repeats = try args.int("repeat", range: 1...50) ?? 1
        options.resume = args.has("resume")
        options.record = args.value("record").map { URL(fileURLWithPath: $0) }
        if let text = args.value("shard") {
            guard let shard = Shard(text) else {
                throw UsageError(
                    "--shard takes I/N with 1 ≤ I ≤ N ≤ \(Shard.maxCount), e.g. --shard 2/4, not '\(text)'")
            }
            options.shard = shard
        }
        if let text = args.value("perturb") {
            let seed = try args.int("perturb-seed", range: 0...Int(PerturbationPlan.maxSeed))
            options.perturbation = PerturbationPlan(
                families: try PerturbationPlan.families(text),
                seed: seed.map(UInt64.init) ?? PerturbationPlan.defaultSeed)
        } else if args.given.contains("perturb-seed") {
            throw UsageError("--perturb-seed needs --perturb FAMILIES")
        }
        options.filters = try args.all("filter").map { text in
            guard let f = CaseFilter(text) else {
                throw UsageError("--filter takes tag=T, locale=L or id=ID (ID may end with *), not '\(text)'")
            }
            return f
        }
        let responseFormat = try args.value("response-format").map { text -> ResponseFormat in
            guard let form = ResponseFormat(rawValue: text) else {
                throw UsageError(
                    "--response-format takes \(ResponseFormat.allCases.map(\.rawValue).joined(separator: ", ")), not '\(text)'"
                )
            }
            return form
        }
        options.replace = args.has("replace")
        // Before the backend is made: naming the report folder asks its identity, which starts
        // a plugin pool, and a signal from then on must stop the run, not end tally outright.
        let stop = StopSignal()
        let signals = try StopOnSignals(stop)
        let prompt = try args.value("prompt").map { try PromptFolder.load(URL(fileURLWithPath: $0)) }
        var settings = BackendSettings(
            modelVersion: args.value("model-version"), predictions: args.value("predictions"),
            command: args.value("command"), endpoint: args.value("endpoint"), model: args.value("model"),
            seed: try args.int("seed", range: 0...Int(Int32.max)), apiKeyEnvironment: args.value("api-key-env"),
            timeout: options.timeout, jobs: options.jobs, responseFormat: responseFormat ?? .auto,
            deterministic: args.has("deterministic"), set: set)
        if let prompt {
            settings.prompt = prompt
            settings.promptGiven = true
        }
        let backend = try BackendFactory.make(name: backendName, settings: settings)
        if (backend as? HTTPBackend)?.sendsBasicAuth == true {
            Output.err(
                "tally: the user name and password in --endpoint go to the server as HTTP Basic auth; no message or report shows them"
            )
        }
        let run = TallyRun(set: set, backend: backend, options: options, prompt: settings.prompt)
        var folder = await run.defaultFolder(root: URL(fileURLWithPath: "reports"))
        if let out = args.value("out") { folder = URL(fileURLWithPath: out) }

        let quiet = args.has("quiet")
        let result = try await run.execute(into: folder, stop: stop) { p in
            guard !quiet, p.elapsed >= 2 else { return }
            let rate = Double(p.turnsDone) / max(p.elapsed, 0.001)
            let left = p.conversationsTotal - p.conversationsDone
            let eta = p.conversationsDone > 0 ? Double(left) * p.elapsed / Double(p.conversationsDone) : 0
            Output.progress(
                String(
                    format: "tally: %d/%d conversations · %d turns · %.1f turns/s · ETA %.0f s", p.conversationsDone,
                    p.conversationsTotal, p.turnsDone, rate, eta))
        }
        signals.cancel()
        Output.endProgress()
        Output.out(Headline.render(result.summary, folder: result.reportFolder))
        if let moved = result.replaced {
            Output.err("tally: replaced this reader's previous report, whose results differ: \(moved)")
        }
        let page = result.reportFolder.appendingPathComponent(ReportFile.html.name)
        Output.out("  \("page".padding(toLength: 28, withPad: " ", startingAt: 0)) \(page.relativePath)")
        for line in result.left { Output.err("tally: \(line)") }
        if args.has("open") { _ = try OpenCommand.open(page) }
        if let why = result.summary.incomplete {
            Output.err("tally: the report is incomplete: \(why)")
            return .failed
        }
        return .ok
    }
}

/// A share of turns given on the command line: `5%`, `0.05`, `0`, checked by a
/// `NumberRule` (range and precision) as every number Tally reads is.
enum Share {
    /// The share `text` names, or a usage error naming `--option` and the fix.
    static func read(_ text: String, option: String, rule: NumberRule = .share) throws -> Double {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let percent = trimmed.hasSuffix("%")
        let number = percent ? trimmed.dropLast().trimmingCharacters(in: .whitespaces) : trimmed
        guard let x = Double(number) else {
            throw UsageError("--\(option) takes \(rule.what), not '\(text)'")
        }
        // A percentage is read to two decimals fewer than the share it stands for.
        let value = percent ? x / 100 : x
        if percent, NumberRule.decimalPlaces(x) > rule.decimals - 2 || !x.isFinite {
            throw UsageError(
                "--\(option) \(text): \(rule.problem(value) ?? "\(NumberRule.text(x)) % has more decimals than the \(rule.decimals - 2) it is read to; write \(rule.what)")"
            )
        }
        if let problem = rule.problem(value) { throw UsageError("--\(option) \(text): \(problem)") }
        return value
    }
}

/// SIGINT and SIGTERM stop a run after the conversations in flight (the spool
/// is kept for `--resume`; exit 130 / 143). A second signal does not wait: it
/// kills every plugin process group and exits at once.
final class StopOnSignals {
    private let catcher: StopSignalCatcher

    init(_ stop: StopSignal) throws {
        catcher = try StopSignalCatcher { number in
            if stop.isStopped {
                Output.endProgress()
                Output.err("tally: stopped at once; the spool keeps what finished (--resume)")
                PluginProcesses.killAll()
                exit(128 + number)
            }
            Output.endProgress()
            let name = number == SIGTERM ? "SIGTERM" : "Ctrl-C"
            Output.err("tally: \(name): stopping after the conversations in flight (again to stop at once)…")
            stop.stop(signal: number)
        }
    }

    func cancel() { catcher.cancel() }
}
