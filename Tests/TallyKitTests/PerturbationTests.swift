import FinanceAssistant
import Foundation
import TallyTestSupport
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// `--perturb`: what each family writes, that its labels are what a careful
/// reader expects, that a variant never touches the corpus's own figures, and
/// that the same seed gives the same bytes.
@Suite("perturbations")
struct PerturbationTests {
    static let set = try! EvalSet.load(at: Fixture.finelyV1)
    static let context = ReadingContext(ledger: set.ledger)

    static func perturber(
        _ families: [PerturbationFamily] = PerturbationFamily.allCases, seed: UInt64 = 1
    )
        -> Perturber
    {
        Perturber(plan: PerturbationPlan(families: families, seed: seed), context: context)
    }

    /// A turn as people see it: "family kind: text", with the exchange before it or the label it moves to.
    static func shown(_ v: Perturber.Variant) -> String {
        var line = "\(v.family.rawValue) \(v.kind): \(v.text)"
        if let talk = v.history { line += " (after \(talk))" }
        switch v.change {
        case .merchant(let name)?: line += " → merchant \(name)"
        case .period(let period)?: line += " → period \(period)"
        case nil: break
        }
        return line
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var locale: Language
        var expect: TallyModel.Expectation
        /// 0-based; earlier turns are placeholders.
        var turn = 0
        var variants: [String]
        var testDescription: String { text }
    }

