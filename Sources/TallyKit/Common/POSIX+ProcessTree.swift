import TallyModel
import TallyReports

#if !TALLY_NO_PROCESSES
    import Foundation
    import TallyPlatformC

    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// The process table, for finding a plugin's descendants — including those
    /// that left its process group (`setsid()`), which a group kill misses.
    ///
    /// Linux: `/proc/<pid>/stat` (state, parent, group), `/proc/<pid>/environ`
    /// (readable for this user's processes), and `PR_SET_CHILD_SUBREAPER`, which
    /// re-parents an orphaned descendant to Tally instead of init.
    /// macOS: `sysctl(KERN_PROC_ALL)` (`struct kinfo_proc` in xnu
    /// `bsd/sys/sysctl.h`: `kp_proc.p_pid`, `kp_proc.p_stat`, `kp_eproc.e_ppid`,
    /// `kp_eproc.e_pgid`). macOS has no subreaper, and another process's
    /// environment is not read here, so an orphan (re-parented to launchd) is out
    /// of reach (docs/backends.md).
    extension POSIX {
        struct ProcessEntry: Equatable, Sendable {
            var pid: Int32
            var parent: Int32
            var group: Int32
            var zombie: Bool
        }

        /// Every process visible to this user, in no particular order.
        static func processTable() -> [ProcessEntry] {
            #if os(Linux)
                let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
                return names.compactMap { name in
                    guard let pid = Int32(name), let text = readSmallFile("/proc/\(name)/stat") else { return nil }
                    return parseStat(pid: pid, String(decoding: text, as: UTF8.self))
                }
            #elseif canImport(Darwin)
                var mib: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_ALL, 0]
                var size = 0
                guard sysctl(&mib, UInt32(mib.count), nil, &size, nil, 0) == 0 else { return [] }
                let stride = MemoryLayout<kinfo_proc>.stride
                // Room for processes born between the two calls.
                var entries = [kinfo_proc](repeating: kinfo_proc(), count: size / stride + 32)
                size = entries.count * stride
                guard sysctl(&mib, UInt32(mib.count), &entries, &size, nil, 0) == 0 else { return [] }
                return entries.prefix(size / stride).map { p in
                    // SZOMB is 5 (xnu `bsd/sys/proc.h`).
                    ProcessEntry(
                        pid: p.kp_proc.p_pid, parent: p.kp_eproc.e_ppid, group: p.kp_eproc.e_pgid,
                        zombie: p.kp_proc.p_stat == 5)
                }
            #else
                return []
            #endif
        }

        /// Parses `/proc/<pid>/stat`: after "pid (comm) " come state, ppid, pgrp.
        /// The command name may hold spaces and parentheses, so the fields start
        /// after the *last* `)`.
        static func parseStat(pid: Int32, _ text: String) -> ProcessEntry? {
            guard let close = text.lastIndex(of: ")") else { return nil }
            let fields = text[text.index(after: close)...].split(separator: " ")
            guard fields.count > 2, let parent = Int32(fields[1]), let group = Int32(fields[2]) else { return nil }
            return ProcessEntry(pid: pid, parent: parent, group: group, zombie: fields[0] == "Z" || fields[0] == "X")
        }

        /// The value of `name` in `pid`'s environment, if set. Linux only (nil
        /// elsewhere), and nil for a zombie or another user's process.
        static func environment(of pid: Int32, named name: String) -> String? {
            #if os(Linux)
                guard let bytes = readSmallFile("/proc/\(pid)/environ", limit: 1 << 20) else { return nil }
                let prefix = Array((name + "=").utf8)
                for entry in bytes.split(separator: 0) where entry.starts(with: prefix) {
                    return String(decoding: entry.dropFirst(prefix.count), as: UTF8.self)
                }
                return nil
            #else
                return nil
            #endif
        }

        /// Makes this process a child subreaper (Linux); false where there is none.
        static func becomeChildSubreaper() -> Bool { tally_become_child_subreaper() == 0 }

        /// Every descendant of `roots` in `table` (the roots included when present).
        static func descendants(of roots: Set<Int32>, in table: [ProcessEntry]) -> Set<Int32> {
            var children: [Int32: [Int32]] = [:]
            for p in table { children[p.parent, default: []].append(p.pid) }
            var found = roots
            var queue = Array(roots)
            while let next = queue.popLast() {
                for child in children[next] ?? [] where found.insert(child).inserted { queue.append(child) }
            }
            return found
        }

        #if os(Linux)
            /// A file of `/proc`, read whole (they report size 0, so Foundation's readers are no use).
            private static func readSmallFile(_ path: String, limit: Int = 4096) -> [UInt8]? {
                let fd = POSIX.open(path, O_RDONLY | O_CLOEXEC)
                guard fd >= 0 else { return nil }
                defer { _ = POSIX.close(fd) }
                var out: [UInt8] = []
                var chunk = [UInt8](repeating: 0, count: 4096)
                while out.count < limit {
                    let n = chunk.withUnsafeMutableBytes { POSIX.read(fd, $0.baseAddress!, $0.count) }
                    if n < 0, POSIX.lastError == EINTR { continue }
                    guard n > 0 else { break }
                    out.append(contentsOf: chunk[0..<n])
                }
                return out
            }
        #endif
    }
#endif
