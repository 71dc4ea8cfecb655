import Foundation
import TallyModel
import TallyReports

/// One run per report folder at a time: `.<name>.tally-lock` beside the folder,
/// held with `flock` for the whole run. A second run on the same `--out`
/// is refused with the first one's pid. The kernel drops the lock when the
/// holder dies, however it dies, so a stale lock file never blocks anyone.
final class RunLock {
    let url: URL
    private var fd: Int32 = -1

    init(for folder: URL) throws {
        url = OwnFiles.lock(folder)
        let shown = DisplayPath.of(folder)
        // A holder removes the file when it is done; whoever locked the old
        // file then sees it is no longer the one at this path, and tries again.
        for _ in 0..<10 {
            let fd = POSIX.open(url.path, O_RDWR | O_CREAT | O_CLOEXEC, mode: 0o644)
            guard fd >= 0 else {
                throw InputError(
                    file: DisplayPath.of(url), "cannot create the lock file for this report; choose a writable --out")
            }
            if !POSIX.lockExclusively(fd) {
                let holder = RunLock.pid(in: fd)
                _ = POSIX.close(fd)
                throw InputError(
                    file: shown,
                    "another `tally run`\(holder.map { " (pid \($0))" } ?? "") is writing this report; wait for it to finish or choose another --out"
                )
            }
            if POSIX.isSameFile(fd, url.path) {
                self.fd = fd
                let pid = Array("\(POSIX.processID)\n".utf8)
                POSIX.truncate(fd)
                _ = pid.withUnsafeBytes { POSIX.write(fd, $0.baseAddress!, $0.count) }
                return
            }
            _ = POSIX.close(fd)
        }
        throw InputError(file: shown, "cannot lock this report folder; try again")
    }

    private static func pid(in fd: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 32)
        let n = bytes.withUnsafeMutableBytes { POSIX.pread(fd, $0.baseAddress!, $0.count, 0) }
        guard n > 0 else { return nil }
        return Int32(String(decoding: bytes[0..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Removes the lock file, then lets go of the lock.
    func release() {
        guard fd >= 0 else { return }
        POSIX.unlink(url.path)
        _ = POSIX.close(fd)
        fd = -1
    }

    deinit { release() }
}
