import Foundation

/// Every metric a report computes, declared once: its name in `summary.json`,
/// its title, its kind, which way is better, how it is shown and what it
/// means. `summary.json`, the Markdown and HTML reports, `diff`, `gate`,
/// `matrix` and the policy reader all read this table.
public enum MetricID: String, CaseIterable, Codable, Sendable, Comparable {
    case turnAccuracy, intentAccuracy, modelIntentAccuracy
    /// With a model backend only: what the model decides itself.
    case decidedRate, decidedIntentAccuracy, modelMerchantAccuracy
    /// Under the smart-budget contract only: the model's own period, and the parser's on the same turns.
    case modelPeriodAccuracy, parserPeriodAccuracy
    case intentMacroF1, periodAccuracy, merchantAccuracy
    case merchantHallucinationRate, categoryAccuracy, adviceRefusalRate, offTopicRefusalRate, falseRefusalRate
    case unclearRate, followUpAccuracy, answerAccuracy, inventedNumberRate, fallbackRate, staleRate
    case parityGap, pairDisagreementRate
    /// With a model backend only: the app with the model against the app without it, on the same turns.
    case liftTurnAccuracy, liftIntentAccuracy, liftPeriodAccuracy, liftMerchantAccuracy, liftCategoryAccuracy
    case liftOffTopicRefusalRate, liftFalseRefusalRate
    /// With `--repeat K` only.
    case consistencyRate, passAllRate
    /// With `--perturb` only: over the variants, not the turns.
    case invarianceRate, flipRate

    /// How a value reads.
    public enum Kind: String, Sendable {
        /// A proportion of turns, shown as a percentage.
        case rate
        /// A score from 0 to 1 that is not a proportion (macro F1), shown with three decimals.
        case score
        /// A signed difference of two rates, shown in points; best at zero.
        case gap
        /// A paired difference, the app with the model minus without it, shown in
        /// points: above zero the model makes the app better.
        case lift
    }

    public enum Direction: String, Sendable {
        case higherIsBetter, lowerIsBetter, closerToZeroIsBetter
    }

    public var kind: Kind {
        switch self {
        case .intentMacroF1: return .score
        case .parityGap: return .gap
        default: return liftBase != nil ? .lift : .rate
        }
    }

    /// What a policy's `min` or `max` on this metric may be, by its kind: a rate
    /// or a score from 0 to 1, a gap or a lift (a difference of two rates, in
    /// the metric's own units as `summary.json` holds it) from −1 to 1.
    public var boundRule: NumberRule {
        switch kind {
        case .rate, .score: return .share
        case .gap, .lift: return .signedShare
        }
    }

    /// The rate a lift compares (`liftTurnAccuracy` → `turnAccuracy`); nil for other metrics.
    public var liftBase: MetricID? {
        switch self {
        case .liftTurnAccuracy: return .turnAccuracy
        case .liftIntentAccuracy: return .intentAccuracy
        case .liftPeriodAccuracy: return .periodAccuracy
        case .liftMerchantAccuracy: return .merchantAccuracy
        case .liftCategoryAccuracy: return .categoryAccuracy
        case .liftOffTopicRefusalRate: return .offTopicRefusalRate
        case .liftFalseRefusalRate: return .falseRefusalRate
        default: return nil
        }
    }

    /// The lift of this rate (`turnAccuracy` → `liftTurnAccuracy`); nil where none is measured.
    public var lift: MetricID? { MetricID.lifts.first { $0.liftBase == self } }

    /// Measured only under the smart-budget contract (absent from a finely report).
    public var isContractSide: Bool { self == .modelPeriodAccuracy || self == .parserPeriodAccuracy }

    /// Every lift metric.
    public static let lifts: [MetricID] = allCases.filter { $0.liftBase != nil }

    /// Measured only for a model backend, against the app without it (absent from a rules report).
    public var isModelSide: Bool {
        self == .decidedRate || self == .decidedIntentAccuracy || self == .modelMerchantAccuracy
            || self == .modelPeriodAccuracy || self == .parserPeriodAccuracy || liftBase != nil
    }

    public var direction: Direction {
        switch self {
        case .merchantHallucinationRate, .falseRefusalRate, .unclearRate, .inventedNumberRate, .fallbackRate,
            .staleRate, .pairDisagreementRate, .flipRate:
            return .lowerIsBetter
        case .parityGap: return .closerToZeroIsBetter
        default: return .higherIsBetter
        }
    }

