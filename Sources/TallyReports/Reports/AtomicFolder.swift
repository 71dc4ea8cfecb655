import Foundation
import TallyModel
import TallyPlatformC

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a report folder so that readers only ever see a whole one: files
/// go to `.<folder>.tally-tmp` beside it, which then takes the folder's place
/// in one atomic exchange (`FolderSwap`): at every instant the folder is the
/// old report or the new one, even if Tally is killed. A failure at any point
/// leaves the previous report as it was, and the staged files are removed.
package struct AtomicFolder {
    let destination: URL
    let staging: URL

    init(destination: URL) throws {
        self.destination = destination
        staging = OwnFiles.staging(destination)
        // A staging folder an earlier run left (killed mid-write): only its own files go.
        let left = OwnFiles.removeFolder(staging, names: OwnFiles.reportNames)
        guard left.isEmpty else {
            throw InputError(
                file: DisplayPath.of(staging),
                "holds \(left.prefix(4).joined(separator: ", ")), which Tally did not write; move it away, or choose another --out"
            )
        }
        guard mkdir(staging.path, 0o755) == 0 else { throw OutputFile.error(errno, staging, option: "--out") }
    }

    /// Checks that a report can be written under `destination`'s parent,
    /// creating the parent folders it lacks; the caller removes those again
    /// (`removeEmpty`) when the run is refused.
    @discardableResult
    package static func checkWritable(_ destination: URL) throws -> CreatedFolders {
        let parent = destination.deletingLastPathComponent()
        let created: CreatedFolders
        do {
            created = try CreatedFolders.create(parent)
        } catch let error as InputError {
            throw InputError(
                file: DisplayPath.of(parent),
                "cannot write the report here (\(error.message.components(separatedBy: ";").first ?? "")); pass a writable folder with --out"
            )
        }
        let probe = parent.appendingPathComponent("\(OwnFiles.marker)write-probe-\(getpid())")
        do {
            try OutputFile.write(Data(), to: probe)
            _ = unlink(probe.path)
        } catch let error as InputError {
            _ = unlink(probe.path)
            created.removeEmpty()
            throw InputError(
                file: DisplayPath.of(parent),
                "cannot write the report here (\(error.message.components(separatedBy: ";").first ?? "")); pass a writable folder with --out"
            )
        }
        return created
    }

    func url(_ name: String) -> URL { staging.appendingPathComponent(name) }

    func write(_ name: String, _ data: Data) throws {
        try OutputFile.write(data, to: url(name), option: "--out")
    }

    /// Puts the staged folder in the destination's place. Returns what Tally
    /// left of the report it replaced — files it did not write, which someone
    /// put in the report folder during the run — one line each; empty when the
    /// old report is gone whole.
    func commit() throws -> [String] {
        guard OutputGuard.fileKind(destination) != nil else {
            guard rename(staging.path, destination.path) == 0 else {
                throw OutputFile.error(errno, destination, option: "--out")
            }
            return []
        }
        let replaced: URL
        switch FolderSwap.exchange(staging, destination) {
        case .swapped:
            replaced = staging
        case .unsupported:
            // A file system that cannot exchange two names: two renames, and a
            // moment without a report at the destination (the old one is at .tally-old).
            replaced = OwnFiles.old(destination)
            guard rename(destination.path, replaced.path) == 0 else {
                throw OutputFile.error(errno, destination, option: "--out")
            }
            guard rename(staging.path, destination.path) == 0 else {
                let code = errno
                _ = rename(replaced.path, destination.path)
                throw OutputFile.error(code, destination, option: "--out")
            }
        case .failed(let code):
            throw OutputFile.error(code, destination, option: "--out")
        }
        let left = OwnFiles.removeFolder(replaced, names: OwnFiles.reportNames)
        guard !left.isEmpty else { return [] }
        return [
            "left \(DisplayPath.of(replaced)): the report it replaced also held \(left.prefix(4).joined(separator: ", ")), which Tally did not write"
        ]
    }

    /// Removes what was staged (and nothing else).
    func abandon() { OwnFiles.removeFolder(staging, names: OwnFiles.reportNames) }
}

/// Swaps two folders in one step, so that neither name is ever missing.
enum FolderSwap {
    enum Outcome: Equatable {
        case swapped
        /// This file system (or kernel) cannot: the caller renames twice.
        case unsupported
        case failed(Int32)
    }

    static func exchange(_ a: URL, _ b: URL) -> Outcome {
        if tally_exchange(a.path, b.path) == 0 { return .swapped }
        let code = errno
        // EINVAL: the file system does not support the flag; ENOSYS: the kernel has no renameat2;
        // ENOTSUP: APFS/HFS+ volumes that cannot swap.
        return [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(code) ? .unsupported : .failed(code)
    }
}

/// Writes one file atomically (a temporary file beside it, then rename).
package enum AtomicFile {
    /// - Parameter option: the option that names the file, for the fix of a failed write (nil: none does).
    package static func write(_ data: Data, to url: URL, option: String? = nil) throws {
        let temp = OwnFiles.temp(url)
        do {
            try OutputFile.write(data, to: temp, option: option, shownAs: url)
            try replace(url, with: temp, option: option)
        } catch {
            _ = unlink(temp.path)
            throw OutputFile.describe(error, writing: url, option: option)
        }
    }

    /// Moves `temp` over `url` (rename(2) replaces an existing file in one step).
    static func replace(_ url: URL, with temp: URL, option: String? = nil) throws {
        guard rename(temp.path, url.path) == 0 else { throw OutputFile.error(errno, url, option: option) }
    }
}
