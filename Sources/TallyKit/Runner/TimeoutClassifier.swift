import FinanceAssistant
import Foundation

/// Bounds a backend call: past the limit the turn is `timedOut` and the call
/// is cancelled, even if the backend ignores cancellation. When the backend
/// answers first, the sleeping timer is cancelled at once: no sleeper outlives
/// its turn.
struct TimeoutClassifier: Classifier {
    let inner: any Classifier
    let seconds: Double

    func classify(_ request: ClassificationRequest) async -> ClassifierOutcome {
        let once = Once()
        let timer = Locked<Task<Void, Never>?>(nil)
        return await withCheckedContinuation { continuation in
            let work = Locked<Task<Void, Never>?>(nil)
            // The timer exists before the work starts, so a fast answer always finds it to cancel.
            timer.withLock { slot in
                slot = Task {
                    try? await Task.sleep(nanoseconds: UInt64(max(seconds, 0.001) * 1_000_000_000))
                    guard !Task.isCancelled, once.claim() else { return }
                    work.value?.cancel()
                    continuation.resume(
                        returning: .failure(
                            .timedOut, message: "no answer within \(secondsText(seconds)) s (--timeout)"))
                }
            }
            work.withLock { slot in
                slot = Task {
                    let outcome = await inner.classify(request)
                    guard once.claim() else { return }
                    timer.value?.cancel()
                    continuation.resume(returning: outcome)
                }
            }
        }
    }
}

/// A flag that can be claimed once, from any thread.
final class Once: Sendable {
    private let claimed = Locked(false)

    func claim() -> Bool {
        claimed.withLock { claimed in
            defer { claimed = true }
            return !claimed
        }
    }
}
