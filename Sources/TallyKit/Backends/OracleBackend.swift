import FinanceAssistant

/// A perfect reader: it answers each turn with the set's own expected reading,
/// as a model that never errs would — and no more than the reading contract
/// lets a model say: the kind of question, and a shop or a category only when
/// it is among the choices the pipeline offered. A run with it measures what
/// the deterministic layers alone lose (`brokenBy` names the layer), the
/// ceiling on every model.
public struct OracleBackend: Backend {
    public static let modelVersion = "labels"
    let expectations: [TurnKey: Expectation]

    /// Reads the set's labels; a bad case line is the set's error, as `validate` reports it.
    public init(set: EvalSet) throws {
        var expectations: [TurnKey: Expectation] = [:]
        for result in set.cases() {
            let c = try result.get()
            for (i, turn) in c.turns.enumerated() { expectations[TurnKey(caseID: c.id, turn: i + 1)] = turn.expect }
        }
        self.expectations = expectations
    }

    public var identity: BackendIdentity { BackendIdentity(backend: "oracle", modelVersion: Self.modelVersion) }

    public func reader(for turn: TurnKey) -> Reader {
        .model(OracleClassifier(expected: expectations[turn]))
    }
}

struct OracleClassifier: Classifier {
    let expected: Expectation?

    func classify(_ request: ClassificationRequest) async -> ClassifierOutcome {
        guard let e = expected else { return .failure(.unavailable, message: "oracle: no label for this turn") }
        let merchant = e.merchant.flatMap { request.merchantChoices.contains($0) ? $0 : nil }
        let category = e.category.flatMap { request.categoryChoices.contains($0.rawValue) ? $0.rawValue : nil }
        return .reading(ModelReading(intent: e.intent, merchant: merchant, category: category))
    }
}
