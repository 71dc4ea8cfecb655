import Foundation
import TallyModel

/// The building blocks of Tally's HTML pages (`report.html`, `tally diff
/// --html`, `tally matrix --html`): one self-contained file each — inline CSS,
/// inline SVG, a little vanilla JavaScript, no network (the page's own
/// Content-Security-Policy forbids it) — and the same bytes for the same
/// inputs: nothing here reads a clock, a path or a locale.
///
/// Every chart has its numbers in a table beside or under it, and the page is
/// whole with JavaScript off: scripts only sort tables and filter rows.
enum HTML {
    /// A number for SVG coordinates: one decimal, no locale, no "-0.0".
    static func n(_ x: Double) -> String {
        let s = String(format: "%.1f", x)
        return s == "-0.0" ? "0.0" : s
    }

    /// A share as "87.2 %".
    static func percent(_ x: Double, digits: Int = 1) -> String { String(format: "%.\(digits)f %%", x * 100) }

    /// A whole page: the title, a bar of links to its sections, the body.
    static func page(title: String, subtitle: HTMLText, nav: [(id: String, label: String)], body: HTMLText) -> HTMLText
    {
        var out: HTMLText = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        // Nothing but the page itself: no request can leave it, even by mistake.
        out +=
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n"
        out += "<meta name=\"generator\" content=\"tally \(Tally.version)\">\n"
        out += "<title>\(title)</title>\n<style>\n\(css)</style>\n</head>\n<body>\n"
        out += "<header class=\"top\"><h1>\(title)</h1><p class=\"meta\">\(subtitle)</p></header>\n"
        if !nav.isEmpty {
            out += "<nav>\(nav.map { "<a href=\"#\($0.id)\">\($0.label)</a>" as HTMLText })</nav>\n"
        }
        out += "<main>\n\(body)</main>\n"
        out += "<footer>Written by tally \(Tally.version). Works offline and without JavaScript; "
        out += "scripts only sort the tables and filter the rows.</footer>\n"
        out += "<script>\n\(script)</script>\n</body>\n</html>\n"
        return out
    }

    /// A section with its heading and a sentence on how to read it.
    static func section(_ id: String, _ title: String, lead: HTMLText, _ body: HTMLText) -> HTMLText {
        "<section id=\"\(id)\">\n<h2>\(title)</h2>\n<p class=\"lead\">\(lead)</p>\n\(body)</section>\n"
    }

    /// A header cell: its label, an optional sort key (`numeric` or `text`), right-aligned or not.
    typealias Column = (label: HTMLText, sort: String?, numeric: Bool)

    /// A table; `header` cells may carry a sort key for sortable tables.
    static func table(_ header: [Column], _ rows: [HTMLText], classes: String = "", id: String? = nil) -> HTMLText {
        let idAttribute: HTMLText = id.map { " id=\"\($0)\"" } ?? ""
        var out: HTMLText = "<table class=\"\(classes)\"\(idAttribute)>\n<thead><tr>"
        for h in header {
            let align: HTMLText = h.numeric ? " class=\"r\"" : ""
            if let sort = h.sort {
                out += "<th\(align) data-sort=\"\(sort)\"><button type=\"button\">\(h.label)</button></th>"
            } else {
                out += "<th\(align)>\(h.label)</th>"
            }
        }
        out += "</tr></thead>\n<tbody>\n\(rows.joined(separator: "\n"))\n</tbody>\n</table>\n"
        return out
    }

    static func header(_ labels: HTMLText...) -> [Column] {
        labels.map { ($0, nil, false) }
    }

    /// A mark that does not rely on colour alone.
    static func mark(_ pass: Bool) -> HTMLText {
        pass ? "<span class=\"ok\" title=\"right\">✓</span>" : "<span class=\"ko\" title=\"wrong\">✗</span>"
    }

    /// The definition of a metric, for a `title` attribute.
    static func definition(_ id: MetricID) -> HTMLText { "\(id.definition)" }

    /// The glossary: every metric, its kind, which way is better, one sentence.
    static func glossary(_ ids: [MetricID] = MetricID.ordered) -> HTMLText {
        var out: HTMLText = "<dl class=\"glossary\">\n"
        for id in ids {
            let better: String
            switch id.direction {
            case .higherIsBetter: better = "higher is better"
            case .lowerIsBetter: better = "lower is better"
            case .closerToZeroIsBetter: better = "closer to 0 is better"
            }
            out +=
                "<dt id=\"m-\(id.rawValue)\">\(id.title)<span><code>\(id.rawValue)</code> · \(id.kind.rawValue) · \(better)</span></dt><dd>\(id.definition)</dd>\n"
        }
        return out + "</dl>\n"
    }

    // The Okabe–Ito palette: told apart with every common colour-vision deficiency.
    static let palette = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000", "#F0E442"]

}

