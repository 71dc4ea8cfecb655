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

    /// The schema's field descriptions of the built-in prompt (`prompts/finely/1/prompt.json`).
    static let finelyFields = [
        "intent": "The single kind of question the user is asking.",
        "merchant": "The shop the message names. Copy exactly from this list; use none if no shop is named.",
        "category": "The spending category the message names; none if it names none.",
    ]

    /// The built-in prompt's version (`Prompt.builtIn.version`).
    public static var promptVersion: String { Prompt.builtIn.version }

    /// The JSON schema of the reading for this request, under a prompt.
    public static func outputSchema(for request: ClassificationRequest, prompt: Prompt = .builtIn) -> JSONValue {
        ReadingSchema(for: request, prompt: prompt).json
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
    public static func estimatedTokens(
        for request: ClassificationRequest, prompt: Prompt = .builtIn, includingSchema: Bool = true
    ) -> Int {
        let sizes = prompt == .builtIn ? builtInSizes : PromptSizes(prompt)
        // The schema's size is its fixed part plus its choices (each quoted, with a comma); a
        // smart-budget schema lists its periods twice (period and comparison).
        func listed(_ names: [String]) -> Int { names.reduce(0) { $0 + characterCount($1) + 3 } }
        let periods = listed(request.periodChoices) * 2
        let choices = listed(request.merchantChoices) + listed(request.categoryChoices) + periods
        let schema = includingSchema ? sizes.baseSchema + choices : 0
        let characters = sizes.instructions + schema + userPrompt(for: request).count
        return (characters + 3) / 4
    }

    /// `text.count`; an ASCII text without a carriage return has one character a byte (a
    /// choice is counted every turn, thirty shop names and more).
    @inline(__always)
    static func characterCount(_ text: String) -> Int {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } ? text.utf8.count : text.count
    }

    /// A prompt's fixed sizes, in characters: `String.count` walks every character, and the
    /// instructions are most of a prompt, so the built-in prompt's are counted once.
    struct PromptSizes: Sendable {
        var instructions: Int
        var baseSchema: Int

        init(_ prompt: Prompt) {
            instructions = prompt.instructions.count
            baseSchema =
                ReadingSchema(
                    prompt: prompt, merchantChoices: ["none"], categoryChoices: ["none"],
                    periodChoices: prompt.contract.modelReadsPeriod ? ["none"] : []
                ).json.canonicalText.count
        }
    }

    private static let builtInSizes = PromptSizes(.builtIn)

    static let shopSignalWords: Set<String> = ["at", "chez", "from", "au", "shop", "store", "magasin"]

    /// Builds the request for one turn; under `smart-budget` it offers the periods too.
    static func request(
        text: String, locale: Language, history: History, features: MessageFeatures, context: ReadingContext,
        contract: ReadingContract = .finely
    ) -> ClassificationRequest {
        var merchants: [String] = []
        let hasShopSignal =
            features.merchant != nil || features.refersToPreviousShop
            || features.words.contains { shopSignalWords.contains($0) }
        if hasShopSignal {
            // Each name once: a set beside the list, not a walk of the list for every name.
            var offered = Set<String>()
            if let named = features.merchant?.name {
                merchants.append(named)
                offered.insert(named)
            }
            for name in context.merchantsByFrequency {
                if merchants.count == 30 { break }
                if offered.insert(name).inserted { merchants.append(name) }
            }
            if let previous = history.last?.reading.merchant, !merchants.contains(previous) {
                if merchants.count == 30 { merchants.removeLast() }
                merchants.append(previous)
            }
        }
        let categories = features.category != nil ? Category.allCases.filter(\.isSpending).map(\.rawValue) : []
        return ClassificationRequest(
            message: text, locale: locale, recap: history.exchanges.map(RecapLine.init),
            merchantChoices: merchants, categoryChoices: categories,
            periodChoices: contract.modelReadsPeriod ? context.periodChoices : [])
    }
}
