import FinanceAssistant
import Foundation
import TallyModel
import TallyReports

/// Bounds a backend call: past the limit the turn is `timedOut` and the call
/// is cancelled, even if the backend ignores cancellation (`Deadline`).
struct TimeoutClassifier: Classifier {
    let inner: any Classifier
    let seconds: Double
    /// The run's one timer (`Runner`); a test's own clock.
    var timer: any DeadlineTimer = DispatchDeadlineTimer()

    func classify(_ request: ClassificationRequest) async -> ClassifierOutcome {
        await Deadline.race(
            seconds: seconds,
            timedOut: .failure(.timedOut, message: "no answer within \(secondsText(seconds)) s (--timeout)"),
            timer: timer
        ) { await inner.classify(request) }
    }
}
