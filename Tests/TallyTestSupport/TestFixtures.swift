import Foundation

/// The repository's files as tests find them: from this file's path, so a
/// test runs from any working directory.
package enum TestFixtures {
    /// The package's root folder (this file is `Tests/TallyTestSupport/TestFixtures.swift`).
    package static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// Scripted `process` plugins, shared by the backend tests and the CLI's signal tests.
    package static let plugins = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/plugins")

    /// One plugin script's path.
    package static func plugin(_ script: String) -> URL { plugins.appendingPathComponent(script) }
}
