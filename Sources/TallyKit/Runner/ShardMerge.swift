import FinanceAssistant
import Foundation
import TallyModel
import TallyReports

/// `tally merge`: joins the reports of `tally run --shard I/N` into the report
/// the whole run would have written — `summary.json`, `cases.jsonl`,
/// `junit.xml` and `summary.md` byte for byte, intervals and the macro-F1
/// bootstrap included, because every figure is recomputed from the turns (the
/// shards' `cases.jsonl` lines, copied as they are) exactly as a run computes
/// it. `timing.json` is wall clock and stays with each shard; the merged
/// `report.html` therefore shows no prompt sizes.
///
/// It refuses — before writing anything — shards of different sets, backends,
/// model, prompt or pipeline versions, filters, repeats or perturbations, a
/// shard given twice, a missing one, a shard that stopped early, and a
/// `cases.jsonl` holding a conversation of another shard.
public enum ShardMerge {
    public struct Result: Sendable {
        public var summary: Summary
        public var folder: URL
        public var shards: Int
        /// What Tally left where it wrote, one line each: files it did not write, which it never deletes.
        public var left: [String] = []
    }

    /// The shards' reports, checked against each other; in shard order.
    public static func check(_ folders: [URL]) throws -> [Report] {
        guard !folders.isEmpty else { throw UsageProblem("merge takes the folders of every shard of one run") }
        var reports: [Report] = []
        for folder in folders {
            let report = try Report(folder: folder)
            guard report.summary.shard != nil else {
                throw InputError(
                    file: DisplayPath.of(folder.appendingPathComponent(ReportFile.summary.name)),
                    "is a whole report, not a shard; merge takes the folders that `tally run --shard I/N` wrote")
            }
            guard report.summary.shard?.casesSHA256 != nil, report.summary.shard?.selection != nil else {
                throw InputError(
                    file: DisplayPath.of(folder.appendingPathComponent(ReportFile.summary.name)),
                    "records no SHA-256 of its cases.jsonl nor what the run selects (an older tally wrote it), so merge cannot check it; re-run this shard with this tally"
                )
            }
            reports.append(report)
        }
        let first = reports[0]
        for report in reports.dropFirst() { try sameRun(first, report) }
        var byIndex: [Int: Report] = [:]
        for report in reports {
            let info = report.summary.shard!
            if let other = byIndex[info.index] {
                throw InputError(
                    file: DisplayPath.of(report.folder),
                    "shard \(info.index)/\(info.count) is given twice (also \(DisplayPath.of(other.folder))); pass each shard once"
                )
            }
            byIndex[info.index] = report
            if info.stoppedEarly == true {
                throw InputError(
                    file: DisplayPath.of(report.folder),
                    "shard \(info.index)/\(info.count) stopped early (\(report.summary.incomplete ?? "--max-errors")); re-run it whole before merging"
                )
            }
        }
        let count = first.summary.shard!.count
        let missing = (1...count).filter { byIndex[$0] == nil }
        if !missing.isEmpty {
            let names = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
            throw UsageProblem(
                "shard\(missing.count == 1 ? "" : "s") \(names) \(missing.count == 1 ? "is" : "are") missing; pass the folders of all \(count) shards (`tally run --shard I/\(count)` for I = 1…\(count))"
            )
        }
        return (1...count).map { byIndex[$0]! }
    }

