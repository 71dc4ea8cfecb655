import FinanceAssistant
import Foundation
import TallyModel
import TallyReports

/// Replays an eval set through a backend and the shared pipeline.
///
/// Conversations run in parallel (`jobs`), the turns of one conversation in
/// order, each with the pipeline's own history — as in the app. Each finished
/// batch of conversations goes to the spool in one write, and to the scoreboard;
/// the report is written from the spool when the run completes.
public struct Runner: Sendable {
    public let set: EvalSet
    public let backend: any Backend
    public let options: RunOptions
    let context: ReadingContext
    let answers: AnswerMemo
    let scorer: TurnScorer
    let perturber: Perturber?
    /// Checks, once the backend says who it is and before any turn runs, that the
    /// report may go where it is asked to (`TallyRun`: no report silently replaced).
    var checkDestination: (@Sendable (BackendIdentity, PromptIdentity) throws -> Void)?

    /// The prompt the backend is sent, for its size: the built-in one unless the backend carries its own.
    let prompt: Prompt
    /// Every turn's `--timeout`: one timer source for the run, not one per turn.
    let deadlineTimer: any DeadlineTimer

    public init(set: EvalSet, backend: any Backend, options: RunOptions, prompt: Prompt = .builtIn) {
        self.set = set
        self.backend = backend
        self.options = options
        self.prompt = prompt
        deadlineTimer = options.deadlineTimer ?? DispatchDeadlineTimer()
        let context = ReadingContext(ledger: set.ledger)
        self.context = context
        answers = AnswerMemo(resolver: Resolver(index: LedgerIndex(ledger: set.ledger, reader: context.merchantReader)))
        scorer = TurnScorer(calendar: context.calendar, catalog: context.catalog)
        perturber = options.perturbation.map { Perturber(plan: $0, context: context) }
    }

    /// Progress of a run, for the progress line.
    public struct Progress: Sendable {
        public var conversationsDone: Int
        public var conversationsTotal: Int
        public var turnsDone: Int
        public var elapsed: Double
    }

    /// What the turns left: their state, and the backend's shutdown, under way.
    struct Finished: Sendable {
        var state: RunState
        /// Plugins exit (end of input, then the sweep for what they left) while the report is
        /// written; the caller awaits this before it returns, however it returns.
        var backendStopped: Task<Void, Never>
    }

    /// Runs the set; the spool folder keeps finished conversations.
    ///
    /// - Parameter spool: where finished turns are kept until the report is written.
    /// - Parameter totalConversations: how many conversations the filters select (for progress).
    /// - Parameter stop: set by Ctrl-C; the run ends after the conversations in flight.
    /// - Parameter onProgress: called at most twice a second.
    func run(
        spool: Spool, totalConversations: Int, stop: StopSignal, onProgress: @Sendable (Progress) -> Void = { _ in }
    ) async throws -> Finished {
        // Start the backend first: a plugin or a server that cannot start leaves nothing behind.
        try await backend.prepare()
        let identity = await backend.identity
        do {
            try checkDestination?(identity, backend.prompt)
        } catch {
            await backend.shutdown()
            throw error
        }
        let header = Spool.Header(
            setSHA256: set.sha256, backend: identity, prompt: backend.prompt,
            filters: options.filters.map(\.description),
            repeats: options.repeats, shard: options.shard, perturbation: options.perturbation)
        let kept: [SpoolEntry]
        do {
            kept = try spool.open(header: header, resume: options.resume)
        } catch {
            await backend.shutdown()
            throw error
        }
        var state = RunState(identity: identity, prompt: backend.prompt)
        let done = Set(kept.map(\.record.case))
        for entry in kept { state.ingest(entry) }

        let started = Date()
        var stoppedEarly = false

        // Whatever ends the run — done, stopped, a full disk — the backend is shut down.
        do {
            try await runGroup(
                spool: spool, state: &state, done: done, totalConversations: totalConversations, started: started,
                stop: stop, stoppedEarly: &stoppedEarly, onProgress: onProgress)
        } catch {
            await backend.shutdown()
            throw error
        }
        // An http run may have changed its schema form mid-run (--response-format auto).
        state.identity = await backend.identity
        let backend = self.backend
        let stopping = Task { await backend.shutdown() }
        state.wallSeconds = Date().timeIntervalSince(started)
        state.interrupted = stop.isStopped
        state.stoppedForErrors = stoppedEarly
        return Finished(state: state, backendStopped: stopping)
    }

