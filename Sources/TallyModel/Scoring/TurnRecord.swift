import FinanceAssistant

/// One scored turn: a line of `cases.jsonl`. Everything needed to see why a
/// turn passed or failed, and nothing that changes between identical runs
/// (no latency, no clock).
public struct TurnRecord: Codable, Hashable, Sendable {
    public var `case`: String
    public var turn: Int
    public var locale: Language
    public var tags: [String]
    public var pair: String?
    public var text: String
    public var expected: ExpectedFields
    public var read: ReadFields
    /// The backend's own reading (or failure), before the deterministic layers.
    public var backend: BackendFields?
    public var verdict: Verdict
    /// The figures named in `expected.answer`, as computed.
    public var figures: [String: String]?
    /// The answer's text, in the case's language.
    public var answer: String
    /// Numbers in the answer's text that are not among its figures.
    public var invented: [String]?
    /// Whether every scored field is right.
    public var pass: Bool
    /// `missing` or `stale` for a replayed turn whose line did not match.
    public var replay: String?
    /// With `--repeat K`: the backend's K intents, and whether they all agree.
    public var repeats: [String]?
    /// What the server said the turn's request and reply cost, when it says.
    public var tokens: TokenUsage?
    /// With `--perturb`: the turn's perturbed variants, each read and scored.
    public var variants: [VariantRecord]?
    /// A failing turn: the first layer whose output made the reading wrong.
    public var brokenBy: PipelineLayer?
    /// With a model backend: the same turn read by the app without the model
    /// (the rules, through the same pipeline, with their own history).
    public var withoutModel: WithoutModel?
    /// Under the `smart-budget` contract, on an answerable turn the model read:
    /// its own period and the period parser's, each against the expected days.
    public var periods: PeriodSources?

    package init(
        case: String, turn: Int, locale: Language, tags: [String], pair: String? = nil, text: String,
        expected: ExpectedFields, read: ReadFields, backend: BackendFields? = nil, verdict: Verdict,
        figures: [String: String]? = nil, answer: String, invented: [String]? = nil, pass: Bool, replay: String? = nil,
        repeats: [String]? = nil, tokens: TokenUsage? = nil, variants: [VariantRecord]? = nil,
        brokenBy: PipelineLayer? = nil, withoutModel: WithoutModel? = nil, periods: PeriodSources? = nil
    ) {
        self.`case` = `case`
        self.turn = turn
        self.locale = locale
        self.tags = tags
        self.pair = pair
        self.text = text
        self.expected = expected
        self.read = read
        self.backend = backend
        self.verdict = verdict
        self.figures = figures
        self.answer = answer
        self.invented = invented
        self.pass = pass
        self.replay = replay
        self.repeats = repeats
        self.tokens = tokens
        self.variants = variants
        self.brokenBy = brokenBy
        self.withoutModel = withoutModel
        self.periods = periods
    }

    public var key: TurnKey { TurnKey(caseID: self.case, turn: turn) }
}

/// Who reads periods better, turn by turn: the model (smart-budget) or the rules' parser.
public struct PeriodSources: Codable, Hashable, Sendable {
    /// The model's period, canonical (absent: none).
    public var model: String?
    public var modelRight: Bool
    /// What the period parser read in the message (absent: none).
    public var parser: String?
    public var parserRight: Bool

    package init(model: String? = nil, modelRight: Bool, parser: String? = nil, parserRight: Bool) {
        self.model = model
        self.modelRight = modelRight
        self.parser = parser
        self.parserRight = parserRight
    }
}

/// A turn as the app without the model reads it: the rules reader through the
/// same pipeline, in a conversation of its own readings.
public struct WithoutModel: Codable, Hashable, Sendable {
    public var pass: Bool
    public var read: ReadFields
    public var verdict: Verdict

    package init(pass: Bool, read: ReadFields, verdict: Verdict) {
        self.pass = pass
        self.read = read
        self.verdict = verdict
    }
}

/// The expected reading, as written in the corpus.
public struct ExpectedFields: Codable, Hashable, Sendable {
    public var intent: Intent
    public var reason: RefusalReason?
    public var merchant: String?
    public var category: Category?
    public var period: String?
    public var comparison: String?
    public var limit: Int?
    public var answer: [String: String]?

    package init(_ e: Expectation) {
        intent = e.intent
        reason = e.reason
        merchant = e.merchant
        category = e.category
        period = e.period.isSpecified ? e.period.canonical : nil
        comparison = e.comparison.isSpecified ? e.comparison.canonical : nil
        limit = e.limit
        answer = e.answer
    }
}

/// The final reading.
public struct ReadFields: Codable, Hashable, Sendable {
    public var intent: Intent
    public var reason: RefusalReason?
    public var merchant: String?
    public var category: Category?
    public var period: String?
    public var comparison: String?
    public var limit: Int?
    public var source: ReadingSource
    public var fallbackReason: FallbackReason?

    package init(_ r: Reading) {
        intent = r.intent
        reason = r.reason
        merchant = r.merchant
        category = r.category
        period = r.period.isSpecified ? r.period.canonical : nil
        comparison = r.comparison.isSpecified ? r.comparison.canonical : nil
        limit = r.limit
        source = r.source
        fallbackReason = r.fallbackReason
    }
}

/// What the backend answered for the turn.
public struct BackendFields: Codable, Hashable, Sendable {
    public var intent: Intent?
    public var merchant: String?
    public var category: String?
    public var error: ClassifierFailure?

    package init(
        intent: Intent? = nil, merchant: String? = nil, category: String? = nil, error: ClassifierFailure? = nil
    ) {
        self.intent = intent
        self.merchant = merchant
        self.category = category
        self.error = error
    }
}

/// Per-field verdicts; `nil` where a field is not scored.
public struct Verdict: Codable, Hashable, Sendable {
    public var intent: Bool
    public var reason: Bool?
    public var merchant: Bool?
    public var category: Bool?
    public var period: Bool?
    public var comparison: Bool?
    public var limit: Bool?
    public var answer: Bool?
    /// The failing fields, in a fixed order ("intent", "period", …).
    public var failed: [String] {
        var out: [String] = []
        if !intent { out.append("intent") }
        for (name, v) in [
            ("reason", reason), ("merchant", merchant), ("category", category), ("period", period),
            ("comparison", comparison), ("limit", limit), ("answer", answer),
        ] where v == false {
            out.append(name)
        }
        return out
    }
}

extension ExpectedFields {
    /// "merchantSpend @Carrefour previous:month": the reading in one line, for people.
    package var summary: String {
        ReadingSummary.line(intent, reason?.rawValue, merchant, category?.rawValue, period, comparison)
    }
}

extension ReadFields {
    /// "offTopic (advice)": the reading in one line, for people.
    package var summary: String {
        ReadingSummary.line(intent, reason?.rawValue, merchant, category?.rawValue, period, comparison)
    }
}

/// One line for a reading, shared by failure tables, JUnit, diffs and gate messages.
enum ReadingSummary {
    static func line(
        _ intent: Intent, _ reason: String?, _ merchant: String?, _ category: String?, _ period: String?,
        _ comparison: String?
    ) -> String {
        var parts = [intent.rawValue]
        if let reason { parts.append("(\(reason))") }
        if let merchant { parts.append("@\(merchant)") }
        if let category { parts.append("#\(category)") }
        if let period { parts.append(period) }
        if let comparison { parts.append("vs \(comparison)") }
        return parts.joined(separator: " ")
    }
}
