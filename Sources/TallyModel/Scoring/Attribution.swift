import FinanceAssistant

/// Which layer broke a failing turn: the first layer whose output made the
/// final reading wrong (docs/metrics.md, "Who broke it").
///
/// Each wrong field is followed through the layers from the one that first
/// sets it — the reader for the kind of question, the shop and the category;
/// the period layer for the period, the comparison and the limit; the gates
/// for a refusal's reason. The field's culprit is the layer after which it
/// was last right, or, when it was never right, the layer that set it. The
/// turn's culprit is the earliest of its fields' culprits; with every field
/// of the reading right and a figure wrong, it is the resolver.
package enum Attribution {
    package static func brokenBy(
        expected e: Expectation, trace: PipelineTrace, verdict: Verdict, scorer: TurnScorer
    ) -> PipelineLayer? {
        let failed = verdict.failed
        guard !failed.isEmpty else { return nil }
        let stages = trace.stages
        guard !stages.isEmpty else { return nil }
        let verdicts = stages.map { scorer.verdict(expected: e, reading: $0.reading) }
        var culprits: [(field: String, stage: Int)] = []
        for field in failed where field != "answer" {
            let origin = self.origin(of: field, expected: e, in: stages, periodFromModel: trace.periodFromModel)
            var index = origin
            if let lastRight = (origin..<stages.count).last(where: { verdicts[$0].holds(field) }) {
                // The final reading is wrong, so a later layer undid it.
                index = min(lastRight + 1, stages.count - 1)
            }
            culprits.append((field, index))
        }
        guard let first = culprits.map(\.stage).min() else { return .resolver }
        let layer = stages[first].layer
        // A model can name only the shops and categories it is offered: when those
        // alone went wrong at its reading, the offer is to blame.
        if layer == .reader, let request = trace.request, trace.backendOutcome?.reading != nil,
            !stages.contains(where: { $0.layer == .secondLook })
        {
            let fields = culprits.filter { $0.stage == first }.map(\.field)
            let notOffered = fields.allSatisfy { field in
                switch field {
                case "merchant": return e.merchant.map { !request.merchantChoices.contains($0) } ?? false
                case "category": return e.category.map { !request.categoryChoices.contains($0.rawValue) } ?? false
                default: return false
                }
            }
            if notOffered { return .offer }
        }
        return layer
    }

    /// The first stage that sets a field: the reader's for the kind of question,
    /// shop and category (and, under smart-budget, the period, comparison and
    /// limit); otherwise the period layer's for period, comparison and limit;
    /// the gate that gives a refusal its reason.
    private static func origin(
        of field: String, expected e: Expectation, in stages: [PipelineTrace.Stage], periodFromModel: Bool
    ) -> Int {
        let layer: PipelineLayer
        switch field {
        case "period", "comparison", "limit":
            // Under smart-budget the model read the period: its reading sets it.
            if periodFromModel { return 0 }
            layer = .period
        case "reason":
            let adviceGate = stages.first { $0.layer == .adviceGate }
            layer = e.reason == .advice || adviceGate?.reading.reason == .advice ? .adviceGate : .scopeGate
        default: return 0
        }
        return stages.firstIndex { $0.layer == layer } ?? 0
    }
}

extension Verdict {
    /// Whether a named field is right (a field that is not scored is).
    func holds(_ field: String) -> Bool {
        switch field {
        case "intent": return intent
        case "reason": return reason ?? true
        case "merchant": return merchant ?? true
        case "category": return category ?? true
        case "period": return period ?? true
        case "comparison": return comparison ?? true
        case "limit": return limit ?? true
        case "answer": return answer ?? true
        default: return true
        }
    }
}