    private func runGroup(
        spool: Spool, state: inout RunState, done: Set<String>, totalConversations: Int, started: Date,
        stop: StopSignal, stoppedEarly: inout Bool, onProgress: @Sendable (Progress) -> Void
    ) async throws {
        var lastReport = Date.distantPast
        var iterator = set.cases().makeIterator()
        try await withThrowingTaskGroup(of: Batch.self) { group in
            var inFlight = 0
            var batchSize = 1
            func nextConversation() throws -> Conversation? {
                while let result = iterator.next() {
                    let c = try result.get()
                    if CaseFilter.select(c, by: options.filters), options.shard?.contains(c.id) ?? true,
                        !done.contains(c.id)
                    {
                        return c
                    }
                }
                return nil
            }
            func fill() throws {
                while inFlight < max(1, options.jobs), !stop.isStopped, !stoppedEarly {
                    var batch: [Conversation] = []
                    while batch.count < batchSize, let c = try nextConversation() { batch.append(c) }
                    guard !batch.isEmpty else { return }
                    group.addTask { try await self.runBatch(batch, stop: stop) }
                    inFlight += 1
                }
            }
            try fill()
            while let batch = try await group.next() {
                inFlight -= 1
                batchSize = Batch.nextSize(after: batch, size: batchSize, maxErrors: options.maxErrors)
                // The next conversations start before these are kept, so no worker waits on
                // the bookkeeping — unless --max-errors must count their errors first.
                if options.maxErrors == nil { try fill() }
                try spool.append(batch.chunks)
                for chunk in batch.chunks {
                    for entry in chunk.entries { state.ingest(entry) }
                }
                if let limit = options.maxErrors, state.backendErrors > limit { stoppedEarly = true }
                let now = Date()
                if now.timeIntervalSince(lastReport) >= 0.5 {
                    lastReport = now
                    onProgress(
                        Progress(
                            conversationsDone: state.conversations,
                            conversationsTotal: totalConversations, turnsDone: state.turns,
                            elapsed: now.timeIntervalSince(started)))
                }
                try fill()
            }
        }
    }

    /// Conversations one task runs in a row. A task, its wake-ups and a spool write per
    /// conversation cost more than reading a conversation with the rules (~0.2 ms): quick
    /// conversations go in growing batches, one task and one write each; a slow reader
    /// (a model's round trip) keeps one a task, so `--jobs` still spreads a small set.
    struct Batch: Sendable {
        var chunks: [Spool.Chunk]
        var seconds: Double

        /// Conversations under this many seconds each are quick.
        static let quick = 0.001
        static let largest = 32

        /// The size of the next batch: doubled after a quick one, back to one after a slow one;
        /// always one under `--max-errors`, which counts each conversation's errors before the next.
        static func nextSize(after batch: Batch, size: Int, maxErrors: Int?) -> Int {
            guard maxErrors == nil, !batch.chunks.isEmpty else { return 1 }
            let each = batch.seconds / Double(batch.chunks.count)
            return each < quick ? min(size * 2, largest) : 1
        }
    }

