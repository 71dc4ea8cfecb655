import Foundation

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

    public static func make(name: String, settings s: BackendSettings) throws -> any Backend {
        switch name {
        case "rules":
            return RulesBackend(modelVersion: s.modelVersion)
        case "oracle":
            guard let set = s.set else { throw UsageProblem("--backend oracle reads the labels of the set it runs") }
            return try OracleBackend(set: set)
        case "replay":
            guard let path = s.predictions else {
                throw UsageProblem(
                    "--backend replay needs --predictions FILE (a file written by `tally run --record FILE`)")
            }
            return try ReplayBackend(url: URL(fileURLWithPath: path), modelVersion: s.modelVersion)
        case "process":
            return try ProcessBackend.make(settings: s)
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

/// A command-line mistake found while building a backend (exit 2).
public struct UsageProblem: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}
