/// What the readers need from the user's data — and nothing else: known shop
/// names, their frequency, and the calendar. Built once per ledger.
public final class ReadingContext: Sendable {
    public let calendar: BudgetCalendar
    public let catalog: MerchantCatalog
    public let merchantReader: MerchantReader
    public let periodParser: PeriodParser
    /// The ledger's merchants, most frequent first.
    public let merchantsByFrequency: [String]
    /// The periods a `smart-budget` schema offers (`PeriodChoice`), for this calendar.
    public let periodChoices: [String]

    public init(ledger: Ledger) {
        let byFrequency = ledger.merchantsByFrequency
        let catalog = MerchantCatalog(ledgerMerchants: byFrequency)
        self.catalog = catalog
        merchantReader = MerchantReader(catalog: catalog)
        calendar = ledger.calendar
        periodParser = PeriodParser(calendar: calendar)
        merchantsByFrequency = byFrequency.map { catalog.canonicalName(for: $0) ?? $0 }
        periodChoices = PeriodChoice.vocabulary(for: calendar)
    }

    /// The features of one message; `locale` orders numeric days ("3/2"), and
    /// without it the message's own words do.
    public func features(of text: String, locale: Language? = nil) -> MessageFeatures {
        MessageFeatures(text: text, locale: locale, merchantReader: merchantReader, periodParser: periodParser)
    }
}

extension ReadingContext {
    /// Builds the tables every reading shares — the lexicon's matchers, the vocabulary, the
    /// period grammar's and the categories' — by reading a question in each language through a
    /// ledger of no shops. They are built once per process on first use; a caller with a core to
    /// spare (beside loading a set, or a plugin's start) builds them there, not on its first turn.
    /// What any later reading gives is the same either way.
    public static func buildSharedTables() {
        guard let day = Day(year: 2026, month: 1, day: 1) else { return }
        let context = ReadingContext(ledger: Ledger(today: day))
        _ = context.features(of: "How much did I spend on groceries last month?", locale: .en)
        _ = context.features(of: "Combien j'ai dépensé en courses le mois dernier ?", locale: .fr)
    }
}
