import TallyModel
import TallyReports

/// Asks a run to stop after the conversations in flight (SIGINT, SIGTERM). The
/// command line installs the signal handlers; the library only reads the flag.
public final class StopSignal: Sendable {
    private let state = Locked<Int32?>(nil)

    public init() {}

    /// Stops the run; `signal` is the one that asked (its exit code is 128 + it).
    public func stop(signal: Int32) {
        state.withLock { if $0 == nil { $0 = signal } }
    }

    public var isStopped: Bool { state.value != nil }

    /// The signal that stopped the run, if one did.
    public var signal: Int32? { state.value }
}

#if !TALLY_NO_PROCESSES
    import Foundation
    import TallyPlatformC

    /// SIGINT and SIGTERM, each handed to `onSignal` in order on a background queue.
    ///
    /// The handler is installed before `init` returns and writes to a pipe, which is
    /// read afterwards: a signal that comes while the reader is being set up waits in
    /// the pipe. (Ignoring the signals and letting a Dispatch signal source take them
    /// lost one that came before the source was registered — a loaded machine's
    /// SIGTERM, which then ended nothing.)
    // The source is set up in init and only cancelled after: nothing mutates it.
    public final class StopSignalCatcher: @unchecked Sendable {
        private let source: any DispatchSourceRead

        public init(_ onSignal: @escaping @Sendable (Int32) -> Void) throws {
            let fd = tally_catch_stop_signals()
            guard fd >= 0 else { throw BackendError("cannot catch SIGINT and SIGTERM (errno \(errno))") }
            source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .global())
            source.setEventHandler {
                var bytes = [UInt8](repeating: 0, count: 16)
                let n = bytes.withUnsafeMutableBytes { POSIX.read(fd, $0.baseAddress!, $0.count) }
                for byte in bytes.prefix(max(n, 0)) { onSignal(Int32(byte)) }
            }
            source.resume()
        }

        /// Back to the default actions; signals no longer reach `onSignal`.
        public func cancel() {
            tally_default_stop_signals()
            source.cancel()
        }
    }
#endif
