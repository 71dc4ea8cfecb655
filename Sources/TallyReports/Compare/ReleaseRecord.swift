import FinanceAssistant
import Foundation
import TallyModel

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
    /// The prompt's label and contract (absent from records made before prompts were folders).
    public var promptLabel: String?
    public var contract: ReadingContract?
    public var pipelineVersion: String
    public var policy: PolicyFile
    public var report: ReportFiles
    public var baseline: ReportFiles?
    public var rules: [Gate.Check]
    /// Every violated rule, as the gate printed it.
    public var violations: [String]

    public var passed: Bool { verdict == "passed" }

    static let keys: Set<String> = [
        "recordVersion", "toolVersion", "verdict", "set", "backend", "promptVersion", "promptLabel", "contract",
        "pipelineVersion", "policy", "report", "baseline", "rules", "violations",
    ]
    /// The keys of each object inside a record: every one is checked, as the top level is.
    static let nestedKeys: [(key: String, keys: Set<String>)] = [
        ("set", ["id", "version", "sha256"]),
        ("backend", ["backend", "modelVersion", "device", "osBuild", "responseFormat"]),
        ("policy", ["file", "sha256"]),
        ("report", ["folder", "summarySHA256", "casesSHA256"]),
        ("baseline", ["folder", "summarySHA256", "casesSHA256"]),
    ]
    static let ruleKeys: Set<String> = ["rule", "metric", "slice", "tag", "bound", "value", "passed"]

    /// The record of a gate's outcome; `violations` may hold more than the gate's own (`--fresh`).
    public init(gate: Gate, outcome: Gate.Outcome, violations: [String], policyFile: URL) throws {
        let s = gate.candidate.summary
        recordVersion = ReleaseRecord.recordVersion
        toolVersion = Tally.version
        verdict = violations.isEmpty ? "passed" : "failed"
        set = s.set
        backend = s.backend
        promptVersion = s.promptVersion
        promptLabel = s.prompt.label
        contract = s.prompt.contract
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
            throw OutputFile.describe(error, writing: url.deletingLastPathComponent(), option: "--record-release")
        }
        try AtomicFile.write(try data, to: url, option: "--record-release")
    }

    /// Reads a record strictly: unknown keys are errors.
    public static func load(from url: URL) throws -> ReleaseRecord {
        let shown = DisplayPath.of(url)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw InputError(file: shown, "no such release record; pass the file `tally gate --record-release` wrote")
        }
        let (data, _) = try TextFile.read(url, what: "the release record")
        return try parse(data, file: shown)
    }

    /// Reads a record from its bytes, as strictly as `load`; `shown` names it in messages.
    public static func parse(_ data: Data, file shown: String) throws -> ReleaseRecord {
        let json = try JSONDocument.parse(try TextFile.decode(data, file: shown), file: shown)
        try KnownKeys.check(json, keys, at: "the release record", file: shown)
        for (key, known) in nestedKeys {
            if let value = json[key] { try KnownKeys.check(value, known, at: key, file: shown) }
        }
        if case .array(let rules)? = json["rules"] {
            for (i, rule) in rules.enumerated() { try KnownKeys.check(rule, ruleKeys, at: "rules[\(i)]", file: shown) }
        }
        guard case .number(let version)? = json["recordVersion"],
            NumberRule.whole(version, in: 1...1_000_000) == recordVersion
        else {
            throw InputError(
                file: shown,
                "not a release record of version \(recordVersion) (its \"recordVersion\" is \(json["recordVersion"]?.canonicalText ?? "missing")); write it again with this tally's `gate --record-release`"
            )
        }
        guard let verdict = json["verdict"]?.stringValue, ["passed", "failed"].contains(verdict) else {
            throw InputError(
                file: shown,
                "\"verdict\" is \(json["verdict"]?.canonicalText ?? "missing"), not \"passed\" or \"failed\"; write the record again with `tally gate --record-release`"
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
    /// policy (at `policy`, or where the record says), the baseline (at
    /// `baseline`, or where the record says) — then gates the report again
    /// with that policy and compares every rule, bound, value and verdict with
    /// the record: what the gate can recompute is never taken on trust.
    public func verify(
        report folder: URL? = nil, policy policyURL: URL? = nil, baseline baselineURL: URL? = nil
    ) throws -> Verification {
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
        var candidate: Report?
        do {
            candidate = try Report(folder: folder)
        } catch {
            problems.append("the report cannot be gated again: \(error)")
        }
        if let summary = candidate?.summary {
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
        }
        let policyFile = policyURL ?? URL(fileURLWithPath: policy.file)
        var gatePolicy: GatePolicy?
        if let data = FileManager.default.contents(atPath: policyFile.path) {
            let actual = SHA256.hex(data)
            if actual == policy.sha256 {
                checked.append("\(DisplayPath.of(policyFile)) sha256 \(actual.prefix(16))… matches")
            } else {
                problems.append(
                    "\(DisplayPath.of(policyFile)) no longer matches the record: sha256 \(actual.prefix(16))… instead of \(policy.sha256.prefix(16))…"
                )
            }
            do {
                gatePolicy = try GatePolicy.load(from: policyFile)
            } catch {
                problems.append("the policy cannot be read to gate the report again: \(error)")
            }
        } else {
            problems.append(
                "the policy \(DisplayPath.of(policyFile)) is missing; pass the one the gate read with --policy FILE")
        }
        var baselineReport: Report?
        var baselineMissing = false
        if let baseline {
            let url = baselineURL ?? URL(fileURLWithPath: baseline.folder)
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
                do {
                    baselineReport = try Report(folder: url)
                } catch {
                    problems.append("the baseline cannot be read to gate the report again: \(error)")
                }
            } else {
                baselineMissing = true
                problems.append(
                    "the baseline \(DisplayPath.of(url)) is not here, so its rules cannot be gated again; pass it with --baseline DIR"
                )
            }
        }
        if let candidate, let gatePolicy, !baselineMissing, baseline == nil || baselineReport != nil {
            do {
                let gate = try Gate(
                    candidate: candidate, baseline: baselineReport, policy: gatePolicy, allowSetChange: true)
                let outcome = try gate.evaluate()
                let found = compare(outcome)
                problems += found
                if found.isEmpty {
                    checked.append(
                        "gated again: \(outcome.checks.count) rule\(outcome.checks.count == 1 ? "" : "s"), each with the recorded bound, value and verdict"
                    )
                }
            } catch {
                problems.append("the report cannot be gated again: \(error)")
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

    /// What the record says that the gate, run again on the same files, does not:
    /// each rule matched by what it checks (its kind, metric, slice or tag, and
    /// its place among rules alike), then its bound, value and verdict; and the verdict.
    func compare(_ outcome: Gate.Outcome) -> [String] {
        compare(checks: outcome.checks, violations: outcome.violations)
    }

    /// `compare` against a gate's checks and violations (any: `make fuzz` gives a record's own).
    public func compare(checks: [Gate.Check], violations gateViolations: [String]) -> [String] {
        var problems: [String] = []
        func keyed(_ checks: [Gate.Check]) -> [(key: String, check: Gate.Check)] {
            var seen: [String: Int] = [:]
            return checks.map { c in
                let label = ReleaseRecord.label(c)
                seen[label, default: 0] += 1
                return (seen[label]! > 1 ? "\(label) (#\(seen[label]!))" : label, c)
            }
        }
        let recorded = keyed(rules)
        let recomputed = keyed(checks)
        let byKey = Dictionary(recorded.map { ($0.key, $0.check) }, uniquingKeysWith: { first, _ in first })
        let policyKeys = Set(recomputed.map(\.key))
        for (key, check) in recomputed {
            guard let r = byKey[key] else {
                problems.append("\(key) is a rule of the policy, but the record does not hold it")
                continue
            }
            if abs(r.bound - check.bound) > 1e-9 {
                problems.append(
                    "\(key): the record's bound is \(Gate.four(r.bound)); the policy's is \(Gate.four(check.bound))")
            }
            switch (r.value, check.value) {
            case (let a?, let b?) where abs(a - b) > 1e-9:
                problems.append(
                    "\(ReleaseRecord.subject(check)) is \(Gate.four(b)) in the report; the record says \(Gate.four(a))")
            case (nil, let b?):
                problems.append(
                    "\(ReleaseRecord.subject(check)) is \(Gate.four(b)) in the report; the record has no value")
            case (let a?, nil):
                problems.append(
                    "\(ReleaseRecord.subject(check)) has no value in the report; the record says \(Gate.four(a))")
            default: break
            }
            if r.passed != check.passed {
                problems.append(
                    "\(key): the record says it \(r.passed ? "passed" : "failed"); gated again, it \(check.passed ? "passes" : "fails")"
                )
            }
        }
        for (key, _) in recorded where !policyKeys.contains(key) {
            problems.append("the record holds \(key), which is no rule of the policy")
        }
        if passed, !gateViolations.isEmpty {
            problems.append(
                "the record says passed; gated again, the report fails (\(gateViolations.count) violation\(gateViolations.count == 1 ? "" : "s"): \(gateViolations.first ?? ""))"
            )
        }
        if passed, !violations.isEmpty {
            problems.append(
                "the record says passed, yet lists \(violations.count) violation\(violations.count == 1 ? "" : "s")")
        }
        return problems
    }

    /// `min turnAccuracy [all]`, `maxDrop turnAccuracy`, `mustPass seed`.
    static func label(_ c: Gate.Check) -> String {
        switch c.rule {
        case .mustPass: return "mustPass \(c.tag ?? "?")"
        case .maxDrop: return "maxDrop \(c.metric ?? "?")"
        default: return "\(c.rule.rawValue) \(c.metric ?? "?") [\(c.slice ?? "all")]"
        }
    }

    /// What a check's value is of: `turnAccuracy [all]`, the drop of `turnAccuracy`, `must-pass seed`'s broken turns.
    static func subject(_ c: Gate.Check) -> String {
        switch c.rule {
        case .mustPass: return "the broken turns of must-pass tag \(c.tag ?? "?")"
        case .maxDrop: return "the drop of \(c.metric ?? "?")"
        case .minLift: return "the lower bound of the lift in \(c.metric ?? "?") [\(c.slice ?? "all")]"
        default: return "\(c.metric ?? "?") [\(c.slice ?? "all")]"
        }
    }
}
