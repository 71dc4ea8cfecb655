import FinanceAssistant
import Foundation

/// Lints an eval set: every problem at once, as `file:line: error: message`.
///
/// Errors: a malformed line, an unknown intent, period, category or tag, a
/// merchant neither the ledger nor the catalog knows, figures on a question
/// that has none, duplicate ids, duplicate texts, empty turns, broken pairs.
/// Warnings: locale imbalance and thin coverage (`CoveragePolicy`).
public struct SetValidator {
    public struct Report: Sendable {
        public var errors: [InputError] = []
        public var warnings: [InputError] = []
        public var stats: SetStats
        /// The minimums the set is checked against (its manifest's, on top of the defaults).
        public var coverage = CoveragePolicy()
        /// The set's hash, when its files could be read.
        public var sha256: String?
        /// The set's first conversation id, for messages that show what an id looks like.
        public var firstID: String?
        /// What the run's filters select (all of it without filters).
        public var filteredTurns = 0
        /// What the run's filters and its shard select: what the run will run.
        public var selectedConversations = 0
        public var selectedTurns = 0
        /// With a shard: what the whole run selects (every shard), which each shard records for `tally merge`.
        public var selection: Summary.Selection?
    }

    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// Validates the set and gathers its coverage.
    public func validate() -> Report {
        let set: EvalSet
        do {
            set = try EvalSet.load(at: directory)
        } catch let e as InputError {
            return Report(errors: [e], stats: SetStats(locales: []))
        } catch {
            return Report(
                errors: [InputError(file: DisplayPath.of(directory), "\(error)")], stats: SetStats(locales: []))
        }
        return validate(set)
    }

