import Foundation

/// Runs long synchronous work (a sweep over a whole set) on a thread of its own.
///
/// Swift Testing runs tests on the cooperative pool, which has one thread per
/// core: a test that keeps one busy for seconds starves every async test
/// beside it — on a two-core machine, timers and HTTP answers in other suites
/// wait for it and time out.
func offPool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}

/// Limits that a test does not test.
enum TestLimits {
    /// A backend's time limit where the limit is not under test. Tests share the
    /// cooperative pool with whole in-process runs (perturbations, shards): on a
    /// loaded two-core machine a request's task has waited 86 s for a thread, so
    /// 60 s read as a timeout that never happened.
    static let generous = 600.0
}
