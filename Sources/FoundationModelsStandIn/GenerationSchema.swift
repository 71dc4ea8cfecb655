// Dynamic schemas. The stand-in keeps what it was given, so a test can read
// which properties and choices the backend offered (`FoundationModelsStandIn.properties`).

import Foundation

// [26.5] L1271–1293: the struct, `init(name:description:properties:)`,
// `init(name:description:anyOf: [String])`, `Property`. Subset: the other initialisers.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct DynamicGenerationSchema: Sendable {
    let name: String
    let description: String?
    let properties: [Property]
    /// The choices of an `anyOf: [String]` schema.
    let choices: [String]

    public init(name: String, description: String? = nil, properties: [DynamicGenerationSchema.Property]) {
        self.name = name
        self.description = description
        self.properties = properties
        choices = []
    }

    public init(name: String, description: String? = nil, anyOf choices: [String]) {
        self.name = name
        self.description = description
        properties = []
        self.choices = choices
    }

    // [26.5] L1289: `public struct Property` (not Sendable in 26.5; Sendable in [27.0b] L3112).
    public struct Property: @unchecked Sendable {
        let name: String
        let description: String?
        let schema: DynamicGenerationSchema
        let isOptional: Bool

        public init(
            name: String, description: String? = nil, schema: DynamicGenerationSchema, isOptional: Bool = false
        ) {
            self.name = name
            self.description = description
            self.schema = schema
            self.isOptional = isOptional
        }
    }
}

// [26.5] L1330–1366: the struct, `init(root:dependencies:) throws`, `SchemaError`.
// Subset: the `type:` initialisers, `Property`, Codable.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct GenerationSchema: Sendable, CustomDebugStringConvertible {
    let root: DynamicGenerationSchema

    public var debugDescription: String { "GenerationSchema(\(root.name))" }

    /// Throws what Apple documents for a bad schema: two properties of one name, an empty choice list.
    public init(root: DynamicGenerationSchema, dependencies: [DynamicGenerationSchema]) throws {
        var seen = Set<String>()
        for p in root.properties {
            guard seen.insert(p.name).inserted else {
                throw SchemaError.duplicateProperty(
                    schema: root.name, property: p.name, context: .init(debugDescription: "duplicate property"))
            }
            if p.schema.properties.isEmpty, p.schema.choices.isEmpty {
                throw SchemaError.emptyTypeChoices(
                    schema: p.schema.name, context: .init(debugDescription: "no choices"))
            }
        }
        self.root = root
    }

    init(root: DynamicGenerationSchema) { self.root = root }

    public enum SchemaError: Error, LocalizedError {
        public struct Context: Sendable {
            public let debugDescription: String
            public init(debugDescription: String) { self.debugDescription = debugDescription }
        }

        case duplicateType(schema: String?, type: String, context: GenerationSchema.SchemaError.Context)
        case duplicateProperty(schema: String, property: String, context: GenerationSchema.SchemaError.Context)
        case emptyTypeChoices(schema: String, context: GenerationSchema.SchemaError.Context)
        case undefinedReferences(schema: String?, references: [String], context: GenerationSchema.SchemaError.Context)
    }
}
