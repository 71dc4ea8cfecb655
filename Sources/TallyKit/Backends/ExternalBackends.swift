import Foundation
import TallyModel
import TallyReports

/// Backends built outside TallyKit, by name.
///
/// TallyKit compiles everywhere; some backends do not. The Apple-only
/// `foundation-models` backend lives in its own target (`FoundationModelsBackend`,
/// in the package on macOS / iOS only), so `BackendFactory` cannot name its
/// type. Instead that target registers its descriptor here, and the `tally`
/// executable calls its `FoundationModelsRegistration.register()` at start-up
/// where the target exists. `BackendFactory` takes a registered descriptor over
/// its own of the same name, and lists new names after its own. A test target
/// or an app that links TallyKit can register its own backend the same way.
///
/// Thread-safe: registrations and look-ups hold the registry's lock.
public enum ExternalBackends {
    /// Registers (or replaces) the backend `descriptor.name`.
    public static func register(_ descriptor: BackendDescriptor) {
        registry.withLock { $0[descriptor.name] = descriptor }
    }

    /// Removes the backend `name` (for tests).
    public static func unregister(_ name: String) {
        registry.withLock { $0[name] = nil }
    }

    /// The backend registered as `name`, if any.
    public static func descriptor(named name: String) -> BackendDescriptor? {
        registry.withLock { $0[name] }
    }

    /// The registered backends, sorted by name.
    public static var descriptors: [BackendDescriptor] {
        registry.withLock { $0.values.sorted { $0.name < $1.name } }
    }

    private static let registry = Locked<[String: BackendDescriptor]>([:])
}
