/// Who read a run's questions, as a report names it: shared by the backends
/// that say it and the scoring and reports that write it down.
public struct BackendIdentity: Hashable, Codable, Sendable {
    public var backend: String
    public var modelVersion: String
    public var device: String?
    public var osBuild: String?
    /// How an `http` run sent the schema (`json-schema`, `json-object`).
    public var responseFormat: String?

    public init(
        backend: String, modelVersion: String, device: String? = nil, osBuild: String? = nil,
        responseFormat: String? = nil
    ) {
        self.backend = backend
        self.modelVersion = modelVersion
        self.device = device
        self.osBuild = osBuild
        self.responseFormat = responseFormat
    }

    /// `rules-v1`, `http-qwen2.5-7b`: the report folder's name.
    public var folderName: String {
        let safe = modelVersion.map { c -> Character in
            c.isLetter || c.isNumber || c == "." || c == "-" || c == "_" ? c : "_"
        }
        return "\(backend)-\(String(safe))"
    }
}
