import FinanceAssistant
import Foundation
import TallyModel
import TallyReports

/// Bounds a backend call: past the limit the turn is `timedOut` and the call
/// is cancelled, even if the backend ignores cancellation (`Deadline`).
///
/// A backend that waits with a deadline of its own (`TurnLimitedClassifier`: the
/// process backend's mailbox) is handed the limit instead: one timer a turn, not a
/// race beside it (a task, an alarm and a second resume a turn: ~4 % of a plugin run).
struct TimeoutClassifier: Classifier {
    let inner: any Classifier
    let seconds: Double
    /// The run's one timer (`Runner`); a test's own clock.
    var timer: any DeadlineTimer = DispatchDeadlineTimer()
    /// Work of the runner's own for the turn (the reading without the model), done while the
    /// backend answers where it can say when that is (`TurnLimitedClassifier`), else before.
    var meanwhile: (any SideWork)? = nil

    func classify(_ request: ClassificationRequest) async -> ClassifierOutcome {
        let timedOut = ClassifierOutcome.failure(
            .timedOut, message: "no answer within \(secondsText(seconds)) s (--timeout)")
        if let limited = inner as? any TurnLimitedClassifier {
            return await limited.classify(
                request, limit: TurnLimit(seconds: seconds, outcome: timedOut), meanwhile: meanwhile)
        }
        meanwhile?.run()
        return await Deadline.race(seconds: seconds, timedOut: timedOut, timer: timer) {
            await inner.classify(request)
        }
    }
}

/// The runner's `--timeout` for one call, counted from the call, and what the turn is once it has passed.
struct TurnLimit: Sendable {
    var deadline: DispatchTime
    var outcome: ClassifierOutcome

    init(seconds: Double, outcome: ClassifierOutcome) {
        deadline = DispatchTime.now() + max(seconds, 0)
        self.outcome = outcome
    }
}

/// A classifier whose every wait already has a deadline: it enforces the runner's limit
/// itself, so the turn needs no second timer. Past `limit` (or when its caller is cancelled)
/// it answers `limit.outcome`, as the race would have.
protocol TurnLimitedClassifier: Classifier {
    /// - Parameter meanwhile: run once the request is on its way, before the reply is awaited.
    func classify(
        _ request: ClassificationRequest, limit: TurnLimit, meanwhile: (any SideWork)?
    ) async
        -> ClassifierOutcome
}

/// Work of the runner's own that a backend may run while its reply is on the way.
protocol SideWork: Sendable {
    func run()
}

/// A piece of synchronous work run once, by whoever gets to it first: the backend while its
/// reply is on the way (the reply is then often waiting when the turn looks for it: no thread
/// is woken for it), or the runner after the call (a turn that asked no one). The work runs under
/// the lock: its two callers are one task, one after the other, so the lock is never contended.
final class Meanwhile<Value: Sendable>: SideWork {
    private enum State: Sendable {
        case pending(@Sendable () -> Value)
        case done(Value)
    }

    private let state: Locked<State>

    init(_ work: @escaping @Sendable () -> Value) {
        state = Locked(.pending(work))
    }

    func run() { _ = value }

    /// The work's value, computed now if nobody ran it yet.
    var value: Value {
        state.withLock { s in
            switch s {
            case .pending(let work):
                let v = work()
                s = .done(v)
                return v
            case .done(let v):
                return v
            }
        }
    }
}
