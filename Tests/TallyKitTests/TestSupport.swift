import FinanceAssistant
import Foundation
import TallyTestSupport
import Testing

@testable import TallyKit
@testable import TallyModel
@testable import TallyReports

/// Builds small eval sets in temporary folders, and finds the repository's files.
enum Fixture {
    static let packageRoot = TestFixtures.packageRoot
    static let finelyV1 = packageRoot.appendingPathComponent("eval-sets/finely/v1")
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots")

    /// A fresh temporary folder.
    static func folder(_ name: String = "set") -> URL {
        let url = Scratch.folder("fixture").appendingPathComponent(name)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static let ledgerJSON = """
        {"today": "2026-03-18", "timeZone": "Europe/Paris", "currency": "EUR", "budgetMonthStartDay": 1,
         "accounts": [{"id": "checking", "name": "Compte courant", "openingBalance": "1000.00"}],
         "transactions": [
          {"id": "t1", "date": "2023-03-10", "amount": "-1000.00", "label": "CB CARREFOUR MASSY", "merchant": "Carrefour", "category": "shopping", "account": "checking", "status": "posted"},
          {"id": "t2", "date": "2026-02-03", "amount": "-40.00", "label": "CARTE 03/02 CARREFOUR MARKET PARIS 11", "merchant": "Carrefour", "category": "groceries", "account": "checking", "status": "posted"},
          {"id": "t3", "date": "2026-02-17", "amount": "-35.00", "label": "CARTE 17/02 CARREFOUR CITY", "merchant": "Carrefour", "category": "groceries", "account": "checking", "status": "posted"},
          {"id": "t4", "date": "2026-02-25", "amount": "2000.00", "label": "VIR SALAIRE", "category": "income", "account": "checking", "status": "posted"},
          {"id": "t5", "date": "2026-03-07", "amount": "-500.00", "label": "CARTE 07/03 CARREFOUR TV", "merchant": "Carrefour", "category": "shopping", "account": "checking", "status": "posted"},
          {"id": "t6", "date": "2026-03-09", "amount": "-120.00", "label": "CB LIDL", "merchant": "Lidl", "category": "groceries", "account": "checking", "status": "posted"},
          {"id": "t7", "date": "2026-03-24", "amount": "-13.49", "label": "PRLV NETFLIX.COM", "merchant": "Netflix", "category": "subscriptions", "account": "checking", "status": "scheduled"}],
         "subscriptions": [{"name": "Netflix", "amount": "13.49", "cadence": "monthly", "nextDate": "2026-03-24", "category": "subscriptions"}]}
        """

    /// Case lines of the small set: right and wrong readings for the rules reader, EN/FR pairs.
    static let caseLines = [
        #"{"id": "m-en-1", "locale": "en", "tags": ["merchant", "answer", "seed"], "pair": "p1", "turns": [{"text": "How much did I spend at Carrefour last month?", "expect": {"intent": "merchantSpend", "merchant": "Carrefour", "period": "previous:month", "answer": {"total": "75.00", "count": 2}}}, {"text": "and last year?", "expect": {"intent": "merchantSpend", "merchant": "Carrefour", "period": "previous:year"}}]}"#,
        #"{"id": "m-fr-1", "locale": "fr", "tags": ["merchant", "answer", "seed"], "pair": "p1", "turns": [{"text": "Combien j'ai dépensé chez Carrefour le mois dernier ?", "expect": {"intent": "merchantSpend", "merchant": "Carrefour", "period": "previous:month", "answer": {"total": "75.00", "count": 2}}}, {"text": "et l'année dernière ?", "expect": {"intent": "merchantSpend", "merchant": "Carrefour", "period": "previous:year"}}]}"#,
        #"{"id": "a-en-1", "locale": "en", "tags": ["advice"], "pair": "p2", "turns": [{"text": "should I invest my savings in bitcoin", "expect": {"intent": "offTopic", "reason": "advice"}}]}"#,
        #"{"id": "a-fr-1", "locale": "fr", "tags": ["advice"], "pair": "p2", "turns": [{"text": "où placer mon argent", "expect": {"intent": "offTopic", "reason": "advice"}}]}"#,
        #"{"id": "o-en-1", "locale": "en", "tags": ["offtopic"], "turns": [{"text": "write me a poem about the sea", "expect": {"intent": "offTopic"}}]}"#,
        #"{"id": "i-en-1", "locale": "en", "tags": ["intent"], "turns": [{"text": "how much is left this month", "expect": {"intent": "leftover", "period": "current:month"}}]}"#,
        #"{"id": "i-en-2", "locale": "en", "tags": ["intent"], "turns": [{"text": "what did my groceries cost in the coming weeks of spring", "expect": {"intent": "categorySpend", "category": "groceries", "period": "current:month"}}]}"#,
        #"{"id": "i-fr-1", "locale": "fr", "tags": ["intent"], "turns": [{"text": "mes abonnements me coûtent combien ?", "expect": {"intent": "subscriptions"}}]}"#,
    ]

    /// Writes a set folder; `mutate` may change the files before they are written.
    @discardableResult
    static func writeSet(
        at folder: URL? = nil, cases: [String] = caseLines, manifest: String? = nil, ledger: String = ledgerJSON
    ) -> URL {
        let dir = folder ?? Fixture.folder()
        let fm = FileManager.default
        try! fm.createDirectory(at: dir.appendingPathComponent("cases"), withIntermediateDirectories: true)
        let manifestText =
            manifest ?? """
                {"id": "mini", "version": "1.0.0", "description": "test set", "locales": ["en", "fr"],
                 "ledger": "ledger.json", "cases": ["cases/all.jsonl"], "guide": "GUIDE.md", "tags": ["seed"]}
                """
        try! Data(manifestText.utf8).write(to: dir.appendingPathComponent("manifest.json"))
        try! Data(ledger.utf8).write(to: dir.appendingPathComponent("ledger.json"))
        try! Data((cases.joined(separator: "\n") + "\n").utf8).write(to: dir.appendingPathComponent("cases/all.jsonl"))
        return dir
    }

    /// Runs a set through a backend into a report folder.
    static func run(
        set: URL, backend: any Backend = RulesBackend(), out: URL? = nil, options: RunOptions = quietOptions()
    ) async throws -> (URL, TallyRun.Result) {
        let folder = out ?? Fixture.folder("report")
        let evalSet = try EvalSet.load(at: set)
        let result = try await TallyRun(set: evalSet, backend: backend, options: options).execute(into: folder)
        return (folder, result)
    }

    static func quietOptions(jobs: Int = 2) -> RunOptions {
        var o = RunOptions()
        o.jobs = jobs
        o.progress = false
        return o
    }

    static func read(_ url: URL) -> String {
        String(decoding: FileManager.default.contents(atPath: url.path) ?? Data(), as: UTF8.self)
    }
}

/// A backend whose answers are scripted per message: for runner, gate and
/// record/replay tests that need a "model" without one.
struct ScriptedBackend: Backend {
    var name = "scripted"
    var version = "s1"
    /// message → outcome; messages not listed are read as `offTopic`.
    var answers: [String: ClassifierOutcome] = [:]
    /// Seconds each answer takes.
    var delay: Double = 0

