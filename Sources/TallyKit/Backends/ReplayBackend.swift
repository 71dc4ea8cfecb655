import FinanceAssistant
import Foundation
import TallyModel
import TallyReports

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
    /// The token counts of the lines served, until the runner takes them.
    private let tokens = Locked<[TurnKey: TokenUsage]>([:])

    /// The recorded backend and version: a replayed report names who read the
    /// questions (the device's model), not the file it was read back from.
    public var identity: BackendIdentity {
        BackendIdentity(
            backend: header.backend, modelVersion: header.modelVersion, device: header.device, osBuild: header.osBuild,
            responseFormat: header.responseFormat)
    }

    /// Reads a predictions file; errors name the file and line.
    public init(url: URL, modelVersion: String? = nil) throws {
        let shown = DisplayPath.of(url)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw InputError(file: shown, "no such predictions file; record one with `tally run --record FILE`")
        }
        let (data, _) = try TextFile.read(url, what: "the predictions file")
        var file = try PredictionFile.parse(data, file: shown)
        if let modelVersion { file.header.modelVersion = modelVersion }
        header = file.header
        lines = file.lines
    }

    public func reader(for turn: TurnKey) -> Reader {
        .model(ReplayClassifier(backend: self, turn: turn))
    }

    /// The next recorded line for a turn (repeats are served in order).
    func next(for turn: TurnKey) -> Prediction? {
        guard let recorded = lines[turn], !recorded.isEmpty else { return nil }
        let i = served.withLock { served -> Int in
            let i = served[turn, default: 0]
            served[turn] = i + 1
            return i
        }
        let line = recorded[i % recorded.count]
        if i == 0, let counted = line.tokens { tokens.withLock { $0[turn] = counted } }
        return line
    }

    public func takeTokenUsage(for turn: TurnKey) -> TokenUsage? {
        tokens.withLock { $0.removeValue(forKey: turn) }
    }

    /// A replay reports the estimate of the run it replays.
    public var schemaInPrompt: Bool { header.backend != "http" }

    /// The prompt the readings answered, as the recording names it: a replay
    /// reports the recorded prompt, never the build's.
    public var prompt: PromptIdentity {
        PromptIdentity(
            label: header.promptLabel
                ?? (header.promptVersion == PromptIdentity.builtIn.version ? "finely-1" : "unlabelled"),
            version: header.promptVersion, contract: header.contract ?? .finely)
    }

    /// `eval-sets/finely/v1` for `finely@1.0.0`: where a recording's set lives in this repository's layout.
    static func setFolder(of name: String) -> String? {
        let parts = name.split(separator: "@").map(String.init)
        guard parts.count == 2, let major = parts[1].split(separator: ".").first else { return nil }
        return "eval-sets/\(parts[0])/v\(major)"
    }
}

extension ReplayBackend {
    /// `--predictions FILE`: what a replay reads.
    public static let predictions = OptionKey<URL>.path(
        "predictions", "FILE", "the predictions file to replay (written by --record)",
        required: .init(
            message: "--backend replay needs --predictions FILE (a file written by `tally run --record FILE`)"),
        scope: .declared)

    /// `--backend replay`: a recording read back; refused when `--prompt` or the set is not the one it was recorded under.
    public static let descriptor = BackendDescriptor(
        name: "replay", traits: [.fallible, .prompted], options: [predictions.spec]
    ) { input in
        let url = try input.required(predictions)
        let path = url.relativePath
        let replay = try ReplayBackend(url: url, modelVersion: try input.value(BackendOptions.modelVersion))
        let prompt = input.prompt
        if input.promptGiven, replay.prompt.version != prompt.version || replay.prompt.contract != prompt.contract {
            throw UsageProblem(
                "--prompt \(PromptIdentity(prompt)) is not the prompt \(path) was recorded under, \(replay.prompt): its readings answered that prompt; replay without --prompt, or record again under this one"
            )
        }
        if let set = input.set, let recorded = replay.header.setSHA256, recorded != set.sha256 {
            let name = replay.header.set.map { $0.replacingOccurrences(of: "@", with: " ") } ?? "another set"
            let folder = replay.header.set.flatMap(ReplayBackend.setFolder(of:)).map { "; pass --set \($0)" } ?? ""
            throw UsageProblem(
                "\(path) was recorded on \(name) (sha256 \(recorded.prefix(12))…), not on \(set.manifest.id) \(set.manifest.version)\(folder)"
            )
        }
        return replay
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
