import Foundation

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
        /// The on-device model's window (instructions, prompt, schema and response).
        public var windowTokens: Int
        public var p50: Int
        public var p95: Int
        public var max: Int
        /// The turns closest to overflowing.
        public var largest: [LargePrompt]
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

    public static let onDeviceWindow = 4096

    init(state: RunState, jobs: Int) {
        backend = state.identity
        turns = state.turns
        wallSeconds = (state.wallSeconds * 1000).rounded() / 1000
        turnsPerSecond = state.wallSeconds > 0 ? (Double(state.turns) / state.wallSeconds).rounded() : 0
        self.jobs = jobs
        latencyMs = Timing.latency(state.latencies)
        var s = state
        s.trimPrompts()
        if !state.promptTokens.isEmpty {
            let sorted = state.promptTokens.sorted()
            promptTokens = PromptBudget(
                windowTokens: Timing.onDeviceWindow, p50: sorted[sorted.count / 2],
                p95: sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))], max: sorted.last ?? 0,
                largest: s.largestPrompts.map { LargePrompt(case: $0.key.caseID, turn: $0.key.turn, tokens: $0.tokens) }
            )
        }
    }

    static func latency(_ values: [Double]) -> Latency {
        guard !values.isEmpty else { return Latency(p50: 0, p95: 0, max: 0, mean: 0) }
        let sorted = values.sorted()
        func r(_ x: Double) -> Double { (x * 100).rounded() / 100 }
        return Latency(
            p50: r(sorted[sorted.count / 2]), p95: r(sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.95))]),
            max: r(sorted.last!), mean: r(values.reduce(0, +) / Double(values.count)))
    }
}
