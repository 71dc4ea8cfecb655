/// One turn through the pipeline: the final reading, and how it was reached.
public struct PipelineTrace: Sendable {
    public var reading: Reading
    /// The reader asked: the rules, or a model (whose answer the pipeline may
    /// still have replaced — see `reading.source` and `reading.fallbackReason`).
    public var reader: ReadingSource
    /// What the model was asked (`nil` when none was: the rules reader, or input
    /// past the length cap).
    public var request: ClassificationRequest?
    /// The request a model would have received, when the rules read the turn
    /// and the caller asked for it (`readWithRules(_:history:locale:)`).
    public var modelRequest: ClassificationRequest?
    /// What the backend answered, when it was asked.
    public var backendOutcome: ClassifierOutcome?
    /// What the rules classifier read, when it read the turn.
    public var rulesReading: ModelReading?
    /// Model fields dropped by the clean-up ("merchant:notInText").
    public var drops: [String]
    /// The deterministic layers that changed the reading.
    public var adjustments: [String]
    /// The reading after each layer, in order (the reader's, then the clean-up's,
    /// the period's, the repair's, the advice gate's and the scope gate's, which
    /// is `reading`): what tells which layer made a reading wrong.
    public var stages: [Stage]
    /// What the period parser read in the message, whoever's period the reading took.
    public var parsedPeriod: Period = .unspecified
    public var parsedComparison: Period = .unspecified
    /// Under `smart-budget`, when the model read the turn: the period, comparison and limit are the model's.
    public var periodFromModel = false

    /// One layer's output.
    public struct Stage: Sendable {
        public var layer: PipelineLayer
        public var reading: Reading
    }
}

/// The layers a turn goes through, in order, as reports name them when they
/// say which one made a reading wrong (`brokenBy`).
public enum PipelineLayer: String, Codable, Sendable, CaseIterable {
    /// Input over the 2,000-character cap, routed to the rules before any model.
    case cap
    /// The choices offered to the model (a shop or category the message names was not among them).
    case offer
    /// The backend's own reading (the rules' fallback when it could not answer).
    case reader
    /// The rules' second look at a model's `unclear`.
    case secondLook
    /// The shop and category check: known names, literally in the text.
    case cleanup
    /// The period, comparison and limit read from the message.
    case period
    /// The follow-up repair.
    case repair
    case adviceGate
    case scopeGate
    /// The figures computed from the reading.
    case resolver

    /// What the layer does, in one line (the reports' legend).
    public var summary: String {
        switch self {
        case .cap: return "input over 2,000 characters goes to the rules, never to the model"
        case .offer: return "the shops and categories offered to the model did not hold the one the message names"
        case .reader: return "the backend's own reading (the rules' fallback when it could not answer)"
        case .secondLook: return "the rules' second look replaced a model's unclear"
        case .cleanup: return "the shop and category check (known names, literally in the text)"
        case .period: return "the period, comparison and limit read from the message"
        case .repair: return "the follow-up repair"
        case .adviceGate: return "the advice gate"
        case .scopeGate: return "the scope gate"
        case .resolver: return "the figures computed from a right reading"
        }
    }
}
