import TallyKit
import TallyModel

/// The one entry point `tally` (or an app's test target) calls to make
/// `--backend foundation-models` available: it registers the backend's
/// constructor with TallyKit's `ExternalBackends`, which `BackendFactory`
/// consults. The backend's name, traits and options are declared in TallyKit
/// (`BackendFactory.foundationModels`), so `tally run --help` is the same on
/// every platform; this target supplies only how it is built.
///
/// This file stays outside `#if canImport(FoundationModels)` on purpose, so
/// the call compiles wherever this target does (macOS / iOS, any SDK): built
/// with an SDK without FoundationModels, or run on an OS older than 26, it
/// registers a constructor that explains why the backend cannot run. It uses no
/// FoundationModels API outside the `#if`.
public enum FoundationModelsRegistration {
    public static var backendName: String { BackendFactory.foundationModelsElsewhere.name }

    public static func register() {
        #if canImport(FoundationModels)
            if #available(macOS 26.0, iOS 26.0, visionOS 26.0, *) {
                ExternalBackends.register(BackendFactory.foundationModels { try FoundationModelsBackend(input: $0) })
                return
            }
            ExternalBackends.register(
                BackendFactory.foundationModels { _ in
                    throw BackendError(
                        "--backend foundation-models needs macOS 26 or iOS 26 (Apple Intelligence); this OS is older")
                })
        #else
            ExternalBackends.register(
                BackendFactory.foundationModels { _ in
                    throw BackendError(
                        "--backend foundation-models: this tally was built with an SDK without FoundationModels; "
                            + "build it with Xcode 26 or later")
                })
        #endif
    }
}
