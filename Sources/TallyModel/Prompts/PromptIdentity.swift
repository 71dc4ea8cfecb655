import FinanceAssistant

/// Which prompt a reader answered, as reports, recordings and release records
/// name it: the folder's label, its version (a hash of its contents) and the
/// reading contract.
public struct PromptIdentity: Codable, Hashable, Sendable, CustomStringConvertible {
    public var label: String
    public var version: String
    public var contract: ReadingContract

    public init(label: String, version: String, contract: ReadingContract) {
        self.label = label
        self.version = version
        self.contract = contract
    }

    public init(_ prompt: Prompt) {
        self.init(label: prompt.label, version: prompt.version, contract: prompt.contract)
    }

    public static let builtIn = PromptIdentity(.builtIn)

    /// "finely-1 (4ca4e8e4d4e3)", with the contract when it is not finely's.
    public var description: String {
        "\(label) (\(version))" + (contract == .finely ? "" : ", contract \(contract.rawValue)")
    }
}
