/// A reader of questions: given the request the pipeline builds, it answers
/// a `ModelReading` or a typed failure. Every backend conforms — an on-device
/// model, a server, a recorded file, another process.
///
/// Implementations never throw and never hang past their own timeout: a
/// failure is an answer (`ClassifierOutcome.failure`), and the pipeline falls
/// back to the rules classifier.
public protocol Classifier: Sendable {
    func classify(_ request: ClassificationRequest) async -> ClassifierOutcome
}