    /// Refuses a shard whose run differs from the first one's in anything that changes the figures.
    static func sameRun(_ a: Report, _ b: Report) throws {
        let x = a.summary
        let y = b.summary
        func differ(_ what: String, _ theirs: String, _ ours: String) -> InputError {
            InputError(
                file: DisplayPath.of(b.folder),
                "\(what) \(theirs), not \(ours) as \(DisplayPath.of(a.folder)): shards must come from one run's settings; re-run this one with them"
            )
        }
        func identity(_ s: Summary) -> String {
            [s.backend.backend, s.backend.modelVersion, s.backend.device, s.backend.osBuild].compactMap { $0 }
                .joined(separator: " ")
        }
        func perturbation(_ s: Summary) -> String {
            s.perturbations.map { "\($0.families.map(\.rawValue).joined(separator: ",")) seed \($0.seed)" } ?? "none"
        }
        func set(_ s: Summary) -> String { "\(s.set.id) \(s.set.version) (sha256 \(s.set.sha256))" }
        func selection(_ s: Summary) -> String {
            s.shard?.selection.map { "\($0.conversations) conversations, \($0.turns) turns (\($0.sha256.prefix(12))…)" }
                ?? "none"
        }
        let pairs: [(String, String, String)] = [
            ("was made on set", set(y), set(x)),
            ("was read by", identity(y), identity(x)),
            ("has prompt version", y.promptVersion, x.promptVersion),
            ("has pipeline version", y.pipelineVersion, x.pipelineVersion),
            ("was written by Tally", y.toolVersion, x.toolVersion),
            ("has filters", y.filters.joined(separator: " "), x.filters.joined(separator: " ")),
            ("has repeats", "\(y.repeats?.k ?? 1)", "\(x.repeats?.k ?? 1)"),
            ("has perturbations", perturbation(y), perturbation(x)),
            ("was one part of a run that selects", selection(y), selection(x)),
            ("is one of", "\(y.shard!.count) shards", "\(x.shard!.count) shards"),
            (
                "has --max-backend-failures", "\(y.shard!.maxBackendFailures)", "\(x.shard!.maxBackendFailures)"
            ),
        ]
        for (what, theirs, ours) in pairs where theirs != ours {
            throw differ(what, theirs.isEmpty ? "none" : theirs, ours.isEmpty ? "none" : ours)
        }
    }

    /// Checks the shards, then writes the merged report into `folder` (whole
    /// or not at all, as `tally run` does). Default folder: the one the whole
    /// run would have written.
    public static func merge(_ folders: [URL], into out: URL?) throws -> Result {
        let shards = try check(folders)
        let s = shards[0].summary
        let reportName = EvalSet.reportName(id: s.set.id, version: s.set.version)
        let folder =
            out
            ?? URL(fileURLWithPath: "reports").appendingPathComponent(reportName).appendingPathComponent(
                s.backend.folderName)
        let target = folder.standardizedFileURL.path
        for shard in shards where shard.folder.standardizedFileURL.path == target {
            throw InputError(
                file: DisplayPath.of(folder), "is one of the shards; write the merged report to another folder (--out)")
        }
        try OutputGuard.checkReportFolder(folder)
        try OwnFiles.checkBeside(folder)
        let created = try AtomicFolder.checkWritable(folder)
        var written = false
        defer { if !written { created.removeEmpty() } }
        let lock = try RunLock(for: folder)
        defer { lock.release() }

        var options = RunOptions()
        options.filters = s.filters.compactMap(CaseFilter.init)
        options.repeats = s.repeats?.k ?? 1
        options.maxBackendFailures = s.shard!.maxBackendFailures
        options.perturbation = s.perturbations.map { PerturbationPlan(families: $0.families, seed: $0.seed) }

        // Pass 1: every turn, in case order, checked and counted.
        let (state, glances) = try readTurns(
            try shards.map(ShardLines.init(report:)), identity: s.backend, selected: s.shard?.selection,
            set: s.set, folder: shards[0].folder)
        let summary = Summary(state: state, set: s.set, options: options.request, selectedTurns: state.turns)

        // Pass 2: the same lines, into the report.
        let left = try ReportWriter(
            reportName: reportName, record: options.record, repeats: options.repeats, predictionsSet: nil
        ).write(
            summary: summary, timing: nil, state: state,
            lines: { body in
                var next = glances.makeIterator()
                try mergeLines(try shards.map(ShardLines.init(report:))) { _, file, number, line in
                    // The same lines in the same order as pass 1, which made a glance of each.
                    guard let glance = next.next() else {
                        throw InputError(file: file, line: number, "changed while it was merged; run tally merge again")
                    }
                    try body(Data(line.utf8), [], glance)
                }
            }, into: folder)
        written = true
        return Result(summary: summary, folder: folder, shards: shards.count, left: left)
    }

