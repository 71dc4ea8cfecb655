import Foundation
import TallyModel

/// The few lines `tally run` prints when it finishes.
public enum Headline {
    public static func render(_ s: Summary, folder: URL) -> String {
        var lines = [
            "\(s.set.id) v\(s.set.version) · \(s.backend.backend) \(s.backend.modelVersion) · \(s.counts.turns) turns → \(DisplayPath.of(folder))"
        ]
        if let why = s.incomplete { lines.append("  INCOMPLETE: \(why)") }
        if let shard = s.shard {
            lines.append(
                "  shard \(shard.index)/\(shard.count): a part of the run; `tally merge` joins the \(shard.count) shards"
            )
        }
        func line(_ id: MetricID, _ m: Metric?, note: String = "") -> String {
            let title = id.title.padding(toLength: 28, withPad: " ", startingAt: 0)
            guard let m, m.n > 0 else { return "  \(title) –  (no turns)" }
            return "  \(title) \(id.format(m))  [\(id.formatInterval(m))]  n=\(m.n)" + (note.isEmpty ? "" : "  \(note)")
        }
        if let model = ModelFigures(s) {
            lines.append("  the model on its own:")
            for row in model.own {
                lines.append(
                    line(row.id, row.metric, note: row.id == .decidedRate ? "fallbacks: \(model.fallbacks)" : ""))
            }
            lines.append("  against the app without it (the rules through the same pipeline, the same turns):")
            for row in model.lifts {
                lines.append(line(row.id, row.metric, note: row.table.map(ModelFigures.tableLine) ?? ""))
            }
            lines.append("  after the pipeline:")
        }
        for id in MetricID.headline {
            guard let m = s[id] else { continue }
            lines.append(line(id, m))
        }
        if s.readByModel { lines.append("  failing turns by layer: \(LayerCounts.line(s.attribution.all))") }
        if let p = s.perturbations { lines += perturbations(p) }
        return lines.joined(separator: "\n")
    }

    /// One line per family: its invariance and flip rates.
    static func perturbations(_ p: Perturbations) -> [String] {
        var lines = ["  perturbations, seed \(p.seed):"]
        for family in p.families {
            guard let f = p.byFamily[family.rawValue] else { continue }
            let title = "  \(family.rawValue) (\(family.kind.short))".padding(toLength: 30, withPad: " ", startingAt: 0)
            guard let inv = f[.invarianceRate], inv.n > 0 else {
                lines.append("\(title) –  (no variant: the family applies to no turn here)")
                continue
            }
            lines.append(
                "\(title) invariance \(MetricID.invarianceRate.format(inv))  [\(MetricID.invarianceRate.formatInterval(inv))]  flips \(MetricID.flipRate.format(f[.flipRate])) (\(f.broke) broke, \(f.fixed) fixed)  n=\(inv.n)"
            )
        }
        return lines
    }
}
