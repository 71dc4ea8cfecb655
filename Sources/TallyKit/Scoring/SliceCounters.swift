import FinanceAssistant

/// The counters behind every proportion metric, for one slice of turns
/// (all, one locale, one tag).
struct SliceCounters: Sendable {
    var turn = Ratio()
    var intent = Ratio()
    var modelIntent = Ratio()
    var period = Ratio()
    var merchant = Ratio()
    var merchantHallucination = Ratio()
    var category = Ratio()
    var adviceRefusal = Ratio()
    var offTopicRefusal = Ratio()
    var falseRefusal = Ratio()
    var unclear = Ratio()
    var followUp = Ratio()
    var answer = Ratio()
    var inventedNumber = Ratio()
    var fallback = Ratio()
    var stale = Ratio()

    mutating func add(_ r: TurnRecord) {
        let e = r.expected
        turn.add(r.pass)
        intent.add(r.verdict.intent)
        if let b = r.backend, let i = b.intent { modelIntent.add(i == e.intent) }
        if e.intent.isAnswerable {
            if let v = r.verdict.period { period.add(v) }
            if e.merchant != nil, let v = r.verdict.merchant { merchant.add(v) }
            if e.merchant == nil { merchantHallucination.add(r.read.merchant != nil) }
            if e.category != nil, let v = r.verdict.category { category.add(v) }
            falseRefusal.add(r.read.intent == .offTopic)
            unclear.add(r.read.intent == .unclear)
        }
        if e.reason == .advice { adviceRefusal.add(r.read.intent == .offTopic && r.read.reason == .advice) }
        if e.intent == .offTopic { offTopicRefusal.add(r.read.intent == .offTopic) }
        if r.turn > 1 { followUp.add(r.pass) }
        if let v = r.verdict.answer { answer.add(v) }
        if r.read.intent.isAnswerable { inventedNumber.add(!(r.invented ?? []).isEmpty) }
        // The rules backend never falls back: its reason is always nil.
        fallback.add(r.read.fallbackReason != nil)
        stale.add(r.replay != nil)
    }

    /// The proportions of this slice, by metric name (`summary.json`'s keys).
    var metrics: [String: Metric] {
        let ratios: [(MetricID, Ratio)] = [
            (.turnAccuracy, turn), (.intentAccuracy, intent), (.modelIntentAccuracy, modelIntent),
            (.periodAccuracy, period), (.merchantAccuracy, merchant),
            (.merchantHallucinationRate, merchantHallucination), (.categoryAccuracy, category),
            (.adviceRefusalRate, adviceRefusal), (.offTopicRefusalRate, offTopicRefusal),
            (.falseRefusalRate, falseRefusal), (.unclearRate, unclear), (.followUpAccuracy, followUp),
            (.answerAccuracy, answer), (.inventedNumberRate, inventedNumber), (.fallbackRate, fallback),
            (.staleRate, stale),
        ]
        return Dictionary(uniqueKeysWithValues: ratios.map { ($0.0.rawValue, $0.1.metric) })
    }
}
