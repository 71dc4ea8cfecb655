import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// report.html and the diff and matrix pages: what a person sees on them,
/// and that they are the same bytes for the same inputs.
@Suite("HTML pages")
struct HTMLReportTests {
    static func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test("every run writes report.html: the same bytes whatever the job count, no path, no clock, no network")
    func deterministic() async throws {
        let set = Fixture.writeSet()
        let (a, _) = try await Fixture.run(set: set, options: Fixture.quietOptions(jobs: 1))
        let (b, _) = try await Fixture.run(set: set, options: Fixture.quietOptions(jobs: 4))
        let page = Fixture.read(a.appendingPathComponent(ReportFile.html.name))
        #expect(page == Fixture.read(b.appendingPathComponent(ReportFile.html.name)))
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        for leak in [a.path, b.path, set.path, FileManager.default.temporaryDirectory.path, "http://", "https://"] {
            #expect(!page.contains(leak), "report.html holds \(leak)")
        }
        #expect(!page.contains(" src="), "nothing is loaded from elsewhere")
        #expect(page.contains("default-src 'none'"), "the page forbids itself any request")
        #expect(page.utf8.count < 200_000)
    }

    @Test("the page shows every section from the report's own numbers")
    func sections() async throws {
        let (folder, result) = try await Fixture.run(set: Fixture.writeSet(), options: Fixture.quietOptions(jobs: 1))
        let page = Fixture.read(folder.appendingPathComponent(ReportFile.html.name))
        let s = result.summary
        for id in ["headline", "confusion", "slices", "failures", "parity", "fallbacks", "glossary"] {
            #expect(page.contains("<section id=\"\(id)\">"), "section \(id)")
        }
        // One heatmap cell per pair of the intents the report saw.
        let intents = s.perIntent.count
        #expect(Self.count("<td class=\"hm\"", in: page) == intents * intents)
        // One explorer row per failing turn, in case order.
        let records = try Report(folder: folder).turns()
        let failing = records.values.filter { !$0.pass }.map(\.key).sorted()
        #expect(Self.count("<tr data-tags=", in: page) == failing.count)
        let ids = failing.map { "\($0.caseID)#\($0.turn)<span class=\"loc" }
        var position = page.startIndex
        for id in ids {
            let found = try #require(page.range(of: id, range: position..<page.endIndex), "\(id) in order")
            position = found.upperBound
        }
        // The headline cards show each headline metric's value as the text reports format it.
        for id in MetricID.headline {
            #expect(page.contains(("<div class=\"v\">\(id.format(s[id]))</div>" as HTMLText).markup), "\(id.title)")
        }
        // The glossary: every metric, one sentence, from MetricID (the perturbation ones only for a perturbed run).
        for id in MetricID.ordered {
            #expect(
                page.contains(("<dd>\(id.definition)</dd>" as HTMLText).markup) == !id.isPerturbation,
                "\(id.rawValue) in the glossary")
        }
        // Every EN/FR pair read differently is shown side by side.
        for pair in s.parity.disagreeing { #expect(page.contains(">\(pair)#"), "\(pair)") }
        // Prompt sizes are estimates (deterministic) and shown; latency (wall clock) is not.
        #expect(page.contains("Prompt size against the on-device window"))
        #expect(!page.contains("latencyMs") && !page.contains("turnsPerSecond"))
    }

    @Test("a user's text is shown, never run: markup and control characters are escaped")
    func escaping() async throws {
        var lines = Fixture.caseLines
        lines.append(
            #"{"id": "x-en-1", "locale": "en", "tags": ["intent"], "turns": [{"text": "<script>alert(1)</script> \u001b[31m how much is left", "expect": {"intent": "balance"}}]}"#
        )
        let (folder, _) = try await Fixture.run(set: Fixture.writeSet(cases: lines))
        let page = Fixture.read(folder.appendingPathComponent(ReportFile.html.name))
        #expect(!page.contains("<script>alert(1)"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; \\u{1B}[31m how much is left"))
        #expect(Self.count("<script>", in: page) == 1, "only the page's own script")
    }

