#if canImport(FoundationModels)
    import FinanceAssistant
    import Foundation
    import FoundationModels
    import TallyKit
    import TallyModel
    import TallyRecorder

    // FoundationModels has its own `PromptBuilder` (a result builder), so the
    // pipeline's is always written `FinanceAssistant.PromptBuilder` here; and
    // `FinanceAssistant.Intent` likewise, in case a later SDK adds an `Intent`.

    /// Every call to Apple's model, one at a time.
    ///
    /// An actor alone does not serialise async work: it is re-entrant, so while
    /// one call awaits `respond`, another could start its own session. The gate
    /// below (`acquire` / `release`) queues callers in order, so with `--jobs N`
    /// the model still sees one request at a time — as in the seed app, where all
    /// model calls funnel through one actor so two features cannot burn the
    /// (unpublished) rate budget twice as fast.
    ///
    /// SDK gates: `canImport(FoundationModels, _version: 1.5.2)` is the 26.5 SDK
    /// (the first whose interface was read: `contextSize`, `tokenCount(for:)`);
    /// `_version: 2` the 27 SDK (Apple's own gate, in mlx-swift-lm's
    /// `MLXLanguageModel.swift`); `_version: 2.0.68` the 27.1 SDK, the first
    /// seen with `SystemLanguageModel.variant`. Each is paired with `#available`
    /// for the OS the app runs on.
    @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
    public actor FoundationModelsReader {
        /// Attempts in all when throttled (`rateLimited`, `concurrentRequests`, a quota).
        static let attempts = 3
        /// A reset further away than this is not waited for: the turn gives up as `rateLimited`.
        static let longestResetWait: Double = 30

        /// Waits the given seconds; injectable so a test can record the schedule.
        public typealias Sleep = @Sendable (Double) async -> Void

        public let model: FoundationModelsModel
        /// The prompt every session is given: its instructions, its contract's schema.
        public let prompt: Prompt
        private let sleep: Sleep
        private let now: @Sendable () -> Date
        private var busy = false
        private var waiting: [CheckedContinuation<Void, Never>] = []
        /// Asset ids seen in any response (`Transcript.Response.assetIDs`).
        private var assetIDs: Set<String> = []
        private var probed = false
        /// What each turn cost, from `Response.usage` (27), until the runner takes it.
        nonisolated let usage = Locked<[TurnKey: TokenUsage]>([:])

        public init(
            model: FoundationModelsModel = .onDevice, prompt: Prompt = .builtIn,
            sleep: @escaping Sleep = FoundationModelsReader.taskSleep, now: @escaping @Sendable () -> Date = { Date() }
        ) {
            self.model = model
            self.prompt = prompt
            self.sleep = sleep
            self.now = now
        }

        public static let taskSleep: Sleep = { seconds in
            try? await Task.sleep(nanoseconds: UInt64(max(0, min(seconds, 3600)) * 1_000_000_000))
        }

        // MARK: Classifying

        /// Reads one request: availability first, then the model, then the error
        /// mapping. Never throws. `turn` files the turn's token counts.
        public func classify(_ request: ClassificationRequest, turn: TurnKey? = nil) async -> ClassifierOutcome {
            await acquire()
            defer { release() }
            if Task.isCancelled { return .failure(.timedOut, message: "cancelled before the model was asked") }
            if let problem = unavailability(for: request) { return problem }

            var attempt = 1
            while true {
                switch await askOnce(request, turn: turn) {
                case .done(let outcome):
                    return outcome
                case .throttled(let what, let resetDate):
                    guard attempt < Self.attempts else {
                        return .failure(.rateLimited, message: "\(what); gave up after \(attempt) attempts")
                    }
                    // A reset time the model gave is honoured; otherwise the seed's
                    // schedule: 2 s, then 4 s (±25 % jitter), then give up so the
                    // pipeline falls back to the rules instead of hanging.
                    var pause = Self.backoffSeconds(afterAttempt: attempt)
                    if let resetDate {
                        let wait = resetDate.timeIntervalSince(now())
                        guard wait <= Self.longestResetWait else {
                            return .failure(
                                .rateLimited,
                                message:
                                    "\(what); it resets in \(Int(wait.rounded(.up))) s, past the \(Int(Self.longestResetWait)) s a turn waits"
                            )
                        }
                        pause = max(0, wait)
                    }
                    await sleep(pause)
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

        /// Why the model cannot read this request here, if it cannot.
        private func unavailability(for request: ClassificationRequest) -> ClassifierOutcome? {
            let locale = Locale(identifier: request.locale.rawValue)
            switch model {
            case .onDevice:
                let system = SystemLanguageModel.default
                if case .unavailable(let reason) = system.availability {
                    return .failure(.unavailable, message: "\(reason)")
                }
                guard system.supportsLocale(locale) else {
                    return .failure(
                        .unavailable,
                        message: "the on-device model does not support the locale '\(request.locale.rawValue)'")
                }
                return nil
            case .privateCloudCompute:
                #if canImport(FoundationModels, _version: 2)
                    if #available(macOS 27.0, iOS 27.0, visionOS 27.0, *) {
                        let pcc = PrivateCloudComputeLanguageModel()
                        if case .unavailable(let reason) = pcc.availability {
                            return .failure(.unavailable, message: "Private Cloud Compute: \(reason)")
                        }
                        guard pcc.supportsLocale(locale) else {
                            return .failure(
                                .unavailable,
                                message:
                                    "Private Cloud Compute does not support the locale '\(request.locale.rawValue)'")
                        }
                        let quota = pcc.quotaUsage
                        if quota.isLimitReached {
                            let reset = quota.resetDate.map {
                                " until \(Int($0.timeIntervalSince(now()).rounded(.up))) s"
                            }
                            return .failure(.rateLimited, message: "Private Cloud Compute: quota reached\(reset ?? "")")
                        }
                        return nil
                    }
                #endif
                return .failure(
                    .unavailable, message: "Private Cloud Compute needs OS 27 and a build with Xcode 27 or later")
            }
        }

        /// One question to a fresh session, with the dynamic schema (`FoundationModelsSchema`).
        func askOnce(_ request: ClassificationRequest, turn: TurnKey?) async -> FoundationModelsStep {
            let instructions = self.prompt.instructions
            let prompt = FinanceAssistant.PromptBuilder.userPrompt(for: request)
            #if canImport(FoundationModels, _version: 2)
                // Back-deployed to 26.0: a build with Xcode 27 uses it on every 26.x device too.
                let options = GenerationOptions(samplingMode: .greedy, temperature: 0)
            #else
                let options = GenerationOptions(sampling: .greedy, temperature: 0)
            #endif
            do {
                let schema = try FoundationModelsSchema.schema(for: request, prompt: self.prompt)
                if let overflow = await overBudget(instructions: instructions, prompt: prompt, schema: schema) {
                    return overflow
                }
                let session = try makeSession(instructions: instructions)
                // `includeSchemaInPrompt:` always: it keeps this call on the 26.0 overload,
                // never the 27.0 `contextOptions:` one.
                let response = try await session.respond(
                    to: prompt, schema: schema, includeSchemaInPrompt: true, options: options)
                noteAssets(in: response.transcriptEntries)
                #if canImport(FoundationModels, _version: 2)
                    if #available(macOS 27.0, iOS 27.0, visionOS 27.0, *), let turn {
                        let u = response.usage
                        usage.withLock {
                            $0[turn] = TokenUsage(prompt: u.input.totalTokenCount, completion: u.output.totalTokenCount)
                        }
                    }
                #endif
                return .done(
                    FoundationModelsSchema.outcome(from: response.content, request: request, prompt: self.prompt))
            } catch let error as LanguageModelSession.GenerationError {
                return FoundationModelsStep.step(for: error, window: Self.window)
            } catch is CancellationError {
                return .done(.failure(.timedOut, message: "cancelled while the model was answering"))
            } catch {
                #if canImport(FoundationModels, _version: 2)
                    if #available(macOS 27.0, iOS 27.0, visionOS 27.0, *),
                        let step = FoundationModelsStep.step(for27: error)
                    {
                        return step
                    }
                #endif
                return .done(.failure(.failed, message: FoundationModelsStep.describe(error)))
            }
        }

        private func makeSession(instructions: String) throws -> LanguageModelSession {
            switch model {
            case .onDevice:
                return LanguageModelSession(model: .default, instructions: instructions)
            case .privateCloudCompute:
                #if canImport(FoundationModels, _version: 2)
                    if #available(macOS 27.0, iOS 27.0, visionOS 27.0, *) {
                        return LanguageModelSession(
                            model: PrivateCloudComputeLanguageModel(), instructions: instructions)
                    }
                #endif
                throw BackendError("Private Cloud Compute needs OS 27 and a build with Xcode 27 or later")
            }
        }

        /// The on-device window: the model's own from the 26.5 SDK on (4,096 before OS 27,
        /// its own after), 4,096 with an older SDK.
        static var window: Int {
            #if canImport(FoundationModels, _version: 1.5.2)
                return SystemLanguageModel.default.contextSize
            #else
                return 4096
            #endif
        }

        /// With `tokenCount(for:)` (OS 26.4+, 26.5 SDK+), the exact size of the
        /// instructions, prompt and schema: a question that cannot fit the
        /// on-device window is `contextOverflow` without being asked (and never retried).
        private func overBudget(
            instructions: String, prompt: String, schema: GenerationSchema
        ) async
            -> FoundationModelsStep?
        {
            #if canImport(FoundationModels, _version: 1.5.2)
                guard model == .onDevice else { return nil }
                if #available(macOS 26.4, iOS 26.4, visionOS 26.4, *) {
                    let system = SystemLanguageModel.default
                    guard let a = try? await system.tokenCount(for: Instructions(instructions)),
                        let b = try? await system.tokenCount(for: prompt),
                        let c = try? await system.tokenCount(for: schema)
                    else { return nil }
                    let window = system.contextSize
                    if a + b + c > window {
                        return FoundationModelsStep.fail(
                            .contextOverflow,
                            "the instructions, prompt and schema take \(FoundationModelsStep.grouped(a + b + c)) tokens (tokenCount), over the \(FoundationModelsStep.grouped(window))-token window; not asked"
                        )
                    }
                }
            #endif
            return nil
        }

        // MARK: Which model ran

        /// Records the asset ids of the model responses among `entries`.
        private func noteAssets(in entries: ArraySlice<Transcript.Entry>) {
            for entry in entries {
                if case .response(let response) = entry { assetIDs.formUnion(response.assetIDs) }
            }
        }

        /// Who reads. The model version is the OS version (`ios26.4`,
        /// `macos26.4.1`); for Private Cloud Compute `pcc-ios27.0`; then the
        /// on-device model's variant where the SDK names it (27.1 SDK:
        /// `ios27.1+afm-3-core`); then a short digest of the response asset ids
        /// when known (`ios26.4+1a2b3c4d`), since Apple may update assets and
        /// guardrails outside OS updates. `osBuild` carries
        /// `operatingSystemVersionString` and the full asset ids.
        ///
        /// Asset ids arrive only with a response, and `tally` reads the identity
        /// once, before the first turn. So the first time the identity is asked
        /// for, one probe question ("hello", no choices) is sent through the same
        /// gate. If the model is unavailable, the probe learns nothing.
        func identity(modelVersion override: String?) async -> BackendIdentity {
            if !probed {
                probed = true
                _ = await classify(ClassificationRequest(message: "hello", locale: .en))
            }
            let ids = assetIDs.sorted()
            var version = override ?? (model == .privateCloudCompute ? "pcc-" : "") + RecordingDevice.osVersion
            if override == nil, model == .onDevice, let variant = Self.variant { version += "+" + variant }
            if override == nil, !ids.isEmpty {
                version += "+" + String(FinanceAssistant.SHA256.hex(ids.joined(separator: "\n")).prefix(8))
            }
            var build = ProcessInfo.processInfo.operatingSystemVersionString
            if !ids.isEmpty { build += "; assets: " + ids.joined(separator: ", ") }
            return BackendIdentity(
                backend: FoundationModelsBackend.name, modelVersion: version, device: Self.device, osBuild: build)
        }

        /// `afm-3-core`: the on-device model's variant, where the SDK and the OS name it.
        static var variant: String? {
            #if canImport(FoundationModels, _version: 2.0.68)
                if #available(macOS 27.0, iOS 27.0, visionOS 27.0, *) {
                    let words = SystemLanguageModel.default.variant.displayName.lowercased().split {
                        !($0.isLetter || $0.isNumber)
                    }
                    return words.isEmpty ? nil : words.joined(separator: "-")
                }
            #endif
            return nil
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
#endif
