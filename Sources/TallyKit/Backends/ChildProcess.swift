import TallyModel
import TallyReports

#if !TALLY_NO_PROCESSES
    import Foundation

    /// A child process started with `posix_spawn` (`POSIX.spawn`): its own process
    /// group, three pipes, default signal dispositions, and a thread that waits
    /// for its exit.
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
        typealias Exit = POSIX.Exit

        private let exitState: Locked<Exit?>

        var exit: Exit? { exitState.value }

        /// Starts `executable` with `arguments` (argv[1...]); `onExit` runs on the waiting thread.
        init(
            executable: String, arguments: [String], environment: [String: String],
            onExit: @escaping @Sendable (Int32, Exit) -> Void
        ) throws {
            var fds: [(read: Int32, write: Int32)] = []
            for _ in 0..<3 {
                guard let pair = POSIX.pipe() else {
                    let reason = POSIX.describe(POSIX.lastError)
                    for p in fds {
                        _ = POSIX.close(p.read)
                        _ = POSIX.close(p.write)
                    }
                    throw BackendError("cannot create a pipe for the plugin (\(reason))")
                }
                fds.append(pair)
            }
            let (stdinRead, stdinWrite) = fds[0]
            let (stdoutRead, stdoutWrite) = fds[1]
            let (stderrRead, stderrWrite) = fds[2]

            let spawned = POSIX.spawn(
                [executable] + arguments, environment: environment, stdin: stdinRead, stdout: stdoutWrite,
                stderr: stderrWrite)
            for fd in [stdinRead, stdoutWrite, stderrWrite] { _ = POSIX.close(fd) }
            let pid: Int32
            switch spawned {
            case .success(let started):
                pid = started
            case .failure(let problem):
                for fd in [stdinWrite, stdoutRead, stderrRead] { _ = POSIX.close(fd) }
                throw BackendError("cannot start \(executable) (\(problem.text))")
            }
            self.pid = pid
            input = FileHandle(fileDescriptor: stdinWrite, closeOnDealloc: true)
            output = FileHandle(fileDescriptor: stdoutRead, closeOnDealloc: true)
            errors = FileHandle(fileDescriptor: stderrRead, closeOnDealloc: true)
            let state = Locked<Exit?>(nil)
            exitState = state
            let waiter = Thread {
                guard let exit = POSIX.waitForExit(pid) else { return }
                state.withLock { $0 = exit }
                onExit(pid, exit)
            }
            waiter.name = "tally-wait-\(pid)"
            waiter.start()
        }
    }
#endif
