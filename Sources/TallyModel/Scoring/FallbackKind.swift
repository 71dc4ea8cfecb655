import FinanceAssistant

/// Why the rules read a turn instead of the backend, in three kinds that a
/// report keeps apart:
/// - `infrastructure`: the backend could not answer (unreachable, crashed,
///   timed out, throttled). Not the model's doing — past a share of the turns
///   (`--max-backend-failures`) the report is marked incomplete.
/// - `model`: the model answered, badly (output off the schema, a prompt too
///   long for its window). Scored: it is what the model does.
/// - `design`: the pipeline chose the rules (input over the length cap, a
///   second look at `unclear`).
public enum FallbackKind: String, Sendable, Hashable {
    case infrastructure, model, design
}

extension FallbackReason {
    public var kind: FallbackKind {
        switch self {
        case .unavailable, .failed, .timedOut, .rateLimited: return .infrastructure
        case .invalidOutput, .contextOverflow: return .model
        case .inputTooLong, .secondLook: return .design
        }
    }
}
