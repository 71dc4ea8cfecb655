import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

@Suite("Scoring: intervals, tests, confusion")
struct ScoringTests {
    @Test(
        "Wilson 95 % intervals match published values",
        arguments: [
            (8, 10, "0.4902", "0.9433"), (0, 10, "0.0000", "0.2775"), (10, 10, "0.7225", "1.0000"),
            (50, 100, "0.4038", "0.5962"),
        ])
    func wilson(hits: Int, n: Int, lo: String, hi: String) {
        let m = Metric.proportion(hits, of: n)
        #expect(m.ci95 == [Decimal(string: lo)!, Decimal(string: hi)!])
        #expect(m.n == n)
    }

    @Test("an empty slice has no value and no interval")
    func emptyMetric() {
        #expect(Metric.proportion(0, of: 0) == Metric(value: nil, n: 0, ci95: nil))
    }

    @Test(
        "exact McNemar p-values, computed by hand",
        arguments: [
            (1, 9, 0.021484375), (0, 0, 1.0), (5, 5, 1.0), (0, 30, 1.862645149230957e-09),
            (5, 25, 0.00032491423189640045),
        ])
    func mcNemar(broken: Int, fixed: Int, p: Double) {
        #expect(abs(McNemar.exactP(broken: broken, fixed: fixed) - p) < 1e-12)
    }

    /// Ten fixed (expected, read) pairs; the values below were computed by hand
    /// (and agree with scikit-learn's classification_report and macro F1).
    static let pairs: [(Intent, Intent)] = [
        (.leftover, .leftover), (.leftover, .balance), (.leftover, .leftover), (.balance, .balance),
        (.balance, .offTopic), (.offTopic, .offTopic), (.offTopic, .offTopic), (.unclear, .offTopic),
        (.spendingTotal, .spendingTotal), (.spendingTotal, .leftover),
    ]

    @Test("per-intent precision, recall, F1 and the confusion matrix")
    func confusion() {
        var c = IntentConfusion()
        for (e, r) in Self.pairs { c.add(expected: e, read: r) }
        let scores = c.perIntent()
        func d(_ s: String) -> Decimal { Decimal(string: s)! }
        #expect(
            scores["leftover"]
                == IntentScores(precision: d("0.6667"), recall: d("0.6667"), f1: d("0.6667"), support: 3, predicted: 3))
        #expect(
            scores["balance"]
                == IntentScores(precision: d("0.5"), recall: d("0.5"), f1: d("0.5"), support: 2, predicted: 2))
        #expect(
            scores["offTopic"]
                == IntentScores(precision: d("0.5"), recall: d("1"), f1: d("0.6667"), support: 2, predicted: 4))
        #expect(scores["unclear"] == IntentScores(precision: nil, recall: d("0"), f1: d("0"), support: 1, predicted: 0))
        #expect(
            scores["spendingTotal"]
                == IntentScores(precision: d("1"), recall: d("0.5"), f1: d("0.6667"), support: 2, predicted: 1))
        #expect(scores.count == 5)
        #expect(
            c.sparse() == [
                "leftover": ["leftover": 2, "balance": 1], "balance": ["balance": 1, "offTopic": 1],
                "offTopic": ["offTopic": 2], "unclear": ["offTopic": 1],
                "spendingTotal": ["spendingTotal": 1, "leftover": 1],
            ])
        // (2/3 + 1/2 + 2/3 + 0 + 2/3) / 5
        let macro = c.macroF1Metric()
        #expect(macro.value == d("0.5"))
        #expect(macro.n == 10)
        let ci = macro.ci95 ?? []
        #expect(ci.count == 2 && ci[0] <= d("0.5") && ci[1] >= d("0.5"))
    }

    @Test("slice counters: refusals, hallucinated merchants, follow-ups, answers")
    func sliceCounters() {
        func record(
            _ turn: Int, expected: TallyModel.Expectation, read: Reading, answer: Bool? = nil, invented: [String]? = nil
        ) -> TurnRecord {
            let scorer = TurnScorer(calendar: BudgetCalendar(today: Day("2026-03-18")!), catalog: .builtIn)
            var v = scorer.verdict(expected: expected, reading: read, answer: Answer(intent: read.intent))
            v.answer = answer
            return TurnRecord(
                case: "c", turn: turn, locale: .en, tags: ["t"], text: "x", expected: ExpectedFields(expected),
                read: ReadFields(read), verdict: v, answer: "", invented: invented, pass: v.failed.isEmpty)
        }
        var s = SliceCounters()
        s.add(
            record(
                1, expected: TallyModel.Expectation(intent: .balance),
                read: Reading(intent: .offTopic, reason: .noFinanceEvidence)))
        s.add(
            record(
                1, expected: TallyModel.Expectation(intent: .balance), read: Reading(intent: .balance, merchant: "Lidl")
            ))
        s.add(
            record(
                2, expected: TallyModel.Expectation(intent: .offTopic, reason: .advice),
                read: Reading(intent: .offTopic, reason: .advice)))
        s.add(
            record(
                2, expected: TallyModel.Expectation(intent: .offTopic, reason: .advice),
                read: Reading(intent: .savingsIdeas)))
        s.add(
            record(
                1, expected: TallyModel.Expectation(intent: .merchantSpend, merchant: "Lidl"),
                read: Reading(intent: .merchantSpend, merchant: "lidl"), answer: true, invented: ["12"]))
        let m = s.metrics
        #expect(m["falseRefusalRate"] == .proportion(1, of: 3))
        #expect(m["merchantHallucinationRate"] == .proportion(1, of: 2))
        #expect(m["merchantAccuracy"] == .proportion(1, of: 1))
        #expect(m["adviceRefusalRate"] == .proportion(1, of: 2))
        #expect(m["offTopicRefusalRate"] == .proportion(1, of: 2))
        #expect(m["followUpAccuracy"] == .proportion(1, of: 2))
        #expect(m["answerAccuracy"] == .proportion(1, of: 1))
        #expect(m["inventedNumberRate"] == .proportion(1, of: 3))
        #expect(m["turnAccuracy"] == .proportion(2, of: 5))
    }
}
