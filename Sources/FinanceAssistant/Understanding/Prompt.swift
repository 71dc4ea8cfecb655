/// A reader's prompt: the instructions sent verbatim as the system prompt,
/// the reading contract, and the descriptions of the schema's fields — what
/// a `prompts/<name>/<version>/` folder holds (docs/formats.md). Its
/// `version` is the first 12 hex digits of the SHA-256 of the instructions and
/// the schema they describe; the label names it for people.
public struct Prompt: Hashable, Sendable {
    public var label: String
    public var contract: ReadingContract
    public var instructions: String
    /// The schema's field descriptions, by property name.
    public var fields: [String: String]
    /// What identifies the readings this prompt produced.
    public let version: String

    public init(label: String, contract: ReadingContract, instructions: String, fields: [String: String]) {
        self.label = label
        self.contract = contract
        self.instructions = instructions
        self.fields = fields
        version = Prompt.version(instructions: instructions, contract: contract, fields: fields)
    }

    /// The fields a contract's schema describes.
    public static func fieldNames(for contract: ReadingContract) -> [String] {
        contract.modelReadsPeriod
            ? ["intent", "period", "comparison", "limit", "merchant", "category"] : ["intent", "merchant", "category"]
    }

    /// The schema with placeholder choices: what the version hashes beside the instructions.
    static func version(instructions: String, contract: ReadingContract, fields: [String: String]) -> String {
        let sketch = Prompt(unversioned: contract, fields: fields)
        let base = ReadingSchema(
            prompt: sketch, merchantChoices: ["<merchant>"], categoryChoices: ["<category>"],
            periodChoices: contract.modelReadsPeriod ? ["<period>"] : [])
        return String(SHA256.hex(instructions + "\n" + base.json.canonicalText).prefix(12))
    }

    private init(unversioned contract: ReadingContract, fields: [String: String]) {
        label = ""
        self.contract = contract
        instructions = ""
        self.fields = fields
        version = ""
    }

    /// The prompt every model backend uses unless told otherwise: `prompts/finely/1`
    /// (a test holds that folder to these bytes).
    public static let builtIn = Prompt(
        label: "finely-1", contract: .finely, instructions: PromptBuilder.instructions,
        fields: PromptBuilder.finelyFields)
}