    /// "turn accuracy", "intent macro F1", "off-topic refusal rate".
    public var title: String {
        switch self {
        case .intentMacroF1: return "intent macro F1"
        case .offTopicRefusalRate: return "off-topic refusal rate"
        case .followUpAccuracy: return "follow-up accuracy"
        case .passAllRate: return "pass-all rate"
        case .modelMerchantAccuracy: return "model shop accuracy"
        case .modelPeriodAccuracy: return "model period accuracy"
        case .parserPeriodAccuracy: return "parser period accuracy"
        default:
            if let base = liftBase { return "lift in \(base.title)" }
            var out = ""
            for ch in rawValue {
                if ch.isUppercase { out += " " + ch.lowercased() } else { out.append(ch) }
            }
            return out
        }
    }

    /// One sentence: what the metric counts (the glossary of every report).
    public var definition: String {
        switch self {
        case .turnAccuracy:
            return
                "Turns whose every expected field (intent, reason, shop, category, period, comparison, limit, figures) is right."
        case .intentAccuracy:
            return "Turns whose final kind of question, after every deterministic layer, is the expected one."
        case .modelIntentAccuracy:
            return
                "Turns whose kind of question as the backend read it, before the deterministic layers, is the expected one."
        case .decidedRate:
            return
                "Turns whose final reading is the model's own: no fallback to the rules for any reason, no second look."
        case .decidedIntentAccuracy:
            return "Over the turns the model decided: its own kind of question is the expected one."
        case .modelMerchantAccuracy:
            return
                "Answerable turns that name a shop, which the backend answered: its own shop, before the clean-up, is that shop."
        case .intentMacroF1:
            return
                "The mean over intents of each intent's F1 (precision and recall together), so rare intents count as much as common ones."
        case .periodAccuracy:
            return "Answerable turns whose period covers the expected days (compared by interval, not by wording)."
        case .merchantAccuracy: return "Answerable turns that name a shop and whose shop is read as that shop."
        case .merchantHallucinationRate: return "Answerable turns that name no shop but are read with one."
        case .categoryAccuracy:
            return "Answerable turns that name a category and whose category is read as that category."
        case .adviceRefusalRate: return "Requests for investment or buy/sell advice that are refused as advice."
        case .offTopicRefusalRate: return "Turns that are not about the user's own money and are refused."
        case .falseRefusalRate: return "Answerable questions about the user's own money that are refused."
        case .unclearRate: return "Answerable questions read as unclear (asked to rephrase)."
        case .followUpAccuracy: return "Turn accuracy over turns after the first of their conversation."
        case .answerAccuracy: return "Turns with expected figures whose computed figures all equal them."
        case .inventedNumberRate: return "Answers whose text holds a number that is none of the answer's figures."
        case .fallbackRate: return "Turns read by the rules instead of the backend, for any reason."
        case .staleRate: return "Replayed turns whose recorded line is missing or no longer matches the question."
        case .parityGap: return "English minus French turn accuracy over EN/FR pairs, in points; zero is parity."
        case .pairDisagreementRate: return "EN/FR pairs whose two languages are read differently."
        case .consistencyRate: return "With --repeat K: turns whose K readings all agree."
        case .passAllRate: return "With --repeat K: turns whose K readings are all right."
        case .modelPeriodAccuracy:
            return
                "Under the smart-budget contract: answerable turns the model read whose own period, from the choices offered, covers the expected days."
        case .parserPeriodAccuracy:
            return
                "Under the smart-budget contract, on the same turns: the period the rules' parser read in the message covers the expected days (which source reads periods better)."
        case .liftTurnAccuracy, .liftIntentAccuracy, .liftPeriodAccuracy, .liftMerchantAccuracy,
            .liftCategoryAccuracy, .liftOffTopicRefusalRate:
            let base = liftBase!
            return
                "\(base.title.prefix(1).uppercased() + base.title.dropFirst()) with the model minus without it (the rules reader through the same pipeline), on the same turns, in points; above 0 the model makes the app better. Paired 95 % interval (Newcombe)."
        case .liftFalseRefusalRate:
            return
                "False refusals the model spares: the false refusal rate without the model minus with it, on the same turns, in points; above 0 the app refuses fewer answerable questions with the model. Paired 95 % interval (Newcombe)."
        case .invarianceRate:
            return
                "With --perturb: variants read as their original was (for a directional family, with the changed field at its new label); by family in `perturbations`."
        case .flipRate:
            return
                "With --perturb: variants whose verdict differs from their original's (right → wrong or wrong → right); by family in `perturbations`."
        }
    }

    /// Measured over perturbed variants (`--perturb`): listed only by reports that have them.
    public var isPerturbation: Bool { self == .invarianceRate || self == .flipRate }

