/// A backend's typed answer for one turn: a reading, or why there is none.
public enum ClassifierOutcome: Hashable, Sendable {
    case reading(ModelReading)
    case failure(ClassifierFailure, message: String)

    public var reading: ModelReading? {
        if case .reading(let r) = self { return r }
        return nil
    }
}
