import Foundation
import TallyModel

/// `tally matrix`: the headline metrics of several reports side by side —
/// the release-verification view of "which model can we ship".
public struct Matrix: Codable, Sendable {
    public struct Row: Codable, Sendable {
        public var report: String
        public var backend: String
        public var modelVersion: String
        /// The prompt the model was sent: "finely-1 (4ca4e8e4d4e3)" (a rules row's is the one a model would have had).
        public var prompt: String
        public var set: String
        public var turns: Int
        /// The report's `--filter`s, when it read only part of the set.
        public var filters: [String]?
        public var metrics: [String: Metric]
        /// Why the report is incomplete (its backend failed too often, the rules read
        /// those turns); absent for a complete one.
        public var incomplete: String?
    }

    /// The model's own figures first (empty for the rules, which have none), then the app's after the pipeline.
    public static let columns: [MetricID] = [
        .decidedRate, .modelIntentAccuracy, .modelMerchantAccuracy, .modelPeriodAccuracy, .parserPeriodAccuracy,
        .liftTurnAccuracy, .liftFalseRefusalRate,
        .turnAccuracy, .intentAccuracy, .periodAccuracy, .merchantAccuracy,
        .merchantHallucinationRate, .adviceRefusalRate, .falseRefusalRate, .answerAccuracy, .fallbackRate,
        .consistencyRate, .parityGap,
    ]

    public var rows: [Row]
    /// More than one set among the reports: rows are not comparable.
    public var mixedSets: Bool

    public init(reports: [Report]) {
        rows = reports.map { r in
            Row(
                report: DisplayPath.of(r.folder), backend: r.summary.backend.backend,
                modelVersion: r.summary.backend.modelVersion,
                prompt: r.summary.backend.backend == "rules" ? "–" : r.summary.prompt.description,
                set: "\(r.summary.set.id) \(r.summary.set.version) (\(r.summary.set.sha256.prefix(8)))",
                turns: r.summary.counts.turns, filters: r.summary.filters.isEmpty ? nil : r.summary.filters,
                metrics: r.summary.metrics.filter { key, _ in Matrix.columns.contains { $0.rawValue == key } },
                incomplete: r.summary.complete ? nil : (r.summary.incomplete ?? "see its summary.md"))
        }.sorted {
            // Versions in their natural order: v2 before v10; one model's prompts likewise.
            if $0.backend != $1.backend { return $0.backend < $1.backend }
            if $0.modelVersion != $1.modelVersion {
                return $0.modelVersion.compare($1.modelVersion, options: .numeric) == .orderedAscending
            }
            return $0.prompt.compare($1.prompt, options: .numeric) == .orderedAscending
        }
        mixedSets = Set(reports.map(\.summary.set.sha256)).count > 1
        mixedTurns = Set(rows.map { $0.filters ?? [] }).count > 1
    }

    /// Reports of one set that read different turns of it (`--filter`): a row
    /// of a 312-turn subset is not the whole set's figure.
    public var mixedTurns: Bool

    /// Report folders from the arguments: a report folder itself, or a folder of them.
    public static func folders(from paths: [String]) throws -> [URL] {
        var out: [URL] = []
        let fm = FileManager.default
        for path in paths {
            let url = URL(fileURLWithPath: path)
            if fm.fileExists(atPath: url.appendingPathComponent("summary.json").path) {
                out.append(url)
            } else if let children = try? fm.contentsOfDirectory(atPath: url.path) {
                let reports = children.sorted().filter { !$0.hasPrefix(".") }.map { url.appendingPathComponent($0) }
                    .filter { fm.fileExists(atPath: $0.appendingPathComponent("summary.json").path) }
                guard !reports.isEmpty else {
                    throw InputError(file: DisplayPath.of(url), "holds no report folder (no summary.json)")
                }
                out += reports
            } else {
                throw InputError(file: DisplayPath.of(url), "no such report folder")
            }
        }
        return out
    }

    public var markdown: String {
        let shown = Matrix.columns.filter { c in rows.contains { $0.metrics[c.rawValue]?.value != nil } }
        var out = Markdown.table(
            ["backend", "model version", "prompt", "turns"] + shown.map(\.title),
            rows.map { r in
                [r.backend, r.modelVersion + (r.incomplete == nil ? "" : " (INCOMPLETE)"), r.prompt, "\(r.turns)"]
                    + shown.map { $0.format(r.metrics[$0.rawValue]) }
            })
        let incomplete = rows.filter { $0.incomplete != nil }
        if !incomplete.isEmpty {
            out +=
                "\nIncomplete: the rules read the turns these backends could not answer, so their rows describe the rules more than the model:\n"
            out +=
                incomplete.map { "- \($0.backend) \($0.modelVersion): \($0.incomplete ?? "")" }.joined(separator: "\n")
                + "\n"
        }
        if mixedSets {
            out += "\nWarning: these reports were made on different eval sets; compare rows with care:\n"
            out += rows.map { "- \($0.backend) \($0.modelVersion): \($0.set)" }.joined(separator: "\n") + "\n"
        } else if let first = rows.first {
            out += "\nAll on \(first.set).\n"
        }
        if mixedTurns {
            out += "\nWarning: these reports read different turns of the set; compare rows with care:\n"
            out +=
                rows.map { r in
                    let read = r.filters.map { f in
                        "\(r.turns) turns, \(f.count) filter\(f.count == 1 ? "" : "s") (\(f.prefix(3).joined(separator: " "))\(f.count > 3 ? " …" : ""))"
                    }
                    return "- \(r.backend) \(r.modelVersion): \(read ?? "every turn (\(r.turns))")"
                }
                .joined(separator: "\n") + "\n"
        }
        return out
    }
}
