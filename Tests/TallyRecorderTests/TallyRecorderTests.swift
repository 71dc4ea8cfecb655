import FinanceAssistant
import Foundation
import TallyKit
import TallyModel
import TallyRecorder
import TallyTestSupport
import Testing

/// An app's own reader, scripted: a few keywords, a follow-up that keeps the
/// previous question's intent (so the recap matters), and typed failures on
/// some messages — deterministic in the request alone, as a greedy model is.
struct ScriptedAppReader: RecordableReader {
    let name = "smart-budget"
    let modelVersion = "ios27.0"
    let promptVersion = "sb-2.0.1"
    let promptLabel: String? = "smart-budget-2.0"

    func read(_ request: ClassificationRequest) async -> ClassifierOutcome {
        let text = request.message.lowercased()
        let hash = text.unicodeScalars.reduce(UInt32(17)) { ($0 &* 31) &+ $1.value }
        if hash % 13 == 0 { return .failure(.rateLimited, message: "scripted: throttled") }
        if hash % 17 == 0 { return .failure(.invalidOutput, message: "scripted: not a reading") }
        if let previous = request.recap.last, text.count < 25 {
            return .reading(ModelReading(intent: previous.intent, merchant: previous.merchant))
        }
        if text.contains("balance") || text.contains("solde") { return .reading(ModelReading(intent: .balance)) }
        if text.contains("left") || text.contains("reste") { return .reading(ModelReading(intent: .leftover)) }
        if let shop = request.merchantChoices.first, text.contains(shop.lowercased()) {
            return .reading(ModelReading(intent: .merchantSpend, merchant: shop))
        }
        if text.contains("spend") || text.contains("spent") || text.contains("dépensé") {
            return .reading(ModelReading(intent: .spendingTotal))
        }
        return .reading(ModelReading(intent: .unclear))
    }
}

@Suite("TallyRecorder")
struct TallyRecorderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let setFolder = root.appendingPathComponent("eval-sets/finely/v1")

    static func temporary(_ name: String) throws -> URL {
        Scratch.folder("recorder").appendingPathComponent(name)
    }

    static var options: RunOptions {
        var options = RunOptions()
        options.progress = false
        options.maxBackendFailures = 1
        return options
    }

    @Test("a recording replays byte for byte: the live run of the same reader and the replay write the same report")
    func recordAndReplay() async throws {
        let recorder = try TallyRecorder(set: Self.setFolder)
        let file = try Self.temporary("ios27.0.jsonl")
        let result = try await recorder.record(ScriptedAppReader(), to: file, createdAt: nil, recordsLatency: false)

        // Every turn of the set, in its order, each a line; some typed failures among them.
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.split(separator: "\n")
        #expect(result.turns == 2170)
        #expect(lines.count == 2171)
        // v1 has 12 messages past the pipeline's 2,000-character cap: the rules read those, unasked.
        var pastCap = 0
        for next in recorder.set.cases() {
            pastCap += try next.get().turns.filter { $0.text.count > AssistantPipeline.maxInputCharacters }.count
        }
        #expect(pastCap == 12)
        #expect(result.asked == 2170 - pastCap)
        #expect(result.failures[.rateLimited, default: 0] > 0)
        #expect(result.failures[.invalidOutput, default: 0] > 0)

        // The header names the app's reader and prompt, and the set.
        let parsed = try PredictionFile.parse(Data(text.utf8), file: "ios27.0.jsonl")
        #expect(parsed.header.backend == "smart-budget")
        #expect(parsed.header.modelVersion == "ios27.0")
        #expect(parsed.header.promptVersion == "sb-2.0.1")
        #expect(parsed.header.promptLabel == "smart-budget-2.0")
        #expect(parsed.header.set == "finely@\(recorder.set.manifest.version)")
        #expect(parsed.header.setSHA256 == recorder.set.sha256)
        #expect(parsed.header.createdAt == nil)

        // Recorded again: the same bytes.
        let again = try Self.temporary("again.jsonl")
        _ = try await recorder.record(ScriptedAppReader(), to: again, createdAt: nil, recordsLatency: false)
        #expect(try Data(contentsOf: again) == Data(contentsOf: file))

        // The reader run live through tally, and the recording replayed: the same report.
        let live = try Self.temporary("live")
        let replayed = try Self.temporary("replayed")
        _ = try await TallyRun(
            set: recorder.set, backend: RecordableReaderBackend(ScriptedAppReader()), options: Self.options
        ).execute(into: live)
        let replay = try ReplayBackend(url: file)
        let run = try await TallyRun(set: recorder.set, backend: replay, options: Self.options).execute(into: replayed)
        #expect(run.summary.counts.turns == 2170)
        for name in ["summary.json", "cases.jsonl", "summary.md", "junit.xml", "report.html"] {
            let a = try Data(contentsOf: live.appendingPathComponent(name))
            let b = try Data(contentsOf: replayed.appendingPathComponent(name))
            #expect(a == b, "\(name) differs between the live run and the replay")
        }
        // Nothing replayed stale or missing: every line matched its turn's text and recap.
        let cases = try String(contentsOf: replayed.appendingPathComponent("cases.jsonl"), encoding: .utf8)
        #expect(!cases.contains("\"replay\":"))
        #expect(cases.contains("\"error\":\"rateLimited\""))
    }

    @Test("a file that is not a predictions file is never overwritten")
    func refusesAForeignFile() async throws {
        let recorder = try TallyRecorder(set: Self.setFolder)
        let file = try Self.temporary("notes.txt")
        try Data("my notes\n".utf8).write(to: file)
        await #expect(throws: InputError.self) {
            _ = try await recorder.record(ScriptedAppReader(), to: file)
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == "my notes\n")
    }
}
