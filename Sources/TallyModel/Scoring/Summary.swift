import FinanceAssistant
import Foundation

/// `summary.json`: every metric of a run, overall, by locale, by tag and per
/// intent, with the confusion matrix — deterministic (sorted keys, values
/// rounded to 4 decimals, no clock, no path).
public struct Summary: Codable, Hashable, Sendable {
    public static let schemaVersion = 3

    public struct SetInfo: Codable, Hashable, Sendable {
        public var id: String
        public var version: String
        public var sha256: String
    }

    public struct Counts: Codable, Hashable, Sendable {
        public var conversations: Int
        public var turns: Int
        public var pairs: Int
        public var answerTurns: Int
        public var backendErrors: Int
        /// Turns the rules read because the backend could not answer (`FallbackKind.infrastructure`).
        public var infrastructureFailures: Int
        public var replayMissing: Int
        public var replayStale: Int
    }

    public struct Parity: Codable, Hashable, Sendable {
        public var pairs: Int
        public var enTurnAccuracy: Metric
        public var frTurnAccuracy: Metric
        /// Pairs whose two languages were read differently, by pair id.
        public var disagreeing: [String]
    }

    public struct Repeats: Codable, Hashable, Sendable {
        public var k: Int
        public var turns: Int
        public var flaky: [FlakyTurn]
    }

    /// What a shard of a run (`--shard I/N`) records so that `tally merge` can
    /// write the report the whole run would have: which part it is, and the
    /// settings the whole report's completeness depends on.
    public struct ShardInfo: Codable, Hashable, Sendable {
        public var index: Int
        public var count: Int
        public var maxBackendFailures: Double
        /// The shard stopped early (`--max-errors`): its part is not whole.
        public var stoppedEarly: Bool?
        /// The SHA-256 of the shard's own `cases.jsonl`, line by line as written:
        /// `tally merge` refuses a file that is not the one the shard wrote
        /// (emptied or cut by a failed artifact download, a line deleted).
        public var casesSHA256: String?
        /// What the whole run selects of the set, over every shard: the same in each.
        public var selection: Selection?

        public var shard: Shard? { Shard(index: index, count: count) }
    }

    /// The conversations a run selects of its set (its filters, every shard
    /// together): how many, their turns, and the SHA-256 of their ids and
    /// turn counts in id order (`id`, NUL, turns, newline each), so that
    /// `tally merge` can tell that the shards hold each of them exactly once.
    public struct Selection: Codable, Hashable, Sendable {
        public var conversations: Int
        public var turns: Int
        public var sha256: String

        /// Builds a selection's hash as conversations come, in id order.
        package struct Builder {
            private var hasher = SHA256.Hasher()
            private(set) var conversations = 0
            private(set) var turns = 0

            package init() {}

            package mutating func add(_ id: String, turns count: Int) {
                hasher.update(Array("\(id)\u{0}\(count)\n".utf8))
                conversations += 1
                turns += count
            }

            package var selection: Selection {
                var h = hasher
                return Selection(conversations: conversations, turns: turns, sha256: h.finalizeHex())
            }
        }
    }

    /// The app without the model (the rules reader through the same pipeline,
    /// with its own history) on the same turns: its own figures, and how the
    /// model changed each turn (docs/metrics.md, "The app without the model").
    public struct WithoutModel: Codable, Hashable, Sendable {
        /// The rates a lift compares, as the app without the model scores them.
        public var metrics: [String: Metric]
        /// Per rate a lift compares: both right, model helped, model hurt, both wrong, McNemar's p.
        public var paired: [String: PairedTable]
        /// Turn accuracy's table by locale, by tag and by expected intent.
        public var byLocale: [String: PairedTable]
        public var byTag: [String: PairedTable]
        public var byIntent: [String: PairedTable]
    }

    /// Which layer broke the failing turns (`brokenBy` in `cases.jsonl`).
    public struct Attribution: Codable, Hashable, Sendable {
        public var all: [String: Int]
        public var byLocale: [String: [String: Int]]
        public var byTag: [String: [String: Int]]
    }

    public struct FlakyTurn: Codable, Hashable, Sendable {
        public var `case`: String
        public var turn: Int
        public var text: String
        public var intents: [String]
    }

