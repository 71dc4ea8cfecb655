import Foundation
import TallyKit

/// `tally run`: replay a set through a backend and the shared pipeline.
enum RunCommand: Command {
    static let name = "run"
    static let usage = """
        usage: tally run [--set DIR] [--backend rules|replay|process|http|foundation-models]
                         [--model-version V] [--out DIR] [--jobs N] [--timeout S] [--max-errors N]
                         [--filter tag=T|locale=L|id=ID*]... [--record FILE] [--repeat K] [--resume]
                         [--predictions FILE]                      (replay)
                         [--command "CMD ARGS"]                    (process)
                         [--endpoint URL --model NAME] [--seed N] [--api-key-env VAR]   (http)

          --set DIR          eval set folder (default: eval-sets/finely/v1)
          --backend NAME     who reads the questions (default: rules)
          --out DIR          report folder (default: reports/<set>-v<N>/<backend>-<modelVersion>)
          --jobs N           conversations in parallel (default: 1)
          --timeout S        per-turn backend limit in seconds (default: 30)
          --max-errors N     stop, exit 1, when more backend calls fail
          --max-backend-failures R
                             the share of turns whose backend call may fail (unreachable, crashed, timed
                             out, throttled) before the report is marked incomplete and the run exits 1
                             (default: 5%)
          --filter F         tag=T, locale=L or id=ID (ID may end with *); repeated filters on one field
                             are alternatives, on different fields all must hold
          --quiet            no progress line
          --record FILE      write the predictions file that `--backend replay` reads
          --repeat K         ask the backend K times per turn; reports consistency and flaky turns
          --resume           continue a run stopped with Ctrl-C
        """
    static let options: Set<String> = [
        "set", "backend", "model-version", "out", "jobs", "timeout", "max-errors", "max-backend-failures", "filter",
        "record", "repeat",
        "predictions", "command", "endpoint", "model", "seed", "api-key-env",
    ]
    static let flags: Set<String> = ["resume", "quiet"]

    static func run(_ args: Arguments) async throws -> ExitCode {
        guard args.positional.isEmpty else { throw UsageError("unexpected argument '\(args.positional[0])'") }
        let set = try EvalSet.load(at: URL(fileURLWithPath: args.value("set") ?? "eval-sets/finely/v1"))
        var options = RunOptions()
        options.jobs = try args.int("jobs", range: 1...256) ?? 1
        options.timeout = try args.double("timeout", range: 0.001...86_400) ?? 30
        options.maxErrors = try args.int("max-errors", range: 0...1_000_000)
        if let text = args.value("max-backend-failures") {
            guard let share = Share(text) else {
                throw UsageError("--max-backend-failures takes a share of turns: 5%, 0.05, or 0 for none")
            }
            options.maxBackendFailures = share.value
        }
        options.repeats = try args.int("repeat", range: 1...50) ?? 1
        options.resume = args.has("resume")
        options.record = args.value("record").map { URL(fileURLWithPath: $0) }
        options.filters = try args.all("filter").map { text in
            guard let f = CaseFilter(text) else {
                throw UsageError("--filter takes tag=T, locale=L or id=ID (ID may end with *)")
            }
            return f
        }
        let backend = try BackendFactory.make(
            name: args.value("backend") ?? "rules",
            settings: BackendSettings(
                modelVersion: args.value("model-version"), predictions: args.value("predictions"),
                command: args.value("command"), endpoint: args.value("endpoint"), model: args.value("model"),
                seed: try args.int("seed", range: 0...Int(Int32.max)), apiKeyEnvironment: args.value("api-key-env"),
                timeout: options.timeout, jobs: options.jobs))
        let run = TallyRun(set: set, backend: backend, options: options)
        var folder = await run.defaultFolder(root: URL(fileURLWithPath: "reports"))
        if let out = args.value("out") { folder = URL(fileURLWithPath: out) }

        let stop = StopSignal()
        let signals = StopOnSignals(stop)
        let quiet = args.has("quiet")
        let result = try await run.execute(into: folder, stop: stop) { p in
            guard !quiet, p.elapsed >= 2 else { return }
            let rate = Double(p.turnsDone) / max(p.elapsed, 0.001)
            let left = p.conversationsTotal - p.conversationsDone
            let eta = p.conversationsDone > 0 ? Double(left) * p.elapsed / Double(p.conversationsDone) : 0
            Output.progress(
                String(
                    format: "tally: %d/%d conversations · %d turns · %.0f turns/s · ETA %.0f s", p.conversationsDone,
                    p.conversationsTotal, p.turnsDone, rate, eta))
        }
        signals.cancel()
        Output.endProgress()
        Output.out(Headline.render(result.summary, folder: result.reportFolder))
        if let why = result.summary.incomplete {
            Output.err("tally: the report is incomplete: \(why)")
            return .failed
        }
        return .ok
    }
}

/// A share of turns: `5%`, `0.05`, `0`.
struct Share {
    var value: Double

    init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("%") {
            guard let p = Double(trimmed.dropLast().trimmingCharacters(in: .whitespaces)), (0...100).contains(p)
            else { return nil }
            value = p / 100
        } else {
            guard let v = Double(trimmed), (0...1).contains(v) else { return nil }
            value = v
        }
    }
}

/// SIGINT and SIGTERM stop a run after the conversations in flight (the spool
/// is kept for `--resume`; exit 130 / 143). A second signal does not wait: it
/// kills every plugin process group and exits at once.
final class StopOnSignals {
    private let sources: [any DispatchSourceSignal]

    init(_ stop: StopSignal) {
        var sources: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)  // delivered to the source instead of ending the process
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
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
            source.resume()
            sources.append(source)
        }
        self.sources = sources
    }

    func cancel() {
        for s in sources { s.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
