#if FM_SDK_27
    import Foundation

    // [27.0b] L1440: `public protocol LanguageModel : Sendable`. Subset: the
    // `Executor` associated type and `executorConfiguration` are left out.
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public protocol LanguageModel: Sendable {
        var capabilities: LanguageModelCapabilities { get }
    }

    // [27.0b] L1447–1484.
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public struct LanguageModelCapabilities: Sendable {
        let set: Set<Capability>
        public init(_ capabilities: [LanguageModelCapabilities.Capability]) { set = Set(capabilities) }
        public func contains(_ capability: LanguageModelCapabilities.Capability) -> Bool { set.contains(capability) }

        public struct Capability: Sendable, Hashable {
            let name: String
            public static var vision: Capability { Capability(name: "vision") }
            public static var guidedGeneration: Capability { Capability(name: "guidedGeneration") }
            public static var reasoning: Capability { Capability(name: "reasoning") }
            public static var toolCalling: Capability { Capability(name: "toolCalling") }
        }
    }

    // [27.0b] L1486–1620: the nine cases and their payloads (`metadata` left out of each).
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public enum LanguageModelError: LocalizedError {
        case contextSizeExceeded(LanguageModelError.ContextSizeExceeded)
        case rateLimited(LanguageModelError.RateLimited)
        case guardrailViolation(LanguageModelError.GuardrailViolation)
        case refusal(LanguageModelError.Refusal)
        case unsupportedCapability(LanguageModelError.UnsupportedCapability)
        case unsupportedTranscriptContent(LanguageModelError.UnsupportedTranscriptContent)
        case unsupportedGenerationGuide(LanguageModelError.UnsupportedGenerationGuide)
        case unsupportedLanguageOrLocale(LanguageModelError.UnsupportedLanguageOrLocale)
        case timeout(LanguageModelError.Timeout)

        public struct ContextSizeExceeded: Sendable {
            public var contextSize: Int
            public var tokenCount: Int
            public var debugDescription: String
            public init(contextSize: Int, tokenCount: Int, debugDescription: String) {
                self.contextSize = contextSize
                self.tokenCount = tokenCount
                self.debugDescription = debugDescription
            }
        }

        public struct RateLimited: Sendable {
            public var resetDate: Date?
            public var debugDescription: String
            public init(resetDate: Date?, debugDescription: String) {
                self.resetDate = resetDate
                self.debugDescription = debugDescription
            }
        }

        public struct GuardrailViolation: Sendable {
            public var debugDescription: String
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        public struct Refusal: Sendable {
            public var debugDescription: String
            public init(explanation: String, debugDescription: String) { self.debugDescription = debugDescription }
        }

        public struct UnsupportedCapability: Sendable {
            public var capability: LanguageModelCapabilities.Capability
            public var debugDescription: String
            public init(capability: LanguageModelCapabilities.Capability, debugDescription: String) {
                self.capability = capability
                self.debugDescription = debugDescription
            }
        }

        public struct UnsupportedTranscriptContent: Sendable {
            public var unsupportedContent: [Transcript.Entry]
            public var debugDescription: String
            public init(unsupportedContent: [Transcript.Entry], debugDescription: String) {
                self.unsupportedContent = unsupportedContent
                self.debugDescription = debugDescription
            }
        }

        public struct UnsupportedGenerationGuide: Sendable {
            public var schemaName: String?
            public var debugDescription: String
            public init(schemaName: String?, debugDescription: String) {
                self.schemaName = schemaName
                self.debugDescription = debugDescription
            }
        }

        public struct UnsupportedLanguageOrLocale: Sendable {
            public var languageCode: Locale.LanguageCode
            public var debugDescription: String
            public init(languageCode: Locale.LanguageCode, debugDescription: String) {
                self.languageCode = languageCode
                self.debugDescription = debugDescription
            }
        }

        public struct Timeout: Sendable {
            public var debugDescription: String
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }
    }

    // [27.0b] L1356.
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    extension GeneratedContent {
        public struct ParsingError: LocalizedError, Sendable {
            public var rawContent: String
            public var debugDescription: String
            public init(rawContent: String, underlyingError: (any Swift.Error)? = nil, debugDescription: String) {
                self.rawContent = rawContent
                self.debugDescription = debugDescription
            }
        }
    }

    // [27.0b] L43–230: the class, `init()`, `availability` (`deviceNotEligible`,
    // `systemNotReady`), `quotaUsage` (subset: `isLimitReached`, `resetDate`),
    // `contextSize` (`get async throws`), `supportsLocale`, `Error`, and its
    // `LanguageModel` conformance. Subset: executors, `supportedLanguages`.
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    final public class PrivateCloudComputeLanguageModel: Sendable {
        convenience public init() { self.init(standIn: ()) }
        private init(standIn: Void) {}

        final public var availability: PrivateCloudComputeLanguageModel.Availability {
            FoundationModelsStandIn.script.privateCloudComputeAvailable ? .available : .unavailable(.systemNotReady)
        }

        final public var isAvailable: Bool { availability == .available }

        final public var quotaUsage: PrivateCloudComputeLanguageModel.QuotaUsage {
            QuotaUsage(resetDate: FoundationModelsStandIn.script.quotaReached)
        }

        nonisolated(nonsending) final public var contextSize: Int {
            get async throws { FoundationModelsStandIn.script.contextSize }
        }

        final public func supportsLocale(_ locale: Locale = Locale.current) -> Bool {
            FoundationModelsStandIn.script.locales.contains(locale.identifier)
        }

        @frozen public enum Availability: Equatable, Sendable {
            case available
            case unavailable(PrivateCloudComputeLanguageModel.Availability.UnavailableReason)

            public enum UnavailableReason: Equatable, Sendable, Hashable {
                case deviceNotEligible
                case systemNotReady
            }
        }

        public struct QuotaUsage: Sendable {
            public var resetDate: Date?
            public var isLimitReached: Bool { resetDate != nil }
        }

        public enum Error: Swift.Error, LocalizedError {
            case networkFailure(PrivateCloudComputeLanguageModel.Error.NetworkFailure)
            case quotaLimitReached(PrivateCloudComputeLanguageModel.Error.QuotaLimitReached)
            case serviceUnavailable(PrivateCloudComputeLanguageModel.Error.ServiceUnavailable)

            public struct NetworkFailure: Sendable {
                public var debugDescription: String
                public init(debugDescription: String) { self.debugDescription = debugDescription }
            }

            public struct QuotaLimitReached: Sendable {
                public var resetDate: Date?
                public var debugDescription: String
                public init(resetDate: Date? = nil, debugDescription: String) {
                    self.resetDate = resetDate
                    self.debugDescription = debugDescription
                }
            }

            public struct ServiceUnavailable: Sendable {
                public var debugDescription: String
                public init(debugDescription: String) { self.debugDescription = debugDescription }
            }
        }
    }

    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    extension PrivateCloudComputeLanguageModel: LanguageModel {
        final public var capabilities: LanguageModelCapabilities {
            LanguageModelCapabilities([.guidedGeneration, .reasoning, .toolCalling, .vision])
        }
    }
#endif
