import Foundation

/// A file Tally writes, through `write(2)` so that every failure — a full
/// disk, an I/O error, a folder taken away — is a thrown `InputError` naming
/// the file and the fix, never a crash (Foundation's `FileHandle.write(_:)`
/// traps on the same errors).
package final class OutputFile {
    let url: URL
    /// The file messages name: `url`, or the file a temporary one stands for.
    private let shown: URL
    private var fd: Int32
    /// Bytes held back until there are `bufferSize` of them (0: every write goes out at once).
    private let bufferSize: Int
    private var pending: [UInt8] = []
    /// The option that names where this file goes (`--out`), for the fix of a failed write; nil when none does.
    let option: String?

    /// Creates (or truncates) the file; `append` keeps what is there.
    ///
    /// - Parameter bufferSize: gathers small writes into one `write(2)`. Only for
    ///   a file that is whole or discarded (a staged report file): what is held
    ///   back is lost if the process dies, and a write error may show at `close()`.
    ///   - shownAs: the file a temporary file stands for, which messages name.
    package init(
        _ url: URL, append: Bool = false, bufferSize: Int = 0, option: String? = nil, shownAs: URL? = nil
    ) throws {
        self.url = url
        self.bufferSize = bufferSize
        self.option = option
        shown = shownAs ?? url
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (append ? O_APPEND : O_TRUNC)
        fd = POSIX.open(url.path, flags, mode: 0o644)
        if fd < 0 { throw OutputFile.error(errno, shown, option: option) }
        if bufferSize > 0 { pending.reserveCapacity(bufferSize) }
    }

    package func write(_ data: Data) throws {
        guard bufferSize > 0 else { return try writeOut(data) }
        pending.append(contentsOf: data)
        if pending.count >= bufferSize { try flush() }
    }

    /// Bytes from wherever they lie (an array's slice, a string's UTF-8), without a `Data` of their own.
    package func write<Bytes: Collection>(bytes: Bytes) throws where Bytes.Element == UInt8 {
        guard bufferSize > 0 else { return try writeOut(Array(bytes)) }
        pending.append(contentsOf: bytes)
        if pending.count >= bufferSize { try flush() }
    }

    /// A string's UTF-8, written from its own storage (a page of megabytes is not copied first).
    package func write(utf8 text: String) throws {
        var text = text
        try text.withUTF8 { try write(bytes: UnsafeRawBufferPointer($0)) }
    }

    private func flush() throws {
        guard !pending.isEmpty else { return }
        try writeOut(pending)
        pending.removeAll(keepingCapacity: true)
    }

    private func writeOut<Bytes: ContiguousBytes>(_ data: Bytes) throws {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < raw.count {
                // A short write is followed by another for the rest; one that writes nothing is an error.
                let n = POSIX.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw OutputFile.error(errno, shown, option: option)
                }
                if n == 0 { throw OutputFile.error(EIO, shown, option: option) }
                offset += n
            }
        }
    }

    func write(_ text: String) throws { try write(Data(text.utf8)) }

    /// Closes the file; a deferred write error (NFS, some full disks) shows here.
    package func close() throws {
        guard fd >= 0 else { return }
        do {
            try flush()
        } catch {
            _ = POSIX.close(fd)
            fd = -1
            throw error
        }
        let result = POSIX.close(fd)
        fd = -1
        if result != 0 && errno != EINTR { throw OutputFile.error(errno, shown, option: option) }
    }

    deinit {
        if fd >= 0 { _ = POSIX.close(fd) }
    }

    /// Writes a whole file.
    package static func write(_ data: Data, to url: URL, option: String? = nil, shownAs: URL? = nil) throws {
        let file = try OutputFile(url, option: option, shownAs: shownAs)
        try file.write(data)
        try file.close()
    }

    /// The one line a failed write becomes. Its fix names `option` — the
    /// option of the command that says where the file goes (`--out`,
    /// `--record-release`, `--html`) — or, where the command has none
    /// (`tally open`), what to do without one.
    package static func error(_ code: Int32, _ url: URL, option: String? = nil) -> InputError {
        let shown = DisplayPath.of(url)
        let elsewhere = option.map { ", or choose another \($0)" } ?? ""
        switch code {
        case ENOSPC, EDQUOT:
            return InputError(
                file: shown, "no space left on device while writing this file; free space and run again\(elsewhere)")
        case EROFS:
            return InputError(
                file: shown,
                "the file system is read-only; \(option.map { "choose another \($0)" } ?? "remount it writable and run again")"
            )
        case EACCES, EPERM:
            return InputError(
                file: shown,
                "permission denied; \(option.map { "choose a place you can write with \($0)" } ?? "make the folder writable and run again")"
            )
        case ENOENT:
            return InputError(file: shown, "its folder disappeared while Tally was writing; run again")
        default:
            return InputError(
                file: shown,
                "cannot write this file (\(String(cString: strerror(code)).lowercased())); check the disk\(elsewhere)")
        }
    }

    /// The `InputError` for any error thrown while writing `url`.
    package static func describe(_ error: any Error, writing url: URL, option: String? = nil) -> InputError {
        if let e = error as? InputError { return e }
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return OutputFile.error(Int32(truncatingIfNeeded: underlying.code), url, option: option)
        }
        if ns.domain == NSPOSIXErrorDomain {
            return OutputFile.error(Int32(truncatingIfNeeded: ns.code), url, option: option)
        }
        if ns.domain == NSCocoaErrorDomain && (ns.code == 513 || ns.code == 642) {
            return OutputFile.error(EACCES, url, option: option)
        }
        if ns.domain == NSCocoaErrorDomain && ns.code == 640 { return OutputFile.error(ENOSPC, url, option: option) }
        return InputError(
            file: DisplayPath.of(url),
            "cannot write this file (\(ns.localizedDescription)); check the disk\(option.map { ", or choose another \($0)" } ?? "")"
        )
    }
}
