import Foundation
import Testing

@testable import FinanceAssistant
@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// A reader that reads nothing: `unclear` to every turn.
struct UnclearBackend: Backend {
    var identity: BackendIdentity { BackendIdentity(backend: "process", modelVersion: "unclear-1") }
    func reader(for turn: TurnKey) -> Reader { .model(UnclearClassifier()) }
}

struct UnclearClassifier: Classifier {
    func classify(_ request: ClassificationRequest) async -> ClassifierOutcome {
        .reading(ModelReading(intent: .unclear))
    }
}

@Suite("the ship decision: the model's own figures, its lift over the app without it, who broke each turn")
struct ShipDecisionTests {
    static let v1 = Fixture.finelyV1

    @Test(
        "Newcombe's paired interval gives the published figures",
        arguments: [
            // Cavo et al. (2012), as in the test suite of Fagerland, Lydersen & Laake's contingencytables
            // package: estimate −0.0621, 95 % CI −0.1186 to −0.0046.
            (59, 6, 16, 80, -0.1186, -0.0046)
        ])
    func newcombe(_ a: Int, _ b: Int, _ c: Int, _ d: Int, _ lo: Double, _ hi: Double) {
        let (l, u) = Newcombe.paired(bothRight: a, helped: b, hurt: c, bothWrong: d)
        #expect(abs(l - lo) < 0.00005 && abs(u - hi) < 0.00005, "\(l) \(u)")
    }

    @Test("two identical arms: a lift of exactly 0, an interval around it, McNemar p = 1")
    func identicalArms() {
        var t = PairedTable()
        for _ in 0..<90 { t.add(with: true, without: true) }
        for _ in 0..<10 { t.add(with: false, without: false) }
        let lift = t.tested.lift
        #expect(lift.value == 0)
        let ci = lift.ci95!.map { NSDecimalNumber(decimal: $0).doubleValue }
        #expect(ci[0] < 0 && ci[1] > 0 && abs(ci[0] + ci[1]) < 1e-9)
        #expect(t.tested.mcNemarP == 1)
    }