/// Small inline SVG charts. Each is drawn from numbers that also appear in a
/// table on the same page; the SVGs carry a `<title>` for screen readers and
/// for hover.
enum SVG {
    /// One row of an interval chart: a label, a point and its 95 % interval.
    struct IntervalRow {
        var label: String
        var value: Double?
        var ci: (Double, Double)?
        var color: String
    }

    /// Points with their 95 % intervals as error bars, on a shared axis
    /// (`lo`…`hi`, in the metric's units; `zero` draws a reference line).
    static func intervals(
        _ rows: [IntervalRow], lo: Double, hi: Double, width: Double = 266, format: (Double) -> String,
        tick: (Double) -> String,
        zero: Double? = nil, title: String
    ) -> HTMLText {
        let left = 30.0
        let right = width - 50
        let rowHeight = 15.0
        let height = Double(rows.count) * rowHeight + 14
        func x(_ v: Double) -> Double { left + (min(max(v, lo), hi) - lo) / max(hi - lo, 1e-9) * (right - left) }
        var out: HTMLText =
            "<svg role=\"img\" width=\"\(HTML.n(width))\" height=\"\(HTML.n(height))\" viewBox=\"0 0 \(HTML.n(width)) \(HTML.n(height))\"><title>\(title)</title>"
        out +=
            "<line x1=\"\(HTML.n(left))\" x2=\"\(HTML.n(right))\" y1=\"\(HTML.n(height - 12))\" y2=\"\(HTML.n(height - 12))\" stroke=\"#d0d7de\"/>"
        for (v, anchor) in [(lo, "start"), (hi, "end")] {
            out +=
                "<text x=\"\(HTML.n(x(v)))\" y=\"\(HTML.n(height - 2))\" font-size=\"9\" fill=\"#57606a\" text-anchor=\"\(anchor)\">\(tick(v))</text>"
        }
        if let zero, zero > lo, zero < hi {
            out +=
                "<line x1=\"\(HTML.n(x(zero)))\" x2=\"\(HTML.n(x(zero)))\" y1=\"2\" y2=\"\(HTML.n(height - 12))\" stroke=\"#8c959f\" stroke-dasharray=\"2 2\"/>"
        }
        for (i, row) in rows.enumerated() {
            let y = Double(i) * rowHeight + 8
            out +=
                "<text x=\"0\" y=\"\(HTML.n(y + 3.5))\" font-size=\"10\" fill=\"\(row.color)\">\(row.label)</text>"
            if let (a, b) = row.ci {
                out +=
                    "<line x1=\"\(HTML.n(x(a)))\" x2=\"\(HTML.n(x(b)))\" y1=\"\(HTML.n(y))\" y2=\"\(HTML.n(y))\" stroke=\"\(row.color)\" stroke-width=\"2\"/>"
                for end in [a, b] {
                    out +=
                        "<line x1=\"\(HTML.n(x(end)))\" x2=\"\(HTML.n(x(end)))\" y1=\"\(HTML.n(y - 4))\" y2=\"\(HTML.n(y + 4))\" stroke=\"\(row.color)\" stroke-width=\"1.5\"/>"
                }
            }
            if let v = row.value {
                out += "<circle cx=\"\(HTML.n(x(v)))\" cy=\"\(HTML.n(y))\" r=\"3.5\" fill=\"\(row.color)\"/>"
                out +=
                    "<text x=\"\(HTML.n(width))\" y=\"\(HTML.n(y + 3.5))\" font-size=\"10\" fill=\"\(row.color)\" text-anchor=\"end\">\(format(v))</text>"
            } else {
                out +=
                    "<text x=\"\(HTML.n(width))\" y=\"\(HTML.n(y + 3.5))\" font-size=\"10\" fill=\"#57606a\" text-anchor=\"end\">–</text>"
            }
        }
        return out + "</svg>"
    }

