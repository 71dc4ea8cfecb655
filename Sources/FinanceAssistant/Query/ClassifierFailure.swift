/// Why a backend produced no reading. Each kind sends the turn to the rules
/// classifier and is recorded in the reading as its `fallbackReason`.
public enum ClassifierFailure: String, CaseIterable, Codable, Sendable, Error {
    /// The model cannot run (device not eligible, disabled, not ready, no server).
    case unavailable
    /// Throttled, and backing off did not help.
    case rateLimited
    /// The prompt does not fit the model's context window; never retried.
    case contextOverflow
    /// The output was not JSON, or did not fit the schema.
    case invalidOutput
    /// No answer within the per-turn timeout.
    case timedOut
    /// Anything else (a crash, a transport error, an unknown error type).
    case failed
}
