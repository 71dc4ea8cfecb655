import FinanceAssistant

/// A classifier backend Tally can run a set through: the rules reader, a
/// recorded file, another process, an OpenAI-compatible server, Apple's
/// on-device model.
///
/// A backend hands the pipeline one `Reader` per turn (so a recorded file
/// can look the turn up): the rules, or a model's `Classifier`.
public protocol Backend: Sendable {
    /// Who reads: name, model version, where it ran.
    var identity: BackendIdentity { get async }
    /// Starts what the backend needs (a process, a server check). Throws a
    /// `BackendError` that says what to do.
    func prepare() async throws
    /// The reader of one turn.
    func reader(for turn: TurnKey) -> Reader
    /// Stops what `prepare` started.
    func shutdown() async
}

extension Backend {
    public func prepare() async throws {}
    public func shutdown() async {}
}

/// A turn of a conversation: case id and 1-based turn number.
public struct TurnKey: Hashable, Codable, Sendable, Comparable {
    public var caseID: String
    public var turn: Int

    public init(caseID: String, turn: Int) {
        self.caseID = caseID
        self.turn = turn
    }

    public static func < (a: TurnKey, b: TurnKey) -> Bool { (a.caseID, a.turn) < (b.caseID, b.turn) }
}

/// What a report names as the reader.
public struct BackendIdentity: Hashable, Codable, Sendable {
    public var backend: String
    public var modelVersion: String
    public var device: String?
    public var osBuild: String?

    public init(backend: String, modelVersion: String, device: String? = nil, osBuild: String? = nil) {
        self.backend = backend
        self.modelVersion = modelVersion
        self.device = device
        self.osBuild = osBuild
    }

    /// `rules-v1`, `http-qwen2.5-7b`: the report folder's name.
    public var folderName: String {
        let safe = modelVersion.map { c -> Character in
            c.isLetter || c.isNumber || c == "." || c == "-" || c == "_" ? c : "_"
        }
        return "\(backend)-\(String(safe))"
    }
}

/// A backend that cannot start, with what to do about it.
public struct BackendError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
