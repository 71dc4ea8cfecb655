import FinanceAssistant
import Foundation
import TallyModel

/// `tally ask`: one question — or a short conversation — through the pipeline
/// with the rules reader, and the answer computed from a ledger.
public struct Ask: Sendable {
    public struct Step: Codable, Sendable {
        public var question: String
        public var locale: Language
        public var reading: Reading
        /// With amounts hidden, its amounts and counts are masked here too, so
        /// nothing `tally ask` prints shows one.
        public var answer: Answer
        /// What the rules heard in the question (`MessageFeatures.explanation`), when asked for.
        public var explanation: [String]?
    }

    static let mask = "•••"

    public let ledger: Ledger
    let pipeline: AssistantPipeline
    let resolver: Resolver

    /// Loads a ledger file; errors name the file and say what is wrong.
    public static func loadLedger(_ url: URL) throws -> Ledger {
        let shown = DisplayPath.of(url)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw InputError(
                file: shown, "cannot read the ledger; pass --ledger FILE (the format is docs/formats.md's ledger.json)")
        }
        let (data, _) = try TextFile.read(url, what: "the ledger")
        return try EvalSet.parseLedger(data, file: shown)
    }

    public init(ledger: Ledger) {
        self.ledger = ledger
        let context = ReadingContext(ledger: ledger)
        pipeline = AssistantPipeline(context: context)
        resolver = Resolver(index: LedgerIndex(ledger: ledger, reader: context.merchantReader))
    }

    /// Reads the questions in order, each with the history of the ones before.
    public func run(_ questions: [String], locale: Language?, hideAmounts: Bool, explain: Bool = false) -> [Step] {
        var history = History()
        var steps: [Step] = []
        for q in questions {
            let language = locale ?? LanguageGuess.guess(q)
            let trace = pipeline.readWithRules(q, history: history)
            var answer = resolver.answer(
                trace.reading, options: AnswerOptions(locale: language, hideAmounts: hideAmounts))
            if hideAmounts { answer.figures = answer.figures.mapValues { $0.isAmount ? .string(Ask.mask) : $0 } }
            let explanation = explain ? pipeline.context.features(of: q).explanation : nil
            steps.append(
                Step(question: q, locale: language, reading: trace.reading, answer: answer, explanation: explanation))
            history.append(Exchange(text: q, reading: trace.reading))
        }
        return steps
    }

    /// The reading and the answer, for people.
    public static func render(_ step: Step) -> String {
        let r = step.reading
        var reading = [r.intent.rawValue]
        if let reason = r.reason { reading.append("(\(reason.rawValue))") }
        if let m = r.merchant { reading.append("merchant \(m)") }
        if let c = r.category { reading.append("category \(c.rawValue)") }
        if r.period.isSpecified { reading.append("period \(r.period.canonical)") }
        if r.comparison.isSpecified { reading.append("vs \(r.comparison.canonical)") }
        if let l = r.limit { reading.append("top \(l)") }
        reading.append("read by \(r.source.rawValue)")
        var lines = ["> \(step.question)", "reading  \(reading.joined(separator: " · "))"] + (step.explanation ?? [])
        if let i = step.answer.interval { lines.append("days     \(i.start) … \(i.lastDay)") }
        lines.append("answer   \(step.answer.text)")
        let figures = step.answer.figures.keys.sorted().filter {
            PeriodFigure(rawValue: $0) == nil
        }
        if !figures.isEmpty {
            lines.append(
                "figures  " + figures.map { "\($0) \(step.answer.figures[$0]!.plain)" }.joined(separator: " · "))
        }
        if !step.answer.notes.isEmpty { lines.append("notes    \(step.answer.notes.joined(separator: ", "))") }
        if !step.answer.suggestions.isEmpty {
            lines.append("try      \(step.answer.suggestions.joined(separator: " · "))")
        }
        return lines.joined(separator: "\n")
    }
}