    public var schemaVersion: Int
    /// The Tally that wrote the report (`tally --version`).
    public var toolVersion: String
    /// False when the figures do not describe the backend named: too many of
    /// its calls failed (`--max-backend-failures`), or the run stopped early
    /// (`--max-errors`). `tally gate` refuses such a report.
    public var complete: Bool
    /// Why the report is incomplete, in one sentence.
    public var incomplete: String?
    public var set: SetInfo
    public var backend: BackendIdentity
    public var promptVersion: String
    /// The prompt folder's label (`finely-1`) and the reading contract (absent
    /// from reports written before prompts were folders: `finely`).
    public var promptLabel: String?
    public var contract: ReadingContract?
    public var pipelineVersion: String
    public var filters: [String]
    public var counts: Counts
    public var metrics: [String: Metric]
    public var byLocale: [String: [String: Metric]]
    public var byTag: [String: [String: Metric]]
    public var perIntent: [String: IntentScores]
    /// expected intent → read intent → turns.
    public var confusion: [String: [String: Int]]
    public var fallbacks: [String: Int]
    public var parity: Parity
    public var repeats: Repeats?
    /// With `--perturb`: the seed, the families and their figures.
    public var perturbations: Perturbations?
    /// Only in a shard's report: `tally gate` refuses it, `tally merge` joins it with the others.
    public var shard: ShardInfo?
    /// With a model backend: the same turns without the model.
    public var withoutModel: WithoutModel?
    /// Which layer broke each failing turn.
    public var attribution: Attribution

    /// Whether a model read the turns (any backend but the rules): its report leads with the model's figures.
    public var readByModel: Bool { withoutModel != nil }

    /// The prompt the readings answered.
    public var prompt: PromptIdentity {
        PromptIdentity(label: promptLabel ?? "unlabelled", version: promptVersion, contract: contract ?? .finely)
    }

    /// What a run was asked for, as its summary records it: values, not the engine's options,
    /// so that the model knows nothing of the runner (`RunOptions.request` makes one).
    package struct Request: Sendable {
        package var filters: [CaseFilter] = []
        package var repeats = 1
        package var perturbation: PerturbationPlan?
        package var shard: Shard?
        package var maxBackendFailures: Double
        package var maxErrors: Int?

        package init(
            filters: [CaseFilter], repeats: Int, perturbation: PerturbationPlan?, shard: Shard?,
            maxBackendFailures: Double, maxErrors: Int?
        ) {
            self.filters = filters
            self.repeats = repeats
            self.perturbation = perturbation
            self.shard = shard
            self.maxBackendFailures = maxBackendFailures
            self.maxErrors = maxErrors
        }
    }

