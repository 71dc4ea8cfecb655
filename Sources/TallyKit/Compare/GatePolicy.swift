import Foundation

/// A gate policy (JSON): absolute bounds per metric and slice, and — against
/// a baseline — the largest allowed drop per metric and the tags whose turns
/// may never break.
///
/// ```json
/// {"rules": [{"metric": "adviceRefusalRate", "min": 1.0},
///            {"metric": "falseRefusalRate", "max": 0.03},
///            {"metric": "intentAccuracy", "slice": "locale:fr", "min": 0.8}],
///  "baseline": {"maxDrop": {"turnAccuracy": 0.01, "*": 0.02}, "mustPassTags": ["advice"]}}
/// ```
public struct GatePolicy: Codable, Sendable {
    public struct Rule: Codable, Sendable {
        public var metric: String
        /// `all` (default), `locale:fr`, `tag:merchant`.
        public var slice: String?
        public var min: Double?
        public var max: Double?
    }

    public struct Baseline: Codable, Sendable {
        /// metric → the largest drop allowed (in the metric's bad direction); `*` for every headline metric.
        public var maxDrop: [String: Double]?
        /// Turns with these tags that pass in the baseline must pass in the candidate.
        public var mustPassTags: [String]?
    }

    public var description: String?
    public var rules: [Rule]
    public var baseline: Baseline?

    public static func load(from url: URL) throws -> GatePolicy {
        let shown = DisplayPath.of(url)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw CorpusError(
                file: shown, "cannot read the policy file; pass --policy FILE (e.g. gates/finely-v1.json)")
        }
        let policy: GatePolicy
        do {
            policy = try JSONDecoder().decode(GatePolicy.self, from: data)
        } catch {
            throw CorpusError(file: shown, "bad policy: \(EvalSet.describe(error)); see the example in README.md")
        }
        let known = Set(Summary.headline + ["consistencyRate", "passAllRate"])
        for (i, rule) in policy.rules.enumerated() {
            guard known.contains(rule.metric) else {
                throw CorpusError(
                    file: shown,
                    "rules[\(i)]: unknown metric '\(rule.metric)'; use one of \(known.sorted().joined(separator: ", "))"
                )
            }
            guard rule.min != nil || rule.max != nil else {
                throw CorpusError(file: shown, "rules[\(i)] (\(rule.metric)): give \"min\" or \"max\"")
            }
            if let slice = rule.slice, slice != "all", !slice.hasPrefix("locale:"), !slice.hasPrefix("tag:") {
                throw CorpusError(file: shown, "rules[\(i)]: slice '\(slice)' must be all, locale:<code> or tag:<tag>")
            }
        }
        for metric in (policy.baseline?.maxDrop ?? [:]).keys where metric != "*" && !known.contains(metric) {
            throw CorpusError(file: shown, "baseline.maxDrop: unknown metric '\(metric)'")
        }
        return policy
    }
}
