import Foundation

// [26.5] L320–395: the class, the `instructions: String?` initialiser, `Response`,
// the two `respond` overloads the backend can reach (String prompt, with a
// schema; with a `Generable` type), `@unchecked Sendable`.
// [27.0b] L1916 adds `init(model: some LanguageModel, tools:, instructions: String?)`,
// L1928–1977 `Response.usage` and `Usage`, L2110 the `respond(to:schema:options:contextOptions:metadata:)`
// overload, L1986 `LanguageModelSession.Error`. Subset: transcripts, streaming,
// prewarming, the `Prompt` and builder overloads.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
final public class LanguageModelSession {
    let modelName: String
    let instructions: String?

    @_disfavoredOverload
    convenience public init(
        model: SystemLanguageModel = .default, tools: [any Tool] = [], instructions: String? = nil
    ) {
        self.init(modelName: "on-device", instructions: instructions)
    }

    init(modelName: String, instructions: String?) {
        self.modelName = modelName
        self.instructions = instructions
    }

    public struct Response<Content> where Content: Generable {
        public let content: Content
        public let rawContent: GeneratedContent
        public let transcriptEntries: ArraySlice<Transcript.Entry>
        #if FM_SDK_27
            @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
            public var usage: LanguageModelSession.Usage { storedUsage }
            let storedUsage: LanguageModelSession.Usage
        #endif
    }

    @discardableResult
    @_disfavoredOverload
    nonisolated(nonsending) final public func respond(
        to prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> LanguageModelSession.Response<GeneratedContent> {
        try await ask(prompt, schema: schema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
    }

    @discardableResult
    @_disfavoredOverload
    nonisolated(nonsending) final public func respond<Content>(
        to prompt: String, generating type: Content.Type = Content.self, includeSchemaInPrompt: Bool = true,
        options: GenerationOptions = GenerationOptions()
    ) async throws -> LanguageModelSession.Response<Content> where Content: Generable {
        let raw = try await ask(
            prompt, schema: Content.generationSchema, includeSchemaInPrompt: includeSchemaInPrompt, options: options)
        #if FM_SDK_27
            return Response(
                content: try Content(raw.rawContent), rawContent: raw.rawContent,
                transcriptEntries: raw.transcriptEntries, storedUsage: raw.storedUsage)
        #else
            return Response(
                content: try Content(raw.rawContent), rawContent: raw.rawContent,
                transcriptEntries: raw.transcriptEntries)
        #endif
    }

    private func ask(
        _ prompt: String, schema: GenerationSchema, includeSchemaInPrompt: Bool, options: GenerationOptions
    ) async throws -> Response<GeneratedContent> {
        let reply = try await FoundationModelsStandIn.answer(
            FoundationModelsStandIn.Request(
                model: modelName, instructions: instructions, prompt: prompt, schema: schema,
                includeSchemaInPrompt: includeSchemaInPrompt, options: options))
        let entries: ArraySlice<Transcript.Entry> = [
            .response(Transcript.Response(assetIDs: reply.assetIDs, segments: []))
        ]
        #if FM_SDK_27
            let usage = LanguageModelSession.Usage(
                input: .init(totalTokenCount: reply.usage?.input ?? 0, cachedTokenCount: 0),
                output: .init(totalTokenCount: reply.usage?.output ?? 0, reasoningTokenCount: 0))
            return Response(
                content: reply.content, rawContent: reply.content, transcriptEntries: entries, storedUsage: usage)
        #else
            return Response(content: reply.content, rawContent: reply.content, transcriptEntries: entries)
        #endif
    }

    // [26.5] L404–432; deprecated in [27.0b] L3465–3520 (`introduced: 26.0, deprecated: 27.0`),
    // which the stand-in does not repeat: Swift warns of a platform-versioned deprecation
    // only once the deployment target reaches it, and Linux has none.
    public enum GenerationError: Swift.Error, LocalizedError {
        public struct Context: Sendable {
            public let debugDescription: String
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        public struct Refusal: Sendable {
            public init(transcriptEntries: [Transcript.Entry]) {}
        }

        case exceededContextWindowSize(LanguageModelSession.GenerationError.Context)
        case assetsUnavailable(LanguageModelSession.GenerationError.Context)
        case guardrailViolation(LanguageModelSession.GenerationError.Context)
        case unsupportedGuide(LanguageModelSession.GenerationError.Context)
        case unsupportedLanguageOrLocale(LanguageModelSession.GenerationError.Context)
        case decodingFailure(LanguageModelSession.GenerationError.Context)
        case rateLimited(LanguageModelSession.GenerationError.Context)
        case concurrentRequests(LanguageModelSession.GenerationError.Context)
        case refusal(LanguageModelSession.GenerationError.Refusal, LanguageModelSession.GenerationError.Context)
    }
}

// [26.5] L395.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension LanguageModelSession: @unchecked Sendable {}

#if FM_SDK_27
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    extension LanguageModelSession {
        // [27.0b] L1916.
        @_disfavoredOverload
        convenience public init(model: some LanguageModel, tools: [any Tool] = [], instructions: String? = nil) {
            self.init(
                modelName: model is PrivateCloudComputeLanguageModel ? "private-cloud-compute" : "on-device",
                instructions: instructions)
        }

        // [27.0b] L2110: reachable only without `includeSchemaInPrompt:` (the backend always passes it).
        @discardableResult
        @_disfavoredOverload
        nonisolated(nonsending) final public func respond(
            to prompt: String, schema: GenerationSchema, options: GenerationOptions = GenerationOptions(),
            contextOptions: ContextOptions = ContextOptions(includeSchemaInPrompt: true),
            metadata: [String: any Sendable & Codable & Equatable] = [:]
        ) async throws -> LanguageModelSession.Response<GeneratedContent> {
            try await ask(
                prompt, schema: schema, includeSchemaInPrompt: contextOptions.includeSchemaInPrompt ?? true,
                options: options)
        }

        // [27.0b] L1945–1977.
        public struct Usage: Sendable {
            public var input: LanguageModelSession.Usage.Input
            public var output: LanguageModelSession.Usage.Output

            public init(input: LanguageModelSession.Usage.Input, output: LanguageModelSession.Usage.Output) {
                self.input = input
                self.output = output
            }

            public struct Input: Sendable {
                public var totalTokenCount: Int
                public var cachedTokenCount: Int
                public init(totalTokenCount: Int, cachedTokenCount: Int) {
                    self.totalTokenCount = totalTokenCount
                    self.cachedTokenCount = cachedTokenCount
                }
            }

            public struct Output: Sendable {
                public var totalTokenCount: Int
                public var reasoningTokenCount: Int
                public init(totalTokenCount: Int, reasoningTokenCount: Int) {
                    self.totalTokenCount = totalTokenCount
                    self.reasoningTokenCount = reasoningTokenCount
                }
            }
        }

        // [27.0b] L1986.
        public enum Error: LocalizedError, Hashable {
            case concurrentRequests
            case transcriptMutationWhileResponding
        }
    }
#endif
