import TallyModel
import TallyReports

#if !TALLY_NO_PROCESSES
    #if canImport(Glibc)
        import Glibc
    #elseif canImport(Darwin)
        import Darwin
    #endif

    /// Child processes: pipes, `posix_spawn`, waiting, signals, the watchdog's
    /// FIFO. Compiled out where processes cannot be spawned (`TALLY_NO_PROCESSES`:
    /// iOS and the other device platforms — Apple's `_stdlib.h` and `_stdio.h`
    /// say it of `system` and `popen`: "On iOS, process spawning is unavailable").
    extension POSIX {
        /// A pipe whose two ends are close-on-exec; nil with `errno` set.
        static func pipe() -> (read: Int32, write: Int32)? {
            var pair: [Int32] = [-1, -1]
            #if canImport(Glibc)
                guard Glibc.pipe(&pair) == 0 else { return nil }
            #else
                guard Darwin.pipe(&pair) == 0 else { return nil }
            #endif
            for fd in pair { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            return (pair[0], pair[1])
        }

        /// Starts `argv[0]` with stdin, stdout and stderr on the given
        /// descriptors, in a process group of its own, with default signal
        /// dispositions and an empty signal mask; the pid, or the `errno` of
        /// `posix_spawn`.
        ///
        /// Darwin: `posix_spawn_file_actions_t` and `posix_spawnattr_t` are
        /// `typedef void *` (xnu `spawn.h`), imported as optional raw pointers that
        /// `…_init` allocates, so they start as `nil`; glibc's are structs. Darwin
        /// also gets `POSIX_SPAWN_CLOEXEC_DEFAULT` (`bsd/sys/spawn.h`, 0x4000):
        /// only 0, 1 and 2 reach the child even when some other descriptor of
        /// this process lacks close-on-exec; glibc has no such flag, and Tally's
        /// own descriptors all carry `FD_CLOEXEC` / `O_CLOEXEC`.
        static func spawn(
            _ argv: [String], environment: [String: String], stdin: Int32, stdout: Int32, stderr: Int32
        ) -> Result<Int32, SpawnError> {
            #if canImport(Darwin)
                var actions: posix_spawn_file_actions_t? = nil
                var attributes: posix_spawnattr_t? = nil
                var flags = POSIX_SPAWN_CLOEXEC_DEFAULT
            #else
                var actions = posix_spawn_file_actions_t()
                var attributes = posix_spawnattr_t()
                var flags: Int32 = 0
            #endif
            guard posix_spawn_file_actions_init(&actions) == 0 else { return .failure(SpawnError(code: errno)) }
            defer { posix_spawn_file_actions_destroy(&actions) }
            // dup2 clears close-on-exec on the copy: only 0, 1 and 2 reach the child.
            posix_spawn_file_actions_adddup2(&actions, stdin, 0)
            posix_spawn_file_actions_adddup2(&actions, stdout, 1)
            posix_spawn_file_actions_adddup2(&actions, stderr, 2)

            guard posix_spawnattr_init(&attributes) == 0 else { return .failure(SpawnError(code: errno)) }
            defer { posix_spawnattr_destroy(&attributes) }
            var defaults = sigset_t()
            sigemptyset(&defaults)
            // Tally ignores SIGINT and SIGTERM while it runs (its handlers take
            // them) and may block SIGPIPE on a thread: the child starts clean.
            for s in [SIGINT, SIGTERM, SIGPIPE, SIGHUP] { sigaddset(&defaults, s) }
            var empty = sigset_t()
            sigemptyset(&empty)
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            posix_spawnattr_setsigmask(&attributes, &empty)
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
            // `short` in both headers.
            posix_spawnattr_setflags(&attributes, Int16(flags))

            let args = argv.map { strdup($0) } + [nil]
            let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
            defer {
                for p in args { free(p) }
                for p in envp { free(p) }
            }
            var spawned: pid_t = 0
            let status = posix_spawn(&spawned, argv[0], &actions, &attributes, args, envp)
            return status == 0 ? .success(spawned) : .failure(SpawnError(code: status))
        }

        /// A `posix_spawn` failure: its error number.
        struct SpawnError: Error, Sendable {
            var code: Int32
            var text: String { POSIX.describe(code) }
        }

        /// How a child ended.
        enum Exit: Sendable, Equatable {
            case exited(Int32)
            case signalled(Int32)
        }

        /// Waits for the child `pid` to end (retrying on EINTR); nil when it is
        /// not (or no longer) this process's child. The wait-status macros are
        /// spelled out: neither overlay imports `WIFEXITED` and friends.
        static func waitForExit(_ pid: Int32) -> Exit? {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 {
                guard errno == EINTR else { return nil }
            }
            return (status & 0x7F) == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
        }

        /// Reaps `pid` if it has ended, without waiting; true when it was reaped.
        @discardableResult
        static func reapIfEnded(_ pid: Int32) -> Bool {
            var status: Int32 = 0
            return waitpid(pid, &status, WNOHANG) == pid
        }

        /// SIGKILL to one process.
        static func kill(_ pid: Int32) {
            guard pid > 1 else { return }
            #if canImport(Glibc)
                _ = Glibc.kill(pid, SIGKILL)
            #else
                _ = Darwin.kill(pid, SIGKILL)
            #endif
        }

        /// SIGKILL to a process group only: safe after its leader was reaped,
        /// since a group id is not reused while the group has members (POSIX).
        static func killGroupOnly(_ pid: Int32) {
            guard pid > 1 else { return }
            #if canImport(Glibc)
                _ = Glibc.kill(-pid, SIGKILL)
            #else
                _ = Darwin.kill(-pid, SIGKILL)
            #endif
        }

        /// SIGKILL to a process group, and to its leader in case it is not one.
        static func killGroup(_ pid: Int32) {
            guard pid > 1 else { return }
            #if canImport(Glibc)
                _ = Glibc.kill(-pid, SIGKILL)
            #else
                _ = Darwin.kill(-pid, SIGKILL)
            #endif
            kill(pid)
        }

        /// Runs `body` (a write to a child's stdin) so that a child that has died
        /// does not end Tally with SIGPIPE: the write fails with EPIPE instead.
        ///
        /// SIGPIPE is blocked on this thread for the call and a SIGPIPE the write
        /// raised is consumed before unblocking. Unlike `signal(SIGPIPE, SIG_IGN)`
        /// this changes no process-wide state, and children do not inherit an
        /// ignored SIGPIPE. `body` must not suspend (it is synchronous).
        ///
        /// Consuming it: glibc has `sigtimedwait` (zero timeout); Apple's Libc
        /// `signal.h` declares no `sigtimedwait` / `sigwaitinfo`, only `sigwait`
        /// (`int sigwait(const sigset_t * __restrict, int * __restrict)`), which
        /// returns at once here because the signal is known to be pending.
        static func withoutSIGPIPE<T>(_ body: () -> T) -> T {
            var pipeOnly = sigset_t()
            sigemptyset(&pipeOnly)
            sigaddset(&pipeOnly, SIGPIPE)
            var previous = sigset_t()
            pthread_sigmask(SIG_BLOCK, &pipeOnly, &previous)
            var pending = sigset_t()
            sigpending(&pending)
            let alreadyPending = sigismember(&pending, SIGPIPE) == 1
            let result = body()
            if !alreadyPending {
                sigpending(&pending)
                if sigismember(&pending, SIGPIPE) == 1 {
                    #if canImport(Glibc)
                        var now = timespec(tv_sec: 0, tv_nsec: 0)
                        _ = sigtimedwait(&pipeOnly, nil, &now)
                    #else
                        var caught: Int32 = 0
                        _ = sigwait(&pipeOnly, &caught)
                    #endif
                }
            }
            pthread_sigmask(SIG_SETMASK, &previous, nil)
            return result
        }

        /// A new private folder from `template` (ending in `XXXXXX`); nil on failure.
        static func makeTemporaryFolder(_ template: String) -> String? {
            var bytes = Array(template.utf8CString)
            guard let made = mkdtemp(&bytes) else { return nil }
            return String(cString: made)
        }

        /// A FIFO at `path`, readable and writable by this user only.
        /// (`int mkfifo(const char *, mode_t);` in xnu `bsd/sys/stat.h`, as in glibc.)
        static func makeFIFO(_ path: String) -> Bool { mkfifo(path, 0o600) == 0 }
    }
#endif
