import Foundation
import TallyModel

/// Whether two files hold the same bytes, read side by side in 64 KiB pieces: a run that
/// replaces its own report compares the two `cases.jsonl` (60 MiB each at 100k turns) without
/// holding either whole. A file that cannot be read is never the same.
enum SameBytes {
    static func files(_ a: URL, _ b: URL) -> Bool {
        let fa = POSIX.open(a.path, O_RDONLY | O_CLOEXEC)
        guard fa >= 0 else { return false }
        defer { _ = POSIX.close(fa) }
        let fb = POSIX.open(b.path, O_RDONLY | O_CLOEXEC)
        guard fb >= 0 else { return false }
        defer { _ = POSIX.close(fb) }
        let size = 1 << 16
        var left = [UInt8](repeating: 0, count: size)
        var right = [UInt8](repeating: 0, count: size)
        while true {
            guard let n = fill(fa, &left), let m = fill(fb, &right), n == m else { return false }
            if n == 0 { return true }
            if left[0..<n] != right[0..<m] { return false }
        }
    }

    /// Reads until `buffer` is full or the file ends; nil on a read error.
    private static func fill(_ fd: Int32, _ buffer: inout [UInt8]) -> Int? {
        var done = 0
        let count = buffer.count
        while done < count {
            let n = buffer.withUnsafeMutableBytes { POSIX.read(fd, $0.baseAddress! + done, count - done) }
            if n < 0, errno == EINTR { continue }
            if n < 0 { return nil }
            if n == 0 { break }
            done += n
        }
        return done
    }
}
