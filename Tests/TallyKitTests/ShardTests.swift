import FinanceAssistant
import Foundation
import TallyTestSupport
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// `--shard I/N` and `tally merge`: a stable split, and a merge that writes
/// the whole run's report or nothing.
@Suite("shards and merge")
struct ShardTests {
    @Test(
        "--shard parses I/N with 1 ≤ I ≤ N ≤ 256",
        arguments: [
            ("1/3", "1/3"), ("3/3", "3/3"), ("256/256", "256/256"), ("0/3", nil), ("4/3", nil), ("3", nil),
            ("a/b", nil), ("1/0", nil), ("1/257", nil), ("1/3/4", nil), ("", nil),
        ] as [(String, String?)])
    func parse(_ text: String, _ shown: String?) {
        #expect(Shard(text)?.description == shown)
    }

    @Test(
        "a conversation's shard depends on its id and N only (pinned: the same on every machine)",
        arguments: [
            ("period-en-0001", 3, 3), ("merchant-fr-0042", 3, 2), ("followup-en-0007", 3, 1),
            ("followup-en-0007", 4, 4), ("advice-fr-0003", 4, 2),
        ])
    func assignment(_ id: String, _ count: Int, _ index: Int) {
        #expect(Shard.index(of: id, count: count) == index)
    }

    @Test("v1 in three shards: every turn in exactly one")
    func partition() async throws {
        let turns = try await offPool {
            let set = try EvalSet.load(at: Fixture.finelyV1)
            let validator = SetValidator(directory: Fixture.finelyV1)
            return (1...3).map { validator.validate(set, shard: Shard(index: $0, count: 3)).selectedTurns }
        }
        #expect(turns == [688, 737, 745])
        #expect(turns.reduce(0, +) == 2170)
    }

    /// The fixture set run whole and in two shards, with the same options.
    static func shards(
        _ options: RunOptions = Fixture.quietOptions()
    ) async throws -> (set: URL, whole: URL, parts: [URL]) {
        let set = Fixture.writeSet()
        let (whole, _) = try await Fixture.run(set: set, options: options)
        var parts: [URL] = []
        for i in 1...2 {
            var o = options
            o.shard = Shard(index: i, count: 2)
            parts.append(try await Fixture.run(set: set, options: o).0)
        }
        return (set, whole, parts)
    }

