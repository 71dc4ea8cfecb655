// A Linux stand-in for Apple's FoundationModels framework — NOT Apple's code.
//
// It declares the subset of the framework that `FoundationModelsBackend` uses,
// with the signatures of Apple's published `FoundationModels.swiftinterface`:
//   [26.5]  macOS 26.5 SDK, `-user-module-version 1.5.2` (Swift 6.3.2), as quoted
//           verbatim in hbmartin/Foundation-Models-and-Core-AI-and-MLX-skills,
//           notes/sdk-interfaces/FoundationModels-26.5-macos.swiftinterface (2dae2c6);
//   [27.0b] Xcode 27.0 beta 27A5228h, `-user-module-version 2.0.62.1.402`
//           (Swift 6.4), same repository, FoundationModels-27.0-macos.swiftinterface
//           (61749d3), declared only when built with TALLY_FM_SDK=27 or 27.1;
//   [27.1]  `SystemLanguageModel.variant`, absent from the 27.0 beta, as quoted
//           from the iOS 27.1 SDK (2.0.68.1.101) in shared/reference/
//           foundation-models-interface.md §4.5; TALLY_FM_SDK=27.1 only.
// Each declaration names its source. Swift 6.4's `Swift::String` module selectors
// are written `Swift.String`; attributes that need Apple's build (`@backDeployed`,
// `@objc deinit`, Observation) are left out; a subset of a type's members or
// cases is said so where it is one.
//
// No behaviour beyond what a test scripts: the model's answers, availability,
// window, token counts and errors all come from `FoundationModelsStandIn.script`.
// What this checks is that the backend agrees with the *published declarations*
// (labels, defaults, overloads, payloads, availability, Sendable), not with the
// SDK's behaviour — see docs/foundation-models.md.
import Foundation

/// The stand-in's own scripting interface (not part of Apple's framework).
public enum FoundationModelsStandIn {
    /// One question the backend asked.
    public struct Request: Sendable {
        /// `on-device` or `private-cloud-compute`.
        public var model: String
        public var instructions: String?
        public var prompt: String
        public var schema: GenerationSchema
        public var includeSchemaInPrompt: Bool
        public var options: GenerationOptions
    }

    /// What the scripted model answers.
    public struct Reply: Sendable {
        public var content: GeneratedContent
        public var assetIDs: [String]
        /// Input and output token counts (`Response.usage`, 27 only).
        public var usage: (input: Int, output: Int)?

        public init(content: GeneratedContent, assetIDs: [String] = [], usage: (input: Int, output: Int)? = nil) {
            self.content = content
            self.assetIDs = assetIDs
            self.usage = usage
        }
    }

    /// Everything a test decides. The default is a machine without the model.
    public struct Script: Sendable {
        public var availability: SystemLanguageModel.Availability = .unavailable(.deviceNotEligible)
        /// Locale identifiers `supportsLocale` accepts.
        public var locales: Set<String> = ["en", "fr"]
        public var contextSize = 4096
        /// `tokenCount(for:)`: tokens of a text (the schema counts its description).
        public var tokens: @Sendable (String) -> Int = { ($0.utf8.count + 3) / 4 }
        public var variantName: String = "AFM 3 Core"
        public var privateCloudComputeAvailable = false
        /// `quotaUsage.isLimitReached` and its `resetDate` (27 PCC).
        public var quotaReached: Date?
        /// The model's answer, or the error it throws.
        public var respond: @Sendable (Request) async throws -> Reply = { _ in
            throw StandInError.unscripted
        }

        public init() {}
    }

    public enum StandInError: Error, Sendable, Equatable {
        case unscripted
        case noSuchProperty(String)
        case notAString
    }

    /// The script every declaration reads.
    public static var script: Script {
        get { state.withLock { $0.script } }
        set { state.withLock { $0.script = newValue } }
    }

    /// Every question asked since the last `reset`, in order.
    public static var requests: [Request] { state.withLock { $0.requests } }

    /// The most questions that were ever in flight at once.
    public static var mostAtOnce: Int { state.withLock { $0.mostAtOnce } }

    /// A fresh script and history.
    public static func reset(_ script: Script = Script()) {
        state.withLock { $0 = State(script: script) }
    }

    /// The properties of a dynamic schema, each with its choices (`anyOf`), by name.
    public static func properties(of schema: GenerationSchema) -> [String: [String]] {
        var out: [String: [String]] = [:]
        for p in schema.root.properties { out[p.name] = p.schema.choices }
        return out
    }

    /// The description a property carries.
    public static func description(of property: String, in schema: GenerationSchema) -> String? {
        schema.root.properties.first { $0.name == property }?.description
    }

    struct State: Sendable {
        var script: Script
        var requests: [Request] = []
        var inFlight = 0
        var mostAtOnce = 0
    }

    static let state = Mutexed(State(script: Script()))

    /// Runs the script for one question, counting how many are in flight.
    static func answer(_ request: Request) async throws -> Reply {
        let respond = state.withLock { s -> @Sendable (Request) async throws -> Reply in
            s.requests.append(request)
            s.inFlight += 1
            s.mostAtOnce = max(s.mostAtOnce, s.inFlight)
            return s.script.respond
        }
        defer { state.withLock { $0.inFlight -= 1 } }
        return try await respond(request)
    }
}

/// A value behind a lock (the stand-in cannot use TallyKit's).
final class Mutexed<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
