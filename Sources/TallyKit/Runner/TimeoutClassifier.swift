import FinanceAssistant
import Foundation

/// Bounds a backend call: past the limit the turn is `timedOut` and the call
/// is cancelled, even if the backend ignores cancellation.
struct TimeoutClassifier: Classifier {
    let inner: any Classifier
    let seconds: Double

    func classify(_ request: ClassificationRequest) async -> ClassifierOutcome {
        let once = Once()
        return await withCheckedContinuation { continuation in
            let work = Task {
                let outcome = await inner.classify(request)
                if once.claim() { continuation.resume(returning: outcome) }
            }
            Task {
                try? await Task.sleep(nanoseconds: UInt64(max(seconds, 0.001) * 1_000_000_000))
                if once.claim() {
                    work.cancel()
                    continuation.resume(
                        returning: .failure(.timedOut, message: "no answer within \(seconds) s (--timeout)"))
                }
            }
        }
    }
}

/// A flag that can be claimed once, from any thread.
final class Once: @unchecked Sendable {
    private let lock = NSLock()
    private var claimed = false

    func claim() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if claimed { return false }
        claimed = true
        return true
    }
}
