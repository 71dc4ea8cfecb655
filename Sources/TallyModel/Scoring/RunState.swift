import FinanceAssistant
import Foundation

/// Everything a run has counted so far: grows by counters, not by turns
/// (except a few bounded lists), so memory stays flat as sets grow.
package struct RunState: Sendable {
    package static let failuresPerTag = 40
    static let closestToOverflow = 10

    package var identity: BackendIdentity
    package var prompt: PromptIdentity
    package var turns = 0
    package var conversations = 0
    package var backendErrors = 0
    var infrastructureFailures = 0
    var missing = 0
    var stale = 0
    var overall = SliceCounters()
    var byLocale: [Language: SliceCounters] = [:]
    var byTag: [String: SliceCounters] = [:]
    var confusion = IntentConfusion()
    var fallbacks: [FallbackReason: Int] = [:]
    package var latencies: [Double] = []
    package var promptTokens: [Int] = []
    /// The counts servers reported (`usage`), and each turn's count over its estimate.
    package var reportedPrompt: [Int] = []
    package var reportedCompletion: [Int] = []
    package var reportedOverEstimate: [Double] = []
    /// The largest prompts, for the context-budget table.
    package var largestPrompts: [(key: TurnKey, tokens: Int)] = []
    /// The first failing turns of each tag, by case id.
    package var failures: [String: [FailureLine]] = [:]
    package var failureCounts: [String: Int] = [:]
    /// EN and FR halves of each pair: per-turn pass, and a signature of the reading.
    var pairs: [String: PairHalves] = [:]
    /// With repeats: turns, all-agree, all-pass, and the flaky ones.
    var repeatTurns = 0
    var consistent = 0
    var passAll = 0
    var flaky: [FlakyLine] = []
    package var wallSeconds = 0.0
    package var interrupted = false
    package var stoppedForErrors = false

    /// With `--perturb`: the variants' counts, by family.
    var perturbations: [PerturbationFamily: FamilyCounters] = [:]
    /// With a model backend: turn accuracy with and without the model, by expected intent.
    var pairedByIntent: [Intent: PairedTable] = [:]
    /// The layer that broke each failing turn: overall, by locale, by tag.
    var brokenBy: [PipelineLayer: Int] = [:]
    var brokenByLocale: [Language: [PipelineLayer: Int]] = [:]
    var brokenByTag: [String: [PipelineLayer: Int]] = [:]

    package init(identity: BackendIdentity, prompt: PromptIdentity = .builtIn) {
        self.identity = identity
        self.prompt = prompt
    }

    /// Counts one scored turn, with what the runner measured of it.
    package mutating func ingest(_ r: TurnRecord, latencyMs: Double, promptTokens: Int?, conversationTurns: Int) {
        turns += 1
        if r.turn == conversationTurns { conversations += 1 }
        if r.backend?.error != nil { backendErrors += 1 }
        if r.replay == "missing" { missing += 1 }
        if r.replay == "stale" { stale += 1 }
        overall.add(r)
        byLocale[r.locale, default: SliceCounters()].add(r)
        for tag in Set(r.tags) { byTag[tag, default: SliceCounters()].add(r) }
        confusion.add(expected: r.expected.intent, read: r.read.intent)
        if let w = r.withoutModel {
            pairedByIntent[r.expected.intent, default: PairedTable()].add(with: r.pass, without: w.pass)
        }
        if let layer = r.brokenBy {
            brokenBy[layer, default: 0] += 1
            brokenByLocale[r.locale, default: [:]][layer, default: 0] += 1
            for tag in Set(r.tags) { brokenByTag[tag, default: [:]][layer, default: 0] += 1 }
        }
        if let reason = r.read.fallbackReason {
            fallbacks[reason, default: 0] += 1
            if reason.kind == .infrastructure { infrastructureFailures += 1 }
        }
        latencies.append(latencyMs)
        if let reported = r.tokens {
            reportedPrompt.append(reported.prompt)
            reportedCompletion.append(reported.completion)
            if let estimate = promptTokens, estimate > 0 {
                reportedOverEstimate.append(Double(reported.prompt) / Double(estimate))
            }
        }
        if let tokens = promptTokens {
            self.promptTokens.append(tokens)
            largestPrompts.append((r.key, tokens))
            if largestPrompts.count > RunState.closestToOverflow * 4 { trimPrompts() }
        }
        if !r.pass {
            let line = FailureLine(record: r)
            for tag in Set(r.tags) {
                failureCounts[tag, default: 0] += 1
                // In place: a copy of the list out of the dictionary copied it whole at each failure.
                failures[tag, default: []].append(line)
                if let count = failures[tag]?.count, count > RunState.failuresPerTag * 2 {
                    failures[tag]?.sort { $0.key < $1.key }
                    failures[tag]?.removeLast(count - RunState.failuresPerTag)
                }
            }
        }
        if let pair = r.pair {
            pairs[pair, default: PairHalves()].add(r)
        }
        ingestVariants(of: r)
        if let repeats = r.repeats {
            repeatTurns += 1
            let agree = Set(repeats).count == 1
            if agree { consistent += 1 }
            if repeats.allSatisfy({ $0 == r.expected.intent.rawValue }) { passAll += 1 }
            if !agree { flaky.append(FlakyLine(key: r.key, text: r.text, intents: repeats)) }
        }
    }

    package mutating func trimPrompts() {
        largestPrompts.sort { $0.tokens != $1.tokens ? $0.tokens > $1.tokens : $0.key < $1.key }
        if largestPrompts.count > RunState.closestToOverflow {
            largestPrompts.removeLast(largestPrompts.count - RunState.closestToOverflow)
        }
    }
}

/// A failing turn as `summary.md` lists it.
package struct FailureLine: Codable, Hashable, Sendable {
    package var key: TurnKey
    package var text: String
    package var expected: String
    package var read: String
    package var failed: [String]

    init(record r: TurnRecord) {
        key = r.key
        text = r.text
        expected = r.expected.summary
        read = r.read.summary
        failed = r.verdict.failed
    }
}

/// A turn whose repeated readings disagree.
struct FlakyLine: Codable, Hashable, Sendable {
    var key: TurnKey
    var text: String
    var intents: [String]
}

/// The two languages of one pair.
struct PairHalves: Sendable {
    var en: [Int: (pass: Bool, signature: String)] = [:]
    var fr: [Int: (pass: Bool, signature: String)] = [:]

    mutating func add(_ r: TurnRecord) {
        let signature = [
            r.read.intent.rawValue, r.read.reason?.rawValue ?? "", r.read.merchant ?? "",
            r.read.category?.rawValue ?? "", r.read.period ?? "", r.read.comparison ?? "",
            r.read.limit.map(String.init) ?? "",
        ].joined(separator: "|")
        if r.locale == .en { en[r.turn] = (r.pass, signature) } else { fr[r.turn] = (r.pass, signature) }
    }

    var isComplete: Bool { !en.isEmpty && !fr.isEmpty }
}
