import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

@Suite("Eval sets: loading, validation, hashing")
struct CorpusTests {
    /// Every released version of every set, found from its lock file.
    static let released: [String] = {
        let root = Fixture.packageRoot.appendingPathComponent("eval-sets")
        let sets = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return sets.sorted().flatMap { set -> [String] in
            let files =
                (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(set).path)) ?? []
            return files.filter { $0.hasSuffix(".lock") }.sorted().map { "\(set)/\($0.dropLast(5))" }
        }
    }()

    @Test("every released set validates with no error and meets every minimum", arguments: released)
    func releasedSetsValidate(_ name: String) {
        let report = SetValidator(directory: Fixture.packageRoot.appendingPathComponent("eval-sets/\(name)")).validate()
        #expect(report.errors.map(\.description) == [])
        #expect(report.warnings.map(\.description) == [])
        #expect(report.stats.totalTurns >= report.coverage.turns)
        #expect(report.stats.pairs >= report.coverage.pairs)
        #expect(report.stats.answerTurns >= report.coverage.answerTurns)
    }

    @Test("a released version never changes: each set matches the hash pinned in its lock", arguments: released)
    func releasedSetsArePinned(_ name: String) throws {
        struct Lock: Decodable { var sha256: String }
        let lockURL = Fixture.packageRoot.appendingPathComponent("eval-sets/\(name).lock")
        let lock = try JSONDecoder().decode(Lock.self, from: Data(contentsOf: lockURL))
        let set = try EvalSet.load(at: Fixture.packageRoot.appendingPathComponent("eval-sets/\(name)"))
        #expect(
            set.sha256 == lock.sha256,
            "eval-sets/\(name) changed after release; put the change in the next version (eval-sets/README.md)")
    }

    @Test("the three finely versions are released")
    func releasedVersions() {
        #expect(Self.released == ["finely/v1", "finely/v2", "finely/v3"])
    }

    @Test("case lines read where the bytes lie: CRLF endings and a last line without one, in order")
    func caseLinesInPlace() throws {
        let lines = Array(Fixture.caseLines.prefix(3))
        let dir = Fixture.writeSet(cases: lines)
        let file = dir.appendingPathComponent("cases/all.jsonl")
        try Data((lines.joined(separator: "\r\n")).utf8).write(to: file)
        let set = try EvalSet.load(at: dir)
        let plain = try EvalSet.load(at: Fixture.writeSet(cases: lines))
        let ids = try set.cases().map { try $0.get().id }
        #expect(ids == (try plain.cases().map { try $0.get().id }))
        #expect(ids.count == 3)
    }

    @Test("a set whose case bytes were let go reads as one error for every copy, never the files again")
    func releasedCases() throws {
        let set = try EvalSet.load(at: Fixture.writeSet())
        let copy = set
        #expect(try set.cases().map { try $0.get() }.count == Fixture.caseLines.count)
        set.releaseCases()
        for s in [set, copy] {
            let results = Array(s.cases())
            #expect(results.count == 1)
            guard case .failure(let error)? = results.first else {
                Issue.record("expected the released set's error")
                continue
            }
            #expect(error.description.contains(EvalSet.releasedMessage))
        }
    }

    @Test("the set hash changes when a case changes, and not otherwise")
    func hashIsStable() throws {
        let a = try EvalSet.load(at: Fixture.writeSet())
        let b = try EvalSet.load(at: Fixture.writeSet())
        #expect(a.sha256 == b.sha256)
        var lines = Fixture.caseLines
        lines[5] = lines[5].replacingOccurrences(
            of: "how much is left this month", with: "how much is left this month?")
        let c = try EvalSet.load(at: Fixture.writeSet(cases: lines))
        #expect(c.sha256 != a.sha256)
    }

    /// One bad line each: the error names the file, the line, and what to do.
    @Test(
        "each kind of bad case line is caught at its line",
        arguments: [
            (
                #"{"id": "x-en-1", "locale": "en", "tags": ["intent"], "turns": [{"text": "hi", "expect": {"intent": "balance"}}"#,
                "malformed JSON"
            ),
            (
                #"{"id": "x-en-1", "locale": "en", "tags": ["intent"], "turns": [{"text": "q1", "expect": {"intent": "leftOver"}}]}"#,
                "x-en-1 turn 1: unknown intent 'leftOver'"
            ),
            (
                #"{"id": "x-en-1", "locale": "en", "tags": ["intent"], "turns": [{"text": "q1", "expect": {"intent": "balance", "period": "last:month"}}]}"#,
                #"x-en-1 turn 1: "last:month" is not a canonical period"#
            ),
            (
                #"{"id": "x-en-1", "locale": "en", "tags": ["intent"], "turns": [{"text": "q1", "expect": {"intent": "categorySpend", "category": "food"}}]}"#,
                #"unknown category "food""#
            ),
            (
                #"{"id": "x-en-1", "locale": "en", "tags": ["perod"], "turns": [{"text": "q1", "expect": {"intent": "balance"}}]}"#,
                "x-en-1: unknown tag 'perod'"
            ),
            (
                #"{"id": "x-en-1", "locale": "en", "tags": ["merchant"], "turns": [{"text": "q1", "expect": {"intent": "merchantSpend", "merchant": "Le Bon Marché Rive Gauche"}}]}"#,
                "merchant 'Le Bon Marché Rive Gauche' is known to neither the ledger nor the catalog"
            ),
            (
                #"{"id": "x-en-1", "locale": "en", "tags": ["offtopic"], "turns": [{"text": "q1", "expect": {"intent": "offTopic", "answer": {"total": "1.00"}}}]}"#,
                #""answer" on offTopic, which has no figures"#
            ),
            (
                #"{"id": "x-en-1", "locale": "en", "tags": ["intent"], "turns": [{"text": "", "expect": {"intent": "balance"}}]}"#,
                "x-en-1 turn 1: empty text"
            ),
            (
                #"{"id": "x-en-1", "locale": "en", "tags": ["intent"], "turns": []}"#,
                #"x-en-1: "turns" must be a non-empty array"#
            ),
            (
                #"{"id": "x-en-1", "locale": "en", "tags": ["intent"], "turns": [{"text": "q1", "expect": {"intent": "balance", "perod": "all"}}]}"#,
                #"unknown field "perod""#
            ),
            (
                #"{"id": "x-en-1", "locale": "de", "tags": ["intent"], "turns": [{"text": "q1", "expect": {"intent": "balance"}}]}"#,
                "x-en-1: unknown locale 'de'"
            ),
            (
                #"{"id": "x-en-1", "locale": "en", "tags": ["intent"], "turns": [{"text": "q1", "expect": {"intent": "leftover", "answer": {"total": null}}}]}"#,
                "figure 'total' is null; run eval-sets/finely/tools/figures.py fill"
            ),
        ])
    func badLine(line: String, message: String) {
        let set = Fixture.writeSet(cases: [Fixture.caseLines[4], line])
        let errors = SetValidator(directory: set).validate().errors.map(\.description)
        #expect(errors.count == 1)
        #expect(
            errors.first?.hasPrefix("\(DisplayPath.of(set.appendingPathComponent("cases/all.jsonl"))):2: error: ")
                == true)
        #expect(errors.first?.contains(message) == true, "\(errors)")
    }

    @Test("duplicate ids and duplicate texts name both places")
    func duplicates() {
        let set = Fixture.writeSet(cases: [
            Fixture.caseLines[5],
            Fixture.caseLines[5].replacingOccurrences(of: "how much is left this month", with: "what's left"),
            Fixture.caseLines[5].replacingOccurrences(of: "i-en-1", with: "i-en-9"),
        ])
        let file = DisplayPath.of(set.appendingPathComponent("cases/all.jsonl"))
        let errors = SetValidator(directory: set).validate().errors.map(\.description)
        #expect(
            errors == [
                "\(file):2: error: duplicate id 'i-en-1' (first at \(file):1); ids must be unique in the set",
                "\(file):3: error: i-en-9 turn 1: duplicate text (also i-en-1 turn 1 at \(file):1); reword one of them",
            ])
    }

    @Test(
        "first turns that differ only in case or in spaces at the ends are the same text",
        arguments: [
            ("How much is left this month", "how much is left this month", true),
            ("  how much is left this month\t", "how much is left this month", true),
            ("how much is left\u{00A0}", "how much is left", true),
            ("how much is left this month", "how much is left  this month", false),
            ("how much is left this month?", "how much is left this month", false),
            ("\u{2060}how much is left", "how much is left", false),
            ("   ", "", true),
        ])
    func sameText(a: String, b: String, same: Bool) {
        #expect((SetValidator.textKey(a) == SetValidator.textKey(b)) == same)
    }

    @Test(
        "the duplicate check lowercases as the standard library does",
        arguments: [
            "Combien chez CARREFOUR ?", "İstanbul ΣΟΦΙΑ Ǆemal", "ÉTÉ à Noël — ÆØÅ", "\u{2060}\u{2060}How MUCH",
            "ＦＵＬＬ width", "", "HOW MUCH at LIDL, 2026-03? [x]", "Ⓐ 🍕 𐐀𐐁 Ꭰ ÿ",
        ])
    func lowercasing(text: String) {
        #expect(Array(SetValidator.lowercased(text).unicodeScalars) == Array(text.lowercased().unicodeScalars))
    }

    @Test(
        "an id of three parts or more must name its locale among them",
        arguments: [
            ("period-en-0001", Language.en, false), ("period-fr-0001", .en, true), ("period-en-0001", .fr, true),
            ("en-x", .fr, false), ("a--en--b", .en, false), ("a--fr--b", .en, true), ("-a-b-c-", .en, true),
            ("r12-merchant-fr-0003", .fr, false), ("enx-a-b", .en, true), ("", .en, false),
        ])
    func idLocale(id: String, locale: Language, warned: Bool) {
        #expect(SetValidator.idNamesAnotherLocale(id, locale) == warned)
        // As `split` reads it, which the check replaced.
        let parts = id.split(separator: "-")
        #expect(warned == (parts.count >= 3 && !parts.contains(Substring(locale.rawValue))))
    }

    @Test("a pair links exactly one English and one French conversation")
    func brokenPair() {
        let set = Fixture.writeSet(
            cases: [Fixture.caseLines[0], Fixture.caseLines[2]].map {
                $0.replacingOccurrences(of: "\"p2\"", with: "\"p1\"")
            })
        let errors = SetValidator(directory: set).validate().errors.map(\.description)
        #expect(errors.contains { $0.contains("pair 'p1' has 2 English and 0 French conversations") })
    }

    @Test("a missing set, a bad manifest and a bad ledger each get one line naming the file")
    func badFiles() {
        let missing = Fixture.folder("nowhere").appendingPathComponent("v9")
        #expect(
            SetValidator(directory: missing).validate().errors.map(\.description) == [
                "\(DisplayPath.of(missing)): error: no such eval set folder; pass a folder holding manifest.json (e.g. eval-sets/finely/v2)"
            ])
        let badManifest = Fixture.writeSet(manifest: #"{"id": "mini"}"#)
        let manifestError = SetValidator(directory: badManifest).validate().errors.first?.description ?? ""
        #expect(
            manifestError.hasPrefix(
                "\(DisplayPath.of(badManifest.appendingPathComponent("manifest.json"))): error: bad manifest: missing \"version\""
            ))
        let badLedger = Fixture.writeSet(
            ledger: Fixture.ledgerJSON.replacingOccurrences(of: "\"-40.00\"", with: "\"12abc\""))
        let ledgerError = SetValidator(directory: badLedger).validate().errors.first?.description ?? ""
        #expect(
            ledgerError.hasPrefix(
                "\(DisplayPath.of(badLedger.appendingPathComponent("ledger.json"))): error: bad ledger: transactions[1].amount: '12abc' is not an amount"
            ))
        let unknownCategory = Fixture.writeSet(
            ledger: Fixture.ledgerJSON.replacingOccurrences(of: "\"shopping\"", with: "\"toys\""))
        #expect(
            SetValidator(directory: unknownCategory).validate().errors.first?.description.contains(
                "unknown category 'toys'") == true)
    }

    @Test("coverage shortfalls are warnings, not errors")
    func thinCoverage() {
        let report = SetValidator(directory: Fixture.writeSet()).validate()
        #expect(report.errors.isEmpty)
        #expect(
            report.warnings.contains {
                $0.description.contains("thin coverage: intent balance has 0 en turns (minimum 15)")
            })
        #expect(report.warnings.contains { $0.description.contains("turns; the set should have at least 1500") })
    }

    @Test("a manifest's coverage raises or adds minimums, never lowers one")
    func coverageOnlyRaises() {
        var o = CoveragePolicy.Overrides()
        o.turns = 10
        o.pairs = 400
        o.perTagAndLocale = ["period": 5, "hardneg": 150]
        let policy = CoveragePolicy(o)
        #expect(policy.turns == 1500)
        #expect(policy.pairs == 400)
        #expect(policy.perTagAndLocale["period"] == 150)
        #expect(policy.perTagAndLocale["hardneg"] == 150)
    }

    @Test("every committed expected figure equals the independent script's output (figures.py check)")
    func figuresScriptAgrees() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", Fixture.packageRoot.appendingPathComponent("eval-sets/finely/tools/figures.py").path, "check",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
        #expect(output.hasPrefix("ok: "), "\(output)")
    }
}
