import FinanceAssistant
import Foundation

/// Predictions recorded earlier — on a device, or by any backend run with
/// `--record` — replayed without the model, so CI can re-score them.
///
/// A turn whose line is missing, or whose text or recap hash no longer
/// matches, is counted (`missing`, `stale`) and read by the rules instead —
/// never skipped silently.
public final class ReplayBackend: Backend, @unchecked Sendable {
    public private(set) var header: PredictionHeader
    /// Lines by turn; with `--repeat`, several per turn in order.
    private let lines: [TurnKey: [Prediction]]
    private let lock = NSLock()
    private var served: [TurnKey: Int] = [:]

    /// The recorded backend and version: a replayed report names who read the
    /// questions (the device's model), not the file it was read back from.
    public var identity: BackendIdentity {
        BackendIdentity(
            backend: header.backend, modelVersion: header.modelVersion, device: header.device, osBuild: header.osBuild)
    }

    /// Reads a predictions file; errors name the file and line.
    public init(url: URL, modelVersion: String? = nil) throws {
        let shown = DisplayPath.of(url)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw CorpusError(file: shown, "no such predictions file; record one with `tally run --record FILE`")
        }
        var reader = try LineReader(url: url)
        guard let (_, first) = reader.next() else { throw CorpusError(file: shown, line: 1, "empty predictions file") }
        struct Envelope: Decodable { var header: PredictionHeader }
        do {
            header = try JSONDecoder().decode(Envelope.self, from: Data(first.utf8)).header
        } catch {
            throw CorpusError(
                file: shown, line: 1,
                "the first line must be {\"header\": {\"backend\", \"modelVersion\", \"promptVersion\", ...}}: \(EvalSet.describe(error))"
            )
        }
        var lines: [TurnKey: [Prediction]] = [:]
        while let (number, text) = reader.next() {
            if text.allSatisfy(\.isWhitespace) { continue }
            do {
                let p = try JSONDecoder().decode(Prediction.self, from: Data(text.utf8))
                lines[TurnKey(caseID: p.case, turn: p.turn), default: []].append(p)
            } catch {
                throw CorpusError(file: shown, line: number, "bad prediction: \(EvalSet.describe(error))")
            }
        }
        self.lines = lines
        if let modelVersion { header.modelVersion = modelVersion }
    }

    public func classifier(for turn: TurnKey) -> (any Classifier)? {
        ReplayClassifier(backend: self, turn: turn)
    }

    /// The next recorded line for a turn (repeats are served in order).
    func next(for turn: TurnKey) -> Prediction? {
        lock.lock()
        defer { lock.unlock() }
        guard let recorded = lines[turn], !recorded.isEmpty else { return nil }
        let i = served[turn, default: 0]
        served[turn] = i + 1
        return recorded[i % recorded.count]
    }
}

/// Replays one turn, checking that it is still the same question in the same context.
struct ReplayClassifier: Classifier {
    static let missing = "replay: no recorded line for this turn"
    static let stale = "replay: stale line (the text or the recap changed since recording)"

    let backend: ReplayBackend
    let turn: TurnKey

    func classify(_ request: ClassificationRequest) async -> ClassifierOutcome {
        guard let line = backend.next(for: turn) else { return .failure(.unavailable, message: Self.missing) }
        let (text, recap) = Prediction.hashes(of: request)
        guard line.textSHA256 == text, line.recapSHA256 == recap else {
            return .failure(.unavailable, message: Self.stale)
        }
        return line.outcome
    }
}
