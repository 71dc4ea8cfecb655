import Foundation

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
struct AtomicFolder {
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
    static func checkWritable(_ destination: URL) throws -> CreatedFolders {
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
        #if canImport(Glibc)
            // renameat2(2) with RENAME_EXCHANGE (Linux 3.15; <linux/fs.h>: (1 << 1)). Swift's Glibc
            // module declares neither renameat2 (glibc 2.28's wrapper) nor syscall(2), which is
            // variadic: both are looked up at run time.
            let renameExchange: UInt32 = 1 << 1
            let atCWD: Int32 = -100  // AT_FDCWD, <fcntl.h>
            let result: Int32
            if let renameat2 = Renameat2.function {
                result = renameat2(atCWD, a.path, atCWD, b.path, renameExchange)
            } else if let syscall = Renameat2.syscall, let number = Renameat2.number {
                result = Int32(truncatingIfNeeded: syscall(number, atCWD, a.path, atCWD, b.path, renameExchange))
            } else {
                return .unsupported
            }
        #elseif canImport(Darwin)
            // renamex_np(2) with RENAME_SWAP, both from <sys/stdio.h> (apple-oss-distributions/xnu
            // bsd/sys/stdio.h: `int renamex_np(const char *, const char *, unsigned int)`, macOS 10.12,
            // iOS 10; `#define RENAME_SWAP 0x00000002`). Not run here: no Mac.
            let renameSwap: UInt32 = 0x0000_0002
            let result = renamex_np(a.path, b.path, renameSwap)
        #endif
        if result == 0 { return .swapped }
        let code = errno
        // EINVAL: the file system does not support the flag; ENOSYS: the kernel has no renameat2;
        // ENOTSUP: APFS/HFS+ volumes that cannot swap.
        return [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(code) ? .unsupported : .failed(code)
    }

    #if canImport(Glibc)
        enum Renameat2 {
            typealias Function =
                @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            /// syscall(2) called with a fixed prototype: on x86_64 and arm64 Linux a variadic
            /// callee reads integer arguments from the same registers.
            typealias Syscall =
                @convention(c) (Int, Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int

            static let function: Function? = symbol("renameat2").map {
                unsafeBitCast($0, to: Function.self)
            }
            static let syscall: Syscall? = symbol("syscall").map {
                unsafeBitCast($0, to: Syscall.self)
            }
            /// SYS_renameat2 (<asm/unistd_64.h>: 316 on x86_64; <asm-generic/unistd.h>: 276 on arm64).
            static var number: Int? {
                #if arch(x86_64)
                    return 316
                #elseif arch(arm64)
                    return 276
                #else
                    return nil
                #endif
            }

            private static func symbol(_ name: String) -> UnsafeMutableRawPointer? {
                guard let handle = dlopen(nil, RTLD_NOW) else { return nil }
                return dlsym(handle, name)
            }
        }
    #endif
}

/// Writes one file atomically (a temporary file beside it, then rename).
enum AtomicFile {
    /// - Parameter option: the option that names the file, for the fix of a failed write (nil: none does).
    static func write(_ data: Data, to url: URL, option: String? = nil) throws {
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
