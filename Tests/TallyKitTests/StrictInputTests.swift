import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// Bad input is one line naming the file (and line) and the fix — never a
/// crash, never a silently weakened check. One table per kind of file.
@Suite("Strict inputs: sets, policies, predictions")
struct StrictInputTests {
    /// A fixture set with one change; `nil` text means the file is left as written.
    struct SetCase: Sendable, CustomTestStringConvertible {
        var name: String
        var manifest: String?
        var ledger: String?
        var cases: String?
        /// Raw bytes for the case file (for BOMs and invalid UTF-8).
        var caseBytes: [UInt8]?
        /// Where the error is, relative to the set folder, and what it says.
        var file: String
        var line: Int?
        var message: String
        var testDescription: String { name }
    }

    static let manifest = #"""
        {"id": "mini", "version": "1.0.0", "description": "test set", "locales": ["en", "fr"],
         "ledger": "ledger.json", "cases": ["cases/all.jsonl"], "guide": "GUIDE.md", "tags": ["seed"]}
        """#

    static let setCases: [SetCase] = [
        SetCase(
            name: "a misspelt manifest key", manifest: manifest.replacingOccurrences(of: #""tags""#, with: #""tgas""#),
            file: "manifest.json",
            message:
                "the manifest: unknown key \"tgas\"; did you mean \"tags\"? expected one of cases, coverage, description, guide, id, ledger, locales, tags, version"
        ),
        SetCase(
            name: "a case file outside the set",
            manifest: manifest.replacingOccurrences(of: #""cases/all.jsonl""#, with: #""../elsewhere.jsonl""#),
            file: "manifest.json",
            message: "\"../elsewhere.jsonl\" leads outside the set folder; name a file inside the set folder"),
        SetCase(
            name: "an absolute ledger path",
            manifest: manifest.replacingOccurrences(of: #""ledger.json""#, with: #""/etc/passwd""#),
            file: "manifest.json", message: "\"/etc/passwd\" is not a path inside the set folder"),
        SetCase(
            name: "a manifest with a trailing comma", manifest: manifest.replacingOccurrences(of: "]}", with: "],}"),
            file: "manifest.json", line: 2, message: "malformed JSON: trailing comma at column 95"),
        SetCase(
            name: "a BOM", caseBytes: [0xEF, 0xBB, 0xBF] + Array(Fixture.caseLines[0].utf8), file: "cases/all.jsonl",
            line: 1, message: "the file starts with a byte-order mark (BOM); save it as UTF-8 without BOM"),
        SetCase(
            name: "invalid UTF-8",
            caseBytes: Array((Fixture.caseLines[0] + "\n").utf8)
                + Array(Fixture.caseLines[4].replacingOccurrences(of: "poem", with: "po\u{1}em").utf8).map {
                    $0 == 0x01 ? 0xFF : $0
                },
            file: "cases/all.jsonl", line: 2,
            message: "invalid UTF-8 (byte 0xFF at byte 89 of the line); save the file as UTF-8"),
        SetCase(
            name: "an empty case file", cases: "\n\n", file: "cases/all.jsonl",
            message: "holds no conversation; add case lines, or remove it from the manifest's \"cases\""),
        SetCase(
            name: "an unknown time zone",
            ledger: Fixture.ledgerJSON.replacingOccurrences(of: "Europe/Paris", with: "Europe/Pariss"),
            file: "ledger.json",
            message: "bad ledger: unknown time zone 'Europe/Pariss'; use an IANA name such as Europe/Paris"),
        SetCase(
            name: "a misspelt ledger key",
            ledger: Fixture.ledgerJSON.replacingOccurrences(of: "budgetMonthStartDay", with: "budgetMonthStartDya"),
            file: "ledger.json",
            message: "the ledger: unknown key \"budgetMonthStartDya\"; did you mean \"budgetMonthStartDay\"?"),
        SetCase(
            name: "a misspelt transaction key",
            ledger: Fixture.ledgerJSON.replacingOccurrences(
                of: #""status": "scheduled""#, with: #""statut": "scheduled""#),
            file: "ledger.json", message: "transactions[6]: unknown key \"statut\"; did you mean \"status\"?"),
        SetCase(
            name: "a count too large for any integer",
            cases: Fixture.caseLines[0].replacingOccurrences(of: #""count": 2"#, with: #""count": 1e20"#),
            file: "cases/all.jsonl", line: 1,
            message: "m-en-1 turn 1: figure 'count' must be a decimal string (\"75.00\"), a count or a date"),
        SetCase(
            name: "a number out of range",
            cases: Fixture.caseLines[0].replacingOccurrences(of: #""count": 2"#, with: #""count": 1e400"#),
            file: "cases/all.jsonl", line: 1, message: "malformed JSON: number out of range at column"),
        SetCase(
            name: "a duplicate id",
            cases: Fixture.caseLines.joined(separator: "\n") + "\n"
                + Fixture.caseLines[4].replacingOccurrences(of: "a poem", with: "a song"),
            file: "cases/all.jsonl", line: 9,
            message: "duplicate id 'o-en-1' (first at "),
    ]

    static func write(_ c: SetCase) throws -> URL {
        let dir = Fixture.writeSet(manifest: c.manifest, ledger: c.ledger ?? Fixture.ledgerJSON)
        if let cases = c.cases { try Data(cases.utf8).write(to: dir.appendingPathComponent("cases/all.jsonl")) }
        if let bytes = c.caseBytes { try Data(bytes).write(to: dir.appendingPathComponent("cases/all.jsonl")) }
        return dir
    }

    @Test("tally validate and tally run refuse the same bad sets with the same line", arguments: setCases)
    func badSets(_ c: SetCase) async throws {
        let dir = try Self.write(c)
        let location = DisplayPath.of(dir.appendingPathComponent(c.file)) + (c.line.map { ":\($0)" } ?? "")
        let expected = "\(location): error: \(c.message)"
        let validated = SetValidator(directory: dir).validate().errors.map(\.description)
        #expect(validated.contains { $0.hasPrefix(expected) }, "validate: \(validated)")
        let out = Fixture.folder("out").appendingPathComponent("r")
        await #expect {
            let set = try EvalSet.load(at: dir)
            _ = try await TallyRun(set: set, backend: RulesBackend(), options: Fixture.quietOptions()).execute(
                into: out)
        } throws: { error in
            "\(error)".contains(expected)
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("a case file that links outside the set folder is refused")
    func symlinkOutside() throws {
        let dir = Fixture.writeSet()
        let outside = Fixture.folder("elsewhere").appendingPathComponent("all.jsonl")
        try FileManager.default.moveItem(at: dir.appendingPathComponent("cases/all.jsonl"), to: outside)
        try FileManager.default.createSymbolicLink(
            at: dir.appendingPathComponent("cases/all.jsonl"), withDestinationURL: outside)
        #expect {
            try EvalSet.load(at: dir)
        } throws: { "\($0)".contains("\"cases/all.jsonl\" leads outside the set folder") }
    }

    @Test(
        "a policy with a typo, an impossible bound or an unknown metric is refused",
        arguments: [
            (
                #"{"rules": [], "basline": {"maxDrop": {"*": 0.01}}}"#,
                "the policy: unknown key \"basline\"; did you mean \"baseline\"?"
            ),
            (
                #"{"rules": [{"metric": "turnAccuracy", "slce": "locale:fr", "min": 0.8}]}"#,
                "rules[0]: unknown key \"slce\"; did you mean \"slice\"?"
            ),
            (
                #"{"rules": [{"metric": "turnAcuracy", "min": 0.8}]}"#,
                "rules[0]: unknown metric 'turnAcuracy'; did you mean 'turnAccuracy'?"
            ),
            (#"{"rules": [{"metric": "turnAccuracy", "min": 0.9, "max": 0.5}]}"#, "min 0.9 is above max 0.5"),
            (
                #"{"rules": [], "baseline": {"maxDrop": {"turnAccuracy": -0.1}}}"#,
                "baseline.maxDrop.turnAccuracy: -0.1 is below 0"
            ),
            (#"{"rules": [], "baseline": {"mustPasTags": ["seed"]}}"#, "did you mean \"mustPassTags\"?"),
        ])
    func badPolicies(text: String, message: String) throws {
        let url = Fixture.folder("policy").appendingPathComponent("p.json")
        try Data(text.utf8).write(to: url)
        #expect {
            try GatePolicy.load(from: url)
        } throws: {
            "\($0)".hasPrefix("\(DisplayPath.of(url)):") && "\($0)".contains("error: ") && "\($0)".contains(message)
        }
    }

    @Test("a must-pass tag that no baseline turn has is refused, with the near miss")
    func unknownMustPassTag() async throws {
        let (folder, _) = try await Fixture.run(set: Fixture.writeSet())
        let report = try Report(folder: folder)
        let url = Fixture.folder("policy").appendingPathComponent("p.json")
        try Data(#"{"rules": [], "baseline": {"mustPassTags": ["sed"]}}"#.utf8).write(to: url)
        let gate = try Gate(candidate: report, baseline: report, policy: try GatePolicy.load(from: url))
        #expect {
            try gate.evaluate()
        } throws: {
            "\($0)".contains("baseline.mustPassTags: no turn of the baseline")
                && "\($0)".contains("did you mean 'seed'?")
        }
    }

    @Test(
        "a predictions file with a typo or two different lines for one turn is refused",
        arguments: [
            ("intnet", "the prediction: unknown key \"intnet\"; did you mean \"intent\"?"),
            (
                "duplicate",
                "p.jsonl:12: error: m-en-1 turn 1 is recorded again (first at line 7), past the one line a turn may have"
            ),
        ])
    func badPredictions(kind: String, message: String) async throws {
        var options = Fixture.quietOptions()
        let file = Fixture.folder("p").appendingPathComponent("p.jsonl")
        options.record = file
        _ = try await Fixture.run(set: Fixture.writeSet(), options: options)
        var lines = Fixture.read(file).split(separator: "\n").map(String.init)
        if kind == "intnet" {
            lines[3] = lines[3].replacingOccurrences(of: #""intent""#, with: #""intnet""#)
        } else {
            let first = try #require(
                lines.firstIndex { $0.contains(#""case":"m-en-1","#) && $0.contains(#""turn":1}"#) })
            lines.append(lines[first].replacingOccurrences(of: "merchantSpend", with: "balance"))
        }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        #expect {
            try ReplayBackend(url: file)
        } throws: { "\($0)".contains(message) }
    }

    @Test("a 10 MB line is read whole, once")
    func longLine() throws {
        let url = Fixture.folder("long").appendingPathComponent("long.jsonl")
        let long = String(repeating: "x", count: 10_000_000)
        try Data("short\n\(long)\nlast".utf8).write(to: url)
        var reader = try LineReader(url: url)
        #expect(try reader.next()?.text == "short")
        let second = try reader.next()
        #expect(second?.number == 2)
        #expect(second?.text.utf8.count == 10_000_000)
        #expect(try reader.next()?.text == "last")
        #expect(try reader.next() == nil)
    }
}
