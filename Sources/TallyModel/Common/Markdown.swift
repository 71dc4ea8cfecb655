import Foundation

/// Small helpers for the Markdown reports.
package enum Markdown {
    /// Escapes a cell: pipes and newlines would break the table.
    package static func cell(_ text: String, limit: Int = 90) -> String {
        var t = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "|", with: "\\|")
        if t.count > limit { t = String(t.prefix(limit - 1)) + "…" }
        return t
    }

    package static func table(_ header: [String], _ rows: [[String]]) -> String {
        var out = "| " + header.joined(separator: " | ") + " |\n"
        out += "|" + header.map { _ in "---" }.joined(separator: "|") + "|\n"
        for row in rows { out += "| " + row.joined(separator: " | ") + " |\n" }
        return out
    }
}
