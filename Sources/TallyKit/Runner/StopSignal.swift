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
