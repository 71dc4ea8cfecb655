import FinanceAssistant
import Foundation
import TallyModel

/// `summary.md`: the few numbers a reviewer needs first, then the tables,
/// then the failing turns grouped by tag.
struct SummaryMarkdown {
    let summary: Summary
    let failures: [String: [FailureLine]]
    let failureCounts: [String: Int]

    func render() -> String {
        let s = summary
        var out = "# \(s.set.id) v\(s.set.version) · \(s.backend.backend) \(s.backend.modelVersion)\n\n"
        if let why = s.incomplete { out += "> **Incomplete report.** \(why). `tally gate` refuses it.\n\n" }
        out +=
            "Set `\(s.set.id)` \(s.set.version), sha256 `\(s.set.sha256.prefix(16))…` · prompt \(s.prompt.label) `\(s.promptVersion)`\(s.prompt.contract == .finely ? "" : ", contract \(s.prompt.contract.rawValue)") · pipeline \(s.pipelineVersion)"
        if !s.filters.isEmpty { out += " · filter \(s.filters.joined(separator: ", "))" }
        out +=
            "\n\n\(s.counts.turns) turns in \(s.counts.conversations) conversations · \(s.counts.pairs) EN/FR pairs · \(s.counts.answerTurns) turns with expected figures"
        if s.counts.backendErrors > 0 { out += " · \(s.counts.backendErrors) backend errors" }
        if s.counts.replayMissing + s.counts.replayStale > 0 {
            out += " · replay: \(s.counts.replayMissing) missing, \(s.counts.replayStale) stale"
        }
        if let model = ModelFigures(s) { out += Self.model(model) }
        out += "\n\n## \(s.readByModel ? "After the pipeline" : "Headline")\n\n"
        out += Markdown.table(
            ["metric", "value", "95 % CI", "n"],
            MetricID.headline.map { id in
                let m = s[id]
                return [id.title, id.format(m), id.formatInterval(m), "\(m?.n ?? 0)"]
            })
        out += Self.attribution(s)

        out += "\n## All metrics\n\n"
        let locales = s.byLocale.keys.sorted()
        out += Markdown.table(
            ["metric", "all"] + locales + ["95 % CI (all)"],
            MetricID.ordered.compactMap { id in
                guard let m = s[id] else { return nil }
                return [id.title, id.format(m)] + locales.map { id.format(s.byLocale[$0]?[id.rawValue]) } + [
                    id.formatInterval(m)
                ]
            })

        out += "\n## By tag\n\n"
        var tagMetrics: [MetricID] = [
            .turnAccuracy, .intentAccuracy, .periodAccuracy, .merchantAccuracy, .falseRefusalRate,
        ]
        if s.readByModel { tagMetrics = [.decidedRate, .modelIntentAccuracy, .liftTurnAccuracy] + tagMetrics }
        out += Markdown.table(
            ["tag", "turns"] + tagMetrics.map(\.title),
            s.byTag.keys.sorted().map { tag in
                let m = s.byTag[tag] ?? [:]
                return [tag, "\(m[MetricID.turnAccuracy.rawValue]?.n ?? 0)"]
                    + tagMetrics.map { $0.format(m[$0.rawValue]) }
            })

        out += "\n## Per intent\n\n"
        out += Markdown.table(
            ["intent", "precision", "recall", "F1", "support", "read"],
            Intent.allCases.compactMap { intent in
                guard let p = s.perIntent[intent.rawValue] else { return nil }
                func f(_ d: Decimal?) -> String {
                    d.map { String(format: "%.3f", NSDecimalNumber(decimal: $0).doubleValue) } ?? "–"
                }
                return [intent.rawValue, f(p.precision), f(p.recall), f(p.f1), "\(p.support)", "\(p.predicted)"]
            })

        var confusions: [(String, String, Int)] = []
        for (e, row) in s.confusion { for (r, n) in row where r != e { confusions.append((e, r, n)) } }
        confusions.sort { $0.2 != $1.2 ? $0.2 > $1.2 : ($0.0, $0.1) < ($1.0, $1.1) }
        if !confusions.isEmpty {
            out += "\n## Most frequent confusions\n\n"
            out += Markdown.table(
                ["expected", "read", "turns"], confusions.prefix(15).map { [$0.0, $0.1, "\($0.2)"] })
        }
        if !s.fallbacks.isEmpty {
            out += "\n## Fallbacks to the rules\n\n"
            out += Markdown.table(["reason", "turns"], s.fallbacks.keys.sorted().map { [$0, "\(s.fallbacks[$0]!)"] })
        }
        if let r = s.repeats {
            out += "\n## Repeats (K = \(r.k))\n\n\(r.flaky.count) of \(r.turns) turns changed reading between asks.\n\n"
            if !r.flaky.isEmpty {
                out += Markdown.table(
                    ["turn", "text", "readings"],
                    r.flaky.prefix(30).map {
                        ["\($0.case)#\($0.turn)", Markdown.cell($0.text), $0.intents.joined(separator: ", ")]
                    })
            }
        }
        if let p = s.perturbations { out += Self.perturbations(p) }
        out += "\n## EN/FR parity\n\n"
        out +=
            "English \(MetricID.turnAccuracy.format(s.parity.enTurnAccuracy)), French \(MetricID.turnAccuracy.format(s.parity.frTurnAccuracy)) turn accuracy over \(s.parity.pairs) pairs; \(s.parity.disagreeing.count) pairs read differently"
        out +=
            s.parity.disagreeing.isEmpty
            ? ".\n"
            : ": " + s.parity.disagreeing.prefix(40).joined(separator: ", ")
                + (s.parity.disagreeing.count > 40 ? " …" : "") + "\n"

        out += "\n## Failing turns by tag\n"
        for tag in failures.keys.sorted() {
            let lines = failures[tag]!.sorted { $0.key < $1.key }.prefix(RunState.failuresPerTag)
            let total = failureCounts[tag] ?? lines.count
            out += "\n### \(tag) — \(total) failing\n\n"
            out += Markdown.table(
                ["turn", "text", "expected", "read", "wrong"],
                lines.map {
                    [
                        "\($0.key.caseID)#\($0.key.turn)", Markdown.cell($0.text),
                        Markdown.cell($0.expected, limit: 60),
                        Markdown.cell($0.read, limit: 60), $0.failed.joined(separator: ", "),
                    ]
                })
            if total > lines.count { out += "\n… and \(total - lines.count) more in `cases.jsonl`.\n" }
        }
        out += "\n## Glossary\n\n"
        for id in MetricID.glossary(perturbed: s.perturbations != nil) {
            out += "- **\(id.title)** — \(id.definition)\n"
        }
        return out
    }