    @Test("a reader that reads nothing decides no turn, adds nothing, and fails the model policy by name")
    func readsNothing() async throws {
        let (rules, rulesResult) = try await Fixture.run(set: Self.v1)
        let (folder, result) = try await Fixture.run(set: Self.v1, backend: UnclearBackend())
        let s = result.summary
        // After the pipeline it scores exactly as the rules: every unclear gets their second look.
        #expect(s[.turnAccuracy] == rulesResult.summary[.turnAccuracy])
        #expect(s[.decidedRate] == .proportion(0, of: 2170))
        #expect(s[.liftTurnAccuracy]?.value == 0)
        let table = try #require(s.withoutModel?.paired["turnAccuracy"])
        #expect(table.helped == 0 && table.hurt == 0 && table.n == 2170)
        // The rules report has none of the model-side figures.
        #expect(rulesResult.summary.withoutModel == nil && rulesResult.summary[.decidedRate] == nil)

        let policy = try GatePolicy.load(from: Fixture.packageRoot.appendingPathComponent("gates/finely-v1-model.json"))
        let outcome = try Gate(candidate: try Report(folder: folder), baseline: nil, policy: policy).evaluate()
        #expect(!outcome.passed)
        #expect(
            outcome.violations.first?.hasPrefix(
                "decidedRate [all] = 0.0000, below the minimum 0.9000 (n=2170): the model decided 0 of 2170 turns itself; the rules read the rest (fallbacks: secondLook "
            ) == true, "\(outcome.violations)")
        // The same policy cannot be asked of the rules: they are the app without a model.
        let onRules = try Gate(candidate: try Report(folder: rules), baseline: nil, policy: policy).evaluate()
        #expect(
            onRules.violations.contains {
                $0.hasPrefix("decidedRate [all]: minDecided needs a report of a model backend")
            })
    }

    @Test("the perfect reader on v1: what the pipeline alone loses, and never the reader's fault")
    func oracle() async throws {
        let set = try EvalSet.load(at: Self.v1)
        let (folder, result) = try await Fixture.run(set: Self.v1, backend: try OracleBackend(set: set))
        let s = result.summary
        // Pipeline 2.9.0: a reading with no "I / my" stands when it names money and a period and holds no
        // off-topic shape (the two SQL pastes of a Carrefour total), two turns fewer lost to the scope gate.
        // Pipeline 2.18.50: "fin du mois prochain" is next month (it was this month), one turn fewer lost to periods.
        #expect(s[.turnAccuracy]?.value == Decimal(string: "0.9866"))
        #expect(s.attribution.all == ["adviceGate": 8, "cap": 7, "offer": 6, "period": 6, "scopeGate": 2])
        for line in Fixture.read(folder.appendingPathComponent("cases.jsonl")).split(separator: "\n") {
            let r = try JSONDecoder().decode(TurnRecord.self, from: Data(line.utf8))
            #expect(r.pass == (r.brokenBy == nil), "\(r.case)#\(r.turn)")
            #expect(r.brokenBy != .reader, "\(r.case)#\(r.turn)")
        }
        // The model policy passes it.
        let policy = try GatePolicy.load(from: Fixture.packageRoot.appendingPathComponent("gates/finely-v1-model.json"))
        #expect(try Gate(candidate: try Report(folder: folder), baseline: nil, policy: policy).evaluate().passed)
    }

    // MARK: - Who broke it

    struct Layering: Sendable, CustomTestStringConvertible {
        var name: String
        var expected: TallyModel.Expectation
        /// The stages a turn went through, in order.
        var stages: [(PipelineLayer, Reading)]
        var choices: [String] = ["Lidl"]
        var modelAnswered = true
        var figuresWrong = false
        var culprit: PipelineLayer?
        var testDescription: String { name }
    }

    static let spend = Reading(intent: .merchantSpend, merchant: "Lidl", period: .previous(.month))
    static let lidl = TallyModel.Expectation(intent: .merchantSpend, merchant: "Lidl", period: .previous(.month))
    static func refused(_ reason: RefusalReason? = nil) -> Reading { Reading(intent: .offTopic, reason: reason) }
    static let noPeriod = Reading(intent: .merchantSpend, merchant: "Lidl")
    static let noShop = Reading(intent: .merchantSpend, period: .previous(.month))

    typealias S = (PipelineLayer, Reading)

    static let layerings: [Layering] = [
        Layering(
            name: "the reader read another kind of question", expected: lidl,
            stages: [
                S(.reader, Reading(intent: .balance)), S(.cleanup, Reading(intent: .balance)),
                S(.period, Reading(intent: .balance)), S(.scopeGate, Reading(intent: .balance)),
            ], culprit: .reader),
        Layering(
            name: "the scope gate refused a right reading", expected: lidl,
            stages: [
                S(.reader, noPeriod), S(.cleanup, noPeriod), S(.period, spend), S(.adviceGate, spend),
                S(.scopeGate, refused()),
            ], culprit: .scopeGate),
        Layering(
            name: "the clean-up dropped the right shop", expected: lidl,
            stages: [
                S(.reader, noPeriod), S(.cleanup, Reading(intent: .merchantSpend)), S(.period, noShop),
                S(.scopeGate, noShop),
            ], culprit: .cleanup),
        Layering(
            name: "the parser missed the period", expected: lidl,
            stages: [S(.reader, noPeriod), S(.cleanup, noPeriod), S(.period, noPeriod), S(.scopeGate, noPeriod)],
            culprit: .period),
        Layering(
            name: "the repair replaced a right period", expected: lidl,
            stages: [
                S(.reader, noPeriod), S(.cleanup, noPeriod), S(.period, spend),
                S(.repair, Reading(intent: .merchantSpend, merchant: "Lidl", period: .previous(.year))),
                S(.scopeGate, Reading(intent: .merchantSpend, merchant: "Lidl", period: .previous(.year))),
            ],
            culprit: .repair),
        Layering(
            name: "advice not recognised as advice",
            expected: TallyModel.Expectation(intent: .offTopic, reason: .advice),
            stages: [
                S(.reader, refused()), S(.cleanup, refused()), S(.period, refused()), S(.adviceGate, refused()),
                S(.scopeGate, refused(.noFinanceEvidence)),
            ], culprit: .adviceGate),
        Layering(
            name: "a shop the model was not offered", expected: lidl,
            stages: [S(.reader, noShop), S(.scopeGate, noShop)],
            choices: [], culprit: .offer),
        Layering(
            name: "a shop missing though offered is the reader's", expected: lidl,
            stages: [S(.reader, noShop), S(.scopeGate, noShop)], culprit: .reader),
        Layering(
            name: "the second look replaced a right unclear", expected: TallyModel.Expectation(intent: .unclear),
            stages: [
                S(.reader, Reading(intent: .unclear)), S(.secondLook, Reading(intent: .balance)),
                S(.scopeGate, Reading(intent: .balance)),
            ], culprit: .secondLook),
        Layering(
            name: "past the cap the rules read it wrong", expected: lidl,
            stages: [S(.cap, Reading(intent: .balance)), S(.scopeGate, Reading(intent: .balance))],
            modelAnswered: false,
            culprit: .cap),
        Layering(
            name: "a right reading with a wrong figure", expected: lidl,
            stages: [S(.reader, spend), S(.scopeGate, spend)],
            figuresWrong: true, culprit: .resolver),
        Layering(
            name: "a right turn has no culprit", expected: lidl, stages: [S(.reader, spend), S(.scopeGate, spend)],
            culprit: nil),
    ]

    @Test("the first layer whose output made the reading wrong", arguments: layerings)
    func layers(_ l: Layering) throws {
        let calendar = BudgetCalendar(today: try #require(Day(year: 2026, month: 3, day: 18)), budgetMonthStartDay: 25)
        let scorer = TurnScorer(calendar: calendar, catalog: MerchantCatalog(ledgerMerchants: ["Lidl"]))
        let final = l.stages.last!.1
        var verdict = scorer.verdict(expected: l.expected, reading: final)
        if l.figuresWrong { verdict.answer = false }
        let trace = PipelineTrace(
            reading: final, reader: .model,
            request: ClassificationRequest(message: "m", locale: .en, merchantChoices: l.choices),
            modelRequest: nil, backendOutcome: l.modelAnswered ? .reading(ModelReading(intent: final.intent)) : nil,
            rulesReading: nil, drops: [], adjustments: [],
            stages: l.stages.map { PipelineTrace.Stage(layer: $0.0, reading: $0.1) })
        #expect(Attribution.brokenBy(expected: l.expected, trace: trace, verdict: verdict, scorer: scorer) == l.culprit)
    }

    // MARK: - Policies

    @Test(
        "ship-decision rules that cannot mean what they say are refused, with the file",
        arguments: [
            (
                #"{"rules": [{"metric": "turnAccuracy", "minDecided": 0.9}]}"#,
                #"rules[0]: "minDecided" is a rule of its own on decidedRate; drop "metric" or write "min" instead"#
            ),
            (
                #"{"rules": [{"metric": "decidedRate", "minLift": -1}]}"#,
                "rules[0] (decidedRate): no lift is measured for it; minLift takes one of turnAccuracy, intentAccuracy, periodAccuracy, merchantAccuracy, categoryAccuracy, offTopicRefusalRate, falseRefusalRate"
            ),
            (#"{"rules": [{"slice": "locale:fr"}]}"#, #"rules[0]: give "metric" (or write a "minDecided" rule)"#),
        ])
    func badRules(_ text: String, _ message: String) throws {
        #expect { try GatePolicy.parse(Data(text.utf8), file: "p.json") } throws: {
            "\($0)" == "p.json: error: \(message)"
        }
    }

    @Test("a violated rule names the line of the policy that holds it")
    func ruleLines() throws {
        let text = """
            {"description": "x",
             "rules": [
              {"metric": "turnAccuracy", "min": 0.5},

              {"metric": "intentAccuracy", "min": 0.95}, {"minDecided": 0.9}
             ]}
            """
        let policy = try GatePolicy.parse(Data(text.utf8), file: "p.json")
        #expect(policy.ruleLines == [3, 5, 5])
    }

    @Test("tally diff names what differs, groups its turns by layer, and marks no change it rounds away")
    func diff() throws {
        let rules = try Report(folder: Fixture.packageRoot.appendingPathComponent("reports/finely-v1/rules-v1"))
        let oracle = try Report(folder: Fixture.packageRoot.appendingPathComponent("reports/finely-v1/oracle-labels"))
        let d = try ReportDiff(rules, oracle)
        #expect(d.identity.hasPrefix("backend rules → oracle, model v1 → labels; same set finely 1.0.0 ("))
        #expect(d.layerLine.hasPrefix("fixed \(d.fixed.count): reader \(d.fixed.count); broken \(d.broken.count)"))
        #expect(d.fixed.allSatisfy { $0.layer == "reader" })
        let markdown = d.markdown
        #expect(!markdown.contains(" 0.0 pts ▼") && !markdown.contains(" 0.0 pts ▲"))
        #expect(markdown.contains("## By expected intent (turn accuracy)"))
        #expect(ReportDiff.arrow(.turnAccuracy, from: 0.5, to: 0.5004) == "")
        #expect(ReportDiff.arrow(.falseRefusalRate, from: 0.01, to: 0.02) == " ▼")
    }
}
