import FinanceAssistant
import Foundation
import TallyKit
import TallyModel

/// Records an app's own reader on a set, on the device, into the predictions
/// file that `tally run --backend replay --predictions FILE` re-scores anywhere.
///
/// Conversations are read one after another, in the set's order, each turn
/// with the pipeline's own history — as `tally run` and the app do — so every
/// line's text and recap hashes are the ones a replay checks. Nothing here
/// spawns a process or opens a socket: it builds for iOS (docs/foundation-models.md).
public struct TallyRecorder: Sendable {
    /// What a recording came to.
    public struct Result: Sendable {
        public var file: URL
        /// Turns recorded, and how many of them the reader was asked (the rest
        /// the rules read: a message past the pipeline's length cap).
        public var turns: Int
        public var asked: Int
        /// Turns whose outcome was a failure, by kind.
        public var failures: [ClassifierFailure: Int]
    }

    public let set: EvalSet

    /// Every `… turns` line `record` may report progress with.
    public typealias Progress = @Sendable (_ turnsDone: Int) -> Void

    /// The set at `folder`, checked as `tally validate` checks it.
    public init(set folder: URL) throws {
        let set = try EvalSet.load(at: folder)
        let check = SetValidator(directory: set.directory).validate(set)
        if !check.errors.isEmpty { throw InputErrors(errors: check.errors) }
        self.set = set
    }

    /// Asks `reader` every question of the set and writes the predictions file.
    ///
    /// - Parameters:
    ///   - file: replaced only if it is an earlier predictions file; written whole or not at all.
    ///   - createdAt: the header's time (nil leaves it out, for a file that must be byte-stable).
    ///   - recordsLatency: each line's `latencyMs` (off for a byte-stable file).
    public func record(
        _ reader: some RecordableReader, to file: URL, createdAt: Date? = Date(), recordsLatency: Bool = true,
        progress: Progress = { _ in }
    ) async throws -> Result {
        let context = ReadingContext(ledger: set.ledger)
        let classifier = ReaderClassifier(reader: reader)
        let pipeline = AssistantPipeline(context: context, reader: .model(classifier))
        var lines: [Prediction] = []
        var asked = 0
        var failures: [ClassifierFailure: Int] = [:]
        for next in set.cases() {
            let conversation = try next.get()
            var history = History()
            for (index, turn) in conversation.turns.enumerated() {
                let key = TurnKey(caseID: conversation.id, turn: index + 1)
                let started = DispatchTime.now().uptimeNanoseconds
                let trace = await pipeline.read(turn.text, history: history, locale: conversation.locale)
                let latency = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
                let request =
                    trace.request ?? trace.modelRequest
                    ?? pipeline.request(for: turn.text, history: history, locale: conversation.locale)
                // No outcome: the rules read it (past the cap), as `tally run --record` writes it.
                let outcome =
                    trace.backendOutcome
                    ?? .reading(Self.rulesNames(trace))
                if trace.backendOutcome != nil { asked += 1 }
                if case .failure(let kind, _) = outcome { failures[kind, default: 0] += 1 }
                lines.append(
                    Prediction(turn: key, request: request, outcome: outcome, latencyMs: recordsLatency ? latency : nil)
                )
                history.append(Exchange(text: turn.text, reading: trace.reading))
                progress(lines.count)
            }
        }
        let header = PredictionHeader(
            backend: reader.name, modelVersion: reader.modelVersion, promptVersion: reader.promptVersion,
            promptLabel: reader.promptLabel, contract: reader.contract, device: RecordingDevice.model,
            osBuild: RecordingDevice.osBuild,
            createdAt: createdAt.map { ISO8601DateFormatter().string(from: $0) },
            set: "\(set.manifest.id)@\(set.manifest.version)", setSHA256: set.sha256)
        try PredictionFile.write(header: header, lines: lines, to: file)
        return Result(file: file, turns: lines.count, asked: asked, failures: failures)
    }

    /// What `tally run --record` writes for a turn the rules read (past the cap): their kind and names.
    static func rulesNames(_ trace: PipelineTrace) -> ModelReading {
        let r = trace.rulesReading ?? ModelReading(intent: trace.reading.intent)
        return ModelReading(intent: r.intent, merchant: r.merchant, category: r.category)
    }
}