    /// The metrics a report's glossary lists: the perturbation ones only when it was perturbed.
    public static func glossary(perturbed: Bool) -> [MetricID] {
        ordered.filter { perturbed || !$0.isPerturbation }
    }

    /// The metrics in the order reviewers read them (the repeat and perturbation metrics last).
    public static let ordered: [MetricID] = allCases

    /// The few that lead every summary, headline and release view of the rules
    /// reader (and, after `modelHeadline`, of a model).
    public static let headline: [MetricID] = [
        .turnAccuracy, .intentAccuracy, .periodAccuracy, .merchantAccuracy, .falseRefusalRate, .adviceRefusalRate,
        .answerAccuracy, .parityGap,
    ]

    /// What leads a model backend's report: what the model decides itself, how
    /// well it reads on its own, and what it adds over the app without it.
    public static let modelHeadline: [MetricID] = [
        .decidedRate, .modelIntentAccuracy, .modelMerchantAccuracy, .liftTurnAccuracy, .liftFalseRefusalRate,
    ]

    /// The headline of a report: the model's first when a model read it.
    public static func headline(model: Bool) -> [MetricID] { model ? modelHeadline + headline : headline }

    /// A value as people read it: "71.2 %", "0.877", "+2.3 pts"; "–" without one.
    public func format(_ value: Double?) -> String {
        guard let v = value else { return "–" }
        switch kind {
        case .rate: return String(format: "%.1f %%", v * 100)
        case .score: return String(format: "%.3f", v)
        case .gap, .lift: return MetricID.points(v)
        }
    }

    /// "+2.3 pts", "−0.4 pts", "0.0 pts": a signed difference in points, whose sign never shows a change rounded away.
    package static func points(_ v: Double) -> String {
        let text = String(format: "%.1f", abs(v) * 100)
        if text == "0.0" { return "0.0 pts" }
        return (v < 0 ? "−" : "+") + text + " pts"
    }

    public func format(_ metric: Metric?) -> String { format(metric?.doubleValue) }

    /// A change in this metric: "+2.1 pts" for rates and gaps, "+0.012" for scores.
    public func formatChange(_ delta: Double) -> String {
        guard kind == .score else { return MetricID.points(delta) }
        let text = String(format: "%.3f", abs(delta))
        return text == "0.000" ? text : (delta < 0 ? "−" : "+") + text
    }

    /// "69.3–73.0" (or "0.851–0.901" for a score); empty without an interval.
    public func formatInterval(_ metric: Metric?) -> String {
        guard let ci = metric?.ci95, ci.count == 2 else { return "" }
        let lo = NSDecimalNumber(decimal: ci[0]).doubleValue
        let hi = NSDecimalNumber(decimal: ci[1]).doubleValue
        switch kind {
        case .score: return String(format: "%.3f–%.3f", lo, hi)
        case .rate: return String(format: "%.1f–%.1f", lo * 100, hi * 100)
        case .gap, .lift:
            func signed(_ x: Double) -> String {
                let text = String(format: "%.1f", abs(x) * 100)
                return x < 0 && text != "0.0" ? "−" + text : text
            }
            return "\(signed(lo)) to \(signed(hi))"
        }
    }

    /// How much worse `after` is than `before` (positive: worse), in the metric's own units.
    public func drop(from before: Double, to after: Double) -> Double {
        switch direction {
        case .higherIsBetter: return before - after
        case .lowerIsBetter: return after - before
        case .closerToZeroIsBetter: return abs(after) - abs(before)
        }
    }

    public static func < (a: MetricID, b: MetricID) -> Bool {
        (allCases.firstIndex(of: a) ?? 0) < (allCases.firstIndex(of: b) ?? 0)
    }
}

