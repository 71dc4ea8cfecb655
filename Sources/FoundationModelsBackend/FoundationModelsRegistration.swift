import TallyKit
import TallyModel

/// The one entry point `tally` (or an app's test target) calls to make
/// `--backend foundation-models` available: it registers the backend's maker
/// with TallyKit's `ExternalBackends`, which `BackendFactory` consults.
///
/// This file stays outside `#if canImport(FoundationModels)` on purpose, so
/// the call compiles wherever this target does (macOS / iOS, any SDK): built
/// with an SDK without FoundationModels, or run on an OS older than 26, it
/// registers a maker that explains why the backend cannot run. It uses no
/// FoundationModels API outside the `#if`.
public enum FoundationModelsRegistration {
    public static let backendName = "foundation-models"

    public static func register() {
        #if canImport(FoundationModels)
            if #available(macOS 26.0, iOS 26.0, visionOS 26.0, *) {
                ExternalBackends.register(backendName) { settings in
                    try FoundationModelsBackend(settings: settings)
                }
                return
            }
            ExternalBackends.register(backendName) { _ in
                throw BackendError(
                    "--backend foundation-models needs macOS 26 or iOS 26 (Apple Intelligence); this OS is older")
            }
        #else
            ExternalBackends.register(backendName) { _ in
                throw BackendError(
                    "--backend foundation-models: this tally was built with an SDK without FoundationModels; "
                        + "build it with Xcode 26 or later")
            }
        #endif
    }
}
