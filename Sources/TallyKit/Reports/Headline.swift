import Foundation

/// The few lines `tally run` prints when it finishes.
public enum Headline {
    public static func render(_ s: Summary, folder: URL) -> String {
        var lines = [
            "\(s.set.id) v\(s.set.version) · \(s.backend.backend) \(s.backend.modelVersion) · \(s.counts.turns) turns → \(DisplayPath.of(folder))"
        ]
        if let why = s.incomplete { lines.append("  INCOMPLETE: \(why)") }
        for name in [
            "turnAccuracy", "intentAccuracy", "periodAccuracy", "merchantAccuracy", "falseRefusalRate",
            "adviceRefusalRate", "answerAccuracy", "parityGap",
        ] {
            guard let m = s.metrics[name] else { continue }
            let value = name == "parityGap" ? (m.doubleValue.map { Markdown.points($0) } ?? "–") : Markdown.percent(m)
            lines.append(
                "  \(Markdown.name(name).padding(toLength: 28, withPad: " ", startingAt: 0)) \(value)  [\(Markdown.interval(m))]  n=\(m.n)"
            )
        }
        return lines.joined(separator: "\n")
    }
}