extension MetricID {
    /// docs/metrics.md, rendered from this table (a test keeps the file in step).
    public static var documentation: String {
        var out = """
            # Metrics

            Every metric a report computes, from `MetricID` (`Sources/TallyModel/Scoring/MetricID.swift`), which
            `summary.json`, `summary.md`, `tally diff`, `tally gate`, `tally matrix` and the policy reader all
            read. In `summary.json` each is `{"value", "n", "ci95": [lo, hi]}`: a proportion over `n` turns with
            its Wilson 95 % interval (Newcombe's for the parity gap, a seeded bootstrap for macro F1), overall,
            by locale and by tag. This file is generated: `TALLY_RECORD_DOCS=1 swift test --filter Docs`.


            """
        out += "| metric | kind | better | what it counts |\n|---|---|---|---|\n"
        for id in ordered {
            let better: String
            switch id.direction {
            case .higherIsBetter: better = "higher"
            case .lowerIsBetter: better = "lower"
            case .closerToZeroIsBetter: better = "closer to 0"
            }
            out += "| `\(id.rawValue)` (\(id.title)) | \(id.kind.rawValue) | \(better) | \(id.definition) |\n"
        }
        out += "\nThe headline, in this order: " + headline.map { "`\($0.rawValue)`" }.joined(separator: ", ") + ".\n"
        out +=
            "A model backend's headline leads with " + modelHeadline.map { "`\($0.rawValue)`" }.joined(separator: ", ")
            + ", then the headline above.\n"
        out += """

            ## The app without the model

            After the pipeline, the rules answer for a model on every fallback and every second look at its
            `unclear`: on a set the rules were tuned on, after-pipeline figures measure the fallback more than
            the model (a reader that answers `unclear` to every turn scores exactly as the rules). So every run
            of a model backend (anything but `rules`) also reads each turn with the rules reader through the
            same pipeline, in a conversation of its own readings — the app without the model — and scores it.
            Each turn of `cases.jsonl` carries both (`withoutModel`: its reading, verdict and pass), and
            `summary.json` the comparison (`withoutModel`: that arm's own rates, and per rate the 2×2 table —
            both right, model helped, model hurt, both wrong — with an exact McNemar p; turn accuracy's table
            by locale, by tag and by expected intent).

            - `decidedRate` is the share of turns the model decided itself; `decidedIntentAccuracy` and
              `modelIntentAccuracy` say how well it reads on its own; `modelMerchantAccuracy` its own shop.
            - A lift (`liftTurnAccuracy`, …) is the rate with the model minus without it, in points, in the
              rate's good direction (for false refusals: the refusals the model spares), with Newcombe's (1998)
              paired score interval (his method 10, continuity-corrected φ). Above 0 the model makes the app
              better; a lift whose interval holds 0 is no evidence either way.
            - The rules report has none of these: it is the app without a model.

            ## Who broke it

            Every failing turn names, in `cases.jsonl`'s `brokenBy`, the first layer whose output made its
            reading wrong: `cap`, `offer`, `reader`, `secondLook`, `cleanup`, `period`, `repair`, `adviceGate`,
            `scopeGate` or `resolver` (`PipelineLayer`). Each wrong field is followed through the layers from
            the one that first sets it (the reader for the kind of question, the shop and the category; the
            period layer for the period, comparison and limit; the gate that gives a refusal its reason); its
            culprit is the layer after which it was last right, or the layer that set it when it was never
            right. A shop or category the model was not offered is the `offer`'s, not the reader's; with every
            field right and a figure wrong, the `resolver`'s. `summary.json`'s `attribution` counts them
            overall, by locale and by tag. `tally run --backend oracle` reads every turn with the set's own
            labels (as far as the reading contract lets a model say them): its failures are what the
            deterministic layers alone lose.
            """
        out += """

            ## Perturbations

            `invarianceRate` and `flipRate` count variants (`tally run --perturb`), not turns: in `summary.json`
            pooled in `metrics` and per family in `perturbations.byFamily`, each with its Wilson interval.
            Variants the backend could not answer are counted apart (`backendFailures`) and in neither. A report
            lists them in its glossary only when it was perturbed.

            ## Power of a gate rule

            `tally gate` prints, for every `min`, `max` and `maxDrop` rule on a metric that counts turns (or
            variants), the smallest drop its slice detects at 80 % power and α = 0.05 two-sided, for the paired
            design (McNemar's test) by the normal approximation (Connor 1987):
            n = (z₀.₉₇₅ √ψ + z₀.₈₀ √(ψ − δ²))² / δ², where δ is the drop and ψ the discordance — the share of
            the slice's turns right in one report and wrong in the other, observed turn by turn against the
            baseline (10 % assumed without one), and never taken below δ. A rule is *blind* when it lets
            through less than that: the headroom between the reference value (the baseline's, else the
            candidate's) and a `min`/`max` bound, or its `maxDrop`. Macro F1, the parity gap and pair
            disagreement are not proportions of turns: they get no power figure. A `minDecided` rule is a
            `min` on `decidedRate`; a `minLift` rule pairs the two arms of the candidate itself: its discordance
            is the share of turns the model changed, and its headroom the lift less its bound. `tally stats --detect D
            [--discordance P]` gives the turns a slice needs for a drop D.

            """
        return out
    }
}

extension Summary {
    /// A metric of the whole run, by id.
    public subscript(_ id: MetricID) -> Metric? { metrics[id.rawValue] }
}
