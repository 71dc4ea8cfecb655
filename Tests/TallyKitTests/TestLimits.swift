/// Limits that a test does not test.
enum TestLimits {
    /// A backend's time limit where the limit is not under test. Tests share the
    /// cooperative pool with whole in-process runs (perturbations, shards): on a
    /// loaded two-core machine a request's task has waited 86 s for a thread, so
    /// 60 s read as a timeout that never happened.
    static let generous = 600.0
}
