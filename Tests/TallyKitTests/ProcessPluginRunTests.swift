import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// The example plugins of `examples/`, run through the whole harness.
@Suite("Process plugins end to end")
struct ProcessPluginRunTests {
    static let setFolder = PluginFixtures.packageRoot.appendingPathComponent("eval-sets/finely/v1")

    @Test("the naive-Bayes example runs a filtered set into a report named by its model version")
    func naiveBayesRun() async throws {
        let set = try EvalSet.load(at: Self.setFolder)
        let backend = ProcessBackend(
            command: PluginFixtures.example("examples/naive-bayes/classifier.py"), timeout: 60, jobs: 2)
        var options = RunOptions()
        options.jobs = 2
        // What is measured is the report, not speed: a loaded CI machine may take seconds to start Python.
        options.timeout = 60
        options.progress = false
        options.filters = [try #require(CaseFilter("id=followup-en-001*"))]
        let root = PluginFixtures.temporaryFile("reports")
        defer { try? FileManager.default.removeItem(at: root) }
        let run = TallyRun(set: set, backend: backend, options: options)
        let folder = await run.defaultFolder(root: root)
        let result = try await run.execute(into: folder)

        // modelVersion = "nb-" + the first 8 hex digits of SHA-256(exemplars.jsonl).
        let exemplars = try Data(
            contentsOf: PluginFixtures.packageRoot.appendingPathComponent(
                "examples/naive-bayes/exemplars.jsonl"))
        let version = "nb-" + SHA256.hex(exemplars).prefix(8)
        #expect(result.summary.backend.backend == "process")
        #expect(result.summary.backend.modelVersion == version)
        #expect(folder.lastPathComponent == "process-\(version)+finely-1")
        #expect(result.summary.counts.conversations == 10)
        #expect(result.summary.counts.backendErrors == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("summary.json").path))
    }

    @Test("the slow-echo example answers with its fixed intent")
    func slowEcho() async throws {
        let backend = ProcessBackend(
            command: PluginFixtures.example("examples/slow-echo/slow_echo.py", "--delay-ms", "10"), timeout: 5)
        try await backend.prepare()
        #expect(await backend.identity.modelVersion == "echo-10ms")
        let classifier = try #require(backend.reader(for: TurnKey(caseID: "t", turn: 1)).classifier)
        let outcome = await classifier.classify(PluginFixtures.request("anything"))
        await backend.shutdown()
        #expect(outcome == .reading(ModelReading(intent: .spendingTotal)))
    }
}
