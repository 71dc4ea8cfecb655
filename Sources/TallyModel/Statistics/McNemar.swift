import Foundation

/// The exact McNemar test on paired per-turn outcomes: did B fix more turns
/// than it broke, beyond chance?
public enum McNemar {
    /// Two-sided exact p-value for `broken` (A right, B wrong) and `fixed`
    /// (A wrong, B right) discordant turns: 2 · P(X ≤ min) for X ~ Bin(b + c, ½), capped at 1.
    public static func exactP(broken: Int, fixed: Int) -> Double {
        let n = broken + fixed
        guard n > 0 else { return 1 }
        let k = min(broken, fixed)
        // Sum binomial probabilities in log space: stable for large n.
        var logTerms: [Double] = []
        for i in 0...k { logTerms.append(logChoose(n, i) - Double(n) * log(2)) }
        let peak = logTerms.max()!
        let tail = exp(peak) * logTerms.reduce(0) { $0 + exp($1 - peak) }
        return min(1, 2 * tail)
    }

    static func logChoose(_ n: Int, _ k: Int) -> Double {
        lgamma(Double(n + 1)) - lgamma(Double(k + 1)) - lgamma(Double(n - k + 1))
    }
}
