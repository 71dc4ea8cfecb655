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

    public var caseFiles: [URL] { manifest.cases.map { directory.appendingPathComponent($0) } }
    /// `finely-v1`: the folder name reports use.
    public var reportName: String { "\(manifest.id)-v\(manifest.version.split(separator: ".").first ?? "0")" }

    /// Loads a set, checking the manifest and the ledger (the cases are
    /// streamed later, by `cases()`).
    public static func load(at directory: URL) throws -> EvalSet {
        let manifestURL = directory.appendingPathComponent("manifest.json")
        let shown = DisplayPath.of(manifestURL)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw CorpusError(
                file: DisplayPath.of(directory),
                "no such eval set folder; pass a folder holding manifest.json (e.g. eval-sets/finely/v1)")
        }
        guard let manifestData = FileManager.default.contents(atPath: manifestURL.path) else {
            throw CorpusError(file: shown, "cannot read manifest.json; an eval set folder needs one (DESIGN §4)")
        }
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: manifestData)
        } catch {
            throw CorpusError(
                file: shown,
                "bad manifest: \(EvalSet.describe(error)); expected {\"id\", \"version\", \"description\", \"locales\", \"ledger\", \"cases\", \"guide\"}"
            )
        }
        guard !manifest.cases.isEmpty else { throw CorpusError(file: shown, "the manifest lists no case files") }
        let ledgerURL = directory.appendingPathComponent(manifest.ledger)
        guard let ledgerData = FileManager.default.contents(atPath: ledgerURL.path) else {
            throw CorpusError(file: DisplayPath.of(ledgerURL), "cannot read the ledger named in manifest.json")
        }
        let ledger: Ledger
        do {
            ledger = try JSONDecoder().decode(Ledger.self, from: ledgerData)
        } catch {
            throw CorpusError(file: DisplayPath.of(ledgerURL), "bad ledger: \(EvalSet.describe(error))")
        }
        if let problem = ledger.problems().first {
            throw CorpusError(file: DisplayPath.of(ledgerURL), "bad ledger: \(problem)")
        }
        var hasher = SHA256.Hasher()
        func feed(_ name: String, _ data: Data) {
            hasher.update(Array(name.utf8) + [0])
            hasher.update(data)
            hasher.update([0])
        }
        feed("manifest.json", manifestData)
        feed(manifest.ledger, ledgerData)
        for file in manifest.cases {
            let url = directory.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw CorpusError(file: DisplayPath.of(url), "cannot read this case file named in manifest.json")
            }
            feed(file, data)
        }
        return EvalSet(directory: directory, manifest: manifest, ledger: ledger, sha256: hasher.finalizeHex())
    }

    /// Streams every conversation, file by file, line by line. Blank lines
    /// are skipped; a malformed line is an error naming its file and line.
    public func cases() -> CaseSequence { CaseSequence(files: caseFiles) }

    /// A decoding error in one line: the field path and the reason.
    static func describe(_ error: any Error) -> String {
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

/// The conversations of a set, streamed.
public struct CaseSequence: Sequence, Sendable {
    let files: [URL]

    public func makeIterator() -> Iterator { Iterator(files: files) }

    public struct Iterator: IteratorProtocol {
        private var files: [URL]
        private var reader: LineReader?
        private var parser: CaseParser?

        init(files: [URL]) { self.files = files }

        /// The next conversation, or the error of a bad line.
        public mutating func next() -> Result<Conversation, CorpusError>? {
            while true {
                if reader == nil {
                    guard !files.isEmpty else { return nil }
                    let url = files.removeFirst()
                    do {
                        reader = try LineReader(url: url)
                        parser = CaseParser(file: DisplayPath.of(url))
                    } catch {
                        return .failure(CorpusError(file: DisplayPath.of(url), "cannot read this case file"))
                    }
                }
                guard let (number, text) = reader?.next() else {
                    reader = nil
                    continue
                }
                if text.allSatisfy(\.isWhitespace) { continue }
                do {
                    return .success(try parser!.parse(text, line: number))
                } catch let error as CorpusError {
                    return .failure(error)
                } catch {
                    return .failure(CorpusError(file: parser!.file, line: number, "\(error)"))
                }
            }
        }
    }
}
