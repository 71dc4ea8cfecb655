import Foundation
import Testing

@testable import FinanceAssistant
@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// The reader a user ships: prompts as folders, two reading contracts, replays
/// that keep what was recorded, and no report silently replaced.
@Suite("prompts and reading contracts")
struct PromptTests {
    static let prompts = Fixture.packageRoot.appendingPathComponent("prompts")

    static func folder(_ instructions: String, json: String) throws -> URL {
        let dir = Fixture.folder("prompt")
        try Data(instructions.utf8).write(to: dir.appendingPathComponent("instructions.md"))
        try Data(json.utf8).write(to: dir.appendingPathComponent("prompt.json"))
        return dir
    }

    @Test("prompts/finely/1 is the built-in prompt, byte for byte, and keeps its version")
    func builtInFolder() throws {
        let loaded = try PromptFolder.load(Self.prompts.appendingPathComponent("finely/1"))
        #expect(loaded == Prompt.builtIn)
        #expect(loaded.version == "4ca4e8e4d4e3")
        let text = Fixture.read(Self.prompts.appendingPathComponent("finely/1/instructions.md"))
        #expect(text == PromptBuilder.instructions)
    }

    @Test("every committed prompt folder loads, names its contract and fits the window")
    func committedFolders() throws {
        for (path, label, contract) in [
            ("finely/1", "finely-1", ReadingContract.finely), ("finely/2", "finely-2", .finely),
            ("smart-budget/1", "smart-budget-1", .smartBudget),
        ] {
            let url = Self.prompts.appendingPathComponent(path)
            let p = try PromptFolder.load(url)
            #expect(p.label == label && p.contract == contract)
            #expect(PromptFolder.check(p, folder: url).isEmpty)
            #expect(PromptFolder.largest(p).total < PromptFolder.window)
        }
    }

    static let goodJSON =
        #"{"label": "x-1", "contract": "finely", "fields": {"intent": "i", "merchant": "m", "category": "c"}}"#

