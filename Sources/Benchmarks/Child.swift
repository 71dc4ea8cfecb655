import Foundation

/// One measured run of a child process: its wall time, its own peak memory, its CPU.
struct Child {
    var seconds: Double
    /// The child's own peak resident memory (see `run`).
    var peakMiB: Double
    var cpuSeconds: Double

    /// Runs `binary` with `arguments` (stdout and stderr to /dev/null, or stdout to `stdout`),
    /// waits for it; a run that exits non-zero measured nothing, and the bench stops there.
    ///
    /// Peak memory. `wait4`'s `ru_maxrss` is wrong here on Linux: glibc's `posix_spawn` is a
    /// `CLONE_VM | CLONE_VFORK` clone, and `execve` records the high-water mark of the memory it
    /// leaves (the bench's own, with its 100,000-transaction ledger) in the child's `maxrss`
    /// (`setmax_mm_hiwater_rss` in fs/exec.c), so every child reported at least the bench's size.
    /// So the child's `VmHWM` (its own address space's high-water mark, since exec) is sampled
    /// from /proc/<pid>/status every 2 ms until it exits: a peak reached in its last 2 ms is missed.
    /// Darwin has no /proc: `ru_maxrss` there (bytes, getrusage(2)), not checked on a Mac.
    ///
    /// Darwin: `posix_spawn_file_actions_t` is `typedef void *` (xnu `spawn.h`), so
    /// it starts as nil for `…_init` to allocate; glibc's is a struct. The
    /// environment is passed from `ProcessInfo` rather than `environ`, which Apple's
    /// headers do not declare (`_NSGetEnviron()` is their spelling).
    static func run(
        _ binary: String, _ arguments: [String], stdout: URL? = nil, environment: [String: String] = [:]
    ) throws -> Child {
        #if canImport(Darwin)
            var fileActions: posix_spawn_file_actions_t? = nil
        #else
            var fileActions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        if let stdout {
            posix_spawn_file_actions_addopen(&fileActions, 1, stdout.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        } else {
            posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&fileActions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] =
            ProcessInfo.processInfo.environment.merging(environment) { $1 }.sorted { $0.key < $1.key }.map {
                strdup("\($0.key)=\($0.value)")
            }
            + [nil]
        defer { for p in argv + envp { free(p) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, binary, &fileActions, nil, argv, envp) == 0 else {
            throw CocoaError(.executableLoad)
        }
        var status: Int32 = 0
        var usage = rusage()
        #if os(Linux)
            // posix_spawn returns once the child has exec'd: /proc/<pid> is its own memory from here on.
            var peakKiB = 0
            while true {
                let reaped = wait4(pid, &status, WNOHANG, &usage)
                if reaped == pid { break }
                if reaped < 0 {
                    if errno == EINTR { continue }
                    throw CocoaError(.executableLoad)
                }
                if let kib = highWaterKiB(pid) { peakKiB = max(peakKiB, kib) }
                usleep(2000)
            }
            let megabytes = Double(peakKiB) / 1024
        #else
            while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
            let megabytes = Double(usage.ru_maxrss) / (1024 * 1024)
        #endif
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        guard exitStatus == 0 else {
            FileHandle.standardError.write(
                Data("\(binary) \(arguments.joined(separator: " ")) exited \(exitStatus)\n".utf8))
            exit(1)
        }
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        return Child(seconds: seconds, peakMiB: megabytes, cpuSeconds: cpu)
    }

    /// `VmHWM` of /proc/<pid>/status in KiB; nil once the process is gone (or a zombie: no memory).
    static func highWaterKiB(_ pid: pid_t) -> Int? {
        let fd = open("/proc/\(pid)/status", O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[0..<count], as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return nil }
        // "VmHWM:\t   48212 kB": a tab, then spaces.
        return Int(line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
    }
}

extension Child {
    /// The Python interpreter itself, for the plugins the bench runs: `python3` on PATH may be a version
    /// manager's shim (pyenv's is a bash script that runs `pyenv` to pick a version: 0.25–0.33 s a start on
    /// this machine, against 0.03 s for the interpreter), and a shim's start is neither Tally's cost nor a turn's.
    /// Asked once of `python3` itself (`sys.executable`); `python3` where that fails.
    static let python: String = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys; print(sys.executable)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "python3" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, !path.isEmpty, !path.contains(" ") else { return "python3" }
        return path
    }()
}
