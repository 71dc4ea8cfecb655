import FinanceAssistant

/// Unknown keys are errors wherever Tally reads JSON a person writes (a
/// manifest, a ledger, a case line, a policy, a predictions line): a typo such
/// as `"basline"` must never quietly switch a check off.
package enum KnownKeys {
    /// Throws for the first key of `value` (an object) that is not in `known`.
    /// `path` names the object in the message ("rules[2]", "the manifest").
    package static func check(
        _ value: JSONValue, _ known: Set<String>, at path: String, file: String, line: Int? = nil
    ) throws {
        guard case .object(let fields) = value else { return }
        guard let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) else { return }
        throw InputError(file: file, line: line, message(unknown: unknown, known: known, at: path))
    }

    static func message(unknown: String, known: Set<String>, at path: String) -> String {
        let hint = Suggest.closest(to: unknown, in: known).map { "did you mean \"\($0)\"? " } ?? ""
        return "\(path): unknown key \"\(unknown)\"; \(hint)expected one of \(known.sorted().joined(separator: ", "))"
    }
}

/// "Did you mean …?": the closest candidate within a small edit distance.
public enum Suggest {
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let folded = word.lowercased()
        var best: (String, Int)?
        for c in candidates.sorted() {
            let d = distance(Array(folded.utf8), Array(c.lowercased().utf8))
            let limit = max(1, min(3, c.count / 3))
            if d <= limit, best.map({ d < $0.1 }) ?? true { best = (c, d) }
        }
        return best?.0
    }

    /// Edit distance counting insertions, deletions, substitutions and swaps of
    /// two neighbouring letters as one edit each (optimal string alignment):
    /// "tgas" is one edit from "tags".
    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
