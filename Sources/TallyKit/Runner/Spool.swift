import Foundation
import TallyModel
import TallyReports

/// Where a run keeps each finished conversation as it completes, so Ctrl-C
/// loses nothing and `--resume` continues. Lines are appended in completion
/// order; the report is written from them in case order at the end.
///
/// Layout: `.<report>.tally-partial/run.json` (what the run is) and
/// `.<report>.tally-partial/turns.jsonl` (one `SpoolEntry` per turn).
final class Spool {
    struct Header: Codable, Equatable {
        var setSHA256: String
        var backend: BackendIdentity
        var prompt: PromptIdentity
        var filters: [String]
        var repeats: Int
        var shard: Shard?
        var perturbation: PerturbationPlan?
    }

    let directory: URL
    private var file: OutputFile?
    private let encoder: JSONEncoder
    /// Where each turn's line sits in `turns.jsonl`, and what the report page reads of it (the
    /// glance names the turn: the index holds no key of its own, at 100k turns a few MiB).
    private var index: [(offset: UInt64, length: Int, glance: HTMLReport.Glance)] = []
    private var written: UInt64 = 0

    init(directory: URL) {
        self.directory = directory
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    /// The files a spool holds: all Tally removes of it.
    static let names = OwnFiles.spoolNames

    var headerURL: URL { directory.appendingPathComponent("run.json") }
    var turnsURL: URL { directory.appendingPathComponent("turns.jsonl") }

    /// Starts afresh, or — when resuming a run of the same set and backend —
    /// returns the entries kept so far.
    func open(header: Header, resume: Bool) throws -> [SpoolEntry] {
        let fm = FileManager.default
        var kept: [SpoolEntry] = []
        var conversations: [[SpoolEntry]] = []
        if resume, let data = fm.contents(atPath: headerURL.path) {
            let previous = try? JSONDecoder().decode(Header.self, from: data)
            guard previous == header else {
                throw BackendError(
                    "\(DisplayPath.of(directory)): the interrupted run was of another set, backend or filter; rerun without --resume"
                )
            }
            if fm.fileExists(atPath: turnsURL.path) {
                var reader = try LineReader(url: turnsURL)
                // A line cut short by the interruption is dropped (or unreadable); its conversation reruns.
                while let (_, line) = (try? reader.next()) ?? nil {
                    if let entry = SpoolEntry(line: Data(line.utf8)) { kept.append(entry) }
                }
            }
            // Keep only whole conversations.
            let complete = Dictionary(grouping: kept, by: \.record.case).filter { _, turns in
                turns.count == turns.first!.conversationTurns
            }
            conversations = complete.keys.sorted().map { complete[$0]! }
            kept = conversations.flatMap { $0 }
        } else if resume {
            throw BackendError("nothing to resume in \(DisplayPath.of(directory)); run without --resume")
        }
        let left = OwnFiles.removeFolder(directory, names: Spool.names)
        guard left.isEmpty else {
            throw InputError(
                file: DisplayPath.of(directory),
                "holds \(left.prefix(4).joined(separator: ", ")), which Tally did not write; move it away, or choose another --out"
            )
        }
        do {
            try fm.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputFile.describe(error, writing: directory, option: "--out")
        }
        try OutputFile.write(try encoder.encode(header), to: headerURL, option: "--out")
        file = try OutputFile(turnsURL, option: "--out")
        for turns in conversations { try append(turns) }
        return kept
    }

    /// A finished conversation's turns as the spool keeps them: their lines and glances, made by
    /// the worker that ran it (`Chunk(_:)`), so that the one task keeping them only writes.
    struct Chunk: Sendable {
        var entries: [SpoolEntry]
        var data = Data()
        var lines: [(length: Int, glance: HTMLReport.Glance)] = []

        init(_ entries: [SpoolEntry]) {
            self.entries = entries
            let glances = HTMLReport.Glance.conversation(entries.map(\.record))
            for (entry, glance) in zip(entries, glances) {
                let line = entry.line
                lines.append((line.count, glance))
                data.append(line)
                data.append(0x0A)
            }
        }
    }

    /// Keeps a finished conversation's turns, in one write (a resumed run drops a conversation cut short).
    func append(_ entries: [SpoolEntry]) throws { try append([Chunk(entries)]) }

    /// Keeps finished conversations in one write, so a batch costs one system call.
    func append(_ chunks: [Chunk]) throws {
        var offset = written
        var data = Data(capacity: chunks.reduce(0) { $0 + $1.data.count })
        for chunk in chunks {
            data.append(chunk.data)
            for (length, glance) in chunk.lines {
                index.append((offset, length, glance))
                offset += UInt64(length + 1)
            }
        }
        try file?.write(data)
        written += UInt64(data.count)
    }

    func close() {
        try? file?.close()
        file = nil
    }

    /// Visits every turn in case and turn order, reading its lines back from
    /// disk (memory holds only the index): the `cases.jsonl` line and the
    /// predictions lines, as they were encoded when the turn finished.
    func forEachSorted(
        _ body: (_ record: Data, _ predictions: [Data], _ glance: HTMLReport.Glance) throws -> Void
    ) throws {
        close()
        let fd = POSIX.open(turnsURL.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw OutputFile.error(errno, turnsURL) }
        defer { _ = POSIX.close(fd) }
        // Positions sorted, not the entries: no entry (a glance of five fields) moved a comparison.
        let order = index.indices.sorted { index[$0].glance.key < index[$1].glance.key }
        // Case order is mostly the order turns finished in: lines are read through a window of
        // the file, one read a megabyte rather than one a turn.
        var window = SpoolWindow(fd: fd, url: turnsURL)
        for position in order {
            let item = index[position]
            let line = try window.bytes(at: item.offset, count: item.length)
            let fields = SpoolEntry.fields(of: line)
            try body(fields[3], Array(fields.dropFirst(4)), item.glance)
        }
    }

    func discard() {
        close()
        OwnFiles.removeFolder(directory, names: Spool.names)
    }
}

/// Reads a spool's lines through one buffer of the file (a megabyte, or one line if longer).
struct SpoolWindow {
    let fd: Int32
    let url: URL
    static let size = 1 << 20
    private var start: UInt64 = 0
    private var buffer = Data()

