import FinanceAssistant
import Foundation
import TallyKit
import TallyModel
import TallyReports

/// The bench's large sets.
enum BenchSets {
    /// A set of `count` turns derived from `set`: its conversations repeated with new ids,
    /// written once into `work` (reused by later calls).
    static func derived(turns count: Int, from set: EvalSet, in work: URL) throws -> URL {
        let dir = work.appendingPathComponent("big-\(count)")
        if FileManager.default.fileExists(atPath: dir.appendingPathComponent("manifest.json").path) { return dir }
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("cases"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: set.directory.appendingPathComponent("ledger.json"), to: dir.appendingPathComponent("ledger.json"))
        let manifest = """
            {"id": "finely-derived", "version": "0.0.1", "description": "v1 repeated with new ids (benchmark only)",
             "locales": ["en", "fr"], "ledger": "ledger.json", "cases": ["cases/all.jsonl"], "tags": \(try String(data: JSONEncoder().encode(set.manifest.tags ?? []), encoding: .utf8)!)}
            """
        try Data(manifest.utf8).write(to: dir.appendingPathComponent("manifest.json"))
        var lines: [String] = []
        for file in set.caseFiles {
            lines += String(decoding: try Data(contentsOf: file), as: UTF8.self).split(separator: "\n").map(String.init)
        }
        _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("cases/all.jsonl").path, contents: nil)
        let out = try FileHandle(forWritingTo: dir.appendingPathComponent("cases/all.jsonl"))
        var written = 0
        var round = 0
        let turnsPerRound = lines.reduce(0) { $0 + $1.components(separatedBy: #""text":"#).count - 1 }
        while written < count {
            let partial = written + turnsPerRound > count
            for line in lines where written < count {
                guard let idRange = line.range(of: #""id": ""#) else { continue }
                // First-turn texts must stay unique: word joiners (U+2060, a format
                // character that reading skips) make them so, and every round reads
                // like the first. The last, partial round drops its pairs (half a
                // pair is an error).
                let mark = String(repeating: "\u{2060}", count: round)
                var renamed = line.replacingCharacters(in: idRange, with: #""id": "r\#(round)-"#)
                    .replacingOccurrences(of: #""text": ""#, with: #""text": "\#(mark)"#)
                if let pair = renamed.range(of: #""pair": ""#) {
                    renamed =
                        partial
                        ? renamed.replacingOccurrences(of: #", "pair": "[^"]*""#, with: "", options: .regularExpression)
                        : renamed.replacingCharacters(in: pair, with: #""pair": "r\#(round)-"#)
                }
                out.write(Data((renamed + "\n").utf8))
                written += line.components(separatedBy: #""text":"#).count - 1
            }
            round += 1
        }
        try out.close()
        return dir
    }
}
