import FinanceAssistant
import Foundation
import TallyRecorder
import Testing

@testable import FoundationModelsBackend
@testable import TallyKit
@testable import TallyModel

#if os(Linux)
    import FoundationModels

    /// The Foundation Models backend driven through the Linux stand-in, whose
    /// declarations are those of Apple's published interface (26.5 SDK by
    /// default; `make fm-sdks` runs these again on the Xcode 27 surfaces). The
    /// model's answers, errors and availability are scripted per test.
    @Suite("Foundation Models backend (scripted stand-in)", .serialized)
    struct FoundationModelsBackendTests {
        /// The pauses the reader asked for, in order.
        final class Pauses: Sendable {
            let taken = Locked<[Double]>([])
            var sleep: FoundationModelsReader.Sleep { { [taken] s in taken.withLock { $0.append(s) } } }
            var values: [Double] { taken.value }
        }

        static let t0 = Date(timeIntervalSince1970: 1_800_000_000)

        static func answering(
            _ intent: String, merchant: String? = nil, assets: [String] = ["asset-a"]
        )
            -> FoundationModelsStandIn.Script
        {
            var script = FoundationModelsStandIn.Script()
            script.availability = .available
            script.respond = { _ in
                FoundationModelsStandIn.Reply(
                    content: GeneratedContent(properties: ["intent": intent, "merchant": merchant ?? "none"]),
                    assetIDs: assets, usage: (input: 412, output: 9))
            }
            return script
        }

        static func reader(_ pauses: Pauses, model: FoundationModelsModel = .onDevice) -> FoundationModelsReader {
            FoundationModelsReader(model: model, sleep: pauses.sleep, now: { t0 })
        }

        static func request(_ message: String, merchants: [String] = []) -> ClassificationRequest {
            ClassificationRequest(message: message, locale: .en, merchantChoices: merchants)
        }

        static func failure(_ outcome: ClassifierOutcome) -> (ClassifierFailure, String)? {
            if case .failure(let kind, let message) = outcome { return (kind, message) }
            return nil
        }

        // MARK: Availability

        @Test(
            "unavailable: prepare() stops the run with the reason and each turn is `unavailable`",
            arguments: [
                (SystemLanguageModel.Availability.UnavailableReason.deviceNotEligible, "deviceNotEligible"),
                (.appleIntelligenceNotEnabled, "appleIntelligenceNotEnabled"), (.modelNotReady, "modelNotReady"),
            ])
        func unavailable(reason: SystemLanguageModel.Availability.UnavailableReason, name: String) async throws {
            var script = Self.answering("balance")
            script.availability = .unavailable(reason)
            FoundationModelsStandIn.reset(script)
            let backend = FoundationModelsBackend(reader: Self.reader(Pauses()))
            let error = await #expect(throws: BackendError.self) { try await backend.prepare() }
            #expect(
                error?.message
                    == "foundation-models: the on-device model is unavailable here (\(name)); it needs a Mac or iPhone eligible for Apple Intelligence, with Apple Intelligence turned on and the model downloaded. Elsewhere, replay predictions recorded on such a device: --backend replay --predictions FILE"
            )
            let outcome = await backend.reader.classify(Self.request("What's my balance?"))
            #expect(Self.failure(outcome)?.0 == .unavailable)
            #expect(Self.failure(outcome)?.1 == name)
            #expect(FoundationModelsStandIn.requests.isEmpty)
        }

        @Test("available: a reading; a locale the model does not support is `unavailable`, never asked")
        func availableAndLocale() async throws {
            var script = Self.answering("balance")
            script.locales = ["en"]
            FoundationModelsStandIn.reset(script)
            let backend = FoundationModelsBackend(reader: Self.reader(Pauses()))
            try await backend.prepare()
            let read = await backend.reader.classify(Self.request("What's my balance?"))
            #expect(read.reading?.intent == .balance)
            let french = await backend.reader.classify(
                ClassificationRequest(message: "Quel est mon solde ?", locale: .fr))
            #expect(Self.failure(french)?.0 == .unavailable)
            #expect(Self.failure(french)?.1 == "the on-device model does not support the locale 'fr'")
            #expect(FoundationModelsStandIn.requests.count == 1)
        }

        // MARK: Errors

        typealias GE = LanguageModelSession.GenerationError
        static let context = GE.Context(debugDescription: "scripted")

        @Test(
            "each GenerationError is mapped to its outcome, asked once",
            arguments: [
                (
                    GE.exceededContextWindowSize(context), ClassifierFailure.contextOverflow,
                    "exceededContextWindowSize: the prompt and schema exceed the 4,096-token window"
                ),
                (
                    .guardrailViolation(context), .invalidOutput,
                    "guardrailViolation: the safety guardrails blocked this message"
                ),
                (
                    .refusal(GE.Refusal(transcriptEntries: []), context), .invalidOutput,
                    "refusal: the model refused to classify this message"
                ),
                (
                    .decodingFailure(context), .invalidOutput,
                    "decodingFailure: the output did not decode into the schema"
                ),
                (
                    .unsupportedGuide(context), .invalidOutput,
                    "unsupportedGuide: the schema uses a guide the model does not support"
                ),
                (
                    .assetsUnavailable(context), .unavailable,
                    "assetsUnavailable: the model's assets are not on this device"
                ),
                (.unsupportedLanguageOrLocale(context), .unavailable, "unsupportedLanguageOrLocale"),
            ])
        func mapped(error: GE, kind: ClassifierFailure, message: String) async throws {
            var script = Self.answering("balance")
            script.respond = { _ in throw error }
            FoundationModelsStandIn.reset(script)
            let pauses = Pauses()
            let outcome = await Self.reader(pauses).classify(Self.request("What's my balance?"))
            #expect(Self.failure(outcome)?.0 == kind)
            #expect(Self.failure(outcome)?.1 == message)
            // Not retried: one question, no pause (a context overflow above all).
            #expect(FoundationModelsStandIn.requests.count == 1)
            #expect(pauses.values.isEmpty)
        }

        @Test(
            "rateLimited and concurrentRequests back off 2 s then 4 s (±25 %), then give up as rateLimited",
            arguments: [(GE.rateLimited(context), "rateLimited"), (.concurrentRequests(context), "concurrentRequests")])
        func backoffGivesUp(error: GE, name: String) async throws {
            var script = Self.answering("balance")
            script.respond = { _ in throw error }
            FoundationModelsStandIn.reset(script)
            let pauses = Pauses()
            let outcome = await Self.reader(pauses).classify(Self.request("What's my balance?"))
            #expect(Self.failure(outcome)?.0 == .rateLimited)
            #expect(Self.failure(outcome)?.1 == "\(name); gave up after 3 attempts")
            #expect(FoundationModelsStandIn.requests.count == 3)
            #expect(pauses.values.count == 2)
            #expect((1.5...2.5).contains(pauses.values[0]) && (3.0...5.0).contains(pauses.values[1]))
        }

        @Test("a throttle that clears: the second attempt's reading, after one pause")
        func backoffRecovers() async throws {
            let calls = Locked(0)
            var script = Self.answering("balance")
            script.respond = { _ in
                let n = calls.withLock { c -> Int in
                    c += 1
                    return c
                }
                if n == 1 { throw GE.rateLimited(Self.context) }
                return FoundationModelsStandIn.Reply(content: GeneratedContent(properties: ["intent": "balance"]))
            }
            FoundationModelsStandIn.reset(script)
            let pauses = Pauses()
            let outcome = await Self.reader(pauses).classify(Self.request("What's my balance?"))
            #expect(outcome.reading?.intent == .balance)
            #expect(pauses.values.count == 1)
        }

        @Test("an unknown error is `failed`, named by its type")
        func unknownError() async throws {
            struct Odd: Error {}
            var script = Self.answering("balance")
            script.respond = { _ in throw Odd() }
            FoundationModelsStandIn.reset(script)
            let outcome = await Self.reader(Pauses()).classify(Self.request("What's my balance?"))
            #expect(Self.failure(outcome)?.0 == .failed)
            #expect(Self.failure(outcome)?.1 == "Odd: Odd()")
        }

        @Test("tokenCount (26.4+): a question over the window is contextOverflow without being asked")
        func budget() async throws {
            var script = Self.answering("balance")
            script.contextSize = 4096
            script.tokens = { $0.contains("What's my balance") ? 5000 : 10 }
            FoundationModelsStandIn.reset(script)
            let outcome = await Self.reader(Pauses()).classify(Self.request("What's my balance?"))
            #expect(Self.failure(outcome)?.0 == .contextOverflow)
            #expect(
                Self.failure(outcome)?.1
                    == "the instructions, prompt and schema take 5,020 tokens (tokenCount), over the 4,096-token window; not asked"
            )
            #expect(FoundationModelsStandIn.requests.isEmpty)
        }

        // MARK: What is asked

        @Test("a fresh session per question: the pipeline's instructions, greedy, temperature 0, schema in the prompt")
        func whatIsAsked() async throws {
            FoundationModelsStandIn.reset(Self.answering("balance"))
            _ = await Self.reader(Pauses()).classify(Self.request("What's my balance?"))
            let asked = try #require(FoundationModelsStandIn.requests.first)
            #expect(asked.model == "on-device")
            #expect(asked.instructions == FinanceAssistant.PromptBuilder.instructions)
            #expect(asked.prompt == FinanceAssistant.PromptBuilder.userPrompt(for: Self.request("What's my balance?")))
            #expect(asked.includeSchemaInPrompt)
            #if canImport(FoundationModels, _version: 2)
                #expect(asked.options.samplingMode == .greedy)
            #else
                #expect(asked.options.sampling == .greedy)
            #endif
            #expect(asked.options.temperature == 0)
        }

        @Test("the dynamic schema offers a shop only when the message signals one")
        func schemaOffersShopsOnSignal() async throws {
            FoundationModelsStandIn.reset(Self.answering("merchantSpend", merchant: "Lidl"))
            let set = try EvalSet.load(
                at: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                        "eval-sets/finely/v1"))
            let backend = FoundationModelsBackend(reader: Self.reader(Pauses()))
            let reader = backend.reader(for: TurnKey(caseID: "t", turn: 1))
            let pipeline = AssistantPipeline(context: ReadingContext(ledger: set.ledger), reader: reader)
            let plain = await pipeline.read("What's my balance?")
            let shop = await pipeline.read("How much did I spend at Lidl last month?")
            let asked = FoundationModelsStandIn.requests
            try #require(asked.count == 2)
            let first = FoundationModelsStandIn.properties(of: asked[0].schema)
            let second = FoundationModelsStandIn.properties(of: asked[1].schema)
            #expect(first.keys.sorted() == ["intent"])
            #expect(first["intent"]?.count == 20)
            #expect(second.keys.contains("merchant"))
            #expect(second["merchant"]?.contains("Lidl") == true)
            #expect(second["merchant"]?.last == "none")
            #expect(asked[0].prompt.contains("What's my balance?"))
            #expect(plain.request?.merchantChoices == [])
            #expect(shop.reading.merchant == "Lidl")
        }

        @Test("an intent outside the 20 is invalidOutput; `none` is no shop")
        func outcomes() async throws {
            FoundationModelsStandIn.reset(Self.answering("gossip"))
            let bad = await Self.reader(Pauses()).classify(Self.request("What's my balance?"))
            #expect(Self.failure(bad)?.0 == .invalidOutput)
            #expect(Self.failure(bad)?.1 == "the intent is not one of the 20 names")
            FoundationModelsStandIn.reset(Self.answering("balance", merchant: "none"))
            let good = await Self.reader(Pauses()).classify(Self.request("What's my balance?", merchants: ["Lidl"]))
            #expect(good.reading == ModelReading(intent: .balance, merchant: nil, category: nil))
        }

        @Test("--prompt: the session gets the folder's instructions; under smart-budget the model also picks a period")
        func smartBudgetPrompt() async throws {
            let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("prompts/smart-budget/1")
            let prompt = try PromptFolder.load(folder)
            var script = Self.answering("spendingTotal")
            script.respond = { _ in
                FoundationModelsStandIn.Reply(
                    content: GeneratedContent(properties: [
                        "intent": "spendingTotal", "period": "lastMonth", "comparison": "none", "limit": "none",
                    ]))
            }
            FoundationModelsStandIn.reset(script)
            var input = BackendInput()
            input.prompt = prompt
            let backend = try FoundationModelsBackend(input: input)
            #expect(backend.prompt == PromptIdentity(prompt))
            #expect(backend.prompt.label == "smart-budget-1")
            let request = ClassificationRequest(
                message: "How much did I spend last month?", locale: .en,
                periodChoices: [PeriodChoice.none, "thisMonth", "lastMonth"])
            let read = await backend.reader.classify(request)
            #expect(read.reading == ModelReading(intent: .spendingTotal, period: "lastMonth"))
            let asked = try #require(FoundationModelsStandIn.requests.first)
            #expect(asked.instructions == prompt.instructions)
            let properties = FoundationModelsStandIn.properties(of: asked.schema)
            #expect(properties.keys.sorted() == ["comparison", "intent", "limit", "period"])
            #expect(properties["period"] == [PeriodChoice.none, "thisMonth", "lastMonth"])
            #expect(properties["limit"] == PeriodChoice.limits)

            // A period the request did not offer is the model's invalid output, as over http.
            script.respond = { _ in
                FoundationModelsStandIn.Reply(
                    content: GeneratedContent(properties: ["intent": "spendingTotal", "period": "lastDecade"]))
            }
            FoundationModelsStandIn.reset(script)
            let bad = await backend.reader.classify(request)
            #expect(Self.failure(bad)?.0 == .invalidOutput)
            #expect(Self.failure(bad)?.1 == "period 'lastDecade': not one of the choices offered")
        }

        @Test("one question at a time, whatever --jobs asks")
        func oneAtATime() async throws {
            var script = Self.answering("balance")
            script.respond = { _ in
                try await Task.sleep(nanoseconds: 5_000_000)
                return FoundationModelsStandIn.Reply(content: GeneratedContent(properties: ["intent": "balance"]))
            }
            FoundationModelsStandIn.reset(script)
            let reader = Self.reader(Pauses())
            let readings = await withTaskGroup(of: ClassifierOutcome.self) { group in
                for i in 0..<8 { group.addTask { await reader.classify(Self.request("balance \(i)")) } }
                var out: [ClassifierOutcome] = []
                for await o in group { out.append(o) }
                return out
            }
            #expect(readings.compactMap(\.reading).count == 8)
            #expect(FoundationModelsStandIn.requests.count == 8)
            #expect(FoundationModelsStandIn.mostAtOnce == 1)
        }

        // MARK: Who read

        @Test("identity: one probe, the OS version and the asset digest; --model-version replaces the version")
        func identity() async throws {
            FoundationModelsStandIn.reset(Self.answering("balance", assets: ["b", "a"]))
            let backend = FoundationModelsBackend(reader: Self.reader(Pauses()))
            let id = await backend.identity
            let digest = String(FinanceAssistant.SHA256.hex("a\nb").prefix(8))
            #expect(id.backend == "foundation-models")
            #expect(id.modelVersion.hasSuffix("+" + digest))
            #expect(id.modelVersion.hasPrefix("os"))
            #expect(id.osBuild?.hasSuffix("; assets: a, b") == true)
            _ = await backend.identity
            #expect(FoundationModelsStandIn.requests.map(\.prompt).filter { $0.contains("hello") }.count == 1)
            let named = FoundationModelsBackend(modelVersion: "ios26.4", reader: Self.reader(Pauses()))
            #expect(await named.identity.modelVersion == "ios26.4")
        }

        @Test("Tally's reader recorded with TallyRecorder: every v1 turn, named as the backend names it")
        func recordable() async throws {
            FoundationModelsStandIn.reset(Self.answering("balance", assets: ["a"]))
            let reader = await FoundationModelsRecordable.make()
            let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "tally-fm-\(UUID().uuidString).jsonl")
            defer { try? FileManager.default.removeItem(at: file) }
            let result = try await TallyRecorder(set: root.appendingPathComponent("eval-sets/finely/v1")).record(
                reader, to: file, createdAt: nil, recordsLatency: false)
            #expect(result.turns == 2170)
            let parsed = try PredictionFile.parse(try Data(contentsOf: file), file: "fm.jsonl")
            #expect(parsed.header.backend == "foundation-models")
            #expect(parsed.header.modelVersion == reader.modelVersion)
            #expect(parsed.header.promptVersion == FinanceAssistant.PromptBuilder.promptVersion)
            #expect(reader.modelVersion.hasSuffix("+" + String(FinanceAssistant.SHA256.hex("a").prefix(8))))
        }

        @Test("--model: on-device by default; anything else but private-cloud-compute is refused by name")
        func modelFlag() throws {
            #expect(try FoundationModelsModel.parse(nil) == .onDevice)
            #expect(try FoundationModelsModel.parse("private-cloud-compute") == .privateCloudCompute)
            let error = #expect(throws: UsageProblem.self) { try FoundationModelsModel.parse("gpt") }
            #expect(
                error?.description
                    == "--model 'gpt' is not one of Apple's models; use --model on-device or --model private-cloud-compute"
            )
        }

        #if canImport(FoundationModels, _version: 2)
            // MARK: The 27 SDK (make fm-sdks)

            static func throwing(_ error: any Error) -> FoundationModelsStandIn.Script {
                var script = Self.answering("balance")
                script.respond = { _ in throw error }
                return script
            }

            @Test(
                "27: each new error type is mapped as its 26 counterpart was, asked once",
                arguments: [
                    (
                        LanguageModelError.contextSizeExceeded(
                            .init(contextSize: 8192, tokenCount: 9001, debugDescription: "")) as any Error,
                        ClassifierFailure.contextOverflow,
                        "contextSizeExceeded: 9,001 tokens for the 8,192-token window"
                    ),
                    (
                        LanguageModelError.guardrailViolation(.init(debugDescription: "")), .invalidOutput,
                        "guardrailViolation: the safety guardrails blocked this message"
                    ),
                    (
                        LanguageModelError.refusal(.init(explanation: "", debugDescription: "")), .invalidOutput,
                        "refusal: the model refused to classify this message"
                    ),
                    (
                        LanguageModelError.unsupportedGenerationGuide(
                            .init(schemaName: "Reading", debugDescription: "")),
                        .invalidOutput, "unsupportedGenerationGuide: the model does not support a guide of Reading"
                    ),
                    (
                        LanguageModelError.unsupportedLanguageOrLocale(.init(languageCode: "fr", debugDescription: "")),
                        .unavailable, "unsupportedLanguageOrLocale: fr"
                    ),
                    (
                        LanguageModelError.timeout(.init(debugDescription: "")), .timedOut,
                        "timeout: the model did not finish"
                    ),
                    (
                        SystemLanguageModel.Error.assetsUnavailable(.init(debugDescription: "")), .unavailable,
                        "assetsUnavailable: the model's assets are not on this device"
                    ),
                    (
                        GeneratedContent.ParsingError(rawContent: "{\"intent\": 7}", debugDescription: ""),
                        .invalidOutput,
                        "parsingError: the output did not decode into the schema: {\"intent\": 7}"
                    ),
                    (
                        PrivateCloudComputeLanguageModel.Error.networkFailure(.init(debugDescription: "")),
                        .unavailable,
                        "networkFailure: Private Cloud Compute could not be reached"
                    ),
                    (
                        PrivateCloudComputeLanguageModel.Error.serviceUnavailable(.init(debugDescription: "")),
                        .unavailable, "serviceUnavailable: Private Cloud Compute is not serving"
                    ),
                ])
            func mapped27(error: any Error, kind: ClassifierFailure, message: String) async throws {
                FoundationModelsStandIn.reset(Self.throwing(error))
                let pauses = Pauses()
                let outcome = await Self.reader(pauses).classify(Self.request("What's my balance?"))
                #expect(Self.failure(outcome)?.0 == kind)
                #expect(Self.failure(outcome)?.1 == message)
                #expect(FoundationModelsStandIn.requests.count == 1)
                #expect(pauses.values.isEmpty)
            }

            @Test(
                "27: a rate limit or a quota waits until its resetDate, then gives up as rateLimited",
                arguments: [
                    (
                        LanguageModelError.rateLimited(.init(resetDate: t0 + 7, debugDescription: "")) as any Error,
                        "rateLimited"
                    ),
                    (
                        PrivateCloudComputeLanguageModel.Error.quotaLimitReached(
                            .init(resetDate: t0 + 7, debugDescription: "")), "quotaLimitReached"
                    ),
                    (LanguageModelSession.Error.concurrentRequests, "concurrentRequests"),
                ])
            func resetDate(error: any Error, name: String) async throws {
                FoundationModelsStandIn.reset(Self.throwing(error))
                let pauses = Pauses()
                let outcome = await Self.reader(pauses).classify(Self.request("What's my balance?"))
                #expect(Self.failure(outcome)?.0 == .rateLimited)
                #expect(Self.failure(outcome)?.1 == "\(name); gave up after 3 attempts")
                #expect(FoundationModelsStandIn.requests.count == 3)
                if name == "concurrentRequests" {
                    #expect((1.5...2.5).contains(pauses.values[0]) && (3.0...5.0).contains(pauses.values[1]))
                } else {
                    #expect(pauses.values == [7, 7])
                }
            }

            @Test("27: a reset past 30 s is not waited for: rateLimited at once, saying when")
            func resetTooFar() async throws {
                FoundationModelsStandIn.reset(
                    Self.throwing(LanguageModelError.rateLimited(.init(resetDate: Self.t0 + 120, debugDescription: "")))
                )
                let pauses = Pauses()
                let outcome = await Self.reader(pauses).classify(Self.request("What's my balance?"))
                #expect(Self.failure(outcome)?.1 == "rateLimited; it resets in 120 s, past the 30 s a turn waits")
                #expect(pauses.values.isEmpty)
                #expect(FoundationModelsStandIn.requests.count == 1)
            }

            @Test("27: Response.usage is the turn's tokens, taken once")
            func usage() async throws {
                FoundationModelsStandIn.reset(Self.answering("balance"))
                let backend = FoundationModelsBackend(reader: Self.reader(Pauses()))
                let turn = TurnKey(caseID: "period-en-0001", turn: 1)
                let classifier = try #require(backend.reader(for: turn).classifier)
                _ = await classifier.classify(Self.request("What's my balance?"))
                #expect(backend.takeTokenUsage(for: turn) == TokenUsage(prompt: 412, completion: 9))
                #expect(backend.takeTokenUsage(for: turn) == nil)
            }

            @Test("27: --model private-cloud-compute asks Private Cloud Compute, under its own model version")
            func privateCloudCompute() async throws {
                var script = Self.answering("balance", assets: [])
                script.privateCloudComputeAvailable = true
                FoundationModelsStandIn.reset(script)
                let backend = FoundationModelsBackend(
                    model: .privateCloudCompute, reader: Self.reader(Pauses(), model: .privateCloudCompute))
                try await backend.prepare()
                let id = await backend.identity
                #expect(id.modelVersion == "pcc-" + FoundationModelsReader.osVersion)
                #expect(FoundationModelsStandIn.requests.map(\.model) == ["private-cloud-compute"])
            }

            @Test("27: Private Cloud Compute unavailable stops the run; a reached quota is rateLimited, never asked")
            func privateCloudComputeRefusals() async throws {
                var script = Self.answering("balance")
                script.privateCloudComputeAvailable = false
                FoundationModelsStandIn.reset(script)
                let off = FoundationModelsBackend(
                    model: .privateCloudCompute, reader: Self.reader(Pauses(), model: .privateCloudCompute))
                let error = await #expect(throws: BackendError.self) { try await off.prepare() }
                #expect(
                    error?.message
                        == "foundation-models --model private-cloud-compute: Private Cloud Compute is unavailable here (systemNotReady); it needs an eligible device, the network, and the app's Private Cloud Compute entitlement"
                )
                script.privateCloudComputeAvailable = true
                script.quotaReached = Self.t0 + 600
                FoundationModelsStandIn.reset(script)
                let outcome = await Self.reader(Pauses(), model: .privateCloudCompute).classify(
                    Self.request("What's my balance?"))
                #expect(Self.failure(outcome)?.0 == .rateLimited)
                #expect(Self.failure(outcome)?.1 == "Private Cloud Compute: quota reached until 600 s")
                #expect(FoundationModelsStandIn.requests.isEmpty)
            }

            #if canImport(FoundationModels, _version: 2.0.68)
                @Test("27.1 SDK: the on-device model's variant is in the model version")
                func variant() async throws {
                    var script = Self.answering("balance", assets: [])
                    script.variantName = "AFM 3 Core Advanced"
                    FoundationModelsStandIn.reset(script)
                    let id = await FoundationModelsBackend(reader: Self.reader(Pauses())).identity
                    #expect(id.modelVersion == FoundationModelsReader.osVersion + "+afm-3-core-advanced")
                }
            #endif
        #endif

        #if !canImport(FoundationModels, _version: 2)
            @Test("26 SDK: --model private-cloud-compute stops the run, naming what it needs")
            func privateCloudComputeNeeds27() async throws {
                FoundationModelsStandIn.reset(Self.answering("balance"))
                let backend = FoundationModelsBackend(model: .privateCloudCompute, reader: nil)
                let error = await #expect(throws: BackendError.self) { try await backend.prepare() }
                #expect(
                    error?.message
                        == "foundation-models --model private-cloud-compute needs macOS or iOS 27 and a tally built with Xcode 27 or later"
                )
            }
        #endif
    }
#endif

#if os(macOS) && canImport(FoundationModels)
    /// On a Mac, against Apple's real framework: the backend either runs, or
    /// stops before the first turn with the documented line (a CI runner has no
    /// Apple Intelligence).
    @Suite("Foundation Models backend (Apple's framework)")
    struct FoundationModelsRealTests {
        @Test("prepare() runs, or names why the on-device model is unavailable")
        func prepare() async throws {
            guard #available(macOS 26.0, *) else { return }
            let backend = FoundationModelsBackend()
            do {
                try await backend.prepare()
                let outcome = await backend.reader.classify(
                    ClassificationRequest(message: "What's my balance?", locale: .en))
                if case .failure(let kind, let message) = outcome {
                    Issue.record("the model is available but the turn failed: \(kind) \(message)")
                }
            } catch let error as BackendError {
                #expect(error.message.hasPrefix("foundation-models: the on-device model is unavailable here ("))
            }
        }
    }
#endif
