import FinanceAssistant

/// `summary.json`'s `perturbations`: the seed and families a run was perturbed
/// with, and per family how often a variant was read as its original was
/// (`invarianceRate`) and how often its verdict flipped (`flipRate`), with the
/// first flips. Absent from a run without `--perturb`.
public struct Perturbations: Codable, Hashable, Sendable {
    public static let flipsShown = 20

    public var seed: UInt64
    public var families: [PerturbationFamily]
    public var byFamily: [String: FamilyScores]
}

/// One family's figures.
public struct FamilyScores: Codable, Hashable, Sendable {
    public var kind: PerturbationFamily.Kind
    /// Turns with at least one variant of this family.
    public var turns: Int
    public var variants: Int
    /// Variants the backend could not answer (read by the rules instead): in no rate.
    public var backendFailures: Int
    /// `invarianceRate` and `flipRate`, over the variants the backend answered.
    public var metrics: [String: Metric]
    /// Variants wrong where their original was right, and the reverse.
    public var broke: Int
    public var fixed: Int
    /// The first flips, by case and turn (all of them are in `cases.jsonl`).
    public var flips: [FlipLine]

    public subscript(_ id: MetricID) -> Metric? { metrics[id.rawValue] }
}

/// A variant whose verdict differs from its original's: both texts and both readings.
public struct FlipLine: Codable, Hashable, Sendable {
    public var `case`: String
    public var turn: Int
    public var kind: String
    public var flip: VariantRecord.Flip
    /// What the variant is scored against.
    public var expected: String
    public var text: String
    public var read: String
    public var variantText: String
    public var variantRead: String
    /// The `history` family's earlier exchange.
    public var history: String?

    var key: TurnKey { TurnKey(caseID: self.case, turn: turn) }
}

/// The running counts of one family: grows by counters, plus a bounded list of flips.
struct FamilyCounters: Sendable {
    var turns = 0
    var variants = 0
    var backendFailures = 0
    var invariant = Ratio()
    var flipped = Ratio()
    var broke = 0
    var fixed = 0
    /// The flips kept so far, with their place in the turn's list (for a stable order).
    var flips: [(order: Int, line: FlipLine)] = []

    mutating func add(_ v: VariantRecord, order: Int, of r: TurnRecord) {
        variants += 1
        if v.isBackendFailure {
            backendFailures += 1
            return
        }
        invariant.add(v.invariant)
        flipped.add(v.flip != nil)
        guard let flip = v.flip else { return }
        if flip == .broke { broke += 1 } else { fixed += 1 }
        flips.append(
            (
                order,
                FlipLine(
                    case: r.case, turn: r.turn, kind: v.kind, flip: flip,
                    expected: (v.expected ?? r.expected).summary, text: r.text, read: r.read.summary,
                    variantText: v.text, variantRead: v.read.summary, history: v.history)
            ))
        if flips.count > Perturbations.flipsShown * 2 { trim() }
    }

    mutating func trim() {
        flips.sort { ($0.line.key, $0.order) < ($1.line.key, $1.order) }
        if flips.count > Perturbations.flipsShown { flips.removeLast(flips.count - Perturbations.flipsShown) }
    }

    func scores(_ family: PerturbationFamily) -> FamilyScores {
        var kept = self
        kept.trim()
        return FamilyScores(
            kind: family.kind, turns: turns, variants: variants, backendFailures: backendFailures,
            metrics: [
                MetricID.invarianceRate.rawValue: invariant.metric, MetricID.flipRate.rawValue: flipped.metric,
            ], broke: broke, fixed: fixed, flips: kept.flips.map(\.line))
    }
}

extension RunState {
    /// Counts a turn's variants, family by family.
    mutating func ingestVariants(of r: TurnRecord) {
        guard let variants = r.variants else { return }
        for family in Set(variants.map(\.family)) { perturbations[family, default: FamilyCounters()].turns += 1 }
        for (order, v) in variants.enumerated() {
            perturbations[v.family, default: FamilyCounters()].add(v, order: order, of: r)
        }
    }
}

extension Perturbations {
    /// The figures of a run perturbed with `plan`: every planned family, with
    /// or without variants; the pooled rates go to `summary.json`'s metrics.
    init(plan: PerturbationPlan, counters: [PerturbationFamily: FamilyCounters]) {
        seed = plan.seed
        families = plan.families
        byFamily = Dictionary(
            uniqueKeysWithValues: plan.families.map { ($0.rawValue, (counters[$0] ?? FamilyCounters()).scores($0)) })
    }

    /// Every family's variants together.
    static func pooled(_ counters: [PerturbationFamily: FamilyCounters]) -> [String: Metric] {
        var invariant = Ratio()
        var flipped = Ratio()
        for c in counters.values {
            invariant.hits += c.invariant.hits
            invariant.n += c.invariant.n
            flipped.hits += c.flipped.hits
            flipped.n += c.flipped.n
        }
        return [MetricID.invarianceRate.rawValue: invariant.metric, MetricID.flipRate.rawValue: flipped.metric]
    }
}