    /// An axis range for interval rows: whole tens (of percent) around every interval.
    static func range(_ rows: [IntervalRow], kind: MetricID.Kind) -> (Double, Double) {
        let values = rows.flatMap { r -> [Double] in (r.ci.map { [$0.0, $0.1] } ?? []) + (r.value.map { [$0] } ?? []) }
        guard let low = values.min(), let high = values.max() else {
            return kind == .gap || kind == .lift ? (-0.1, 0.1) : (0, 1)
        }
        switch kind {
        case .gap, .lift:
            let m = max(0.05, (max(abs(low), abs(high)) * 20).rounded(.up) / 20)
            return (-m, m)
        case .rate, .score:
            var lo = (low * 10).rounded(.down) / 10
            var hi = (high * 10).rounded(.up) / 10
            if hi - lo < 0.1 { hi = min(1, lo + 0.1) }
            if hi - lo < 0.1 { lo = hi - 0.1 }
            return (max(0, lo), min(1, hi))
        }
    }

    /// A horizontal bar from 0 to 1 with the 95 % interval as a whisker, for table cells.
    static func bar(
        _ value: Double?, ci: (Double, Double)?, width: Double = 150, color: String = "#0072B2"
    )
        -> HTMLText
    {
        let h = 14.0
        var out: HTMLText =
            "<svg width=\"\(HTML.n(width))\" height=\"\(HTML.n(h))\" viewBox=\"0 0 \(HTML.n(width)) \(HTML.n(h))\" aria-hidden=\"true\">"
        out += "<rect x=\"0\" y=\"3\" width=\"\(HTML.n(width))\" height=\"8\" fill=\"#eaeef2\"/>"
        if let v = value {
            out += "<rect x=\"0\" y=\"3\" width=\"\(HTML.n(v * width))\" height=\"8\" fill=\"\(color)\"/>"
        }
        if let (a, b) = ci {
            out +=
                "<line x1=\"\(HTML.n(a * width))\" x2=\"\(HTML.n(b * width))\" y1=\"7\" y2=\"7\" stroke=\"#1b1f24\" stroke-width=\"1.2\"/>"
            for end in [a, b] {
                out +=
                    "<line x1=\"\(HTML.n(end * width))\" x2=\"\(HTML.n(end * width))\" y1=\"3\" y2=\"11\" stroke=\"#1b1f24\" stroke-width=\"1.2\"/>"
            }
        }
        return out + "</svg>"
    }

