import FinanceAssistant
import Foundation
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// The Swift resolver and the independent Python script (`figures.py`) are two
/// implementations of `docs/figures.md`: for every turn of finely v1 that
/// carries expected figures, the resolver — given the expected reading — must
/// compute exactly the committed figures.
@Suite("Resolver ≡ independent figures script")
struct IndependentFiguresTests {
    @Test("every expect.answer of finely v1, recomputed by the Swift resolver")
    func resolverMatchesScript() throws {
        let set = try EvalSet.load(at: Fixture.finelyV1)
        let context = ReadingContext(ledger: set.ledger)
        let resolver = Resolver(index: LedgerIndex(ledger: set.ledger, reader: context.merchantReader))
        var checked = 0
        var mismatches: [String] = []
        for result in set.cases() {
            let c = try result.get()
            for (i, turn) in c.turns.enumerated() {
                guard let expected = turn.expect.answer else { continue }
                let e = turn.expect
                let reading = Reading(
                    intent: e.intent, merchant: e.merchant, category: e.category, period: e.period,
                    comparison: e.comparison, limit: e.limit)
                let answer = resolver.answer(reading, options: AnswerOptions(locale: c.locale))
                for (name, value) in expected.sorted(by: { $0.key < $1.key }) {
                    checked += 1
                    let computed = answer.figures[name]
                    if computed?.matches(expected: value) != true {
                        mismatches.append(
                            "\(c.id)#\(i + 1) \(name): script \(value), resolver \(computed?.plain ?? "absent")")
                    }
                }
            }
        }
        #expect(checked >= 300)
        #expect(mismatches == [])
    }
}