    /// - Parameter selection: what the whole run selects of the set, recorded by a shard for `tally merge`.
    package init(
        state s: RunState, set: SetInfo, options: Request, selectedTurns: Int, selection: Selection? = nil
    ) {
        let filters = options.filters
        let repeats = options.repeats
        schemaVersion = Summary.schemaVersion
        toolVersion = Tally.version
        (complete, incomplete) = Summary.completeness(s, options: options, selectedTurns: selectedTurns)
        self.set = set
        backend = s.identity
        promptVersion = s.prompt.version
        promptLabel = s.prompt.label
        contract = s.prompt.contract
        pipelineVersion = AssistantPipeline.version
        self.filters = filters.map(\.description)
        metrics = s.overall.metrics
        metrics[MetricID.intentMacroF1.rawValue] = s.confusion.macroF1Metric()

        // EN/FR parity over paired conversations.
        var enRatio = Ratio()
        var frRatio = Ratio()
        var disagreeing: [String] = []
        var complete = 0
        for (id, halves) in s.pairs where halves.isComplete {
            complete += 1
            for (_, t) in halves.en { enRatio.add(t.pass) }
            for (_, t) in halves.fr { frRatio.add(t.pass) }
            let turns = Set(halves.en.keys).union(halves.fr.keys)
            if turns.contains(where: { halves.en[$0]?.signature != halves.fr[$0]?.signature }) {
                disagreeing.append(id)
            }
        }
        disagreeing.sort()
        if enRatio.n > 0 && frRatio.n > 0 {
            let gap = Double(enRatio.hits) / Double(enRatio.n) - Double(frRatio.hits) / Double(frRatio.n)
            let (lo, hi) = Wilson.difference(hits1: enRatio.hits, n1: enRatio.n, hits2: frRatio.hits, n2: frRatio.n)
            metrics[MetricID.parityGap.rawValue] = Metric(
                value: Metric.round4(gap), n: enRatio.n + frRatio.n, ci95: [Metric.round4(lo), Metric.round4(hi)])
        } else {
            metrics[MetricID.parityGap.rawValue] = Metric(value: nil, n: 0, ci95: nil)
        }
        metrics[MetricID.pairDisagreementRate.rawValue] = Metric.proportion(disagreeing.count, of: complete)
        parity = Parity(
            pairs: complete, enTurnAccuracy: enRatio.metric, frTurnAccuracy: frRatio.metric, disagreeing: disagreeing)

        if repeats > 1 {
            metrics[MetricID.consistencyRate.rawValue] = Metric.proportion(s.consistent, of: s.repeatTurns)
            metrics[MetricID.passAllRate.rawValue] = Metric.proportion(s.passAll, of: s.repeatTurns)
            self.repeats = Repeats(
                k: repeats, turns: s.repeatTurns,
                flaky: s.flaky.sorted { $0.key < $1.key }.map {
                    FlakyTurn(case: $0.key.caseID, turn: $0.key.turn, text: $0.text, intents: $0.intents)
                })
        }

        if let plan = options.perturbation {
            perturbations = Perturbations(plan: plan, counters: s.perturbations)
            metrics.merge(Perturbations.pooled(s.perturbations)) { $1 }
        }
        if let shard = options.shard {
            self.shard = ShardInfo(
                index: shard.index, count: shard.count, maxBackendFailures: options.maxBackendFailures,
                stoppedEarly: s.stoppedForErrors ? true : nil, selection: selection)
        }

        if s.overall.readByModel {
            var own: [String: Metric] = [:]
            var paired: [String: PairedTable] = [:]
            for lift in MetricID.lifts {
                guard let base = lift.liftBase, let table = s.overall.table(lift) else { continue }
                paired[base.rawValue] = table
                let good = table.bothRight + table.hurt
                own[base.rawValue] = .proportion(base.direction == .lowerIsBetter ? table.n - good : good, of: table.n)
            }
            func turnTables<K>(_ slices: [K: SliceCounters], _ name: (K) -> String) -> [String: PairedTable] {
                Dictionary(
                    uniqueKeysWithValues: slices.compactMap { key, counters in
                        counters.table(.turnAccuracy).map { (name(key), $0) }
                    })
            }
            withoutModel = WithoutModel(
                metrics: own, paired: paired, byLocale: turnTables(s.byLocale) { $0.rawValue },
                byTag: turnTables(s.byTag) { $0 },
                byIntent: Dictionary(uniqueKeysWithValues: s.pairedByIntent.map { ($0.key.rawValue, $0.value.tested) }))
        }
        func names(_ counts: [PipelineLayer: Int]) -> [String: Int] {
            Dictionary(uniqueKeysWithValues: counts.map { ($0.key.rawValue, $0.value) })
        }
        attribution = Attribution(
            all: names(s.brokenBy),
            byLocale: Dictionary(uniqueKeysWithValues: s.brokenByLocale.map { ($0.key.rawValue, names($0.value)) }),
            byTag: Dictionary(uniqueKeysWithValues: s.brokenByTag.map { ($0.key, names($0.value)) }))

        byLocale = Dictionary(uniqueKeysWithValues: s.byLocale.map { ($0.key.rawValue, $0.value.metrics) })
        byTag = Dictionary(uniqueKeysWithValues: s.byTag.map { ($0.key, $0.value.metrics) })
        perIntent = s.confusion.perIntent()
        confusion = s.confusion.sparse()
        fallbacks = Dictionary(uniqueKeysWithValues: s.fallbacks.map { ($0.key.rawValue, $0.value) })
        counts = Counts(
            conversations: s.conversations, turns: s.turns, pairs: complete, answerTurns: s.overall.answer.n,
            backendErrors: s.backendErrors, infrastructureFailures: s.infrastructureFailures,
            replayMissing: s.missing, replayStale: s.stale)
    }

