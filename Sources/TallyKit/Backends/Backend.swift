import FinanceAssistant
import TallyModel
import TallyReports

/// A classifier backend Tally can run a set through: the rules reader, a
/// recorded file, another process, an OpenAI-compatible server, Apple's
/// on-device model.
///
/// A backend hands the pipeline one `Reader` per turn (so a recorded file
/// can look the turn up): the rules, or a model's `Classifier`.
public protocol Backend: Sendable {
    /// Who reads: name, model version, where it ran.
    var identity: BackendIdentity { get async }
    /// Starts what `prepare()` will wait for, without waiting (a plugin pool's processes), so
    /// their start-up overlaps the caller's own work; `prepare()` reports how it went.
    func launch()
    /// Starts what the backend needs (a process, a server check). Throws a
    /// `BackendError` that says what to do.
    func prepare() async throws
    /// The reader of one turn.
    func reader(for turn: TurnKey) -> Reader
    /// Stops what `prepare` started.
    func shutdown() async
    /// What the server said a turn cost, when it says (`http`): taken once.
    func takeTokenUsage(for turn: TurnKey) -> TokenUsage?
    /// Whether the reading's schema is part of the prompt (on-device) or sent
    /// beside it, where no token of the prompt counts it (`http`).
    var schemaInPrompt: Bool { get }
    /// The prompt the reader answers (a recording's: the one it was recorded under).
    var prompt: PromptIdentity { get }
}

extension Backend {
    public func launch() {}
    public func prepare() async throws {}
    public func shutdown() async {}
    public func takeTokenUsage(for turn: TurnKey) -> TokenUsage? { nil }
    public var schemaInPrompt: Bool { true }
    public var prompt: PromptIdentity { .builtIn }
}

/// A backend that cannot start, with what to do about it.
public struct BackendError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
