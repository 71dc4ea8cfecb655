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
}
