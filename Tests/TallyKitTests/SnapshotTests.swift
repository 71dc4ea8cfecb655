import Foundation
import TallyTestSupport
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// Golden files: the report of the small fixture set, as committed under
/// `Snapshots/`. A change of behaviour shows as a diff of these files (and the
/// actual file beside each, `<name>.actual`); when it is intended, re-record them:
///
///     TALLY_RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests
@Suite("Report snapshots")
struct SnapshotTests {
    static func assertSnapshot(
        _ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        try Golden.assertMatches(
            actual, golden: Fixture.snapshots.appendingPathComponent(name), sourceLocation: sourceLocation)
    }

    @Test("the fixture set's report: summary.json, cases.jsonl, summary.md and junit.xml, byte for byte")
    func fixtureReport() async throws {
        let (folder, _) = try await Fixture.run(set: Fixture.writeSet(), options: Fixture.quietOptions(jobs: 1))
        for (file, snapshot) in [
            (ReportFile.summary, "mini-summary.json"), (.cases, "mini-cases.jsonl"), (.markdown, "mini-summary.md"),
            (.junit, "mini-junit.xml"),
        ] {
            try Self.assertSnapshot(Fixture.read(folder.appendingPathComponent(file.name)), named: snapshot)
        }
    }
}
