import FinanceAssistant

/// Coverage of a set: intents × locales, tags × locales, period kinds ×
/// locales, pairs and answer turns — and which minimums are met.
public struct SetStats: Sendable {
    public var locales: [Language]
    public var turns: [Language: Int] = [:]
    public var conversations: [Language: Int] = [:]
    public var intents: [Intent: [Language: Int]] = [:]
    public var tagTurns: [String: [Language: Int]] = [:]
    public var tagConversations: [String: [Language: Int]] = [:]
    public var periodKinds: [String: [Language: Int]] = [:]
    public var pairs = 0
    public var answerTurns = 0
    public var followUpTurns = 0

    init(locales: [Language]) { self.locales = locales }

    mutating func add(_ c: Conversation) {
        conversations[c.locale, default: 0] += 1
        // Each tag once (a set's worth for the two or three a conversation has, without one).
        var tags: [String] = []
        for tag in c.tags where !tags.contains(tag) { tags.append(tag) }
        for tag in tags { tagConversations[tag, default: [:]][c.locale, default: 0] += 1 }
        for (i, turn) in c.turns.enumerated() {
            turns[c.locale, default: 0] += 1
            if i > 0 { followUpTurns += 1 }
            intents[turn.expect.intent, default: [:]][c.locale, default: 0] += 1
            for tag in tags { tagTurns[tag, default: [:]][c.locale, default: 0] += 1 }
            if turn.expect.intent.isAnswerable {
                periodKinds[SetStats.kind(turn.expect.period), default: [:]][c.locale, default: 0] += 1
            }
            if turn.expect.answer != nil { answerTurns += 1 }
        }
    }

    /// The form of a period: `previous`, `trailing`, `month`, … or `unspecified`.
    static func kind(_ p: Period) -> String { p.form }

    public var totalTurns: Int { turns.values.reduce(0, +) }

    /// Minimums not met, as warning messages.
    public func shortfalls(_ policy: CoveragePolicy) -> [String] {
        var out: [String] = []
        if totalTurns < policy.turns { out.append("\(totalTurns) turns; the set should have at least \(policy.turns)") }
        for l in locales {
            let share = totalTurns > 0 ? Double(turns[l] ?? 0) / Double(totalTurns) : 0
            if !policy.localeShare.contains(share) {
                out.append(
                    String(
                        format: "locale imbalance: %@ has %.1f %% of the turns (expected %.0f–%.0f %%)", l.rawValue,
                        share * 100, policy.localeShare.lowerBound * 100, policy.localeShare.upperBound * 100))
            }
        }
        for (tag, minimum) in policy.perTagAndLocale.sorted(by: { $0.key < $1.key }) {
            for l in locales where (tagTurns[tag]?[l] ?? 0) < minimum {
                out.append(
                    "thin coverage: tag \(tag) has \(tagTurns[tag]?[l] ?? 0) \(l.rawValue) turns (minimum \(minimum))")
            }
        }
        for (tag, minimum) in policy.conversationsPerTagAndLocale.sorted(by: { $0.key < $1.key }) {
            for l in locales where (tagConversations[tag]?[l] ?? 0) < minimum {
                out.append(
                    "thin coverage: tag \(tag) has \(tagConversations[tag]?[l] ?? 0) \(l.rawValue) conversations (minimum \(minimum))"
                )
            }
        }
        for intent in Intent.answerable {
            for l in locales where (intents[intent]?[l] ?? 0) < policy.perIntentAndLocale {
                out.append(
                    "thin coverage: intent \(intent.rawValue) has \(intents[intent]?[l] ?? 0) \(l.rawValue) turns (minimum \(policy.perIntentAndLocale))"
                )
            }
        }
        if pairs < policy.pairs { out.append("thin coverage: \(pairs) EN/FR pairs (minimum \(policy.pairs))") }
        if answerTurns < policy.answerTurns {
            out.append("thin coverage: \(answerTurns) turns with expected figures (minimum \(policy.answerTurns))")
        }
        return out
    }

    /// The coverage tables, for `tally stats`.
    public func render(_ policy: CoveragePolicy) -> String {
        func row(_ name: String, _ counts: [Language: Int]?, minimum: Int? = nil) -> [String] {
            let cells = locales.map { l -> String in
                let n = counts?[l] ?? 0
                guard let minimum else { return "\(n)" }
                return n >= minimum ? "\(n)" : "\(n) ✗"
            }
            return [name] + cells + [minimum.map { "≥ \($0)" } ?? ""]
        }
        let header = { (first: String) in [first] + self.locales.map(\.rawValue) + ["minimum"] }
        var out = "\(totalTurns) turns in \(conversations.values.reduce(0, +)) conversations"
        out += " (" + locales.map { "\($0.rawValue) \(turns[$0] ?? 0)" }.joined(separator: ", ") + ")"
        out +=
            " · \(pairs) EN/FR pairs · \(answerTurns) turns with expected figures · \(followUpTurns) follow-up turns\n\n"
        out += "Intents × locales (turns)\n\n"
        out += Markdown.table(
            header("intent"),
            Intent.allCases.map { i in
                row(i.rawValue, intents[i], minimum: i.isAnswerable ? policy.perIntentAndLocale : nil)
            })
        out += "\nTags × locales (turns; conversations where a minimum counts them)\n\n"
        out += Markdown.table(
            header("tag"),
            tagTurns.keys.sorted().flatMap { tag -> [[String]] in
                var rows = [row(tag, tagTurns[tag], minimum: policy.perTagAndLocale[tag])]
                if let minimum = policy.conversationsPerTagAndLocale[tag] {
                    rows.append(row("\(tag) (conversations)", tagConversations[tag], minimum: minimum))
                }
                return rows
            })
        out += "\nPeriod kinds × locales (answerable turns)\n\n"
        out += Markdown.table(header("period"), periodKinds.keys.sorted().map { row($0, periodKinds[$0]) })
        let short = shortfalls(policy)
        out +=
            short.isEmpty
            ? "\nEvery minimum is met.\n" : "\n" + short.map { "warning: \($0)" }.joined(separator: "\n") + "\n"
        return out
    }

    /// How many turns a slice needs to detect `drop` at 80 % power (`Power`),
    /// and what each slice of the set detects, for `tally stats --detect`.
    public func renderPower(drop: Double, discordance: Double) -> String {
        let needed = Power.turnsNeeded(drop: drop, discordance: discordance)
        func points(_ x: Double) -> String { String(format: "%.1f pts", x * 100) }
        var out =
            "Power: 80 %, α = 0.05 two-sided, paired McNemar (normal approximation), discordance \(String(format: "%.0f %%", max(discordance, drop) * 100))\(discordance < drop ? " (never below the drop)" : "")\n\n"
        out += "To detect a drop of \(points(drop)), a slice needs \(needed) turns.\n\n"
        var slices: [(String, Int)] = [("all", totalTurns)]
        slices += locales.map { ("locale:\($0.rawValue)", turns[$0] ?? 0) }
        slices += tagTurns.keys.sorted().map { tag in ("tag:\(tag)", tagTurns[tag]!.values.reduce(0, +)) }
        out += Markdown.table(
            ["slice", "turns", "detects", "\(points(drop))?"],
            slices.map { name, n in
                let detectable = Power.detectableDrop(n: n, discordance: discordance)
                return [
                    name, "\(n)", detectable.map { "≥ " + points($0) } ?? "none",
                    n >= needed ? "yes" : "no, \(needed - n) turns short",
                ]
            })
        return out
    }
}