    /// A model's own figures and its lift over the app without it, then the 2×2 tables.
    static func model(_ model: ModelFigures) -> String {
        let s = model.summary
        var out = "\n\n## The model\n\n"
        out +=
            "What \(s.backend.backend) \(s.backend.modelVersion) decides and reads on its own, and what it adds over the app without it — the rules reader through the same pipeline, on the same turns. Read these first: after the pipeline, the rules answer for the model on every fallback and second look.\n\n"
        out += Markdown.table(
            ["metric", "value", "95 % CI", "n", ""],
            model.own.map { row in
                [
                    row.id.title, row.id.format(row.metric), row.id.formatInterval(row.metric), "\(row.metric?.n ?? 0)",
                    row.id == .decidedRate ? "fallbacks: \(model.fallbacks)" : "",
                ]
            }
                + model.lifts.map { row in
                    [
                        row.id.title, row.id.format(row.metric), row.id.formatInterval(row.metric),
                        "\(row.metric?.n ?? 0)", row.table.map(ModelFigures.tableLine) ?? "",
                    ]
                })
        guard let w = s.withoutModel else { return out }
        out += "\n### With and without the model, turn by turn\n\n"
        out +=
            "Turn accuracy of the same turns read by the app with the model and without it. Helped: right only with the model; hurt: right only without it.\n\n"
        func row(_ label: String, _ t: PairedTable?) -> [String]? {
            guard let t else { return nil }
            return [
                label, "\(t.n)", "\(t.bothRight)", "\(t.helped)", "\(t.hurt)", "\(t.bothWrong)",
                MetricID.liftTurnAccuracy.format(t.lift), MetricID.liftTurnAccuracy.formatInterval(t.lift),
                ModelFigures.pValue(t.mcNemarP),
            ]
        }
        var rows: [[String]] = [row("all", w.paired[MetricID.turnAccuracy.rawValue])].compactMap { $0 }
        rows += w.byLocale.keys.sorted().compactMap { row("locale \($0)", w.byLocale[$0]) }
        rows += Intent.allCases.compactMap { row("intent \($0.rawValue)", w.byIntent[$0.rawValue]) }
        out += Markdown.table(
            [
                "slice", "turns", "both right", "model helped", "model hurt", "both wrong", "lift", "95 % CI",
                "McNemar p",
            ],
            rows)
        out += "\nEvery rate a lift compares, over all turns:\n\n"
        out += Markdown.table(
            ["rate", "without the model", "with it", "lift", "95 % CI", "helped", "hurt", "McNemar p"],
            MetricID.lifts.compactMap { lift in
                guard let base = lift.liftBase, let t = w.paired[base.rawValue] else { return nil }
                return [
                    base.title, base.format(w.metrics[base.rawValue]), base.format(s[base]), lift.format(s[lift]),
                    lift.formatInterval(s[lift]), "\(t.helped)", "\(t.hurt)", ModelFigures.pValue(t.mcNemarP),
                ]
            })
        return out
    }

