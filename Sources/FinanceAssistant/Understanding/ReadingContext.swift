/// What the readers need from the user's data — and nothing else: known shop
/// names, their frequency, and the calendar. Built once per ledger.
public struct ReadingContext: Sendable {
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
