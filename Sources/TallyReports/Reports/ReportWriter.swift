import FinanceAssistant
import Foundation
import TallyModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a finished run's report folder from its spool: staged beside the
/// destination and swapped in whole (`AtomicFolder`), so a failure at any
/// point leaves the previous report as it was and nothing half-written.
package struct ReportWriter {
    /// `finely-v1`: names the JUnit test suites.
    let reportName: String
    /// `--record`: where the predictions file goes, if anywhere.
    let record: URL?
    /// `--repeats`, which the predictions file's header records.
    let repeats: Int
    /// The set a predictions file (`--record`) names; nil where nothing is recorded (`tally merge`).
    let predictionsSet: EvalSet?

    package init(reportName: String, record: URL?, repeats: Int, predictionsSet: EvalSet?) {
        self.reportName = reportName
        self.record = record
        self.repeats = repeats
        self.predictionsSet = predictionsSet
    }

    /// Every turn's `cases.jsonl` line and predictions lines, in case and turn order.
    package typealias SortedLines = (
        _ body: (_ record: Data, _ predictions: [Data], _ glance: HTMLReport.Glance) throws -> Void
    ) throws -> Void

    /// - Parameter timing: nil where no wall clock was measured (`tally merge`: each shard keeps its own).
    /// - Parameter beforeCommit: called with the staged folder, whole, before it replaces the destination.
    /// - Returns: what was left of the report it replaced (files Tally did not write), one line each.
    package func write(
        summary: Summary, timing: Timing?, state: RunState, lines: SortedLines, into folder: URL,
        beforeCommit: (URL) throws -> Void = { _ in }
    ) throws
        -> [String]
    {
        let staged = try AtomicFolder(destination: folder)
        // Named before anything is written, so that a failure midway (a full disk) removes it too.
        let predictionsTemp = record.flatMap { predictionsSet == nil ? nil : OwnFiles.temp($0) }
        do {
            try writeFiles(
                summary: summary, timing: timing, state: state, lines: lines, into: staged,
                predictionsTemp: predictionsTemp)
            try beforeCommit(staged.staging)
            if let temp = predictionsTemp, let record = record {
                try AtomicFile.replace(record, with: temp, option: "--record")
            }
            return try staged.commit()
        } catch {
            staged.abandon()
            if let temp = predictionsTemp { _ = unlink(temp.path) }
            throw error
        }
    }

    /// Writes every file into the staging folder, and the predictions file to `predictionsTemp` when recording.
    private func writeFiles(
        summary: Summary, timing: Timing?, state: RunState, lines: SortedLines, into staged: AtomicFolder,
        predictionsTemp: URL?
    ) throws {
        // cases.jsonl, junit.xml, report.html and the predictions file, from the spool in case order.
        let cases = try OutputFile(staged.url(ReportFile.cases.name), bufferSize: 1 << 16, option: "--out")
        var predictions: OutputFile?
        if let temp = predictionsTemp, let set = predictionsSet {
            predictions = try OutputFile(temp, bufferSize: 1 << 16, option: "--record", shownAs: record)
            let header = PredictionHeader(
                backend: state.identity.backend, modelVersion: state.identity.modelVersion,
                promptVersion: state.prompt.version, promptLabel: state.prompt.label, contract: state.prompt.contract,
                device: state.identity.device,
                osBuild: state.identity.osBuild, createdAt: ISO8601DateFormatter().string(from: Date()),
                set: "\(set.manifest.id)@\(set.manifest.version)", setSHA256: set.sha256,
                repeats: repeats > 1 ? repeats : nil, responseFormat: state.identity.responseFormat)
            struct Envelope: Encodable { var header: PredictionHeader }
            var line = try JSONOutput.line.encode(Envelope(header: header))
            line.append(0x0A)
            try predictions?.write(line)
        }
        // report.html is fed the same lines, in the same order.
        var page = HTMLReport(
            summary: summary,
            prompts: timing.map {
                HTMLReport.Prompts(
                    window: Timing.onDeviceWindow, tokens: state.promptTokens, largest: $0.promptTokens?.largest ?? [])
            })
        var junit = JUnitReport()
        let decoder = JSONDecoder()
        // A shard records the hash of its cases.jsonl, as written, for tally merge to check it against.
        var casesHash = summary.shard == nil ? nil : SHA256.Hasher()
        try lines { record, predictionLines, glance in
            try cases.write(record)
            try cases.write(bytes: CollectionOfOne(UInt8(0x0A)))
            casesHash?.update(record)
            casesHash?.update([0x0A])
            for p in predictionLines { try predictions?.write(p + Data([0x0A])) }
            let read = { try glance.record ?? decoder.decode(TurnRecord.self, from: record) }
            try junit.add(glance, record: read)
            try page.add(glance, record: read)
        }
        try cases.close()
        try predictions?.close()
        var summary = summary
        if var hasher = casesHash { summary.shard?.casesSHA256 = hasher.finalizeHex() }
        try staged.write(ReportFile.summary.name, JSONOutput.document(summary))
        let markdown = SummaryMarkdown(summary: summary, failures: state.failures, failureCounts: state.failureCounts)
        // Wall-clock figures stay in timing.json: summary.md is the same for the same inputs.
        try staged.write(ReportFile.markdown.name, Data(markdown.render().utf8))
        // junit.xml and report.html go out in pieces, not as one buffer and its copy (megabytes at 100k turns).
        let junitFile = try OutputFile(staged.url(ReportFile.junit.name), bufferSize: 1 << 16, option: "--out")
        try junit.write(name: "\(reportName) \(state.identity.folderName)", to: junitFile)
        try junitFile.close()
        junit = JUnitReport()
        if let timing { try staged.write(ReportFile.timing.name, JSONOutput.document(timing)) }
        let htmlFile = try OutputFile(staged.url(ReportFile.html.name), option: "--out")
        try htmlFile.write(utf8: page.render())
        try htmlFile.close()
    }
}
