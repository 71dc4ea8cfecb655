import FinanceAssistant
import Foundation
import TallyModel

/// `report.html`: the report a person reads — the headline as cards with
/// their intervals and the EN/FR split, the intent confusion matrix as a
/// heatmap, accuracy by tag and by intent, every failing turn in a filterable
/// explorer, the EN/FR pairs read differently side by side, fallbacks and
/// prompt sizes, and the glossary.
///
/// It is made from `summary.json`, the `cases.jsonl` lines in case order and
/// the estimated prompt sizes — all deterministic — so it is the same bytes
/// for the same inputs. Latency is wall clock: it stays in `timing.json`.
package struct HTMLReport {
    /// Estimated prompt sizes against the on-device window (deterministic).
    struct Prompts: Sendable {
        var window: Int
        /// Every turn's estimate, in any order; empty when only the percentiles are known.
        var tokens: [Int]
        var p50: Int
        var p95: Int
        var max: Int
        var largest: [Timing.LargePrompt]

        init(window: Int, tokens: [Int], largest: [Timing.LargePrompt]) {
            self.window = window
            self.tokens = tokens.sorted()
            let p = Percentiles(sorted: self.tokens)
            p50 = p?.p50 ?? 0
            p95 = p?.p95 ?? 0
            max = p?.max ?? 0
            self.largest = largest
        }

        init(_ budget: Timing.PromptBudget) {
            window = budget.windowTokens
            tokens = []
            p50 = budget.p50
            p95 = budget.p95
            max = budget.max
            largest = budget.largest
        }
    }

    /// A failing turn and the turns of its conversation before it.
    struct FailingTurn {
        var record: TurnRecord
        var earlier: [TurnRecord]
    }

    /// What the page reads of every turn. The whole record is decoded only for
    /// a failing turn, the turns before it and disagreeing pairs: decoding every
    /// line was the largest part of writing a big report.
    package struct Glance: Sendable {
        package var caseID: String
        package var turn: Int
        /// The conversation's theme (its first tag): the JUnit suite a passing turn is listed in.
        var suite: String
        var pass: Bool
        var intent: Intent
        var pair: String?
        /// The whole record, kept in memory when the page will show it (a
        /// conversation with a failing turn): no need to decode it again.
        var record: TurnRecord? { kept?.record }
        /// The turn it is of (the spool sorts its index by it).
        package var key: TurnKey { TurnKey(caseID: caseID, turn: turn) }
        /// Boxed: the spool's index holds a glance for every turn, and an
        /// optional record inline would make each entry hundreds of bytes.
        private let kept: Kept?

        private final class Kept: Sendable {
            let record: TurnRecord
            init(_ record: TurnRecord) { self.record = record }
        }

        init(_ r: TurnRecord, keep: Bool = false) {
            caseID = r.case
            turn = r.turn
            suite = JUnitReport.suite(of: r)
            pass = r.pass
            intent = r.expected.intent
            pair = r.pair
            kept = keep ? Kept(r) : nil
        }

        /// The glances of a whole conversation's turns: the page shows every turn
        /// of a conversation with a failing turn, so those keep their records.
        package static func conversation(_ turns: [TurnRecord]) -> [Glance] {
            let shown = turns.contains { !$0.pass }
            return turns.map { Glance($0, keep: shown) }
        }
    }

    let summary: Summary
    var prompts: Prompts?
    private(set) var failing: [FailingTurn] = []
    private var conversationID: String?
    private var conversation: [() throws -> TurnRecord] = []
    private(set) var byIntent: [Intent: Ratio] = [:]
    private(set) var pairTurns: [String: [TurnRecord]] = [:]
    private let disagreeing: Set<String>

    init(summary: Summary, prompts: Prompts?) {
        self.summary = summary
        self.prompts = prompts
        disagreeing = Set(summary.parity.disagreeing)
    }

    /// Takes the next turn, in case and turn order.
    /// `record` is called only when the page shows the turn.
    mutating func add(_ g: Glance, record: @escaping () throws -> TurnRecord) throws {
        if conversationID != g.caseID {
            conversationID = g.caseID
            conversation.removeAll(keepingCapacity: true)
        }
        if !g.pass { failing.append(FailingTurn(record: try record(), earlier: try conversation.map { try $0() })) }
        conversation.append(record)
        byIntent[g.intent, default: Ratio()].add(g.pass)
        if let pair = g.pair, disagreeing.contains(pair) { pairTurns[pair, default: []].append(try record()) }
    }

    /// Renders the page of a report folder from its files (for a report
    /// written before `report.html` existed, or a committed one, which holds
    /// no `report.html`). Prompt sizes come from `timing.json` when it is there.
    static func render(folder: URL) throws -> String {
        let summary = try Summary.load(from: folder.appendingPathComponent(ReportFile.summary.name))
        var prompts: Prompts?
        if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(ReportFile.timing.name).path),
            let timing = try? JSONDecoder().decode(Timing.self, from: data), let budget = timing.promptTokens
        {
            prompts = Prompts(budget)
        }
        var page = HTMLReport(summary: summary, prompts: prompts)
        let url = folder.appendingPathComponent(ReportFile.cases.name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw InputError(file: DisplayPath.of(url), "missing; re-run `tally run` to write the whole report")
        }
        var reader = try LineReader(url: url)
        let decoder = JSONDecoder()
        while let (number, line) = try reader.next() {
            if line.isEmpty { continue }
            do {
                let r = try decoder.decode(TurnRecord.self, from: Data(line.utf8))
                try page.add(Glance(r)) { r }
            } catch {
                throw InputError(
                    file: DisplayPath.of(url), line: number,
                    "unreadable turn (\(EvalSet.describe(error))); re-run `tally run` to regenerate this report")
            }
        }
        return page.render()
    }

    func render() -> String { page.markup }

    var page: HTMLText {
        let s = summary
        let title = "\(s.set.id) \(s.set.version) · \(s.backend.backend) \(s.backend.modelVersion)"
        var subtitle: HTMLText =
            "Set <code>\(s.set.id)</code> \(s.set.version), sha256 <code>\(s.set.sha256.prefix(16))…</code> · prompt \(s.prompt.label) <code>\(s.promptVersion)</code>\(s.prompt.contract == .finely ? "" : " · contract \(s.prompt.contract.rawValue)") · pipeline \(s.pipelineVersion)"
        if let device = s.backend.device { subtitle += " · device \(device)" }
        if let os = s.backend.osBuild { subtitle += " · OS \(os)" }
        if !s.filters.isEmpty { subtitle += " · filter \(s.filters.joined(separator: ", "))" }
        subtitle +=
            "<br>\(Self.count(s.counts.turns)) turns in \(Self.count(s.counts.conversations)) conversations · \(Self.count(s.counts.pairs)) EN/FR pairs · \(Self.count(s.counts.answerTurns)) turns with expected figures"
        if s.counts.backendErrors > 0 { subtitle += " · \(Self.count(s.counts.backendErrors)) backend errors" }
        if s.counts.replayMissing + s.counts.replayStale > 0 {
            subtitle += " · replay: \(s.counts.replayMissing) missing, \(s.counts.replayStale) stale"
        }
        var body: HTMLText = ""
        if let why = s.incomplete {
            body +=
                "<p class=\"banner\"><strong>Incomplete report.</strong> \(why). <code>tally gate</code> refuses it.</p>\n"
        }
        if let model = ModelFigures(s) { body += modelSection(model) }
        body += headline()
        body += confusion()
        body += slices()
        body += explorer()
        body += parity()
        if s.repeats != nil { body += repeats() }
        if s.perturbations != nil { body += perturbations() }
        body += fallbacksAndPrompts()
        body += HTML.section(
            "glossary", "Glossary", lead: "Every metric of the report, in one sentence.",
            HTML.glossary(MetricID.glossary(perturbed: s.perturbations != nil)))
        var nav: [(id: String, label: String)] = s.readByModel ? [("model", "The model")] : []
        nav += [
            ("headline", s.readByModel ? "After the pipeline" : "Headline"), ("confusion", "Confusion and layers"),
            ("slices", "By tag and intent"),
            ("failures", "Failing turns (\(Self.count(failing.count)))"),
            ("parity", "EN/FR pairs (\(Self.count(s.parity.disagreeing.count)))"),
        ]
        if s.repeats != nil { nav.append(("repeats", "Repeats")) }
        if s.perturbations != nil { nav.append(("perturbations", "Perturbations")) }
        nav += [("fallbacks", "Fallbacks and prompts"), ("glossary", "Glossary")]
        return HTML.page(title: title, subtitle: subtitle, nav: nav, body: body)
    }

}

extension ReadFields {
    /// What a pair's two languages are compared on.
    var signature: String {
        [
            intent.rawValue, reason?.rawValue ?? "", merchant ?? "", category?.rawValue ?? "", period ?? "",
            comparison ?? "", limit.map(String.init) ?? "",
        ].joined(separator: "|")
    }
}

/// A report folder's `report.html`, for `tally open`.
public enum ReportPage {
    /// The page's URL; when the folder has none (a committed report, or one
    /// from an older tally), it is rendered from the folder's files first.
    public static func ensure(in folder: URL) throws -> URL {
        let page = folder.appendingPathComponent(ReportFile.html.name)
        if FileManager.default.fileExists(atPath: page.path) { return page }
        let html = try HTMLReport.render(folder: folder)
        try AtomicFile.write(Data(html.utf8), to: page)
        return page
    }
}
