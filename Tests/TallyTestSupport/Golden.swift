import Foundation
import Testing

/// Golden files, as swift-snapshot-testing keeps them: on a mismatch the test
/// fails with the first differing lines and the actual text is written beside
/// the golden file as `<name>.actual`, to diff or copy over; with
/// `TALLY_RECORD_SNAPSHOTS=1` the golden file is (re)written instead.
package enum Golden {
    /// Record mode: write golden files rather than compare with them.
    package static var recording: Bool { ProcessInfo.processInfo.environment["TALLY_RECORD_SNAPSHOTS"] == "1" }

    /// Fails the test unless `actual` is the golden file's text, byte for byte.
    package static func assertMatches(
        _ actual: String, golden url: URL, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        if recording {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        if let problem = try check(actual, golden: url) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }

    /// Compares without failing: nil when `actual` matches (and any stale
    /// `.actual` file is removed), else the message, with `.actual` written.
    package static func check(_ actual: String, golden url: URL) throws -> String? {
        let actualURL = url.appendingPathExtension("actual")
        let name = url.lastPathComponent
        guard let data = FileManager.default.contents(atPath: url.path) else {
            try Data(actual.utf8).write(to: actualURL)
            return "no golden file \(name); record it with TALLY_RECORD_SNAPSHOTS=1 (actual text in \(name).actual)"
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else {
            try? FileManager.default.removeItem(at: actualURL)
            return nil
        }
        try Data(actual.utf8).write(to: actualURL)
        return "golden file \(name) differs; actual written to \(name).actual; "
            + "if intended, re-record with TALLY_RECORD_SNAPSHOTS=1\n" + difference(expected: expected, actual: actual)
    }

    /// A unified-ish diff of the first region that differs: `@@ line N @@`,
    /// up to `context` common lines before it, then `-` expected and `+` actual
    /// lines (at most `limit` of each, then how many more).
    package static func difference(expected: String, actual: String, context: Int = 3, limit: Int = 12) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var start = 0
        while start < old.count, start < new.count, old[start] == new[start] { start += 1 }
        var oldEnd = old.count
        var newEnd = new.count
        while oldEnd > start, newEnd > start, old[oldEnd - 1] == new[newEnd - 1] {
            oldEnd -= 1
            newEnd -= 1
        }
        var out = ["@@ line \(start + 1) @@"]
        out += old[max(0, start - context)..<start].map { " " + $0 }
        func side(_ lines: ArraySlice<Substring>, _ mark: String) {
            out += lines.prefix(limit).map { mark + $0 }
            if lines.count > limit { out.append("\(mark)… \(lines.count - limit) more lines") }
        }
        side(old[start..<oldEnd], "-")
        side(new[start..<newEnd], "+")
        return out.joined(separator: "\n")
    }
}
