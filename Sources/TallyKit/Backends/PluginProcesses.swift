import TallyModel
import TallyReports

#if !TALLY_NO_PROCESSES
    import Foundation

    /// Every plugin Tally started, and every process those started: ended
    /// together, even one that left its plugin's process group.
    ///
    /// A group kill (`kill(-pid)`) misses a descendant that called `setsid()` or
    /// `setpgid()`; a plain tree walk misses one whose parent has already exited
    /// (it is re-parented away). So, on Linux:
    /// - Tally becomes a child subreaper (`PR_SET_CHILD_SUBREAPER`) before its
    ///   first plugin: an orphaned descendant is re-parented to Tally, not init;
    /// - every plugin is started with `TALLY_PLUGIN_OWNER=<pid>-<random>` (one
    ///   value per pool) in its environment, which everything it starts inherits;
    /// - ending a plugin (replaced after a crash or a timeout, or at shutdown)
    ///   walks the process table from the plugin down *before* killing its group,
    ///   and adopts the orphans that carry the marker; all of them get SIGKILL,
    ///   then the walk repeats until it finds no one new (what they forked meanwhile);
    /// - when Tally dies without running any code (SIGKILL), each plugin's
    ///   watchdog (`PluginLifeline`) kills every process carrying the marker, then
    ///   its group.
    /// On macOS the walk and the group kill happen, but there is no subreaper and
    /// no marker check: an orphan re-parented to launchd is out of reach, and after
    /// SIGKILL only the groups end (docs/backends.md).
    public enum PluginProcesses {
        /// The plugin shells alive (each leads its process group). Spawning and
        /// the sweep hold this lock, so a sweep never mistakes a plugin just
        /// started for an orphan.
        static let live = Locked<Set<Int32>>([])

        static let markerName = "TALLY_PLUGIN_OWNER"

        /// A new `<pid>-<16 hex digits>`: the value of `TALLY_PLUGIN_OWNER` for one
        /// pool's plugins (its lifeline's), and only them — two pools in one
        /// process (tests, a library user) never sweep each other's.
        static func newMarker() -> String {
            let token = String(UInt64.random(in: 1...UInt64.max), radix: 16)
            return "\(POSIX.processID)-\(String(repeating: "0", count: 16 - token.count))\(token)"
        }

        /// Whether orphans come back to Tally (Linux); decided once, before the first plugin.
        static let adoptsOrphans: Bool = POSIX.becomeChildSubreaper()

        /// Starts a plugin shell under the lock and records it as alive.
        static func spawn(arguments: [String], environment: [String: String], marker: String) throws -> ChildProcess {
            _ = adoptsOrphans
            var environment = environment
            environment[markerName] = marker
            return try live.withLock { live in
                let child = try ChildProcess(
                    executable: "/bin/sh", arguments: arguments, environment: environment,
                    onExit: { pid, _ in PluginProcesses.live.withLock { _ = $0.remove(pid) } })
                live.insert(child.pid)
                return child
            }
        }

        /// Ends a plugin: its descendants (wherever their group), its group, and
        /// any orphan of its pool (`marker`). `pid` is used as a root only while it is
        /// alive: once reaped, the number may belong to someone else.
        ///
        /// - Parameter remembered: descendants seen earlier (`descendants(of:)`,
        ///   before the plugin was asked to stop): ended too if each still has the
        ///   process group it had then, so a number reused meanwhile is left alone.
        ///   This is what reaches, on macOS, a child the plugin left behind when it
        ///   exited at end of input.
        static func end(_ pid: Int32, marker: String, remembered: [POSIX.ProcessEntry] = []) {
            live.withLock { live in
                let alive = live.contains(pid)
                let table = remembered.isEmpty ? [] : POSIX.processTable()
                let still = Set(
                    remembered.filter { old in table.contains { $0.pid == old.pid && $0.group == old.group } }.map(
                        \.pid))
                sweep(roots: still.union(alive ? [pid] : []), live: live, orphan: { $0 == marker }) {
                    if alive { POSIX.killGroup(pid) } else { POSIX.killGroupOnly(pid) }
                }
            }
        }

        /// The processes below a live plugin now (not the plugin itself).
        static func descendants(of pid: Int32) -> [POSIX.ProcessEntry] {
            live.withLock { live in
                guard live.contains(pid) else { return [] }
                let table = POSIX.processTable()
                let below = POSIX.descendants(of: [pid], in: table).subtracting([pid])
                return table.filter { below.contains($0.pid) && !$0.zombie }
            }
        }

        /// Kills the orphans of a pool's plugins (after its shutdown).
        static func sweepOrphans(marker: String) {
            live.withLock { live in sweep(roots: [], live: live, orphan: { $0 == marker }) {} }
        }

        /// SIGKILL to every plugin and everything it started (a forced exit).
        public static func killAll() {
            live.withLock { live in
                let mine = "\(POSIX.processID)-"
                sweep(roots: live, live: live, orphan: { $0.hasPrefix(mine) }) {
                    for pid in live { POSIX.killGroup(pid) }
                }
            }
        }

        /// Finds the roots' descendants and the orphans whose marker `orphan` accepts, runs `killGroups`,
        /// then SIGKILLs what it found, again until a pass finds no one new.
        /// Called with `live` locked.
        private static func sweep(
            roots: Set<Int32>, live: Set<Int32>, orphan: (String) -> Bool, killGroups: () -> Void
        ) {
            let me = POSIX.processID
            var found = Set<Int32>()
            var groupsKilled = false
            for _ in 0..<16 {
                let table = POSIX.processTable()
                var starts = roots.union(found)
                for p in table where p.parent == me && !p.zombie && !live.contains(p.pid) {
                    if let owner = POSIX.environment(of: p.pid, named: markerName), orphan(owner) {
                        starts.insert(p.pid)
                    }
                }
                // A plugin other than the roots is never a target (its own end comes when it is released).
                let reached = POSIX.descendants(of: starts, in: table).subtracting(live.subtracting(roots))
                let new = reached.subtracting(found).subtracting([me, 0, 1])
                if !groupsKilled {
                    killGroups()
                    groupsKilled = true
                }
                if new.isEmpty { break }
                for pid in new { POSIX.kill(pid) }
                found.formUnion(new)
            }
            reapLater(found.subtracting(live))
        }

        /// Reaps the killed processes that are (or become) Tally's own children —
        /// adopted orphans — but never a live plugin, whose waiter reaps it.
        private static func reapLater(_ pids: Set<Int32>) {
            guard !pids.isEmpty, adoptsOrphans else { return }
            let reaper = Thread {
                var left = pids
                for _ in 0..<40 where !left.isEmpty {
                    usleep(25_000)
                    let me = POSIX.processID
                    let table = POSIX.processTable()
                    let existing = Set(table.map(\.pid))
                    let ours = Set(table.filter { $0.parent == me }.map(\.pid))
                    // Gone (reaped by its own parent), or reaped here once it is Tally's child.
                    left = left.filter { existing.contains($0) }
                    live.withLock { live in
                        for pid in left where ours.contains(pid) && !live.contains(pid) {
                            if POSIX.reapIfEnded(pid) { left.remove(pid) }
                        }
                    }
                }
            }
            reaper.name = "tally-reaper"
            reaper.start()
        }
    }
#endif
