import Foundation

/// Runs long or blocking work (a sweep over a whole set, a wait on a child
/// process) on a thread of its own.
///
/// Swift Testing runs tests on the cooperative pool, which has one thread per
/// core: a test that keeps one busy for seconds starves every async test
/// beside it — on a two-core machine, timers and HTTP answers in other suites
/// wait for it and time out.
package func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}