    /// Whether the figures describe the backend, and if not, why.
    static func completeness(_ s: RunState, options: Request, selectedTurns: Int) -> (Bool, String?) {
        let name = "\(s.identity.backend) \(s.identity.modelVersion)"
        if s.stoppedForErrors {
            return (
                false,
                "the run stopped after \(s.backendErrors) backend errors (--max-errors \(options.maxErrors ?? 0)): \(s.turns) of \(selectedTurns) turns were run"
            )
        }
        guard s.turns > 0, s.infrastructureFailures > 0 else { return (true, nil) }
        let share = Double(s.infrastructureFailures) / Double(s.turns)
        guard share > options.maxBackendFailures else { return (true, nil) }
        let reasons = s.fallbacks.filter { $0.key.kind == .infrastructure }.sorted { $0.key < $1.key }
            .map { "\($0.key.rawValue) \($0.value)" }.joined(separator: ", ")
        let what =
            s.infrastructureFailures == s.turns
            ? "the backend answered no turn" : "the backend failed on \(s.infrastructureFailures) of \(s.turns) turns"
        let percent = { (x: Double) in String(format: "%.1f %%", x * 100) }
        return (
            false,
            "\(what) (\(percent(share)): \(reasons)), more than --max-backend-failures allows (\(percent(options.maxBackendFailures))); those turns were read by the rules, so these figures do not describe \(name)"
        )
    }

    /// Reads a report's `summary.json`, refusing other schema versions.
    public static func load(from url: URL) throws -> Summary {
        let shown = DisplayPath.of(url)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw InputError(file: shown, "no summary.json here; pass a report folder written by `tally run`")
        }
        return try parse(data, file: shown)
    }

    /// Reads a summary from its bytes, checked as `load` does; `shown` names it in messages.
    public static func parse(_ data: Data, file shown: String) throws -> Summary {
        struct Version: Decodable { var schemaVersion: Int? }
        let version = (try? JSONDecoder().decode(Version.self, from: data))?.schemaVersion
        guard version == Summary.schemaVersion else {
            throw InputError(
                file: shown,
                "report schema \(version.map(String.init) ?? "unknown") is not \(Summary.schemaVersion); re-run `tally run` to regenerate this report"
            )
        }
        let summary: Summary
        do {
            summary = try JSONDecoder().decode(Summary.self, from: data)
        } catch {
            throw InputError(file: shown, "unreadable summary: \(EvalSet.describe(error)); re-run `tally run`")
        }
        if let problem = summary.numberProblem() {
            throw InputError(file: shown, "\(problem); this is not what `tally run` writes: re-run it")
        }
        return summary
    }

    /// The first number no run writes: a metric outside −1…1 or over a negative
    /// count, a negative count, a shard that is no part of a run. Checked once on
    /// load, so that gate, diff, matrix and merge compute only with what a run can make.
    func numberProblem() -> String? {
        func check(_ metrics: [String: Metric], at place: String) -> String? {
            for (name, m) in metrics.sorted(by: { $0.key < $1.key }) {
                let values = [m.value].compactMap { $0 } + (m.ci95 ?? [])
                for v in values {
                    let x = NSDecimalNumber(decimal: v).doubleValue
                    if !(x.isFinite && (-1...1).contains(x)) {
                        return "\(place)\(name) is \(NumberRule.text(x)); a metric lies between -1 and 1"
                    }
                }
                if m.n < 0 { return "\(place)\(name) counts \(m.n) turns" }
            }
            return nil
        }
        if let p = check(metrics, at: "metrics.") { return p }
        for (locale, m) in byLocale.sorted(by: { $0.key < $1.key }) {
            if let p = check(m, at: "byLocale.\(locale).") { return p }
        }
        for (tag, m) in byTag.sorted(by: { $0.key < $1.key }) {
            if let p = check(m, at: "byTag.\(tag).") { return p }
        }
        for (family, f) in (perturbations?.byFamily ?? [:]).sorted(by: { $0.key < $1.key }) {
            if let p = check(f.metrics, at: "perturbations.byFamily.\(family).metrics.") { return p }
        }
        if let w = withoutModel, let p = check(w.metrics, at: "withoutModel.metrics.") { return p }
        for (what, n) in [("conversations", counts.conversations), ("turns", counts.turns)] where n < 0 {
            return "counts.\(what) is \(n)"
        }
        if let shard, shard.shard == nil {
            return "shard \(shard.index)/\(shard.count) is no part of a run (1 ≤ index ≤ count ≤ \(Shard.maxCount))"
        }
        if let shard, let p = NumberRule.share.problem(shard.maxBackendFailures) {
            return "shard.maxBackendFailures: \(p)"
        }
        return nil
    }
}
