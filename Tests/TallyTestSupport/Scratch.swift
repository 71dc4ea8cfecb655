import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Temporary folders for tests, all under one root per test process that is
/// removed when the process exits: a run of the suite leaves nothing in the
/// system's temporary folder, however many tests made folders or failed.
package enum Scratch {
    /// `tally-tests-<pid>` in the temporary folder, made on first use, removed at exit.
    package static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tally-tests-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: url)  // a folder left by a killed run whose pid came round again
        atexit { try? FileManager.default.removeItem(at: Scratch.root) }
        return url
    }()

    /// A fresh, empty folder `<root>/<prefix>-<uuid>`. A temporary folder that
    /// cannot be made is a broken machine, not a test's finding: it stops the run.
    package static func folder(_ prefix: String) -> URL {
        let url = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            fatalError("cannot make the scratch folder \(url.path): \(error)")
        }
        return url
    }
}