    /// Vertical bars over labelled bins, with an optional marker line (the
    /// context window) and its label.
    static func histogram(
        _ bins: [(label: String, count: Int)], width: Double = 900, height: Double = 180,
        marker: (index: Double, label: String)? = nil, title: String
    ) -> HTMLText {
        let left = 40.0
        let bottom = height - 22
        let plotWidth = width - left - 10
        let top = marker == nil ? 8.0 : 18.0
        let peak = max(1, bins.map(\.count).max() ?? 1)
        let step = plotWidth / Double(max(bins.count, 1))
        var out: HTMLText =
            "<svg role=\"img\" width=\"\(HTML.n(width))\" height=\"\(HTML.n(height))\" viewBox=\"0 0 \(HTML.n(width)) \(HTML.n(height))\"><title>\(title)</title>"
        out +=
            "<line x1=\"\(HTML.n(left))\" x2=\"\(HTML.n(width - 10))\" y1=\"\(HTML.n(bottom))\" y2=\"\(HTML.n(bottom))\" stroke=\"#8c959f\"/>"
        out +=
            "<text x=\"\(HTML.n(left - 4))\" y=\"\(HTML.n(top + 4))\" font-size=\"10\" fill=\"#57606a\" text-anchor=\"end\">\(peak)</text>"
        out +=
            "<text x=\"\(HTML.n(left - 4))\" y=\"\(HTML.n(bottom))\" font-size=\"10\" fill=\"#57606a\" text-anchor=\"end\">0</text>"
        let labelEvery = max(1, bins.count / 8)
        for (i, bin) in bins.enumerated() {
            let x = left + Double(i) * step
            let h = Double(bin.count) / Double(peak) * (bottom - top)
            if bin.count > 0 {
                out +=
                    "<rect x=\"\(HTML.n(x + 1))\" y=\"\(HTML.n(bottom - h))\" width=\"\(HTML.n(max(1, step - 2)))\" height=\"\(HTML.n(h))\" fill=\"#0072B2\"><title>\(bin.label): \(bin.count)</title></rect>"
            }
            if i % labelEvery == 0 {
                out +=
                    "<text x=\"\(HTML.n(x))\" y=\"\(HTML.n(height - 6))\" font-size=\"10\" fill=\"#57606a\">\(bin.label.components(separatedBy: "–").first ?? bin.label)</text>"
            }
        }
        if let marker {
            let x = left + marker.index * step
            out +=
                "<line x1=\"\(HTML.n(x))\" x2=\"\(HTML.n(x))\" y1=\"\(HTML.n(top - 10))\" y2=\"\(HTML.n(bottom))\" stroke=\"#D55E00\" stroke-width=\"2\"/>"
            out +=
                "<text x=\"\(HTML.n(x - 4))\" y=\"\(HTML.n(top - 2))\" font-size=\"11\" fill=\"#D55E00\" text-anchor=\"end\">\(marker.label)</text>"
        }
        return out + "</svg>"
    }

    /// Horizontal bars with their counts written at their ends.
    static func countBars(
        _ items: [(label: String, count: Int, color: String)], width: Double = 520, labelWidth: Double = 150,
        title: String = "turns by reason"
    ) -> HTMLText {
        let rowHeight = 20.0
        let peak = max(1, items.map(\.count).max() ?? 1)
        let height = Double(items.count) * rowHeight + 4
        var out: HTMLText =
            "<svg role=\"img\" width=\"\(HTML.n(width))\" height=\"\(HTML.n(height))\" viewBox=\"0 0 \(HTML.n(width)) \(HTML.n(height))\"><title>\(title)</title>"
        for (i, item) in items.enumerated() {
            let y = Double(i) * rowHeight + 2
            let w = Double(item.count) / Double(peak) * (width - labelWidth - 50)
            out +=
                "<text x=\"\(HTML.n(labelWidth - 6))\" y=\"\(HTML.n(y + 13))\" font-size=\"12\" text-anchor=\"end\">\(item.label)</text>"
            out +=
                "<rect x=\"\(HTML.n(labelWidth))\" y=\"\(HTML.n(y + 3))\" width=\"\(HTML.n(max(1, w)))\" height=\"13\" fill=\"\(item.color)\"/>"
            out +=
                "<text x=\"\(HTML.n(labelWidth + w + 5))\" y=\"\(HTML.n(y + 13))\" font-size=\"12\">\(item.count)</text>"
        }
        return out + "</svg>"
    }
}
