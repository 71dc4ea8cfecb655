import Foundation

/// The building blocks of Tally's HTML pages (`report.html`, `tally diff
/// --html`, `tally matrix --html`): one self-contained file each — inline CSS,
/// inline SVG, a little vanilla JavaScript, no network (the page's own
/// Content-Security-Policy forbids it) — and the same bytes for the same
/// inputs: nothing here reads a clock, a path or a locale.
///
/// Every chart has its numbers in a table beside or under it, and the page is
/// whole with JavaScript off: scripts only sort tables and filter rows.
enum HTML {
    /// Text for an element or an attribute value. Control characters from a
    /// user's files are shown as `\u{1B}` rather than written raw.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A number for SVG coordinates: one decimal, no locale, no "-0.0".
    static func n(_ x: Double) -> String {
        let s = String(format: "%.1f", x)
        return s == "-0.0" ? "0.0" : s
    }

    /// A share as "87.2 %".
    static func percent(_ x: Double, digits: Int = 1) -> String { String(format: "%.\(digits)f %%", x * 100) }

    /// A whole page: the title, a bar of links to its sections, the body.
    static func page(title: String, subtitle: String, nav: [(id: String, label: String)], body: String) -> String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        // Nothing but the page itself: no request can leave it, even by mistake.
        out +=
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:\">\n"
        out += "<meta name=\"generator\" content=\"tally \(escape(Tally.version))\">\n"
        out += "<title>\(escape(title))</title>\n<style>\n\(css)</style>\n</head>\n<body>\n"
        out += "<header class=\"top\"><h1>\(escape(title))</h1><p class=\"meta\">\(subtitle)</p></header>\n"
        if !nav.isEmpty {
            out += "<nav>" + nav.map { "<a href=\"#\($0.id)\">\(escape($0.label))</a>" }.joined() + "</nav>\n"
        }
        out += "<main>\n\(body)</main>\n"
        out += "<footer>Written by tally \(escape(Tally.version)). Works offline and without JavaScript; "
        out += "scripts only sort the tables and filter the rows.</footer>\n"
        out += "<script>\n\(script)</script>\n</body>\n</html>\n"
        return out
    }

    /// A section with its heading and a sentence on how to read it.
    static func section(_ id: String, _ title: String, lead: String, _ body: String) -> String {
        "<section id=\"\(id)\">\n<h2>\(escape(title))</h2>\n<p class=\"lead\">\(lead)</p>\n\(body)</section>\n"
    }

    /// A table; `header` cells may carry a sort key (`numeric` or `text`) for
    /// sortable tables. Cells are already HTML.
    static func table(
        _ header: [(label: String, sort: String?, numeric: Bool)], _ rows: [String], classes: String = "",
        id: String? = nil
    ) -> String {
        let idAttribute = id.map { " id=\"\($0)\"" } ?? ""
        var out = "<table class=\"\(classes)\"\(idAttribute)>\n<thead><tr>"
        for h in header {
            let align = h.numeric ? " class=\"r\"" : ""
            if let sort = h.sort {
                out += "<th\(align) data-sort=\"\(sort)\"><button type=\"button\">\(h.label)</button></th>"
            } else {
                out += "<th\(align)>\(h.label)</th>"
            }
        }
        out += "</tr></thead>\n<tbody>\n" + rows.joined(separator: "\n") + "\n</tbody>\n</table>\n"
        return out
    }

    static func header(_ labels: String...) -> [(label: String, sort: String?, numeric: Bool)] {
        labels.map { ($0, nil, false) }
    }

    /// A mark that does not rely on colour alone.
    static func mark(_ pass: Bool) -> String {
        pass ? "<span class=\"ok\" title=\"right\">✓</span>" : "<span class=\"ko\" title=\"wrong\">✗</span>"
    }

    /// The definition of a metric, for a `title` attribute.
    static func definition(_ id: MetricID) -> String { escape(id.definition) }

    /// The glossary: every metric, its kind, which way is better, one sentence.
    static func glossary(_ ids: [MetricID] = MetricID.ordered) -> String {
        var out = "<dl class=\"glossary\">\n"
        for id in ids {
            let better: String
            switch id.direction {
            case .higherIsBetter: better = "higher is better"
            case .lowerIsBetter: better = "lower is better"
            case .closerToZeroIsBetter: better = "closer to 0 is better"
            }
            out +=
                "<dt id=\"m-\(id.rawValue)\">\(escape(id.title))<span><code>\(id.rawValue)</code> · \(id.kind.rawValue) · \(better)</span></dt><dd>\(escape(id.definition))</dd>\n"
        }
        return out + "</dl>\n"
    }

    // The Okabe–Ito palette: told apart with every common colour-vision deficiency.
    static let palette = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000", "#F0E442"]

    static let css = """
        :root{--ink:#1b1f24;--muted:#57606a;--line:#d0d7de;--panel:#f6f8fa;--all:#1b1f24;--en:#0072B2;--fr:#C07A00;
        --good:#0072B2;--bad:#D55E00;--hi:#fff4d6}
        *{box-sizing:border-box}
        body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","DejaVu Sans",sans-serif;
        color:var(--ink);background:#fff}
        header.top{padding:16px 32px 8px}
        header.top h1{margin:0 0 2px;font-size:22px}
        .meta{color:var(--muted);font-size:12.5px;margin:0}
        nav{position:sticky;top:0;z-index:5;display:flex;flex-wrap:wrap;gap:4px 18px;padding:7px 32px;background:#fff;
        border-top:1px solid var(--line);border-bottom:1px solid var(--line)}
        nav a{color:var(--ink);text-decoration:none;font-size:13px}
        nav a:hover{text-decoration:underline}
        main{padding:0 32px 24px;max-width:1320px}
        section{scroll-margin-top:40px;padding-top:6px}
        h2{font-size:18px;margin:22px 0 2px}
        h3{font-size:15px;margin:16px 0 4px}
        p.lead{color:var(--muted);margin:0 0 10px;max-width:980px}
        footer{color:var(--muted);font-size:12px;padding:12px 32px 24px;border-top:1px solid var(--line)}
        code{font:12px ui-monospace,SFMono-Regular,Menlo,"DejaVu Sans Mono",monospace}
        .dim{color:var(--muted)}
        .banner{background:#fde7dd;border:1px solid var(--bad);padding:8px 12px;border-radius:6px;margin:10px 0}
        .cards{display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:10px;margin-bottom:12px}
        .cards.five{grid-template-columns:repeat(5,minmax(0,1fr))}
        table.twobytwo{border-collapse:collapse;margin:4px 0 10px}
        table.twobytwo th,table.twobytwo td{border:1px solid var(--line);padding:6px 14px;text-align:center}
        table.twobytwo td b{font-size:17px}
        table.twobytwo td.helped{background:#e3f0f8}
        table.twobytwo td.hurt{background:#fbe6da}
        dl.layers{display:grid;grid-template-columns:max-content 1fr;gap:2px 10px;font-size:12.5px;margin:6px 0;
        max-width:232px}
        dl.layers dt{font-weight:600}
        dl.layers dd{margin:0;color:var(--muted)}
        .card{border:1px solid var(--line);border-radius:8px;padding:8px 12px 6px;background:var(--panel)}
        .card .t{font-size:12.5px;color:var(--muted)}
        .card .v{font-size:26px;font-weight:650;line-height:1.2}
        .card .ci{font-size:12px;color:var(--muted)}
        .card svg{display:block;margin-top:4px}
        table{border-collapse:collapse;font-size:13px;margin:4px 0 10px}
        th,td{padding:3px 8px;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
        th{font-weight:600;background:#fff;position:sticky;top:37px;z-index:2}
        .r{text-align:right;font-variant-numeric:tabular-nums}
        td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
        th button{all:unset;cursor:pointer}
        th button::after{content:" ↕";color:#aab}
        th[aria-sort=ascending] button::after{content:" ↑";color:var(--ink)}
        th[aria-sort=descending] button::after{content:" ↓";color:var(--ink)}
        .ok{color:var(--good);font-weight:700}
        .ko{color:var(--bad);font-weight:700}
        .cols{display:grid;grid-template-columns:minmax(0,5fr) minmax(0,7fr);gap:24px}
        .scroll{overflow:auto;max-height:560px;border:1px solid var(--line);border-radius:6px}
        .scroll table{margin:0}
        .scroll th{top:0}
        table.heatmap{font-size:12px}
        table.heatmap th{position:static}
        table.heatmap th.col{vertical-align:bottom;padding:2px 0;height:128px;width:34px}
        table.heatmap th.col span{writing-mode:vertical-rl;transform:rotate(180deg);white-space:nowrap;font-weight:500}
        table.heatmap td.hm{width:34px;height:24px;padding:0;text-align:center;border:1px solid #fff;
        font-variant-numeric:tabular-nums}
        table.heatmap th.row{font-weight:500;white-space:nowrap}
        .legend{display:flex;gap:16px;align-items:center;font-size:12px;color:var(--muted);margin:4px 0 8px}
        .sw{display:inline-block;width:12px;height:12px;border-radius:2px;vertical-align:-2px;margin-right:4px}
        .filters{display:flex;flex-wrap:wrap;gap:8px 14px;align-items:end;padding:8px 10px;background:var(--panel);
        border:1px solid var(--line);border-radius:6px;margin-bottom:8px}
        .filters label{display:flex;flex-direction:column;font-size:12px;color:var(--muted)}
        .filters select,.filters input{font:13px system-ui,sans-serif;padding:3px 4px;min-width:130px}
        .filters input[type=search]{min-width:260px}
        .js-only{display:none}
        html.js .js-only{display:flex}
        table.explorer td{padding:5px 8px}
        table.explorer .q{max-width:430px}
        table.explorer .id{white-space:nowrap;font-size:12px}
        .loc{display:inline-block;font-size:11px;padding:0 5px;border-radius:8px;color:#fff;margin-left:4px}
        .loc.en{background:var(--en)}
        .loc.fr{background:var(--fr)}
        .tag{display:inline-block;font-size:11px;padding:0 5px;border:1px solid var(--line);border-radius:8px;
        margin:1px 2px 1px 0;color:var(--muted)}
        .wrong{display:grid;grid-template-columns:max-content max-content max-content;gap:0 8px;font-size:12.5px}
        .wrong .f{color:var(--muted)}
        .wrong .e{color:var(--good)}
        .wrong .x{color:var(--bad);font-weight:600}
        .reading{font-size:12px;color:var(--muted)}
        details summary{cursor:pointer;color:var(--muted);font-size:12px}
        ol.conv{margin:4px 0;padding-left:20px;font-size:12.5px}
        ol.conv li.now{font-weight:600}
        .answer{font-size:12px;color:var(--muted);font-style:italic}
        tr[hidden]{display:none}
        .count{font-size:13px;margin:2px 0 6px}
        dl.glossary{display:grid;grid-template-columns:300px minmax(0,1fr);gap:6px 20px;margin:4px 0;max-width:1100px}
        dl.glossary dt{font-weight:600}
        dl.glossary dt span{display:block;font-weight:400;font-size:12px;color:var(--muted)}
        dl.glossary dd{margin:0}
        details.more{display:inline}
        details.more[open]{display:block}
        table.pairs td.pairtext{width:38%}
        table.pairs td.id{white-space:nowrap}
        .better{color:var(--good)}
        .worse{color:var(--bad)}
        @media print{nav{position:static}th{position:static}.scroll{max-height:none;overflow:visible}}

        """

    static let script = """
        (function () {
          'use strict';
          document.documentElement.classList.add('js');
          var fold = function (s) {
            return s.normalize('NFD').replace(/[\\u0300-\\u036f]/g, '').toLowerCase();
          };
          // Sortable tables: a header with data-sort sorts by its cells' data-v (or their text).
          document.querySelectorAll('table.sortable').forEach(function (table) {
            var heads = table.querySelectorAll('thead th');
            heads.forEach(function (th, column) {
              if (!th.dataset.sort) { return; }
              th.querySelector('button').addEventListener('click', function () {
                var descending = th.getAttribute('aria-sort') === 'ascending';
                heads.forEach(function (h) { h.removeAttribute('aria-sort'); });
                th.setAttribute('aria-sort', descending ? 'descending' : 'ascending');
                var body = table.tBodies[0];
                var rows = Array.prototype.slice.call(body.rows);
                var key = function (row) {
                  var cell = row.cells[column];
                  var v = cell.dataset.v !== undefined ? cell.dataset.v : cell.textContent;
                  if (th.dataset.sort === 'numeric') { var x = parseFloat(v); return isNaN(x) ? -Infinity : x; }
                  return fold(v);
                };
                rows.sort(function (a, b) {
                  var x = key(a), y = key(b);
                  var c = x < y ? -1 : x > y ? 1 : 0;
                  return descending ? -c : c;
                });
                rows.forEach(function (row) { body.appendChild(row); });
              });
            });
          });
          // The failure explorer: every filter must hold.
          var explorer = document.getElementById('explorer');
          if (explorer) {
            var controls = document.querySelectorAll('[data-filter]');
            var count = document.getElementById('explorer-count');
            var rows = Array.prototype.slice.call(explorer.tBodies[0].rows);
            var texts = rows.map(function (row) { return fold(row.textContent); });
            var apply = function () {
              var wanted = {};
              controls.forEach(function (c) { wanted[c.dataset.filter] = c.value; });
              var query = fold((wanted.text || '').trim());
              var shown = 0;
              rows.forEach(function (row, i) {
                var ok = true;
                ['tags', 'fields'].forEach(function (k) {
                  if (wanted[k] && row.dataset[k].split(' ').indexOf(wanted[k]) < 0) { ok = false; }
                });
                ['locale', 'intent', 'layer'].forEach(function (k) {
                  if (wanted[k] && row.dataset[k] !== wanted[k]) { ok = false; }
                });
                if (query && texts[i].indexOf(query) < 0) { ok = false; }
                row.hidden = !ok;
                if (ok) { shown += 1; }
              });
              var n = function (x) { return x.toLocaleString('en-US'); };
              count.textContent = shown === rows.length
                ? n(rows.length) + ' failing turns'
                : n(shown) + ' of ' + n(rows.length) + ' failing turns';
            };
            controls.forEach(function (c) { c.addEventListener('input', apply); });
            var reset = document.getElementById('explorer-reset');
            reset.addEventListener('click', function () {
              controls.forEach(function (c) { c.value = ''; });
              apply();
            });
            apply();
          }
        })();

        """
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
    ) -> String {
        let left = 30.0
        let right = width - 50
        let rowHeight = 15.0
        let height = Double(rows.count) * rowHeight + 14
        func x(_ v: Double) -> Double { left + (min(max(v, lo), hi) - lo) / max(hi - lo, 1e-9) * (right - left) }
        var out =
            "<svg role=\"img\" width=\"\(HTML.n(width))\" height=\"\(HTML.n(height))\" viewBox=\"0 0 \(HTML.n(width)) \(HTML.n(height))\"><title>\(HTML.escape(title))</title>"
        out +=
            "<line x1=\"\(HTML.n(left))\" x2=\"\(HTML.n(right))\" y1=\"\(HTML.n(height - 12))\" y2=\"\(HTML.n(height - 12))\" stroke=\"#d0d7de\"/>"
        for (v, anchor) in [(lo, "start"), (hi, "end")] {
            out +=
                "<text x=\"\(HTML.n(x(v)))\" y=\"\(HTML.n(height - 2))\" font-size=\"9\" fill=\"#57606a\" text-anchor=\"\(anchor)\">\(HTML.escape(tick(v)))</text>"
        }
        if let zero, zero > lo, zero < hi {
            out +=
                "<line x1=\"\(HTML.n(x(zero)))\" x2=\"\(HTML.n(x(zero)))\" y1=\"2\" y2=\"\(HTML.n(height - 12))\" stroke=\"#8c959f\" stroke-dasharray=\"2 2\"/>"
        }
        for (i, row) in rows.enumerated() {
            let y = Double(i) * rowHeight + 8
            out +=
                "<text x=\"0\" y=\"\(HTML.n(y + 3.5))\" font-size=\"10\" fill=\"\(row.color)\">\(HTML.escape(row.label))</text>"
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
                    "<text x=\"\(HTML.n(width))\" y=\"\(HTML.n(y + 3.5))\" font-size=\"10\" fill=\"\(row.color)\" text-anchor=\"end\">\(HTML.escape(format(v)))</text>"
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
        -> String
    {
        let h = 14.0
        var out =
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
    ) -> String {
        let left = 40.0
        let bottom = height - 22
        let plotWidth = width - left - 10
        let top = marker == nil ? 8.0 : 18.0
        let peak = max(1, bins.map(\.count).max() ?? 1)
        let step = plotWidth / Double(max(bins.count, 1))
        var out =
            "<svg role=\"img\" width=\"\(HTML.n(width))\" height=\"\(HTML.n(height))\" viewBox=\"0 0 \(HTML.n(width)) \(HTML.n(height))\"><title>\(HTML.escape(title))</title>"
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
                    "<rect x=\"\(HTML.n(x + 1))\" y=\"\(HTML.n(bottom - h))\" width=\"\(HTML.n(max(1, step - 2)))\" height=\"\(HTML.n(h))\" fill=\"#0072B2\"><title>\(HTML.escape(bin.label)): \(bin.count)</title></rect>"
            }
            if i % labelEvery == 0 {
                out +=
                    "<text x=\"\(HTML.n(x))\" y=\"\(HTML.n(height - 6))\" font-size=\"10\" fill=\"#57606a\">\(HTML.escape(bin.label.components(separatedBy: "–").first ?? bin.label))</text>"
            }
        }
        if let marker {
            let x = left + marker.index * step
            out +=
                "<line x1=\"\(HTML.n(x))\" x2=\"\(HTML.n(x))\" y1=\"\(HTML.n(top - 10))\" y2=\"\(HTML.n(bottom))\" stroke=\"#D55E00\" stroke-width=\"2\"/>"
            out +=
                "<text x=\"\(HTML.n(x - 4))\" y=\"\(HTML.n(top - 2))\" font-size=\"11\" fill=\"#D55E00\" text-anchor=\"end\">\(HTML.escape(marker.label))</text>"
        }
        return out + "</svg>"
    }

    /// Horizontal bars with their counts written at their ends.
    static func countBars(
        _ items: [(label: String, count: Int, color: String)], width: Double = 520, labelWidth: Double = 150,
        title: String = "turns by reason"
    ) -> String {
        let rowHeight = 20.0
        let peak = max(1, items.map(\.count).max() ?? 1)
        let height = Double(items.count) * rowHeight + 4
        var out =
            "<svg role=\"img\" width=\"\(HTML.n(width))\" height=\"\(HTML.n(height))\" viewBox=\"0 0 \(HTML.n(width)) \(HTML.n(height))\"><title>\(HTML.escape(title))</title>"
        for (i, item) in items.enumerated() {
            let y = Double(i) * rowHeight + 2
            let w = Double(item.count) / Double(peak) * (width - labelWidth - 50)
            out +=
                "<text x=\"\(HTML.n(labelWidth - 6))\" y=\"\(HTML.n(y + 13))\" font-size=\"12\" text-anchor=\"end\">\(HTML.escape(item.label))</text>"
            out +=
                "<rect x=\"\(HTML.n(labelWidth))\" y=\"\(HTML.n(y + 3))\" width=\"\(HTML.n(max(1, w)))\" height=\"13\" fill=\"\(item.color)\"/>"
            out +=
                "<text x=\"\(HTML.n(labelWidth + w + 5))\" y=\"\(HTML.n(y + 13))\" font-size=\"12\">\(item.count)</text>"
        }
        return out + "</svg>"
    }
}
