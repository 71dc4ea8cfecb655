import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process started with `posix_spawn`: its own process group, three
/// pipes, default signal dispositions, and a thread that waits for its exit.
///
/// Not Foundation's `Process`: on Linux it hands the child an extra
/// descriptor and reports the exit only once every process holding it has
/// gone — so a watchdog beside the plugin (`PluginLifeline`) would hide the
/// plugin's own exit for the whole run.
final class ChildProcess: Sendable {
    let pid: Int32
    /// Our ends of the child's stdin, stdout and stderr.
    let input: FileHandle
    let output: FileHandle
    let errors: FileHandle
    /// How it ended: exited with a status, or killed by a signal.
    enum Exit: Sendable, Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    private let exitState: Locked<Exit?>

    var exit: Exit? { exitState.value }

    /// Starts `executable` with `arguments` (argv[1...]); `onExit` runs on the waiting thread.
    init(
        executable: String, arguments: [String], environment: [String: String],
        onExit: @escaping @Sendable (Int32, Exit) -> Void
    ) throws {
        var fds: [[Int32]] = []
        for _ in 0..<3 {
            var pair: [Int32] = [-1, -1]
            guard pipe(&pair) == 0 else {
                for p in fds { for fd in p { _ = POSIX.close(fd) } }
                throw BackendError("cannot create a pipe for the plugin (\(String(cString: strerror(errno))))")
            }
            for fd in pair { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
            fds.append(pair)
        }
        let (stdinRead, stdinWrite) = (fds[0][0], fds[0][1])
        let (stdoutRead, stdoutWrite) = (fds[1][0], fds[1][1])
        let (stderrRead, stderrWrite) = (fds[2][0], fds[2][1])

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // dup2 clears close-on-exec on the copy: only 0, 1 and 2 reach the child.
        posix_spawn_file_actions_adddup2(&actions, stdinRead, 0)
        posix_spawn_file_actions_adddup2(&actions, stdoutWrite, 1)
        posix_spawn_file_actions_adddup2(&actions, stderrWrite, 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
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
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for p in argv { free(p) }
            for p in envp { free(p) }
        }
        var spawned: Int32 = 0
        let status = posix_spawn(&spawned, executable, &actions, &attributes, argv, envp)
        for fd in [stdinRead, stdoutWrite, stderrWrite] { _ = POSIX.close(fd) }
        guard status == 0 else {
            for fd in [stdinWrite, stdoutRead, stderrRead] { _ = POSIX.close(fd) }
            throw BackendError("cannot start \(executable) (\(String(cString: strerror(status))))")
        }
        let pid = spawned
        self.pid = pid
        input = FileHandle(fileDescriptor: stdinWrite, closeOnDealloc: true)
        output = FileHandle(fileDescriptor: stdoutRead, closeOnDealloc: true)
        errors = FileHandle(fileDescriptor: stderrRead, closeOnDealloc: true)
        let state = Locked<Exit?>(nil)
        exitState = state
        let waiter = Thread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 {
                guard errno == EINTR else { return }
            }
            let exit: Exit = (status & 0x7F) == 0 ? .exited((status >> 8) & 0xFF) : .signalled(status & 0x7F)
            state.withLock { $0 = exit }
            onExit(pid, exit)
        }
        waiter.name = "tally-wait-\(pid)"
        waiter.start()
    }
}
