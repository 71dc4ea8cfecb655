import Foundation
import TallyModel

/// `timing.json`: latencies, throughput and prompt sizes. It holds wall-clock
/// measurements, so unlike the other files it changes from run to run: it is
/// neither diffed nor committed (`.gitignore`).
public struct Timing: Codable, Sendable {
    public struct Latency: Codable, Sendable {
        public var p50: Double
        public var p95: Double
        public var max: Double
        public var mean: Double
    }

    public struct PromptBudget: Codable, Sendable {
        /// How the counts are made: an estimate, and an upper bound.
        public var method: String? = Timing.estimateMethod
        /// The on-device model's window (instructions, prompt, schema and response).
        public var windowTokens: Int
        public var p50: Int
        public var p95: Int
        public var max: Int
        /// The turns closest to overflowing.
        public var largest: [LargePrompt]
    }

    /// What servers reported (`usage.prompt_tokens`, `usage.completion_tokens`).
    public struct ReportedTokens: Codable, Sendable {
        public var turns: Int
        public var prompt: Spread
        public var completion: Spread
        /// The median of each turn's reported prompt over its estimate.
        public var promptOverEstimate: Double
    }

    public struct Spread: Codable, Sendable {
        public var p50: Int
        public var p95: Int
        public var max: Int

        init(_ values: [Int]) {
            let p = Percentiles(values)
            p50 = p?.p50 ?? 0
            p95 = p?.p95 ?? 0
            max = p?.max ?? 0
        }
    }

    public struct LargePrompt: Codable, Sendable {
        public var `case`: String
        public var turn: Int
        public var tokens: Int
    }

    public var backend: BackendIdentity
    public var turns: Int
    public var wallSeconds: Double
    public var turnsPerSecond: Double
    public var jobs: Int
    public var latencyMs: Latency
    public var promptTokens: PromptBudget?
    /// Present when the backend's server reported token counts.
    public var reportedTokens: ReportedTokens?

    public static let onDeviceWindow = 4096
    static let estimateMethod =
        "estimate: characters / 4 of instructions, recap, message and (on device) the schema; an upper bound"

    package init(state: RunState, jobs: Int) {
        backend = state.identity
        turns = state.turns
        wallSeconds = (state.wallSeconds * 1000).rounded() / 1000
        // Two decimals: a model server reads well under one turn a second.
        turnsPerSecond = state.wallSeconds > 0 ? (Double(state.turns) / state.wallSeconds * 100).rounded() / 100 : 0
        self.jobs = jobs
        latencyMs = Timing.latency(state.latencies)
        var s = state
        s.trimPrompts()
        if let p = Percentiles(state.promptTokens) {
            promptTokens = PromptBudget(
                windowTokens: Timing.onDeviceWindow, p50: p.p50, p95: p.p95, max: p.max,
                largest: s.largestPrompts.map { LargePrompt(case: $0.key.caseID, turn: $0.key.turn, tokens: $0.tokens) }
            )
        }
        if !state.reportedPrompt.isEmpty {
            reportedTokens = ReportedTokens(
                turns: state.reportedPrompt.count, prompt: Spread(state.reportedPrompt),
                completion: Spread(state.reportedCompletion),
                promptOverEstimate: Percentiles(state.reportedOverEstimate).map { ($0.p50 * 100).rounded() / 100 } ?? 0)
        }
    }

    static func latency(_ values: [Double]) -> Latency {
        guard let p = Percentiles(values) else { return Latency(p50: 0, p95: 0, max: 0, mean: 0) }
        func r(_ x: Double) -> Double { (x * 100).rounded() / 100 }
        return Latency(p50: r(p.p50), p95: r(p.p95), max: r(p.max), mean: r(values.reduce(0, +) / Double(values.count)))
    }
}
