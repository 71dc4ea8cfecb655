import Foundation

/// Paths as messages show them: relative to the working directory when the
/// file is under it, so a message is short and the same on every machine.
package enum DisplayPath {
    package static func of(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        if path.hasPrefix(cwd + "/") { return String(path.dropFirst(cwd.count + 1)) }
        return path
    }
}
