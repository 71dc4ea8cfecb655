import Foundation

// [26.5] L35: `public protocol Generable : ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent`.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public protocol Generable: ConvertibleFromGeneratedContent, ConvertibleToGeneratedContent {
    associatedtype PartiallyGenerated: ConvertibleFromGeneratedContent = Self
    static var generationSchema: GenerationSchema { get }
}

// [26.5] L48.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public protocol ConvertibleFromGeneratedContent: SendableMetatype {
    init(_ content: GeneratedContent) throws
}

// [26.5] L54.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public protocol ConvertibleToGeneratedContent: InstructionsRepresentable, PromptRepresentable {
    var generatedContent: GeneratedContent { get }
}

// [26.5] L1300: `public struct GenerationID : Sendable, Hashable { public init() }`.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct GenerationID: Sendable, Hashable {
    private let value = UUID()
    public init() {}
}

// [26.5] L198–240: the struct, `init(properties:id:)`, `init(kind:id:)`, the `value` pair,
// `Kind`. Subset: the sequence, element and JSON initialisers and `isComplete` are left out.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct GeneratedContent: Sendable, Equatable, Generable, CustomDebugStringConvertible {
    public var id: GenerationID?
    public let kind: Kind

    public static var generationSchema: GenerationSchema {
        GenerationSchema(root: DynamicGenerationSchema(name: "GeneratedContent", description: nil, properties: []))
    }

    public init(_ content: GeneratedContent) throws { self = content }

    public var generatedContent: GeneratedContent { self }

    public init(
        properties: KeyValuePairs<String, any ConvertibleToGeneratedContent>, id: GenerationID? = nil
    ) {
        var values: [String: GeneratedContent] = [:]
        var order: [String] = []
        for (key, value) in properties {
            if values[key] == nil { order.append(key) }
            values[key] = value.generatedContent
        }
        self.init(kind: .structure(properties: values, orderedKeys: order), id: id)
    }

    public init(kind: Kind, id: GenerationID? = nil) {
        self.kind = kind
        self.id = id
    }

    public func value<Value>(_ type: Value.Type = Value.self) throws -> Value
    where Value: ConvertibleFromGeneratedContent {
        try Value(self)
    }

    public func value<Value>(_ type: Value.Type = Value.self, forProperty property: String) throws -> Value
    where Value: ConvertibleFromGeneratedContent {
        guard case .structure(let properties, _) = kind, let content = properties[property] else {
            throw FoundationModelsStandIn.StandInError.noSuchProperty(property)
        }
        return try Value(content)
    }

    public func value<Value>(_ type: Value?.Type = Value?.self, forProperty property: String) throws -> Value?
    where Value: ConvertibleFromGeneratedContent {
        guard case .structure(let properties, _) = kind, let content = properties[property] else { return nil }
        if case .null = content.kind { return nil }
        return try Value(content)
    }

    public var debugDescription: String { "\(kind)" }

    public static func == (a: GeneratedContent, b: GeneratedContent) -> Bool { a.kind == b.kind }

    // [26.5] L228.
    public enum Kind: Equatable, Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([GeneratedContent])
        case structure(properties: [String: GeneratedContent], orderedKeys: [String])
    }
}

// [26.5] L103: `extension Swift.String : FoundationModels.Generable`.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
extension String: Generable {
    public static var generationSchema: GenerationSchema {
        GenerationSchema(root: DynamicGenerationSchema(name: "String", description: nil, properties: []))
    }

    public init(_ content: GeneratedContent) throws {
        guard case .string(let text) = content.kind else { throw FoundationModelsStandIn.StandInError.notAString }
        self = text
    }

    public var generatedContent: GeneratedContent { GeneratedContent(kind: .string(self)) }
}
