/// What a model is asked to read, and what the pipeline takes from it.
///
/// - `finely`: the kind of question, and a shop or a category only as a choice
///   among those offered; the period comes from the rules (Finely's design,
///   after on-device testing showed the model guessing periods).
/// - `smartBudget`: also the period, a comparison period and a limit, each from a
///   closed list the schema offers; the pipeline takes the model's period, and
///   drops any shop or category that is not literally in the text (The Smart
///   Budget's design, seeds 002–004).
public enum ReadingContract: String, CaseIterable, Codable, Sendable {
    case finely
    case smartBudget = "smart-budget"

    /// Whether the model reads the period, the comparison and the limit.
    public var modelReadsPeriod: Bool { self == .smartBudget }
}
