import Foundation
import Testing

@testable import FinanceAssistant

// What a backend is told (DESIGN §3): the message, the locale, a recap of up to
// three earlier questions with their readings, up to 30 shop names and the
// category ids — never a transaction, a balance or an earlier answer.

enum Secret {
    /// Distinctive labels and amounts that must never leave the device.
    static let labels = ["ZORGLUB-7731 QUIXOTIC", "XYLOPHONE-PAYMENT-5529", "VIR FROBNICATE SALARY"]
    static let ledger = Ledger(
        today: day(Fixtures.today), budgetMonthStartDay: 1,
        accounts: [Account(id: "checking", name: "Compte courant", openingBalance: amount("98765.43"))],
        transactions: [
            tx("t1", "2026-02-03", "-1234.56", .groceries, merchant: "Carrefour", label: "CB ZORGLUB-7731 QUIXOTIC"),
            tx("t2", "2026-02-17", "-4817.63", .groceries, merchant: "Carrefour", label: "XYLOPHONE-PAYMENT-5529"),
            tx("t3", "2026-02-25", "8765.43", .income, label: "VIR FROBNICATE SALARY"),
            tx("t4", "2026-03-04", "-333.17", .dining, label: "CB ZORGLUB-7731 QUIXOTIC"),
            tx("t5", "2026-03-28", "-642.19", .housing, label: "XYLOPHONE-PAYMENT-5529", status: .scheduled),
        ],
        subscriptions: [
            Subscription(name: "Netflix", amount: amount("77.71"), cadence: .monthly, nextDate: day("2026-04-01"))
        ])

    /// Every way an amount of the ledger (or a figure computed from it) could be written.
    static let numbers: [String] = {
        var out: [String] = []
        // transactions, opening balance, subscription
        for v in [
            "1234.56", "4817.63", "8765.43", "333.17", "642.19", "98765.43", "77.71",
            // Carrefour total last month, balance today, its average
            "6052.19", "101145.50", "101145.5", "3026.10", "3026.1",
        ] {
            out.append(v)
            out.append(v.replacingOccurrences(of: ".", with: ","))
            let whole = String(v.split(separator: ".")[0])
            if whole.count >= 4 { out.append(whole) }
        }
        out += ["1,234.56", "4,817.63", "6,052.19", "98,765.43", "101,145.50", "6 052", "6\u{202F}052"]
        return out
    }()
}

private func leaks(in text: String, answerTexts: [String] = []) -> [String] {
    var found: [String] = []
    for label in Secret.labels + ["ZORGLUB", "QUIXOTIC", "XYLOPHONE", "FROBNICATE"]
    where text.localizedCaseInsensitiveContains(label) {
        found.append(label)
    }
    for n in Secret.numbers where text.contains(n) { found.append(n) }
    for a in answerTexts where !a.isEmpty && text.contains(a) { found.append("answer: \(a)") }
    return found
}

private func everythingSent(_ request: ClassificationRequest) throws -> String {
    let json = String(decoding: try JSONEncoder().encode(request), as: UTF8.self)
    return [
        json, PromptBuilder.instructions, PromptBuilder.userPrompt(for: request),
        PromptBuilder.outputSchema(for: request).canonicalText,
    ].joined(separator: "\n")
}

