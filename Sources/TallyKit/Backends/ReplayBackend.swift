import FinanceAssistant
import Foundation

/// Predictions recorded earlier — on a device, or by any backend run with
/// `--record` — replayed without the model, so CI can re-score them.
///
/// A turn whose line is missing, or whose text or recap hash no longer
/// matches, is counted (`missing`, `stale`) and read by the rules instead —
/// never skipped silently.
public final class ReplayBackend: Backend {
    public let header: PredictionHeader
    /// Lines by turn; with `--repeat`, several per turn in order.
    private let lines: [TurnKey: [Prediction]]
    private let served = Locked<[TurnKey: Int]>([:])

    /// The recorded backend and version: a replayed report names who read the
    /// questions (the device's model), not the file it was read back from.
    public var identity: BackendIdentity {
        BackendIdentity(
            backend: header.backend, modelVersion: header.modelVersion, device: header.device, osBuild: header.osBuild)
    }

    /// Reads a predictions file; errors name the file and line. A line with an
    /// unknown key, or two different lines for one turn (beyond the recorded
    /// repeats), is an error: replaying the wrong one would be a silent lie.
    public init(url: URL, modelVersion: String? = nil) throws {
        let shown = DisplayPath.of(url)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw InputError(file: shown, "no such predictions file; record one with `tally run --record FILE`")
        }
        var reader = try LineReader(url: url)
        guard let (_, first) = try reader.next() else {
            throw InputError(file: shown, line: 1, "empty predictions file")
        }
        let headerShape =
            "the first line must be {\"header\": {\"backend\", \"modelVersion\", \"promptVersion\", ...}}"
        var header: PredictionHeader
        do {
            let value = try JSONValue.parse(first)
            try KnownKeys.check(value, ["header"], at: "line 1", file: shown, line: 1)
            if let h = value["header"] {
                try KnownKeys.check(h, PredictionHeader.jsonKeys, at: "header", file: shown, line: 1)
            }
            header = try JSONDecoder().decode(Envelope.self, from: Data(first.utf8)).header
        } catch let e as InputError {
            throw e
        } catch {
            throw InputError(file: shown, line: 1, "\(headerShape): \(EvalSet.describe(error))")
        }
        var lines: [TurnKey: [Prediction]] = [:]
        var lineNumbers: [TurnKey: Int] = [:]
        let decoder = JSONDecoder()
        while let (number, text) = try reader.next() {
            if text.allSatisfy(\.isWhitespace) { continue }
            let p: Prediction
            do {
                try KnownKeys.check(
                    try JSONValue.parse(text), Prediction.jsonKeys, at: "the prediction", file: shown, line: number)
                p = try decoder.decode(Prediction.self, from: Data(text.utf8))
            } catch let e as InputError {
                throw e
            } catch let e as JSONValue.SyntaxError {
                throw InputError(file: shown, line: number, "malformed JSON: \(e); one prediction per line")
            } catch {
                throw InputError(file: shown, line: number, "bad prediction: \(EvalSet.describe(error))")
            }
            let key = TurnKey(caseID: p.case, turn: p.turn)
            let recorded = lines[key, default: []]
            if recorded.count >= max(1, header.repeats ?? 1), let previous = recorded.first {
                let repeats = header.repeats.map { "\($0) lines (--repeat \($0))" } ?? "one line"
                guard previous != p || header.repeats != nil else { continue }  // an identical copy says nothing new
                throw InputError(
                    file: shown, line: number,
                    "\(p.case) turn \(p.turn) is recorded again (first at line \(lineNumbers[key] ?? 0)), past the \(repeats) a turn may have; keep one recording per turn"
                )
            }
            if recorded.isEmpty { lineNumbers[key] = number }
            lines[key, default: []].append(p)
        }
        self.lines = lines
        if let modelVersion { header.modelVersion = modelVersion }
        self.header = header
    }

    private struct Envelope: Decodable { var header: PredictionHeader }

    public func classifier(for turn: TurnKey) -> (any Classifier)? {
        ReplayClassifier(backend: self, turn: turn)
    }

    /// The next recorded line for a turn (repeats are served in order).
    func next(for turn: TurnKey) -> Prediction? {
        guard let recorded = lines[turn], !recorded.isEmpty else { return nil }
        let i = served.withLock { served -> Int in
            let i = served[turn, default: 0]
            served[turn] = i + 1
            return i
        }
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
