import Foundation
import TallyModel

/// `tally diff A B --html FILE` and `tally matrix … --html FILE`: the same
/// comparisons as their Markdown, as self-contained pages (see `HTML`).
extension ReportDiff {
    public var html: String { page.markup }

    var page: HTMLText {
        let title = "\(before) → \(after)"
        var subtitle = HTMLText("\(identity)") + "<br>" + HTMLText("\(headline)") + "<br>" + HTMLText("\(layerLine)")
        for line in incomplete { subtitle += "<br><strong>Incomplete: \(line).</strong>" }
        if !sameSet {
            subtitle += "<br><strong>The reports were made on different eval sets (--allow-set-change).</strong>"
        }
        var body: HTMLText = ""

        // Metrics: both values with their intervals on one axis, the change, the intervals as numbers.
        let rows = metrics.compactMap { m -> HTMLText? in
            guard let id = MetricID(rawValue: m.metric) else { return nil }
            let rowsSVG: [SVG.IntervalRow] = [
                .init(label: "A", value: m.before?.doubleValue, ci: Self.interval(m.before), color: "#8c959f"),
                .init(label: "B", value: m.after?.doubleValue, ci: Self.interval(m.after), color: "#0072B2"),
            ]
            let (lo, hi) = SVG.range(rowsSVG, kind: id.kind)
            let chart = SVG.intervals(
                rowsSVG, lo: lo, hi: hi, width: 240, format: { id.format($0) },
                tick: { HTMLReport.tick($0, id.kind) }, zero: id.kind == .gap ? 0 : nil,
                title: "\(id.title): before (A) and after (B) with their 95 % intervals")
            var change = m.delta.map { id.formatChange(NSDecimalNumber(decimal: $0).doubleValue) } ?? "–"
            var cls = ""
            if let x = m.before?.doubleValue, let y = m.after?.doubleValue {
                let arrow = ReportDiff.arrow(id, from: x, to: y)
                if !arrow.isEmpty {
                    let better = arrow.contains("▲")
                    change += better ? " ▲ better" : " ▼ worse"
                    cls = better ? " better" : " worse"
                }
            }
            return
                "<tr><td title=\"\(HTML.definition(id))\">\(id.title)\(HTMLReport.better(id))</td><td class=\"num\">\(id.format(m.before))</td><td class=\"num\">\(id.format(m.after))</td><td class=\"num\(cls)\">\(change)</td><td>\(chart)</td><td class=\"num\">\(id.formatInterval(m.before))</td><td class=\"num\">\(id.formatInterval(m.after))</td></tr>"
        }
        body += HTML.section(
            "metrics", "Metrics",
            lead:
                "Before (A, grey) and after (B, blue), each with its 95 % interval; ▲ is a change for the better in that metric's own direction. Intervals that overlap widely mean the change may be noise: the McNemar test below weighs the turns themselves.",
            HTML.table(
                HTML.header(
                    "metric", "<span class=\"r\">before</span>", "<span class=\"r\">after</span>",
                    "<span class=\"r\">change</span>", "A and B, 95 % CI", "<span class=\"r\">before CI</span>",
                    "<span class=\"r\">after CI</span>"), rows, id: "metrics"))

        // McNemar.
        let p = ModelFigures.pValue(mcNemarP)
        let verdict: String
        if fixed.isEmpty && broken.isEmpty {
            verdict = "No turn changed between the two reports."
        } else if mcNemarP < 0.05 {
            verdict =
                "p \(p) < 0.05: B \(fixed.count > broken.count ? "fixes more turns than it breaks" : "breaks more turns than it fixes"), beyond what chance would explain."
        } else {
            verdict =
                "p \(p) ≥ 0.05: the \(fixed.count) fixed and \(broken.count) broken turns are within what chance would explain."
        }
        var test: HTMLText =
            "<table id=\"mcnemar\"><tbody><tr><td>paired turns</td><td class=\"num\">\(HTMLReport.count(pairedTurns))</td></tr><tr><td>fixed (wrong in A, right in B)</td><td class=\"num\">\(HTMLReport.count(fixed.count))</td></tr><tr><td>broken (right in A, wrong in B)</td><td class=\"num\">\(HTMLReport.count(broken.count))</td></tr><tr><td>exact McNemar p</td><td class=\"num\">\(ReportDiff.formatP(mcNemarP))</td></tr></tbody></table>\n<p>\(verdict)</p>\n"
        if onlyBefore + onlyAfter > 0 {
            test += "<p>Turns in only one report: \(onlyBefore) before, \(onlyAfter) after (not compared).</p>\n"
        }
        body += HTML.section(
            "mcnemar", "Per-turn correctness",
            lead: "An exact McNemar test on the turns both reports hold: only the turns that changed count.", test)

        // Each rate and each changed slice, tested turn by turn.
        var sliceRows: [HTMLText] = []
        for (kind, list) in [("language", byLocale), ("intent", byIntent), ("tag", byTag)] {
            for d in list where d.fixed + d.broken > 0 {
                let id = MetricID.turnAccuracy
                var change = "–"
                if let x = d.before.doubleValue, let y = d.after.doubleValue {
                    change = id.formatChange(y - x) + ReportDiff.arrow(id, from: x, to: y)
                }
                sliceRows.append(
                    "<tr><td>\(kind)</td><td>\(d.slice)</td><td class=\"num\">\(HTMLReport.count(d.n))</td><td class=\"num\">\(id.format(d.before))</td><td class=\"num\">\(id.format(d.after))</td><td class=\"num\">\(change)</td><td class=\"num\">\(d.fixed)</td><td class=\"num\">\(d.broken)</td><td class=\"num\">\(ReportDiff.formatP(d.mcNemarP))</td></tr>"
                )
            }
        }
        let rateRows = rates.compactMap { t -> HTMLText? in
            guard let id = MetricID(rawValue: t.metric) else { return nil }
            return
                "<tr><td>\(id.title)</td><td class=\"num\">\(HTMLReport.count(t.n))</td><td class=\"num\">\(t.fixed)</td><td class=\"num\">\(t.broken)</td><td class=\"num\">\(ReportDiff.formatP(t.mcNemarP))</td></tr>"
        }
        body += HTML.section(
            "slices", "Each rate and each slice, turn by turn",
            lead:
                "An exact McNemar test per rate, then turn accuracy in every language, expected intent and tag whose turns changed (sort by any column).",
            HTML.table(
                [
                    ("rate", "text", false), ("turns", "numeric", true), ("fixed", "numeric", true),
                    ("broken", "numeric", true), ("McNemar p", nil, true),
                ], rateRows, classes: "sortable", id: "rates")
                + HTML.table(
                    [
                        ("slice", "text", false), ("name", "text", false), ("turns", "numeric", true),
                        ("before", nil, true), ("after", nil, true), ("change", nil, true), ("fixed", "numeric", true),
                        ("broken", "numeric", true), ("McNemar p", nil, true),
                    ], sliceRows, classes: "sortable", id: "slices-changed"))

        // Fixed and broken, side by side.
        func list(_ id: String, _ title: String, _ turns: [ChangedTurn], mark: Bool) -> HTMLText {
            let rows = turns.map { t -> HTMLText in
                "<tr><td class=\"id\">\(t.case)#\(t.turn)</td><td>\(HTMLReport.message(t.text, limit: 160))<div class=\"reading\">expected \(t.expected) · wrong \(t.fields.joined(separator: ", ")) · broken by <b>\(t.layer ?? "–")</b></div><div class=\"wrong\"><span class=\"f\">A</span><span class=\"\(mark ? "x" : "e")\">\(t.before)</span><span></span><span class=\"f\">B</span><span class=\"\(mark ? "e" : "x")\">\(t.after)</span><span></span></div></td></tr>"
            }
            var out: HTMLText = "<div><h3>\(title) (\(HTMLReport.count(turns.count)))</h3>"
            if turns.isEmpty { out += "<p class=\"dim\">None.</p>" }
            out += HTML.table(HTML.header("turn", "text, expected, A and B"), rows, id: id)
            return out + "</div>"
        }
        body += HTML.section(
            "turns", "Turns fixed and broken",
            lead: "Broken turns were right before and are wrong after; fixed turns the other way round.",
            "<div class=\"cols\" style=\"grid-template-columns:minmax(0,1fr) minmax(0,1fr)\">"
                + list("broken", "Broken", broken, mark: false) + list("fixed", "Fixed", fixed, mark: true)
                + "</div>\n")
        body += HTML.section(
            "glossary", "Glossary", lead: "Every metric, in one sentence.",
            HTML.glossary(metrics.compactMap { MetricID(rawValue: $0.metric) }))
        return HTML.page(
            title: title, subtitle: subtitle,
            nav: [
                ("metrics", "Metrics"), ("mcnemar", "McNemar"), ("slices", "By rate and slice"),
                ("turns", "Broken (\(broken.count)) and fixed (\(fixed.count))"), ("glossary", "Glossary"),
            ], body: body)
    }

