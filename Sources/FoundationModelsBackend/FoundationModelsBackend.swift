#if canImport(FoundationModels)
    // The `foundation-models` backend: Apple's `SystemLanguageModel` (macOS / iOS
    // 26+ with Apple Intelligence) or Private Cloud Compute (27+), behind the same
    // pipeline as every other backend (docs/backends.md, docs/foundation-models.md).
    //
    // On Linux `FoundationModels` is the stand-in in Sources/FoundationModelsStandIn,
    // which declares Apple's published interface (26.5 SDK; the Xcode 27 beta with
    // TALLY_FM_SDK=27): every Linux build type-checks this target against those
    // declarations and its tests drive it through scripted answers. That shows the
    // code agrees with the declarations, not that it behaves so on a device.
    import FinanceAssistant
    import Foundation
    import FoundationModels
    import TallyKit
    import TallyModel

    /// Reads each turn with one of Apple's models: a fresh `LanguageModelSession`
    /// per question with the pipeline's instructions, greedy sampling, guided
    /// generation; every call goes through one `FoundationModelsReader` actor.
    @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
    public struct FoundationModelsBackend: Backend {
        public static let name = "foundation-models"

        /// The one actor every model call goes through.
        public let reader: FoundationModelsReader
        /// `--model-version`: replaces the OS-derived model version in reports.
        let modelVersionOverride: String?

        public init(
            model: FoundationModelsModel = .onDevice, modelVersion: String? = nil, prompt: Prompt = .builtIn,
            reader: FoundationModelsReader? = nil
        ) {
            self.modelVersionOverride = modelVersion
            self.reader = reader ?? FoundationModelsReader(model: model, prompt: prompt)
        }

        /// From the command line (`--model`, `--model-version`, `--prompt`: the options its descriptor,
        /// `BackendFactory.foundationModels`, declares).
        public init(input: BackendInput) throws {
            self.init(
                model: try FoundationModelsModel.parse(try input.value(BackendOptions.model)),
                modelVersion: try input.value(BackendOptions.modelVersion), prompt: input.prompt)
        }

        /// The prompt every question is sent under (`--prompt DIR`, or the built-in one).
        public var prompt: PromptIdentity { PromptIdentity(reader.prompt) }

        public var identity: BackendIdentity {
            get async { await reader.identity(modelVersion: modelVersionOverride) }
        }

        /// Stops a run at once when the model cannot run here, rather than writing
        /// a report in which the rules read every turn under this backend's name.
        /// (Each turn still checks availability too: the model can go away mid-run.)
        public func prepare() async throws {
            switch reader.model {
            case .onDevice:
                if case .unavailable(let reason) = SystemLanguageModel.default.availability {
                    throw BackendError(
                        "foundation-models: the on-device model is unavailable here (\(reason)); it needs a Mac or iPhone "
                            + "eligible for Apple Intelligence, with Apple Intelligence turned on and the model downloaded. "
                            + "Elsewhere, replay predictions recorded on such a device: --backend replay --predictions FILE"
                    )
                }
            case .privateCloudCompute:
                #if canImport(FoundationModels, _version: 2)
                    if #available(macOS 27.0, iOS 27.0, visionOS 27.0, *) {
                        if case .unavailable(let reason) = PrivateCloudComputeLanguageModel().availability {
                            throw BackendError(
                                "foundation-models --model private-cloud-compute: Private Cloud Compute is unavailable here (\(reason)); "
                                    + "it needs an eligible device, the network, and the app's Private Cloud Compute entitlement"
                            )
                        }
                        return
                    }
                #endif
                throw BackendError(
                    "foundation-models --model private-cloud-compute needs macOS or iOS 27 and a tally built with Xcode 27 or later"
                )
            }
        }

        public func reader(for turn: TurnKey) -> Reader {
            .model(FoundationModelsClassifier(reader: self.reader, turn: turn))
        }

        /// What the model said the turn cost (`Response.usage`, OS 27 with the 27 SDK).
        public func takeTokenUsage(for turn: TurnKey) -> TokenUsage? {
            reader.usage.withLock { $0.removeValue(forKey: turn) }
        }
    }

    /// One turn's classifier: hands the request to the shared actor.
    @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
    struct FoundationModelsClassifier: Classifier {
        let reader: FoundationModelsReader
        let turn: TurnKey

        func classify(_ request: ClassificationRequest) async -> ClassifierOutcome {
            await reader.classify(request, turn: turn)
        }
    }
#endif
