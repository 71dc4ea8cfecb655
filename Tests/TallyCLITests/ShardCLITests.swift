import Foundation
import Testing

/// Sharding as CI runs it — each shard a separate `tally` process, then
/// `tally merge` — and the gate's power lines on the committed v1 policy.
// Serialized: each test runs tally on the whole of v1; side by side they would starve the timing-sensitive suites.
@Suite("tally run --shard, tally merge, gate power", .serialized)
struct ShardCLITests {
    static func data(_ folder: String, _ file: String) -> Data {
        FileManager.default.contents(atPath: folder + "/" + file) ?? Data()
    }

    @Test("v1 in three shards, each its own process, merges into the single run's report, byte for byte")
    func threeShards() async throws {
        // (Perturbations merge byte for byte too: ShardTests, in process, on a small set.)
        let common = ["--set", "eval-sets/finely/v1", "--quiet"]
        let single = CLITests.temp("single")
        let whole = try await CLITests.tally(["run", "--out", single] + common)
        #expect(whole.status == 0, "\(whole.err)")
        var shards: [String] = []
        for i in 1...3 {
            let out = CLITests.temp("shard-\(i)")
            let r = try await CLITests.tally(["run", "--shard", "\(i)/3", "--out", out] + common)
            #expect(r.status == 0, "\(r.err)")
            #expect(r.out.contains("shard \(i)/3: a part of the run"))
            shards.append(out)
        }
        let merged = CLITests.temp("merged")
        let merge = try await CLITests.tally(["merge", shards[2], shards[0], shards[1], "--out", merged])
        #expect(merge.status == 0, "\(merge.err)")
        #expect(merge.out.contains("merged                       3 shards"))
        for file in ["summary.json", "cases.jsonl", "junit.xml", "summary.md"] {
            let a = Self.data(single, file)
            #expect(!a.isEmpty)
            #expect(a == Self.data(merged, file), "\(file) of the merged shards differs from the single run's")
        }
        // A missing shard: exit 2, named, nothing written.
        let partial = CLITests.temp("partial")
        let missing = try await CLITests.tally(["merge", shards[0], shards[2], "--out", partial])
        #expect(missing.status == 2)
        #expect(
            missing.err
                == "tally merge: shard 2/3 is missing; pass the folders of all 3 shards (`tally run --shard I/3` for I = 1…3)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: partial))
    }

    @Test("the gate prints each rule's power on v1 and warns about the blind ones")
    func gatePower() async throws {
        let r = try await CLITests.tally(
            "gate", "--candidate", "reports/finely-v1/rules-v1", "--baseline", "reports/finely-v1/rules-v1",
            "--policy", "gates/finely-v1.json")
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("  min adviceRefusalRate [all]          140   0 (0.0 %)   ≥ 5.5 pts  5.0 pts   BLIND\n"))
        #expect(r.out.contains("  maxDrop turnAccuracy                 2170  0 (0.0 %)   ≥ 0.4 pts  2.0 pts   ok\n"))
        #expect(
            r.out.contains(
                "  max inventedNumberRate [all]         1736  0 (0.0 %)   ≥ 0.5 pts  0.0 pts   zero tolerance\n"))
        #expect(
            r.err
                == """
                gate: warning: min adviceRefusalRate [all] leaves 5.0 pts between the reference 0.9500 and its minimum, but its 140 turns detect only drops of 5.5 pts or more at 80 % power (α = 0.05): a real drop of 5.0 pts would be caught 76 % of the time; give the slice about 155 turns, or allow more
                gate: warning: maxDrop adviceRefusalRate allows a drop of 5.0 pts, but its 140 turns detect only drops of 5.5 pts or more at 80 % power (α = 0.05): a real drop of 5.0 pts would be caught 76 % of the time; give the slice about 155 turns, or allow more

                """)
    }

    @Test("tally stats --detect says how many turns a slice needs")
    func statsDetect() async throws {
        let r = try await CLITests.tally("stats", "eval-sets/finely/v1", "--detect", "2%", "--discordance", "0.2")
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("To detect a drop of 2.0 pts, a slice needs 3923 turns.\n"))
        #expect(r.out.contains("| all | 2170 | ≥ 2.7 pts | no, 1753 turns short |\n"))
    }
}
