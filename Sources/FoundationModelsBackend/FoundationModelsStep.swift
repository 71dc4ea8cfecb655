#if canImport(FoundationModels)
    import FinanceAssistant
    import Foundation
    import FoundationModels

    /// What one question to the model came to: an outcome, or a throttle worth
    /// another try after a pause (until `resetDate` when the error gives one).
    enum FoundationModelsStep {
        case done(ClassifierOutcome)
        case throttled(String, resetDate: Date?)

        static func fail(_ kind: ClassifierFailure, _ message: String) -> FoundationModelsStep {
            .done(.failure(kind, message: message))
        }

        /// `4,096`: thousands grouped with a comma whatever the locale (messages end up in reports).
        static func grouped(_ n: Int) -> String {
            let digits = String(n.magnitude)
            var out = ""
            for (i, c) in digits.enumerated() {
                if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
                out.append(c)
            }
            return (n < 0 ? "-" : "") + out
        }

        /// `Type: description`, at most 300 characters (messages end up in reports).
        static func describe(_ error: any Error) -> String {
            String("\(type(of: error)): \(error)".prefix(300))
        }

        /// Every `GenerationError` case (SDK 26; deprecated in 27, where builds
        /// with Xcode 27 on OS 27 receive the types of `step(for27:)` instead).
        @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
        static func step(for error: LanguageModelSession.GenerationError, window: Int) -> FoundationModelsStep {
            switch error {
            case .exceededContextWindowSize:
                // Retrying the same prompt cannot help: never retried.
                return fail(
                    .contextOverflow,
                    "exceededContextWindowSize: the prompt and schema exceed the \(grouped(window))-token window")
            case .rateLimited:
                // Only when the app is in the background (reference notes).
                return .throttled("rateLimited", resetDate: nil)
            case .concurrentRequests:
                // Cannot happen with a fresh session per question behind the gate;
                // if it does, it is transient: treated as throttling.
                return .throttled("concurrentRequests", resetDate: nil)
            case .guardrailViolation:
                // invalidOutput, not failed: the model (or its safety layer) declined
                // to produce a reading for this message. That is a property of this
                // message on this model version — repeatable under greedy sampling,
                // and expected to move when guardrails change — which is what the
                // reports compare. `failed` stays for infrastructure and unknown
                // errors, so a rise in `failed` means the backend broke.
                return fail(.invalidOutput, "guardrailViolation: the safety guardrails blocked this message")
            case .refusal:
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

        #if canImport(FoundationModels, _version: 2)
            /// The error types of the 27 SDK (`LanguageModelError`, `LanguageModelSession.Error`,
            /// `SystemLanguageModel.Error`, `GeneratedContent.ParsingError`, and Private Cloud
            /// Compute's `Error`), mapped as their 26 counterparts were; nil for any other error.
            @available(macOS 27.0, iOS 27.0, visionOS 27.0, *)
            static func step(for27 error: any Error) -> FoundationModelsStep? {
                if let e = error as? LanguageModelError {
                    switch e {
                    case .contextSizeExceeded(let c):
                        return fail(
                            .contextOverflow,
                            "contextSizeExceeded: \(grouped(c.tokenCount)) tokens for the \(grouped(c.contextSize))-token window"
                        )
                    case .rateLimited(let r):
                        return .throttled("rateLimited", resetDate: r.resetDate)
                    case .guardrailViolation:
                        return fail(.invalidOutput, "guardrailViolation: the safety guardrails blocked this message")
                    case .refusal:
                        return fail(.invalidOutput, "refusal: the model refused to classify this message")
                    case .unsupportedGenerationGuide(let g):
                        return fail(
                            .invalidOutput,
                            "unsupportedGenerationGuide: the model does not support a guide of \(g.schemaName ?? "the schema")"
                        )
                    case .unsupportedLanguageOrLocale(let l):
                        return fail(.unavailable, "unsupportedLanguageOrLocale: \(l.languageCode.identifier)")
                    case .timeout:
                        return fail(.timedOut, "timeout: the model did not finish")
                    case .unsupportedCapability, .unsupportedTranscriptContent:
                        return fail(.failed, describe(e))
                    @unknown default:
                        return fail(.failed, describe(e))
                    }
                }
                if let e = error as? LanguageModelSession.Error {
                    switch e {
                    case .concurrentRequests: return .throttled("concurrentRequests", resetDate: nil)
                    default: return fail(.failed, describe(e))
                    }
                }
                if let e = error as? SystemLanguageModel.Error {
                    switch e {
                    case .assetsUnavailable:
                        return fail(.unavailable, "assetsUnavailable: the model's assets are not on this device")
                    @unknown default:
                        return fail(.failed, describe(e))
                    }
                }
                if let e = error as? GeneratedContent.ParsingError {
                    // What the model wrote instead, so the report shows it.
                    return fail(
                        .invalidOutput,
                        "parsingError: the output did not decode into the schema: \(e.rawContent.prefix(200))")
                }
                if let e = error as? PrivateCloudComputeLanguageModel.Error {
                    switch e {
                    case .quotaLimitReached(let q):
                        return .throttled("quotaLimitReached", resetDate: q.resetDate)
                    case .networkFailure:
                        return fail(.unavailable, "networkFailure: Private Cloud Compute could not be reached")
                    case .serviceUnavailable:
                        return fail(.unavailable, "serviceUnavailable: Private Cloud Compute is not serving")
                    @unknown default:
                        return fail(.failed, describe(e))
                    }
                }
                return nil
            }
        #endif
    }
#endif
