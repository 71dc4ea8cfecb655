import FinanceAssistant
import Foundation

/// An eval set on disk: its manifest, its ledger, its case files and the
/// SHA-256 that names exactly this data in every report.
public struct EvalSet: Sendable {
    public let directory: URL
    public let manifest: Manifest
    public let ledger: Ledger
    /// `sha256(manifest, ledger, cases in manifest order)`.
    public let sha256: String
    /// Each case file's bytes, read once when the set is loaded: what is hashed
    /// is what is validated, run and reported, even if a file changes on disk
    /// during the run (a conversation appended mid-run is not in this set).
    /// Shared by every copy of the set, until a run that has read them all lets them go.
    private let caseBytes: CaseBytes

    public var caseFiles: [URL] { manifest.cases.map { directory.appendingPathComponent($0) } }
    /// `finely-v1`: the folder name reports use.
    public var reportName: String { EvalSet.reportName(id: manifest.id, version: manifest.version) }

    /// `finely-v1` for `finely` `1.0.0`.
    public static func reportName(id: String, version: String) -> String {
        "\(id)-v\(version.split(separator: ".").first ?? "0")"
    }

    /// What a report names of its set.
    public var info: Summary.SetInfo { Summary.SetInfo(id: manifest.id, version: manifest.version, sha256: sha256) }

