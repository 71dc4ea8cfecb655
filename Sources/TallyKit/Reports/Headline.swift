import Foundation

/// The few lines `tally run` prints when it finishes.
public enum Headline {
    public static func render(_ s: Summary, folder: URL) -> String {
        var lines = [
            "\(s.set.id) v\(s.set.version) · \(s.backend.backend) \(s.backend.modelVersion) · \(s.counts.turns) turns → \(DisplayPath.of(folder))"
        ]
        if let why = s.incomplete { lines.append("  INCOMPLETE: \(why)") }
        for id in MetricID.headline {
            guard let m = s[id] else { continue }
            let title = id.title.padding(toLength: 28, withPad: " ", startingAt: 0)
            if m.n == 0 {
                lines.append("  \(title) –  (no turns)")
                continue
            }
            lines.append("  \(title) \(id.format(m))  [\(id.formatInterval(m))]  n=\(m.n)")
        }
        return lines.joined(separator: "\n")
    }
}
