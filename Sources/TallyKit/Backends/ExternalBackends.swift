import Foundation
import TallyModel
import TallyReports

/// Backends built outside TallyKit, by name.
///
/// TallyKit compiles everywhere; some backends do not. The Apple-only
/// `foundation-models` backend lives in its own target (`FoundationModelsBackend`,
/// in the package on macOS / iOS only), so `BackendFactory` cannot name its
/// type. Instead that target registers a maker here, and the `tally`
/// executable calls its `FoundationModelsRegistration.register()` at start-up
/// where the target exists. `BackendFactory.make` asks this registry for any
/// name it does not build itself. A test target or an app that links
/// TallyKit can register its own backend the same way.
///
/// Thread-safe: registrations and look-ups hold the registry's lock.
public enum ExternalBackends {
    /// Builds a backend from the command line's settings; throws a
    /// `UsageProblem` or `BackendError` that says what to do.
    public typealias Maker = @Sendable (BackendSettings) throws -> any Backend

    /// Registers (or replaces) the maker for `name`.
    public static func register(_ name: String, _ make: @escaping Maker) {
        registry.withLock { $0[name] = make }
    }

    /// Removes the maker for `name` (for tests).
    public static func unregister(_ name: String) {
        registry.withLock { $0[name] = nil }
    }

    /// The maker registered for `name`, if any.
    public static func maker(for name: String) -> Maker? {
        registry.withLock { $0[name] }
    }

    /// The registered names, sorted.
    public static var names: [String] {
        registry.withLock { $0.keys.sorted() }
    }

    private static let registry = Locked<[String: Maker]>([:])
}
