#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every C library call TallyKit makes, in one place, each written against
/// both C libraries: glibc (Linux) and Apple's Libc / xnu headers (macOS, iOS).
///
/// Where the two differ the branch says which header it follows; where they do
/// not, the wrapper still lives here, so that a review against Apple's headers
/// has one file set to read: this one, `POSIX+Processes.swift` (spawning,
/// signals, the watchdog's FIFO) and `POSIX+ProcessTree.swift` (descendants).
/// Apple's headers quoted: Libc-1725.40.4 (`include/signal.h`, `unistd.h`),
/// xnu-11417.121.6 (`libsyscall/wrappers/spawn/spawn.h`, `bsd/sys/spawn.h`,
/// `bsd/sys/fcntl.h`, `bsd/sys/stat.h`, `bsd/sys/sysctl.h`).
///
/// Not here: `PlainHTTP` (sockets, compiled on Linux only); the file calls in
/// `Reports/` (`lstat`, `rename`, `unlink`, `mkdir`, `rmdir`), which read the same
/// on both; and the folder swap, which differs and is C (`TallyPlatformC`).
package enum POSIX {
    package static func write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(fd, buffer, count)
        #else
            Darwin.write(fd, buffer, count)
        #endif
    }

    package static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.read(fd, buffer, count)
        #else
            Darwin.read(fd, buffer, count)
        #endif
    }

    package static func open(_ path: String, _ flags: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.open(path, flags)
        #else
            Darwin.open(path, flags)
        #endif
    }

    /// `open` with `O_CREAT`: C's `open` is variadic, so Swift's overlays give
    /// the three-argument form as its own function (both C libraries).
    package static func open(_ path: String, _ flags: Int32, mode: mode_t) -> Int32 {
        #if canImport(Glibc)
            Glibc.open(path, flags, mode)
        #else
            Darwin.open(path, flags, mode)
        #endif
    }

    package static func pread(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int, _ offset: Int) -> Int {
        #if canImport(Glibc)
            Glibc.pread(fd, buffer, count, off_t(offset))
        #else
            Darwin.pread(fd, buffer, count, off_t(offset))
        #endif
    }

    package static func close(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.close(fd)
        #else
            Darwin.close(fd)
        #endif
    }

    @discardableResult
    package static func unlink(_ path: String) -> Int32 {
        #if canImport(Glibc)
            Glibc.unlink(path)
        #else
            Darwin.unlink(path)
        #endif
    }

    @discardableResult
    package static func removeFolder(_ path: String) -> Int32 {
        #if canImport(Glibc)
            Glibc.rmdir(path)
        #else
            Darwin.rmdir(path)
        #endif
    }

    /// `ftruncate(fd, 0)`.
    @discardableResult
    package static func truncate(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.ftruncate(fd, 0)
        #else
            Darwin.ftruncate(fd, 0)
        #endif
    }

    /// An exclusive `flock` without waiting; false when another holder has it.
    /// (`int flock(int, int);` in xnu `bsd/sys/fcntl.h`, as in glibc.)
    package static func lockExclusively(_ fd: Int32) -> Bool {
        // Unqualified: `Glibc.flock` / `Darwin.flock` name the struct of fcntl(2) locks.
        flock(fd, LOCK_EX | LOCK_NB) == 0
    }

    /// Whether the open `fd` is the file now at `path` (same device and inode).
    package static func isSameFile(_ fd: Int32, _ path: String) -> Bool {
        var opened = stat()
        var named = stat()
        guard fstat(fd, &opened) == 0, stat(path, &named) == 0 else { return false }
        return opened.st_ino == named.st_ino && opened.st_dev == named.st_dev
    }

    package static var processID: Int32 { getpid() }

    /// The calling thread's `errno`.
    package static var lastError: Int32 { errno }

    /// `strerror(code)`, as text.
    package static func describe(_ code: Int32) -> String { String(cString: strerror(code)) }
}
