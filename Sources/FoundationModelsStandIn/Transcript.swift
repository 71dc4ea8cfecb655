import Foundation

// [26.5] L702–905, as far as `Response.transcriptEntries` needs: `Entry` and
// its `response` case with `Transcript.Response.assetIDs`. The other cases'
// payloads are declared empty (their fields are left out), and `Segment` has
// no cases here (the backend reads no segment). The collection conformance of
// `Transcript` is left out. [27.0b] L2223–2231 add `case reasoning(…)` (27.0),
// which is why the backend reads entries with `if case`, never a `switch`.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct Transcript: Sendable, Equatable {
    public enum Entry: Sendable, Identifiable, Equatable {
        case instructions(Transcript.Instructions)
        case prompt(Transcript.Prompt)
        case toolCalls(Transcript.ToolCalls)
        case toolOutput(Transcript.ToolOutput)
        case response(Transcript.Response)
        #if FM_SDK_27
            @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
            case reasoning(Transcript.Reasoning)
        #endif

        public var id: String {
            if case .response(let r) = self { return r.id }
            return "entry"
        }
    }

    public struct Instructions: Sendable, Equatable {}
    public struct Prompt: Sendable, Equatable {}
    public struct ToolCalls: Sendable, Equatable {}
    public struct ToolOutput: Sendable, Equatable {}
    #if FM_SDK_27
        public struct Reasoning: Sendable, Equatable {}
    #endif

    public enum Segment: Sendable, Equatable {}

    // [26.5] L903.
    public struct Response: Sendable, Identifiable, Equatable {
        public var id: String
        public var assetIDs: [String]
        public var segments: [Transcript.Segment]

        public init(id: String = UUID().uuidString, assetIDs: [String], segments: [Transcript.Segment]) {
            self.id = id
            self.assetIDs = assetIDs
            self.segments = segments
        }
    }
}
