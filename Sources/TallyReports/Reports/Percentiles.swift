import TallyModel

/// The median, 95th percentile and largest of some values, as every figure of
/// `timing.json` and the page reads them: nearest rank on the sorted values
/// (the element at n/2 and at ⌊0.95·n⌋), never interpolated, so a figure is
/// always a value that was measured.
struct Percentiles<Value: Comparable> {
    let p50: Value
    let p95: Value
    let max: Value

    /// Nil for no values.
    init?(_ values: [Value]) {
        self.init(sorted: values.sorted())
    }

    /// - Parameter sorted: the values in ascending order.
    init?(sorted: [Value]) {
        guard let last = sorted.last else { return nil }
        p50 = sorted[sorted.count / 2]
        p95 = sorted[Swift.min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]
        max = last
    }
}
