import FinanceAssistant
import Foundation
import TallyModel

// The sections of `report.html`, in page order after the model's; `HTMLReport.page` puts them together.
extension HTMLReport {
    var locales: [String] { summary.byLocale.keys.sorted() }

    static func localeColor(_ locale: String, _ index: Int) -> String {
        switch locale {
        case "en": return "#0072B2"
        case "fr": return "#C07A00"
        default: return HTML.palette[(index + 2) % HTML.palette.count]
        }
    }

    static func interval(_ m: Metric?) -> (Double, Double)? {
        guard let ci = m?.ci95, ci.count == 2 else { return nil }
        return (NSDecimalNumber(decimal: ci[0]).doubleValue, NSDecimalNumber(decimal: ci[1]).doubleValue)
    }

    /// "2,170".
    static func count(_ n: Int) -> String {
        let digits = String(abs(n))
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(ch)
        }
        return n < 0 ? "-" + out : out
    }

    /// " · lower is better" for the metrics where that is so (higher is the default a reader assumes).
    static func better(_ id: MetricID) -> HTMLText {
        switch id.direction {
        case .higherIsBetter: return ""
        case .lowerIsBetter: return " <span class=\"dim\">· lower is better</span>"
        case .closerToZeroIsBetter: return " <span class=\"dim\">· best at 0</span>"
        }
    }

    /// An axis end: "80 %", "+10 pts", "0.80".
    static func tick(_ v: Double, _ kind: MetricID.Kind) -> String {
        switch kind {
        case .rate: return String(format: "%.0f %%", v * 100)
        case .gap, .lift: return v == 0 ? "0" : String(format: "%+.0f pts", v * 100)
        case .score: return String(format: "%.2f", v)
        }
    }

    func headline() -> HTMLText {
        let s = summary
        var cards: HTMLText = "<div class=\"cards\">\n"
        for id in MetricID.headline {
            let note: HTMLText =
                id == .parityGap
                ? "EN \(MetricID.turnAccuracy.format(s.parity.enTurnAccuracy)) · FR \(MetricID.turnAccuracy.format(s.parity.frTurnAccuracy)) turn accuracy over \(Self.count(s.parity.pairs)) pairs"
                : ""
            cards += card(id, note: note)
        }
        cards += "</div>\n"
        // The cards' numbers, and every other metric, in one table.
        var header: [HTML.Column] = [
            ("metric", nil, false), ("all", nil, true), ("95 % CI", nil, true), ("n", nil, true),
        ]
        for locale in locales {
            header.append((HTMLText("\(locale.uppercased())"), nil, true))
            header.append(("\(locale.uppercased()) 95 % CI", nil, true))
        }
        let rows = MetricID.ordered.compactMap { id -> HTMLText? in
            guard let m = s[id] else { return nil }
            var row: HTMLText =
                "<tr><td title=\"\(HTML.definition(id))\"><a href=\"#m-\(id.rawValue)\">\(id.title)</a></td><td class=\"num\">\(id.format(m))</td><td class=\"num\">\(id.formatInterval(m))</td><td class=\"num\">\(Self.count(m.n))</td>"
            for locale in locales {
                let lm = s.byLocale[locale]?[id.rawValue]
                row +=
                    "<td class=\"num\">\(id.format(lm))</td><td class=\"num\">\(id.formatInterval(lm))</td>"
            }
            return row + "</tr>"
        }
        let table: HTMLText = "<h3>Every metric</h3>\n" + HTML.table(header, rows, classes: "metrics")
        return HTML.section(
            "headline", s.readByModel ? "After the pipeline" : "Headline",
            lead: (s.readByModel
                ? "The app with the model, after every deterministic layer: the rules answer for the model on every fallback and second look, so these figures are not the model's alone (see The model above). "
                : "")
                + "Each card shows the value over every turn it counts (black) and for each language, with its 95 % interval as an error bar; the table under them holds the same numbers and every other metric. Hover a card for its definition.",
            cards + table)
    }

    /// One card: a metric's value, its interval and n, a chart of it overall and by language, a note.
    private func card(_ id: MetricID, note: HTMLText = "") -> HTMLText {
        let s = summary
        let m = s[id]
        // The parity gap is one figure, EN minus FR: it has no per-language rows.
        var rows: [SVG.IntervalRow] = [
            .init(
                label: id == .parityGap ? "EN−FR" : "all", value: m?.doubleValue, ci: Self.interval(m),
                color: "#1b1f24")
        ]
        for (i, locale) in locales.enumerated() where id != .parityGap {
            let lm = s.byLocale[locale]?[id.rawValue]
            rows.append(
                .init(
                    label: locale.uppercased(), value: lm?.doubleValue, ci: Self.interval(lm),
                    color: Self.localeColor(locale, i)))
        }
        let (lo, hi) = SVG.range(rows, kind: id.kind)
        let chart = SVG.intervals(
            rows, lo: lo, hi: hi, format: { id.format($0) }, tick: { Self.tick($0, id.kind) },
            zero: id.kind == .gap || id.kind == .lift ? 0 : nil,
            title: "\(id.title): the value and its 95 % interval, overall and by language")
        let detail: HTMLText =
            "95 % CI \(id.formatInterval(m).isEmpty ? "–" : id.formatInterval(m)) · n = \(Self.count(m?.n ?? 0))"
            + (note.isEmpty ? "" : "<br>\(note)")
        return
            "<div class=\"card\" title=\"\(HTML.definition(id))\"><div class=\"t\">\(id.title)\(Self.better(id))</div><div class=\"v\">\(id.format(m))</div><div class=\"ci\">\(detail)</div>\(chart)</div>\n"
    }

    /// What the model decides and reads on its own, and what it adds over the app without it.
    func modelSection(_ model: ModelFigures) -> HTMLText {
        let s = summary
        var body: HTMLText = "<div class=\"cards five\">\n"
        for row in model.own {
            body += card(
                row.id, note: row.id == .decidedRate ? "fallbacks: \(model.fallbacks)" : "")
        }
        for row in model.lifts {
            body += card(row.id, note: row.table.map { HTMLText("\(ModelFigures.tableLine($0))") } ?? "")
        }
        body += "</div>\n"
        if let t = s.withoutModel?.paired[MetricID.turnAccuracy.rawValue] {
            let share = { (n: Int) in HTML.percent(Double(n) / Double(Swift.max(1, t.n))) }
            body += "<h3>With and without the model, turn by turn</h3>\n"
            body +=
                "<table class=\"twobytwo\" id=\"two-by-two\"><thead><tr><th></th><th>right without the model</th><th>wrong without the model</th></tr></thead><tbody>"
            body +=
                "<tr><th>right with the model</th><td class=\"both\">both right<br><b>\(Self.count(t.bothRight))</b> <span class=\"dim\">\(share(t.bothRight))</span></td><td class=\"helped\">model helped<br><b>\(Self.count(t.helped))</b> <span class=\"dim\">\(share(t.helped))</span></td></tr>"
            body +=
                "<tr><th>wrong with the model</th><td class=\"hurt\">model hurt<br><b>\(Self.count(t.hurt))</b> <span class=\"dim\">\(share(t.hurt))</span></td><td class=\"neither\">both wrong<br><b>\(Self.count(t.bothWrong))</b> <span class=\"dim\">\(share(t.bothWrong))</span></td></tr>"
            body += "</tbody></table>\n"
            body +=
                "<p class=\"lead\">Lift in turn accuracy \(MetricID.liftTurnAccuracy.format(s[.liftTurnAccuracy])) (95 % CI \(MetricID.liftTurnAccuracy.formatInterval(s[.liftTurnAccuracy]))), exact McNemar p \(ModelFigures.pValue(t.mcNemarP)). By language and expected intent:</p>\n"
            var rows: [HTMLText] = []
            func row(_ label: String, _ t: PairedTable?) {
                guard let t else { return }
                let lift = t.lift
                rows.append(
                    "<tr><td>\(label)</td><td class=\"num\">\(Self.count(t.n))</td><td class=\"num\">\(Self.count(t.bothRight))</td><td class=\"num\">\(Self.count(t.helped))</td><td class=\"num\">\(Self.count(t.hurt))</td><td class=\"num\">\(Self.count(t.bothWrong))</td><td class=\"num\" data-v=\"\(lift.doubleValue.map { String(format: "%.4f", $0) } ?? "")\">\(MetricID.liftTurnAccuracy.format(lift))</td><td class=\"num\">\(MetricID.liftTurnAccuracy.formatInterval(lift))</td><td class=\"num\">\(ModelFigures.pValue(t.mcNemarP))</td></tr>"
                )
            }
            if let w = s.withoutModel {
                for locale in w.byLocale.keys.sorted() { row("language \(locale.uppercased())", w.byLocale[locale]) }
                for intent in Intent.allCases { row(intent.rawValue, w.byIntent[intent.rawValue]) }
            }
            body += HTML.table(
                [
                    ("slice", "text", false), ("turns", "numeric", true), ("both right", "numeric", true),
                    ("helped", "numeric", true), ("hurt", "numeric", true), ("both wrong", "numeric", true),
                    ("lift", "numeric", true), ("95 % CI", nil, true), ("McNemar p", nil, true),
                ], rows, classes: "sortable", id: "lift-slices")
        }
        return HTML.section(
            "model", "The model",
            lead:
                "What \(s.backend.backend) \(s.backend.modelVersion) decides and reads on its own, and what it adds over the app without it: the rules reader through the same pipeline, on the same turns. A lift above 0 makes the app better; its interval is paired. Read these first.",
            body)
    }

    /// The failing turns by the layer that broke them, as bars, with the layers' meaning.
    private func layers() -> HTMLText {
        let a = summary.attribution
        let items = PipelineLayer.allCases.compactMap { layer -> (label: String, count: Int, color: String)? in
            guard let n = a.all[layer.rawValue], n > 0 else { return nil }
            let color = layer == .reader ? "#D55E00" : (layer == .offer || layer == .cap ? "#E69F00" : "#0072B2")
            return (layer.rawValue, n, color)
        }
        var out: HTMLText = "<h3 style=\"margin-top:0\">Who broke the failing turns</h3>\n"
        guard !items.isEmpty else { return out + "<p>No turn failed.</p>\n" }
        out += SVG.countBars(items, width: 232, labelWidth: 76, title: "failing turns by the layer that broke them")
        out += "<dl class=\"layers\">"
        for layer in PipelineLayer.allCases where a.all[layer.rawValue] != nil {
            out += "<dt>\(layer.rawValue)</dt><dd>\(layer.summary)</dd>"
        }
        return out + "</dl>\n"
    }

    func confusion() -> HTMLText {
        let s = summary
        let intents = Intent.allCases.filter { s.perIntent[$0.rawValue] != nil }
        var table: HTMLText =
            "<table class=\"heatmap\" id=\"heatmap\">\n<thead><tr><th class=\"row\">expected ↓ · read →</th>"
        for intent in intents {
            table += "<th class=\"col\" title=\"read as \(intent.rawValue)\"><span>\(intent.rawValue)</span></th>"
        }
        table +=
            "<th class=\"col\"><span>turns</span></th><th class=\"col\"><span>read right</span></th></tr></thead>\n<tbody>\n"
        for e in intents {
            let row = s.confusion[e.rawValue] ?? [:]
            let total = row.values.reduce(0, +)
            table += "<tr><th class=\"row\">\(e.rawValue)</th>"
            for r in intents {
                let n = row[r.rawValue] ?? 0
                let share = total > 0 ? Double(n) / Double(total) : 0
                let alpha = n > 0 ? 0.12 + 0.88 * share.squareRoot() : 0
                let rgb = e == r ? "0,114,178" : "213,94,0"
                let ink = alpha > 0.6 ? "#fff" : "#1b1f24"
                let style: HTMLText =
                    n > 0 ? " style=\"background:rgba(\(rgb),\(String(format: "%.2f", alpha)));color:\(ink)\"" : ""
                let tip =
                    "expected \(e.rawValue), read \(r.rawValue): \(n) turn\(n == 1 ? "" : "s"), \(HTML.percent(share)) of \(e.rawValue)"
                table += "<td class=\"hm\" title=\"\(tip)\"\(style)>\(n > 0 ? String(n) : "")</td>"
            }
            let right = row[e.rawValue] ?? 0
            table +=
                "<td class=\"num\">\(Self.count(total))</td><td class=\"num\">\(total > 0 ? HTML.percent(Double(right) / Double(total)) : "–")</td></tr>\n"
        }
        table += "</tbody>\n</table>\n"
        let legend: HTMLText =
            "<div class=\"legend\"><span><span class=\"sw\" style=\"background:#0072B2\"></span>read right (diagonal)</span><span><span class=\"sw\" style=\"background:#D55E00\"></span>read as another intent</span><span>darker: a larger share of the row · hover a cell for its share</span></div>\n"
        var confusions: [(String, String, Int)] = []
        for (e, row) in s.confusion { for (r, n) in row where r != e { confusions.append((e, r, n)) } }
        confusions.sort { $0.2 != $1.2 ? $0.2 > $1.2 : ($0.0, $0.1) < ($1.0, $1.1) }
        let top = HTML.table(
            HTML.header("expected", "read as", "<span class=\"r\">turns</span>", "<span class=\"r\">of row</span>"),
            confusions.prefix(18).map { e, r, n in
                let total = s.confusion[e]?.values.reduce(0, +) ?? 0
                return
                    "<tr><td>\(e)</td><td>\(r)</td><td class=\"num\">\(n)</td><td class=\"num\">\(total > 0 ? HTML.percent(Double(n) / Double(total)) : "–")</td></tr>"
            })
        let body: HTMLText =
            legend
            + "<div style=\"display:flex;gap:28px;align-items:flex-start;flex-wrap:wrap\"><div>\(table)</div><div style=\"width:232px\">\(layers())</div><div><h3 style=\"margin-top:0\">Most frequent confusions</h3>\(confusions.isEmpty ? "<p>None: every turn was read as its expected intent.</p>" : top)</div></div>\n"
        return HTML.section(
            "confusion", "Intent confusion, and the layer that broke each turn",
            lead:
                "Rows are the expected kind of question, columns how it was finally read; each cell holds its number of turns. The diagonal is right. Beside it, each failing turn counted once, at the first layer whose output made its reading wrong (filter the failing turns by it below).",
            body)
    }

    func slices() -> HTMLText {
        let s = summary
        var failingByTag: [String: Int] = [:]
        for f in failing { for tag in Set(f.record.tags) { failingByTag[tag, default: 0] += 1 } }
        let accuracy = MetricID.turnAccuracy
        func accuracyCells(_ m: Metric?) -> HTMLText {
            let v = m?.doubleValue
            return
                "<td data-v=\"\(v.map { String(format: "%.4f", $0) } ?? "")\" class=\"num\">\(accuracy.format(m))</td><td>\(SVG.bar(v, ci: Self.interval(m), width: 80))</td><td class=\"num\">\(accuracy.formatInterval(m))</td>"
        }
        let tagRows = s.byTag.keys.sorted().map { tag -> HTMLText in
            let m = s.byTag[tag]?[accuracy.rawValue]
            return
                "<tr><td>\(tag)</td><td class=\"num\">\(Self.count(m?.n ?? 0))</td><td class=\"num\">\(Self.count(failingByTag[tag] ?? 0))</td>\(accuracyCells(m))</tr>"
        }
        let tagTable = HTML.table(
            [
                ("tag", "text", false), ("turns", "numeric", true), ("failing", "numeric", true),
                ("turn accuracy", "numeric", true), ("", nil, false), ("95 % CI", nil, true),
            ], tagRows, classes: "sortable", id: "by-tag")
        let intentRows = Intent.allCases.compactMap { intent -> HTMLText? in
            guard let ratio = byIntent[intent] else { return nil }
            let m = ratio.metric
            let p = s.perIntent[intent.rawValue]
            func f(_ d: Decimal?) -> String {
                d.map { String(format: "%.3f", NSDecimalNumber(decimal: $0).doubleValue) } ?? "–"
            }
            return
                "<tr><td>\(intent.rawValue)</td><td class=\"num\">\(Self.count(ratio.n))</td>\(accuracyCells(m))<td class=\"num\">\(f(p?.recall))</td><td class=\"num\">\(f(p?.precision))</td><td class=\"num\">\(f(p?.f1))</td></tr>"
        }
        let intentTable = HTML.table(
            [
                ("intent", "text", false), ("turns", "numeric", true), ("turn accuracy", "numeric", true),
                ("", nil, false), ("95 % CI", nil, true), ("recall", "numeric", true), ("precision", "numeric", true),
                ("F1", "numeric", true),
            ], intentRows, classes: "sortable", id: "by-intent")
        let body: HTMLText =
            "<div class=\"cols\"><div><h3>By tag (\(s.byTag.count))</h3><div class=\"scroll\">\(tagTable)</div></div><div><h3>By expected intent (\(byIntent.count))</h3><div class=\"scroll\">\(intentTable)</div></div></div>\n"
        return HTML.section(
            "slices", "Turn accuracy by tag and by intent",
            lead:
                "Each bar is a slice's turn accuracy with its 95 % interval (the black whisker); n is the number of turns. Click a column's title to sort by it. Recall, precision and F1 are the intent's own, over the whole set.",
            body)
    }

    /// A message, cut after a few lines when long; the whole of it one click away.
    static func message(_ text: String, limit: Int = 220) -> HTMLText {
        guard text.count > limit + 60 else { return HTMLText("\(text)") }
        return
            "\(String(text.prefix(limit)))… <details class=\"more\"><summary>the whole message (\(count(text.count)) characters)</summary>\(text)</details>"
    }

    /// One line for a reading's field value.
    private static func show(_ value: String?) -> HTMLText {
        value.map { HTMLText("\($0)") } ?? "<span class=\"dim\">–</span>"
    }

    /// The wrong fields of a turn: expected, then read.
    private static func wrongFields(_ r: TurnRecord) -> HTMLText {
        var out: HTMLText = "<div class=\"wrong\">"
        for field in r.verdict.failed {
            let (e, x): (String?, String?)
            switch field {
            case "intent": (e, x) = (r.expected.intent.rawValue, r.read.intent.rawValue)
            case "reason": (e, x) = (r.expected.reason?.rawValue, r.read.reason?.rawValue)
            case "merchant": (e, x) = (r.expected.merchant, r.read.merchant)
            case "category": (e, x) = (r.expected.category?.rawValue, r.read.category?.rawValue)
            case "period": (e, x) = (r.expected.period, r.read.period)
            case "comparison": (e, x) = (r.expected.comparison, r.read.comparison)
            case "limit": (e, x) = (r.expected.limit.map(String.init), r.read.limit.map(String.init))
            case "answer":
                let expected = r.expected.answer ?? [:]
                let computed = r.figures ?? [:]
                let keys = expected.keys.sorted().filter { expected[$0] != computed[$0] }
                if keys.isEmpty {
                    (e, x) = ("figures", "other figures")
                } else {
                    for key in keys {
                        out +=
                            "<span class=\"f\">\(key)</span><span class=\"e\">\(show(expected[key]))</span><span class=\"x\">\(show(computed[key]))</span>"
                    }
                    continue
                }
            default: (e, x) = (nil, nil)
            }
            out +=
                "<span class=\"f\">\(field)</span><span class=\"e\">\(show(e))</span><span class=\"x\">\(show(x))</span>"
        }
        return out + "</div>"
    }

    func explorer() -> HTMLText {
        var tagCounts: [String: Int] = [:]
        var fieldCounts: [String: Int] = [:]
        var intentCounts: [String: Int] = [:]
        var localeCounts: [String: Int] = [:]
        var layerCounts: [String: Int] = [:]
        var rows: [HTMLText] = []
        rows.reserveCapacity(failing.count)
        for f in failing {
            let r = f.record
            let tags = Array(Set(r.tags)).sorted()
            let fields = r.verdict.failed
            for t in tags { tagCounts[t, default: 0] += 1 }
            for x in fields { fieldCounts[x, default: 0] += 1 }
            intentCounts[r.expected.intent.rawValue, default: 0] += 1
            localeCounts[r.locale.rawValue, default: 0] += 1
            let layer = r.brokenBy?.rawValue ?? ""
            if !layer.isEmpty { layerCounts[layer, default: 0] += 1 }
            var question: HTMLText = "<div>\(Self.message(r.text))</div>"
            question += "<div class=\"answer\">\(r.answer)</div>"
            if !f.earlier.isEmpty {
                question +=
                    "<details><summary>the conversation: turn \(r.turn) of its case</summary><ol class=\"conv\">"
                for t in f.earlier {
                    question +=
                        "<li>\(t.text) <span class=\"reading\">→ \(t.read.summary)</span> \(HTML.mark(t.pass))</li>"
                }
                question += "<li class=\"now\">\(r.text)</li></ol></details>"
            }
            var source = r.read.source.rawValue
            if let reason = r.read.fallbackReason { source += " (\(reason.rawValue))" }
            if let error = r.backend?.error { source += " · backend \(error.rawValue)" }
            var reading: HTMLText =
                "<div class=\"reading\">expected \(r.expected.summary)<br>read \(r.read.summary) · by \(source)"
            if !layer.isEmpty { reading += "<br>broken by <b>\(layer)</b>" }
            if let w = r.withoutModel {
                reading += "<br>without the model: \(HTML.mark(w.pass)) \(w.read.summary)"
            }
            reading += "</div>"
            rows.append(
                "<tr data-tags=\"\(tags.joined(separator: " "))\" data-fields=\"\(fields.joined(separator: " "))\" data-locale=\"\(r.locale.rawValue)\" data-intent=\"\(r.expected.intent.rawValue)\" data-layer=\"\(layer)\"><td class=\"id\">\(r.case)#\(r.turn)<span class=\"loc \(r.locale.rawValue)\">\(r.locale.rawValue.uppercased())</span></td><td class=\"q\">\(question)</td><td>\(Self.wrongFields(r))\(reading)</td><td>\(tags.map { "<span class=\"tag\">\($0)</span>" as HTMLText }.joined(separator: " "))</td></tr>"
            )
        }
        func select(_ name: String, _ label: String, _ counts: [String: Int]) -> HTMLText {
            var out: HTMLText =
                "<label>\(label)<select data-filter=\"\(name)\"><option value=\"\">any</option>"
            for key in counts.keys.sorted() {
                out +=
                    "<option value=\"\(key)\">\(key) (\(Self.count(counts[key]!)))</option>"
            }
            return out + "</select></label>"
        }
        var body: HTMLText = "<div class=\"filters js-only\">"
        body +=
            "<label>text, id or reading<input type=\"search\" data-filter=\"text\" placeholder=\"e.g. carrefour, period-fr, previous:month\"></label>"
        body += select("tags", "tag", tagCounts)
        body += select("fields", "wrong field", fieldCounts)
        body += select("locale", "language", localeCounts)
        body += select("intent", "expected intent", intentCounts)
        body += select("layer", "broken by", layerCounts)
        body += "<button type=\"button\" id=\"explorer-reset\">Clear</button></div>\n"
        body += "<p class=\"count\" id=\"explorer-count\">\(Self.count(failing.count)) failing turns</p>\n"
        if failing.isEmpty {
            body += "<p>No turn failed.</p>\n"
        }
        body += HTML.table(
            HTML.header("turn", "question, answer and conversation", "wrong fields: expected, read", "tags"), rows,
            classes: "explorer", id: "explorer")
        return HTML.section(
            "failures", "Failing turns",
            lead:
                "Every turn with a wrong field, in case order. For each wrong field: the field, what was <span class=\"ok\">expected</span> and what was <span class=\"ko\">read</span>; figures show the expected and the computed value. Filter by text, tag, wrong field, language, expected intent or the layer that broke the turn; a follow-up opens its conversation.",
            body)
    }

    func parity() -> HTMLText {
        let s = summary
        var lead: HTMLText =
            "English \(MetricID.turnAccuracy.format(s.parity.enTurnAccuracy)) and French \(MetricID.turnAccuracy.format(s.parity.frTurnAccuracy)) turn accuracy over \(Self.count(s.parity.pairs)) pairs that mean the same thing in both languages"
        if let gap = s[.parityGap], gap.value != nil {
            lead += " (parity gap \(MetricID.parityGap.format(gap)), 95 % CI \(MetricID.parityGap.formatInterval(gap)))"
        }
        lead +=
            "; \(Self.count(s.parity.disagreeing.count)) pairs are read differently. Below, each turn where the two languages' readings differ, side by side."
        var rows: [HTMLText] = []
        for pair in s.parity.disagreeing {
            let turns = pairTurns[pair] ?? []
            let numbers = Set(turns.map(\.turn)).sorted()
            for n in numbers {
                let en = turns.first { $0.turn == n && $0.locale == .en }
                let fr = turns.first { $0.turn == n && $0.locale == .fr }
                guard en?.read.signature != fr?.read.signature else { continue }
                func side(_ r: TurnRecord?) -> HTMLText {
                    guard let r else { return "<td class=\"pairtext dim\">–</td>" }
                    return
                        "<td class=\"pairtext\">\(Self.message(r.text))<div class=\"reading\">\(HTML.mark(r.pass)) \(r.read.summary) · <span class=\"dim\">\(r.case)</span></div></td>"
                }
                let expected = (en ?? fr).map { HTMLText("\($0.expected.summary)") } ?? "–"
                rows.append(
                    "<tr><td class=\"id\">\(pair)#\(n)</td><td class=\"reading\">\(expected)</td>\(side(en))\(side(fr))</tr>"
                )
            }
        }
        let body =
            rows.isEmpty
            ? "<p>Every pair is read the same way in both languages.</p>\n"
            : HTML.table(HTML.header("pair", "expected", "English", "French"), rows, classes: "pairs", id: "pairs")
        return HTML.section("parity", "EN/FR pairs read differently", lead: lead, body)
    }

    func repeats() -> HTMLText {
        guard let r = summary.repeats else { return "" }
        let rows = r.flaky.map { f -> HTMLText in
            "<tr><td class=\"id\">\(f.case)#\(f.turn)</td><td>\(f.text)</td><td>\(f.intents.joined(separator: ", "))</td></tr>"
        }
        return HTML.section(
            "repeats", "Repeats (K = \(r.k))",
            lead: "\(Self.count(r.flaky.count)) of \(Self.count(r.turns)) turns changed reading between the K asks.",
            rows.isEmpty ? "" : HTML.table(HTML.header("turn", "text", "readings"), rows))
    }

    /// Per family: invariance and flip rates with their intervals, then the first flips side by side.
    func perturbations() -> HTMLText {
        guard let p = summary.perturbations else { return "" }
        let inv = MetricID.invarianceRate
        let flip = MetricID.flipRate
        var rows: [HTMLText] = []
        var flips: [HTMLText] = []
        for family in p.families {
            guard let f = p.byFamily[family.rawValue] else { continue }
            rows.append(
                "<tr><td>\(family.rawValue)</td><td>\(family.kind.short)</td><td class=\"num\">\(Self.count(f.turns))</td><td class=\"num\">\(Self.count(f.variants))</td><td class=\"num\">\(inv.format(f[inv]))</td><td class=\"num\">\(inv.formatInterval(f[inv]))</td><td class=\"num\">\(flip.format(f[flip]))</td><td class=\"num\">\(f.broke)</td><td class=\"num\">\(f.fixed)</td><td class=\"num\">\(f.backendFailures)</td></tr>"
            )
            for line in f.flips {
                flips.append(
                    "<tr><td class=\"id\">\(line.case)#\(line.turn)</td><td>\(family.rawValue) · \(line.kind)</td><td>\(line.flip.rawValue)</td><td>\(line.text)<br><small>\(line.read)</small></td><td>\(line.history.map { "<small>after “\($0)”</small><br>" } ?? "")\(line.variantText)<br><small>\(line.variantRead)</small></td><td><small>\(line.expected)</small></td></tr>"
                )
            }
        }
        var body = HTML.table(
            HTML.header(
                "family", "kind", "<span class=\"r\">turns</span>", "<span class=\"r\">variants</span>",
                "<span class=\"r\">invariance</span>", "<span class=\"r\">95 % CI</span>",
                "<span class=\"r\">flips</span>",
                "<span class=\"r\">broke</span>", "<span class=\"r\">fixed</span>",
                "<span class=\"r\">backend failures</span>"), rows)
        if !flips.isEmpty {
            body += "<h3>Flips (the first \(Perturbations.flipsShown) of each family; all in cases.jsonl)</h3>\n"
            body += HTML.table(HTML.header("turn", "family", "flip", "original", "variant", "expected"), flips)
        }
        return HTML.section(
            "perturbations", "Perturbations (seed \(p.seed))",
            lead:
                "Variants of the turns, read by the same backend and pipeline: invariance is the share read as the original was (for DIR families, with the changed field at its new label); a flip is a verdict that changed. Variants are not corpus cases.",
            body)
    }

    func fallbacksAndPrompts() -> HTMLText {
        let s = summary
        var body: HTMLText = "<h3>Fallbacks to the rules</h3>\n"
        let kindColor: [FallbackKind: String] = [.infrastructure: "#D55E00", .model: "#E69F00", .design: "#56B4E9"]
        let reasons = FallbackReason.allCases.sorted {
            ($0.kind.rawValue, $0.rawValue) < ($1.kind.rawValue, $1.rawValue)
        }
        let rows = reasons.map { reason -> HTMLText in
            let n = s.fallbacks[reason.rawValue] ?? 0
            return
                "<tr><td>\(reason.rawValue)</td><td>\(reason.kind.rawValue)</td><td class=\"num\">\(Self.count(n))</td><td class=\"num\">\(HTML.percent(Double(n) / Double(max(1, s.counts.turns))))</td></tr>"
        }
        let table = HTML.table(
            HTML.header("reason", "kind", "<span class=\"r\">turns</span>", "<span class=\"r\">of all turns</span>"),
            rows,
            id: "fallback-table")
        if s.fallbacks.isEmpty {
            body +=
                "<p>No turn fell back to the rules: \(s.backend.backend) \(s.backend.modelVersion) read every turn itself.</p>\n\(table)"
        } else {
            let items = reasons.filter { s.fallbacks[$0.rawValue] != nil }.map {
                (label: $0.rawValue, count: s.fallbacks[$0.rawValue]!, color: kindColor[$0.kind] ?? "#8c959f")
            }
            body +=
                "<div style=\"display:flex;gap:28px;align-items:flex-start;flex-wrap:wrap\">\(SVG.countBars(items))\(table)</div>\n"
        }
        body +=
            "<p class=\"lead\">Infrastructure: the backend could not answer (not the model's doing; past --max-backend-failures the report is incomplete). Model: it answered off the schema or overflowed its window (scored). Design: the pipeline chose the rules (input over the cap, a second look at unclear).</p>\n"
        body += "<h3>Prompt size against the on-device window</h3>\n"
        if let p = prompts {
            if !p.tokens.isEmpty {
                let width = 128
                let top = Swift.max(p.window, p.max)
                let binCount = (top + width - 1) / width + 1
                var counts = [Int](repeating: 0, count: binCount)
                for t in p.tokens { counts[Swift.min(binCount - 1, t / width)] += 1 }
                let bins = counts.enumerated().map { i, n in (label: "\(i * width)–\((i + 1) * width - 1)", count: n) }
                body += SVG.histogram(
                    bins, marker: (Double(p.window) / Double(width), "window \(Self.count(p.window)) tokens"),
                    title: "estimated prompt tokens per turn, in bins of \(width), against the \(p.window)-token window"
                )
            }
            body += HTML.table(
                HTML.header("", "<span class=\"r\">tokens</span>", "<span class=\"r\">of the window</span>"),
                [("median", p.p50), ("95th percentile", p.p95), ("largest", p.max), ("window", p.window)].map {
                    "<tr><td>\($0.0)</td><td class=\"num\">\(Self.count($0.1))</td><td class=\"num\">\(HTML.percent(Double($0.1) / Double(Swift.max(1, p.window))))</td></tr>"
                })
            if !p.largest.isEmpty {
                body += "<details><summary>the \(p.largest.count) largest prompts</summary>"
                body += HTML.table(
                    HTML.header("turn", "<span class=\"r\">tokens</span>"),
                    p.largest.map {
                        "<tr><td class=\"id\">\($0.case)#\($0.turn)</td><td class=\"num\">\(Self.count($0.tokens))</td></tr>"
                    })
                body += "</details>\n"
            }
            body +=
                "<p class=\"lead\">Estimates (instructions, recap, message and schema) of what a model would be sent for each turn, whoever read it; the same for the same set.</p>\n"
        } else {
            body += "<p>Not recorded for this report.</p>\n"
        }
        body += "<h3>Latency</h3>\n"
        body +=
            "<p>Latency is wall clock, so it is not on this page, which is the same bytes for the same inputs: see <code>timing.json</code> beside it (p50, p95, max, throughput).</p>\n"
        return HTML.section(
            "fallbacks", "Fallbacks, prompts and latency",
            lead:
                "Which turns the rules read instead of the backend, and how close prompts come to the model's window.",
            body)
    }
}
