import FinanceAssistant
import Foundation

/// The one artefact a release archives with an app build (`tally gate …
/// --record-release FILE`): which set, reader, prompt and pipeline were
/// gated, under which policy, each rule with its value, bound and verdict,
/// and the SHA-256 of the report's deterministic files. `tally verify`
/// re-checks it against the files.
///
/// It holds no clock and no absolute path of its own making: the same gate on
/// the same files writes the same bytes (the archive that keeps it has a date).
public struct ReleaseRecord: Codable, Hashable, Sendable {
    public static let recordVersion = 1

    /// A report folder as the gate read it.
    public struct ReportFiles: Codable, Hashable, Sendable {
        public var folder: String
        public var summarySHA256: String
        public var casesSHA256: String
    }

    public struct PolicyFile: Codable, Hashable, Sendable {
        public var file: String
        public var sha256: String
    }

    public var recordVersion: Int
    public var toolVersion: String
    /// `passed` or `failed`.
    public var verdict: String
    public var set: Summary.SetInfo
    public var backend: BackendIdentity
    public var promptVersion: String
    public var pipelineVersion: String
    public var policy: PolicyFile
    public var report: ReportFiles
    public var baseline: ReportFiles?
    public var rules: [Gate.Check]
    /// Every violated rule, as the gate printed it.
    public var violations: [String]

    public var passed: Bool { verdict == "passed" }

    static let keys: Set<String> = [
        "recordVersion", "toolVersion", "verdict", "set", "backend", "promptVersion", "pipelineVersion", "policy",
        "report", "baseline", "rules", "violations",
    ]

    /// The record of a gate's outcome; `violations` may hold more than the gate's own (`--fresh`).
    public init(gate: Gate, outcome: Gate.Outcome, violations: [String], policyFile: URL) throws {
        let s = gate.candidate.summary
        recordVersion = ReleaseRecord.recordVersion
        toolVersion = Tally.version
        verdict = violations.isEmpty ? "passed" : "failed"
        set = s.set
        backend = s.backend
        promptVersion = s.promptVersion
        pipelineVersion = s.pipelineVersion
        policy = PolicyFile(file: DisplayPath.of(policyFile), sha256: try ReleaseRecord.sha256(of: policyFile))
        report = try ReleaseRecord.files(of: gate.candidate.folder)
        baseline = try gate.baseline.map { try ReleaseRecord.files(of: $0.folder) }
        rules = outcome.checks
        self.violations = violations
    }

    static func files(of folder: URL) throws -> ReportFiles {
        ReportFiles(
            folder: DisplayPath.of(folder),
            summarySHA256: try sha256(of: folder.appendingPathComponent(ReportFile.summary.name)),
            casesSHA256: try sha256(of: folder.appendingPathComponent(ReportFile.cases.name)))
    }

