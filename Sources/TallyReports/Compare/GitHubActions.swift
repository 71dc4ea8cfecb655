import Foundation
import TallyModel

/// `tally gate` in GitHub Actions (`GITHUB_ACTIONS=true`): the verdict and
/// the headline table for the job summary (`$GITHUB_STEP_SUMMARY`), and
/// `::error` annotations — the violated rules on the policy file, then each
/// broken must-pass turn on its case line — at most 50 in all, GitHub's
/// limit per job.
public enum GitHubActions {
    public static let annotationLimit = 50

    public static func isActive(_ environment: [String: String]) -> Bool { environment["GITHUB_ACTIONS"] == "true" }

    /// Where each conversation of the report's set is written, by case id:
    /// from `set` when given, else from `eval-sets/<id>/v<major>` when that
    /// folder holds the very set the report was made on (same SHA-256);
    /// empty when neither does — annotations then name no line.
    public static func caseLocations(for summary: Summary, set: URL?) throws -> [String: SourceLocation] {
        let folder: URL
        if let set {
            folder = set
        } else {
            let major = summary.set.version.split(separator: ".").first.map(String.init) ?? summary.set.version
            folder = URL(fileURLWithPath: "eval-sets/\(summary.set.id)/v\(major)")
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("manifest.json").path)
            else { return [:] }
        }
        let evalSet: EvalSet
        do {
            evalSet = try EvalSet.load(at: folder)
        } catch  where set == nil {
            return [:]
        }
        guard evalSet.sha256 == summary.set.sha256 else {
            if set != nil {
                throw InputError(
                    file: DisplayPath.of(folder),
                    "is not the set the candidate was made on (sha256 \(evalSet.sha256.prefix(12))… instead of \(summary.set.sha256.prefix(12))…); pass that set's folder with --set"
                )
            }
            return [:]
        }
        var out: [String: SourceLocation] = [:]
        for item in evalSet.cases() {
            if case .success(let c) = item { out[c.id] = c.source }
        }
        return out
    }

    /// The workflow commands to print, at most `annotationLimit`; a last
    /// plain line says how many were left out.
    public static func annotations(
        outcome: Gate.Outcome, violations: [String], policyFile: String, locations: [String: SourceLocation]
    ) -> [String] {
        var out: [String] = []
        let turnViolations = Set(
            outcome.broken.map { "must-pass tag \($0.tag): \($0.key.caseID)#\($0.key.turn) broke" })
        for (i, v) in violations.enumerated() where !turnViolations.contains(where: { v.hasPrefix($0) }) {
            // The gate's own violations know their rule's line; one added after it (--fresh) has none.
            let line = i < outcome.violationLines.count && outcome.violations[i] == v ? outcome.violationLines[i] : nil
            out.append(command(file: policyFile, line: line, title: "Tally gate: rule violated", message: v))
        }
        for b in outcome.broken {
            let location = locations[b.key.caseID]
            out.append(
                command(
                    file: location?.file, line: location?.line,
                    title: "Tally gate: must-pass turn broke (\(b.tag))",
                    message:
                        "\(b.key.caseID) turn \(b.key.turn) passed in the baseline and fails now\(b.failed.isEmpty ? "" : " (wrong: \(b.failed.joined(separator: ", ")))"): \"\(b.text.prefix(120))\" expected \(b.expected), read \(b.read)"
                ))
        }
        guard out.count > annotationLimit else { return out }
        let left = out.count - annotationLimit
        return Array(out.prefix(annotationLimit)) + [
            "tally gate: \(left) more annotation\(left == 1 ? "" : "s") left out (GitHub shows \(annotationLimit) per job); every violation is in the log above and in the job summary"
        ]
    }

    /// `::error file=…,line=…,title=…::message`, escaped as GitHub reads it.
    static func command(file: String?, line: Int?, title: String, message: String) -> String {
        var properties: [String] = []
        if let file, !file.isEmpty { properties.append("file=\(escapeProperty(file))") }
        if let line, line > 0 { properties.append("line=\(line)") }
        properties.append("title=\(escapeProperty(title))")
        return "::error \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// The job summary: the verdict, the headline table (with the baseline's
    /// values and the change when there is one), the violations, the record.
    public static func stepSummary(
        gate: Gate, checked: Int, violations: [String], policyFile: String, record: String?
    ) -> String {
        let s = gate.candidate.summary
        let name = "\(s.backend.backend) \(s.backend.modelVersion) · \(s.set.id) \(s.set.version)"
        var out =
            violations.isEmpty
            ? "## ✅ Tally gate passed · \(name)\n\n"
            : "## ❌ Tally gate failed · \(name) — \(violations.count) violation\(violations.count == 1 ? "" : "s")\n\n"
        out += "Candidate `\(DisplayPath.of(gate.candidate.folder))`"
        if let b = gate.baseline { out += " · baseline `\(DisplayPath.of(b.folder))`" }
        out += " · policy `\(policyFile)` · \(checked) checks · \(s.counts.turns) turns\n\n"
        let b = gate.baseline?.summary
        var header = ["metric", "value", "95 % CI", "n"]
        if b != nil { header += ["baseline", "change"] }
        out += Markdown.table(
            header,
            MetricID.headline(model: s.readByModel).map { id in
                let m = s[id]
                var row = [id.title, id.format(m), id.formatInterval(m), "\(m?.n ?? 0)"]
                if let b {
                    let before = b[id]
                    var change = "–"
                    if let x = before?.doubleValue, let y = m?.doubleValue {
                        change = id.formatChange(y - x) + ReportDiff.arrow(id, from: x, to: y)
                    }
                    row += [id.format(before), change]
                }
                return row
            })
        if !violations.isEmpty {
            out += "\n### Violations\n\n"
            for v in violations.prefix(annotationLimit) { out += "- \(Markdown.cell(v, limit: 300))\n" }
            if violations.count > annotationLimit {
                out += "- … and \(violations.count - annotationLimit) more (in the job's log)\n"
            }
        }
        if let record { out += "\nRelease record: `\(record)` (`tally verify \(record)` re-checks it).\n" }
        return out + "\n"
    }

    /// Appends to the job summary file.
    public static func appendSummary(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        guard let handle = FileHandle(forWritingAtPath: path) else {
            do {
                try OutputFile.write(Data(text.utf8), to: url)
            } catch {
                throw OutputFile.describe(error, writing: url)
            }
            return
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            throw OutputFile.describe(error, writing: url)
        }
    }
}
