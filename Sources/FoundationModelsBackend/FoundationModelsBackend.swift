#if canImport(FoundationModels)
    // The `foundation-models` backend: Apple's on-device `SystemLanguageModel`
    // (macOS / iOS 26+ with Apple Intelligence), behind the same pipeline as every
    // other backend (docs/backends.md).
    //
    // NOT COMPILED IN THIS REPOSITORY'S CI: the package builds on Linux, where this
    // target is left out (Package.swift) and `FoundationModels` does not exist.
    // The code is written strictly against `shared/reference/model-apis.md`, kept
    // small, and ends every `do` with a generic `catch` (builds with a newer SDK
    // receive new error types at run time). See docs/foundation-models.md.
    import FinanceAssistant
    import Foundation
    import FoundationModels
    import TallyKit

    // FoundationModels has its own `PromptBuilder` (a result builder), so the
    // pipeline's is always written `FinanceAssistant.PromptBuilder` here; and
    // `FinanceAssistant.Intent` likewise, in case a later SDK adds an `Intent`.

    /// Reads each turn with the on-device model: a fresh `LanguageModelSession`
    /// per question with the pipeline's instructions, greedy sampling, guided
    /// generation; every call goes through one `FoundationModelsReader` actor.
    @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
    public struct FoundationModelsBackend: Backend {
        public static let name = "foundation-models"

        /// The one actor every model call goes through.
        public let reader: FoundationModelsReader
        /// `--model-version`: replaces the OS-derived model version in reports.
        let modelVersionOverride: String?

        public init(modelVersion: String? = nil, reader: FoundationModelsReader = FoundationModelsReader()) {
            self.modelVersionOverride = modelVersion
            self.reader = reader
        }

        /// From the command line (`--model-version`; the other settings do not apply).
        public init(settings: BackendSettings) {
            self.init(modelVersion: settings.modelVersion)
        }

        public var identity: BackendIdentity {
            get async { await reader.identity(modelVersion: modelVersionOverride) }
        }

        /// Stops a run at once when the model cannot run here, rather than writing
        /// a report in which the rules read every turn under this backend's name.
        /// (Each turn still checks availability too: the model can go away mid-run.)
        public func prepare() async throws {
            if case .unavailable(let reason) = SystemLanguageModel.default.availability {
                throw BackendError(
                    "foundation-models: the on-device model is unavailable here (\(reason)); it needs a Mac or iPhone "
                        + "eligible for Apple Intelligence, with Apple Intelligence turned on and the model downloaded. "
                        + "Elsewhere, replay predictions recorded on such a device: --backend replay --predictions FILE"
                )
            }
        }

        public func reader(for turn: TurnKey) -> Reader {
            .model(FoundationModelsClassifier(reader: self.reader))
        }
    }

    /// One turn's classifier: hands the request to the shared actor.
    @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
    struct FoundationModelsClassifier: Classifier {
        let reader: FoundationModelsReader

        func classify(_ request: ClassificationRequest) async -> ClassifierOutcome {
            await reader.classify(request)
        }
    }

    /// Every call to the on-device model, one at a time.
    ///
    /// An actor alone does not serialise async work: it is re-entrant, so while
    /// one call awaits `respond`, another could start its own session. The gate
    /// below (`acquire` / `release`) queues callers in order, so with `--jobs N`
    /// the model still sees one request at a time — as in the seed app, where all
    /// model calls funnel through one actor so two features cannot burn the
    /// (unpublished) rate budget twice as fast.
    @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
    public actor FoundationModelsReader {
        /// Attempts in all when throttled (`rateLimited`, `concurrentRequests`).
        static let attempts = 3

        /// Waits the given seconds; injectable so a test can record the schedule.
        public typealias Sleep = @Sendable (Double) async -> Void

        private let sleep: Sleep
        private var busy = false
        private var waiting: [CheckedContinuation<Void, Never>] = []
        /// Asset ids seen in any response (`Transcript.Response.assetIDs`).
        private var assetIDs: Set<String> = []
        private var probed = false

        public init(sleep: @escaping Sleep = FoundationModelsReader.taskSleep) {
            self.sleep = sleep
        }

        public static let taskSleep: Sleep = { seconds in
            try? await Task.sleep(nanoseconds: UInt64(min(max(0, seconds), 1e9) * 1_000_000_000))
        }

        // MARK: Classifying

        /// Reads one request: availability first, then the model, then the error
        /// mapping. Never throws.
        public func classify(_ request: ClassificationRequest) async -> ClassifierOutcome {
            await acquire()
            defer { release() }
            if Task.isCancelled { return .failure(.timedOut, message: "cancelled before the model was asked") }

            let model = SystemLanguageModel.default
            if case .unavailable(let reason) = model.availability {
                return .failure(.unavailable, message: "\(reason)")
            }
            guard model.supportsLocale(Locale(identifier: request.locale.rawValue)) else {
                return .failure(
                    .unavailable,
                    message: "the on-device model does not support the locale '\(request.locale.rawValue)'")
            }

            var attempt = 1
            while true {
                switch await askOnce(request) {
                case .done(let outcome):
                    return outcome
                case .throttled(let what):
                    // The seed's schedule: 2 s, then 4 s (±25 % jitter), then give up
                    // so the pipeline falls back to the rules instead of hanging.
                    guard attempt < Self.attempts else {
                        return .failure(.rateLimited, message: "\(what); gave up after \(attempt) attempts")
                    }
                    await sleep(Self.backoffSeconds(afterAttempt: attempt))
                    if Task.isCancelled { return .failure(.timedOut, message: "\(what); cancelled while backing off") }
                    attempt += 1
                }
            }
        }

        /// The pause after attempt `attempt` (1-based): 2^attempt seconds ±25 %.
        static func backoffSeconds(afterAttempt attempt: Int, jitter: Double = Double.random(in: 0.75...1.25)) -> Double
        {
            pow(2, Double(attempt)) * jitter
        }

        enum Step {
            case done(ClassifierOutcome)
            /// Worth another try after a pause; the text names the error.
            case throttled(String)
        }

        /// One question to a fresh session.
        ///
        /// Why two shapes: when the request offers no shop and no category
        /// choices (most turns), the reading is the `@Generable` `IntentReading`
        /// — the framework's own typed path, where the decoder can only produce
        /// one of the 20 cases and no string needs mapping. When it offers
        /// choices, the names are known only at run time, so the schema is a
        /// `DynamicGenerationSchema` built from the pipeline's own versioned
        /// schema (`PromptBuilder.outputSchema`): intent as a choice among the
        /// same 20 raw values, and `merchant` / `category` present only as choices
        /// among the offered names (plus `none`). A property that is not in the
        /// schema cannot be invented (the seed's dynamic-schema trick).
        func askOnce(_ request: ClassificationRequest) async -> Step {
            let session = LanguageModelSession(
                model: .default, instructions: FinanceAssistant.PromptBuilder.instructions)
            let prompt = FinanceAssistant.PromptBuilder.userPrompt(for: request)
            let options = GenerationOptions(sampling: .greedy, temperature: 0)
            do {
                if request.merchantChoices.isEmpty && request.categoryChoices.isEmpty {
                    let response = try await session.respond(
                        to: prompt, generating: IntentReading.self, includeSchemaInPrompt: true, options: options)
                    noteAssets(in: response.transcriptEntries)
                    return .done(.reading(ModelReading(intent: response.content.intent.intent)))
                }
                let schema = try Self.schema(for: request)
                let response = try await session.respond(to: prompt, schema: schema, options: options)
                noteAssets(in: response.transcriptEntries)
                return .done(Self.outcome(from: response.content))
            } catch let error as LanguageModelSession.GenerationError {
                return Self.step(for: error)
            } catch is CancellationError {
                return .done(.failure(.timedOut, message: "cancelled while the model was answering"))
            } catch {
                return .done(.failure(.failed, message: Self.describe(error)))
            }
        }

        /// Every `GenerationError` case of the 26.x SDK, mapped to a typed outcome.
        static func step(for error: LanguageModelSession.GenerationError) -> Step {
            func fail(_ kind: ClassifierFailure, _ message: String) -> Step { .done(.failure(kind, message: message)) }
            switch error {
            case .exceededContextWindowSize:
                // Retrying the same prompt cannot help: never retried.
                return fail(
                    .contextOverflow, "exceededContextWindowSize: the prompt and schema exceed the 4,096-token window")
            case .rateLimited:
                // Only when the app is in the background (reference notes).
                return .throttled("rateLimited")
            case .concurrentRequests:
                // Cannot happen with a fresh session per question behind the gate;
                // if it does, it is transient: treated as throttling.
                return .throttled("concurrentRequests")
            case .guardrailViolation:
                // invalidOutput, not failed: the model (or its safety layer) declined
                // to produce a reading for this message. That is a property of this
                // message on this model version — repeatable under greedy sampling,
                // and expected to move when guardrails change — which is what the
                // reports compare. `failed` stays for infrastructure and unknown
                // errors, so a rise in `failed` means the backend broke.
                return fail(.invalidOutput, "guardrailViolation: the safety guardrails blocked this message")
            case .refusal:
                // Same reasoning as guardrailViolation: an answer that is not a reading.
                return fail(.invalidOutput, "refusal: the model refused to classify this message")
            case .decodingFailure:
                return fail(.invalidOutput, "decodingFailure: the output did not decode into the schema")
            case .unsupportedGuide:
                return fail(.invalidOutput, "unsupportedGuide: the schema uses a guide the model does not support")
            case .assetsUnavailable:
                return fail(.unavailable, "assetsUnavailable: the model's assets are not on this device")
            case .unsupportedLanguageOrLocale:
                return fail(.unavailable, "unsupportedLanguageOrLocale")
            @unknown default:
                return fail(.failed, describe(error))
            }
        }

        /// `Type: description`, at most 300 characters (messages end up in reports).
        static func describe(_ error: any Error) -> String {
            String("\(type(of: error)): \(error)".prefix(300))
        }

        // MARK: The dynamic schema

        /// One property of the pipeline's schema: its name, description and choices.
        struct Choice: Equatable {
            var name: String
            var description: String
            var values: [String]
        }

        /// The properties of `PromptBuilder.outputSchema(for:)`, intent first, then
        /// by name — so this backend offers exactly what the versioned schema
        /// (hashed into the prompt version) offers, and no more.
        static func choices(for request: ClassificationRequest) -> [Choice] {
            let schema = FinanceAssistant.PromptBuilder.outputSchema(for: request)
            guard case .object(let properties)? = schema["properties"] else { return [] }
            let names = properties.keys.sorted { a, b in
                a == "intent" ? b != "intent" : (b == "intent" ? false : a < b)
            }
            return names.compactMap { name -> Choice? in
                guard let property = properties[name], case .array(let values)? = property["enum"] else { return nil }
                var unique: [String] = []
                for value in values.compactMap(\.stringValue) where !unique.contains(value) { unique.append(value) }
                guard !unique.isEmpty else { return nil }
                return Choice(name: name, description: property["description"]?.stringValue ?? name, values: unique)
            }
        }

        /// The reading's schema for a request that offers choices.
        static func schema(for request: ClassificationRequest) throws -> GenerationSchema {
            let properties = choices(for: request).map { choice in
                DynamicGenerationSchema.Property(
                    name: choice.name, description: choice.description,
                    schema: DynamicGenerationSchema(
                        name: choice.name, description: choice.description, anyOf: choice.values))
            }
            let root = DynamicGenerationSchema(name: "Reading", description: nil, properties: properties)
            return try GenerationSchema(root: root, dependencies: [])
        }

        /// The reading in a dynamic response; `none` means no shop or category.
        static func outcome(from content: GeneratedContent) -> ClassifierOutcome {
            guard let raw = try? content.value(String.self, forProperty: "intent"),
                let intent = FinanceAssistant.Intent(rawValue: raw)
            else {
                return .failure(.invalidOutput, message: "the intent is not one of the 20 names")
            }
            func named(_ property: String) -> String? {
                guard let value = try? content.value(String.self, forProperty: property), !value.isEmpty,
                    value != "none"
                else { return nil }
                return value
            }
            return .reading(ModelReading(intent: intent, merchant: named("merchant"), category: named("category")))
        }

        // MARK: Which model ran

        /// Records the asset ids of the model responses among `entries`.
        private func noteAssets(in entries: ArraySlice<Transcript.Entry>) {
            for entry in entries {
                if case .response(let response) = entry { assetIDs.formUnion(response.assetIDs) }
            }
        }

        /// Who reads. There is no model-version API in 26.x: the model version is
        /// the OS version (`ios26.4`, `macos26.4.1`), plus a short digest of the
        /// response asset ids when known (`ios26.4+1a2b3c4d`), since Apple may
        /// update the model's assets and guardrails outside OS updates. `osBuild`
        /// carries `operatingSystemVersionString` and the full asset ids.
        ///
        /// Asset ids arrive only with a response, and `tally` reads the identity
        /// once, before the first turn (for the report folder and the spool). So
        /// the first time the identity is asked for, one probe question ("hello",
        /// no choices) is sent through the same gate, and its asset ids — and
        /// every later response's — are recorded here. If the model is
        /// unavailable, the probe learns nothing and the version is the OS alone.
        /// Ids that appear mid-run (an asset update during the run) are added for
        /// later reads but cannot change a report already under way.
        func identity(modelVersion override: String?) async -> BackendIdentity {
            if !probed {
                probed = true
                _ = await classify(ClassificationRequest(message: "hello", locale: .en))
            }
            let ids = assetIDs.sorted()
            var version = override ?? Self.osVersion
            if override == nil, !ids.isEmpty {
                version += "+" + String(FinanceAssistant.SHA256.hex(ids.joined(separator: "\n")).prefix(8))
            }
            var build = ProcessInfo.processInfo.operatingSystemVersionString
            if !ids.isEmpty { build += "; assets: " + ids.joined(separator: ", ") }
            return BackendIdentity(
                backend: FoundationModelsBackend.name, modelVersion: version, device: Self.device, osBuild: build)
        }

        /// `ios26.4`, `macos26.4.1`: the platform and the OS version.
        static var osVersion: String {
            let v = ProcessInfo.processInfo.operatingSystemVersion
            var text = "\(v.majorVersion).\(v.minorVersion)"
            if v.patchVersion > 0 { text += ".\(v.patchVersion)" }
            #if os(iOS)
                return "ios" + text
            #elseif os(macOS)
                return "macos" + text
            #else
                return "os" + text
            #endif
        }

        /// The hardware model from `uname` (`iPhone17,1` on an iPhone, `arm64` on a
        /// Mac). Not the host name: that is often the owner's name ("Omar's
        /// iPhone"), and reports are committed.
        static var device: String? {
            var info = utsname()
            guard uname(&info) == 0 else { return nil }
            let machine = withUnsafeBytes(of: &info.machine) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            return machine.isEmpty ? nil : machine
        }

        // MARK: The gate

        private func acquire() async {
            if !busy {
                busy = true
                return
            }
            await withCheckedContinuation { waiting.append($0) }
        }

        private func release() {
            if waiting.isEmpty {
                busy = false
            } else {
                waiting.removeFirst().resume()  // hand the gate over; busy stays true
            }
        }
    }

    // MARK: - The guided-generation reading (no choices offered)

    /// The reading when no shop or category is offered: the intent alone.
    @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
    @Generable
    struct IntentReading {
        @Guide(description: "The single kind of question the user is asking.")
        var intent: GeneratedIntent
    }

    /// The 20 intents, mirroring `FinanceAssistant.Intent` case for case (plain
    /// cases: that is what `@Generable` enums are documented to support).
    @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
    @Generable
    enum GeneratedIntent {
        case leftover
        case dailyAllowance
        case balance
        case spendingTotal
        case incomeTotal
        case merchantSpend
        case categorySpend
        case periodSummary
        case comparePeriods
        case topCategories
        case topMerchants
        case largestExpenses
        case lastPurchase
        case subscriptions
        case upcomingCharges
        case projection
        case savingsIdeas
        case averageSpending
        case offTopic
        case unclear

        /// The pipeline's intent of the same name. A switch, not
        /// `String(describing:)`, so the mapping is checked by the compiler.
        var intent: FinanceAssistant.Intent {
            switch self {
            case .leftover: return .leftover
            case .dailyAllowance: return .dailyAllowance
            case .balance: return .balance
            case .spendingTotal: return .spendingTotal
            case .incomeTotal: return .incomeTotal
            case .merchantSpend: return .merchantSpend
            case .categorySpend: return .categorySpend
            case .periodSummary: return .periodSummary
            case .comparePeriods: return .comparePeriods
            case .topCategories: return .topCategories
            case .topMerchants: return .topMerchants
            case .largestExpenses: return .largestExpenses
            case .lastPurchase: return .lastPurchase
            case .subscriptions: return .subscriptions
            case .upcomingCharges: return .upcomingCharges
            case .projection: return .projection
            case .savingsIdeas: return .savingsIdeas
            case .averageSpending: return .averageSpending
            case .offTopic: return .offTopic
            case .unclear: return .unclear
            }
        }
    }
#endif