    private static func interval(_ m: Metric?) -> (Double, Double)? {
        guard let ci = m?.ci95, ci.count == 2 else { return nil }
        return (NSDecimalNumber(decimal: ci[0]).doubleValue, NSDecimalNumber(decimal: ci[1]).doubleValue)
    }
}

extension Matrix {
    /// The rate metrics the chart draws (every column that is a share of turns and has a value).
    public var charted: [MetricID] {
        Matrix.columns.filter { c in c.kind == .rate && rows.contains { $0.metrics[c.rawValue]?.value != nil } }
    }

    public var html: String { page.markup }

    var page: HTMLText {
        let shown = Matrix.columns.filter { c in rows.contains { $0.metrics[c.rawValue]?.value != nil } }
        let title = "Tally matrix · \(rows.count) report\(rows.count == 1 ? "" : "s")"
        var subtitle: HTMLText
        if mixedSets {
            subtitle = "<strong>These reports were made on different eval sets; compare them with care.</strong>"
        } else {
            subtitle = rows.first.map { "All on \($0.set)." as HTMLText } ?? "No report."
        }
        subtitle += " Versions from left to right in the table's order."
        for r in rows where r.incomplete != nil {
            subtitle +=
                "<br><strong>Incomplete: \(r.backend) \(r.modelVersion) — \(r.incomplete ?? "").</strong>"
        }
        var body = HTML.section(
            "chart-section", "Metrics across versions",
            lead:
                "One line per metric, its versions in order from left to right; each point's value is in the table under the chart. Lower-is-better metrics are dashed.",
            chart())
        let header: [HTML.Column] =
            [
                ("backend", "text", false), ("model version", "text", false), ("prompt", "text", false),
                ("turns", "numeric", true),
            ]
            + shown.map { (HTMLText("\($0.title)"), "numeric", true) }
        let tableRows = rows.map { r -> HTMLText in
            var row: HTMLText =
                "<tr><td>\(r.backend)</td><td>\(r.modelVersion)\(r.incomplete.map { " <strong title=\"\($0)\">INCOMPLETE</strong>" as HTMLText } ?? "")</td><td>\(r.prompt)</td><td class=\"num\">\(HTMLReport.count(r.turns))</td>"
            for c in shown {
                let m = r.metrics[c.rawValue]
                let v = m?.doubleValue.map { String(format: "%.4f", $0) } ?? ""
                row +=
                    "<td class=\"num\" data-v=\"\(v)\" title=\"95 % CI \(c.formatInterval(m)) · n = \(m?.n ?? 0)\">\(c.format(m))</td>"
            }
            return row + "</tr>"
        }
        var table = HTML.table(header, tableRows, classes: "sortable", id: "matrix")
        table += "<p class=\"lead\">Hover a value for its 95 % interval and n. Reports:</p><ul>"
        table += rows.map { "<li><code>\($0.report)</code> · \($0.set)</li>" as HTMLText }.joined()
        table += "</ul>\n"
        body += HTML.section("table", "The table", lead: "Every headline metric of every report.", table)
        body += HTML.section("glossary", "Glossary", lead: "Every metric, in one sentence.", HTML.glossary(shown))
        return HTML.page(
            title: title, subtitle: subtitle,
            nav: [("chart-section", "Chart"), ("table", "Table"), ("glossary", "Glossary")], body: body)
    }

    /// Lines over the versions, labelled at their right ends (labels pushed apart so none overlap).
    private func chart() -> HTMLText {
        let width = 1100.0
        let height = 420.0
        let left = 52.0
        let right = 250.0
        let top = 14.0
        let bottom = 60.0
        let plotWidth = width - left - right
        let plotHeight = height - top - bottom
        let metrics = charted
        var lowest = 1.0
        for r in rows { for c in metrics { if let v = r.metrics[c.rawValue]?.doubleValue { lowest = min(lowest, v) } } }
        let floor = max(0, ((lowest - 0.05) * 10).rounded(.down) / 10)
        func x(_ i: Int) -> Double {
            rows.count == 1 ? left + plotWidth / 2 : left + Double(i) / Double(rows.count - 1) * plotWidth
        }
        func y(_ v: Double) -> Double { top + (1 - (v - floor) / max(1 - floor, 0.01)) * plotHeight }
        var out: HTMLText =
            "<svg id=\"chart\" role=\"img\" width=\"\(HTML.n(width))\" height=\"\(HTML.n(height))\" viewBox=\"0 0 \(HTML.n(width)) \(HTML.n(height))\"><title>metrics across model versions</title>"
        var tick = floor
        while tick <= 1.0001 {
            out +=
                "<line x1=\"\(HTML.n(left))\" x2=\"\(HTML.n(left + plotWidth))\" y1=\"\(HTML.n(y(tick)))\" y2=\"\(HTML.n(y(tick)))\" stroke=\"#eaeef2\"/>"
            out +=
                "<text x=\"\(HTML.n(left - 6))\" y=\"\(HTML.n(y(tick) + 4))\" font-size=\"11\" fill=\"#57606a\" text-anchor=\"end\">\(String(format: "%.0f %%", tick * 100))</text>"
            tick += 0.1
        }
        for (i, r) in rows.enumerated() {
            out +=
                "<text x=\"\(HTML.n(x(i)))\" y=\"\(HTML.n(height - bottom + 18))\" font-size=\"12\" text-anchor=\"middle\">\(r.modelVersion)</text>"
            out +=
                "<text x=\"\(HTML.n(x(i)))\" y=\"\(HTML.n(height - bottom + 33))\" font-size=\"10\" fill=\"#57606a\" text-anchor=\"middle\">\(r.backend)</text>"
        }
        // Labels at the last point of each line, nudged apart.
        var labels: [(y: Double, text: String, color: String)] = []
        for (k, c) in metrics.enumerated() {
            // Yellow is left out: it does not read on white.
            let color = HTML.palette[k % (HTML.palette.count - 1)]
            let dash: HTMLText = c.direction == .lowerIsBetter ? " stroke-dasharray=\"6 4\"" : ""
            let points = rows.enumerated().compactMap { i, r in r.metrics[c.rawValue]?.doubleValue.map { (i, $0) } }
            out += "<g class=\"series\" data-metric=\"\(c.rawValue)\"><title>\(c.title)</title>"
            if points.count > 1 {
                out +=
                    "<polyline fill=\"none\" stroke=\"\(color)\" stroke-width=\"2\"\(dash) points=\"\(points.map { "\(HTML.n(x($0.0))),\(HTML.n(y($0.1)))" }.joined(separator: " "))\"/>"
            }
            for (i, v) in points {
                out +=
                    "<circle cx=\"\(HTML.n(x(i)))\" cy=\"\(HTML.n(y(v)))\" r=\"3.5\" fill=\"\(color)\"><title>\(c.title) · \(rows[i].modelVersion): \(c.format(v))</title></circle>"
            }
            out += "</g>"
            if let last = points.last {
                labels.append((y(last.1), "\(c.title) \(c.format(last.1))", color))
            }
        }
        labels.sort { $0.y < $1.y }
        var previous = -Double.infinity
        for i in labels.indices {
            labels[i].y = max(labels[i].y, previous + 13)
            previous = labels[i].y
        }
        for l in labels {
            out +=
                "<text x=\"\(HTML.n(left + plotWidth + 12))\" y=\"\(HTML.n(l.y + 4))\" font-size=\"11\" fill=\"\(l.color)\">\(l.text)</text>"
        }
        return out + "</svg>\n"
    }
}

/// Writes an HTML page that Tally renders (`--html FILE`): a new file, or one
/// Tally wrote before — never a user's own file.
public enum HTMLPage {
    public static func write(_ html: String, to url: URL) throws {
        let shown = DisplayPath.of(url)
        if let kind = OutputGuard.fileKind(url) {
            guard kind == .other, let handle = FileHandle(forReadingAtPath: url.path) else {
                throw InputError(file: shown, "is not a file; --html takes a file name, e.g. diff.html")
            }
            let head = String(decoding: (try? handle.read(upToCount: 2048)) ?? Data(), as: UTF8.self)
            try? handle.close()
            guard head.isEmpty || head.contains("<meta name=\"generator\" content=\"tally ") else {
                throw InputError(
                    file: shown,
                    "is not a page tally wrote; --html replaces only one of those: choose a new name")
            }
        }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw OutputFile.describe(error, writing: url.deletingLastPathComponent(), option: "--html")
        }
        try AtomicFile.write(Data(html.utf8), to: url, option: "--html")
    }
}
