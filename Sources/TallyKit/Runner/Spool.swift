import Foundation

/// Where a run keeps each finished conversation as it completes, so Ctrl-C
/// loses nothing and `--resume` continues. Lines are appended in completion
/// order; the report is written from them in case order at the end.
///
/// Layout: `<report>.partial/run.json` (what the run is) and
/// `<report>.partial/turns.jsonl` (one `SpoolEntry` per turn).
final class Spool {
    struct Header: Codable, Equatable {
        var setSHA256: String
        var backend: BackendIdentity
        var filters: [String]
        var repeats: Int
    }

    let directory: URL
    private var handle: FileHandle?
    private let encoder: JSONEncoder
    /// Where each turn's line sits in `turns.jsonl`.
    private var index: [(key: TurnKey, offset: UInt64, length: Int)] = []
    private var written: UInt64 = 0

    init(directory: URL) {
        self.directory = directory
        encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    var headerURL: URL { directory.appendingPathComponent("run.json") }
    var turnsURL: URL { directory.appendingPathComponent("turns.jsonl") }

    /// Starts afresh, or — when resuming a run of the same set and backend —
    /// returns the entries kept so far.
    func open(header: Header, resume: Bool) throws -> [SpoolEntry] {
        let fm = FileManager.default
        var kept: [SpoolEntry] = []
        if resume, let data = fm.contents(atPath: headerURL.path) {
            let previous = try? JSONDecoder().decode(Header.self, from: data)
            guard previous == header else {
                throw BackendError("\(DisplayPath.of(directory)): the interrupted run was of another set, backend or filter; rerun without --resume")
            }
            if fm.fileExists(atPath: turnsURL.path) {
                var reader = try LineReader(url: turnsURL)
                while let (_, line) = reader.next() {
                    // A line cut short by the interruption is dropped; its conversation reruns.
                    if let entry = try? JSONDecoder().decode(SpoolEntry.self, from: Data(line.utf8)) { kept.append(entry) }
                }
            }
            // Keep only whole conversations.
            let complete = Dictionary(grouping: kept, by: \.record.case).filter { _, turns in
                turns.count == turns.first!.conversationTurns
            }
            kept = complete.values.flatMap { $0 }
        } else if resume {
            throw BackendError("nothing to resume in \(DisplayPath.of(directory)); run without --resume")
        }
        try? fm.removeItem(at: directory)
        try fm.createDirectory(at: directory, withIntermediateDirectories: true)
        try encoder.encode(header).write(to: headerURL)
        fm.createFile(atPath: turnsURL.path, contents: nil)
        handle = try FileHandle(forWritingTo: turnsURL)
        for entry in kept { try append(entry) }
        return kept
    }

    func append(_ entry: SpoolEntry) throws {
        var data = try encoder.encode(entry)
        data.append(0x0A)
        handle?.write(data)
        index.append((entry.record.key, written, data.count - 1))
        written += UInt64(data.count)
    }

    func close() {
        try? handle?.close()
        handle = nil
    }

    /// Visits every entry in case and turn order, reading each back from disk
    /// (memory holds only the index).
    func forEachSorted(_ body: (SpoolEntry) throws -> Void) throws {
        close()
        let reader = try FileHandle(forReadingFrom: turnsURL)
        defer { try? reader.close() }
        let decoder = JSONDecoder()
        for item in index.sorted(by: { $0.key < $1.key }) {
            try reader.seek(toOffset: item.offset)
            let data = reader.readData(ofLength: item.length)
            try body(try decoder.decode(SpoolEntry.self, from: data))
        }
    }

    func discard() {
        close()
        try? FileManager.default.removeItem(at: directory)
    }
}

/// One turn as kept by a run.
struct SpoolEntry: Codable {
    var record: TurnRecord
    var predictions: [Prediction]
    var latencyMs: Double
    var promptTokens: Int?
    var conversationTurns: Int
}
