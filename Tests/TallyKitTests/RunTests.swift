import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

@Suite("tally run: reports, determinism, record and replay")
struct RunTests {
    @Test("two runs of the same inputs write byte-identical summary.json and cases.jsonl (jobs 1 and 4)")
    func deterministic() async throws {
        let set = Fixture.writeSet()
        let (a, _) = try await Fixture.run(set: set, options: Fixture.quietOptions(jobs: 1))
        // Turns finish in a different order each time with several jobs: nothing may depend on it.
        for _ in 0..<4 {
            let (b, _) = try await Fixture.run(set: set, options: Fixture.quietOptions(jobs: 4))
            for file in ["summary.json", "cases.jsonl", "junit.xml"] {
                #expect(
                    Fixture.read(a.appendingPathComponent(file)) == Fixture.read(b.appendingPathComponent(file)),
                    "\(file)")
            }
        }
        for file in ["summary.md", "timing.json"] {
            #expect(FileManager.default.fileExists(atPath: a.appendingPathComponent(file).path))
        }
        let summary = Fixture.read(a.appendingPathComponent("summary.json"))
        #expect(!summary.contains("/tmp") && !summary.contains(NSTemporaryDirectory()))
    }

    @Test(
        "quick conversations go in growing batches, a slow one or --max-errors back to one a task",
        arguments: [
            (1, 0.0005, 1, nil, 2), (16, 0.008, 16, nil, 32), (32, 0.001, 32, nil, 32), (4, 0.02, 4, nil, 1),
            (2, 0.0002, 1, 5, 1), (0, 0.0, 8, nil, 1),
        ] as [(Int, Double, Int, Int?, Int)])
    func batchSize(conversations: Int, seconds: Double, size: Int, maxErrors: Int?, next: Int) throws {
        let chunks = Array(repeating: Spool.Chunk([]), count: conversations)
        let batch = Runner.Batch(chunks: chunks, seconds: seconds)
        #expect(Runner.Batch.nextSize(after: batch, size: size, maxErrors: maxErrors) == next)
    }

    @Test("the spool's lines read back through its window in any order, a line longer than the window too")
    func spoolWindow() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tally-window-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: url) }
        let lengths = [10, SpoolWindow.size - 5, 20, SpoolWindow.size + 3, 1, 7, 300]
        var lines: [(offset: UInt64, data: Data)] = []
        var file = Data()
        for (k, length) in lengths.enumerated() {
            let data = Data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ k) })
            lines.append((UInt64(file.count), data))
            file.append(data)
            file.append(0x0A)
        }
        try file.write(to: url)
        let fd = open(url.path, O_RDONLY)
        #expect(fd >= 0)
        defer { close(fd) }
        var window = SpoolWindow(fd: fd, url: url)
        for k in [0, 1, 2, 3, 4, 5, 6, 2, 0, 6, 3, 1] {
            #expect(try window.bytes(at: lines[k].offset, count: lines[k].data.count) == lines[k].data, "line \(k)")
        }
        // A line past the end of the file: the spool was cut short under the run.
        #expect(throws: InputError.self) { try window.bytes(at: UInt64(file.count) - 2, count: 10) }
    }

    @Test("the hand-written cases.jsonl line is what JSONEncoder writes, and reads back as the same record")
    func recordLine() async throws {
        // The rules (failing turns carry brokenBy), and a model (every turn carries withoutModel).
        let (rules, _) = try await Fixture.run(set: Fixture.writeSet())
        let (model, _) = try await Fixture.run(set: Fixture.writeSet(), backend: ScriptedBackend())
        var seen: Set<String> = []
        for folder in [rules, model] {
            for line in Fixture.read(folder.appendingPathComponent("cases.jsonl")).split(separator: "\n") {
                let record = try JSONDecoder().decode(TurnRecord.self, from: Data(line.utf8))
                #expect(String(decoding: record.line, as: UTF8.self) == String(line))
                #expect(String(decoding: try JSONOutput.line.encode(record), as: UTF8.self) == String(line))
                if record.brokenBy != nil { seen.insert("brokenBy") }
                if record.withoutModel != nil { seen.insert("withoutModel") }
            }
        }
        #expect(seen == ["brokenBy", "withoutModel"])
    }

    @Test(
        "a cases.jsonl line escapes exactly as JSONEncoder does",
        arguments: [
            "plain", "quote \" and backslash \\", "new\nline\ttab\r", "bell \u{7} nul \u{0} esc \u{1B}",
            "slash / and unicode é ✓ \u{2028}", "form\u{C}feed back\u{8}space", "",
        ])
    func recordLineEscapes(_ text: String) throws {
        let record = TurnRecord(
            case: "c-en-1", turn: 1, locale: .en, tags: ["x"], pair: nil, text: text,
            expected: ExpectedFields(Expectation(intent: .balance, answer: ["b\"x": text])),
            read: ReadFields(Reading(intent: .balance)), backend: BackendFields(intent: .balance, merchant: text),
            verdict: Verdict(intent: true, reason: false, merchant: nil, category: true),
            figures: [text: "1", "a": text],
            answer: text, invented: [text], pass: false, replay: nil, repeats: [text, "y"])
        #expect(
            String(decoding: record.line, as: UTF8.self)
                == String(decoding: try JSONOutput.line.encode(record), as: UTF8.self))
    }

    @Test("the seed question is answered right in both languages and the report says so")
    func seedCase() async throws {
        let (folder, result) = try await Fixture.run(set: Fixture.writeSet())
        let s = result.summary
        #expect(s.counts.turns == 10)
        #expect(s.counts.pairs == 2)
        #expect(s.metrics["answerAccuracy"] == .proportion(2, of: 2))
        #expect(s.metrics["adviceRefusalRate"] == .proportion(2, of: 2))
        let lines = Fixture.read(folder.appendingPathComponent("cases.jsonl")).split(separator: "\n")
        #expect(lines.count == 10)
        // Sorted by case id and turn.
        #expect(lines.first?.hasPrefix(#"{"answer":"#) == true)
        let first = try JSONDecoder().decode(
            TurnRecord.self, from: Data(lines.first { $0.contains(#""case":"a-en-1""#) }!.utf8))
        #expect(first.read.reason == .advice)
        let seed = try JSONDecoder().decode(
            TurnRecord.self,
            from: Data(lines.first { $0.contains(#""case":"m-en-1","#) && $0.contains(#""turn":1"#) }!.utf8))
        #expect(seed.figures == ["total": "75.00", "count": "2"])
        #expect(seed.answer.contains("€75.00") && seed.answer.contains("last month"))
        #expect(seed.pass)
    }

    @Test("--record, then replay, gives the same report (cases.jsonl and metrics)")
    func recordReplay() async throws {
        let set = Fixture.writeSet()
        var answers: [String: ClassifierOutcome] = [:]
        answers["How much did I spend at Carrefour last month?"] = .reading(
            ModelReading(intent: .merchantSpend, merchant: "Carrefour"))
        answers["how much is left this month"] = .failure(.rateLimited, message: "busy")
        answers["mes abonnements me coûtent combien ?"] = .reading(ModelReading(intent: .unclear))
        let backend = ScriptedBackend(answers: answers)
        let predictions = Fixture.folder("p").appendingPathComponent("predictions.jsonl")
        var options = Fixture.quietOptions()
        options.record = predictions
        let (recorded, _) = try await Fixture.run(set: set, backend: backend, options: options)
        let replay = try ReplayBackend(url: predictions)
        #expect(replay.header.backend == "scripted")
        #expect(replay.header.modelVersion == "s1")
        let (replayed, result) = try await Fixture.run(set: set, backend: replay)
        #expect(
            Fixture.read(recorded.appendingPathComponent("cases.jsonl"))
                == Fixture.read(replayed.appendingPathComponent("cases.jsonl")))
        let before = try Summary.load(from: recorded.appendingPathComponent("summary.json"))
        #expect(
            Fixture.read(recorded.appendingPathComponent("summary.json"))
                == Fixture.read(replayed.appendingPathComponent("summary.json")))
        #expect(before.backend == BackendIdentity(backend: "scripted", modelVersion: "s1"))
        #expect(result.summary.fallbacks == ["rateLimited": 1, "secondLook": 1])
        #expect(result.summary.metrics["staleRate"] == .proportion(0, of: 10))
    }

    @Test("a replay line whose text changed is stale, a missing one is missing — both counted, read by rules")
    func staleReplay() async throws {
        let set = Fixture.writeSet()
        let predictions = Fixture.folder("p").appendingPathComponent("predictions.jsonl")
        var options = Fixture.quietOptions()
        options.record = predictions
        _ = try await Fixture.run(set: set, backend: ScriptedBackend(), options: options)
        var lines = Fixture.read(predictions).split(separator: "\n").map(String.init)
        lines.removeAll { $0.contains(#""case":"o-en-1""#) }
        let changed = Fixture.writeSet(
            cases: Fixture.caseLines.map {
                $0.replacingOccurrences(of: "how much is left this month", with: "how much is left this month!")
            })
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: predictions)
        let (_, result) = try await Fixture.run(set: changed, backend: try ReplayBackend(url: predictions))
        #expect(result.summary.counts.replayMissing == 1)
        #expect(result.summary.counts.replayStale == 1)
        #expect(result.summary.metrics["staleRate"] == .proportion(2, of: 10))
    }

    @Test("--filter keeps the matching conversations only")
    func filters() async throws {
        var options = Fixture.quietOptions()
        options.filters = [CaseFilter("locale=fr")!, CaseFilter("tag=merchant")!]
        let (_, result) = try await Fixture.run(set: Fixture.writeSet(), options: options)
        #expect(result.summary.counts.turns == 2)
        #expect(result.summary.filters == ["locale=fr", "tag=merchant"])
        #expect(CaseFilter("colour=blue") == nil)
    }

    @Test("a backend that hangs past --timeout is timedOut for that turn, and the run goes on")
    func timeout() async throws {
        var options = Fixture.quietOptions()
        options.timeout = 0.2
        // On the run's clock, moved past the limit whenever a turn is waiting: every turn hangs.
        let clock = ManualDeadlineTimer()
        options.deadlineTimer = clock
        options.filters = [CaseFilter("id=i-*")!]
        let done = Locked(false)
        let expire = Task {
            while !done.withLock({ $0 }) {
                if clock.pending > 0 { clock.advance(by: 0.2) }
                try await Task.sleep(nanoseconds: 1_000_000)
            }
        }
        let (_, result) = try await Fixture.run(
            set: Fixture.writeSet(), backend: ScriptedBackend(delay: 3600), options: options)
        done.withLock { $0 = true }
        try await expire.value
        #expect(result.summary.counts.turns == 3)
        #expect(result.summary.fallbacks == ["timedOut": 3])
        #expect(result.summary.counts.backendErrors == 3)
    }

    @Test("--max-errors stops the run and says so")
    func maxErrors() async throws {
        var options = Fixture.quietOptions(jobs: 1)
        options.maxErrors = 0
        let backend = ScriptedBackend(
            answers: Dictionary(
                uniqueKeysWithValues: [
                    "should I invest my savings in bitcoin", "où placer mon argent",
                    "How much did I spend at Carrefour last month?",
                ].map { ($0, ClassifierOutcome.failure(.unavailable, message: "down")) }))
        let (_, result) = try await Fixture.run(set: Fixture.writeSet(), backend: backend, options: options)
        #expect(result.stoppedForErrors)
        #expect(result.summary.counts.turns < 10)
    }

    @Test("an output folder that cannot be written: one line naming it, and nothing left behind")
    func unwritable() async throws {
        let set = try EvalSet.load(at: Fixture.writeSet())
        let blocker = Fixture.folder("ro").appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let out = blocker.appendingPathComponent("report")
        await #expect {
            _ = try await TallyRun(set: set, backend: RulesBackend(), options: Fixture.quietOptions()).execute(
                into: out)
        } throws: { error in
            "\(error)".contains("cannot write the report here")
                && "\(error)".contains("pass a writable folder with --out")
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("Ctrl-C keeps what finished and writes no report; --resume finishes it, identical to an uninterrupted run")
    func interruptAndResume() async throws {
        let setURL = Fixture.writeSet()
        let set = try EvalSet.load(at: setURL)
        let out = Fixture.folder("report")
        try? FileManager.default.removeItem(at: out)
        let stop = StopSignal()
        stop.stop(signal: SIGINT)  // stopped before the run: only what was in flight finishes
        var options = Fixture.quietOptions(jobs: 1)
        await #expect(throws: TallyRun.Interrupted.self) {
            _ = try await TallyRun(set: set, backend: RulesBackend(), options: options).execute(into: out, stop: stop)
        }
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("summary.json").path))
        options.resume = true
        let resumed = try await TallyRun(set: set, backend: RulesBackend(), options: options).execute(into: out)
        #expect(resumed.summary.counts.turns == 10)
        let (fresh, _) = try await Fixture.run(set: setURL, options: Fixture.quietOptions(jobs: 1))
        #expect(
            Fixture.read(out.appendingPathComponent("cases.jsonl"))
                == Fixture.read(fresh.appendingPathComponent("cases.jsonl")))
        #expect(
            Fixture.read(out.appendingPathComponent("summary.json"))
                == Fixture.read(fresh.appendingPathComponent("summary.json")))
    }

    @Test("--repeat K with a flaky backend: consistency, pass^K and the flaky turns; record and replay keep them")
    func flakyRepeats() async throws {
        let flaky = FlakyBackend()
        var options = Fixture.quietOptions(jobs: 1)
        options.repeats = 3
        options.filters = [CaseFilter("id=i-*")!]
        options.record = Fixture.folder("p").appendingPathComponent("flaky.jsonl")
        let (recorded, result) = try await Fixture.run(set: Fixture.writeSet(), backend: flaky, options: options)
        // "how much is left this month" alternates leftover / balance: 1 of 3 turns is flaky.
        #expect(result.summary.metrics["consistencyRate"] == .proportion(2, of: 3))
        #expect(result.summary.repeats?.flaky.map(\.case) == ["i-en-1"])
        #expect(result.summary.repeats?.flaky.first?.intents == ["leftover", "balance", "leftover"])
        var replayOptions = options
        replayOptions.record = nil
        let (replayed, _) = try await Fixture.run(
            set: Fixture.writeSet(), backend: try ReplayBackend(url: options.record!), options: replayOptions)
        #expect(
            Fixture.read(recorded.appendingPathComponent("summary.json"))
                == Fixture.read(replayed.appendingPathComponent("summary.json")))
    }

    @Test("--repeat K: the rules reader agrees with itself on every turn")
    func repeats() async throws {
        var options = Fixture.quietOptions()
        options.repeats = 3
        let (_, result) = try await Fixture.run(set: Fixture.writeSet(), options: options)
        #expect(result.summary.metrics["consistencyRate"] == .proportion(10, of: 10))
        #expect(result.summary.repeats?.flaky == [])
    }
}
