import TallyModel
import TallyReports

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
        /// `TALLY_PLUGIN_OWNER` of this pool's plugins (`PluginProcesses`).
        let marker = PluginProcesses.newMarker()
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
        /// becomes `sh -c SWEEP tally-watchdog MARKER GROUP LIFELINE` (`$$` is the
        /// plugin's pid inside the subshell too).
        func wrap(_ command: String) -> [String] {
            [
                "-c",
                #"( exec </dev/null >/dev/null 2>&1; read _ < "$1"; exec /bin/sh -c "$4" tally-watchdog "$3" "$$" "$1" ) & exec /bin/sh -c "$2""#,
                "tally-plugin", path, command, "\(PluginProcesses.markerName)=\(marker)", Self.sweep,
            ]
        }

        /// What a watchdog does once Tally is gone: removes the lifeline and its
        /// folder (after a SIGKILL nobody else will; every watchdog tries, the
        /// first wins), then SIGKILL to every process that
        /// carries this pool's marker and is outside the plugin's group (what
        /// left it with `setsid()`; Linux `/proc`: nothing to find on macOS), in
        /// three passes for what they fork meanwhile, sparing the other plugins'
        /// watchdogs (they end their own groups); then the group itself.
        /// POSIX sh, `grep` and `tr` only. The command name in `/proc/PID/stat`
        /// may hold spaces, so the fields are read after its last ") ".
        static let sweep = #"""
            m=$1 g=$2 l=$3
            rm -f "$l" && rmdir "${l%/*}" 2>/dev/null
            for pass in 1 2 3; do
              for f in /proc/[0-9]*/environ; do
                grep -qsF -e "$m" "$f" || continue
                p=${f#/proc/}; p=${p%/environ}
                read -r s < "/proc/$p/stat" 2>/dev/null || continue
                s=${s##*") "}
                set -- $s
                [ "$3" = "$g" ] && continue
                case " $(tr '\0' ' ' < "/proc/$p/cmdline" 2>/dev/null)" in *" tally-watchdog "*) continue ;; esac
                kill -KILL "$p" 2>/dev/null
              done
            done
            kill -KILL -"$g"
            """#

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
#endif
