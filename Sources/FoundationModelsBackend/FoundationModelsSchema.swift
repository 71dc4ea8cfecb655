#if canImport(FoundationModels)
    import FinanceAssistant
    import Foundation
    import FoundationModels

    /// The reading's schema for every question: a `DynamicGenerationSchema` built
    /// from the pipeline's own `ReadingSchema` under the run's prompt — the intent as
    /// a choice among the 20 raw values; under `smart-budget` the period, comparison
    /// and limit among the offered choices; `merchant` / `category` only as choices
    /// among the offered names (plus `none`), only when the pipeline offers them. A
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

        /// The properties of `ReadingSchema`, in its order (the intent first), each with its distinct choices.
        static func choices(for request: ClassificationRequest, prompt: Prompt) -> [Choice] {
            ReadingSchema(for: request, prompt: prompt).properties.compactMap { property -> Choice? in
                var unique: [String] = []
                for value in property.choices where !unique.contains(value) { unique.append(value) }
                guard !unique.isEmpty else { return nil }
                return Choice(
                    name: property.name,
                    description: property.description.isEmpty ? property.name : property.description,
                    values: unique)
            }
        }

        @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
        static func schema(for request: ClassificationRequest, prompt: Prompt) throws -> GenerationSchema {
            let properties = choices(for: request, prompt: prompt).map { choice in
                DynamicGenerationSchema.Property(
                    name: choice.name, description: choice.description,
                    schema: DynamicGenerationSchema(
                        name: choice.name, description: choice.description, anyOf: choice.values))
            }
            let root = DynamicGenerationSchema(name: "Reading", description: nil, properties: properties)
            return try GenerationSchema(root: root, dependencies: [])
        }

        /// The reading in a response; `none` means no shop, category or period. A value
        /// outside the choices this request offered is `invalidOutput`, as over `http`.
        @available(macOS 26.0, iOS 26.0, visionOS 26.0, *)
        static func outcome(
            from content: GeneratedContent, request: ClassificationRequest, prompt: Prompt
        ) -> ClassifierOutcome {
            guard let raw = try? content.value(String.self, forProperty: "intent"),
                let intent = FinanceAssistant.Intent(rawValue: raw)
            else {
                return .failure(.invalidOutput, message: "the intent is not one of the 20 names")
            }
            var reading = ModelReading(intent: intent)
            for choice in choices(for: request, prompt: prompt) where choice.name != "intent" {
                guard let value = try? content.value(String.self, forProperty: choice.name), !value.isEmpty,
                    value != "none"
                else { continue }
                guard choice.values.contains(value) else {
                    return .failure(
                        .invalidOutput, message: "\(choice.name) '\(value.prefix(80))': not one of the choices offered")
                }
                switch choice.name {
                case "merchant": reading.merchant = value
                case "category": reading.category = value
                case "period": reading.period = value
                case "comparison": reading.comparison = value
                case "limit": reading.limit = Int(value)
                default: continue
                }
            }
            return .reading(reading)
        }
    }
#endif
