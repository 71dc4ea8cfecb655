import FinanceAssistant
import Foundation
import TallyModel
import TallyPlatformC
import TallyReports

/// `tally run`: checks the set and the destination, runs the set through a
/// backend, and has its report folder written — whole or not at all.
///
/// Before any work: the set is validated exactly as `tally validate` does, the
/// filters must select a turn, `--out` must be a new folder or a report (never
/// anything a user owns), and no other run may be writing it. Whatever ends the
/// run — done, an error, a full disk — leaves either the new report or the
/// previous one, never half of one; only an interruption keeps its spool, for
/// `--resume`.
public struct TallyRun {
    /// What a finished run produced.
    public struct Result: Sendable {
        public var summary: Summary
        public var reportFolder: URL
        public var timing: Timing
        public var stoppedForErrors: Bool
        /// The `tally diff` headline when the run replaced its own reader's report and the results moved.
        public var replaced: String?
        /// What Tally left where it wrote, one line each: files it did not write, which it never deletes.
        public var left: [String] = []
    }

    /// A run stopped by a signal (SIGINT, SIGTERM); what finished is kept for `--resume`.
    public struct Interrupted: Error, CustomStringConvertible {
        public var done: Int
        public var spool: URL
        public var signal: Int32
        public var description: String {
            "interrupted after \(done) turns; kept in \(DisplayPath.of(spool)) — rerun the same command with --resume to continue"
        }
    }

    public let set: EvalSet
    public let backend: any Backend
    public let options: RunOptions
    /// The prompt the backend is sent (for the prompt-size estimate).
    public let prompt: Prompt
    /// Lets the set's case bytes go once the run has read every case, before the report is
    /// written (`EvalSet.releaseCases()`: for every copy of the set, so only for a set loaded for
    /// this one run, as `tally run` does; tens of MiB at 100k turns).
    package var releasesCases = false

    public init(set: EvalSet, backend: any Backend, options: RunOptions, prompt: Prompt = .builtIn) {
        self.set = set
        self.backend = backend
        self.options = options
        self.prompt = prompt
    }

    /// Builds the tables every reading shares (`ReadingContext.buildSharedTables()`): a caller
    /// with a core to spare calls it beside loading the set, so the first turns do not.
    public static func buildReaderTables() { ReadingContext.buildSharedTables() }

    /// The default report folder: `reports/<set>-v<N>/<backend>-<modelVersion>`, and
    /// `+<prompt label>` for a reader that is sent a prompt (`…-shard-I-of-N` for a shard).
    public func defaultFolder(root: URL) async -> URL {
        var name = await backend.identity.folderName
        if await backend.identity.backend != "rules" { name += "+" + backend.prompt.label }
        if let shard = options.shard { name += "-shard-\(shard.index)-of-\(shard.count)" }
        return root.appendingPathComponent(set.reportName).appendingPathComponent(name)
    }

    public func execute(
        into folder: URL, stop: StopSignal = StopSignal(), onProgress: @Sendable (Runner.Progress) -> Void = { _ in }
    ) async throws -> Result {
        try OutputGuard.checkReportFolder(folder)
        try OwnFiles.checkBeside(folder, record: options.record)
        if let record = options.record { try OutputGuard.checkPredictionsFile(record) }
        // A refused or failed run removes the folders it created for --out (a kept spool keeps them).
        let created = try AtomicFolder.checkWritable(folder)
        var written = false
        defer { if !written { created.removeEmpty() } }
        let lock = try RunLock(for: folder)
        defer { lock.release() }

        let check = SetValidator(directory: set.directory).validate(
            set, filters: options.filters, shard: options.shard)
        if !check.errors.isEmpty { throw InputErrors(errors: check.errors) }
        // Validating a big set frees tens of megabytes the run would otherwise sit beside.
        tally_release_free_memory()
        // A shard may hold no conversation of a small selection; the filters must select some.
        guard check.filteredTurns > 0 else {
            throw InputError(
                file: DisplayPath.of(set.directory),
                "--filter \(options.filters.map(\.description).joined(separator: " --filter ")) selects no turn of this set; `tally stats \(DisplayPath.of(set.directory))` lists its tags, and ids look like \(check.firstID ?? "period-en-0001")"
            )
        }

        var runner = Runner(set: set, backend: backend, options: options, prompt: prompt)
        let (replace, sha) = (options.replace, set.sha256)
        runner.checkDestination = { identity, prompt in
            try OutputGuard.checkIdentity(folder, backend: identity, prompt: prompt, setSHA256: sha, replace: replace)
        }
        let previous = try? Report(folder: folder)
        let spool = Spool(directory: OwnFiles.spool(folder))
        let finished: Runner.Finished
        do {
            finished = try await runner.run(
                spool: spool, totalConversations: check.selectedConversations, stop: stop, onProgress: onProgress)
        } catch {
            spool.discard()
            throw error
        }
        // The backend's processes end beside the report's writing; nothing returns before they have.
        let outcome = Swift.Result {
            try report(finished.state, check: check, spool: spool, folder: folder, previous: previous, stop: stop)
        }
        await finished.backendStopped.value
        let result = try outcome.get()
        written = true
        return result
    }

    /// The report of a run whose turns are done (or the spool kept, for an interrupted one).
    private func report(
        _ state: RunState, check: SetValidator.Report, spool: Spool, folder: URL, previous: Report?,
        stop: StopSignal
    ) throws -> Result {
        if state.interrupted {
            spool.close()
            throw Interrupted(done: state.turns, spool: spool.directory, signal: stop.signal ?? SIGINT)
        }
        if releasesCases { set.releaseCases() }
        // What the workers freed while the turns ran, before the report's own buffers are made.
        tally_release_free_memory()
        let summary = Summary(
            state: state, set: set.info, options: options.request, selectedTurns: check.selectedTurns,
            selection: check.selection)
        let timing = Timing(state: state, jobs: options.jobs)
        var replaced: String?
        let left: [String]
        do {
            left = try ReportWriter(
                reportName: set.reportName, record: options.record, repeats: options.repeats, predictionsSet: set
            ).write(
                summary: summary, timing: timing, state: state, lines: spool.forEachSorted, into: folder
            ) { staged in
                // The same reader's report is replaced; say how its results moved, if they did.
                guard let previous, let new = try? Report(folder: staged) else { return }
                let cases = ReportFile.cases.name
                let sameTurns = SameBytes.files(
                    previous.folder.appendingPathComponent(cases), staged.appendingPathComponent(cases))
                guard !sameTurns || previous.summary.metrics != new.summary.metrics else { return }
                replaced = (try? ReportDiff(previous, new, allowSetChange: true))?.headline
            }
        } catch {
            spool.discard()
            throw error
        }
        spool.discard()
        return Result(
            summary: summary, reportFolder: folder, timing: timing, stoppedForErrors: state.stoppedForErrors,
            replaced: replaced, left: left)
    }
}
