import FinanceAssistant
import Foundation

/// `tally run`: runs a set through a backend and writes its report folder —
/// whole or not at all.
public struct TallyRun {
    /// What a finished run produced.
    public struct Result: Sendable {
        public var summary: Summary
        public var reportFolder: URL
        public var timing: Timing
        public var stoppedForErrors: Bool
    }

    /// A run stopped by Ctrl-C; what finished is kept for `--resume`.
    public struct Interrupted: Error, CustomStringConvertible {
        public var done: Int
        public var spool: URL
        public var description: String {
            "interrupted after \(done) turns; kept in \(DisplayPath.of(spool)) — rerun the same command with --resume to continue"
        }
    }

    public let set: EvalSet
    public let backend: any Backend
    public let options: RunOptions

    public init(set: EvalSet, backend: any Backend, options: RunOptions) {
        self.set = set
        self.backend = backend
        self.options = options
    }

    /// The default report folder: `reports/<set>-v<N>/<backend>-<modelVersion>`.
    public func defaultFolder(root: URL) async -> URL {
        root.appendingPathComponent(set.reportName).appendingPathComponent(await backend.identity.folderName)
    }

    public func execute(
        into folder: URL, stop: StopSignal = StopSignal(), onProgress: @Sendable (Runner.Progress) -> Void = { _ in }
    ) async throws -> Result {
        try AtomicFolder.checkWritable(folder)
        if let record = options.record { try AtomicFolder.checkWritable(record) }
        let runner = Runner(set: set, backend: backend, options: options)
        let spool = Spool(
            directory: folder.deletingLastPathComponent().appendingPathComponent(".\(folder.lastPathComponent).partial")
        )
        let state = try await runner.run(spool: spool, stop: stop, onProgress: onProgress)
        if state.interrupted {
            spool.close()
            throw Interrupted(done: state.turns, spool: spool.directory)
        }
        let summary = Summary(state: state, set: set, filters: options.filters, repeats: options.repeats)
        let timing = Timing(state: state, jobs: options.jobs)
        let staged = try AtomicFolder(destination: folder)
        do {
            try write(summary: summary, timing: timing, state: state, spool: spool, into: staged)
            try staged.commit()
        } catch {
            staged.abandon()
            throw error
        }
        spool.discard()
        return Result(summary: summary, reportFolder: folder, timing: timing, stoppedForErrors: state.stoppedForErrors)
    }

    private func write(
        summary: Summary, timing: Timing, state: RunState, spool: Spool, into staged: AtomicFolder
    ) throws {
        // cases.jsonl, junit.xml and the predictions file, from the spool in case order.
        FileManager.default.createFile(atPath: staged.url("cases.jsonl").path, contents: nil)
        let cases = try FileHandle(forWritingTo: staged.url("cases.jsonl"))
        var predictions: FileHandle?
        var predictionsTemp: URL?
        if let record = options.record {
            let temp = record.deletingLastPathComponent().appendingPathComponent(".\(record.lastPathComponent).tmp")
            FileManager.default.createFile(atPath: temp.path, contents: nil)
            predictions = try FileHandle(forWritingTo: temp)
            predictionsTemp = temp
            let header = PredictionHeader(
                backend: state.identity.backend, modelVersion: state.identity.modelVersion,
                promptVersion: PromptBuilder.promptVersion, device: state.identity.device,
                osBuild: state.identity.osBuild, createdAt: ISO8601DateFormatter().string(from: Date()),
                set: "\(set.manifest.id)@\(set.manifest.version)", setSHA256: set.sha256,
                repeats: options.repeats > 1 ? options.repeats : nil)
            struct Envelope: Encodable { var header: PredictionHeader }
            var line = try JSONOutput.line.encode(Envelope(header: header))
            line.append(0x0A)
            predictions?.write(line)
        }
        try spool.forEachSorted { record, predictionLines in
            cases.write(record + Data([0x0A]))
            for p in predictionLines { predictions?.write(p + Data([0x0A])) }
        }
        try cases.close()
        try staged.write("summary.json", JSONOutput.document(summary))
        let markdown = SummaryMarkdown(summary: summary, failures: state.failures, failureCounts: state.failureCounts)
        try staged.write("summary.md", Data((markdown.render() + timing.markdown).utf8))
        try staged.write(
            "junit.xml", Data(state.junit.render(name: "\(set.reportName) \(state.identity.folderName)").utf8))
        try staged.write("timing.json", JSONOutput.document(timing))
        if let predictions, let temp = predictionsTemp, let record = options.record {
            try predictions.close()
            if FileManager.default.fileExists(atPath: record.path) { try FileManager.default.removeItem(at: record) }
            try FileManager.default.moveItem(at: temp, to: record)
        }
    }
}
