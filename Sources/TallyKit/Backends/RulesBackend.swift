import FinanceAssistant
import TallyModel
import TallyReports

/// The deterministic reader in FinanceAssistant: the default backend, and the
/// baseline every model is compared with.
public struct RulesBackend: Backend {
    public static let modelVersion = "v1"
    let version: String

    public init(modelVersion: String? = nil) {
        version = modelVersion ?? RulesBackend.modelVersion
    }

    public var identity: BackendIdentity { BackendIdentity(backend: "rules", modelVersion: version) }

    public func reader(for turn: TurnKey) -> Reader { .rules }
}

extension RulesBackend {
    /// `--backend rules`: the default; `--model-version` renames it.
    public static let descriptor = BackendDescriptor(name: "rules", traits: [.inProcess, .perturbable]) { input in
        RulesBackend(modelVersion: try input.value(BackendOptions.modelVersion))
    }
}
