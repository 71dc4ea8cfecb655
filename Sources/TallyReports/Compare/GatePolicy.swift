import Foundation
import TallyModel

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
        /// The metric; implied (`decidedRate`) by `minDecided`.
        public var metric: String
        /// `all` (default), `locale:fr`, `tag:merchant`; `perturb:filler` for invarianceRate and flipRate.
        public var slice: String?
        public var min: Double?
        public var max: Double?
        /// With a model backend: the lower bound of the metric's lift over the app
        /// without the model (its paired 95 % interval) may not fall below this, in
        /// points (`-1` allows one point worse: non-inferiority).
        public var minLift: Double?
        /// With a model backend: the share of turns the model decides itself
        /// (`decidedRate`) may not fall below this.
        public var minDecided: Double?

        enum CodingKeys: String, CodingKey { case metric, slice, min, max, minLift, minDecided }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            slice = try c.decodeIfPresent(String.self, forKey: .slice)
            min = try c.decodeIfPresent(Double.self, forKey: .min)
            max = try c.decodeIfPresent(Double.self, forKey: .max)
            minLift = try c.decodeIfPresent(Double.self, forKey: .minLift)
            minDecided = try c.decodeIfPresent(Double.self, forKey: .minDecided)
            let named = try c.decodeIfPresent(String.self, forKey: .metric)
            metric = named ?? (minDecided != nil ? MetricID.decidedRate.rawValue : "")
        }

        /// Whether the rule is about the model itself, not the app after the pipeline.
        public var isModelSide: Bool {
            minLift != nil || minDecided != nil || (MetricID(rawValue: metric)?.isModelSide ?? false)
                || metric == MetricID.modelIntentAccuracy.rawValue
        }
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
    /// The file it was read from, as messages show it.
    public var source = "the policy"
    /// The line each rule starts on in that file (for messages and annotations).
    public var ruleLines: [Int] = []
    /// The line of the `baseline` object.
    public var baselineLine: Int?

    enum CodingKeys: String, CodingKey {
        case description, rules, baseline
    }

    static let keys: Set<String> = ["description", "rules", "baseline"]
    static let ruleKeys: Set<String> = ["metric", "slice", "min", "max", "minLift", "minDecided"]
    static let baselineKeys: Set<String> = ["maxDrop", "mustPassTags"]

    /// Reads a policy. Every key must be known and every name real: a typo
    /// ("basline", "slce", a misspelt metric) is an error, never a check
    /// quietly skipped.
    public static func load(from url: URL) throws -> GatePolicy {
        let shown = DisplayPath.of(url)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw InputError(
                file: shown, "cannot read the policy file; pass --policy FILE (e.g. gates/finely-v1.json)")
        }
        let (data, _) = try TextFile.read(url, what: "the policy file")
        return try parse(data, file: shown)
    }

    /// Reads a policy from its bytes; `file` names it in messages.
    public static func parse(_ data: Data, file shown: String) throws -> GatePolicy {
        let text = try TextFile.decode(data, file: shown)
        let json = try JSONDocument.parse(text, file: shown)
        let ruleLines = JSONDocument.elementLines(ofArray: "rules", in: text)
        try KnownKeys.check(json, keys, at: "the policy", file: shown)
        if case .array(let rules)? = json["rules"] {
            for (i, rule) in rules.enumerated() { try KnownKeys.check(rule, ruleKeys, at: "rules[\(i)]", file: shown) }
        }
        if let baseline = json["baseline"] { try KnownKeys.check(baseline, baselineKeys, at: "baseline", file: shown) }
        var policy: GatePolicy
        do {
            policy = try JSONDecoder().decode(GatePolicy.self, from: data)
        } catch {
            throw InputError(file: shown, "bad policy: \(EvalSet.describe(error)); see the example in README.md")
        }
        policy.source = shown
        policy.ruleLines = ruleLines
        if let range = text.range(of: "\"baseline\"") {
            policy.baselineLine = text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
        }
        let known = Set(MetricID.allCases.map(\.rawValue))
        func unknownMetric(_ name: String, at place: String) -> InputError {
            let hint = Suggest.closest(to: name, in: known).map { "did you mean '\($0)'? " } ?? ""
            return InputError(
                file: shown,
                "\(place): unknown metric '\(name)'; \(hint)use one of \(known.sorted().joined(separator: ", "))")
        }
        for (i, rule) in policy.rules.enumerated() {
            if rule.minDecided != nil, case .array(let raw)? = json["rules"], i < raw.count, raw[i]["metric"] != nil {
                throw InputError(
                    file: shown,
                    "rules[\(i)]: \"minDecided\" is a rule of its own on decidedRate; drop \"metric\" or write \"min\" instead"
                )
            }
            guard !rule.metric.isEmpty else {
                throw InputError(file: shown, "rules[\(i)]: give \"metric\" (or write a \"minDecided\" rule)")
            }
            guard known.contains(rule.metric) else { throw unknownMetric(rule.metric, at: "rules[\(i)]") }
            guard rule.min != nil || rule.max != nil || rule.minLift != nil || rule.minDecided != nil else {
                throw InputError(
                    file: shown, "rules[\(i)] (\(rule.metric)): give \"min\", \"max\", \"minLift\" or \"minDecided\"")
            }
            if rule.minLift != nil {
                guard let id = MetricID(rawValue: rule.metric), id.lift != nil else {
                    let rates = MetricID.lifts.compactMap(\.liftBase).map(\.rawValue).joined(separator: ", ")
                    throw InputError(
                        file: shown,
                        "rules[\(i)] (\(rule.metric)): no lift is measured for it; minLift takes one of \(rates)"
                    )
                }
            }
            if let id = MetricID(rawValue: rule.metric) {
                let line = i < ruleLines.count ? ruleLines[i] : nil
                let bounds = [("min", rule.min), ("max", rule.max)].compactMap { k, v in v.map { (k, $0, id.boundRule) }
                }
                let model = [("minDecided", rule.minDecided, NumberRule.share), ("minLift", rule.minLift, .points)]
                for (key, value, numbers) in bounds + model.compactMap({ k, v, r in v.map { (k, $0, r) } }) {
                    guard let problem = numbers.problem(value) else { continue }
                    throw InputError(
                        file: shown, line: line,
                        "rules[\(i)] (\(rule.metric), a \(key == "minLift" ? "lift" : id.kind.rawValue)): \"\(key)\": \(problem)"
                    )
                }
            }
            if let min = rule.min, let max = rule.max, min > max {
                throw InputError(
                    file: shown, "rules[\(i)] (\(rule.metric)): min \(min) is above max \(max); no report could pass")
            }
            let slice = rule.slice ?? "all"
            let perturbation = MetricID(rawValue: rule.metric)?.isPerturbation ?? false
            if slice.hasPrefix("perturb:") {
                let name = String(slice.dropFirst(8))
                guard PerturbationFamily(rawValue: name) != nil else {
                    let names = PerturbationFamily.allCases.map(\.rawValue)
                    let hint = Suggest.closest(to: name, in: names).map { "did you mean 'perturb:\($0)'? " } ?? ""
                    throw InputError(
                        file: shown,
                        "rules[\(i)]: unknown perturbation family '\(name)'; \(hint)use one of \(names.joined(separator: ", "))"
                    )
                }
                guard perturbation else {
                    throw InputError(
                        file: shown,
                        "rules[\(i)] (\(rule.metric)): a perturb:<family> slice holds only invarianceRate and flipRate")
                }
            } else if perturbation, slice != "all" {
                throw InputError(
                    file: shown,
                    "rules[\(i)] (\(rule.metric)): measured over perturbed variants, by family: use slice all or perturb:<family>"
                )
            } else if slice != "all", !slice.hasPrefix("locale:"), !slice.hasPrefix("tag:") {
                throw InputError(
                    file: shown,
                    "rules[\(i)]: slice '\(slice)' must be all, locale:<code>, tag:<tag> or perturb:<family>")
            }
        }
        for metric in (policy.baseline?.maxDrop ?? [:]).keys.sorted() where metric != "*" && !known.contains(metric) {
            throw unknownMetric(metric, at: "baseline.maxDrop")
        }
        for (metric, drop) in (policy.baseline?.maxDrop ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let problem = NumberRule.drop.problem(drop) else { continue }
            throw InputError(file: shown, line: policy.baselineLine, "baseline.maxDrop.\(metric): \(problem)")
        }
        return policy
    }
}
