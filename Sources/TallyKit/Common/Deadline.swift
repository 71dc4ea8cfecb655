import Dispatch
import TallyModel
import TallyReports

/// Races a piece of async work against a timer: the first to finish wins and
/// the work is cancelled if it lost. The race that settles first also takes
/// its timer back, so a finished turn leaves nothing scheduled.
///
/// The timer is a `DeadlineTimer`: in a run, one Dispatch timer source
/// (`DispatchDeadlineTimer`), not a sleeping task — it fires even when every
/// thread of the cooperative pool is busy (a backend that blocks a thread, a
/// loaded two-core machine), which is when a limit matters most. A test passes
/// a `ManualDeadlineTimer` and advances it: no test waits for a limit to pass.
enum Deadline {
    /// `work`'s value, or `timedOut` once `seconds` have passed on `timer` or
    /// the caller is cancelled (even if `work` ignores cancellation).
    static func race<T: Sendable>(
        seconds: Double, timedOut: T, timer: any DeadlineTimer, _ work: @escaping @Sendable () async -> T
    ) async -> T {
        let race = Race<T>()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                race.start(continuation, seconds: seconds, timedOut: timedOut, timer: timer, work)
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
        var alarm: DeadlineTimerEntry?
        var settled: T?
    }

    private let state = Locked(State())

    func start(
        _ continuation: CheckedContinuation<T, Never>, seconds: Double, timedOut: T, timer: any DeadlineTimer,
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
        // The timer is set before the work starts: whatever the work does first
        // (send a request), its limit is already counting.
        let alarm = timer.schedule(after: max(seconds, 0.001)) { [self] in finish(with: timedOut) }
        let task = Task { [self] in finish(with: await work()) }
        // Settled while the timer and the task were being made (cancelled, or a zero limit): it lost.
        let lost = state.withLock { s in
            if s.settled == nil {
                s.work = task
                s.alarm = alarm
            }
            return s.settled != nil
        }
        if lost {
            task.cancel()
            alarm.cancel()
        }
    }

    /// Settles the race with `value` unless it is settled already.
    func finish(with value: T) {
        let won: (CheckedContinuation<T, Never>?, Task<Void, Never>?, DeadlineTimerEntry?)? = state.withLock { s in
            guard s.settled == nil else { return nil }
            s.settled = value
            defer {
                s.continuation = nil
                s.work = nil
                s.alarm = nil
            }
            return (s.continuation, s.work, s.alarm)
        }
        guard let (continuation, work, alarm) = won else { return }
        work?.cancel()
        alarm?.cancel()
        continuation?.resume(returning: value)
    }
}
