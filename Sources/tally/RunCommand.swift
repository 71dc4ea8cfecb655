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

    static let set = OptionKey<URL>.path("set", "DIR", "eval set folder", default: defaultSet)
    static let backend = OptionKey<String>.text(
        "backend", "NAME", "who reads the questions: \(BackendFactory.names.joined(separator: ", "))",
        default: RulesBackend.descriptor.name)
    static let out = OptionKey<URL>.path(
        "out", "DIR", "report folder; replaces only a Tally report",
        defaultNote: "reports/<set>-v<N>/<backend>-<modelVersion>")
    static let jobs = OptionKey<Int>.int(
        "jobs", "N", "conversations in parallel", range: 1...256, defaultNote: BackendFactory.defaultJobsNote)
    static let filter = OptionKey<CaseFilter>.custom(
        "filter", "F",
        "tag=T, locale=L or id=ID (ID may end with *): filters on one field are alternatives, on different fields all must hold",
        repeatable: true
    ) { text in
        guard let f = CaseFilter(text) else {
            throw UsageError("--filter takes tag=T, locale=L or id=ID (ID may end with *), not '\(text)'")
        }
        return f
    }
    static let record = OptionKey<URL>.path("record", "FILE", "write the predictions file that --backend replay reads")
    static let shard = OptionKey<Shard>.custom(
        "shard", "I/N",
        "run only part I of N of the conversations (a stable split by conversation id); tally merge joins the N reports"
    ) { text in
        guard let shard = Shard(text) else {
            throw UsageError("--shard takes I/N with 1 ≤ I ≤ N ≤ \(Shard.maxCount), e.g. --shard 2/4, not '\(text)'")
        }
        return shard
    }
    static let perturb = OptionKey<[PerturbationFamily]>.custom(
        "perturb", "FAMILIES",
        "also read perturbed variants of the turns, scored against the originals: all, or a comma-separated list of \(PerturbationFamily.allCases.map(\.rawValue).joined(separator: ", "))",
        scope: .trait(.perturbable), read: PerturbationPlan.families)
    static let perturbSeed = OptionKey<Int>.int(
        "perturb-seed", "N", "the seed every variant's text is drawn from; the report names it",
        range: 0...Int(PerturbationPlan.maxSeed), default: "\(PerturbationPlan.defaultSeed)",
        scope: .trait(.perturbable))
    static let prompt = OptionKey<URL>.path(
        "prompt", "DIR",
        "the prompt folder the model is sent (instructions.md and prompt.json); a replay must name the prompt it was recorded under",
        defaultNote: "the built-in prompts/finely/1", scope: .trait(.prompted))
    static let replace = FlagKey(
        "replace", "let --out replace the report of another reader (backend, model version, prompt, contract or set)")
    static let repeats = OptionKey<Int>.int(
        "repeat", "K", "ask the backend K times per turn: consistency and the flaky turns", range: 1...50,
        default: "1")
    static let resume = FlagKey("resume", "continue a run stopped by Ctrl-C or SIGTERM")
    static let quiet = FlagKey("quiet", "no progress line")
    static let open = FlagKey("open", "open the report's report.html when the run is done (as tally open does)")
    static let maxBackendFailures = OptionKey<Double>.custom(
        "max-backend-failures", "R",
        "the share of turns whose backend call may fail (unreachable, crashed, timed out, throttled) before the report is marked incomplete and the run exits 1: 5%, 0.05, 0",
        default: "\(NumberRule.text(RunOptions().maxBackendFailures * 100))%", scope: .trait(.fallible)
    ) { text in
        try Share.read(
            text, option: "max-backend-failures",
            rule: NumberRule(
                0, 1, decimals: 4, what: "a share of turns from 0 (none) to 1: 5%, 0.05", percentHint: true))
    }
    static let maxErrors = OptionKey<Int>.int(
        "max-errors", "N", "stop after N failed backend calls; the report covers what ran and is incomplete",
        range: 0...1_000_000, scope: .trait(.fallible))
    static let timeout = OptionKey<Double>.seconds(
        "timeout", "S", "per-turn limit on a backend call, in seconds: a small model on a CPU is slow",
        range: 0.001...86_400, default: NumberRule.text(RunOptions.defaultTimeout), scope: .trait(.live))

    /// The run's own options, then those the backends declare (`--command`, `--endpoint`, …).
    static var options: [OptionSpec] {
        [
            set.spec, backend.spec, BackendOptions.modelVersion.spec, out.spec, jobs.spec, filter.spec, record.spec,
            shard.spec, perturb.spec, perturbSeed.spec, prompt.spec, replace.spec, repeats.spec, resume.spec,
            quiet.spec, open.spec, maxBackendFailures.spec, maxErrors.spec, timeout.spec,
        ] + BackendFactory.options
    }

    static let discussion = """
        Ctrl-C or SIGTERM stops after the conversations in flight and keeps them (exit 130 / 143); the
        same command with --resume continues. A bad case line, a missing file, an unwritable or foreign
        --out stops the run before any work (exit 2), and no report is ever half written.

        --perturb families (INV: the reading must not change; DIR: one field changes to a known label):
        \(PerturbationFamily.allCases.map { "  \($0.rawValue) (\($0.kind.short)): \($0.summary)" }.joined(separator: "\n"))
        Variants are never corpus cases: they change no corpus metric and not the set's hash; summary.json
        gives invarianceRate and flipRate per family, cases.jsonl every variant under its turn.
        """

    static func run(_ args: OptionValues) async throws -> ExitCode {
        try args.expectPositionals(0...0, "run takes no arguments")
        let backendName = try args.defaulted(Self.backend)
        guard let descriptor = BackendFactory.descriptor(named: backendName) else {
            let hint =
                Suggest.closest(to: backendName, in: BackendFactory.names).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("unknown backend '\(backendName)'\(hint)")
        }
        for option in Self.options where args.isGiven(option) {
            guard let backends = BackendFactory.backends(for: option), !backends.contains(backendName) else { continue }
            throw UsageError(
                "--\(option.name) applies to --backend \(Phrase.alternatives(backends)), not \(backendName)")
        }
        // The reader's shared tables are built on the other core while the set loads (and a plugin starts).
        let tables = Task.detached(priority: .userInitiated) { TallyRun.buildReaderTables() }
        var options = RunOptions()
        options.jobs = try args.value(Self.jobs) ?? BackendFactory.defaultJobs(for: backendName)
        options.timeout = try args.defaulted(Self.timeout)
        options.maxErrors = try args.value(Self.maxErrors)
        options.maxBackendFailures = try args.defaulted(Self.maxBackendFailures)
        options.repeats = try args.defaulted(Self.repeats)
        options.resume = args.has(Self.resume)
        options.record = try args.value(Self.record)
        options.shard = try args.value(Self.shard)
        if let families = try args.value(Self.perturb) {
            options.perturbation = PerturbationPlan(
                families: families, seed: UInt64(try args.defaulted(Self.perturbSeed)))
        } else if args.isGiven(Self.perturbSeed.spec) {
            throw UsageError("--perturb-seed needs --perturb FAMILIES")
        }
        options.filters = try args.all(Self.filter)
        options.replace = args.has(Self.replace)
        // Before the backend is made: naming the report folder asks its identity, which starts
        // a plugin pool, and a signal from then on must stop the run, not end tally outright.
        let stop = StopSignal()
        let signals = try StopOnSignals(stop)
        var input = BackendInput(args, timeout: options.timeout, jobs: options.jobs)
        if let folder = try args.value(Self.prompt) {
            input.prompt = try PromptFolder.load(folder)
            input.promptGiven = true
        }
        // A live reader (a plugin, a server) reads no set: it is made, and a plugin pool started,
        // before the set is read, so the processes' start-up overlaps the set's loading.
        let early = descriptor.traits.contains(.live) ? try BackendFactory.make(name: backendName, input: input) : nil
        early?.launch()
        let set: EvalSet
        do {
            set = try EvalSet.load(at: try args.defaulted(Self.set))
        } catch {
            await early?.shutdown()
            throw error
        }
        input.set = set
        let backend = try early ?? BackendFactory.make(name: backendName, input: input)
        await tables.value
        if (backend as? HTTPBackend)?.sendsBasicAuth == true {
            Output.err(
                "tally: the user name and password in --endpoint go to the server as HTTP Basic auth; no message or report shows them"
            )
        }
        var run = TallyRun(set: set, backend: backend, options: options, prompt: input.prompt)
        // The set was loaded for this run alone: its bytes go once every case is read.
        run.releasesCases = true
        var folder = await run.defaultFolder(root: URL(fileURLWithPath: "reports"))
        if let given = try args.value(Self.out) { folder = given }

        let quiet = args.has(Self.quiet)
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
        if args.has(Self.open) { _ = try OpenCommand.open(page) }
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
