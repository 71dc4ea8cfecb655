import FinanceAssistant
import Foundation
import TallyModel
import TallyReports

/// A backend as the command line knows it, declared in one place next to the
/// backend's type (like an argument-parser option group): its name, its
/// traits, the options it takes and how it is built from them.
public struct BackendDescriptor: Sendable {
    public let name: String
    public let traits: Set<BackendTrait>
    /// Its own options (`--command`, `--endpoint`): `tally run` lists them under "with --backend NAME".
    public let options: [OptionSpec]
    /// Builds the backend; throws a `UsageProblem` or `BackendError` that says what to do.
    public let make: @Sendable (BackendInput) throws -> any Backend

    public init(
        name: String, traits: Set<BackendTrait>, options: [OptionSpec] = [],
        make: @escaping @Sendable (BackendInput) throws -> any Backend
    ) {
        self.name = name
        self.traits = traits
        self.options = options
        self.make = make
    }
}

/// What a backend is, as the run's shared options ask it (`--timeout` applies to the live ones).
public enum BackendTrait: Sendable, Hashable {
    /// Runs in Tally's own process and only computes (rules, oracle): `--jobs` defaults to every core.
    case inProcess
    /// Reads through a pool of local processes, one per conversation in flight (process): `--jobs`
    /// defaults to every core too, one process each — a plugin that only computes keeps a core busy.
    case localPool
    /// Its calls can fail (unreachable, crashed, timed out): `--max-backend-failures`, `--max-errors`.
    case fallible
    /// Reads under a prompt folder (`--prompt`).
    case prompted
    /// Calls a model or a plugin while the run waits (`--timeout`).
    case live
    /// Reads texts it has not seen before, so perturbed variants mean something (`--perturb`).
    case perturbable
}

/// What a backend is built from: the command line's values (read through its
/// keys) and what the run has already settled.
public struct BackendInput: Sendable {
    public var values: OptionValues
    /// The set being run: the `oracle` reads its labels, a replay checks it was recorded on it.
    public var set: EvalSet?
    /// The prompt a model is sent (`--prompt DIR`; the built-in one otherwise).
    public var prompt: Prompt = .builtIn
    /// Whether `--prompt` was given (a replay then checks it against the recording).
    public var promptGiven = false
    /// The per-turn limit and the parallelism the run settled (`--timeout`, `--jobs` or their defaults).
    public var timeout: Double = RunOptions.defaultTimeout
    public var jobs = 1
    /// Where an API key is looked up (`--api-key-env`).
    public var environment: [String: String] = ProcessInfo.processInfo.environment

    public init(_ values: OptionValues = OptionValues(), set: EvalSet? = nil, timeout: Double? = nil, jobs: Int = 1) {
        self.values = values
        self.set = set
        self.timeout = timeout ?? RunOptions.defaultTimeout
        self.jobs = jobs
    }

    /// Parses `arguments` against the options of `backend` (and the shared ones), as `tally run` would.
    public init(
        arguments: [String], for backend: BackendDescriptor, set: EvalSet? = nil, timeout: Double? = nil, jobs: Int = 1
    ) throws {
        self.init(
            try OptionValues(parsing: arguments, options: BackendOptions.shared + backend.options), set: set,
            timeout: timeout, jobs: jobs)
    }

    public func value<V>(_ key: OptionKey<V>) throws -> V? { try values.value(key) }
    public func required<V>(_ key: OptionKey<V>) throws -> V { try values.required(key) }
    public func has(_ flag: FlagKey) -> Bool { values.has(flag) }
}

/// Options more than one backend reads.
public enum BackendOptions {
    /// Every backend that names its model version takes it.
    public static let modelVersion = OptionKey<String>.text(
        "model-version", "V", "the model version the report names", defaultNote: "the backend's own")
    /// The model a backend asks for: a server's name for it (http), or which of Apple's (foundation-models).
    public static let model = OptionKey<String>.text(
        "model", "NAME",
        "the model name the server knows (http); on-device (the default) or private-cloud-compute (foundation-models, OS 27+)",
        scope: .declared)

    /// The shared options a backend reads besides its own.
    public static let shared = [modelVersion.spec]
}
