import Foundation
import TallyModel

/// A report folder written by `tally run`, read back: its summary, and its
/// turns on demand.
public struct Report: Sendable {
    public let folder: URL
    public let summary: Summary

    public init(folder: URL) throws {
        self.folder = folder
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw InputError(
                file: DisplayPath.of(folder), "no such report folder; pass a folder written by `tally run`")
        }
        summary = try Summary.load(from: folder.appendingPathComponent("summary.json"))
    }

    public var name: String { "\(summary.backend.backend) \(summary.backend.modelVersion)" }

    /// Every turn record, by turn.
    public func turns() throws -> [TurnKey: TurnRecord] {
        let url = folder.appendingPathComponent("cases.jsonl")
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw InputError(file: DisplayPath.of(url), "missing; re-run `tally run` to write the whole report")
        }
        var reader = try LineReader(url: url)
        var out: [TurnKey: TurnRecord] = [:]
        let decoder = JSONDecoder()
        while let (number, line) = try reader.next() {
            if line.isEmpty { continue }
            do {
                let r = try decoder.decode(TurnRecord.self, from: Data(line.utf8))
                out[r.key] = r
            } catch {
                throw InputError(
                    file: DisplayPath.of(url), line: number,
                    "unreadable turn (\(EvalSet.describe(error))); re-run `tally run` to regenerate this report")
            }
        }
        return out
    }

    /// Refuses to compare reports made on different data.
    public static func checkSameSet(_ a: Report, _ b: Report, allowSetChange: Bool) throws {
        guard a.summary.set.sha256 != b.summary.set.sha256, !allowSetChange else { return }
        throw InputError(
            file: DisplayPath.of(b.folder),
            "made on another eval set (\(b.summary.set.id) \(b.summary.set.version), sha256 \(b.summary.set.sha256.prefix(12))…) than \(DisplayPath.of(a.folder)) (\(a.summary.set.id) \(a.summary.set.version), \(a.summary.set.sha256.prefix(12))…); the metrics are not comparable — re-run both on one set, or pass --allow-set-change"
        )
    }
}
