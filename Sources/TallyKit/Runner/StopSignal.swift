import Foundation

/// Asks a run to stop after the conversations in flight (Ctrl-C). The CLI
/// installs the signal handler; the library only reads the flag.
public final class StopSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false

    public init() {}

    public func stop() {
        lock.lock()
        stopped = true
        lock.unlock()
    }

    public var isStopped: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }
}
