import FinanceAssistant
import Foundation

/// One line of a predictions file (docs/formats.md): what a backend read for one
/// turn, with hashes of the text and recap it read them from.
public struct Prediction: Codable, Hashable, Sendable {
    public struct Failure: Codable, Hashable, Sendable {
        public var kind: ClassifierFailure
        public var message: String

        public init(kind: ClassifierFailure, message: String) {
            self.kind = kind
            self.message = message
        }
    }

    public var `case`: String
    public var turn: Int
    public var textSHA256: String
    public var recapSHA256: String
    public var intent: Intent?
    public var merchant: String?
    public var category: String?
    public var error: Failure?
    public var latencyMs: Double?
    /// What the server said the request cost (`http`), so a replay reports it too.
    public var tokens: TokenUsage?
    /// `smart-budget` only: the model's period and comparison (`PeriodChoice` words) and limit.
    public var period: String?
    public var comparison: String?
    public var limit: Int?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case `case`, turn, textSHA256, recapSHA256, intent, merchant, category, error, latencyMs, tokens, period,
            comparison, limit
    }

    /// The keys a predictions line may hold.
    package static let jsonKeys: Set<String> = Set(CodingKeys.allCases.map(\.rawValue))

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(self.case, forKey: .case)
        try c.encode(turn, forKey: .turn)
        try c.encode(textSHA256, forKey: .textSHA256)
        try c.encode(recapSHA256, forKey: .recapSHA256)
        try c.encode(intent, forKey: .intent)
        try c.encode(merchant, forKey: .merchant)
        try c.encode(category, forKey: .category)
        try c.encode(error, forKey: .error)
        try c.encodeIfPresent(latencyMs, forKey: .latencyMs)
        try c.encodeIfPresent(tokens, forKey: .tokens)
        try c.encodeIfPresent(period, forKey: .period)
        try c.encodeIfPresent(comparison, forKey: .comparison)
        try c.encodeIfPresent(limit, forKey: .limit)
    }

    public init(
        case id: String, turn: Int, textSHA256: String, recapSHA256: String, intent: Intent? = nil,
        merchant: String? = nil, category: String? = nil, error: Failure? = nil, latencyMs: Double? = nil,
        tokens: TokenUsage? = nil
    ) {
        self.case = id
        self.turn = turn
        self.textSHA256 = textSHA256
        self.recapSHA256 = recapSHA256
        self.intent = intent
        self.merchant = merchant
        self.category = category
        self.error = error
        self.latencyMs = latencyMs
        self.tokens = tokens
    }

    /// The line of one turn: the request's hashes and what the reader made of it.
    /// `tally run --record` and `TallyRecorder` both write lines through this, so a
    /// replay matches either the same way. Latency is kept to a tenth of a millisecond.
    public init(
        turn key: TurnKey, request: ClassificationRequest, outcome: ClassifierOutcome, latencyMs: Double? = nil,
        tokens: TokenUsage? = nil
    ) {
        let (text, recap) = Prediction.hashes(of: request)
        self.init(
            case: key.caseID, turn: key.turn, textSHA256: text, recapSHA256: recap,
            latencyMs: latencyMs.map { ($0 * 10).rounded() / 10 }, tokens: tokens)
        switch outcome {
        case .reading(let r):
            intent = r.intent
            merchant = r.merchant
            category = r.category
            period = r.period
            comparison = r.comparison
            limit = r.limit
        case .failure(let kind, let message):
            error = Failure(kind: kind, message: message)
        }
    }

    /// The hashes a request is matched by.
    package static func hashes(of request: ClassificationRequest) -> (text: String, recap: String) {
        let recap = JSONValue.array(request.recap.map(\.json))
        return (SHA256.hex(request.message), SHA256.hex(recap.canonicalText))
    }

    /// The outcome this line records.
    package var outcome: ClassifierOutcome {
        if let error { return .failure(error.kind, message: error.message) }
        guard let intent else { return .failure(.invalidOutput, message: "recorded line has no intent") }
        return .reading(
            ModelReading(
                intent: intent, merchant: merchant, category: category, period: period, comparison: comparison,
                limit: limit))
    }
}

/// The first line of a predictions file.
public struct PredictionHeader: Codable, Hashable, Sendable {
    enum CodingKeys: String, CodingKey, CaseIterable {
        case backend, modelVersion, promptVersion, promptLabel, contract, device, osBuild, createdAt, set,
            setSHA256, repeats, responseFormat
    }

    /// The keys a header may hold.
    package static let jsonKeys: Set<String> = Set(CodingKeys.allCases.map(\.rawValue))

    public var backend: String
    public var modelVersion: String
    public var promptVersion: String
    /// The prompt folder's label (recordings made before prompts were folders have none: `finely-1`).
    public var promptLabel: String?
    /// The reading contract the readings answered (none: `finely`).
    public var contract: ReadingContract?
    public var device: String?
    public var osBuild: String?
    public var createdAt: String?
    /// The set the predictions were recorded on.
    public var set: String?
    public var setSHA256: String?
    public var repeats: Int?
    /// How an `http` run sent the schema: a replay names it as the run did.
    public var responseFormat: String?

    public init(
        backend: String, modelVersion: String, promptVersion: String, promptLabel: String? = nil,
        contract: ReadingContract? = nil, device: String? = nil, osBuild: String? = nil, createdAt: String? = nil,
        set: String? = nil, setSHA256: String? = nil, repeats: Int? = nil, responseFormat: String? = nil
    ) {
        self.backend = backend
        self.modelVersion = modelVersion
        self.promptVersion = promptVersion
        self.promptLabel = promptLabel
        self.contract = contract
        self.device = device
        self.osBuild = osBuild
        self.createdAt = createdAt
        self.set = set
        self.setSHA256 = setSHA256
        self.repeats = repeats
        self.responseFormat = responseFormat
    }
}