    /// The failing turns by the layer that broke them, overall and by language.
    static func attribution(_ s: Summary) -> String {
        let a = s.attribution
        guard !a.all.isEmpty else { return "" }
        var out = "\n## Who broke the failing turns\n\n"
        out +=
            "The first layer whose output made each failing turn's reading wrong (`brokenBy` in `cases.jsonl`).\n\n"
        let locales = a.byLocale.keys.sorted()
        out += Markdown.table(
            ["layer", "all"] + locales + ["what it is"],
            PipelineLayer.allCases.compactMap { layer in
                guard let n = a.all[layer.rawValue] else { return nil }
                return [layer.rawValue, "\(n)"] + locales.map { "\(a.byLocale[$0]?[layer.rawValue] ?? 0)" } + [
                    layer.summary
                ]
            })
        return out
    }

    /// Per family: invariance and flip rates, then the first flips.
    static func perturbations(_ p: Perturbations) -> String {
        let inv = MetricID.invarianceRate
        let flip = MetricID.flipRate
        var out = "\n## Perturbations (seed \(p.seed))\n\n"
        out +=
            "Variants read by the same backend and pipeline, never corpus cases. Invariance: read as the original was (DIR: with the changed field at its new label); a flip: the verdict changed.\n\n"
        out += Markdown.table(
            ["family", "kind", "turns", "variants", "invariance", "95 % CI", "flips", "broke", "fixed"],
            p.families.compactMap { family in
                guard let f = p.byFamily[family.rawValue] else { return nil }
                return [
                    family.rawValue, family.kind.short, "\(f.turns)", "\(f.variants)", inv.format(f[inv]),
                    inv.formatInterval(f[inv]), flip.format(f[flip]), "\(f.broke)", "\(f.fixed)",
                ]
            })
        for family in p.families {
            guard let f = p.byFamily[family.rawValue], !f.flips.isEmpty else { continue }
            out += "\n### \(family.rawValue) — \(f.broke + f.fixed) flips\n\n"
            out += Markdown.table(
                ["turn", "kind", "flip", "original", "read", "variant", "read"],
                f.flips.map {
                    [
                        "\($0.case)#\($0.turn)", $0.kind, $0.flip.rawValue, Markdown.cell($0.text),
                        Markdown.cell($0.read, limit: 60),
                        Markdown.cell(($0.history.map { "(after “\($0)”) " } ?? "") + $0.variantText),
                        Markdown.cell($0.variantRead, limit: 60),
                    ]
                })
            if f.broke + f.fixed > f.flips.count {
                out += "\n… and \(f.broke + f.fixed - f.flips.count) more in `cases.jsonl`.\n"
            }
        }
        return out
    }
}
