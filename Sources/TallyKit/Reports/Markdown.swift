import Foundation

/// Small helpers for the Markdown reports.
enum Markdown {
    /// "71.2 %" for a proportion; "–" when there is no value.
    static func percent(_ m: Metric?) -> String {
        guard let v = m?.doubleValue else { return "–" }
        return String(format: "%.1f %%", v * 100)
    }

    /// "69.3–73.0" for an interval (in percent unless told otherwise).
    static func interval(_ m: Metric?, scale: Double = 100, format: String = "%.1f–%.1f") -> String {
        guard let ci = m?.ci95, ci.count == 2 else { return "" }
        let lo = NSDecimalNumber(decimal: ci[0]).doubleValue * scale
        let hi = NSDecimalNumber(decimal: ci[1]).doubleValue * scale
        return String(format: format, lo, hi)
    }

    /// A signed change in points: "+2.3 pts".
    static func points(_ delta: Double) -> String { String(format: "%+.1f pts", delta * 100) }

    /// Escapes a cell: pipes and newlines would break the table.
    static func cell(_ text: String, limit: Int = 90) -> String {
        var t = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
        if t.count > limit { t = String(t.prefix(limit - 1)) + "…" }
        return t
    }

    static func table(_ header: [String], _ rows: [[String]]) -> String {
        var out = "| " + header.joined(separator: " | ") + " |\n"
        out += "|" + header.map { _ in "---" }.joined(separator: "|") + "|\n"
        for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
        return out
    }

    /// Human names for metrics.
    static func name(_ metric: String) -> String {
        var out = ""
        for ch in metric {
            if ch.isUppercase { out += " " + ch.lowercased() } else { out.append(ch) }
        }
        return out.replacingOccurrences(of: "f1", with: "F1")
    }
}