    /// Pass 1 of a merge: every turn of the shards, in case order, decoded,
    /// checked (each in its own shard, each shard's file the one its summary
    /// describes, the union the run's selection) and counted; and what the
    /// page reads of each turn, so that pass 2 decodes nothing again.
    static func readTurns(
        _ sources: [ShardLines], identity: BackendIdentity, selected: Summary.Selection?, set: Summary.SetInfo,
        folder: URL
    ) throws -> (RunState, [HTMLReport.Glance]) {
        var state = RunState(identity: identity)
        var conversation: [TurnRecord] = []
        var glances: [HTMLReport.Glance] = []
        // The union, conversation by conversation in id order: against what the run selected.
        var union = Summary.Selection.Builder()
        func flush() {
            if let first = conversation.first { union.add(first.case, turns: conversation.count) }
            for r in conversation {
                state.ingest(r, latencyMs: 0, promptTokens: nil, conversationTurns: conversation.count)
            }
            glances += HTMLReport.Glance.conversation(conversation)
            conversation.removeAll(keepingCapacity: true)
        }
        let decoder = JSONDecoder()
        try mergeLines(sources) { shard, file, number, line in
            let r: TurnRecord
            do {
                r = try decoder.decode(TurnRecord.self, from: Data(line.utf8))
            } catch {
                throw InputError(
                    file: file, line: number,
                    "unreadable turn (\(EvalSet.describe(error))); re-run this shard to regenerate its report")
            }
            let belongs = Shard.index(of: r.case, count: shard.count)
            guard belongs == shard.index else {
                throw InputError(
                    file: file, line: number,
                    "conversation \(r.case) belongs to shard \(belongs)/\(shard.count), not \(shard): this is not what `tally run --shard \(shard)` writes; re-run it"
                )
            }
            if let last = conversation.last, last.case != r.case { flush() }
            conversation.append(r)
        }
        flush()
        if let selected, union.selection != selected {
            let got = union.selection
            throw InputError(
                file: DisplayPath.of(folder),
                "the shards hold \(got.conversations) conversations (\(got.turns) turns), not the \(selected.conversations) (\(selected.turns) turns) the run selected of \(set.id) \(set.version), each exactly once; a shard is not of this run: re-run the shards with one command"
            )
        }
        return (state, glances)
    }

    /// Reads one shard's `summary.json` and `cases.jsonl` from their bytes as a
    /// merge reads them — the summary checked, each line decoded, in order, in
    /// its shard, the file against the counts and hash its summary records, and
    /// for a shard 1/1 the run's selection — and returns the turns it holds.
    /// (`make fuzz`'s shard target; a merge reads the files themselves.)
    public static func readShard(summary: Data, cases: Data) throws -> Int {
        let s = try Summary.parse(summary, file: "summary.json")
        guard let info = s.shard, let shard = info.shard, let sha256 = info.casesSHA256 else {
            throw InputError(file: "summary.json", "is not a shard's report; re-run this shard")
        }
        let source = ShardLines(
            reader: LineReader(data: cases, file: "cases.jsonl"), shard: shard, file: "cases.jsonl",
            recorded: (s.counts.turns, s.counts.conversations, sha256))
        let (state, _) = try readTurns(
            [source], identity: s.backend, selected: shard.count == 1 ? info.selection : nil, set: s.set,
            folder: URL(fileURLWithPath: "."))
        return state.turns
    }

    /// One shard's `cases.jsonl` to merge, and what its summary says it holds.
    struct ShardLines {
        var reader: LineReader
        var shard: Shard
        /// The file as messages name it.
        var file: String
        var recorded: (turns: Int, conversations: Int, sha256: String)

        init(reader: LineReader, shard: Shard, file: String, recorded: (turns: Int, conversations: Int, sha256: String))
        {
            self.reader = reader
            self.shard = shard
            self.file = file
            self.recorded = recorded
        }