    @Test(
        "a prompt folder that cannot mean what it says is refused with the file and the fix",
        arguments: [
            (
                #"{"label": "x", "contract": "finely", "fields": {}, "lang": "en"}"#, "prompt.json",
                #"prompt.json: unknown key "lang"; expected one of contract, fields, label"#
            ),
            (
                #"{"label": "x", "contract": "smartbudget", "fields": {}}"#, "prompt.json",
                #""contract" is 'smartbudget'; did you mean "smart-budget"? use one of finely, smart-budget"#
            ),
            (
                #"{"label": "x", "contract": "finely", "fields": {"intent": "i", "merchant": "m"}}"#, "prompt.json",
                "fields.category is missing or empty; describe the category for the model"
            ),
            (
                #"{"label": "x", "contract": "finely", "fields": {"intent": "i", "merchant": "m", "category": "c", "period": "p"}}"#,
                "prompt.json",
                #"fields (contract finely): unknown key "period"; expected one of category, intent, merchant"#
            ),
            (
                #"{"label": "a b", "contract": "finely", "fields": {}}"#, "prompt.json",
                #""label" must name the prompt in letters, digits, '-', '_' or '.' (e.g. "finely-2")"#
            ),
        ])
    func badFolders(_ json: String, _ file: String, _ message: String) throws {
        let dir = try Self.folder("You classify.", json: json)
        #expect { try PromptFolder.load(dir) } throws: {
            "\($0)" == "\(DisplayPath.of(dir.appendingPathComponent(file))): error: \(message)"
        }
    }

    @Test("validate flags a placeholder Tally never fills, with its line, and a prompt too long for the window")
    func checks() throws {
        let dir = try Self.folder("You classify.\nThe shops are {{shops}}.", json: Self.goodJSON)
        let p = try PromptFolder.load(dir)
        let problems = PromptFolder.check(p, folder: dir)
        #expect(problems.map(\.line) == [2])
        #expect(problems.first?.message.contains("a placeholder Tally never fills") == true)
        let long = try Self.folder(String(repeating: "Be careful. ", count: 1_500), json: Self.goodJSON)
        let tooLong = PromptFolder.check(try PromptFolder.load(long), folder: long)
        #expect(tooLong.count == 1 && tooLong[0].message.contains("over the 4096-token on-device window"))
    }

    @Test(
        "the smart-budget periods: each word is one period for today, and a period maps back to its word",
        arguments: [
            ("lastMonth", "previous:month"), ("march", "month:2026-03"), ("april", "month:2025-04"),
            ("year2024", "year:2024"), ("q3", "quarter:2025-Q3"), ("q1", "quarter:2026-Q1"), ("h2", "half:2025-H2"),
            ("last30Days", "trailing:30:day"), ("next7Days", "coming:7:day"), ("allTime", "all"),
            ("none", "unspecified"),
        ])
    func periodChoices(_ word: String, _ canonical: String) throws {
        let calendar = BudgetCalendar(
            today: try #require(Day(year: 2026, month: 3, day: 18)), budgetMonthStartDay: 25,
            historyStart: Day(year: 2023, month: 3, day: 2))
        let period = try #require(PeriodChoice.period(word, in: calendar))
        #expect(period.canonical == canonical)
        #expect(PeriodChoice.vocabulary(for: calendar).contains(word))
        if period.isSpecified { #expect(PeriodChoice.choice(for: period, in: calendar) != nil) }
    }

    @Test("a day or a range is no choice: under smart-budget a perfect reader says none")
    func inexpressible() throws {
        let calendar = BudgetCalendar(today: try #require(Day(year: 2026, month: 3, day: 18)), budgetMonthStartDay: 25)
        #expect(PeriodChoice.choice(for: try #require(Period("day:2026-03-03")), in: calendar) == nil)
        #expect(PeriodChoice.choice(for: try #require(Period("since:2025-06-01")), in: calendar) == nil)
        // Equivalent intervals find their word: the calendar quarter holding today is this quarter.
        #expect(PeriodChoice.choice(for: try #require(Period("quarter:2026-Q1")), in: calendar) == "thisQuarter")
    }

    // MARK: - The prompt on the wire

    /// A server that answers every chat request as `balance`, the way `smart` asks.
    static func server(smart: Bool = false) throws -> TestHTTPServer {
        try TestHTTPServer { _, _ in
            .completion(
                smart
                    ? #"{"intent":"merchantSpend","period":"lastMonth","comparison":"none","limit":"none","merchant":"Carrefour"}"#
                    : #"{"intent":"merchantSpend","merchant":"Carrefour"}"#)
        }
    }

    @Test("--prompt DIR: its instructions are sent verbatim, the report names it, and its folder by default")
    func promptOnTheWire() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let set = Fixture.writeSet()
        let prompt = try PromptFolder.load(Self.prompts.appendingPathComponent("finely/2"))
        let backend = HTTPBackend(endpoint: server.endpoint, model: "test-model", prompt: prompt)
        let evalSet = try EvalSet.load(at: set)
        let run = TallyRun(set: evalSet, backend: backend, options: Fixture.quietOptions(), prompt: prompt)
        let folder = await run.defaultFolder(root: Fixture.folder("reports"))
        #expect(folder.lastPathComponent == "http-test-model+finely-2")
        let result = try await run.execute(into: folder)
        var system: String?
        if case .array(let messages)? = server.chatRequests.first?.json?["messages"] {
            system = messages.first?["content"]?.stringValue
        }
        #expect(system == prompt.instructions)
        #expect(result.summary.promptVersion == prompt.version && prompt.version != Prompt.builtIn.version)
        #expect(result.summary.promptLabel == "finely-2")
        let matrix = Matrix(reports: [try Report(folder: folder)]).markdown
        #expect(matrix.contains("| http | test-model | finely-2 (\(prompt.version)) |"))
    }

    @Test("smart-budget: the schema asks for a period, the pipeline takes the model's, and both sources are scored")
    func smartBudget() async throws {
        let server = try Self.server(smart: true)
        defer { server.stop() }
        let prompt = try PromptFolder.load(Self.prompts.appendingPathComponent("smart-budget/1"))
        let backend = HTTPBackend(endpoint: server.endpoint, model: "test-model", prompt: prompt)
        let (folder, result) = try await Fixture.run(set: Fixture.writeSet(), backend: backend)
        // The first chat request is the preflight probe; the second, the first turn.
        let schema = try #require(
            server.chatRequests.dropFirst().first?.json?["response_format"]?["json_schema"]?["schema"])
        guard case .array(let periods)? = schema["properties"]?["period"]?["enum"] else {
            Issue.record("the schema sent has no period enum: \(schema.canonicalText)")
            return
        }
        #expect(periods.contains(.string("lastMonth")))
        #expect(result.summary.contract == .smartBudget)
        #expect(result.summary[.modelPeriodAccuracy] != nil && result.summary[.parserPeriodAccuracy] != nil)
        let seed = try #require(
            try Report(folder: folder).turns()[TurnKey(caseID: "m-en-1", turn: 1)])
        // "How much did I spend at Carrefour last month?": the model's lastMonth is the period read.
        #expect(seed.read.period == "previous:month" && seed.periods?.modelRight == true)
    }

    // MARK: - Replays and reports that are not replaced

    @Test("a replay keeps the recorded prompt; under another prompt, or on another set, it is refused by name")
    func replayIdentity() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let set = Fixture.writeSet()
        let prompt = try PromptFolder.load(Self.prompts.appendingPathComponent("finely/2"))
        let recording = Fixture.folder("rec").appendingPathComponent("p.jsonl")
        var options = Fixture.quietOptions()
        options.record = recording
        _ = try await Fixture.run(
            set: set, backend: HTTPBackend(endpoint: server.endpoint, model: "test-model", prompt: prompt),
            options: options)
        let evalSet = try EvalSet.load(at: set)
        // Without --prompt: the report names the recorded prompt, not the build's.
        let replaying = ["--predictions", recording.path]
        let replay = try BackendFactory.make(
            name: "replay", input: BackendInput(arguments: replaying, for: ReplayBackend.descriptor, set: evalSet))
        let (_, replayed) = try await Fixture.run(set: set, backend: replay)
        #expect(replayed.summary.promptVersion == prompt.version && replayed.summary.promptLabel == "finely-2")
        // Under the built-in prompt: refused, naming both.
        var input = try BackendInput(arguments: replaying, for: ReplayBackend.descriptor, set: evalSet)
        input.promptGiven = true
        #expect {
            try BackendFactory.make(name: "replay", input: input)
        } throws: {
            "\($0)".hasPrefix(
                "--prompt finely-1 (4ca4e8e4d4e3) is not the prompt \(recording.path) was recorded under, finely-2 (\(prompt.version))"
            )
        }
        // On another set: refused, naming the one it was recorded on.
        let other = try EvalSet.load(at: Fixture.finelyV1)
        #expect {
            try BackendFactory.make(
                name: "replay", input: BackendInput(arguments: replaying, for: ReplayBackend.descriptor, set: other))
        } throws: {
            "\($0)".hasPrefix("\(recording.path) was recorded on mini 1.0.0 (sha256 ")
                && "\($0)".hasSuffix("not on finely 1.0.0; pass --set eval-sets/mini/v1")
        }
    }

    @Test("--out onto another reader's report is refused before any turn; the same reader's is replaced, and says how")
    func noSilentReplace() async throws {
        let server = try Self.server()
        defer { server.stop() }
        let set = Fixture.writeSet()
        let (rules, _) = try await Fixture.run(set: set)
        let backend = HTTPBackend(endpoint: server.endpoint, model: "test-model")
        await #expect {
            try await Fixture.run(set: set, backend: backend, out: rules)
        } throws: {
            "\($0)"
                == "\(DisplayPath.of(rules)): error: holds the report of another reader (backend rules → http, model v1 → test-model); a run replaces only its own reader's report: choose another --out, or pass --replace to replace it"
        }
        // Only the backend's preflight probe reached the server: no turn ran.
        #expect(server.chatRequests.count == 1)
        var replace = Fixture.quietOptions()
        replace.replace = true
        _ = try await Fixture.run(set: set, backend: backend, out: rules, options: replace)
        #expect(try Report(folder: rules).summary.backend.backend == "http")
    }
}
