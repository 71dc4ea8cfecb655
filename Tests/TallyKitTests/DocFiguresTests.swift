import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// Every figure table in the README and docs is rendered from the committed
/// reports it links to, so a quoted figure cannot drift from what a run prints.
///
/// A block is
///
///     <!-- figures: decidedRate modelIntentAccuracy liftTurnAccuracy turnAccuracy gate=gates/finely-v3-model.json -->
///     | reader | decided rate | … |
///     |---|---|…|
///     | [oracle](reports/finely-v3/oracle-labels): the ceiling | 97.2 % | … |
///     <!-- /figures -->
///
/// Each row's first cell is the writer's (it must link to a report folder, relative
/// to the page); the header and every other cell are rendered: a metric as
/// `MetricID.format` writes it (a lift with its paired interval), `gate=POLICY` as
/// that policy's verdict on the report alone. Re-render with
/// `TALLY_RECORD_DOCS=1 swift test --filter DocFigures`.
@Suite("DocFigures")
struct DocFiguresTests {
    static let root = Fixture.packageRoot
    static var pages: [String] {
        let docs =
            (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)) ?? []
        return ["README.md", "prompts/README.md", "eval-sets/README.md"]
            + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
    }

    enum Column: Equatable {
        case metric(MetricID)
        case gate(String)
    }

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    static func columns(_ marker: Substring, page: String, line: Int) throws -> [Column] {
        try marker.split(separator: " ").map { word -> Column in
            if word.hasPrefix("gate=") { return .gate(String(word.dropFirst(5))) }
            guard let id = MetricID(rawValue: String(word)) else {
                throw Problem(description: "\(page):\(line): error: no metric '\(word)' (docs/metrics.md lists them)")
            }
            return .metric(id)
        }
    }

    static func header(_ c: Column) -> String {
        switch c {
        case .metric(let id): return id.title
        case .gate(let policy): return "`\(policy)`"
        }
    }

    static func cell(_ c: Column, report: Report) throws -> String {
        switch c {
        case .metric(let id):
            let m = report.summary.metrics[id.rawValue]
            let value = id.format(m)
            let interval = id.formatInterval(m)
            return id.kind == .lift && !interval.isEmpty ? "\(value) [\(interval)]" : value
        case .gate(let path):
            let policy = try GatePolicy.load(from: root.appendingPathComponent(path))
            let outcome = try Gate(candidate: report, baseline: nil, policy: policy).evaluate()
            if outcome.passed { return "passes" }
            var failed: [String] = []
            for check in outcome.checks where !check.passed {
                let name = check.rule == .minDecided ? "decided rate" : check.metric.flatMap(MetricID.init)?.title
                if let name, !failed.contains(name) { failed.append(name) }
            }
            return "fails: " + failed.joined(separator: ", ")
        }
    }

    /// The page with every figures block rendered again.
    static func render(_ text: String, page: String) throws -> String {
        let folder = root.appendingPathComponent(page).deletingLastPathComponent()
        var lines = text.components(separatedBy: "\n")
        var k = 0
        while k < lines.count {
            let line = lines[k]
            guard line.hasPrefix("<!-- figures:"), line.hasSuffix("-->") else {
                k += 1
                continue
            }
            let marker = line.dropFirst("<!-- figures:".count).dropLast(3)
            let columns = try Self.columns(marker, page: page, line: k + 1)
            guard let end = lines[k...].firstIndex(of: "<!-- /figures -->") else {
                throw Problem(description: "\(page):\(k + 1): error: a figures block without <!-- /figures -->")
            }
            let first = lines[k + 1].split(separator: "|", omittingEmptySubsequences: false).dropFirst().first
            var table = [
                "| \((first ?? " reader ").trimmingCharacters(in: .whitespaces)) | "
                    + columns.map(Self.header).joined(separator: " | ") + " |",
                "|" + String(repeating: "---|", count: columns.count + 1),
            ]
            for row in lines[(k + 3)..<end] {
                let cells = row.split(separator: "|", omittingEmptySubsequences: false)
                guard cells.count > 2, let label = cells.dropFirst().first,
                    let open = label.range(of: "]("), let close = label[open.upperBound...].firstIndex(of: ")")
                else {
                    throw Problem(
                        description:
                            "\(page): error: a figures row must start with a link to its report folder: \(row)")
                }
                let path = String(label[open.upperBound..<close])
                let report = try Report(folder: folder.appendingPathComponent(path))
                let rendered = try columns.map { try Self.cell($0, report: report) }
                table.append(
                    "| \(label.trimmingCharacters(in: .whitespaces)) | " + rendered.joined(separator: " | ") + " |")
            }
            lines.replaceSubrange((k + 1)..<end, with: table)
            k += table.count + 2
        }
        return try renderFenced(lines, folder: folder, page: page).joined(separator: "\n")
    }

    /// `<!-- headline: REPORT -->` then a fenced block: what `tally run` printed for that report
    /// (`Headline.render`, the CLI's own), the folder as the page names it. `<!-- diff: A B -->`:
    /// the headline line `tally diff A B` prints (`ReportDiff.headline`).
    static func renderFenced(_ input: [String], folder: URL, page: String) throws -> [String] {
        var lines = input
        var k = 0
        while k < lines.count {
            let line = lines[k]
            guard let kind = ["headline", "diff"].first(where: { line.hasPrefix("<!-- \($0):") }), line.hasSuffix("-->")
            else {
                k += 1
                continue
            }
            let paths = line.dropFirst("<!-- \(kind):".count).dropLast(3).split(separator: " ").map(String.init)
            guard let end = lines[k...].firstIndex(of: "<!-- /\(kind) -->"), end >= k + 3,
                lines[k + 1].hasPrefix("```"), lines[end - 1] == "```", paths.count == (kind == "diff" ? 2 : 1)
            else {
                throw Problem(
                    description:
                        "\(page):\(k + 1): error: a \(kind) block names its report\(kind == "diff" ? "s" : ""), then a fenced block, then <!-- /\(kind) -->"
                )
            }
            let urls = paths.map { folder.appendingPathComponent($0).standardizedFileURL }
            let reports = try urls.map { try Report(folder: $0) }
            var text: String
            if kind == "diff" {
                text = try ReportDiff(reports[0], reports[1]).headline
            } else {
                // Named from the package root, as a run from there names it, wherever the tests run.
                let shown = String(urls[0].path.dropFirst(root.standardizedFileURL.path.count + 1))
                text = Headline.render(reports[0].summary, folder: urls[0])
                    .replacingOccurrences(of: "→ \(DisplayPath.of(urls[0]))", with: "→ \(shown)")
            }
            if text.hasSuffix("\n") { text.removeLast() }
            let body = text.components(separatedBy: "\n")
            lines.replaceSubrange((k + 2)..<(end - 1), with: body)
            k += body.count + 4
        }
        return lines
    }

    @Test("every figures block in the README and docs is what the committed reports it links to say")
    func figuresMatchReports() throws {
        var blocks = 0
        for page in Self.pages {
            let url = Self.root.appendingPathComponent(page)
            let text = Fixture.read(url)
            blocks += text.components(separatedBy: "<!-- figures:").count - 1
            blocks += text.components(separatedBy: "<!-- headline:").count - 1
            blocks += text.components(separatedBy: "<!-- diff:").count - 1
            let rendered = try Self.render(text, page: page)
            if DocsTests.recording, rendered != text { try Data(rendered.utf8).write(to: url) }
            let changed = zip(text.components(separatedBy: "\n"), rendered.components(separatedBy: "\n"))
                .first { $0 != $1 }
            #expect(
                rendered == text,
                "\(page) quotes figures the reports do not: \(changed.map { "\n- \($0.0)\n+ \($0.1)" } ?? "")\nre-render with TALLY_RECORD_DOCS=1 swift test --filter DocFigures"
            )
        }
        #expect(blocks >= 3, "the README's ship table and headline, and the prompts table, are rendered blocks")
    }

    @Test("a figures row without a report link, or an unknown metric, is an error naming the page")
    func badBlocks() throws {
        let noLink =
            "<!-- figures: turnAccuracy -->\n| reader | turn accuracy |\n|---|---|\n| rules | 1 % |\n<!-- /figures -->"
        #expect(throws: Problem.self) { try Self.render(noLink, page: "README.md") }
        let badMetric = "<!-- figures: turnAcuracy -->\n| r | x |\n|---|---|\n<!-- /figures -->"
        let error = #expect(throws: Problem.self) { try Self.render(badMetric, page: "README.md") }
        #expect(error?.description == "README.md:1: error: no metric 'turnAcuracy' (docs/metrics.md lists them)")
    }
}