    /// Two first turns are the same text when they differ only in case and in
    /// spaces at either end. (Trimmed by scalar: `trimmingCharacters(in:)` goes
    /// through NSString and UTF-16 on Linux, and was a sixth of validating a set.)
    static func textKey(_ text: String) -> String {
        let scalars = lowercased(text).unicodeScalars
        let isSpace = { (s: Unicode.Scalar) in CharacterSet.whitespaces.contains(s) }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// `text.lowercased()`, scalar by scalar as the standard library does, into
    /// UTF-8 bytes: the standard library makes a string of every scalar of a
    /// text that is not all ASCII (a French accent, a word joiner).
    static func lowercased(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        var text = text
        text.withUTF8 { bytes in
            var i = 0
            while i < bytes.count {
                let b = bytes[i]
                // ASCII bytes lowered in place; only the other scalars are decoded and asked.
                if b < 0x80 {
                    out.append(b >= 65 && b <= 90 ? b &+ 32 : b)
                    i += 1
                    continue
                }
                let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
                let end = min(i + length, bytes.count)
                // A string's bytes are valid UTF-8: the lead byte says the length.
                var value = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
                for k in (i + 1)..<end { value = value << 6 | UInt32(bytes[k] & 0x3F) }
                let scalar = Unicode.Scalar(value)
                if let scalar, scalar.properties.changesWhenLowercased {
                    out.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
                } else {
                    out.append(contentsOf: bytes[i..<end])
                }
                i = end
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Whether an id of three parts or more (`merchant-en-0001`) has none that is its locale.
    /// (A scan: splitting every id into an array of parts was a twentieth of validating a set.)
    static func idNamesAnotherLocale(_ id: String, _ locale: Language) -> Bool {
        let dash = UInt8(ascii: "-")
        let code = Array(locale.rawValue.utf8)
        var parts = 0
        var named = false
        var part: [UInt8] = []
        // `split` drops empty parts: so does this.
        func endPart() {
            guard !part.isEmpty else { return }
            parts += 1
            if part == code { named = true }
            part.removeAll(keepingCapacity: true)
        }
        for byte in id.utf8 {
            if byte == dash { endPart() } else { part.append(byte) }
        }
        endPart()
        return parts >= 3 && !named
    }

    /// Validates a loaded set — the one check `tally validate` and `tally run`
    /// share — and counts what `filters` (and `shard`) select.
    public func validate(_ set: EvalSet, filters: [CaseFilter] = [], shard: Shard? = nil) -> Report {
        let catalog = MerchantCatalog(ledgerMerchants: set.ledger.merchantsByFrequency)
        let knownTags = Manifest.coreTags.union(set.manifest.tags ?? [])
        var report = Report(stats: SetStats(locales: set.manifest.locales), sha256: set.sha256)
        var ids: [String: SourceLocation] = [:]
        var texts: [String: (SourceLocation, String)] = [:]
        let lines = set.caseLineCount
        ids.reserveCapacity(lines)
        texts.reserveCapacity(lines)
        /// Only what the pair checks need: memory stays flat as sets grow.
        struct PairMember {
            var id: String
            var locale: Language
            var turns: Int
            var source: SourceLocation
        }
        var pairs: [String: [PairMember]] = [:]
        var filtered: [(id: String, turns: Int)] = []

        func error(_ at: SourceLocation, _ message: String) {
            report.errors.append(InputError(file: at.file, line: at.line, message))
        }
        func warning(_ at: SourceLocation, _ message: String) {
            report.warnings.append(InputError(file: at.file, line: at.line, message, severity: .warning))
        }

        for result in set.cases() {
            let c: Conversation
            switch result {
            case .failure(let e):
                report.errors.append(e)
                continue
            case .success(let value): c = value
            }
            let at = c.source
            if report.firstID == nil { report.firstID = c.id }
            if CaseFilter.select(c, by: filters) {
                report.filteredTurns += c.turns.count
                if shard != nil { filtered.append((c.id, c.turns.count)) }
                if shard?.contains(c.id) ?? true {
                    report.selectedConversations += 1
                    report.selectedTurns += c.turns.count
                }
            }
            if let first = ids[c.id] {
                error(
                    at, "duplicate id '\(c.id)' (first at \(first.file):\(first.line)); ids must be unique in the set")
            } else {
                ids[c.id] = at
            }
            if !set.manifest.locales.contains(c.locale) {
                error(at, "\(c.id): locale '\(c.locale.rawValue)' is not among the manifest's locales")
            }
            for tag in c.tags where !knownTags.contains(tag) {
                error(
                    at,
                    "\(c.id): unknown tag '\(tag)'; use a core tag (\(Manifest.coreTags.sorted().joined(separator: ", "))) or add it to the manifest's \"tags\""
                )
            }
            if c.tags.isEmpty { error(at, "\(c.id): no tags; the first tag names the conversation's theme") }
            if Self.idNamesAnotherLocale(c.id, c.locale) {
                warning(at, "\(c.id): the id names another locale than \"\(c.locale.rawValue)\"")
            }
            for (i, turn) in c.turns.enumerated() {
                // Formatted only for a message: most turns have none.
                var place: String { "\(c.id) turn \(i + 1)" }
                if turn.text.isEmpty {
                    error(at, "\(place): empty text; write the message (whitespace-only is allowed)")
                }
                // Only first turns must differ: "and last year?" is fine in many
                // conversations, since its history differs.
                if !turn.text.isEmpty, i == 0 {
                    let key = Self.textKey(turn.text)
                    if let (first, firstID) = texts[key] {
                        error(
                            at,
                            "\(place): duplicate text (also \(firstID) turn 1 at \(first.file):\(first.line)); reword one of them"
                        )
                    } else {
                        texts[key] = (at, c.id)
                    }
                }
                let e = turn.expect
                if e.reason != nil && e.intent != .offTopic {
                    error(at, "\(place): a reason goes only with intent offTopic")
                }
                if !e.intent.isAnswerable {
                    // Written for the record (what the message names), but not scored.
                    if e.merchant != nil || e.category != nil || e.period.isSpecified || e.comparison.isSpecified
                        || e.limit != nil
                    {
                        warning(
                            at,
                            "\(place): \(e.intent.rawValue) turns score only intent and reason; the other fields are kept for the record, not scored"
                        )
                    }
                    if e.answer != nil {
                        error(at, "\(place): \"answer\" on \(e.intent.rawValue), which has no figures")
                    }
                }
                if let m = e.merchant, catalog.canonicalName(for: m) == nil {
                    error(
                        at,
                        "\(place): merchant '\(m)' is known to neither the ledger nor the catalog; use a canonical name (MerchantCatalog+Shops.swift)"
                    )
                } else if let m = e.merchant, let canonical = catalog.canonicalName(for: m), canonical != m {
                    warning(at, "\(place): merchant '\(m)' is written '\(canonical)' in the catalog")
                }
                if e.comparison.isSpecified && e.intent != .comparePeriods {
                    error(at, "\(place): \"comparison\" goes only with comparePeriods")
                }
                if let limit = e.limit, !e.intent.takesLimit {
                    error(at, "\(place): limit \(limit) on \(e.intent.rawValue), which takes none")
                }
                if let answer = e.answer, e.intent.isAnswerable {
                    for name in answer.keys.sorted() where !FigureNames.isKnown(name, for: e.intent) {
                        error(at, "\(place): unknown figure '\(name)' for \(e.intent.rawValue) (docs/figures.md)")
                    }
                    if !c.tags.contains("answer") {
                        warning(at, "\(c.id): carries expected figures but no \"answer\" tag")
                    }
                }
            }
            if let pair = c.pair {
                pairs[pair, default: []].append(
                    PairMember(id: c.id, locale: c.locale, turns: c.turns.count, source: c.source))
            }
            report.stats.add(c)
        }
        for (pair, members) in pairs.sorted(by: { $0.key < $1.key }) {
            let en = members.filter { $0.locale == .en }
            let fr = members.filter { $0.locale == .fr }
            if en.count != 1 || fr.count != 1 {
                let at = members[0].source
                error(
                    at,
                    "pair '\(pair)' has \(en.count) English and \(fr.count) French conversations; a pair links exactly one of each"
                )
            } else if en[0].turns != fr[0].turns {
                warning(fr[0].source, "pair '\(pair)': \(en[0].id) and \(fr[0].id) have different numbers of turns")
            }
        }
        let completePairs = Set(pairs.filter { $0.value.count == 2 && Set($0.value.map(\.locale)).count == 2 }.keys)
        report.stats.pairs = completePairs.count
        report.coverage = CoveragePolicy(set.manifest.coverage)
        for message in report.stats.shortfalls(report.coverage) {
            report.warnings.append(InputError(file: DisplayPath.of(directory), message, severity: .warning))
        }
        if shard != nil {
            // In the order tally merge meets the conversations: by id, as report lines are sorted.
            var builder = Summary.Selection.Builder()
            for c in filtered.sorted(by: { $0.id < $1.id }) { builder.add(c.id, turns: c.turns) }
            report.selection = builder.selection
        }
        return report
    }
}

/// The figure names each kind of answer has (docs/figures.md).
enum FigureNames {
    static let byIntent: [Intent: Set<String>] = [
        .spendingTotal: ["total", "count", "refunds"],
        .incomeTotal: ["total", "count"],
        .leftover: ["income", "spending", "refunds", "leftover", "spendingRatio"],
        .periodSummary: ["income", "spending", "refunds", "net", "topCategory", "topCategoryTotal"],
        .dailyAllowance: ["available", "scheduled", "daysLeft", "perDay"],
        .balance: ["balance", "asOf"],
        .merchantSpend: ["total", "count", "average", "refunds"],
        .categorySpend: ["total", "count", "refunds"],
        .comparePeriods: ["current", "previous", "delta", "deltaPercent"],
        .topCategories: ["count"], .topMerchants: ["count"], .largestExpenses: ["count"],
        .lastPurchase: ["date", "amount", "daysAgo"],
        .subscriptions: ["count", "monthlyTotal", "amount", "nextDate"],
        .upcomingCharges: ["count", "total"],
        .projection: ["balance", "scheduled", "projected"],
        .savingsIdeas: ["count"],
        .averageSpending: ["total", "unit", "units", "average"],
    ]

    /// Numbered names: `name1`, `total2`, `amount3`, `date1`, `idea1`.
    static let numbered: [Intent: [String]] = [
        .topCategories: ["name", "total"], .topMerchants: ["name", "total"], .largestExpenses: ["amount", "date"],
        .savingsIdeas: ["idea", "amount"],
    ]

    static func isKnown(_ name: String, for intent: Intent) -> Bool {
        if byIntent[intent]?.contains(name) == true { return true }
        if intent == .balance, name.hasPrefix("balance.") { return true }
        for stem in numbered[intent] ?? [] where name.hasPrefix(stem) {
            if let n = Int(name.dropFirst(stem.count)), n >= 1 { return true }
        }
        return false
    }
}
