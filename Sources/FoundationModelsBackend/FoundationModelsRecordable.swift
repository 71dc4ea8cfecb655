#if canImport(FoundationModels)
    import FinanceAssistant
    import Foundation
    import FoundationModels
    import TallyKit
    import TallyModel
    import TallyRecorder

    /// Tally's own reader (`--backend foundation-models`) for `TallyRecorder`: what
    /// an iPhone records when the app under test is Tally's reference reader
    /// rather than the app's own. Its model version is the backend's, asked once
    /// (one probe question), so a replay names the model as a live run would.
    @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
    public struct FoundationModelsRecordable: RecordableReader {
        public let name = FoundationModelsBackend.name
        public let modelVersion: String
        public var promptVersion: String { reader.prompt.version }
        public var promptLabel: String? { reader.prompt.label }
        public var contract: ReadingContract? { reader.prompt.contract }
        let reader: FoundationModelsReader

        /// The reader of `model` under `prompt` (a prompt folder's `PromptFolder.load`), its model version resolved.
        public static func make(
            model: FoundationModelsModel = .onDevice, prompt: Prompt = .builtIn
        ) async -> FoundationModelsRecordable {
            let backend = FoundationModelsBackend(model: model, prompt: prompt)
            let version = await backend.identity.modelVersion
            return FoundationModelsRecordable(modelVersion: version, reader: backend.reader)
        }

        public func read(_ request: ClassificationRequest) async -> ClassifierOutcome {
            await reader.classify(request)
        }
    }
#endif
