import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// Docs generated from the code's own tables stay in step with them.
@Suite("Docs")
struct DocsTests {
    static let docs = Fixture.packageRoot.appendingPathComponent("docs")
    static var recording: Bool { ProcessInfo.processInfo.environment["TALLY_RECORD_DOCS"] == "1" }

    @Test("docs/metrics.md is MetricID's table")
    func metrics() throws {
        let url = Self.docs.appendingPathComponent("metrics.md")
        if Self.recording { try Data(MetricID.documentation.utf8).write(to: url) }
        #expect(
            Fixture.read(url) == MetricID.documentation,
            "docs/metrics.md is stale; regenerate it with TALLY_RECORD_DOCS=1 swift test --filter Docs")
    }

    @Test("no source file cites the old DESIGN document")
    func noDesignReferences() throws {
        let sources = Fixture.packageRoot.appendingPathComponent("Sources")
        let walker = FileManager.default.enumerator(atPath: sources.path)
        var citing: [String] = []
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            if Fixture.read(sources.appendingPathComponent(path)).contains("DESIGN §") { citing.append(path) }
        }
        #expect(citing == [], "cite docs/… instead")
    }
}
