import TallyModel

/// The files of a report folder, named once: the writer, `--out`'s guard, the
/// readers and the release record all use these names.
public enum ReportFile: String, CaseIterable, Sendable {
    case summary = "summary.json"
    case cases = "cases.jsonl"
    case markdown = "summary.md"
    case junit = "junit.xml"
    case timing = "timing.json"
    /// The page a person reads; deterministic too, but made from the two files
    /// below, so never compared on its own (and not committed).
    case html = "report.html"

    /// The files that are byte-identical for identical inputs (what `--fresh`
    /// and the replay check compare).
    public static let deterministic: [ReportFile] = [.summary, .cases]

    public var name: String { rawValue }
}
