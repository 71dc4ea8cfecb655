// [26.5] L1309–1327. [27.0b] L3136–3202, L3456–3459: `init(samplingMode:…)` (26.0+,
// back-deployed) and the `samplingMode` property are added; `init(sampling:…)` is
// deprecated and loses the default of `sampling:`.
@available(iOS 26.0, macOS 26.0, visionOS 26.0, *)
public struct GenerationOptions: Sendable, Equatable {
    public struct SamplingMode: Sendable, Equatable {
        let name: String

        public static var greedy: GenerationOptions.SamplingMode { SamplingMode(name: "greedy") }

        public static func random(top k: Int, seed: UInt64? = nil) -> GenerationOptions.SamplingMode {
            SamplingMode(name: "top-\(k)")
        }
    }

    #if FM_SDK_27
        @available(*, deprecated, renamed: "samplingMode")
        public var sampling: GenerationOptions.SamplingMode? {
            get { storedSampling }
            set { storedSampling = newValue }
        }
    #else
        public var sampling: GenerationOptions.SamplingMode? {
            get { storedSampling }
            set { storedSampling = newValue }
        }
    #endif
    private var storedSampling: GenerationOptions.SamplingMode?
    public var temperature: Double?
    public var maximumResponseTokens: Int?

    #if FM_SDK_27
        @available(*, deprecated, renamed: "init(samplingMode:temperature:maximumResponseTokens:)")
        public init(
            sampling: GenerationOptions.SamplingMode?, temperature: Double? = nil, maximumResponseTokens: Int? = nil
        ) {
            self.init(samplingMode: sampling, temperature: temperature, maximumResponseTokens: maximumResponseTokens)
        }

        public init(
            samplingMode: GenerationOptions.SamplingMode? = nil, temperature: Double? = nil,
            maximumResponseTokens: Int? = nil
        ) {
            storedSampling = samplingMode
            self.temperature = temperature
            self.maximumResponseTokens = maximumResponseTokens
        }

        public var samplingMode: GenerationOptions.SamplingMode? {
            get { storedSampling }
            set { storedSampling = newValue }
        }
    #else
        public init(
            sampling: GenerationOptions.SamplingMode? = nil, temperature: Double? = nil,
            maximumResponseTokens: Int? = nil
        ) {
            storedSampling = sampling
            self.temperature = temperature
            self.maximumResponseTokens = maximumResponseTokens
        }
    #endif
}

#if FM_SDK_27
    // [27.0b] L3068: per-call context options, taken by the 27.0 `respond` overloads.
    // Subset: `reasoningLevel` is left out.
    @available(iOS 27.0, macOS 27.0, visionOS 27.0, *)
    public struct ContextOptions: Sendable, Equatable {
        public var includeSchemaInPrompt: Bool?
        public init(includeSchemaInPrompt: Bool? = nil) { self.includeSchemaInPrompt = includeSchemaInPrompt }
    }
#endif
