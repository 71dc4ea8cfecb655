import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel

/// The turn deadline on a clock the test moves: no test here waits for a limit to pass.
@Suite struct DeadlineTests {
    /// Work that answers only when the test says (`answer(_:)`), and says whether it was cancelled.
    final class HeldWork: Sendable {
        private let state = Locked((value: String?.none, waiter: CheckedContinuation<String, Never>?.none))
        let cancelled = Locked(false)

        func wait() async -> String {
            await withTaskCancellationHandler {
                await withCheckedContinuation { c in
                    let ready: String? = state.withLock { s in
                        if let v = s.value { return v }
                        s.waiter = c
                        return nil
                    }
                    if let ready { c.resume(returning: ready) }
                }
            } onCancel: {
                cancelled.withLock { $0 = true }
                answer("cancelled")
            }
        }

        func answer(_ value: String) {
            let waiter: CheckedContinuation<String, Never>? = state.withLock { s in
                guard s.value == nil else { return nil }
                s.value = value
                defer { s.waiter = nil }
                return s.waiter
            }
            waiter?.resume(returning: value)
        }
    }

    /// Polls until `condition` holds (what the test waits for is an event, never a limit).
    static func until(_ condition: () -> Bool) async {
        while !condition() { try? await Task.sleep(nanoseconds: 1_000_000) }
    }

    @Test("the work answers first: its value, and the alarm is taken back")
    func workWins() async {
        let timer = ManualDeadlineTimer()
        let gate = HeldWork()
        async let result = Deadline.race(seconds: 30, timedOut: "timed out", timer: timer) { await gate.wait() }
        await Self.until { timer.pending == 1 }
        timer.advance(by: 29.999)
        gate.answer("read")
        #expect(await result == "read")
        #expect(timer.pending == 0)
        timer.advance(by: 60)
        #expect(!gate.cancelled.withLock { $0 })
    }

    @Test("the limit passes first: timed out, and the work is cancelled even if it never answers")
    func timerWins() async {
        let timer = ManualDeadlineTimer()
        let gate = HeldWork()
        async let result = Deadline.race(seconds: 30, timedOut: "timed out", timer: timer) { await gate.wait() }
        await Self.until { timer.pending == 1 }
        timer.advance(by: 30)
        #expect(await result == "timed out")
        #expect(gate.cancelled.withLock { $0 })
        #expect(timer.pending == 0)
    }

    @Test("a caller that is cancelled gets timedOut at once, with the clock standing still")
    func callerCancelled() async {
        let timer = ManualDeadlineTimer()
        let gate = HeldWork()
        let task = Task { await Deadline.race(seconds: 30, timedOut: "timed out", timer: timer) { await gate.wait() } }
        await Self.until { timer.pending == 1 }
        task.cancel()
        #expect(await task.value == "timed out")
        #expect(timer.pending == 0)
    }

    @Test("alarms fire in the order they fall due, each once; a cancelled one never")
    func manualTimerOrder() {
        let timer = ManualDeadlineTimer()
        let fired = Locked<[String]>([])
        _ = timer.schedule(after: 3) { fired.withLock { $0.append("c") } }
        _ = timer.schedule(after: 1) { fired.withLock { $0.append("a") } }
        let dropped = timer.schedule(after: 2) { fired.withLock { $0.append("dropped") } }
        _ = timer.schedule(after: 2) { fired.withLock { $0.append("b") } }
        dropped.cancel()
        timer.advance(by: 1.5)
        #expect(fired.withLock { $0 } == ["a"])
        timer.advance(by: 10)
        timer.advance(by: 10)
        #expect(fired.withLock { $0 } == ["a", "b", "c"])
        #expect(timer.pending == 0)
    }

    @Test("a limit that is not a number of seconds never traps: NaN and below zero are due at once, infinity never")
    func oddLimits() {
        let timer = ManualDeadlineTimer()
        let fired = Locked<[String]>([])
        _ = timer.schedule(after: .infinity) { fired.withLock { $0.append("infinity") } }
        _ = timer.schedule(after: .nan) { fired.withLock { $0.append("nan") } }
        _ = timer.schedule(after: -5) { fired.withLock { $0.append("negative") } }
        timer.advance(by: 0)
        #expect(fired.withLock { $0 } == ["nan", "negative"])
        timer.advance(by: 86_400 * 365)
        #expect(timer.pending == 1)
    }

    @Test("the Dispatch timer: one source fires alarms set out of order, and skips a cancelled one")
    func dispatchTimer() async {
        let timer = DispatchDeadlineTimer()
        let fired = Locked<[String]>([])
        let late = timer.schedule(after: 3600) { fired.withLock { $0.append("late") } }
        let dropped = timer.schedule(after: 0.02) { fired.withLock { $0.append("dropped") } }
        dropped.cancel()
        _ = timer.schedule(after: 0.05) { fired.withLock { $0.append("b") } }
        _ = timer.schedule(after: 0.01) { fired.withLock { $0.append("a") } }
        await Self.until { fired.withLock { $0.count } == 2 }
        late.cancel()
        #expect(fired.withLock { $0 } == ["a", "b"])
    }

    @Test("the Dispatch timer: an alarm later than a cancelled one's wake-up still fires, in order")
    func dispatchTimerLaterAlarm() async {
        let timer = DispatchDeadlineTimer()
        let fired = Locked<[String]>([])
        // The source is set for 10 ms; the alarm there is taken back, and the later ones do not set it
        // again: its wake-up finds nothing due and sets it for the earliest left.
        timer.schedule(after: 0.01) { fired.withLock { $0.append("cancelled") } }.cancel()
        _ = timer.schedule(after: 0.04) { fired.withLock { $0.append("second") } }
        _ = timer.schedule(after: 0.02) { fired.withLock { $0.append("first") } }
        await Self.until { fired.withLock { $0.count } == 2 }
        #expect(fired.withLock { $0 } == ["first", "second"])
    }
}