@Suite("Prompt privacy")
struct PromptPrivacyTests {
    @Test("The request holds no label, amount, balance or earlier answer", arguments: [Language.en, .fr])
    func noLeak(_ locale: Language) async throws {
        let stub = RecordingClassifier(intent: .merchantSpend, merchant: "Carrefour")
        let assistant = Assistant(Secret.ledger, classifier: stub)
        let turns =
            locale == .en
            ? [
                "How much did I spend at Carrefour last month?", "and last year?", "what's my balance?",
                "how much did I spend at Carrefour on average?", "and at Lidl?",
            ]
            : [
                "Combien j'ai dépensé chez Carrefour le mois dernier ?", "Et l'année dernière ?",
                "quel est mon solde ?",
                "combien en moyenne chez Carrefour ?", "et chez Lidl ?",
            ]
        var history = History()
        var answers: [String] = []
        for text in turns {
            let reading = await assistant.read(text, history: history, locale: locale)
            let answer = assistant.answer(reading, locale: locale)
            answers.append(answer.text)
            history.append(Exchange(text: text, reading: reading))
        }
        // The first answer really holds the secret figures (the test would be vacuous otherwise).
        #expect(plainSpaces(answers[0]).contains(locale == .en ? "6,052.19" : "6 052,19"))

        let requests = await stub.requests
        #expect(requests.count == turns.count)
        for (i, request) in requests.enumerated() {
            #expect(request.message == turns[i])
            #expect(request.locale == locale)
            #expect(request.recap.count == min(i, 3))
            let sent = try everythingSent(request)
            #expect(
                leaks(in: sent, answerTexts: answers).isEmpty,
                "turn \(i + 1) leaks \(leaks(in: sent, answerTexts: answers))")
        }
    }

    @Test("The recap keeps the last three exchanges: question and reading only")
    func recap() async {
        let stub = RecordingClassifier(intent: .spendingTotal)
        let assistant = Assistant(Fixtures.mini, classifier: stub)
        let questions = [
            "q1 how much did I spend?", "q2 and last week?", "q3 and yesterday?", "q4 and today?", "q5 and this year?",
        ]
        var history = History()
        for q in questions {
            let reading = await assistant.read(q, history: history)
            history.append(Exchange(text: q, reading: reading))
        }
        let last = await stub.requests.last!
        #expect(last.recap.map(\.question) == ["q2 and last week?", "q3 and yesterday?", "q4 and today?"])
        #expect(last.recap.allSatisfy { $0.intent == .spendingTotal })
    }

    @Test("At most 30 shop names, the most frequent included")
    func merchantChoices() async {
        var transactions: [Transaction] = []
        for i in 1...40 {
            let count = i == 17 ? 9 : 1
            for k in 0..<count {
                transactions.append(
                    tx("t\(i)-\(k)", "2026-03-0\(k % 9 + 1)", "-1.00", .shopping, merchant: "Boutique Numero \(i)"))
            }
        }
        let ledger = Ledger(today: day(Fixtures.today), transactions: transactions)
        let stub = RecordingClassifier(intent: .merchantSpend)
        _ = await Assistant(ledger, classifier: stub).read("how much did I spend at the shop?")
        let request = await stub.requests.first!
        #expect(request.merchantChoices.count <= 30)
        #expect(request.merchantChoices.first == "Boutique Numero 17")
    }

    @Test(
        "A prompt's size counts characters as String does, byte counts for ASCII included",
        arguments: ["Lidl", "McDonald's", "Crédit Agricole", "a\r\nb", "e\u{301}te", "🇫🇷 shop", "", "\r"])
    func characterCount(text: String) {
        #expect(PromptBuilder.characterCount(text) == text.count)
    }

    @Test("Shop and category choices are offered only with a signal for them")
    func choicesOnlyWithSignal() async {
        let assistant = Assistant(Fixtures.mini)
        let plain = assistant.pipeline.request(for: "how much did I spend last month?", history: History(), locale: .en)
        #expect(plain.merchantChoices.isEmpty)
        #expect(plain.categoryChoices.isEmpty)
        let schema = PromptBuilder.outputSchema(for: plain)
        #expect(schema["properties"]?["merchant"] == nil)
        #expect(schema["properties"]?["category"] == nil)

        let shop = assistant.pipeline.request(
            for: "how much did I spend at Carrefour?", history: History(), locale: .en)
        #expect(shop.merchantChoices.contains("Carrefour"))
        #expect(PromptBuilder.outputSchema(for: shop)["properties"]?["merchant"] != nil)

        let category = assistant.pipeline.request(
            for: "how much did I spend on groceries?", history: History(), locale: .en)
        #expect(category.categoryChoices.contains("groceries"))
        #expect(category.categoryChoices.allSatisfy { FinanceAssistant.Category(rawValue: $0) != nil })
    }

    @Test("The schema offers exactly the twenty intents")
    func intentEnum() {
        let request = ClassificationRequest(message: "x", locale: .en)
        guard case .array(let values)? = PromptBuilder.outputSchema(for: request)["properties"]?["intent"]?["enum"]
        else {
            Issue.record("no intent enum")
            return
        }
        #expect(Set(values.compactMap(\.stringValue)) == Set(Intent.allCases.map(\.rawValue)))
        #expect(values.count == 20)
    }

    @Test("The prompt version is a stable SHA-256 prefix")
    func promptVersion() {
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        let v = PromptBuilder.promptVersion
        #expect(v.count == 12)
        #expect(v.allSatisfy { $0.isHexDigit && !$0.isUppercase })
        #expect(v == PromptBuilder.promptVersion)
    }

    /// The set hash feeds files in pieces of any size, contiguous (Data) or not;
    /// each way must give the one digest (digests from Python's hashlib).
    @Test(
        "SHA-256 is the same however the bytes arrive",
        arguments: [
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
            (String(repeating: "a", count: 1000), "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3"),
        ])
    func sha256Pieces(text: String, digest: String) {
        let bytes = Array(text.utf8)
        for piece in [1, 3, 63, 64, 65, 200, bytes.count] {
            var contiguous = SHA256.Hasher()
            var byByte = SHA256.Hasher()
            for start in stride(from: 0, to: bytes.count, by: piece) {
                let chunk = bytes[start..<min(start + piece, bytes.count)]
                contiguous.update(Data(chunk))
                byByte.update(chunk.lazy.map { $0 })
            }
            #expect(contiguous.finalizeHex() == digest, "pieces of \(piece), contiguous")
            #expect(byByte.finalizeHex() == digest, "pieces of \(piece), byte by byte")
        }
    }

    @Test("SHA-256 of 1,280 bytes fed as one Data value")
    func sha256Long() {
        let bytes = Data((0..<5).flatMap { _ in (0...255).map { UInt8($0) } })
        #expect(SHA256.hex(bytes) == "d414b085826eb06778483ba35564dc849e643359f69ed9747878ba6e54985bed")
    }
}
