import FinanceAssistant
import Foundation

/// What `tally run --out` may replace: nothing a user owns.
///
/// `--out` names either a folder that does not exist yet (or is empty), or a
/// report folder that `tally run` wrote — its `summary.json` is a Tally
/// summary, and it holds nothing but report files. Anything else (a folder of
/// notes, a file, the eval set, the working copy) is refused before any work,
/// with nothing touched. The same holds for `--record`: it replaces only a
/// predictions file.
enum OutputGuard {
    static func checkReportFolder(_ folder: URL) throws {
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

    /// `--record FILE` may replace only a predictions file (its first line is a header).
    static func checkPredictionsFile(_ url: URL) throws {
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

    private static func list(_ names: [String]) -> String {
        let shown = names.prefix(4).joined(separator: ", ")
        return names.count > 4 ? "\(shown), … (\(names.count) entries)" : shown
    }
}
