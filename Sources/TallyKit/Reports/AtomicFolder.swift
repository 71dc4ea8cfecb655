import Foundation

/// Writes a report folder so that readers only ever see a whole one: files
/// go to `<folder>.tmp`, which then replaces the folder in two renames. An
/// interrupted write leaves the previous report as it was.
struct AtomicFolder {
    let destination: URL
    let staging: URL

    init(destination: URL) throws {
        self.destination = destination
        staging = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).tmp")
        let fm = FileManager.default
        try? fm.removeItem(at: staging)
        do {
            try fm.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw CorpusError(
                file: DisplayPath.of(destination.deletingLastPathComponent()),
                "cannot write the report here (\(AtomicFolder.reason(error))); pass a writable folder with --out")
        }
    }

    /// Checks that a report can be written under `destination`'s parent.
    static func checkWritable(_ destination: URL) throws {
        let fm = FileManager.default
        let parent = destination.deletingLastPathComponent()
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
            let probe = parent.appendingPathComponent(".tally-write-probe-\(ProcessInfo.processInfo.processIdentifier)")
            try Data().write(to: probe)
            try fm.removeItem(at: probe)
        } catch {
            throw CorpusError(
                file: DisplayPath.of(parent),
                "cannot write the report here (\(reason(error))); pass a writable folder with --out")
        }
    }

    func url(_ name: String) -> URL { staging.appendingPathComponent(name) }

    func write(_ name: String, _ data: Data) throws {
        try data.write(to: url(name))
    }

    /// Swaps the staged folder in.
    func commit() throws {
        let fm = FileManager.default
        let old = destination.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).old")
        try? fm.removeItem(at: old)
        if fm.fileExists(atPath: destination.path) { try fm.moveItem(at: destination, to: old) }
        try fm.moveItem(at: staging, to: destination)
        try? fm.removeItem(at: old)
    }

    func abandon() { try? FileManager.default.removeItem(at: staging) }

    static func reason(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue)).lowercased()
        }
        if ns.domain == NSCocoaErrorDomain && (ns.code == 513 || ns.code == 642) { return "permission denied" }
        return ns.localizedDescription
    }
}

/// Writes one file atomically (temp file, then rename).
enum AtomicFile {
    static func write(_ data: Data, to url: URL) throws {
        let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp")
        do {
            try data.write(to: temp)
            if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
            try FileManager.default.moveItem(at: temp, to: url)
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw CorpusError(file: DisplayPath.of(url), "cannot write this file (\(AtomicFolder.reason(error)))")
        }
    }
}
