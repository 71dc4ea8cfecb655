/// Who reads the kind of question of a turn: the rules classifier, or a model
/// behind a `Classifier`. Said explicitly, so that no caller has to infer
/// "the rules" from a missing classifier.
public enum Reader: Sendable {
    case rules
    case model(any Classifier)

    /// The model's classifier; nil for the rules reader.
    public var classifier: (any Classifier)? {
        if case .model(let c) = self { return c }
        return nil
    }

    /// Which kind of reader this is.
    public var kind: ReadingSource {
        if case .model = self { return .model }
        return .rules
    }
}
