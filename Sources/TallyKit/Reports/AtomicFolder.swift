import Foundation

/// Writes a report folder so that readers only ever see a whole one: files
/// go to `.<folder>.tmp` beside it, which then replaces the folder in two
/// renames. A failure at any point leaves the previous report as it was, and
/// the staging folder is removed.
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
            throw OutputFile.describe(error, writing: staging)
        }
    }

    /// Checks that a report can be written under `destination`'s parent.
    static func checkWritable(_ destination: URL) throws {
        let fm = FileManager.default
        let parent = destination.deletingLastPathComponent()
        do {
            try fm.createDirectory(at: parent, withIntermediateDirectories: true)
            let probe = parent.appendingPathComponent(".tally-write-probe-\(ProcessInfo.processInfo.processIdentifier)")
            try OutputFile.write(Data(), to: probe)
            try fm.removeItem(at: probe)
        } catch {
            let reason = OutputFile.describe(error, writing: parent)
            throw InputError(
                file: DisplayPath.of(parent),
                "cannot write the report here (\(reason.message.components(separatedBy: ";").first ?? "")); pass a writable folder with --out"
            )
        }
    }

    func url(_ name: String) -> URL { staging.appendingPathComponent(name) }

    func write(_ name: String, _ data: Data) throws {
        try OutputFile.write(data, to: url(name))
    }

    /// Swaps the staged folder in.
    func commit() throws {
        let fm = FileManager.default
        let old = destination.deletingLastPathComponent().appendingPathComponent(
            ".\(destination.lastPathComponent).old")
        do {
            try? fm.removeItem(at: old)
            if fm.fileExists(atPath: destination.path) { try fm.moveItem(at: destination, to: old) }
            try fm.moveItem(at: staging, to: destination)
            try? fm.removeItem(at: old)
        } catch {
            // Put the previous report back if it was moved aside.
            if !fm.fileExists(atPath: destination.path), fm.fileExists(atPath: old.path) {
                try? fm.moveItem(at: old, to: destination)
            }
            throw OutputFile.describe(error, writing: destination)
        }
    }

    func abandon() { try? FileManager.default.removeItem(at: staging) }
}

/// Writes one file atomically (temp file, then rename).
enum AtomicFile {
    static func write(_ data: Data, to url: URL) throws {
        let temp = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).tmp")
        do {
            try OutputFile.write(data, to: temp)
            try replace(url, with: temp)
        } catch {
            try? FileManager.default.removeItem(at: temp)
            throw OutputFile.describe(error, writing: url)
        }
    }

    /// Moves `temp` over `url` (rename(2) replaces an existing file in one step).
    static func replace(_ url: URL, with temp: URL) throws {
        guard rename(temp.path, url.path) == 0 else { throw OutputFile.error(errno, url) }
    }
}
