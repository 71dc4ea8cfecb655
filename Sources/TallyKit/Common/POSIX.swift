#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The C calls whose names Tally's own types also use (`write`, `close`),
/// reachable from inside those types.
enum POSIX {
    static func write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(fd, buffer, count)
        #else
            Darwin.write(fd, buffer, count)
        #endif
    }

    static func open(_ path: String, _ flags: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.open(path, flags)
        #else
            Darwin.open(path, flags)
        #endif
    }

    static func pread(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int, _ offset: Int) -> Int {
        #if canImport(Glibc)
            Glibc.pread(fd, buffer, count, off_t(offset))
        #else
            Darwin.pread(fd, buffer, count, off_t(offset))
        #endif
    }

    static func close(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
            Glibc.close(fd)
        #else
            Darwin.close(fd)
        #endif
    }
}