    /// Loads a set, checking the manifest and the ledger (the cases are
    /// streamed later, by `cases()`). Every file named by the manifest must be
    /// inside the set folder once symbolic links are resolved.
    public static func load(at directory: URL) throws -> EvalSet {
        let manifestURL = directory.appendingPathComponent("manifest.json")
        let shown = DisplayPath.of(manifestURL)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw InputError(
                file: DisplayPath.of(directory),
                "no such eval set folder; pass a folder holding manifest.json (e.g. eval-sets/finely/v2)")
        }
        guard FileManager.default.fileExists(atPath: manifestURL.path) else {
            throw InputError(file: shown, "no manifest.json here; an eval set folder needs one (docs/formats.md)")
        }
        let (manifestData, manifestJSON) = try JSONDocument.read(manifestURL, what: "manifest.json")
        try KnownKeys.check(manifestJSON, Manifest.jsonKeys, at: "the manifest", file: shown)
        if let coverage = manifestJSON["coverage"] {
            try KnownKeys.check(coverage, CoveragePolicy.jsonKeys, at: "the manifest's coverage", file: shown)
        }
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: manifestData)
        } catch {
            throw InputError(
                file: shown,
                "bad manifest: \(EvalSet.describe(error)); expected {\"id\", \"version\", \"description\", \"locales\", \"ledger\", \"cases\", \"guide\"}"
            )
        }
        guard !manifest.cases.isEmpty else { throw InputError(file: shown, "the manifest lists no case files") }
        for name in [manifest.ledger] + manifest.cases + (manifest.guide.map { [$0] } ?? []) {
            try checkInside(name, directory: directory, manifest: shown)
        }
        let ledgerURL = directory.appendingPathComponent(manifest.ledger)
        let ledgerShown = DisplayPath.of(ledgerURL)
        guard FileManager.default.fileExists(atPath: ledgerURL.path) else {
            throw InputError(file: ledgerShown, "no such file; the manifest names it as the ledger")
        }
        let (ledgerData, _) = try TextFile.read(ledgerURL, what: "the ledger named in manifest.json")
        let ledger = try parseLedger(ledgerData, file: ledgerShown)
        var hasher = SHA256.Hasher()
        func feed(_ name: String, _ data: Data) {
            hasher.update(Array(name.utf8) + [0])
            hasher.update(data)
            hasher.update([0])
        }
        feed("manifest.json", manifestData)
        feed(manifest.ledger, ledgerData)
        var caseData: [Data] = []
        for file in manifest.cases {
            let url = directory.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw InputError(file: DisplayPath.of(url), "cannot read this case file named in manifest.json")
            }
            if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
                throw InputError(
                    file: DisplayPath.of(url),
                    "holds no conversation; add case lines, or remove it from the manifest's \"cases\"")
            }
            feed(file, data)
            caseData.append(data)
        }
        return EvalSet(
            directory: directory, manifest: manifest, ledger: ledger, sha256: hasher.finalizeHex(),
            caseBytes: CaseBytes(caseData))
    }

    /// Refuses a manifest path that leaves the set folder (`../x.jsonl`, `/etc/x`, a link pointing out).
    private static func checkInside(_ name: String, directory: URL, manifest: String) throws {
        let fix = "name a file inside the set folder, so that the set's hash covers exactly its own data"
        guard !name.isEmpty, !name.hasPrefix("/"), !name.hasPrefix("~") else {
            throw InputError(file: manifest, "\"\(name)\" is not a path inside the set folder; \(fix)")
        }
        let root = directory.standardizedFileURL.resolvingSymlinksInPath().path
        let target = directory.appendingPathComponent(name).standardizedFileURL.resolvingSymlinksInPath().path
        guard target.hasPrefix(root + "/") else {
            throw InputError(file: manifest, "\"\(name)\" leads outside the set folder; \(fix)")
        }
    }

    /// Reads a ledger from its bytes, as strictly as a set's: unknown keys,
    /// bad amounts, duplicate ids and unknown time zones are errors.
    public static func parseLedger(_ data: Data, file: String) throws -> Ledger {
        let json = try JSONDocument.parse(try TextFile.decode(data, file: file), file: file)
        try checkLedgerKeys(json, file: file)
        let ledger: Ledger
        do {
            ledger = try JSONDecoder().decode(Ledger.self, from: data)
        } catch {
            throw InputError(file: file, "bad ledger: \(EvalSet.describe(error))")
        }
        if let problem = ledger.problems().first { throw InputError(file: file, "bad ledger: \(problem)") }
        return ledger
    }

    private static func checkLedgerKeys(_ value: JSONValue, file: String) throws {
        try KnownKeys.check(value, Ledger.jsonKeys, at: "the ledger", file: file)
        for (key, known) in [
            ("accounts", Account.jsonKeys), ("transactions", Transaction.jsonKeys),
            ("subscriptions", Subscription.jsonKeys),
        ] {
            guard case .array(let items)? = value[key] else { continue }
            for (i, item) in items.enumerated() { try KnownKeys.check(item, known, at: "\(key)[\(i)]", file: file) }
        }
    }

    /// Every conversation, file by file, line by line, from the bytes read when
    /// the set was loaded (never the files again). Blank lines are skipped; a
    /// malformed line is an error naming its file and line.
    public func cases() -> CaseSequence {
        guard let data = caseBytes.files.value else {
            // Never read again from disk: the hash would no longer name what is read.
            return CaseSequence(
                files: [], released: InputError(file: DisplayPath.of(directory), EvalSet.releasedMessage))
        }
        return CaseSequence(files: zip(caseFiles, data).map { (DisplayPath.of($0), $1) })
    }

    static let releasedMessage =
        "this set's case lines were let go after its run had read them; load the set again to read them"

    /// Lets the case files' bytes go, for every copy of this set: tens of MiB for a 100k-turn set,
    /// which a run that has read every case no longer needs while it writes its report. `cases()`
    /// then yields one error: the files are never read again in their place.
    package func releaseCases() { caseBytes.files.withLock { $0 = nil } }

    /// The case files' lines, blank ones too: at least the number of conversations, for the
    /// validator's tables to be made their size once rather than grown (and rehashed) ten times.
    package var caseLineCount: Int {
        caseBytes.files.withLock { files in
            (files ?? []).reduce(0) { total, data in
                total + 1
                    + data.withUnsafeBytes { raw in
                        var lines = 0
                        for byte in raw where byte == 0x0A { lines += 1 }
                        return lines
                    }
            }
        }
    }

    /// The case files' bytes, shared by the copies of a set.
    private final class CaseBytes: Sendable {
        let files: Locked<[Data]?>
        init(_ files: [Data]) { self.files = Locked(files) }
    }

    /// A decoding error in one line: the field path and the reason.
    package static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "\(error)" }
        func path(_ keys: [any CodingKey]) -> String {
            keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(
                in: CharacterSet(charactersIn: "."))
        }
        switch decoding {
        case .dataCorrupted(let c):
            return c.codingPath.isEmpty ? "not valid JSON" : "\(path(c.codingPath)): \(c.debugDescription)"
        case .keyNotFound(let key, let c): return "missing \"\(path(c.codingPath + [key]))\""
        case .typeMismatch(_, let c): return "\(path(c.codingPath)): wrong type (\(c.debugDescription))"
        case .valueNotFound(_, let c): return "\(path(c.codingPath)): missing value"
        @unknown default: return "\(error)"
        }
    }
}

