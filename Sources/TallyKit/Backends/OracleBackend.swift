import FinanceAssistant
import TallyModel
import TallyReports

/// A perfect reader: it answers each turn with the set's own expected reading,
/// as a model that never errs would — and no more than the reading contract
/// lets a model say: the kind of question, and a shop or a category only when
/// it is among the choices the pipeline offered. A run with it measures what
/// the deterministic layers alone lose (`brokenBy` names the layer), the
/// ceiling on every model.
public struct OracleBackend: Backend {
    public static let modelVersion = "labels"
    let expectations: [TurnKey: Expectation]
    public let prompt: PromptIdentity
    let calendar: BudgetCalendar

    /// Reads the set's labels; a bad case line is the set's error, as `validate` reports it.
    public init(set: EvalSet, prompt: PromptIdentity = .builtIn) throws {
        self.prompt = prompt
        calendar = set.ledger.calendar
        var expectations: [TurnKey: Expectation] = [:]
        for result in set.cases() {
            let c = try result.get()
            for (i, turn) in c.turns.enumerated() { expectations[TurnKey(caseID: c.id, turn: i + 1)] = turn.expect }
        }
        self.expectations = expectations
    }

    public var identity: BackendIdentity { BackendIdentity(backend: "oracle", modelVersion: Self.modelVersion) }

    public func reader(for turn: TurnKey) -> Reader {
        .model(OracleClassifier(expected: expectations[turn], contract: prompt.contract, calendar: calendar))
    }
}

extension OracleBackend {
    /// `--backend oracle`: reads the labels of the set it runs.
    public static let descriptor = BackendDescriptor(name: "oracle", traits: [.inProcess, .prompted]) { input in
        guard let set = input.set else { throw UsageProblem("--backend oracle reads the labels of the set it runs") }
        return try OracleBackend(set: set, prompt: PromptIdentity(input.prompt))
    }
}

struct OracleClassifier: Classifier {
    let expected: Expectation?
    let contract: ReadingContract
    let calendar: BudgetCalendar

    func classify(_ request: ClassificationRequest) async -> ClassifierOutcome {
        guard let e = expected else { return .failure(.unavailable, message: "oracle: no label for this turn") }
        let merchant = e.merchant.flatMap { request.merchantChoices.contains($0) ? $0 : nil }
        let category = e.category.flatMap { request.categoryChoices.contains($0.rawValue) ? $0.rawValue : nil }
        var reading = ModelReading(intent: e.intent, merchant: merchant, category: category)
        if contract.modelReadsPeriod {
            // Only the periods the schema offers: one it cannot express is read as none.
            func choice(_ p: Period) -> String? {
                PeriodChoice.choice(for: p, in: calendar).flatMap { request.periodChoices.contains($0) ? $0 : nil }
            }
            reading.period = choice(e.period) ?? PeriodChoice.none
            reading.comparison = choice(e.comparison) ?? PeriodChoice.none
            reading.limit = e.limit.flatMap { PeriodChoice.limits.contains(String($0)) ? $0 : nil }
        }
        return .reading(reading)
    }
}
