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
          --record FILE      write the predictions file that `--backend replay` reads
          --repeat K         ask the backend K times per turn; reports consistency and flaky turns
          --resume           continue a run stopped with Ctrl-C
        """
    static let options: Set<String> = [
        "set", "backend", "model-version", "out", "jobs", "timeout", "max-errors", "filter", "record", "repeat",
        "predictions", "command", "endpoint", "model", "seed", "api-key-env",
    ]
    static let flags: Set<String> = ["resume", "quiet"]

    static func run(_ args: Arguments) async throws -> ExitCode {
        guard args.positional.isEmpty else { throw UsageError("unexpected argument '\(args.positional[0])'") }
        let set = try EvalSet.load(at: URL(fileURLWithPath: args.value("set") ?? "eval-sets/finely/v1"))
        var options = RunOptions()
        options.jobs = try args.int("jobs", range: 1...256) ?? 1
        options.timeout = try args.double("timeout") ?? 30
        options.maxErrors = try args.int("max-errors", range: 0...1_000_000)
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
        let interrupt = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        signal(SIGINT, SIG_IGN)
        interrupt.setEventHandler {
            Output.endProgress()
            Output.err("tally: stopping after the conversations in flight (Ctrl-C again to abort)…")
            stop.stop()
            signal(SIGINT, SIG_DFL)
        }
        interrupt.resume()
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
        interrupt.cancel()
        Output.endProgress()
        Output.out(Headline.render(result.summary, folder: result.reportFolder))
        if result.stoppedForErrors {
            Output.err(
                "tally: stopped: more than \(options.maxErrors ?? 0) backend errors (--max-errors); the report covers the turns run so far"
            )
            return .failed
        }
        return .ok
    }
}
