import Foundation
import TallyModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The names Tally makes beside what it writes, and the one way it removes
/// them: Tally deletes only names that carry its marker (`.tally-`), and in a
/// folder of its own only the files it writes there. A user's `.R.old`,
/// `.R.tmp`, `.R.lock` or `.R.partial` beside `--out R` is never touched, and
/// whatever Tally did not write is left where it is, and said so.
///
/// Beside `--out R`: `.R.tally-tmp` (the report being staged, then the one it
/// replaced), `.R.tally-old` (only where the file system cannot swap two
/// folders), `.R.tally-lock` (one run at a time), `.R.tally-partial` (the spool
/// an interruption keeps for `--resume`). Beside a file F (`--record`,
/// `--record-release`, `--html`): `.F.tally-tmp`.
package enum OwnFiles {
    static let marker = ".tally-"

    static func staging(_ folder: URL) -> URL { sibling(folder, "tmp") }
    static func old(_ folder: URL) -> URL { sibling(folder, "old") }
    package static func lock(_ folder: URL) -> URL { sibling(folder, "lock") }
    package static func spool(_ folder: URL) -> URL { sibling(folder, "partial") }
    /// The temporary file a file is written to before it is renamed over it.
    static func temp(_ file: URL) -> URL { sibling(file, "tmp") }

    private static func sibling(_ url: URL, _ kind: String) -> URL {
        url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent)\(marker)\(kind)")
    }

    /// The files Tally writes in a report folder.
    static let reportNames = Set(ReportFile.allCases.map(\.name))
    /// The files of a spool (`Spool` writes them): named here, where every name beside a report is.
    package static let spoolNames: Set<String> = ["run.json", "turns.jsonl"]

    /// Removes a folder Tally made (a staged or replaced report, a spool): each
    /// of `names` that is a plain file, then the folder once that empties it.
    /// Returns what it left there — entries Tally did not write — sorted; empty
    /// when the folder is gone (or was never there).
    @discardableResult
    package static func removeFolder(_ url: URL, names: Set<String>) -> [String] {
        guard OutputGuard.fileKind(url) == .directory else { return [] }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        var left: [String] = []
        for name in entries.sorted() {
            let entry = url.appendingPathComponent(name)
            if names.contains(name), OutputGuard.fileKind(entry) == .other, unlink(entry.path) == 0 { continue }
            left.append(name)
        }
        if left.isEmpty, rmdir(url.path) != 0 { left = ["(the folder itself: \(String(cString: strerror(errno))))"] }
        return left
    }

    /// What in `url` (a folder of Tally's name) is not Tally's: nil when it is
    /// absent or holds nothing but `names` as plain files.
    static func foreign(in url: URL, names: Set<String>) -> [String]? {
        guard let kind = OutputGuard.fileKind(url) else { return nil }
        guard kind == .directory else { return ["(it is not a folder)"] }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        let foreign = entries.sorted().filter {
            !names.contains($0) || OutputGuard.fileKind(url.appendingPathComponent($0)) != .other
        }
        return foreign.isEmpty ? nil : foreign
    }

    /// Before any work: each name Tally will use beside `folder` is free, or
    /// Tally's own from an earlier run (which it may then replace). Anything
    /// else there — a folder of Tally's name holding a user's file, a lock file
    /// that is no lock — stops the run, exit 2, nothing touched.
    package static func checkBeside(_ folder: URL, record: URL? = nil) throws {
        let shown = DisplayPath.of(folder)
        let fix = "Tally writes only there; move it away, or choose another --out"
        for (url, names) in [(staging(folder), reportNames), (old(folder), reportNames), (spool(folder), spoolNames)] {
            guard let foreign = foreign(in: url, names: names) else { continue }
            throw InputError(
                file: DisplayPath.of(url),
                "holds \(foreign.prefix(4).joined(separator: ", ")), which Tally did not write beside \(shown); \(fix)")
        }
        if OutputGuard.fileKind(folder) == nil, OutputGuard.fileKind(old(folder)) == .directory {
            throw InputError(
                file: DisplayPath.of(old(folder)),
                "holds the report that was at \(shown) (a run was stopped while swapping it out, on a file system that cannot swap two folders at once); move it back to \(shown) or away, then run again"
            )
        }
        let lock = lock(folder)
        if let kind = OutputGuard.fileKind(lock) {
            let text =
                kind == .other
                ? String(decoding: FileManager.default.contents(atPath: lock.path) ?? Data(), as: UTF8.self) : "-"
            guard text.allSatisfy({ $0.isNumber || $0 == "\n" }), text.utf8.count <= 32 else {
                throw InputError(
                    file: DisplayPath.of(lock), "is not a Tally lock file (it holds something else); \(fix)")
            }
        }
        if let record {
            let temp = temp(record)
            if let kind = OutputGuard.fileKind(temp), kind != .other {
                throw InputError(
                    file: DisplayPath.of(temp),
                    "is not a file Tally wrote; Tally writes --record's file there first: move it away, or choose another --record"
                )
            }
        }
    }
}

/// The folders Tally created to write somewhere new: removed again when the
/// run is refused, so that a refused run leaves nothing it made.
package struct CreatedFolders {
    /// Outermost first.
    var urls: [URL] = []

    /// Creates `folder` and the folders above it that do not exist yet, remembering which.
    static func create(_ folder: URL) throws -> CreatedFolders {
        var missing: [URL] = []
        var url = folder.standardizedFileURL
        while OutputGuard.fileKind(url) == nil, url.path != "/" {
            missing.append(url)
            url = url.deletingLastPathComponent()
        }
        var made = CreatedFolders()
        for url in missing.reversed() {
            if mkdir(url.path, 0o755) != 0, errno != EEXIST {
                let code = errno
                made.removeEmpty()
                throw OutputFile.error(code, url, option: "--out")
            }
            made.urls.append(url)
        }
        return made
    }

    /// Removes the folders it created, innermost first, each only if empty.
    package func removeEmpty() {
        for url in urls.reversed() { _ = rmdir(url.path) }
    }
}