    var identity: BackendIdentity { BackendIdentity(backend: name, modelVersion: version) }

    func reader(for turn: TurnKey) -> Reader { .model(ScriptedClassifier(backend: self)) }
}

struct ScriptedClassifier: Classifier {
    let backend: ScriptedBackend

    func classify(_ request: ClassificationRequest) async -> ClassifierOutcome {
        if backend.delay > 0 { try? await Task.sleep(nanoseconds: UInt64(backend.delay * 1e9)) }
        return backend.answers[request.message] ?? .reading(ModelReading(intent: .offTopic))
    }
}

/// A backend whose reading of "how much is left this month" alternates
/// between two kinds of question: a flaky model, for `--repeat`.
final class FlakyBackend: Backend {
    private let asked = Locked(0)

    var identity: BackendIdentity { BackendIdentity(backend: "flaky", modelVersion: "f1") }

    func reader(for turn: TurnKey) -> Reader { .model(FlakyClassifier(backend: self)) }

    func next() -> Int {
        asked.withLock {
            $0 += 1
            return $0
        }
    }
}

struct FlakyClassifier: Classifier {
    let backend: FlakyBackend

    func classify(_ request: ClassificationRequest) async -> ClassifierOutcome {
        guard request.message == "how much is left this month" else {
            return ScriptedClassifier(backend: ScriptedBackend()).classifyKnown(request)
        }
        return .reading(ModelReading(intent: backend.next() % 2 == 1 ? .leftover : .balance))
    }
}

extension ScriptedClassifier {
    /// The rules' own reading for the fixture's other questions.
    func classifyKnown(_ request: ClassificationRequest) -> ClassifierOutcome {
        let known: [String: Intent] = [
            "what did my groceries cost in the coming weeks of spring": .categorySpend,
            "mes abonnements me coûtent combien ?": .subscriptions,
        ]
        return .reading(ModelReading(intent: known[request.message] ?? .offTopic))
    }
}
