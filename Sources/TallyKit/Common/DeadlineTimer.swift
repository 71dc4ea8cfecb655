import Dispatch
import Foundation
import TallyModel

/// Where `Deadline` sets its alarms: wall time in a run (`DispatchDeadlineTimer`),
/// a clock a test advances (`ManualDeadlineTimer`).
public protocol DeadlineTimer: Sendable {
    /// Calls `fire` once, `seconds` from now, unless the entry is cancelled first.
    func schedule(after seconds: Double, _ fire: @escaping @Sendable () -> Void) -> DeadlineTimerEntry
}

/// One scheduled alarm; `cancel()` takes it back (a no-op once it fired).
public struct DeadlineTimerEntry: Sendable {
    let cancelling: @Sendable () -> Void
    public func cancel() { cancelling() }
}

/// The alarms of a timer, by id, each with its due time; `due(at:)` takes those that are due.
private struct Alarms {
    var next: UInt64 = 0
    var pending: [UInt64: (due: UInt64, fire: @Sendable () -> Void)] = [:]
    /// When the timer source is set to wake (nil: not set). `DispatchDeadlineTimer` only.
    var armed: UInt64?

    mutating func add(due: UInt64, _ fire: @escaping @Sendable () -> Void) -> UInt64 {
        next += 1
        pending[next] = (due, fire)
        return next
    }

    /// Removes and returns the alarms due by `now`, earliest first.
    mutating func due(at now: UInt64) -> [@Sendable () -> Void] {
        let ids = pending.filter { $0.value.due <= now }.sorted { ($0.value.due, $0.key) < ($1.value.due, $1.key) }
        return ids.compactMap { pending.removeValue(forKey: $0.key)?.fire }
    }

    var earliest: UInt64? { pending.values.map(\.due).min() }

    /// A limit in nanoseconds, never a trap: NaN and below zero are 0, and above ~31 years is ~31 years.
    static func nanoseconds(_ seconds: Double) -> UInt64 {
        guard seconds > 0 else { return 0 }
        return UInt64(min(seconds, 1e9) * 1e9)
    }
}

/// Wall time, through one Dispatch timer source for every alarm it holds — a
/// run's turns share one, rather than one `asyncAfter` each (issue 26). The
/// source is re-armed for the earliest pending alarm; alarms are few (the
/// turns in flight), so finding it is a scan.
///
/// `@unchecked Sendable` as `StopSignalCatcher` is: libdispatch's sources are thread-safe, but the
/// Swift overlay does not say so; every other field is a `let` of a `Sendable` type.
public final class DispatchDeadlineTimer: DeadlineTimer, @unchecked Sendable {
    private let queue = DispatchQueue(label: "tally.deadline", qos: .userInitiated)
    private let source: any DispatchSourceTimer
    private let alarms = Locked(Alarms())

    public init() {
        source = DispatchSource.makeTimerSource(queue: queue)
        source.setEventHandler { [weak self] in self?.fireDue() }
        source.schedule(deadline: .distantFuture)
        source.activate()
    }

    deinit { source.cancel() }

    public func schedule(after seconds: Double, _ fire: @escaping @Sendable () -> Void) -> DeadlineTimerEntry {
        let due = DispatchTime.now().uptimeNanoseconds &+ Alarms.nanoseconds(seconds)
        // The source is set again only for an alarm earlier than the wake-up it has: a turn's
        // limit is almost always later than the one before (taking the timer source again each
        // turn, and waking Dispatch's manager thread, was a tenth of a plugin round trip). A wake-up
        // for an alarm cancelled since finds nothing due and sets the source for the earliest left.
        let (id, earlier) = alarms.withLock { a in
            (a.add(due: due, fire), a.armed.map { due < $0 } ?? true)
        }
        if earlier { rearm() }
        return DeadlineTimerEntry { [weak self] in
            self?.alarms.withLock { _ = $0.pending.removeValue(forKey: id) }
        }
    }

    private func fireDue() {
        let due = alarms.withLock { $0.due(at: DispatchTime.now().uptimeNanoseconds) }
        for fire in due { fire() }
        rearm()
    }

    /// Points the source at the earliest alarm (a cancelled one only costs an early wake-up). Under
    /// the lock: two threads re-arming at once must not leave the later of their two deadlines set.
    private func rearm() {
        let source = self.source
        alarms.withLock { a in
            a.armed = a.earliest
            source.schedule(deadline: a.armed.map { DispatchTime(uptimeNanoseconds: $0) } ?? .distantFuture)
        }
    }
}

/// A clock that moves only when a test says: `advance(by:)` fires the alarms
/// due by then, in order, on the caller's thread.
package final class ManualDeadlineTimer: DeadlineTimer {
    private let state = Locked((now: UInt64(0), alarms: Alarms()))

    package init() {}

    package func schedule(after seconds: Double, _ fire: @escaping @Sendable () -> Void) -> DeadlineTimerEntry {
        let id = state.withLock { s in s.alarms.add(due: s.now &+ Alarms.nanoseconds(seconds), fire) }
        return DeadlineTimerEntry { [weak self] in
            self?.state.withLock { _ = $0.alarms.pending.removeValue(forKey: id) }
        }
    }

    /// Alarms set and not yet fired or cancelled (the limits counting now).
    package var pending: Int { state.withLock { $0.alarms.pending.count } }

    /// Moves the clock on and fires what is due.
    package func advance(by seconds: Double) {
        let due = state.withLock { s in
            s.now &+= Alarms.nanoseconds(seconds)
            return s.alarms.due(at: s.now)
        }
        for fire in due { fire() }
    }
}
