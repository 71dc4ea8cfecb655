/// The shared pipeline: what every backend's reading goes through, in the
/// order of docs/pipeline.md, before the resolver computes the answer.
///
/// ```
/// text ─ over 2,000 characters? → rules (inputTooLong)
///      ─ backend.classify → failure? → rules (reason recorded)
///                         → unclear? → rules take a second look
///      ─ clean merchant / category ─ period from this message only
///      ─ follow-up repair ─ advice gate ─ scope gate ─ Reading
/// ```
/// With `Reader.rules` the rules classifier reads every turn (the app when the
/// model is unavailable, and Tally's `rules` backend).
public struct AssistantPipeline: Sendable {
    public static let maxInputCharacters = 2000
    /// Bumped whenever a deterministic layer changes behaviour.
    public static let version = "2.18.56"

    public let context: ReadingContext
    public let reader: Reader
    /// What a model reads: under `smart-budget` the pipeline takes its period.
    public let contract: ReadingContract
    let rules = RulesClassifier()
    let advice = AdviceGate()
    let scope = ScopeGate()

    public init(context: ReadingContext, reader: Reader = .rules, contract: ReadingContract = .finely) {
        self.context = context
        self.reader = reader
        self.contract = contract
    }

    /// Reads one turn in its conversation.
    ///
    /// - Parameter features: the message's features when the caller already has them
    ///   (`context.features(of: text, locale: locale)`, a pure function of the two): a harness
    ///   reading one turn twice (with and without the model) computes them once.
    public func read(
        _ text: String, history: History = History(), locale: Language = .en, features known: MessageFeatures? = nil
    ) async -> PipelineTrace {
        guard case .model(let classifier) = reader else {
            return readWithRules(text, history: history, locale: locale, features: known)
        }
        let features = known ?? context.features(of: text, locale: locale)
        var trace = PipelineTrace(
            reading: Reading(intent: .unclear), reader: .model, request: nil, modelRequest: nil, backendOutcome: nil,
            rulesReading: nil, drops: [], adjustments: [], stages: [])
        // A stage a layer at most: room for them at once, not four growths of the array.
        trace.stages.reserveCapacity(PipelineLayer.allCases.count)
        var source = ReadingSource.rules
        var fallback: FallbackReason?
        var modelReading: ModelReading

        if text.count > AssistantPipeline.maxInputCharacters {
            modelReading = rules.classify(features)
            trace.rulesReading = modelReading
            fallback = .inputTooLong
            trace.stages.append(stage(.cap, modelReading))
        } else {
            let request = PromptBuilder.request(
                text: text, locale: locale, history: history, features: features, context: context,
                contract: contract)
            trace.request = request
            let outcome = await classifier.classify(request)
            trace.backendOutcome = outcome
            switch outcome {
            case .failure(let kind, _):
                // The backend did not read the turn: the rules' fallback stands in its place.
                modelReading = rules.classify(features)
                trace.rulesReading = modelReading
                fallback = FallbackReason(kind)
                trace.stages.append(stage(.reader, modelReading))
            case .reading(let r) where r.intent == .unclear:
                trace.stages.append(stage(.reader, r))
                let second = rules.classify(features)
                trace.rulesReading = second
                if second.intent != .unclear {
                    modelReading = second
                    fallback = .secondLook
                    trace.stages.append(stage(.secondLook, second))
                } else {
                    modelReading = r
                    source = .model
                }
            case .reading(let r):
                modelReading = r
                source = .model
                trace.stages.append(stage(.reader, r))
            }
        }
        return finish(&trace, modelReading, source: source, fallback: fallback, features: features, history: history)
    }

    /// The request a backend would receive for this turn (what `--record` hashes).
    public func request(for text: String, history: History, locale: Language) -> ClassificationRequest {
        PromptBuilder.request(
            text: text, locale: locale, history: history, features: context.features(of: text, locale: locale),
            context: context, contract: contract)
    }