    @Test("merged shards are the whole run's report, byte for byte, perturbations included")
    func merge() async throws {
        var options = Fixture.quietOptions()
        options.perturbation = PerturbationPlan(families: PerturbationFamily.allCases)
        let (_, whole, parts) = try await Self.shards(options)
        let out = Fixture.folder("merged")
        let result = try ShardMerge.merge(parts.reversed(), into: out)
        #expect(result.shards == 2)
        for file in ["summary.json", "cases.jsonl", "junit.xml", "summary.md"] {
            #expect(
                Fixture.read(out.appendingPathComponent(file)) == Fixture.read(whole.appendingPathComponent(file)),
                "\(file) differs")
        }
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("timing.json").path))
    }

    @Test("merge refuses, naming the shard, and writes nothing")
    func refusals() async throws {
        let (set, whole, parts) = try await Self.shards()
        var o = Fixture.quietOptions()
        o.shard = Shard(index: 2, count: 2)
        let scripted = try await Fixture.run(set: set, backend: ScriptedBackend(), options: o).0
        o.perturbation = PerturbationPlan(families: [.filler])
        let perturbed = try await Fixture.run(set: set, options: o).0
        o.perturbation = nil
        o.shard = Shard(index: 2, count: 3)
        let ofThree = try await Fixture.run(set: set, options: o).0
        // A folder that says it is shard 2 but holds shard 1's conversations.
        let swapped = Fixture.folder("swapped")
        try FileManager.default.removeItem(at: swapped)
        try FileManager.default.copyItem(at: parts[1], to: swapped)
        try FileManager.default.removeItem(at: swapped.appendingPathComponent("cases.jsonl"))
        try FileManager.default.copyItem(
            at: parts[0].appendingPathComponent("cases.jsonl"), to: swapped.appendingPathComponent("cases.jsonl"))
        let firstCase = Fixture.read(parts[0].appendingPathComponent("cases.jsonl")).split(separator: "\n")[0]
        let firstID = try JSONDecoder().decode(TurnRecord.self, from: Data(firstCase.utf8)).case

        let p1 = DisplayPath.of(parts[0])
        let cases: [([URL], String)] = [
            (
                [parts[0]],
                "shard 2/2 is missing; pass the folders of all 2 shards (`tally run --shard I/2` for I = 1…2)"
            ),
            (
                [parts[0], parts[1], parts[1]],
                "\(DisplayPath.of(parts[1])): error: shard 2/2 is given twice (also \(DisplayPath.of(parts[1]))); pass each shard once"
            ),
            (
                [parts[0], whole],
                "\(DisplayPath.of(whole))/summary.json: error: is a whole report, not a shard; merge takes the folders that `tally run --shard I/N` wrote"
            ),
            (
                [parts[0], scripted],
                "\(DisplayPath.of(scripted)): error: was read by scripted s1, not rules v1 as \(p1): shards must come from one run's settings; re-run this one with them"
            ),
            (
                [parts[0], perturbed],
                "\(DisplayPath.of(perturbed)): error: has perturbations filler seed 1, not none as \(p1): shards must come from one run's settings; re-run this one with them"
            ),
            (
                [parts[0], ofThree],
                "\(DisplayPath.of(ofThree)): error: is one of 3 shards, not 2 shards as \(p1): shards must come from one run's settings; re-run this one with them"
            ),
            (
                [parts[0], swapped],
                "\(DisplayPath.of(swapped))/cases.jsonl:1: error: conversation \(firstID) belongs to shard 1/2, not 2/2: this is not what `tally run --shard 2/2` writes; re-run it"
            ),
        ]
        for (folders, message) in cases {
            let out = Fixture.folder("merged").appendingPathComponent("report")
            do {
                _ = try ShardMerge.merge(folders, into: out)
                Issue.record("merged \(folders.map(\.lastPathComponent))")
            } catch {
                #expect("\(error)" == message)
            }
            #expect(!FileManager.default.fileExists(atPath: out.path), "something was written for: \(message)")
        }
    }

    @Test(
        "merge checks each shard's cases.jsonl against its own summary, and the union against the run's selection",
        arguments: [
            ("emptied", "holds 0 turns of 0 conversations, but shard 2/2's summary.json counts"),
            ("a line deleted", "turns of"),
            ("a line edited", "is not the file shard 2/2 wrote: its sha256 is "),
            ("a selection edited in every shard", "conversations (10 turns), not the 5 (11 turns) the run selected"),
        ])
    func tamperedShard(probe: String, message: String) async throws {
        let (_, _, parts) = try await Self.shards()
        let cases = parts[1].appendingPathComponent("cases.jsonl")
        var lines = Fixture.read(cases).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        switch probe {
        case "emptied": lines = []
        case "a line deleted": lines.remove(at: 0)
        case "a line edited": lines[0] = lines[0].replacingOccurrences(of: #""pass":true"#, with: #""pass":false"#)
        default:
            for part in parts {
                let url = part.appendingPathComponent("summary.json")
                let text = Fixture.read(url).replacingOccurrences(
                    of: #""conversations" : 8,"#, with: #""conversations" : 5,"#
                ).replacingOccurrences(of: #""turns" : 10"#, with: #""turns" : 11"#)
                try Data(text.utf8).write(to: url)
            }
        }
        if probe != "a selection edited in every shard" {
            try Data(lines.joined(separator: "\n").utf8).write(to: cases)
        }
        let out = Fixture.folder("merged").appendingPathComponent("report")
        #expect {
            try ShardMerge.merge(parts, into: out)
        } throws: { error in
            let text = "\(error)"
            return text.contains(message)
                && (probe.hasPrefix("a selection") || text.hasPrefix("\(DisplayPath.of(cases)): error: "))
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("a shard read from its bytes (make fuzz's shard target) is read as merge reads it")
    func readShardBytes() async throws {
        var options = Fixture.quietOptions()
        options.shard = Shard(index: 1, count: 1)
        let (folder, _) = try await Fixture.run(set: Fixture.writeSet(), options: options)
        let summary = try Data(contentsOf: folder.appendingPathComponent("summary.json"))
        let cases = try Data(contentsOf: folder.appendingPathComponent("cases.jsonl"))
        #expect(try ShardMerge.readShard(summary: summary, cases: cases) == 10)
        #expect(throws: InputError.self) {
            try ShardMerge.readShard(summary: summary, cases: cases.prefix(cases.count / 2))
        }
        #expect(throws: InputError.self) { try ShardMerge.readShard(summary: summary, cases: Data()) }
    }

    @Test("the gate refuses a shard: it is a part of a run")
    func gateRefusesShard() async throws {
        let (_, _, parts) = try await Self.shards()
        let policy = try GatePolicy.parse(
            Data(#"{"rules": [{"metric": "turnAccuracy", "min": 0.1}]}"#.utf8), file: "p.json")
        #expect(throws: InputError.self) {
            try Gate(candidate: try Report(folder: parts[0]), baseline: nil, policy: policy)
        }
    }
}
