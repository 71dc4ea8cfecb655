import Foundation
import TallyModel
import TallyReports

/// The time a retrying backend reads and waits on: injectable, so a test can
/// record every pause it asks for and never really sleep.
///
/// `now` is read for two things only: the HTTP-date form of `Retry-After`,
/// and the turn's time budget (a pause that would end past the `--timeout`
/// deadline is not taken). A test clock moves `now` forward by each pause.
public protocol BackoffClock: Sendable {
    /// The current time.
    var now: Date { get }
    /// Waits `seconds`; returns early (without throwing) when the task is cancelled.
    func sleep(seconds: Double) async
}

/// The wall clock and `Task.sleep`: what runs outside tests.
public struct SystemBackoffClock: BackoffClock {
    public init() {}

    public var now: Date { Date() }

    public func sleep(seconds: Double) async {
        guard seconds > 0 else { return }
        // A cancelled sleep throws; the caller checks `Task.isCancelled` next,
        // so the error carries nothing it needs.
        // Bounded before the conversion: a pause past UInt64's nanoseconds (585 years) would trap.
        try? await Task.sleep(nanoseconds: UInt64(min(seconds, 1e9) * 1_000_000_000))
    }
}

/// Where the random part of a backoff pause comes from: injectable, so a test
/// can fix it and assert the exact schedule.
public protocol JitterSource: Sendable {
    /// A value in `-1...1`; the policy scales it by its jitter fraction.
    func next() -> Double
}

/// Uniform jitter from the system generator (safe to call from any task).
public struct RandomJitter: JitterSource {
    public init() {}

    public func next() -> Double { Double.random(in: -1...1) }
}
