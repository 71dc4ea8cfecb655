import Foundation

// [26.5] L513–589 (the class, `availability`, `isAvailable`, `Availability`,
// `UnavailableReason`, `default`, `supportsLocale`), L599–623 (`tokenCount(for:)`,
// 26.4), L634 (`contextSize`, 26.0, back-deployed before 26.4: 4,096 there).
// Subset: use cases, guardrails, adapters, `supportedLanguages`.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
final public class SystemLanguageModel: Sendable {
    private init() {}

    public static var `default`: SystemLanguageModel { shared }
    private static let shared = SystemLanguageModel()

    final public var availability: SystemLanguageModel.Availability { FoundationModelsStandIn.script.availability }

    final public var isAvailable: Bool { availability == .available }

    @frozen public enum Availability: Equatable, Sendable {
        public enum UnavailableReason: Equatable, Sendable, Hashable {
            case deviceNotEligible
            case appleIntelligenceNotEnabled
            case modelNotReady
        }

        case available
        case unavailable(SystemLanguageModel.Availability.UnavailableReason)
    }

    final public func supportsLocale(_ locale: Locale = Locale.current) -> Bool {
        FoundationModelsStandIn.script.locales.contains(locale.identifier)
    }

    // [26.5] L634; [27.0b] L441: the model's own window from 27.0, 4,096 before.
    final public var contextSize: Int { FoundationModelsStandIn.script.contextSize }

    @available(iOS 26.4, macOS 26.4, visionOS 26.4, *)
    nonisolated(nonsending) final public func tokenCount(for prompt: some PromptRepresentable) async throws -> Int {
        FoundationModelsStandIn.script.tokens((prompt as? String) ?? "\(prompt)")
    }

    @available(iOS 26.4, macOS 26.4, visionOS 26.4, *)
    nonisolated(nonsending) final public func tokenCount(for instructions: Instructions) async throws -> Int {
        FoundationModelsStandIn.script.tokens(instructions.text)
    }

    @available(iOS 26.4, macOS 26.4, visionOS 26.4, *)
    nonisolated(nonsending) final public func tokenCount(for schema: GenerationSchema) async throws -> Int {
        let text = schema.root.properties.map { "\($0.name) \($0.description ?? "") \($0.schema.choices)" }
        return FoundationModelsStandIn.script.tokens(text.joined(separator: "\n"))
    }
}

#if FM_SDK_27
    // [27.0b] L291: `extension SystemLanguageModel : LanguageModel` (27.0).
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    extension SystemLanguageModel: LanguageModel {
        final public var capabilities: LanguageModelCapabilities { LanguageModelCapabilities([.guidedGeneration]) }
    }

    // [27.0b] L571–595: `SystemLanguageModel.Error` (27.0).
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    extension SystemLanguageModel {
        public enum Error: LocalizedError {
            case assetsUnavailable(SystemLanguageModel.Error.AssetsUnavailable)

            public struct AssetsUnavailable: Sendable {
                public var debugDescription: String
                public init(debugDescription: String) { self.debugDescription = debugDescription }
            }
        }
    }
#endif

#if FM_SDK_27_1
    // [27.1] (foundation-models-interface.md §4.5, row 36): `final public var variant:
    // SystemLanguageModel.Variant { get }` and `public struct Variant : Sendable, Hashable
    // { public let displayName: String; public static var core3; public static var coreAdvanced3 }`.
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    extension SystemLanguageModel {
        public struct Variant: Sendable, Hashable {
            public let displayName: String
            public static var core3: SystemLanguageModel.Variant { Variant(displayName: "AFM 3 Core") }
            public static var coreAdvanced3: SystemLanguageModel.Variant {
                Variant(displayName: "AFM 3 Core Advanced")
            }
        }

        final public var variant: SystemLanguageModel.Variant {
            Variant(displayName: FoundationModelsStandIn.script.variantName)
        }
    }
#endif