    init(fd: Int32, url: URL) {
        self.fd = fd
        self.url = url
    }

    mutating func bytes(at offset: UInt64, count: Int) throws -> Data {
        if offset < start || offset + UInt64(count) > start + UInt64(buffer.count) {
            try fill(at: offset, atLeast: count)
        }
        let from = Int(offset - start)
        return buffer.subdata(in: from..<from + count)
    }

    private mutating func fill(at offset: UInt64, atLeast count: Int) throws {
        var data = Data(count: max(SpoolWindow.size, count))
        var done = 0
        while done < data.count {
            let wanted = data.count - done
            let n = data.withUnsafeMutableBytes { POSIX.pread(fd, $0.baseAddress! + done, wanted, Int(offset) + done) }
            if n < 0, errno == EINTR { continue }
            if n < 0 { throw OutputFile.error(errno, url) }
            if n == 0 { break }
            done += n
        }
        // The spool is this run's own file: a line it cannot hold means it was taken away.
        guard done >= count else { throw OutputFile.error(EIO, url) }
        data.count = done
        (start, buffer) = (offset, data)
    }
}

/// One turn as kept by a run: the record (for the scoreboard) and its lines,
/// encoded once by the worker that ran the turn.
///
/// On disk, one line of tab-separated fields — latency, prompt tokens, the
/// conversation's turn count, the `cases.jsonl` line, then one field per
/// predictions line. JSON escapes every tab inside its strings, so a tab
/// always separates fields.
struct SpoolEntry {
    var record: TurnRecord
    var recordLine: Data
    var predictionLines: [Data]
    var latencyMs: Double
    var promptTokens: Int?
    var conversationTurns: Int

    init(
        record: TurnRecord, predictions: [Prediction], latencyMs: Double, promptTokens: Int?, conversationTurns: Int
    ) throws {
        self.record = record
        recordLine = record.line
        predictionLines = try predictions.map { try JSONOutput.line.encode($0) }
        self.latencyMs = latencyMs
        self.promptTokens = promptTokens
        self.conversationTurns = conversationTurns
    }

    /// Reads a line back (on `--resume`); nil for a line cut short.
    init?(line: Data) {
        let f = SpoolEntry.fields(of: line)
        guard f.count >= 4, let latency = Double(String(decoding: f[0], as: UTF8.self)),
            let turns = Int(String(decoding: f[2], as: UTF8.self)),
            let record = try? JSONDecoder().decode(TurnRecord.self, from: f[3])
        else { return nil }
        self.record = record
        recordLine = f[3]
        predictionLines = Array(f.dropFirst(4))
        latencyMs = latency
        promptTokens = Int(String(decoding: f[1], as: UTF8.self))
        conversationTurns = turns
    }

    var line: Data {
        var out = Data("\(latencyMs)\t\(promptTokens.map(String.init) ?? "-")\t\(conversationTurns)\t".utf8)
        out.append(recordLine)
        for p in predictionLines {
            out.append(0x09)
            out.append(p)
        }
        return out
    }

    static func fields(of line: Data) -> [Data] {
        var out: [Data] = []
        line.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            var start = 0
            for i in 0...raw.count where i == raw.count || raw[i] == 0x09 {
                out.append(Data(raw[start..<i]))
                start = i + 1
            }
        }
        return out
    }
}

extension RunState {
    /// Counts a turn the spool keeps.
    mutating func ingest(_ entry: SpoolEntry) {
        ingest(
            entry.record, latencyMs: entry.latencyMs, promptTokens: entry.promptTokens,
            conversationTurns: entry.conversationTurns)
    }
}
