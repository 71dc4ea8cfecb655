// Prompts, instructions and tools, as far as the backend's calls need them.

// [26.5] L1115: `public protocol PromptRepresentable`. Its requirement
// (`@PromptBuilder var promptRepresentation: Prompt`) is left out: nothing here builds prompts.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public protocol PromptRepresentable {}

// [26.5] L1129.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension String: PromptRepresentable {}

// [26.5] L1038: `public protocol InstructionsRepresentable` (requirement left out, as above).
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public protocol InstructionsRepresentable {}

// [26.5] L1052.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension String: InstructionsRepresentable {}

// [26.5] L1030: `public struct Instructions : Sendable { public init(_ content: some InstructionsRepresentable) }`.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct Instructions: Sendable {
    let text: String
    public init(_ content: some InstructionsRepresentable) { text = (content as? String) ?? "\(content)" }
}

// [26.5] L1184: `public protocol Tool<Arguments, Output> : Sendable`. Its requirements are
// left out: the backend passes no tools, only the parameter's default `[]`.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public protocol Tool: Sendable {}
