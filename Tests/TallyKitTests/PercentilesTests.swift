import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// timing.json and the page read their spreads one way: nearest rank, never interpolated.
@Suite("Percentiles")
struct PercentilesTests {
    @Test(
        "p50, p95 and max are values that were measured",
        arguments: [
            ([5], 5, 5, 5), ([3, 1, 2], 2, 3, 3), (Array(1...20), 11, 20, 20), (Array(1...100), 51, 96, 100),
            ([7, 7, 7, 1], 7, 7, 7),
        ])
    func nearestRank(values: [Int], p50: Int, p95: Int, max: Int) throws {
        let p = try #require(Percentiles(values))
        #expect([p.p50, p.p95, p.max] == [p50, p95, max])
    }

    @Test("no values: no percentiles, and the latency figures are zeros")
    func empty() {
        #expect(Percentiles([Int]()) == nil)
        let latency = Timing.latency([])
        #expect([latency.p50, latency.p95, latency.max, latency.mean] == [0, 0, 0, 0])
    }

    @Test("latencies are rounded to two decimals, the mean too")
    func latency() {
        let l = Timing.latency([1.004, 2.345, 10.0, 0.5])
        #expect([l.p50, l.p95, l.max, l.mean] == [2.35, 10, 10, 3.46])
    }
}
