import FinanceAssistant

/// The counters behind every proportion metric, for one slice of turns
/// (all, one locale, one tag). What each metric counts is `MetricID.outcome`,
/// which the gate's power lines read too.
struct SliceCounters: Sendable {
    /// The metrics that are proportions of a slice's turns, in `ratios` order.
    static let rates: [MetricID] = [
        .turnAccuracy, .intentAccuracy, .modelIntentAccuracy, .periodAccuracy, .merchantAccuracy,
        .merchantHallucinationRate, .categoryAccuracy, .adviceRefusalRate, .offTopicRefusalRate, .falseRefusalRate,
        .unclearRate, .followUpAccuracy, .answerAccuracy, .inventedNumberRate, .fallbackRate, .staleRate,
    ]
    static let answerIndex = rates.firstIndex(of: .answerAccuracy)!

    var ratios = [Ratio](repeating: Ratio(), count: SliceCounters.rates.count)

    mutating func add(_ r: TurnRecord) {
        for (i, id) in Self.rates.enumerated() {
            if let hit = id.outcome(r) { ratios[i].add(hit) }
        }
    }

    /// Turns with expected figures.
    var answer: Ratio { ratios[Self.answerIndex] }

    /// The proportions of this slice, by metric name (`summary.json`'s keys).
    var metrics: [String: Metric] {
        Dictionary(uniqueKeysWithValues: zip(Self.rates, ratios).map { ($0.0.rawValue, $0.1.metric) })
    }
}
