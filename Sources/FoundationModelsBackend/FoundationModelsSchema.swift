#if canImport(FoundationModels)
    import FinanceAssistant
    import Foundation
    import FoundationModels

    /// The reading's schema for every question: a `DynamicGenerationSchema` built
    /// from the pipeline's own versioned schema (`PromptBuilder.outputSchema`) —
    /// the intent as a choice among the 20 raw values, and `merchant` / `category`
    /// present only as choices among the offered names (plus `none`), only when
    /// the pipeline offers them (the message signals a shop or a category). A
    /// property that is not in the schema cannot be invented.
    ///
    /// One path for every turn, built from the framework's declared API only: no
    /// `@Generable` macro, so the code the Linux stand-in type-checks is the code
    /// that ships, and Xcode 27's macro-availability change (swift#90117) cannot
    /// break it.
    enum FoundationModelsSchema {
        /// One property of the pipeline's schema: its name, description and choices.
        struct Choice: Equatable {
            var name: String
            var description: String
            var values: [String]
        }

        /// The properties of `PromptBuilder.outputSchema(for:)`, intent first, then by name.
        static func choices(for request: ClassificationRequest) -> [Choice] {
            let schema = FinanceAssistant.PromptBuilder.outputSchema(for: request)
            guard case .object(let properties)? = schema["properties"] else { return [] }
            let names = properties.keys.sorted { a, b in
                a == "intent" ? b != "intent" : (b == "intent" ? false : a < b)
            }
            return names.compactMap { name -> Choice? in
                guard let property = properties[name], case .array(let values)? = property["enum"] else { return nil }
                var unique: [String] = []
                for value in values.compactMap(\.stringValue) where !unique.contains(value) { unique.append(value) }
                guard !unique.isEmpty else { return nil }
                return Choice(name: name, description: property["description"]?.stringValue ?? name, values: unique)
            }
        }

        @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
        static func schema(for request: ClassificationRequest) throws -> GenerationSchema {
            let properties = choices(for: request).map { choice in
                DynamicGenerationSchema.Property(
                    name: choice.name, description: choice.description,
                    schema: DynamicGenerationSchema(
                        name: choice.name, description: choice.description, anyOf: choice.values))
            }
            let root = DynamicGenerationSchema(name: "Reading", description: nil, properties: properties)
            return try GenerationSchema(root: root, dependencies: [])
        }

        /// The reading in a response; `none` means no shop or category.
        @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
        static func outcome(from content: GeneratedContent) -> ClassifierOutcome {
            guard let raw = try? content.value(String.self, forProperty: "intent"),
                let intent = FinanceAssistant.Intent(rawValue: raw)
            else {
                return .failure(.invalidOutput, message: "the intent is not one of the 20 names")
            }
            func named(_ property: String) -> String? {
                guard let value = try? content.value(String.self, forProperty: property), !value.isEmpty,
                    value != "none"
                else { return nil }
                return value
            }
            return .reading(ModelReading(intent: intent, merchant: named("merchant"), category: named("category")))
        }
    }
#endif
