import FinanceAssistant
import Foundation

/// Writes a finished run's report folder from its spool: staged beside the
/// destination and swapped in whole (`AtomicFolder`), so a failure at any
/// point leaves the previous report as it was and nothing half-written.
struct ReportWriter {
    let set: EvalSet
    let options: RunOptions

    func write(summary: Summary, timing: Timing, state: RunState, spool: Spool, into folder: URL) throws {
        let staged = try AtomicFolder(destination: folder)
        var predictionsTemp: URL?
        do {
            predictionsTemp = try writeFiles(
                summary: summary, timing: timing, state: state, spool: spool, into: staged)
            if let temp = predictionsTemp, let record = options.record {
                try AtomicFile.replace(record, with: temp)
            }
            try staged.commit()
        } catch {
            staged.abandon()
            if let temp = predictionsTemp { try? FileManager.default.removeItem(at: temp) }
            throw error
        }
    }

    /// Writes every file into the staging folder; returns the staged predictions file, if recording.
    private func writeFiles(
        summary: Summary, timing: Timing, state: RunState, spool: Spool, into staged: AtomicFolder
    ) throws -> URL? {
        // cases.jsonl, junit.xml and the predictions file, from the spool in case order.
        let cases = try OutputFile(staged.url(ReportFile.cases.name))
        var predictions: OutputFile?
        var predictionsTemp: URL?
        if let record = options.record {
            let temp = record.deletingLastPathComponent().appendingPathComponent(".\(record.lastPathComponent).tmp")
            predictionsTemp = temp
            predictions = try OutputFile(temp)
            let header = PredictionHeader(
                backend: state.identity.backend, modelVersion: state.identity.modelVersion,
                promptVersion: PromptBuilder.promptVersion, device: state.identity.device,
                osBuild: state.identity.osBuild, createdAt: ISO8601DateFormatter().string(from: Date()),
                set: "\(set.manifest.id)@\(set.manifest.version)", setSHA256: set.sha256,
                repeats: options.repeats > 1 ? options.repeats : nil)
            struct Envelope: Encodable { var header: PredictionHeader }
            var line = try JSONOutput.line.encode(Envelope(header: header))
            line.append(0x0A)
            try predictions?.write(line)
        }
        try spool.forEachSorted { record, predictionLines in
            try cases.write(record + Data([0x0A]))
            for p in predictionLines { try predictions?.write(p + Data([0x0A])) }
        }
        try cases.close()
        try predictions?.close()
        try staged.write(ReportFile.summary.name, JSONOutput.document(summary))
        let markdown = SummaryMarkdown(summary: summary, failures: state.failures, failureCounts: state.failureCounts)
        try staged.write(ReportFile.markdown.name, Data((markdown.render() + timing.markdown).utf8))
        try staged.write(
            ReportFile.junit.name,
            Data(state.junit.render(name: "\(set.reportName) \(state.identity.folderName)").utf8))
        try staged.write(ReportFile.timing.name, JSONOutput.document(timing))
        return predictionsTemp
    }
}
