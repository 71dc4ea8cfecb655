/// The reading a model fills in for one request, described once and rendered
/// two ways: as a JSON schema (`http`, `process`) and as a
/// `DynamicGenerationSchema` (Foundation Models). Every property is a closed
/// list: a property that is not there, or a value not among the choices,
/// cannot be invented (the seed's dynamic-schema trick).
public struct ReadingSchema: Hashable, Sendable {
    public struct Property: Hashable, Sendable {
        public var name: String
        public var description: String
        /// The values the model may give ("none" among them where it may name none).
        public var choices: [String]
    }

    /// In the order a model reads them: the intent first.
    public var properties: [Property]

    /// The schema for one request under a prompt: the intent always; under
    /// `smart-budget` the period, the comparison and the limit; a shop and a
    /// category only when the request offers some.
    public init(for request: ClassificationRequest, prompt: Prompt) {
        self.init(
            prompt: prompt, merchantChoices: request.merchantChoices, categoryChoices: request.categoryChoices,
            periodChoices: request.periodChoices)
    }

    init(prompt: Prompt, merchantChoices: [String], categoryChoices: [String], periodChoices: [String]) {
        func property(_ name: String, _ choices: [String]) -> Property {
            Property(name: name, description: prompt.fields[name] ?? "", choices: choices)
        }
        var properties = [property("intent", Intent.allCases.map(\.rawValue))]
        if prompt.contract.modelReadsPeriod {
            // A JSON schema's enum may not be empty: without choices, a model can only say none.
            let periods = periodChoices.isEmpty ? [PeriodChoice.none] : periodChoices
            properties.append(property("period", periods))
            properties.append(property("comparison", periods))
            properties.append(property("limit", PeriodChoice.limits))
        }
        if !merchantChoices.isEmpty { properties.append(property("merchant", merchantChoices + ["none"])) }
        if !categoryChoices.isEmpty { properties.append(property("category", categoryChoices + ["none"])) }
        self.properties = properties
    }

    /// The JSON schema: an object of string enums, every property required, nothing else allowed.
    public var json: JSONValue {
        var fields: [String: JSONValue] = [:]
        for p in properties {
            fields[p.name] = .object([
                "type": .string("string"), "description": .string(p.description),
                "enum": .array(p.choices.map { .string($0) }),
            ])
        }
        return .object([
            "type": .string("object"),
            "properties": .object(fields),
            "required": .array(fields.keys.sorted().map { .string($0) }),
            "additionalProperties": .bool(false),
        ])
    }
}
