import FinanceAssistant
import Foundation
import TallyModel

/// What a model backend's report leads with, in every view (the headline
/// `tally run` prints, `summary.md`, `report.html`, the job summary): what the
/// model decided itself, how well it reads on its own, and what it adds over
/// the app without it on the same turns — before the after-pipeline figures,
/// which the rules can earn alone on a set they were tuned on.
struct ModelFigures {
    struct Row {
        var id: MetricID
        var metric: Metric?
        /// For a lift: the 2×2 table behind it.
        var table: PairedTable?
    }

    let summary: Summary

    init?(_ s: Summary) {
        guard s.readByModel else { return nil }
        summary = s
    }

    /// The model on its own: decided rate, its own intent and shop accuracy.
    var own: [Row] {
        // Under smart-budget, the model's own period beside the parser's on the same turns.
        let periods: [MetricID] =
            summary[.modelPeriodAccuracy] != nil ? [.modelPeriodAccuracy, .parserPeriodAccuracy] : []
        return ([.decidedRate, .modelIntentAccuracy, .modelMerchantAccuracy] + periods).map {
            Row(id: $0, metric: summary[$0])
        }
    }

    /// The model against the app without it: each headline lift with its table.
    var lifts: [Row] {
        MetricID.modelHeadline.filter { $0.liftBase != nil }.map { id in
            Row(id: id, metric: summary[id], table: id.liftBase.flatMap { summary.withoutModel?.paired[$0.rawValue] })
        }
    }

    /// "secondLook 102, inputTooLong 12"; "none" without a fallback.
    var fallbacks: String {
        let list = summary.fallbacks.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        return list.isEmpty ? "none" : list.map { "\($0.key) \(HTMLReport.count($0.value))" }.joined(separator: ", ")
    }

    /// "helped 11 · hurt 1,706 · McNemar p < 1e-300".
    static func tableLine(_ t: PairedTable) -> String {
        "helped \(HTMLReport.count(t.helped)) · hurt \(HTMLReport.count(t.hurt)) · McNemar p \(pValue(t.mcNemarP))"
    }

    /// "= 0.031", "= 2.1e-05", "< 1e-300" (an exact p below what a double holds).
    static func pValue(_ p: Double) -> String {
        p == 0 ? ReportDiff.formatP(p) : "= " + ReportDiff.formatP(p)
    }
}

/// The failing turns by the layer that broke them.
enum LayerCounts {
    /// Layers in pipeline order with their counts ("reader 1,751 · offer 27 · …"), zeros left out.
    static func line(_ counts: [String: Int]) -> String {
        let parts = PipelineLayer.allCases.compactMap { layer -> String? in
            guard let n = counts[layer.rawValue], n > 0 else { return nil }
            return "\(layer.rawValue) \(HTMLReport.count(n))"
        }
        return parts.isEmpty ? "none" : parts.joined(separator: " · ")
    }
}
