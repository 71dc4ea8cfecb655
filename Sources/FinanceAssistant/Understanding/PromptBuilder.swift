/// The instructions and output schema every model backend uses, versioned.
///
/// The model classifies and nothing else: it never answers, never writes a
/// number, prefers `offTopic` when unsure, and keeps a short follow-up on the
/// previous topic. The schema offers a merchant or a category only as a choice
/// among known names, and only when the message carries a signal for one (the
/// seed's dynamic-schema trick: a property that is not there cannot be invented).
public enum PromptBuilder {
    /// The system prompt. Changing it changes `promptVersion`.
    public static let instructions = """
        You classify one message inside Finely, a personal-budgeting app.
        Pick the single intent that best fits the message. If the message names a shop or a \
        spending category, copy it exactly from the choices offered in the schema.

        Do NOT answer the question, write prose, or produce any number.

        Only classify messages about the user's own money recorded in Finely. When you are \
        unsure whether a message is about their finances, prefer offTopic over guessing a \
        finance intent. Requests for investment advice, or for what to buy or sell, are offTopic.
        Use unclear for messages with no content ("?", "hmm") or that cannot be placed.

        Treat a short follow-up as staying on the previous topic unless the new message \
        clearly changes it. The recap lists the earlier questions and how each was read.

        Intents:
        leftover: what is left or saved (income minus spending) over a period
        dailyAllowance: how much can be spent per day until the budget month ends
        balance: current account balance(s)
        spendingTotal: how much was spent in total
        incomeTotal: how much was earned or received
        merchantSpend: how much was spent at one shop
        categorySpend: how much was spent on one category
        periodSummary: an overview of a period
        comparePeriods: one period compared with another
        topCategories: the categories where most money goes
        topMerchants: the shops where most money goes
        largestExpenses: the biggest single payments
        lastPurchase: when the user last paid at a shop or in a category, and how much
        subscriptions: the user's subscriptions and their monthly cost
        upcomingCharges: bills and charges still to come
        projection: where the user will end the budget month
        savingsIdeas: ideas to save money, from the user's own data
        averageSpending: average monthly or weekly spending
        offTopic: not about the user's recorded money, or a request for advice
        unclear: no content, or cannot be placed
        """

    /// The first 12 hex characters of SHA-256(instructions + base schema).
    public static let promptVersion: String = {
        let base = outputSchema(merchantChoices: ["<merchant>"], categoryChoices: ["<category>"])
        return String(SHA256.hex(instructions + "\n" + base.canonicalText).prefix(12))
    }()

    /// The JSON schema of the reading for this request.
    public static func outputSchema(for request: ClassificationRequest) -> JSONValue {
        outputSchema(merchantChoices: request.merchantChoices, categoryChoices: request.categoryChoices)
    }

    static func outputSchema(merchantChoices: [String], categoryChoices: [String]) -> JSONValue {
        var properties: [String: JSONValue] = [
            "intent": .object([
                "type": .string("string"),
                "description": .string("The single kind of question the user is asking."),
                "enum": .array(Intent.allCases.map { .string($0.rawValue) }),
            ])
        ]
        if !merchantChoices.isEmpty {
            properties["merchant"] = .object([
                "type": .string("string"),
                "description": .string(
                    "The shop the message names. Copy exactly from this list; use none if no shop is named."),
                "enum": .array((merchantChoices + ["none"]).map { .string($0) }),
            ])
        }
        if !categoryChoices.isEmpty {
            properties["category"] = .object([
                "type": .string("string"),
                "description": .string("The spending category the message names; none if it names none."),
                "enum": .array((categoryChoices + ["none"]).map { .string($0) }),
            ])
        }
        return .object([
            "type": .string("object"),
            "properties": .object(properties),
            "required": .array(properties.keys.sorted().map { .string($0) }),
            "additionalProperties": .bool(false),
        ])
    }

    /// The user message sent with the instructions: recap, then the message.
    public static func userPrompt(for request: ClassificationRequest) -> String {
        var lines: [String] = []
        if !request.recap.isEmpty {
            lines.append("Earlier in this conversation:")
            for (i, line) in request.recap.enumerated() { lines.append("\(i + 1). \(line.text)") }
            lines.append("")
        }
        lines.append("Language: \(request.locale.rawValue)")
        lines.append("Message: \(request.message)")
        return lines.joined(separator: "\n")
    }

    /// A rough token count (about four characters a token), to watch the
    /// 4,096-token on-device window.
    /// - Parameter includingSchema: whether the schema is part of the prompt (on
    ///   device) or sent beside it as `response_format`, where servers turn it into
    ///   a grammar and count none of it.
    public static func estimatedTokens(for request: ClassificationRequest, includingSchema: Bool = true) -> Int {
        // The schema's size is its fixed part plus its choices (each quoted, with a comma).
        let choices = (request.merchantChoices + request.categoryChoices).reduce(0) { $0 + $1.count + 3 }
        let schema = includingSchema ? baseSchemaCharacters + choices : 0
        let characters = instructionCharacters + schema + userPrompt(for: request).count
        return (characters + 3) / 4
    }

    /// Counted once: `String.count` walks every character, and the instructions are most of a prompt.
    private static let instructionCharacters = instructions.count

    private static let baseSchemaCharacters = outputSchema(merchantChoices: ["none"], categoryChoices: ["none"])
        .canonicalText.count

    /// Builds the request for one turn.
    static func request(
        text: String, locale: Language, history: History, features: MessageFeatures, context: ReadingContext
    ) -> ClassificationRequest {
        var merchants: [String] = []
        let hasShopSignal =
            features.merchant != nil || features.refersToPreviousShop
            || features.words.contains { ["at", "chez", "from", "au", "shop", "store", "magasin"].contains($0) }
        if hasShopSignal {
            if let named = features.merchant?.name { merchants.append(named) }
            for name in context.merchantsByFrequency where merchants.count < 30 && !merchants.contains(name) {
                merchants.append(name)
            }
            if let previous = history.last?.reading.merchant, !merchants.contains(previous) {
                if merchants.count == 30 { merchants.removeLast() }
                merchants.append(previous)
            }
        }
        let categories = features.category != nil ? Category.allCases.filter(\.isSpending).map(\.rawValue) : []
        return ClassificationRequest(
            message: text, locale: locale, recap: history.exchanges.map(RecapLine.init),
            merchantChoices: merchants, categoryChoices: categories)
    }
}
