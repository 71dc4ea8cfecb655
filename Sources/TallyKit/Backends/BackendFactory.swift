import FinanceAssistant
import Foundation
import TallyModel
import TallyReports

/// What the command line says about a backend.
public struct BackendSettings: Sendable {
    public var modelVersion: String?
    public var predictions: String?
    public var command: String?
    public var endpoint: String?
    public var model: String?
    public var seed: Int?
    public var apiKeyEnvironment: String?
    public var timeout: Double
    public var jobs: Int
    public var responseFormat: ResponseFormat
    public var deterministic: Bool
    /// The set being run: the `oracle` reads its labels.
    public var set: EvalSet?
    /// The prompt a model is sent (`--prompt DIR`; the built-in one otherwise).
    public var prompt: Prompt = .builtIn
    /// Whether `--prompt` was given (a replay then checks it against the recording).
    public var promptGiven = false

    public init(
        modelVersion: String? = nil, predictions: String? = nil, command: String? = nil, endpoint: String? = nil,
        model: String? = nil, seed: Int? = nil, apiKeyEnvironment: String? = nil,
        timeout: Double = RunOptions.defaultTimeout, jobs: Int = 1, responseFormat: ResponseFormat = .auto,
        deterministic: Bool = false, set: EvalSet? = nil
    ) {
        self.set = set
        self.responseFormat = responseFormat
        self.deterministic = deterministic
        self.modelVersion = modelVersion
        self.predictions = predictions
        self.command = command
        self.endpoint = endpoint
        self.model = model
        self.seed = seed
        self.apiKeyEnvironment = apiKeyEnvironment
        self.timeout = timeout
        self.jobs = jobs
    }
}

/// Builds a backend by name (docs/backends.md).
public enum BackendFactory {
    public static let names = ["rules", "oracle", "replay", "process", "http", "foundation-models"]

    /// `--jobs` when none is given: every core for the readers that run in Tally's own process
    /// and only compute (rules, oracle); one for the others, whose pace is a model's or a
    /// plugin's (and whose server or pool may not take more). Reports do not depend on it.
    public static func defaultJobs(
        for name: String, cores: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> Int {
        ["rules", "oracle"].contains(name) ? min(max(1, cores), 256) : 1
    }

    public static func make(name: String, settings s: BackendSettings) throws -> any Backend {
        switch name {
        case "rules":
            return RulesBackend(modelVersion: s.modelVersion)
        case "oracle":
            guard let set = s.set else { throw UsageProblem("--backend oracle reads the labels of the set it runs") }
            return try OracleBackend(set: set, prompt: PromptIdentity(s.prompt))
        case "replay":
            guard let path = s.predictions else {
                throw UsageProblem(
                    "--backend replay needs --predictions FILE (a file written by `tally run --record FILE`)")
            }
            let replay = try ReplayBackend(url: URL(fileURLWithPath: path), modelVersion: s.modelVersion)
            if s.promptGiven, replay.prompt.version != s.prompt.version || replay.prompt.contract != s.prompt.contract {
                throw UsageProblem(
                    "--prompt \(PromptIdentity(s.prompt)) is not the prompt \(path) was recorded under, \(replay.prompt): its readings answered that prompt; replay without --prompt, or record again under this one"
                )
            }
            if let set = s.set, let recorded = replay.header.setSHA256, recorded != set.sha256 {
                let name = replay.header.set.map { $0.replacingOccurrences(of: "@", with: " ") } ?? "another set"
                let folder = replay.header.set.flatMap(ReplayBackend.setFolder(of:)).map { "; pass --set \($0)" } ?? ""
                throw UsageProblem(
                    "\(path) was recorded on \(name) (sha256 \(recorded.prefix(12))…), not on \(set.manifest.id) \(set.manifest.version)\(folder)"
                )
            }
            return replay
        case "process":
            #if TALLY_NO_PROCESSES
                // Apple's Libc: "On iOS, process spawning is unavailable"; TallyKit is built without it there.
                throw UsageProblem(
                    "--backend process needs a plugin process, and processes cannot be started on this platform; record on a Mac or Linux, or use --backend replay --predictions FILE"
                )
            #else
                return try ProcessBackend.make(settings: s)
            #endif
        case "http":
            return try HTTPBackend.make(settings: s)
        default:
            if let make = ExternalBackends.maker(for: name) { return try make(s) }
            if name == "foundation-models" {
                throw UsageProblem(
                    "--backend foundation-models runs only on macOS 26 / iOS 26 with Apple Intelligence; elsewhere, replay "
                        + "predictions recorded on such a device: --backend replay --predictions FILE (docs/foundation-models.md)"
                )
            }
            throw UsageProblem("unknown backend '\(name)'; use one of \(names.joined(separator: ", "))")
        }
    }
}