/// The conversations of a set, parsed as they are asked for.
public struct CaseSequence: Sequence, Sendable {
    /// Each case file as messages name it, and its bytes.
    let files: [(name: String, data: Data)]
    /// Why there are none: the set's bytes were let go (`EvalSet.releaseCases()`).
    var released: InputError?

    init(files: [(name: String, data: Data)], released: InputError? = nil) {
        self.files = files
        self.released = released
    }

    public func makeIterator() -> Iterator { Iterator(files: files, released: released) }

    /// Conversations in file and line order. Lines are read here and parsed a
    /// chunk ahead on a thread of their own, while the chunk before is used:
    /// parsing was a third of validating a big set, which a run does before it
    /// starts. (A thread, not a task: the reader blocks until the chunk is
    /// parsed, and a blocked task could hold the last thread of the pool.)
    public struct Iterator: IteratorProtocol {
        /// A line to parse, or the error that took its place.
        private enum Item: Sendable {
            case line(CaseParser, number: Int, text: String)
            case failure(InputError)
        }

        /// A chunk being parsed.
        private final class Ahead: Sendable {
            private let done = DispatchSemaphore(value: 0)
            private let results = Locked<[Result<Conversation, InputError>]>([])

            init(_ items: [Item]) {
                Thread { [results, done] in
                    let parsed = items.map(Iterator.parse)
                    results.withLock { $0 = parsed }
                    done.signal()
                }.start()
            }

            func wait() -> [Result<Conversation, InputError>] {
                done.wait()
                return results.withLock { $0 }
            }
        }

        static let chunk = 256

        private var files: [(name: String, data: Data)]
        private var reader: LineReader?
        private var parser: CaseParser?
        private var started = false
        private var ahead: Ahead?
        private var ready: [Result<Conversation, InputError>] = []
        private var readyIndex = 0

        private var released: InputError?

        init(files: [(name: String, data: Data)], released: InputError? = nil) {
            self.files = files
            self.released = released
        }

        /// The next conversation, or the error of a bad line.
        public mutating func next() -> Result<Conversation, InputError>? {
            if let error = released {
                released = nil
                return .failure(error)
            }
            if readyIndex == ready.count {
                if !started {
                    started = true
                    ahead = start(nextItems())
                }
                guard let chunk = ahead else { return nil }
                ready = chunk.wait()
                readyIndex = 0
                ahead = start(nextItems())
            }
            guard readyIndex < ready.count else { return nil }
            readyIndex += 1
            return ready[readyIndex - 1]
        }

        private func start(_ items: [Item]) -> Ahead? { items.isEmpty ? nil : Ahead(items) }

        private mutating func nextItems() -> [Item] {
            var items: [Item] = []
            while items.count < Self.chunk, let item = nextItem() { items.append(item) }
            return items
        }

        private static func parse(_ item: Item) -> Result<Conversation, InputError> {
            switch item {
            case .failure(let error): return .failure(error)
            case .line(let parser, let number, let text):
                do {
                    return .success(try parser.parse(text, line: number))
                } catch let error as InputError {
                    return .failure(error)
                } catch {
                    return .failure(InputError(file: parser.file, line: number, "\(error)"))
                }
            }
        }

        /// The next line to parse, or the error of a file that cannot be read.
        private mutating func nextItem() -> Item? {
            while true {
                if reader == nil {
                    guard !files.isEmpty else { return nil }
                    let file = files.removeFirst()
                    reader = LineReader(data: file.data, file: file.name)
                    parser = CaseParser(file: file.name)
                }
                let line: (number: Int, text: String)?
                do {
                    line = try reader?.next()
                } catch let error as InputError {
                    reader = nil
                    return .failure(error)
                } catch {
                    reader = nil
                    return .failure(InputError(file: parser?.file ?? "", "\(error)"))
                }
                guard let (number, text) = line, let parser else {
                    reader = nil
                    continue
                }
                if text.allSatisfy(\.isWhitespace) { continue }
                return .line(parser, number: number, text: text)
            }
        }
    }
}
