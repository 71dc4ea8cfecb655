import Dispatch
import TallyModel
import TallyReports

/// Races a piece of async work against wall time: the first to finish wins
/// and the work is cancelled if it lost. A timer that fires after the race is
/// settled does nothing (Dispatch's work items are not `Sendable`, so it is
/// not cancelled: it holds only this race's emptied state until it fires).
///
/// The timer is a Dispatch timer, not a sleeping task: it fires even when
/// every thread of the cooperative pool is busy — a backend that blocks a
/// thread, or a loaded two-core machine — which is when a limit matters most.
enum Deadline {
    /// `work`'s value, or `timedOut` once `seconds` have passed or the caller
    /// is cancelled (even if `work` ignores cancellation).
    static func race<T: Sendable>(
        seconds: Double, timedOut: T, _ work: @escaping @Sendable () async -> T
    ) async -> T {
        let race = Race<T>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                race.start(continuation, seconds: seconds, timedOut: timedOut, work)
            }
        } onCancel: {
            race.finish(with: timedOut)
        }
    }
}

/// One race: whoever settles it first resumes the caller, once.
private final class Race<T: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<T, Never>?
        var work: Task<Void, Never>?
        var settled: T?
    }

    private let state = Locked(State())

    func start(
        _ continuation: CheckedContinuation<T, Never>, seconds: Double, timedOut: T,
        _ work: @escaping @Sendable () async -> T
    ) {
        let early: T? = state.withLock { s in
            // Cancelled before the race began: settle at once.
            if let settled = s.settled { return settled }
            s.continuation = continuation
            return nil
        }
        if let early {
            continuation.resume(returning: early)
            return
        }
        let task = Task { [self] in finish(with: await work()) }
        // Settled while the task was being made (cancelled, or a zero limit): it lost.
        let lost = state.withLock { s in
            if s.settled == nil { s.work = task }
            return s.settled != nil
        }
        if lost { task.cancel() }
        DispatchQueue.global().asyncAfter(deadline: .now() + max(seconds, 0.001)) { [self] in
            finish(with: timedOut)
        }
    }

    /// Settles the race with `value` unless it is settled already.
    func finish(with value: T) {
        let won: (CheckedContinuation<T, Never>?, Task<Void, Never>?)? = state.withLock { s in
            guard s.settled == nil else { return nil }
            s.settled = value
            defer {
                s.continuation = nil
                s.work = nil
            }
            return (s.continuation, s.work)
        }
        guard let (continuation, work) = won else { return }
        work?.cancel()
        continuation?.resume(returning: value)
    }
}
