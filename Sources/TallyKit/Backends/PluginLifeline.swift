#if !TALLY_NO_PROCESSES
    import Foundation

    /// Makes sure no plugin outlives Tally, however Tally ends — even by SIGKILL,
    /// which runs no code of Tally's.
    ///
    /// A FIFO whose only writer is this process. Each plugin is started under a
    /// small watchdog (`wrap(_:)`): a shell in the plugin's process group that
    /// blocks reading the FIFO. When Tally exits, the kernel closes the writer,
    /// the read returns, and the watchdog kills the whole group. Linux's
    /// `PR_SET_PDEATHSIG` would need code in the child before `exec`, which
    /// Foundation's `Process` cannot run, and it reaches only the direct child;
    /// end-of-file on a pipe behaves the same on Linux and macOS and reaches the
    /// group.
    final class PluginLifeline: Sendable {
        let path: String
        private let folder: String
        private let writer: Locked<Int32>

        init() throws {
            let template = FileManager.default.temporaryDirectory.path + "/tally-lifeline-XXXXXX"
            guard let made = POSIX.makeTemporaryFolder(template) else {
                throw BackendError("process backend: cannot create a temporary folder for the plugins' watchdog")
            }
            folder = made
            path = folder + "/lifeline"
            guard POSIX.makeFIFO(path) else {
                POSIX.removeFolder(folder)
                throw BackendError("process backend: cannot create the plugins' watchdog pipe in \(folder)")
            }
            // Read-write, so the open does not wait for a reader; close-on-exec, so
            // no child holds a writer (a held writer would keep every watchdog blind).
            let fd = POSIX.open(path, O_RDWR | O_CLOEXEC)
            guard fd >= 0 else {
                POSIX.unlink(path)
                POSIX.removeFolder(folder)
                throw BackendError("process backend: cannot open the plugins' watchdog pipe")
            }
            writer = Locked(fd)
        }

        /// The arguments of `/bin/sh` that run `command` under the watchdog.
        ///
        /// `exec` keeps the plugin's pid — the group leader — so exit statuses and
        /// signals read as the plugin's own. The watchdog is a subshell in that
        /// group that lets go of the plugin's pipes, blocks on the lifeline, then
        /// kills the group (`$$` is the plugin's pid inside it too).
        func wrap(_ command: String) -> [String] {
            [
                "-c",
                #"( exec </dev/null >/dev/null 2>&1; read _ < "$1"; kill -KILL -$$ ) & exec /bin/sh -c "$2""#,
                "tally-plugin", path, command,
            ]
        }

        /// Closes the writer: every watchdog still running kills its group.
        func close() {
            let fd = writer.withLock { fd -> Int32 in
                defer { fd = -1 }
                return fd
            }
            guard fd >= 0 else { return }
            _ = POSIX.close(fd)
            POSIX.unlink(path)
            POSIX.removeFolder(folder)
        }

        deinit { close() }
    }

    /// Every plugin process group alive, so that a second Ctrl-C can kill them
    /// all before Tally exits, without waiting for the watchdogs.
    public enum PluginProcesses {
        static let live = Locked<Set<Int32>>([])

        /// SIGKILL to every plugin's process group (for a forced exit).
        public static func killAll() {
            for pid in live.value { POSIX.killGroup(pid) }
        }
    }
#endif