    /// Runs `conversations` one after another; a stop leaves the rest unrun (a resumed run reads them).
    func runBatch(_ conversations: [Conversation], stop: StopSignal) async throws -> Batch {
        let started = DispatchTime.now().uptimeNanoseconds
        var chunks: [Spool.Chunk] = []
        chunks.reserveCapacity(conversations.count)
        for (index, c) in conversations.enumerated() {
            if index > 0, stop.isStopped { break }
            chunks.append(Spool.Chunk(try await runConversation(c)))
        }
        return Batch(chunks: chunks, seconds: Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
    }

    /// Runs one conversation's turns in order, with the pipeline's own history.
    func runConversation(_ c: Conversation) async throws -> [SpoolEntry] {
        var history = History()
        // The app without the model: the rules, in a conversation of their own readings.
        var historyWithoutModel = History()
        var entries: [SpoolEntry] = []
        for (index, turn) in c.turns.enumerated() {
            let key = TurnKey(caseID: c.id, turn: index + 1)
            let started = DispatchTime.now().uptimeNanoseconds
            let reader: Reader
            var model: TimeoutClassifier?
            switch backend.reader(for: key) {
            case .rules: reader = .rules
            case .model(let classifier):
                let timed = TimeoutClassifier(inner: classifier, seconds: options.timeout, timer: deadlineTimer)
                model = timed
                reader = .model(timed)
            }
            let pipeline = AssistantPipeline(context: context, reader: reader, contract: backend.prompt.contract)
            let trace: PipelineTrace
            var withoutModel: Meanwhile<(reading: Reading, record: WithoutModel)>?
            switch model {
            case nil: trace = pipeline.readWithRules(turn.text, history: history, locale: c.locale)
            case var model?:
                // One reading of the message's features for both arms; the arm without the model builds no
                // request (no locale given: its features carry the turn's locale already).
                let features = context.features(of: turn.text, locale: c.locale)
                let (text, before, context, expect, locale) = (
                    turn.text, historyWithoutModel, context, turn.expect, c.locale
                )
                let (answers, scorer) = (answers, scorer)
                // The app without the model reads and scores the turn too, on this task while the request
                // is on its way (a plugin), else before it: a task of its own cost two thread hops a turn
                // to overlap ~40 µs.
                let rules = Meanwhile<(reading: Reading, record: WithoutModel)> {
                    let reading = AssistantPipeline(context: context).readWithRules(
                        text, history: before, features: features
                    ).reading
                    let verdict = scorer.verdict(
                        expected: expect, reading: reading, answer: answers.answer(reading, locale: locale).answer)
                    return (
                        reading, WithoutModel(pass: verdict.failed.isEmpty, read: ReadFields(reading), verdict: verdict)
                    )
                }
                withoutModel = rules
                model.meanwhile = rules
                trace = await AssistantPipeline(context: context, reader: .model(model), contract: pipeline.contract)
                    .read(turn.text, history: history, locale: c.locale, features: features)
            }
            let latency = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
            let tokens = backend.takeTokenUsage(for: key)
            var repeats: [String]?
            var extraOutcomes: [ClassifierOutcome] = []
            if options.repeats > 1 {
                (repeats, extraOutcomes) = await repeatIntents(
                    trace: trace, reader: reader, text: turn.text, history: history)
            }
            let request =
                trace.request ?? trace.modelRequest
                ?? pipeline.request(for: turn.text, history: history, locale: c.locale)
            let answer = answers.answer(trace.reading, locale: c.locale)
            var record = makeRecord(c, index: index, turn: turn, trace: trace, answer: answer, repeats: repeats)
            record.tokens = tokens
            if let withoutModel {
                let rules = withoutModel.value
                record.withoutModel = rules.record
                historyWithoutModel.append(Exchange(text: turn.text, reading: rules.reading))
            }
            if let perturber {
                record.variants = await runVariants(
                    perturber.variants(of: c, turn: index), original: trace.reading, pass: record.pass,
                    reader: reader, history: history, locale: c.locale)
            }
            // Predictions lines only when recording: encoding them costs as much as scoring the turn.
            let predictions =
                options.record == nil
                ? []
                : makePredictions(
                    key: key, request: request, trace: trace, extraOutcomes: extraOutcomes, latency: latency,
                    tokens: tokens)
            // An upper bound: a schema sent beside the prompt (http) is left out.
            let estimate = PromptBuilder.estimatedTokens(
                for: request, prompt: prompt, includingSchema: backend.schemaInPrompt)
            entries.append(
                try SpoolEntry(
                    record: record, predictions: predictions, latencyMs: latency, promptTokens: estimate,
                    conversationTurns: c.turns.count))
            history.append(Exchange(text: turn.text, reading: trace.reading))
        }
        return entries
    }

    /// The backend's intents over K independent asks (the first is the one the
    /// pipeline used), and the K − 1 further outcomes, for `--record`.
    private func repeatIntents(
        trace: PipelineTrace, reader: Reader, text: String, history: History
    ) async -> ([String], [ClassifierOutcome]) {
        func label(_ outcome: ClassifierOutcome?) -> String {
            switch outcome {
            case .reading(let r)?: return r.intent.rawValue
            case .failure(let kind, _)?: return "error:\(kind.rawValue)"
            case nil: return "none"
            }
        }
        guard case .model(let classifier) = reader, let request = trace.request else {
            // The rules reader (or input past the cap): read again, deterministically.
            var intents = [trace.rulesReading?.intent.rawValue ?? "none"]
            var outcomes: [ClassifierOutcome] = []
            for _ in 1..<options.repeats {
                let again = AssistantPipeline(context: context).readWithRules(text, history: history)
                intents.append(again.rulesReading?.intent.rawValue ?? "none")
                if let r = again.rulesReading { outcomes.append(.reading(r)) }
            }
            return (intents, outcomes)
        }
        var intents = [label(trace.backendOutcome)]
        var outcomes: [ClassifierOutcome] = []
        for _ in 1..<options.repeats {
            let outcome = await classifier.classify(request)
            intents.append(label(outcome))
            outcomes.append(outcome)
        }
        return (intents, outcomes)
    }

    /// Reads and scores a turn's variants — through the same backend and
    /// pipeline, with the history the original had — against the original.
    private func runVariants(
        _ variants: [Perturber.Variant], original: Reading, pass: Bool, reader: Reader, history: History,
        locale: Language
    ) async -> [VariantRecord]? {
        guard !variants.isEmpty else { return nil }
        let pipeline = AssistantPipeline(context: context, reader: reader, contract: backend.prompt.contract)
        func read(_ text: String, _ history: History) async -> Reading {
            switch reader {
            case .rules: return pipeline.readWithRules(text, history: history, locale: locale).reading
            case .model: return await pipeline.read(text, history: history, locale: locale).reading
            }
        }
        var out: [VariantRecord] = []
        for v in variants {
            var before = history
            if let talk = v.history {
                before = History([Exchange(text: talk, reading: await read(talk, History()))])
            }
            let reading = await read(v.text, before)
            let answer = answers.answer(reading, locale: locale).answer
            let verdict = scorer.verdict(expected: v.expect, reading: reading, answer: answer)
            // What the variant should be read as: the original's reading, with a directional change applied.
            var target = original
            switch v.change {
            case .merchant(let name)?: target.merchant = name
            case .period(let period)?: target.period = period
            case nil: break
            }
            let passed = verdict.failed.isEmpty
            out.append(
                VariantRecord(
                    expected: v.change == nil ? nil : ExpectedFields(v.expect), family: v.family,
                    flip: passed == pass ? nil : (pass ? .broke : .fixed), history: v.history,
                    invariant: scorer.sameReading(target, reading), kind: v.kind, pass: passed,
                    read: ReadFields(reading), text: v.text))
        }
        return out
    }

    private func makeRecord(
        _ c: Conversation, index: Int, turn: Turn, trace: PipelineTrace, answer entry: AnswerMemo.Entry,
        repeats: [String]?
    ) -> TurnRecord {
        let answer = entry.answer
        let verdict = scorer.verdict(expected: turn.expect, reading: trace.reading, answer: answer)
        var figures: [String: String]?
        if let expected = turn.expect.answer {
            figures = [:]
            for name in expected.keys { figures?[name] = answer.figures[name]?.plain ?? "absent" }
        }
        let invented = entry.invented
        var backendFields: BackendFields?
        switch trace.backendOutcome {
        case .reading(let r)?:
            // A known shop by its canonical name, so the model's own shop accuracy compares names, not spellings.
            let merchant = r.merchant.map { context.catalog.canonicalName(for: $0) ?? $0 }
            backendFields = BackendFields(intent: r.intent, merchant: merchant, category: r.category)
        case .failure(let kind, _)?:
            backendFields = BackendFields(error: kind)
        case nil:
            // The rules were the backend: their own reading is the backend's.
            if trace.reader == .rules, let r = trace.rulesReading {
                backendFields = BackendFields(intent: r.intent, merchant: r.merchant, category: r.category)
            }
        }
        var replay: String?
        if case .failure(_, let message)? = trace.backendOutcome {
            if message == ReplayClassifier.missing { replay = "missing" }
            if message == ReplayClassifier.stale { replay = "stale" }
        }
        var record = TurnRecord(
            case: c.id, turn: index + 1, locale: c.locale, tags: c.tags, pair: c.pair, text: turn.text,
            expected: ExpectedFields(turn.expect), read: ReadFields(trace.reading), backend: backendFields,
            verdict: verdict, figures: figures, answer: answer.text, invented: invented.isEmpty ? nil : invented,
            pass: verdict.failed.isEmpty, replay: replay, repeats: repeats)
        record.brokenBy = Attribution.brokenBy(expected: turn.expect, trace: trace, verdict: verdict, scorer: scorer)
        if backend.prompt.contract.modelReadsPeriod, turn.expect.intent.isAnswerable,
            case .reading(let r)? = trace.backendOutcome
        {
            let model = r.period.flatMap { PeriodChoice.period($0, in: context.calendar) } ?? .unspecified
            let e = turn.expect.period
            record.periods = PeriodSources(
                model: model.isSpecified ? model.canonical : nil,
                modelRight: e.isEquivalent(to: model, in: context.calendar),
                parser: trace.parsedPeriod.isSpecified ? trace.parsedPeriod.canonical : nil,
                parserRight: e.isEquivalent(to: trace.parsedPeriod, in: context.calendar))
        }
        return record
    }

    /// The predictions lines of a turn: the outcome the pipeline used, then
    /// the repeats in order (`replay` serves them back in the same order).
    private func makePredictions(
        key: TurnKey, request: ClassificationRequest, trace: PipelineTrace, extraOutcomes: [ClassifierOutcome],
        latency: Double, tokens: TokenUsage?
    ) -> [Prediction] {
        func line(_ outcome: ClassifierOutcome?) -> Prediction {
            // No backend outcome: the rules read the turn (a message past the cap): their kind and names.
            let r = trace.rulesReading ?? ModelReading(intent: trace.reading.intent)
            let read = outcome ?? .reading(ModelReading(intent: r.intent, merchant: r.merchant, category: r.category))
            return Prediction(turn: key, request: request, outcome: read, latencyMs: latency)
        }
        var first = line(trace.backendOutcome)
        first.tokens = tokens
        return [first] + extraOutcomes.map { line($0) }
    }
}