    /// Reads one turn with the rules classifier only (no suspension point).
    ///
    /// - Parameter locale: when given, the trace also carries the request a model
    ///   would have received (`modelRequest`), for recording the turn.
    /// - Parameter features: as in `read`, computed for this text (and this locale, when given).
    public func readWithRules(
        _ text: String, history: History = History(), locale: Language? = nil, features known: MessageFeatures? = nil
    ) -> PipelineTrace {
        let features = known ?? context.features(of: text, locale: locale)
        var trace = PipelineTrace(
            reading: Reading(intent: .unclear), reader: .rules, request: nil, modelRequest: nil, backendOutcome: nil,
            rulesReading: nil, drops: [], adjustments: [], stages: [])
        // A stage a layer at most: room for them at once, not four growths of the array.
        trace.stages.reserveCapacity(PipelineLayer.allCases.count)
        let reading = rules.classify(features)
        trace.rulesReading = reading
        trace.stages.append(stage(.reader, reading))
        if let locale {
            trace.modelRequest = PromptBuilder.request(
                text: text, locale: locale, history: history, features: features, context: context,
                contract: contract)
        }
        return finish(&trace, reading, source: .rules, fallback: nil, features: features, history: history)
    }

    private func finish(
        _ trace: inout PipelineTrace, _ modelReading: ModelReading, source: ReadingSource,
        fallback: FallbackReason?, features f: MessageFeatures, history: History
    ) -> PipelineTrace {
        // Under smart-budget the model read the period; the rules' fallback never does.
        let fromModel = contract.modelReadsPeriod && source == .model
        // Clean the shop and the category (never trusted as given; under smart-budget, kept
        // only when literally in the text, the seed's belt-and-braces check).
        let cleaner = ReadingCleaner(context: context)
        var (merchant, merchantDrop) = cleaner.merchant(modelReading.merchant, words: f.words)
        var (category, categoryDrop) = cleaner.category(modelReading.category)
        if fromModel {
            if let name = merchant, !cleaner.isInText(merchant: name, features: f) {
                (merchant, merchantDrop) = (nil, "merchant:notInText")
            }
            if let c = category, f.category?.category != c { (category, categoryDrop) = (nil, "category:notInText") }
        }
        trace.drops = [merchantDrop, categoryDrop].compactMap { $0 }
        var draft = FollowUpRepair.Draft(
            intent: modelReading.intent, merchant: merchant, category: category, period: .unspecified,
            comparison: .unspecified, limit: nil)
        trace.stages.append(Self.snapshot(.cleanup, draft, reason: nil))

        // The period comes from this message only, never from a model — unless the contract
        // says the model reads it.
        trace.parsedPeriod = f.periods.period
        trace.parsedComparison = f.periods.comparison
        trace.periodFromModel = fromModel
        let limit = fromModel ? modelReading.limit : f.limit
        if fromModel {
            draft.period = modelReading.period.flatMap { PeriodChoice.period($0, in: context.calendar) } ?? .unspecified
            draft.comparison =
                modelReading.comparison.flatMap { PeriodChoice.period($0, in: context.calendar) } ?? .unspecified
        } else {
            draft.period = f.periods.period
            draft.comparison = f.periods.comparison
        }
        trace.stages.append(Self.snapshot(.period, draft, reason: nil, limit: limit))
        let repair = FollowUpRepair(calendar: context.calendar).repair(
            &draft, features: f, previous: history.last?.reading, recent: history.exchanges.map(\.reading))
        if repair != .none { trace.adjustments.append("followUp:\(repair)") }
        trace.stages.append(Self.snapshot(.repair, draft, reason: nil, limit: limit))

        var reason: RefusalReason?
        if advice.seeksAdvice(f) {
            if draft.intent != .offTopic { trace.adjustments.append("adviceGate") }
            draft = FollowUpRepair.Draft(intent: .offTopic, period: .unspecified, comparison: .unspecified)
            reason = .advice
            trace.stages.append(Self.snapshot(.adviceGate, draft, reason: reason))
        } else {
            trace.stages.append(Self.snapshot(.adviceGate, draft, reason: nil, limit: limit))
            let isFollowUp = repair == .periodOnly || repair == .subjectSwitch || repair == .previousShop
            // "and on takeaway?" after "the VAT rate on restaurant meals?" carries a category on; after a refused
            // question that named none ("should I buy an ETF?" → "ok and dining only?") it is the writer's money.
            let previousNamedCategory =
                f.category != nil
                && history.last.map { $0.reading.intent == .offTopic && context.features(of: $0.text).category != nil }
                    ?? false
            let verdict = scope.check(
                f, intent: draft.intent, isFollowUp: isFollowUp, previous: history.last?.reading,
                previousNamedCategory: previousNamedCategory, readByModel: source == .model)
            switch verdict {
            case .pass:
                if draft.intent == .offTopic { reason = Self.refusalReason(f) }
            case .unclear:
                if draft.intent != .unclear { trace.adjustments.append("scopeGate:unclear") }
                draft = FollowUpRepair.Draft(intent: .unclear, period: .unspecified, comparison: .unspecified)
            case .refuse:
                trace.adjustments.append("scopeGate")
                draft = FollowUpRepair.Draft(intent: .offTopic, period: .unspecified, comparison: .unspecified)
                reason = Self.refusalReason(f)
            }
        }

        var reading = Self.assemble(draft, reason: reason, limit: limit)
        reading.source = source
        reading.fallbackReason = fallback
        trace.stages.append(PipelineTrace.Stage(layer: .scopeGate, reading: reading))
        trace.reading = reading
        return trace
    }

