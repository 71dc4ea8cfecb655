import FinanceAssistant

/// One perturbed variant of a turn, as `cases.jsonl` keeps it — inside the
/// original turn's line (`variants`), never as a case of its own: a variant
/// counts in no corpus metric, only in the perturbation figures.
public struct VariantRecord: Codable, Hashable, Sendable {
    /// For a directional family, the expectation the variant is scored against
    /// (the original's with one field changed); absent for invariance, where it
    /// is the original's.
    public var expected: ExpectedFields?
    public var family: PerturbationFamily
    /// `broke` (the original was right, the variant is wrong) or `fixed` (the
    /// reverse); absent when the verdict did not change.
    public var flip: Flip?
    /// The `history` family's earlier exchange, read before the variant.
    public var history: String?
    /// Whether the variant was read as the original was — for a directional
    /// family, as the original was with the changed field set to its new label.
    public var invariant: Bool
    /// How the text was changed: `case`, `typo`, `alias`, `politeness`, …
    public var kind: String
    public var pass: Bool
    public var read: ReadFields
    public var text: String

    package init(
        expected: ExpectedFields? = nil, family: PerturbationFamily, flip: Flip? = nil, history: String? = nil,
        invariant: Bool, kind: String, pass: Bool, read: ReadFields, text: String
    ) {
        self.expected = expected
        self.family = family
        self.flip = flip
        self.history = history
        self.invariant = invariant
        self.kind = kind
        self.pass = pass
        self.read = read
        self.text = text
    }

    public enum Flip: String, Codable, Sendable {
        case broke, fixed
    }

    /// A variant the backend could not answer (unreachable, crashed, timed out,
    /// throttled) was read by the rules: it says nothing about the model, so it
    /// is counted apart and scored in no rate.
    public var isBackendFailure: Bool { read.fallbackReason?.kind == .infrastructure }
}

extension VariantRecord {
    func write(into w: inout JSONLineWriter) {
        w.beginObject()
        if let expected {
            w.key("expected")
            expected.write(into: &w)
        }
        w.key("family")
        w.string(family.rawValue)
        if let flip {
            w.key("flip")
            w.string(flip.rawValue)
        }
        if let history {
            w.key("history")
            w.string(history)
        }
        w.key("invariant")
        w.bool(invariant)
        w.key("kind")
        w.string(kind)
        w.key("pass")
        w.bool(pass)
        w.key("read")
        read.write(into: &w)
        w.key("text")
        w.string(text)
        w.endObject()
    }
}