        /// The shard's file on disk.
        init(report: Report) throws {
            let url = report.folder.appendingPathComponent(ReportFile.cases.name)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw InputError(file: DisplayPath.of(url), "missing; re-run this shard to write its whole report")
            }
            guard let info = report.summary.shard, let shard = info.shard, let sha256 = info.casesSHA256 else {
                throw InputError(file: DisplayPath.of(report.folder), "is not a shard's report; re-run this shard")
            }
            let counts = report.summary.counts
            self.init(
                reader: try LineReader(url: url), shard: shard, file: DisplayPath.of(url),
                recorded: (counts.turns, counts.conversations, sha256))
        }
    }

    /// Visits the lines of the shards' `cases.jsonl` in case and turn order
    /// (each is sorted; the shards hold different conversations), refusing a
    /// line out of order or repeated.
    static func mergeLines(
        _ sources: [ShardLines], _ body: (_ shard: Shard, _ file: String, _ line: Int, _ text: String) throws -> Void
    ) throws {
        struct Cursor {
            var reader: LineReader
            var shard: Shard
            var file: String
            var head: (number: Int, text: String, key: TurnKey)?
            /// What the shard's summary.json says its cases.jsonl holds.
            var recorded: (turns: Int, conversations: Int, sha256: String)
            /// What was read of it so far.
            var hasher = SHA256.Hasher()
            var turns = 0
            var conversations = 0
        }
        func advance(_ c: inout Cursor) throws {
            while let (number, text) = try c.reader.next() {
                c.hasher.update(Array(text.utf8))
                c.hasher.update([0x0A])
                if text.isEmpty { continue }
                guard let key = Self.key(of: text) else {
                    throw InputError(
                        file: c.file, line: number, "not a turn of a Tally report; re-run this shard to regenerate it")
                }
                if let previous = c.head, !(previous.key < key) {
                    throw InputError(
                        file: c.file, line: number,
                        "\(key.caseID)#\(key.turn) is out of order or repeated; re-run this shard to regenerate it")
                }
                c.turns += 1
                if c.head?.key.caseID != key.caseID { c.conversations += 1 }
                c.head = (number, text, key)
                return
            }
            c.head = nil
            try checkWhole(c)
        }
        // A shard's file, read to its end, must be the one its summary describes.
        func checkWhole(_ c: Cursor) throws {
            let fix =
                "fetch this shard's report again (a failed artifact download?) or re-run `tally run --shard \(c.shard)`"
            if c.turns != c.recorded.turns || c.conversations != c.recorded.conversations {
                throw InputError(
                    file: c.file,
                    "holds \(c.turns) turns of \(c.conversations) conversations, but shard \(c.shard)'s summary.json counts \(c.recorded.turns) turns of \(c.recorded.conversations): \(c.turns < c.recorded.turns ? "lines are missing (the file was emptied, cut or edited)" : "it holds lines the shard did not write"); \(fix)"
                )
            }
            var hasher = c.hasher
            let actual = hasher.finalizeHex()
            if actual != c.recorded.sha256 {
                throw InputError(
                    file: c.file,
                    "is not the file shard \(c.shard) wrote: its sha256 is \(actual.prefix(12))…, its summary.json records \(c.recorded.sha256.prefix(12))…; \(fix)"
                )
            }
        }
        var cursors: [Cursor] = []
        for source in sources {
            var c = Cursor(reader: source.reader, shard: source.shard, file: source.file, recorded: source.recorded)
            try advance(&c)
            cursors.append(c)
        }
        while true {
            var best: Int?
            for (i, c) in cursors.enumerated() {
                guard let head = c.head else { continue }
                if let b = best, let current = cursors[b].head, !(head.key < current.key) { continue }
                best = i
            }
            guard let i = best, let head = cursors[i].head else { return }
            try body(cursors[i].shard, cursors[i].file, head.number, head.text)
            try advance(&cursors[i])
        }
    }

    /// A `cases.jsonl` line's case and turn, without decoding the whole line.
    static func key(of line: String) -> TurnKey? {
        struct Key: Decodable {
            var `case`: String
            var turn: Int
        }
        guard let k = try? JSONDecoder().decode(Key.self, from: Data(line.utf8)) else { return nil }
        return TurnKey(caseID: k.case, turn: k.turn)
    }
}
