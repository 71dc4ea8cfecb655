import Foundation
import TallyTestSupport
import Testing

/// The golden-file assertion SnapshotTests uses: what a mismatch prints and leaves behind.
@Suite("Golden files")
struct GoldenTests {
    @Test(
        "a mismatch shows the first differing lines, with context",
        arguments: [
            ("a\nb\nc\n", "a\nB\nc\n", "@@ line 2 @@\n a\n-b\n+B"),
            ("1\n2\n3\n4\n5\n", "1\n2\n3\n4\nfive\n", "@@ line 5 @@\n 2\n 3\n 4\n-5\n+five"),
            ("x\n", "x\ny\n", "@@ line 2 @@\n x\n+y"),
            ("x\ny\nz\n", "x\nz\n", "@@ line 2 @@\n x\n-y"),
            ("", "new\n", "@@ line 1 @@\n+new"),
        ])
    func difference(expected: String, actual: String, diff: String) {
        #expect(Golden.difference(expected: expected, actual: actual) == diff)
    }

    @Test("a long changed region is cut at the limit, saying how much more there is")
    func limit() {
        let old = (1...30).map { "old \($0)" }.joined(separator: "\n")
        let new = (1...30).map { "new \($0)" }.joined(separator: "\n")
        let lines = Golden.difference(expected: old, actual: new, limit: 2).split(separator: "\n")
        #expect(
            lines == ["@@ line 1 @@", "-old 1", "-old 2", "-… 28 more lines", "+new 1", "+new 2", "+… 28 more lines"])
    }

    @Test("a mismatch writes <name>.actual beside the golden file; a match removes it")
    func actualFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-golden-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let golden = folder.appendingPathComponent("page.txt")
        let actualFile = folder.appendingPathComponent("page.txt.actual")
        try Data("one\ntwo\n".utf8).write(to: golden)

        let message = try Golden.check("one\n2\n", golden: golden)
        #expect(
            message
                == "golden file page.txt differs; actual written to page.txt.actual; if intended, re-record with TALLY_RECORD_SNAPSHOTS=1\n@@ line 2 @@\n one\n-two\n+2"
        )
        #expect(FileManager.default.contents(atPath: actualFile.path) == Data("one\n2\n".utf8))

        #expect(try Golden.check("one\ntwo\n", golden: golden) == nil)
        #expect(!FileManager.default.fileExists(atPath: actualFile.path))

        let missing = folder.appendingPathComponent("none.txt")
        #expect(
            try Golden.check("x", golden: missing)
                == "no golden file none.txt; record it with TALLY_RECORD_SNAPSHOTS=1 (actual text in none.txt.actual)")
        #expect(FileManager.default.contents(atPath: missing.path + ".actual") == Data("x".utf8))
    }
}