    /// Why a message that is not about the user's own money is refused: a question for the
    /// bank, or anything refused beside one of its products (GUIDE §16), no money word at all, or — finance words about something else
    /// (GUIDE §11) — no reason.
    static func refusalReason(_ f: MessageFeatures) -> RefusalReason? {
        if f.asksBank || f.namesBankProduct || f.asksBankService || f.isBankMatter { return .bankService }
        return f.hasFinanceEvidence ? nil : .noFinanceEvidence
    }

    /// The reading the resolver would answer for a draft: only the fields its kind of question takes.
    static func assemble(_ draft: FollowUpRepair.Draft, reason: RefusalReason?, limit: Int?) -> Reading {
        var reading = Reading(intent: draft.intent)
        if draft.intent.isAnswerable {
            reading.merchant = draft.intent.takesMerchant ? draft.merchant : nil
            reading.category = draft.intent.takesCategory ? draft.category : nil
            reading.period = draft.period
            reading.comparison = draft.intent == .comparePeriods ? draft.comparison : .unspecified
            if draft.intent.takesLimit { reading.limit = draft.limit ?? limit }
        }
        reading.reason = reading.intent == .offTopic ? reason : nil
        return reading
    }

    private static func snapshot(
        _ layer: PipelineLayer, _ draft: FollowUpRepair.Draft, reason: RefusalReason?, limit: Int? = nil
    ) -> PipelineTrace.Stage {
        PipelineTrace.Stage(layer: layer, reading: assemble(draft, reason: reason, limit: limit))
    }

    /// What a reader said, as a reading: its shop and category by their known names, before any check.
    private func stage(_ layer: PipelineLayer, _ r: ModelReading) -> PipelineTrace.Stage {
        let merchant = r.merchant.map { context.catalog.canonicalName(for: $0) ?? $0 }
        let category = r.category.flatMap { CategoryReader.shared.category(named: $0) }
        let draft = FollowUpRepair.Draft(
            intent: r.intent, merchant: merchant, category: category,
            period: r.period.flatMap { PeriodChoice.period($0, in: context.calendar) } ?? .unspecified,
            comparison: r.comparison.flatMap { PeriodChoice.period($0, in: context.calendar) } ?? .unspecified,
            limit: r.limit)
        return Self.snapshot(layer, draft, reason: nil, limit: r.limit)
    }
}