    static let cases: [Case] = [
        Case(
            text: "How much did I spend at Carrefour last month?", locale: .en,
            expect: .init(intent: .merchantSpend, merchant: "Carrefour", period: .previous(.month)),
            variants: [
                "merchant-surface case: How much did I spend at CARREFOUR last month?",
                "merchant-surface spacing: How much did I spend at Carr efour last month?",
                "merchant-surface homoglyph: How much did I spend at Carrefоur last month?",
                "merchant-surface alias: How much did I spend at carrouf last month?",
                "period-paraphrase paraphrase: How much did I spend at Carrefour in the previous month?",
                "filler politeness: How much did I spend at Carrefour last month? thanks",
                "filler punctuation: How much did I spend at Carrefour last month?!",
                "filler emoji: How much did I spend at Carrefour last month? 🤔",
                "filler casing: HOW MUCH DID I SPEND AT CARREFOUR LAST MONTH?",
                "history smallTalk: How much did I spend at Carrefour last month? (after Can you recommend a good novel?)",
                "merchant-swap swap: How much did I spend at Picard last month? → merchant Picard",
                "period-swap swap: How much did I spend at Carrefour in the past 6 months? → period trailing:6:month",
            ]),
        // Accents, and a typo in a long name; a French phrase keeps its article.
        Case(
            text: "Combien j'ai dépensé chez Intermarché le mois dernier ?", locale: .fr,
            expect: .init(intent: .merchantSpend, merchant: "Intermarché", period: .previous(.month)),
            variants: [
                "merchant-surface case: Combien j'ai dépensé chez INTERMARCHÉ le mois dernier ?",
                "merchant-surface accents: Combien j'ai dépensé chez Intermarche le mois dernier ?",
                "merchant-surface spacing: Combien j'ai dépensé chez Inte rmarché le mois dernier ?",
                "merchant-surface typo: Combien j'ai dépensé chez Intermmrché le mois dernier ?",
                "merchant-surface homoglyph: Combien j'ai dépensé chez Intеrmarché le mois dernier ?",
                "period-paraphrase paraphrase: Combien j'ai dépensé chez Intermarché le mois passé ?",
                "filler politeness: Combien j'ai dépensé chez Intermarché le mois dernier steuplé ?",
                "filler punctuation: Combien j'ai dépensé chez Intermarché le mois dernier?",
                "filler emoji: Combien j'ai dépensé chez Intermarché le mois dernier ? 😊",
                "filler casing: combien j'ai dépensé chez intermarché le mois dernier ?",
                "history smallTalk: Combien j'ai dépensé chez Intermarché le mois dernier ? (after Quel temps fait-il à Lyon ?)",
                "merchant-swap swap: Combien j'ai dépensé chez Biocoop le mois dernier ? → merchant Biocoop",
                "period-swap swap: Combien j'ai dépensé chez Intermarché aujourd'hui ? → period current:day",
            ]),
        // A follow-up: no anaphoric phrase ("l'année précédente" would be the year before the one discussed), no history.
        Case(
            text: "et l'année dernière ?", locale: .fr,
            expect: .init(intent: .merchantSpend, merchant: "Carrefour", period: .previous(.year)), turn: 1,
            variants: [
                "period-paraphrase paraphrase: et l'an dernier ?",
                "filler politeness: et l'année dernière stp ?",
                "filler punctuation: et l'année dernière?!",
                "filler emoji: et l'année dernière ? 🙂",
                "filler casing: ET L'ANNÉE DERNIÈRE ?",
                "period-swap swap: et cette semaine ? → period current:week",
            ]),
        // A four-letter name: no typo, no split, no alias.
        Case(
            text: "How much at Lidl this week?", locale: .en,
            expect: .init(intent: .merchantSpend, merchant: "Lidl", period: .current(.week)),
            variants: [
                "merchant-surface case: How much at LIDL this week?",
                "merchant-surface homoglyph: How much at Lіdl this week?",
                "period-paraphrase paraphrase: How much at Lidl in the current week?",
                "filler politeness: How much at Lidl this week? thanks",
                "filler punctuation: How much at Lidl this week?!",
                "filler emoji: How much at Lidl this week? 🤔",
                "filler casing: HOW MUCH AT LIDL THIS WEEK?",
                "history smallTalk: How much at Lidl this week? (after Can you recommend a good novel?)",
                "merchant-swap swap: How much at Picard this week? → merchant Picard",
                "period-swap swap: How much at Lidl in the past 6 months? → period trailing:6:month",
            ]),
        // "the last month" is trailing:1:month: "last month" inside it is not this turn's period.
        Case(
            text: "how much did I spend in the last month", locale: .en,
            expect: .init(intent: .spendingTotal, period: .trailing(1, .month)),
            variants: [
                "filler politeness: how much did I spend in the last month thanks",
                "filler punctuation: how much did I spend in the last month?!",
                "filler emoji: how much did I spend in the last month 🤔",
                "filler casing: HOW MUCH DID I SPEND IN THE LAST MONTH",
                "history smallTalk: how much did I spend in the last month (after Can you recommend a good novel?)",
            ]),
        // An everyday-word shop keeps its capital: no lower case, no typo; its aliases are statement forms.
        Case(
            text: "what did my Orange bill cost this year", locale: .en,
            expect: .init(intent: .merchantSpend, merchant: "Orange", period: .current(.year)),
            variants: [
                "merchant-surface case: what did my ORANGE bill cost this year",
                "merchant-surface homoglyph: what did my Orаnge bill cost this year",
                "period-paraphrase paraphrase: what did my Orange bill cost in the current year",
                "filler politeness: what did my Orange bill cost this year thanks",
                "filler punctuation: what did my Orange bill cost this year?!",
                "filler emoji: what did my Orange bill cost this year 🤔",
                "filler casing: WHAT DID MY ORANGE BILL COST THIS YEAR",
                "history smallTalk: what did my Orange bill cost this year (after Can you recommend a good novel?)",
                "merchant-swap swap: what did my EDF bill cost this year → merchant EDF",
                "period-swap swap: what did my Orange bill cost in the past 6 months → period trailing:6:month",
            ]),
        // No shop, no period: nothing is invented for them.
        Case(
            text: "write me a poem about the sea", locale: .en, expect: .init(intent: .offTopic),
            variants: [
                "filler politeness: write me a poem about the sea thanks",
                "filler punctuation: write me a poem about the sea?!",
                "filler emoji: write me a poem about the sea 🤔",
                "filler casing: WRITE ME A POEM ABOUT THE SEA",
                "history smallTalk: write me a poem about the sea (after Can you recommend a good novel?)",
            ]),
        // Periods paraphrase by the days they cover: "the past 12 months" is "the last twelve months".
        Case(
            text: "How much did I spend at Leroy Merlin the past 12 months?", locale: .en,
            expect: .init(intent: .merchantSpend, merchant: "Leroy Merlin", period: .trailing(12, .month)),
            variants: [
                "merchant-surface case: How much did I spend at LEROY MERLIN the past 12 months?",
                "merchant-surface spacing: How much did I spend at LeroyMerlin the past 12 months?",
                "merchant-surface typo: How much did I spend at Leroy Mrelin the past 12 months?",
                "merchant-surface homoglyph: How much did I spend at Lerоy Merlin the past 12 months?",
                "period-paraphrase paraphrase: How much did I spend at Leroy Merlin the last twelve months?",
                "filler politeness: How much did I spend at Leroy Merlin the past 12 months? thanks",
                "filler punctuation: How much did I spend at Leroy Merlin the past 12 months?!",
                "filler emoji: How much did I spend at Leroy Merlin the past 12 months? 🤔",
                "filler casing: HOW MUCH DID I SPEND AT LEROY MERLIN THE PAST 12 MONTHS?",
                "history smallTalk: How much did I spend at Leroy Merlin the past 12 months? (after Can you recommend a good novel?)",
                "merchant-swap swap: How much did I spend at Fnac the past 12 months? → merchant Fnac",
                "period-swap swap: How much did I spend at Leroy Merlin the past 3 months? → period trailing:3:month",
            ]),
    ]

