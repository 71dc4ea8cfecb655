import FinanceAssistant
import Foundation

/// What a server says one request cost: `usage.prompt_tokens` and
/// `usage.completion_tokens` of an OpenAI-compatible reply.
public struct TokenUsage: Codable, Hashable, Sendable {
    public var prompt: Int
    public var completion: Int

    public init(prompt: Int, completion: Int) {
        self.prompt = prompt
        self.completion = completion
    }

    /// The counts in a reply, when the server sent them.
    package init?(reply json: JSONValue) {
        guard let usage = json["usage"],
            case .number(let p)? = usage["prompt_tokens"], case .number(let c)? = usage["completion_tokens"],
            let prompt = NumberRule.whole(p, in: 0...9_999_999), let completion = NumberRule.whole(c, in: 0...9_999_999)
        else { return nil }
        self.prompt = prompt
        self.completion = completion
    }
}