    static func sha256(of url: URL) throws -> String {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw InputError(file: DisplayPath.of(url), "cannot read it; the release record needs its SHA-256")
        }
        return SHA256.hex(data)
    }

    /// The record as written: pretty, sorted keys, one trailing newline.
    public var data: Data { get throws { try JSONOutput.document(self) } }

    /// Writes the record; an existing file is replaced only if it is a release record.
    public func write(to url: URL) throws {
        let shown = DisplayPath.of(url)
        if let kind = OutputGuard.fileKind(url) {
            guard kind == .other, let data = FileManager.default.contents(atPath: url.path),
                data.isEmpty
                    || (try? JSONValue.parse(String(decoding: data, as: UTF8.self)))?["recordVersion"] != nil
            else {
                throw InputError(
                    file: shown,
                    "is not a release record; --record-release replaces only a file it wrote: choose a new name")
            }
        }
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw OutputFile.describe(error, writing: url.deletingLastPathComponent())
        }
        try AtomicFile.write(try data, to: url)
    }

    /// Reads a record strictly: unknown keys are errors.
    public static func load(from url: URL) throws -> ReleaseRecord {
        let shown = DisplayPath.of(url)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw InputError(file: shown, "no such release record; pass the file `tally gate --record-release` wrote")
        }
        let (data, json) = try JSONDocument.read(url, what: "the release record")
        try KnownKeys.check(json, keys, at: "the release record", file: shown)
        guard case .number(let version)? = json["recordVersion"],
            NumberRule.whole(version, in: 1...1_000_000) == recordVersion
        else {
            throw InputError(
                file: shown,
                "not a release record of version \(recordVersion) (its \"recordVersion\" is \(json["recordVersion"]?.canonicalText ?? "missing")); write it again with this tally's `gate --record-release`"
            )
        }
        do {
            return try JSONDecoder().decode(ReleaseRecord.self, from: data)
        } catch {
            throw InputError(file: shown, "unreadable release record: \(EvalSet.describe(error))")
        }
    }

    /// What `tally verify` found.
    public struct Verification: Sendable {
        /// What no longer matches, one line each; empty when the record holds.
        public var problems: [String]
        /// What was checked, one line each.
        public var checked: [String]
        public var passed: Bool { problems.isEmpty }
    }

    /// Re-checks the record against the files: the report's `summary.json`
    /// and `cases.jsonl` (by SHA-256, and what the summary names), the
    /// policy (at `policy`, or where the record says), the baseline when it
    /// is there, and each recorded value against the summary.
    public func verify(report folder: URL? = nil, policy policyURL: URL? = nil) throws -> Verification {
        var problems: [String] = []
        var checked: [String] = []
        let folder = folder ?? URL(fileURLWithPath: report.folder)
        let shownFolder = DisplayPath.of(folder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw InputError(
                file: shownFolder,
                "no such report folder; pass the report the record was made from: tally verify FILE DIR")
        }
        for (file, recorded) in [(ReportFile.summary, report.summarySHA256), (.cases, report.casesSHA256)] {
            let url = folder.appendingPathComponent(file.name)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                problems.append(
                    "\(DisplayPath.of(url)) is missing; the record names its SHA-256 \(recorded.prefix(16))…")
                continue
            }
            let actual = SHA256.hex(data)
            if actual == recorded {
                checked.append("\(DisplayPath.of(url)) sha256 \(actual.prefix(16))… matches")
            } else {
                problems.append(
                    "\(DisplayPath.of(url)) no longer matches the record: sha256 \(actual.prefix(16))… instead of \(recorded.prefix(16))…"
                )
            }
        }
        // What the summary says it is, against the record (tells a different report from an edited one).
        if let summary = try? Summary.load(from: folder.appendingPathComponent(ReportFile.summary.name)) {
            let pairs: [(String, String, String)] = [
                (
                    "set", "\(set.id) \(set.version) \(set.sha256)",
                    "\(summary.set.id) \(summary.set.version) \(summary.set.sha256)"
                ),
                (
                    "backend", "\(backend.backend) \(backend.modelVersion)",
                    "\(summary.backend.backend) \(summary.backend.modelVersion)"
                ),
                ("prompt version", promptVersion, summary.promptVersion),
                ("pipeline version", pipelineVersion, summary.pipelineVersion),
                ("tool version", toolVersion, summary.toolVersion),
            ]
            for (what, recorded, actual) in pairs where recorded != actual {
                problems.append("the report's \(what) is \(actual); the record says \(recorded)")
            }
            for check in rules where check.rule == .min || check.rule == .max {
                guard let metric = check.metric else { continue }
                let value = Gate.metric(metric, slice: check.slice ?? "all", in: summary)?.doubleValue
                if let value, let recorded = check.value, abs(value - recorded) > 1e-9 {
                    problems.append(
                        "\(metric) [\(check.slice ?? "all")] is \(Gate.four(value)) in the report; the record says \(Gate.four(recorded))"
                    )
                }
            }
        }
        let policyFile = policyURL ?? URL(fileURLWithPath: policy.file)
        if let data = FileManager.default.contents(atPath: policyFile.path) {
            let actual = SHA256.hex(data)
            if actual == policy.sha256 {
                checked.append("\(DisplayPath.of(policyFile)) sha256 \(actual.prefix(16))… matches")
            } else {
                problems.append(
                    "\(DisplayPath.of(policyFile)) no longer matches the record: sha256 \(actual.prefix(16))… instead of \(policy.sha256.prefix(16))…"
                )
            }
        } else {
            problems.append(
                "the policy \(DisplayPath.of(policyFile)) is missing; pass the one the gate read with --policy FILE")
        }
        if let baseline {
            let url = URL(fileURLWithPath: baseline.folder)
            if FileManager.default.fileExists(atPath: url.path) {
                for (file, recorded) in [
                    (ReportFile.summary, baseline.summarySHA256), (.cases, baseline.casesSHA256),
                ] {
                    let actual = FileManager.default.contents(atPath: url.appendingPathComponent(file.name).path)
                        .map { SHA256.hex($0) }
                    if actual == recorded {
                        checked.append("baseline \(DisplayPath.of(url.appendingPathComponent(file.name))) matches")
                    } else {
                        problems.append(
                            "the baseline's \(DisplayPath.of(url.appendingPathComponent(file.name))) no longer matches the record"
                        )
                    }
                }
            } else {
                checked.append("baseline \(baseline.folder) is not here; its checks are as recorded")
            }
        }
        if !passed {
            let failed = rules.filter { !$0.passed }.count
            problems.append(
                "the gate failed when this record was made (\(failed) rule\(failed == 1 ? "" : "s") violated\(violations.first.map { ": \($0)" } ?? "")); it records no release"
            )
        }
        return Verification(problems: problems, checked: checked)
    }
}