    @Test("each family rewrites a turn the way it says, or not at all", arguments: cases)
    func variants(_ c: Case) async throws {
        var turns = [Turn](
            repeating: Turn(text: "hello", expect: TallyModel.Expectation(intent: .offTopic)), count: c.turn)
        turns.append(Turn(text: c.text, expect: c.expect))
        let conversation = Conversation(
            id: "t-\(c.locale.rawValue)-0001", locale: c.locale, tags: ["merchant"], turns: turns)
        let shown = try await offPool { Self.perturber().variants(of: conversation, turn: c.turn).map(Self.shown) }
        #expect(shown == c.variants)
    }

    @Test(
        "on v1: the same variants whatever families run beside them, labels a careful reader agrees with, exact counts"
    )
    func corpusSweep() async throws {
        let (problems, counts) = try await offPool { try Self.sweep() }
        #expect(problems == [])
        #expect(
            counts == [
                "merchant-surface": 1692, "period-paraphrase": 434, "filler": 8597, "history": 1928,
                "merchant-swap": 476, "period-swap": 489,
            ])
    }

    /// Every turn of v1 through every family: what went wrong, and the variants by family.
    static func sweep() throws -> ([String], [String: Int]) {
        let all = Self.perturber()
        let alone = Dictionary(uniqueKeysWithValues: PerturbationFamily.allCases.map { ($0, Self.perturber([$0])) })
        let calendar = Self.context.calendar
        let ledgerShops = Set(Self.context.merchantsByFrequency)
        var counts: [String: Int] = [:]
        var problems: [String] = []
        for result in Self.set.cases() {
            let c = try result.get()
            for i in c.turns.indices {
                let original = c.turns[i]
                let variants = all.variants(of: c, turn: i)
                for family in PerturbationFamily.allCases
                where alone[family]!.variants(of: c, turn: i) != variants.filter({ $0.family == family }) {
                    problems.append("\(c.id)#\(i + 1) \(family.rawValue): depends on the other families")
                }
                for v in variants {
                    counts[v.family.rawValue, default: 0] += 1
                    if v.family != .history, v.text == original.text { problems.append("\(c.id): unchanged text") }
                    switch v.change {
                    case nil:
                        if v.expect != original.expect { problems.append("\(c.id): an INV label moved") }
                    case .merchant(let shop):
                        if !(ledgerShops.contains(shop) && v.text.contains(shop) && shop != original.expect.merchant
                            && v.expect.merchant == shop && v.expect.answer == nil)
                        {
                            problems.append("\(c.id): merchant-swap to \(shop)")
                        }
                    case .period(let period):
                        if period.interval(in: calendar) == original.expect.period.interval(in: calendar)
                            || v.expect.period != period || v.expect.answer != nil
                        {
                            problems.append("\(c.id): period-swap to \(period)")
                        }
                    }
                }
            }
        }
        return (problems, counts)
    }

    @Test("the shops come from the catalog itself (reflected), checked against its public reader")
    func shopNames() async throws {
        let shops = try await offPool { ShopNames(catalog: Self.context.catalog) }
        let carrefour = shops.shop(named: "Carrefour")
        #expect(carrefour?.aliases.contains("carrefour market") == true)
        #expect(carrefour?.nicknames == ["carrouf"])
        #expect(carrefour?.isWord == false)
        #expect(shops.shop(named: "Orange")?.isWord == true)
        #expect(shops.shop(named: "Paul")?.isWord == true)
        // A ledger-only shop is there, with no alias.
        #expect(shops.shop(named: "Bouillon Pigalle")?.aliases == [])
        #expect(shops.shops.count >= 100)
    }

    @Test("a perturbed run: the corpus's report is unchanged, the set's hash too; the report names the seed")
    func runLeavesTheCorpusAlone() async throws {
        let set = Fixture.writeSet()
        let (plain, plainResult) = try await Fixture.run(set: set)
        var options = Fixture.quietOptions(jobs: 1)
        options.perturbation = PerturbationPlan(families: PerturbationFamily.allCases, seed: 7)
        let (perturbed, result) = try await Fixture.run(set: set, options: options)
        options.jobs = 3
        let (again, _) = try await Fixture.run(set: set, options: options)

        let p = try #require(result.summary.perturbations)
        #expect(p.seed == 7)
        #expect(p.families == PerturbationFamily.allCases)
        #expect(result.summary.set == plainResult.summary.set)
        var stripped = result.summary
        stripped.perturbations = nil
        stripped.metrics[MetricID.invarianceRate.rawValue] = nil
        stripped.metrics[MetricID.flipRate.rawValue] = nil
        #expect(stripped == plainResult.summary)

        let decoder = JSONDecoder()
        let plainLines = Fixture.read(plain.appendingPathComponent("cases.jsonl")).split(separator: "\n")
        let lines = Fixture.read(perturbed.appendingPathComponent("cases.jsonl")).split(separator: "\n")
        #expect(lines.count == plainLines.count)
        var withVariants = 0
        for (line, plainLine) in zip(lines, plainLines) {
            var record = try decoder.decode(TurnRecord.self, from: Data(line.utf8))
            // The byte writer is what JSONEncoder writes, variants included.
            #expect(record.line == (try JSONOutput.line.encode(record)))
            if record.variants != nil { withVariants += 1 }
            record.variants = nil
            #expect(String(decoding: record.line, as: UTF8.self) == String(plainLine))
        }
        #expect(withVariants == lines.count)
        #expect(
            Fixture.read(perturbed.appendingPathComponent("junit.xml"))
                == Fixture.read(plain.appendingPathComponent("junit.xml")))
        for file in ["summary.json", "cases.jsonl", "summary.md", "junit.xml"] {
            #expect(
                Fixture.read(perturbed.appendingPathComponent(file))
                    == Fixture.read(again.appendingPathComponent(file)),
                "\(file) differs between --jobs 1 and 3")
        }
        let markdown = Fixture.read(perturbed.appendingPathComponent("summary.md"))
        #expect(markdown.contains("## Perturbations (seed 7)"))
        #expect(markdown.contains("- **invariance rate** — "))
        #expect(!Fixture.read(plain.appendingPathComponent("summary.md")).contains("invariance rate"))
    }

    @Test("--perturb names: all, a list, and an unknown family with a suggestion")
    func families() throws {
        #expect(try PerturbationPlan.families("all") == PerturbationFamily.allCases)
        #expect(try PerturbationPlan.families("filler,merchant-surface,filler") == [.merchantSurface, .filler])
        #expect(throws: UsageProblem.self) { try PerturbationPlan.families("filer") }
        do {
            _ = try PerturbationPlan.families("filer")
        } catch {
            #expect(
                "\(error)"
                    == "--perturb: unknown family 'filer'; did you mean 'filler'? use all or any of merchant-surface, period-paraphrase, filler, history, merchant-swap, period-swap"
            )
        }
    }
}
