import FinanceAssistant
import Foundation
import TallyModel

/// What `tally run --out` may replace: nothing a user owns.
///
/// `--out` names either a folder that does not exist yet (or is empty), or a
/// report folder that `tally run` wrote — its `summary.json` is a Tally
/// summary, and it holds nothing but report files. Anything else (a folder of
/// notes, a file, the eval set, the working copy) is refused before any work,
/// with nothing touched. The same holds for `--record`: it replaces only a
/// predictions file.
package enum OutputGuard {
    package static func checkReportFolder(_ folder: URL) throws {
        let shown = DisplayPath.of(folder)
        let fm = FileManager.default
        guard let kind = fileKind(folder) else { return }  // nothing there: a new report
        switch kind {
        case .symbolicLink:
            throw InputError(
                file: shown, "is a symbolic link; --out writes only real folders: choose a new folder for the report")
        case .other:
            throw InputError(file: shown, "is a file, not a report folder; --out takes a folder: choose a new one")
        case .directory:
            break
        }
        let entries: [String]
        do {
            entries = try fm.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw InputError(file: shown, "cannot list this folder; choose another --out")
        }
        if entries.isEmpty { return }
        let reportNames = Set(ReportFile.allCases.map(\.name))
        // A report file's name on a folder or a link (a timing.json folder holding notes) is not Tally's either.
        let foreign = entries.filter {
            !reportNames.contains($0) || fileKind(folder.appendingPathComponent($0)) != .other
        }
        guard isTallySummary(folder.appendingPathComponent(ReportFile.summary.name)) else {
            throw InputError(
                file: shown,
                "is not a Tally report (it holds \(list(entries))); --out replaces only a folder written by `tally run`: choose a new folder"
            )
        }
        let misshapen = foreign.filter { reportNames.contains($0) }
        if !misshapen.isEmpty {
            let one = misshapen.count == 1
            throw InputError(
                file: shown,
                "is a Tally report, but its \(list(misshapen)) \(one ? "is" : "are") not a file Tally wrote (a folder or a link), which a new run would replace; move \(one ? "it" : "them") out or choose another --out"
            )
        }
        if !foreign.isEmpty {
            throw InputError(
                file: shown,
                "is a Tally report, but also holds \(list(foreign)), which a new run would delete; move \(foreign.count == 1 ? "it" : "them") out or choose another --out"
            )
        }
    }

    /// `--out` onto a report of another reader is refused unless told `--replace`:
    /// a run never silently replaces what another backend, model version,
    /// prompt, contract or set produced.
    package static func checkIdentity(
        _ folder: URL, backend: BackendIdentity, prompt: PromptIdentity, setSHA256: String, replace: Bool
    ) throws {
        guard !replace, let previous = ReportIdentity(folder: folder) else { return }
        let current = ReportIdentity(
            backend: backend.backend, modelVersion: backend.modelVersion, promptVersion: prompt.version,
            promptLabel: prompt.label, contract: prompt.contract.rawValue, setSHA256: setSHA256)
        let differences = previous.differences(to: current)
        guard !differences.isEmpty else { return }
        throw InputError(
            file: DisplayPath.of(folder),
            "holds the report of another reader (\(differences.joined(separator: ", "))); a run replaces only its own reader's report: choose another --out, or pass --replace to replace it"
        )
    }

    /// `--record FILE` may replace only a predictions file (its first line is a header).
    package static func checkPredictionsFile(_ url: URL) throws {
        let shown = DisplayPath.of(url)
        guard let kind = fileKind(url) else { return }
        guard kind == .other, let handle = FileHandle(forReadingAtPath: url.path) else {
            throw InputError(file: shown, "is not a file; --record takes a file name")
        }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4096)) ?? Data()
        if head.isEmpty { return }
        let firstLine = head.split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false).first ?? head[...]
        guard let value = try? JSONValue.parse(String(decoding: firstLine, as: UTF8.self)),
            value["header"] != nil
        else {
            throw InputError(
                file: shown,
                "is not a predictions file (its first line is no {\"header\": …}); --record replaces only a file written by --record: choose a new name"
            )
        }
    }

    enum Kind { case directory, symbolicLink, other }

    /// What is at `url`, without following a final symbolic link; nil when nothing is.
    static func fileKind(_ url: URL) -> Kind? {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    static func isTallySummary(_ url: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: url.path),
            let value = try? JSONValue.parse(String(decoding: data, as: UTF8.self)),
            case .number? = value["schemaVersion"]
        else { return false }
        let setHash = value["set"].flatMap { $0["sha256"] }?.stringValue
        let backend = value["backend"].flatMap { $0["backend"] }?.stringValue
        return setHash != nil && backend != nil
    }

    /// Who a report folder's `summary.json` says read its turns.
    struct ReportIdentity: Equatable {
        var backend: String
        var modelVersion: String
        var promptVersion: String
        /// Absent from reports written before prompts had labels.
        var promptLabel: String?
        var contract: String
        var setSHA256: String

        init(
            backend: String, modelVersion: String, promptVersion: String, promptLabel: String?, contract: String,
            setSHA256: String
        ) {
            self.backend = backend
            self.modelVersion = modelVersion
            self.promptVersion = promptVersion
            self.promptLabel = promptLabel
            self.contract = contract
            self.setSHA256 = setSHA256
        }

        init?(folder: URL) {
            guard
                let data = FileManager.default.contents(
                    atPath: folder.appendingPathComponent(ReportFile.summary.name).path),
                let value = try? JSONValue.parse(String(decoding: data, as: UTF8.self)),
                let backend = value["backend"]?["backend"]?.stringValue,
                let model = value["backend"]?["modelVersion"]?.stringValue,
                let set = value["set"]?["sha256"]?.stringValue
            else { return nil }
            self.init(
                backend: backend, modelVersion: model, promptVersion: value["promptVersion"]?.stringValue ?? "",
                promptLabel: value["promptLabel"]?.stringValue,
                contract: value["contract"]?.stringValue ?? ReadingContract.finely.rawValue, setSHA256: set)
        }

        /// "backend rules → http, prompt finely-1 (4ca4e8e4d4e3) → finely-2 (…)": what differs, for people.
        func differences(to other: ReportIdentity) -> [String] {
            var out: [String] = []
            if backend != other.backend { out.append("backend \(backend) → \(other.backend)") }
            if modelVersion != other.modelVersion { out.append("model \(modelVersion) → \(other.modelVersion)") }
            // The rules read no prompt: a rules report's prompt is only the one a model would have had.
            if backend != "rules" || other.backend != "rules" {
                if promptVersion != other.promptVersion || (promptLabel != nil && promptLabel != other.promptLabel) {
                    out.append(
                        "prompt \(promptLabel ?? "?") (\(promptVersion)) → \(other.promptLabel ?? "?") (\(other.promptVersion))"
                    )
                }
                if contract != other.contract { out.append("contract \(contract) → \(other.contract)") }
            }
            if setSHA256 != other.setSHA256 {
                out.append("set sha256 \(setSHA256.prefix(12))… → \(other.setSHA256.prefix(12))…")
            }
            return out
        }
    }

    private static func list(_ names: [String]) -> String {
        let shown = names.prefix(4).joined(separator: ", ")
        return names.count > 4 ? "\(shown), … (\(names.count) entries)" : shown
    }
}