    @Test("a report without report.html gets one from its files (tally open)")
    func renderedFromFolder() async throws {
        let (folder, _) = try await Fixture.run(set: Fixture.writeSet(), options: Fixture.quietOptions(jobs: 1))
        let written = Fixture.read(folder.appendingPathComponent(ReportFile.html.name))
        try FileManager.default.removeItem(at: folder.appendingPathComponent(ReportFile.html.name))
        let url = try ReportPage.ensure(in: folder)
        let rendered = Fixture.read(url)
        // The same page but for the prompt histogram, which needs every turn's estimate (timing.json keeps percentiles).
        func withoutHistogram(_ s: String) -> String {
            s.replacingOccurrences(
                of: #"<svg role="img" width="900.0"[^\n]*?</svg>"#, with: "", options: .regularExpression)
        }
        #expect(withoutHistogram(rendered) == withoutHistogram(written))
        #expect(try ReportPage.ensure(in: folder) == url, "an existing page is kept")
    }

    @Test("the fixture's report.html, byte for byte")
    func snapshot() async throws {
        let (folder, _) = try await Fixture.run(set: Fixture.writeSet(), options: Fixture.quietOptions(jobs: 1))
        try SnapshotTests.assertSnapshot(
            Fixture.read(folder.appendingPathComponent(ReportFile.html.name)), named: "mini-report.html")
    }

    @Test("the diff page lists every fixed and broken turn; the matrix page draws one line per rate metric")
    func diffAndMatrix() async throws {
        let (_, baseline, degraded) = try await GateTests.baselineAndDegraded()
        let diff = try ReportDiff(baseline, degraded)
        let page = diff.html
        #expect(!diff.broken.isEmpty)
        #expect(Self.count("<tr><td class=\"id\">", in: page) == diff.fixed.count + diff.broken.count)
        #expect(page.contains("exact McNemar p</td><td class=\"num\">\(ReportDiff.formatP(diff.mcNemarP))</td>"))
        #expect(Self.count("<tr><td title=", in: page) == diff.metrics.count)
        let matrix = Matrix(reports: [baseline, degraded])
        let chart = matrix.html
        #expect(Self.count("<g class=\"series\"", in: chart) == matrix.charted.count)
        #expect(matrix.charted.allSatisfy { $0.kind == .rate })
        #expect(!matrix.charted.contains(.parityGap))
        #expect(Self.count("<tr><td>", in: chart) >= matrix.rows.count)
    }

    @Test("matrix rows put versions in their natural order: v2 before v10")
    func naturalOrder() async throws {
        let set = Fixture.writeSet()
        var reports: [Report] = []
        for version in ["v10", "v2", "v1"] {
            let (folder, _) = try await Fixture.run(
                set: set, backend: ScriptedBackend(name: "m", version: version),
                options: {
                    var o = Fixture.quietOptions(); o.maxBackendFailures = 1; return o
                }())
            reports.append(try Report(folder: folder))
        }
        #expect(Matrix(reports: reports).rows.map(\.modelVersion) == ["v1", "v2", "v10"])
    }

    @Test("--html replaces only a page tally wrote")
    func htmlPageGuard() throws {
        let folder = Fixture.folder("pages")
        let page = folder.appendingPathComponent("diff.html")
        try HTMLPage.write(HTML.page(title: "t", subtitle: "", nav: [], body: "").markup, to: page)
        try HTMLPage.write(HTML.page(title: "again", subtitle: "", nav: [], body: "").markup, to: page)
        #expect(Fixture.read(page).contains("<title>again</title>"))
        let mine = folder.appendingPathComponent("mine.html")
        try Data("<html><body>mine</body></html>".utf8).write(to: mine)
        #expect(throws: InputError.self) { try HTMLPage.write("x", to: mine) }
        #expect(Fixture.read(mine) == "<html><body>mine</body></html>")
        #expect(throws: InputError.self) { try HTMLPage.write("x", to: folder) }
    }
}
