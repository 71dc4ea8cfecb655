/// One turn through the pipeline: the final reading, and how it was reached.
public struct PipelineTrace: Sendable {
    public var reading: Reading
    /// What the backend was asked (`nil` when it was not asked: input too long,
    /// or the rules reader was the backend).
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
